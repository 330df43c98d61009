import Foundation
import TestSupport
import Testing

/// `sbgen generate` with `sbgen.json` and per-input outputs, and `sbgen config init|lint`, run as a user would.
@Suite struct GenerateConfigTests {
    static let template = GoldenFile.repositoryRoot.appendingPathComponent("Tests/sbgenTests/Fixtures/ids.stencil")

    /// A temporary copy of `Examples/App` as `App/`, plus the test template as `ids.stencil`.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-generate-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: GoldenFile.repositoryRoot.appendingPathComponent("Examples/App"),
            to: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: template, to: folder.appendingPathComponent("ids.stencil"))
        return folder
    }

    static func write(_ text: String, _ path: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    static func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func configDrivenRunFindsSbgenJSON() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(
            """
            {"inputs": ["App"], "exclude": ["App/*.xib"],
             "outputs": [{"templatePath": "ids.stencil", "output": "Gen/Ids.swift", "params": {"prefix": "cfg"}}]}
            """, "sbgen.json", in: folder)
        let result = try SbgenProcess.run(["generate"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try Self.read("Gen/Ids.swift", in: folder)
        #expect(text.contains("// from App/Main.storyboard\n"))
        #expect(text.contains("// from App/Settings.storyboard\n"))
        #expect(!text.contains(".xib"))
        #expect(text.contains("// prefix cfg"))
        // The command line wins over the file: its --param replaces the file's, -o its output.
        let override = try SbgenProcess.run(
            ["generate", "--config", "sbgen.json", "--param", "prefix=cli", "-o", "Other.swift"], in: folder)
        #expect(override.status == 0, "\(override.stderr)")
        #expect(try Self.read("Other.swift", in: folder).contains("// prefix cli"))
    }

    @Test func onePerInputOutputsAreNamedFromPathsAndWrittenOnlyWhenChanged() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "--template-path", "ids.stencil", "-o", "Gen/", "App"]
        let first = try SbgenProcess.run(arguments + ["-v"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Gen").path)
        #expect(
            names.sorted() == [
                "App_IngredientCell.xib+ids.swift", "App_Main.storyboard+ids.swift",
                "App_ProfileViewController.xib+ids.swift", "App_RecipeHeaderView.xib+ids.swift",
                "App_Settings.storyboard+ids.swift",
            ])
        // References between storyboards still resolve when each input gets its own output.
        #expect(!first.stderr.contains("not resolved"))
        #expect(
            try Self.read("Gen/App_Main.storyboard+ids.swift", in: folder).hasPrefix("// from App/Main.storyboard\n"))
        let second = try SbgenProcess.run(arguments + ["-v"], in: folder)
        #expect(second.stderr.components(separatedBy: "unchanged Gen/").count == 6)
        #expect(!second.stderr.contains("wrote"))
    }

    @Test func explicitOutputsPerInputAndTheirCount() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ok = try SbgenProcess.run(
            [
                "generate", "--template-path", "ids.stencil", "-o", "a.swift", "-o", "b.swift",
                "App/Settings.storyboard",
                "App/Main.storyboard",
            ], in: folder)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try Self.read("a.swift", in: folder).hasPrefix("// from App/Settings.storyboard\n"))
        #expect(try Self.read("b.swift", in: folder).hasPrefix("// from App/Main.storyboard\n"))
        let mismatch = try SbgenProcess.run(
            ["generate", "--template-path", "ids.stencil", "-o", "a.swift", "-o", "b.swift", "App"], in: folder)
        #expect(mismatch.status == 64)
        #expect(mismatch.stderr.hasPrefix("error: 2 outputs (-o) for 5 input files; give one, or one per input file\n"))
    }

    @Test func aBrokenConfigurationStopsBeforeAnyWork() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(
            "{\n  \"outputs\": [{\"templatePath\": \"ids.stencil\", \"ouptut\": \"X.swift\"}]\n}", "sbgen.json",
            in: folder)
        let result = try SbgenProcess.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                sbgen.json:2:47: error: unknown key 'ouptut'; did you mean 'output'?
                sbgen: 1 error, 0 warnings

                """)
        let entry = try SbgenProcess.run(["generate", "--config", "sbgen.json", "--output-entry", "x"], in: folder)
        #expect(entry.status == 1)  // the configuration is checked first
    }

    @Test func outputEntrySelectsOneOutput() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(
            """
            {"inputs": "App/Settings.storyboard", "outputs": [
              {"templatePath": "ids.stencil", "output": "A.swift", "params": {"prefix": "a"}},
              {"templatePath": "ids.stencil", "output": "B.swift", "params": {"prefix": "b"}}]}
            """, "sbgen.json", in: folder)
        let both = try SbgenProcess.run(["generate", "-o", "X.swift"], in: folder)
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: -o with a configuration of 2 outputs needs --output-entry\n"))
        let one = try SbgenProcess.run(["generate", "--config", "sbgen.json", "--output-entry", "1"], in: folder)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try Self.read("B.swift", in: folder).hasSuffix("// prefix b\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.swift").path))
        let outOfRange = try SbgenProcess.run(
            ["generate", "--config", "sbgen.json", "--output-entry", "2"], in: folder)
        #expect(outOfRange.status == 64)
        #expect(outOfRange.stderr.hasPrefix("error: --output-entry 2: sbgen.json has 2 outputs (0-based index)\n"))
    }

    @Test func configInitThenLint() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try SbgenProcess.run(["config", "init", "--input", "App"], in: folder)
        #expect(created.status == 0)
        #expect(created.stderr == "wrote sbgen.json; check it with 'sbgen config lint sbgen.json'\n")
        #expect(try Self.read("sbgen.json", in: folder).contains(#""inputs": ["App"]"#))
        let again = try SbgenProcess.run(["config", "init"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("sbgen.json: error: already exists; use --force to replace it\n"))
        let lint = try SbgenProcess.run(["config", "lint"], in: folder)
        #expect(lint.status == 0, "\(lint.stderr)")
        try Self.write("{\"inputs\": [\"Nope\"]}", "bad.json", in: folder)
        let bad = try SbgenProcess.run(["config", "lint", "bad.json"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr == "bad.json:1:13: error: input 'Nope' does not exist\nsbgen: 1 error, 0 warnings\n")
        let typo = try SbgenProcess.run(["config", "lnt"], in: folder)
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("error: unknown action 'lnt'; did you mean 'lint'?\n"))
    }

    @Test func directoryOptionKeepsPathsRelativeAndDiagnosticsOpenable() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(
            [
                "generate", "-C", folder.appendingPathComponent("App").path, "--template-path", "../ids.stencil",
                "-o", "../out.swift", "Main.storyboard",
            ])
        #expect(result.status == 0)
        #expect(try Self.read("out.swift", in: folder).hasPrefix("// from Main.storyboard\n"))
        // The one warning (Settings is not an input here) names the file by its absolute path.
        #expect(result.stderr.hasPrefix(folder.appendingPathComponent("App").path + "/Main.storyboard:"))
    }

    /// Many files: read in parallel, same output every time, progress only when stderr is a terminal.
    @Test func manyFilesDeterministicOutputAndProgressOnlyOnATerminal() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("App/Main.storyboard")
        for index in 0..<60 {
            let copy = folder.appendingPathComponent("Many/Folder\(index % 7)/Copy\(index).storyboard")
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: copy)
        }
        let arguments = ["generate", "--template-path", "ids.stencil", "Many"]
        let first = try SbgenProcess.run(arguments, in: folder)
        #expect(first.status == 0)
        #expect(!first.stderr.contains("reading"))
        #expect(try SbgenProcess.run(arguments, in: folder).stdout == first.stdout)
        let paths = first.stdout.split(separator: "\n").filter { $0.hasPrefix("// from ") }
        #expect(paths.count == 60)
        // `script` gives sbgen a terminal; the counter is drawn on it, then erased.
        guard FileManager.default.fileExists(atPath: "/usr/bin/script") else { return }
        let command = ([SbgenProcess.executable.path] + arguments + ["-o", "Out.swift"]).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let terminal = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.contains("\rsbgen: reading 60/60"), "\(terminal.debugDescription)")
        #expect(try Self.read("Out.swift", in: folder) == first.stdout)
    }

    @Test(arguments: ["generate", "dump", "template", "config"])
    func everySubcommandHasHelpWithExamples(command: String) throws {
        let result = try SbgenProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("\nEXAMPLES:\n  # "))
        #expect(result.stdout.contains("  -q, --quiet"))
        #expect(try SbgenProcess.run(["help", command]).stdout == result.stdout)
    }
}
