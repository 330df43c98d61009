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

    @Test("Static table: the generated data source serves IB's sections, titles and cells")
    func staticTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("StaticTable.storyboard")
        try LoadViewGoldenTests.cases.first { $0.0 == "StaticTable" }!.1.write(
            to: url, atomically: true, encoding: .utf8)
        let prepared = try #require(LoadViewHarness.prepare(url.path, displayName: "StaticTable.storyboard"))
        let expected = try #require(prepared.expected.first?.1)
        let structure = expected.split(separator: "\n").filter {
            $0.hasPrefix("view ") || $0.hasPrefix("  section ") || $0.hasPrefix("    rowHeight ")
                || $0.hasPrefix("  derived @/s")
                || $0.hasPrefix("outlet @.dataSource") || $0.hasSuffix("= @/s0r1")
        }
        #expect(
            structure == [
                "view @ SbgenStaticTableStaticTableView", "  section 0 header=\"Account\" footer=nil rows=2",
                "    rowHeight s0r1 = 80.0",
                "  section 1 header=nil footer=\"Signed in\\nas you.\" rows=0", "  derived @/s0r0 SwitchCell",
                "  derived @/s0r1 UITableViewCell", "outlet @.dataSource = @", "outlet self.aboutCell = @/s0r1",
            ])
        let (comparisons, failures) = LoadViewHarness.run([prepared])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(comparisons.count == 1)
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))")
        }
    }

    @Test("Built-in cell styles: the style's labels are the cell's own, configured and not added as subviews")
    func cellStyles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-styles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("CellStyles.storyboard")
        try LoadViewGoldenTests.cases.first { $0.0 == "CellStyles" }!.1.write(
            to: url, atomically: true, encoding: .utf8)
        let prepared = try #require(LoadViewHarness.prepare(url.path, displayName: "CellStyles.storyboard"))
        // The custom prototype with style value1 is a warning; the other two scenes are compared.
        #expect(
            prepared.expected.map(\.0).map { $0.split(separator: " ").last ?? "" } == [
                "ContactsViewController.sbgenLoadView", "AboutViewController.sbgenLoadView",
            ])
        let structure = prepared.expected.flatMap { $0.1.split(separator: "\n") }.filter {
            $0.contains("Label") || $0.contains("imageView") || $0.contains("prop style")
        }
        #expect(
            structure == [
                "  prop style = plain", "  prop style = subtitle", "  derived proto:Contact/textLabel UILabel",
                "  derived proto:Contact/detailTextLabel UILabel", "    prop textColor = system(secondaryLabel)",
                "  derived proto:Contact/imageView UIImageView", "  prop style = insetGrouped",
                "    prop style = value2",
                "    derived @/s0r0/textLabel UILabel", "    derived @/s0r0/detailTextLabel UILabel",
                "outlet self.versionLabel = @/s0r0/detailTextLabel",
            ])
        let (comparisons, failures) = LoadViewHarness.run([prepared])
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(comparisons.count == 2)
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))")
        }
    }
}
