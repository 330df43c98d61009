import Foundation
import SbgenCore
import TestSupport
import Testing

/// Runs the generated code on the recording surface and compares its dump with the model's canonical form.
@Suite("LoadView equality")
struct LoadViewEqualityTests {
    static let examples = ["Examples/App/Main.storyboard", "Examples/App/Settings.storyboard",
                           "Examples/App/IngredientCell.xib", "Examples/App/ProfileViewController.xib",
                           "Examples/App/RecipeHeaderView.xib"]

    @Test("Examples: every fully converted unit builds the hierarchy IB describes")
    func examples() throws {
        let prepared = Self.examples.compactMap {
            LoadViewHarness.prepare(GoldenFile.repositoryRoot.appendingPathComponent($0).path, displayName: $0)
        }
        #expect(!prepared.isEmpty)
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(!comparisons.isEmpty)
        if ProcessInfo.processInfo.environment["SBGEN_SHOW"] == "1" {
            for comparison in comparisons { print(comparison.actual ?? "<none: \(comparison.label)>") }
        }
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))")
        }
    }
}
