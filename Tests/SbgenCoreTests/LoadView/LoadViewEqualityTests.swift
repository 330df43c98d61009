import Foundation
import SbgenCore
import TestSupport
import Testing

/// Runs the generated code on the recording surface and compares its dump with the model's canonical form.
@Suite("LoadView equality")
struct LoadViewEqualityTests {
    static let examples = [
        "Examples/App/Main.storyboard", "Examples/App/Settings.storyboard",
        "Examples/App/IngredientCell.xib", "Examples/App/ProfileViewController.xib",
        "Examples/App/RecipeHeaderView.xib",
    ]

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
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }

    @Test("Golden fixtures: every fully converted unit builds the hierarchy IB describes")
    func fixtures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var prepared: [LoadViewHarness.Prepared] = []
        for (name, source) in LoadViewGoldenTests.cases {
            // One owner class per fixture, so that all fixtures fit in one executable.
            let text = source.replacingOccurrences(of: "TestViewController", with: "\(name)ViewController")
            let kind = text.contains("Storyboard.XIB") ? "storyboard" : "xib"
            let url = folder.appendingPathComponent("\(name).\(kind)")
            try text.write(to: url, atomically: true, encoding: .utf8)
            if let one = LoadViewHarness.prepare(url.path, displayName: "\(name).\(kind)") { prepared.append(one) }
        }
        #expect(prepared.count >= 10)
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }
}
