import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Every iOS segue kind of `Fixtures/Migrate/Segues` (show, push, showDetail, presentation with its
/// styles and `animates="NO"`, popover with anchor and arrows, custom with and without a class,
/// unwind from the controller, a button and a bar button item, relationships) as the flow writes it:
/// the golden `Golden/Migrate/Segues/Main+Flow.swift`, the view code's wiring of the triggers, the
/// report's counts and steps, and a type-check of the flow and view code on the UIKit surface.
@Suite struct SegueFlowTests {
    static let project = MigrateFixtures.repositoryRoot.appendingPathComponent(
        "Tests/SbgenCoreTests/Fixtures/Migrate/Segues"
    ).path

    static let standIns = """
        final class ListViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class AddViewController: UIViewController {}
        final class FadeSegue: UIStoryboardSegue {}
        """

    func migrate(_ targets: [DeploymentTarget] = []) throws -> Migrator.Result {
        var options = MigrationOptions(project: Self.project, dryRun: true)
        if !targets.isEmpty { options.deploymentTargets = DeploymentTargets(targets) }
        return try Migrator.migrate(options)
    }

    func file(_ result: Migrator.Result, _ path: String) throws -> String {
        try #require(result.files.first { $0.path == path }?.contents)
    }

    @Test func flowMatchesGoldenAndCompiles() throws {
        let result = try migrate()
        let flow = try file(result, "Swift/Main+Flow.swift")
        GoldenFile.check(flow, against: "Tests/SbgenCoreTests/Golden/Migrate/Segues/Main+Flow.swift")
        let loadView = try file(result, "Swift/Main+LoadView.swift")
        let source = flow + "\n" + loadView.replacingOccurrences(of: "import UIKit\n", with: "") + "\n" + Self.standIns
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A custom segue's `customClass` is written into the code as the class to create: one that is not
    /// a Swift name (`My Segue`, `1Segue`, `Fade-Segue`, `class`) is a warning at the segue, which is
    /// not converted. A `customModule` that is not a module name is not imported (a warning; an
    /// unexpanded `$(PRODUCT_MODULE_NAME)` silently).
    @Test func customSegueClassesAndModulesAreValidated() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1"/>
                                <connections>
                                    <segue destination="detail" kind="custom" identifier="space" customClass="My Segue" id="g1"/>
                                    <segue destination="detail" kind="custom" identifier="digit" customClass="1Segue" id="g2"/>
                                    <segue destination="detail" kind="custom" identifier="dash" customClass="Fade-Segue" id="g3"/>
                                    <segue destination="detail" kind="custom" identifier="keyword" customClass="class" id="g4"/>
                                    <segue destination="detail" kind="custom" identifier="module" customClass="FadeSegue" customModule="My-Module" id="g5"/>
                                    <segue destination="detail" kind="custom" identifier="setting" customClass="FadeSegue" customModule="$(PRODUCT_MODULE_NAME)" id="g6"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let project = try MigrateFixtures.project(["Main.storyboard": storyboard])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        func notConverted(_ line: Int, _ identifier: String, _ name: String) -> String {
            "Main.storyboard:\(line):25: warning: TODO: custom segue '\(identifier)' not converted: its customClass "
                + "'\(name)' is not a Swift name; give it its UIStoryboardSegue subclass in IB, or present the "
                + "destination in code"
        }
        #expect(
            result.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [
                notConverted(9, "space", "My Segue"), notConverted(10, "digit", "1Segue"),
                notConverted(11, "dash", "Fade-Segue"), notConverted(12, "keyword", "class"),
                "Main.storyboard:13:25: warning: custom segue 'module' converted without importing its customModule "
                    + "'My-Module', which is not a Swift module name: its class must be visible from the flow's module",
            ])
        let flow = try file(result, "Swift/Main+Flow.swift")
        #expect(!flow.contains("import My") && !flow.contains("import $"))
        #expect(!flow.contains("My Segue") && !flow.contains("1Segue") && !flow.contains("Fade-Segue"))
        #expect(
            flow.components(separatedBy: "        let segue = FadeSegue(identifier: ").count == 3,
            "the segues 'module' and 'setting' are converted")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + Self.standIns, platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// At iOS 13 the unwind search asks `canPerformUnwindSegueAction(_:from:sender:)` alone.
    @Test func unwindAtIOS13AsksTheControllerOnly() throws {
        let result = try migrate([DeploymentTarget(.iOS, OSVersion(13, 0))])
        let flow = try file(result, "Swift/Main+Flow.swift")
        #expect(
            flow.contains(
                "            destination = candidates.first { candidate in "
                    + "candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) }\n"))
        #expect(!flow.contains("responds(to:"))
        let loadView = try file(result, "Swift/Main+LoadView.swift")
        let source = flow + "\n" + loadView.replacingOccurrences(of: "import UIKit\n", with: "") + "\n" + Self.standIns
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Buttons and bar button items that fire a segue are wired to its action in the view code, and
    /// the view code's own notes about those segues are gone.
    @Test func triggersAreWired() throws {
        let loadView = try file(try migrate(), "Swift/Main+LoadView.swift")
        // A bar button item's target and action: one statement a line, the comment on the last.
        let wired = loadView.split(separator: "\n").filter {
            $0.hasSuffix("// sbgen: segue trigger") || $0.hasSuffix(".target = self")
        }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            wired == [
                "detailButton.addTarget(self, action: #selector(ListViewController.sbgenShowDetailAction(_:)), for: .touchUpInside)  // sbgen: segue trigger",
                "infoButton.addTarget(self, action: #selector(ListViewController.sbgenInfoAction(_:)), for: .touchUpInside)  // sbgen: segue trigger",
                "fadeButton.addTarget(self, action: #selector(ListViewController.sbgenFadeAction(_:)), for: .touchUpInside)  // sbgen: segue trigger",
                "addButton.target = self",
                "addButton.action = #selector(ListViewController.sbgenAddAction(_:))  // sbgen: segue trigger",
                "doneButton.addTarget(self, action: #selector(DetailViewController.sbgenUnwindDoneAction(_:)), for: .touchUpInside)  // sbgen: segue trigger",
                "saveButton.target = self",
                "saveButton.action = #selector(AddViewController.sbgenSaveAction(_:))  // sbgen: segue trigger",
            ])
        // Only the custom segue without a class is left to the view code's note.
        #expect(
            loadView.split(separator: "\n").filter { $0.contains("segue") && $0.contains("not converted") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            } == [
                "// sbgen: custom segue not converted by loadview; `sbgen migrate` did not convert it either: see "
                    + "its TODO in MIGRATION.md (line 70)"
            ])
    }

    /// Every segue is converted but the custom one without a class; the app's `performSegue` call
    /// and `prepare(for:sender:)` case are steps at their lines.
    @Test func reportCountsAndSteps() throws {
        let result = try migrate()
        let main = try #require(result.report.files.first { $0.path == "Main.storyboard" })
        #expect(main.counts.segues == MigrationReport.Count(total: 13, converted: 12))
        #expect(
            main.items.filter { $0.severity == "warning" }.map { "\($0.line):\($0.column) \($0.message)" } == [
                "70:25 TODO: custom segue 'plain' has no class; not converted: give it its UIStoryboardSegue "
                    + "subclass in IB, or present the destination in code"
            ])
        let steps = result.report.allItems.filter { $0.file == "ListViewController.swift" }.map {
            "\($0.line):\($0.column) \($0.message)"
        }
        #expect(
            steps == [
                "5:32 `prepare(for:sender:)` keeps working for segue \"showDetail\" (the method calls it with the "
                    + "segue UIKit made); to drop the string match, move its code into the `prepare` closure of "
                    + "`sbgenShowDetail(sender:prepare:)` of ListViewController (Swift/Main+Flow.swift)",
                "13:9 replace `performSegue(withIdentifier: \"push\", …)` with `sbgenPush(sender:prepare:)` of "
                    + "ListViewController (Swift/Main+Flow.swift)",
            ])
    }
}
