import Foundation
import TestSupport
import Testing

/// `sbgen dump` and the command line as a user meets it: exact output, diagnostics and exit codes.
@Suite struct DumpCommandTests {
    @Test func dumpsAnExampleXibExactly() throws {
        let result = try SbgenProcess.run(["dump", "Examples/App/IngredientCell.xib"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        GoldenFile.check(result.stdout, against: "Tests/sbgenTests/Golden/IngredientCell.xib.json")
    }

    @Test func walksFoldersInSortedOrder() throws {
        let result = try SbgenProcess.run(["dump", "Examples"])
        #expect(result.status == 0)
        let documents = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        #expect(
            documents.map { $0["path"] as! String } == [
                "Examples/App/IngredientCell.xib", "Examples/App/Main.storyboard",
                "Examples/App/ProfileViewController.xib", "Examples/App/RecipeHeaderView.xib",
                "Examples/App/Settings.storyboard", "Examples/Mac/Main.storyboard",
                "Examples/MigrationApp/RecipeBook/IngredientCell.xib",
                "Examples/MigrationApp/RecipeBook/Main.storyboard",
                "Examples/MigrationApp/RecipeBook/ProfileView.xib",
                "Examples/MigrationApp/RecipeBook/RecipeHeaderView.xib",
                "Examples/MigrationApp/RecipeBook/Settings.storyboard", "Examples/MigrationLegacyApp/MainWindow.xib",
                "Examples/MigrationLegacyApp/RootViewController.xib",
            ])
        #expect(
            documents.map { $0["platform"] as! String } == ["iOS", "iOS", "iOS", "iOS", "iOS", "macOS"]
                + Array(repeating: "iOS", count: 7))
    }

    @Test func badInputIsReportedAndTheRestStillDumped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-dump-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document><objects>".write(
            to: folder.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        let good = GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/IngredientCell.xib")
        try FileManager.default.copyItem(at: good, to: folder.appendingPathComponent("Good.xib"))
        let result = try SbgenProcess.run(["dump", "Broken.xib", "Good.xib"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Broken.xib:1:20: error: the file ends before the document does (truncated?): \
                <objects> opened at 1:11 is not closed
                sbgen: 1 error, 0 warnings

                """)
        let documents = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        #expect(documents.map { $0["path"] as! String } == ["Good.xib"])
        // -v names each file read, in order, among the diagnostics.
        let verbose = try SbgenProcess.run(["dump", "-v", "Good.xib", "Broken.xib"], in: folder)
        #expect(
            verbose.stderr == """
                read Good.xib
                Broken.xib:1:20: error: the file ends before the document does (truncated?): \
                <objects> opened at 1:11 is not closed
                sbgen: 1 error, 0 warnings

                """)
    }

    @Test func missingInput() throws {
        let result = try SbgenProcess.run(["dump", "Nope.storyboard"])
        #expect(result.status == 1)
        #expect(result.stderr == "Nope.storyboard: error: no such file or directory\nsbgen: 1 error, 0 warnings\n")
    }

    @Test func unknownOptionSuggestsTheClosest() throws {
        let result = try SbgenProcess.run(["dump", "--fromat", "json", "Examples"])
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                error: unknown option '--fromat'; did you mean '--format'?
                Usage: sbgen dump [options] <file|dir> ...
                See 'sbgen dump --help'.

                """)
        #expect(result.stdout == "")
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let result = try SbgenProcess.run(["dupm", "Examples"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown command 'dupm'; did you mean 'dump'?\nSee 'sbgen --help'.\n")
    }

    /// A long option cut short is suggested in full (`--output` is not `--output-dir`'s typo).
    @Test func truncatedOptionSuggestsTheLongerOne() throws {
        let result = try SbgenProcess.run(["migrate", "--output", "/tmp/x", "Examples"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: unknown option '--output'; did you mean '--output-dir'?\n"))
    }

    @Test func mistypedTopLevelOptionIsAnOption() throws {
        let result = try SbgenProcess.run(["--verison"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown option '--verison'; did you mean '--version'?\nSee 'sbgen --help'.\n")
    }

    @Test func noInputIsAUsageError() throws {
        let result = try SbgenProcess.run(["dump"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: no input files given\n"))
    }

    @Test func helpIsGeneratedFromTheDeclarations() throws {
        let result = try SbgenProcess.run(["dump", "--help"])
        #expect(result.status == 0)
        GoldenFile.check(result.stdout, against: "Tests/sbgenTests/Golden/dump-help.txt")
        let viaHelp = try SbgenProcess.run(["help", "dump"])
        #expect(viaHelp.stdout == result.stdout)
    }

    @Test func version() throws {
        let result = try SbgenProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("sbgen "))
    }
}
