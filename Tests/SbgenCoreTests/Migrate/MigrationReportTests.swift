import Foundation
import IBModel
import SbgenCore
import TestSupport
import Testing

@Suite struct MigrationReportTests {
    func exampleReport() throws -> Migrator.Result {
        let app = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationApp").path
        var result = try Migrator.migrate(MigrationOptions(project: app, dryRun: true))
        result.report.project = "Examples/MigrationApp"  // the golden files hold no absolute path
        return result
    }

    /// A dry run renders the report files unless told not to; a run that writes always renders them.
    @Test func reportFilesOnlyWhenWanted() throws {
        let app = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationApp").path
        func reportFiles(_ options: MigrationOptions) throws -> [String] {
            try Migrator.migrate(options).files.map(\.path).filter { $0 == "MIGRATION.md" || $0.hasSuffix(".json") }
        }
        #expect(
            try reportFiles(MigrationOptions(project: app, dryRun: true)) == ["MIGRATION.md", "migration-report.json"])
        #expect(try reportFiles(MigrationOptions(project: app, dryRun: true, renderReports: false)) == [])
        let full = try Migrator.migrate(MigrationOptions(project: app, dryRun: true))
        let bare = try Migrator.migrate(MigrationOptions(project: app, dryRun: true, renderReports: false))
        #expect(bare.report == full.report)
        #expect(bare.files == full.files.filter { $0.path != "MIGRATION.md" && $0.path != "migration-report.json" })
    }

    @Test func markdownAndJSONOfTheExample() throws {
        let result = try exampleReport()
        GoldenFile.check(result.report.markdown(), against: "Tests/SbgenCoreTests/Fixtures/Migrate/MigrationApp.md")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(result.report), as: UTF8.self) + "\n"
        GoldenFile.check(json, against: "Tests/SbgenCoreTests/Fixtures/Migrate/MigrationApp.json")
        #expect(try JSONDecoder().decode(MigrationReport.self, from: Data(json.utf8)) == result.report)
        #expect(result.report.json() == json)
    }

    /// `json()` writes what `JSONEncoder` writes: escapes, empty arrays, an owner or none, plists.
    @Test func jsonIsWhatJSONEncoderWrites() throws {
        var report = MigrationReport(project: "My \"App\"/path\\x")
        let tricky = "tab\t nl\n cr\r bs\u{8} ff\u{c} nul\u{0} us\u{1f} del\u{7f} é ✓ \u{2028} / 😀"
        var file = MigrationReport.File(
            path: "A/B.xib", role: "controllerView", owner: "File's Owner `X` \(tricky)",
            counts: MigrationReport.Counts(),
            outputs: ["Swift/A/B+LoadView.swift"],
            items: [MigrationReport.Item(.warning(tricky, at: SourceLocation(file: "A/B.xib", line: 7)))])
        file.counts.views = MigrationReport.Count(total: 12, converted: 11)
        let empty = MigrationReport.File(
            path: "C.storyboard", role: "storyboard", owner: nil, counts: MigrationReport.Counts(), outputs: [],
            items: [])
        report.files = [file, empty]
        report.plists = [
            MigrationReport.Plist(
                path: "Info.plist", launchKeys: ["UIMainStoryboardFile=Main"], keysRemoved: true,
                outputs: ["Info/Info.plist"], items: []),
            MigrationReport.Plist(
                path: "B/Info.plist", launchKeys: [], keysRemoved: false, outputs: [],
                items: [MigrationReport.Item(.error("cannot read the file", at: SourceLocation(file: "B/Info.plist")))]),
        ]
        report.totals = file.counts
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(report.json() == String(decoding: try encoder.encode(report), as: UTF8.self) + "\n")
        #expect(
            MigrationReport(project: "P").json() == String(
                decoding: try encoder.encode(MigrationReport(project: "P")), as: UTF8.self) + "\n")
    }

    @Test func totalsAreTheSumOfTheFiles() throws {
        let report = try exampleReport().report
        var sum = MigrationReport.Counts()
        for file in report.files { sum.add(file.counts) }
        #expect(sum == report.totals)
        #expect(report.totals.segues.total == 10)
    }

    /// The example converts everything it counts (its last gap was the navigation bar's `largeTitles`,
    /// now `prefersLargeTitles`): no warning; its manual steps are located.
    @Test func everyNotConvertedItemHasAFileAndLine() throws {
        let report = try exampleReport().report
        #expect(report.allItems.filter { $0.severity == "warning" }.map(\.message) == [])
        let items = report.allItems
        #expect(!items.isEmpty)
        for item in items where item.file.hasSuffix(".storyboard") { #expect(item.line > 0, "\(item)") }
        #expect(items.contains { $0.file == "RecipeBook/Main.storyboard" })
        // The unwind segue 'unwindToRecipes' is converted (`sbgenUnwindToRecipes`): no item.
        #expect(!items.contains { $0.message.contains("unwind") })
    }

    @Test func markdownShapes() {
        var report = MigrationReport(project: "App")
        var file = MigrationReport.File(
            path: "A.storyboard", role: "storyboard", owner: nil, counts: MigrationReport.Counts(),
            outputs: ["Swift/A+Flow.swift"],
            items: [
                MigrationReport.Item(
                    .warning("custom segue not converted", at: SourceLocation(file: "A.storyboard", line: 12))),
                MigrationReport.Item(.note("call it", at: SourceLocation(file: "A.storyboard", line: 3))),
            ])
        file.counts.segues = MigrationReport.Count(total: 4, converted: 3)
        report.files = [file]
        report.totals = file.counts
        let text = report.markdown()
        #expect(text.contains("| segues | 3 | 4 | 75.0% |"))
        #expect(text.contains("- [ ] TODO: `A.storyboard:12` custom segue not converted"))
        #expect(text.contains("- [ ] manual: `A.storyboard:3` call it"))
        #expect(text.contains("1 item not converted, 1 manual step."))
    }
}
