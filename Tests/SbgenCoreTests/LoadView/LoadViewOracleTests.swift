import Foundation
import SbgenCore
import TestSupport
import Testing

/// The run-time proof against the independent oracle on small inputs: a fixture storyboard and the
/// Examples, with their facts written by `../shared/tools/view-facts.py` and checked in
/// (`Tests/SbgenCoreTests/Fixtures/Oracle/`; after changing a fixture or an example, rerun
/// `python3 ../shared/tools/view-facts.py --root Tests/SbgenCoreTests/Fixtures/Oracle
/// Tests/SbgenCoreTests/Fixtures/Oracle/Tap.storyboard > Tests/SbgenCoreTests/Fixtures/Oracle/VIEWFACTS.jsonl`
/// and `python3 ../shared/tools/view-facts.py --root . Examples/App Examples/MigrationApp >
/// Tests/SbgenCoreTests/Fixtures/Oracle/Examples.VIEWFACTS.jsonl`).
@Suite("LoadView oracle")
struct LoadViewOracleTests {
    static let folder = GoldenFile.repositoryRoot.appendingPathComponent("Tests/SbgenCoreTests/Fixtures/Oracle")

    /// The fixture's only unit, prepared; `patch` edits the generated code before it runs.
    static func tapReport(patch: (String) -> String = { $0 }) throws -> OracleReport {
        var prepared = try #require(
            LoadViewHarness.prepare(folder.appendingPathComponent("Tap.storyboard").path, displayName: "Tap.storyboard")
        )
        prepared.code = patch(prepared.code)
        let (comparisons, failures) = LoadViewHarness.run([prepared])
        #expect(failures.isEmpty, "\(failures)")
        let oracle = try ViewFacts.load(folder.appendingPathComponent("VIEWFACTS.jsonl").path)
        let report = OracleReport(comparisons: comparisons, prepared: [prepared], oracle: oracle)
        #expect(report.unmatched.isEmpty)
        #expect(report.results.count == 1)
        return report
    }

    @Test("The generated code leaves the state the nib has: interactive image view, left-aligned label")
    func generatedCodeEqualsTheOracle() throws {
        let report = try Self.tapReport()
        #expect(report.results.map(\.differences) == [[]])
    }

    /// The code as it was before the fix: the image view keeps UIImageView's initial value (not
    /// interactive, so its tap never fires), the label UILabel's (natural alignment), the scroll view
    /// UIScrollView's (clipping). The oracle, which knows nothing of sbgen's tables, says so.
    @Test("Code that relies on a code-made view's initial value fails the proof")
    func codeWithoutTheArchiveDefaultsFails() throws {
        let report = try Self.tapReport { code in
            code.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.hasSuffix(".isUserInteractionEnabled = true") && !$0.hasSuffix(".textAlignment = .left")
                    && !$0.hasSuffix(".clipsToBounds = false")
            }.joined(separator: "\n")
        }
        #expect(
            report.results.map(\.differences) == [
                [
                    "@/0 userInteractionEnabled: true, run time false",
                    "@/1 textAlignment: \"left\", run time \"natural\"",
                    "@/1 userInteractionEnabled: true, run time false",
                    "@/4 clipsToBounds: false, run time true",
                ]
            ])
    }

    /// Apple's documentation of `UIView.isOpaque`: it "has no effect for system provided classes such as
    /// UIButton, UILabel, UITableViewCell". The fixture's labels and text field (`opaque="NO"`) get no
    /// `isOpaque`; its custom-class view, which may draw, does, and without it the proof fails.
    @Test("isOpaque is set and checked on a custom-class view only")
    func opaqueOnlyOnCustomClassViews() throws {
        let prepared = try #require(
            LoadViewHarness.prepare(
                Self.folder.appendingPathComponent("Tap.storyboard").path, displayName: "Tap.storyboard"))
        let opaque = prepared.code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.contains("isOpaque")
        }
        #expect(opaque == ["view1.isOpaque = false"])
        #expect(prepared.opaqueCompared == ["badge"])
        let report = try Self.tapReport { $0.replacingOccurrences(of: "view1.isOpaque = false", with: "") }
        #expect(report.results.map(\.differences) == [["@/5 opaque: false, run time true"]])
    }

    /// The generator leaves out what equals an object's initial value (``ViewMapping``'s table, from
    /// `../shared/sdk-defaults.md`); a statement that restates one is marked by the recording surface,
    /// so the unit no longer equals its model and the equality tests name the property.
    @Test("Code that sets a property to the value the object already has fails the comparison")
    func restatedInitialValueIsCaught() throws {
        var prepared = try #require(
            LoadViewHarness.prepare(
                Self.folder.appendingPathComponent("Tap.storyboard").path, displayName: "Tap.storyboard"))
        let lines = prepared.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let aligned = try #require(lines.firstIndex { $0.hasSuffix(".textAlignment = .left") })
        let target = try #require(lines[aligned].components(separatedBy: ".textAlignment").first)
        #expect(!prepared.code.contains(".baselineAdjustment = "))
        prepared.code =
            (lines[...aligned] + ["\(target).baselineAdjustment = .alignBaselines"] + lines[(aligned + 1)...])
            .joined(separator: "\n")
        let (comparisons, failures) = LoadViewHarness.run([prepared])
        #expect(failures.isEmpty, "\(failures)")
        let comparison = try #require(comparisons.first)
        #expect(
            comparison.actual?.contains("prop baselineAdjustment = alignBaselines (restates the initial value)") == true
        )
        #expect(comparison.actual != comparison.expected)
    }

    @Test("Examples: every fully converted unit has the state, constraints and outlets the oracle reads")
    func examples() throws {
        let files =
            LoadViewEqualityTests.examples + [
                "Examples/MigrationApp/RecipeBook/Main.storyboard",
                "Examples/MigrationApp/RecipeBook/Settings.storyboard",
                "Examples/MigrationApp/RecipeBook/IngredientCell.xib",
                "Examples/MigrationApp/RecipeBook/ProfileView.xib",
                "Examples/MigrationApp/RecipeBook/RecipeHeaderView.xib",
            ]
        let prepared = files.compactMap {
            LoadViewHarness.prepare(GoldenFile.repositoryRoot.appendingPathComponent($0).path, displayName: $0)
        }
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        #expect(failures.isEmpty, "\(failures)")
        let oracle = try ViewFacts.load(Self.folder.appendingPathComponent("Examples.VIEWFACTS.jsonl").path)
        let report = OracleReport(comparisons: comparisons, prepared: prepared, oracle: oracle)
        #expect(report.unmatched.isEmpty, "\(report.unmatched)")
        #expect(report.results.count >= 10)
        for result in report.results where !result.differences.isEmpty {
            Issue.record("\(result.label):\n  \(result.differences.joined(separator: "\n  "))")
        }
    }

    /// MigrationApp's hero image view has a tap gesture and no `userInteractionEnabled` attribute (the
    /// scene has other warnings, so the proof does not run it; `Tap.storyboard` is the same case).
    @Test("MigrationApp: the hero image view with a tap gesture is made interactive")
    func migrationAppHeroImageView() throws {
        let path = GoldenFile.repositoryRoot.appendingPathComponent("Examples/MigrationApp/RecipeBook/Main.storyboard")
        let text = try LoadViewFixtures.generate(String(contentsOf: path, encoding: .utf8), name: "Main.storyboard")
        let hero = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("heroImageView.isUserInteractionEnabled") || $0.hasPrefix("heroImageView.addGestureRecognizer")
        }
        #expect(
            hero == [
                "heroImageView.isUserInteractionEnabled = true",
                "heroImageView.addGestureRecognizer(heroImageTapGesture)",
            ])
    }
}
