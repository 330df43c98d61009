import Foundation
import IBModel
import SbgenCore
import Testing

/// Every project folder of the IB corpus (`../shared/corpus`, or `SBGEN_CORPUS`) migrates without a
/// crash, as a dry run; prints the converted share per element kind over the whole corpus.
@Suite struct CorpusMigrationTests {
    static let corpus =
        ProcessInfo.processInfo.environment["SBGEN_CORPUS"]
        ?? MigrateFixtures.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path

    static var projects: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        return names.sorted().map { corpus + "/" + $0 }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    @Test func everyProjectMigrates() throws {
        let projects = Self.projects
        guard !projects.isEmpty else { return }  // no corpus on this machine
        var totals = MigrationReport.Counts()
        var files = 0
        var unreadable = 0
        var items = 0
        for project in projects {
            let result = try Migrator.migrate(MigrationOptions(project: project, dryRun: true))
            // The report is complete: every IB file is in it, and its JSON reads back.
            let scanned = try ProjectScanner.scan(project).ibFiles
            #expect(result.report.files.map(\.path) == scanned, "\(project)")
            let json = try #require(result.files.first { $0.path == "migration-report.json" })
            #expect(try JSONDecoder().decode(MigrationReport.self, from: Data(json.contents.utf8)) == result.report)
            for file in result.report.files {
                #expect(file.counts.rows.allSatisfy { $0.1.converted <= $0.1.total }, "\(file.path)")
                // Located as every command locates: `path:line:column`.
                for item in file.items { #expect(item.line > 0 && item.column > 0, "\(item)") }
            }
            totals.add(result.report.totals)
            files += result.report.files.count
            unreadable += result.report.files.filter { $0.role == "unreadable" }.count
            items += result.report.allItems.count
        }
        var summary =
            "corpus migration: \(projects.count) projects, \(files) IB files (\(unreadable) unreadable), \(items) report items\n"
        for (name, count) in totals.rows {
            let share = count.total == 0 ? 0 : Double(count.converted) * 100 / Double(count.total)
            summary += "  \(name): \(count.converted)/\(count.total) (\(String(format: "%.1f", share))%)\n"
        }
        print(summary)
        #expect(files > 1000)
    }
}
