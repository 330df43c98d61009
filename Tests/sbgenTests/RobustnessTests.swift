import Foundation
import SbgenCore
import TestSupport
import Testing

/// Hostile or unlucky conditions: nothing lost, clear errors, the rest still processed.
@Suite struct RobustnessTests {
    let folder: URL
    static let template = "{% for document in documents %}{{ document.name }}\n{% endfor %}"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-robust-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.template.write(to: folder.appendingPathComponent("names.stencil"), atomically: true, encoding: .utf8)
    }

    private func copyExample(to name: String) throws {
        let example = GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/IngredientCell.xib")
        let target = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example, to: target)
    }

    @Test func oneBrokenFileAmongAHundred() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<100 { try copyExample(to: "Inputs/Cell\(String(format: "%03d", index)).xib") }
        try "<?xml version=\"1.0\"?>\n<document>\n<<<<<<< HEAD\n".write(
            to: folder.appendingPathComponent("Inputs/Cell050.xib"), atomically: true, encoding: .utf8)
        try "previous output\n".write(to: folder.appendingPathComponent("Names.txt"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "names.stencil", "-o", "Names.txt", "Inputs"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Inputs/Cell050.xib:3:1: error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode
                sbgen: 1 error, 0 warnings

                """)
        // An output built without the broken file would be wrong: the previous one stays.
        #expect(
            try String(contentsOf: folder.appendingPathComponent("Names.txt"), encoding: .utf8) == "previous output\n")
        // The other 99 were read and are fine: without the broken file the output has all of them.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Inputs/Cell050.xib"))
        let fixed = try SbgenProcess.run(
            ["generate", "--template-path", "names.stencil", "-o", "Names.txt", "Inputs"], in: folder)
        #expect(fixed.status == 0)
        let names = try String(contentsOf: folder.appendingPathComponent("Names.txt"), encoding: .utf8)
        #expect(names.split(separator: "\n").count == 99)
    }

    @Test func symlinkLoopInAnInputFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Inputs/Sub/Cell.xib")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Inputs/Sub/Loop").path, withDestinationPath: "..")
        let result = try SbgenProcess.run(["dump", "Inputs"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Inputs/Sub/Loop: warning: folder reached twice through symbolic links (a loop?); skipped
                sbgen: 0 errors, 1 warning

                """)
        let documents = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        #expect(documents.map { $0["path"] as! String } == ["Inputs/Sub/Cell.xib"])
    }

    @Test func aFileNamedSeveralWaysIsReadOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "names.stencil", "Cell.xib", "./Cell.xib", folder.path + "/Cell.xib", "."],
            in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "Cell\n")
    }

    @Test func linksToFoldersOutsideTheInputAreNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Inputs/Cell.xib")
        try copyExample(to: "Elsewhere/Other.xib")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Inputs/Outside").path, withDestinationPath: "../Elsewhere")
        let result = try SbgenProcess.run(["generate", "--template-path", "names.stencil", "Inputs"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "Cell\n")
        let elsewhere = URL(fileURLWithPath: InputFiles.realPath(folder.appendingPathComponent("Elsewhere").path)).path
        #expect(
            result.stderr == """
                Inputs/Outside: warning: symbolic link to a folder outside Inputs (\(elsewhere)); not followed \
                (name it as an input to include it)
                sbgen: 0 errors, 1 warning

                """)
    }

    @Test func aLinkToAFileInTheSameFolderKeepsTheFileName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Inputs/Cell.xib")
        // "Alias" sorts before "Cell": the file's own name is still the one read.
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Inputs/Alias.xib").path, withDestinationPath: "Cell.xib")
        let result = try SbgenProcess.run(["generate", "--template-path", "names.stencil", "Inputs"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "Cell\n")
    }

    @Test func migrateNeitherLeavesTheProjectNorReadsAFileTwice() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Project/Cell.xib")
        try copyExample(to: "Elsewhere/Other.xib")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Project/Alias.xib").path, withDestinationPath: "Cell.xib")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Project/Outside").path, withDestinationPath: "../Elsewhere")
        let result = try SbgenProcess.run(["migrate", "Project", "--dry-run"], in: folder)
        #expect(result.status == 0)
        let elsewhere = InputFiles.realPath(folder.appendingPathComponent("Elsewhere").path)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(2)) == [
                "Alias.xib: warning: the same file as Cell.xib (a symbolic link); skipped",
                "Outside: warning: symbolic link to a folder outside the project (\(elsewhere)); not followed",
            ])
        let summary = result.stdout + result.stderr
        #expect(summary.contains("migrated 1 IB file:") || summary.contains("migrated 1 IB file;"), "\(summary)")
    }

    /// A source file that cannot be read (here a FIFO named like one) is a located warning, not a
    /// silent gap in what the outlet checks know.
    @Test func migrateSaysWhichSourcesItCouldNotRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Project/Cell.xib")
        #expect(mkfifo(folder.appendingPathComponent("Project/Broken.swift").path, 0o644) == 0)
        let result = try SbgenProcess.run(["migrate", "Project", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n").first
                == "Broken.swift:1:1: warning: cannot read the file; skipped (the outlets and classes it declares are not checked)"
        )
    }

    @Test func theOutputNeverOverwritesAnInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        let before = try Data(contentsOf: folder.appendingPathComponent("Cell.xib"))
        for output in ["Cell.xib", "./Cell.xib", "names.stencil"] {
            let result = try SbgenProcess.run(
                ["generate", "--template-path", "names.stencil", "-o", output, "Cell.xib"], in: folder)
            #expect(result.status == 1)
            let input = output == "names.stencil" ? "names.stencil" : "Cell.xib"
            #expect(
                result.stderr
                    == "\(output): error: the output would overwrite the input \(input)\nsbgen: 1 error, 0 warnings\n")
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("Cell.xib")) == before)
    }

    /// A file the template includes is as protected as the template: `-o` naming it is an error.
    @Test func theOutputNeverOverwritesAnIncludedTemplate() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        try "{% include \"part.stencil\" %}".write(
            to: folder.appendingPathComponent("main.stencil"), atomically: true, encoding: .utf8)
        try "// {{ documents.count }}\n".write(
            to: folder.appendingPathComponent("part.stencil"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "main.stencil", "-o", "part.stencil", "Cell.xib"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == "part.stencil: error: the output would overwrite the input \(folder.path)/part.stencil\n"
                + "sbgen: 1 error, 0 warnings\n")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("part.stencil"), encoding: .utf8)
                == "// {{ documents.count }}\n")
    }

    /// A built-in template's output (whose header says it is generated) never replaces a file that
    /// does not say so: a hand-written file named by mistake stays, unless `--force`.
    @Test func aGeneratedOutputNeverReplacesAHandWrittenFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        let mine = folder.appendingPathComponent("Mine.swift")
        try "// my hand code\n".write(to: mine, atomically: true, encoding: .utf8)
        let refused = try SbgenProcess.run(
            ["generate", "--template", "nibs", "-o", "Mine.swift", "Cell.xib"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "Mine.swift:1:1: error: not overwriting a file that does not look generated (no 'generated' in its "
                + "first lines, as the new output has); move it, or run with --force\nsbgen: 1 error, 0 warnings\n")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// my hand code\n")
        // sbgen's own output, edited below its header, is replaced as before; and anything with --force.
        let forced = try SbgenProcess.run(
            ["generate", "--template", "nibs", "-o", "Mine.swift", "--force", "Cell.xib"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        let generated = try String(contentsOf: mine, encoding: .utf8)
        try (generated + "// mine\n").write(to: mine, atomically: true, encoding: .utf8)
        let again = try SbgenProcess.run(
            ["generate", "--template", "nibs", "-o", "Mine.swift", "Cell.xib"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == generated)
    }

    /// `sbgen.json` itself is never an output.
    @Test func theOutputNeverOverwritesTheConfiguration() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        let config =
            #"{"inputs": ["Cell.xib"], "outputs": [{"templatePath": "names.stencil", "output": "./sbgen.json"}]}"#
        try config.write(to: folder.appendingPathComponent("sbgen.json"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == "./sbgen.json: error: the output would overwrite the input sbgen.json\n"
                + "sbgen: 1 error, 0 warnings\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("sbgen.json"), encoding: .utf8) == config)
    }

    /// Two outputs of one `sbgen.json` naming one file, under any spelling: the second would silently
    /// replace the first. Both are errors, and nothing is written.
    @Test func twoOutputsOfOneRunNeverWriteOneFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        try """
        {"inputs": ["Cell.xib"], "outputs": [
          {"templatePath": "names.stencil", "output": "Out/A.swift"},
          {"templatePath": "names.stencil", "output": "Out/../Out//A.swift"},
          {"templatePath": "names.stencil", "output": "Out/B.swift"},
          {"templatePath": "names.stencil", "output": "Each/"},
          {"templatePath": "names.stencil", "output": "./Each/"}]}
        """.write(to: folder.appendingPathComponent("sbgen.json"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Out/../Out//A.swift: error: two outputs of this run write this file (also as 'Out/A.swift'); give \
                each its own output
                ./Each/Cell.xib+names.swift: error: two outputs of this run write this file (also as \
                'Each/Cell.xib+names.swift'); give each its own output
                sbgen: 2 errors, 0 warnings

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Each").path))
    }

    @Test func nonASCIIFileNames() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Écrans/Cellule 🍳.xib")
        let result = try SbgenProcess.run(["generate", "--template-path", "names.stencil", "Écrans"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "Cellule 🍳\n")
    }

    @Test func specialFilesAreRefusedWithoutBlocking() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Folder.storyboard"), withIntermediateDirectories: true)
        let result = try SbgenProcess.run(["dump", "Pipe.xib", "Folder.storyboard/"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Folder.storyboard/: warning: no .storyboard or .xib file in this folder
                Pipe.xib: error: cannot read file: not a regular file
                sbgen: 1 error, 1 warning

                """)
    }

    @Test func outputPathIsAFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyExample(to: "Cell.xib")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Out.swift"), withIntermediateDirectories: true)
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "names.stencil", "-o", "Out.swift", "Cell.xib"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == "Out.swift: error: cannot write output: the path is a folder\nsbgen: 1 error, 0 warnings\n"
        )
    }

    /// A tiny or read-only file system, where this machine lets us mount one (root on Linux).
    private func mount(_ options: String, at mountPoint: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", options, "tmpfs", mountPoint.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    private func unmount(_ mountPoint: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [mountPoint.path]
        try? process.run()
        process.waitUntilExit()
    }

    @Test func diskFullKeepsThePreviousOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard mount("size=16k", at: disk) else { return }  // not allowed here: nothing to check
        defer { unmount(disk) }
        try "previous\n".write(to: disk.appendingPathComponent("Out.txt"), atomically: false, encoding: .utf8)
        let big = "{% for document in documents %}" + String(repeating: "x", count: 64 * 1024) + "{% endfor %}"
        try big.write(to: folder.appendingPathComponent("big.stencil"), atomically: true, encoding: .utf8)
        try copyExample(to: "Cell.xib")
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "big.stencil", "-o", "disk/Out.txt", "Cell.xib"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                disk/Out.txt: error: cannot write output: No space left on device; the previous file is unchanged
                sbgen: 1 error, 0 warnings

                """)
        #expect(try String(contentsOf: disk.appendingPathComponent("Out.txt"), encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["Out.txt"])
    }

    @Test func readOnlyFolderKeepsThePreviousOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("readonly")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard mount("size=64k,mode=0755", at: disk) else { return }
        defer { unmount(disk) }
        try "previous\n".write(to: disk.appendingPathComponent("Out.txt"), atomically: false, encoding: .utf8)
        let remount = Process()
        remount.executableURL = URL(fileURLWithPath: "/bin/mount")
        remount.arguments = ["-o", "remount,ro", disk.path]
        try remount.run()
        remount.waitUntilExit()
        try copyExample(to: "Cell.xib")
        let result = try SbgenProcess.run(
            ["generate", "--template-path", "names.stencil", "-o", "readonly/Out.txt", "Cell.xib"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                readonly/Out.txt: error: cannot write output: Read-only file system
                sbgen: 1 error, 0 warnings

                """)
        #expect(try String(contentsOf: disk.appendingPathComponent("Out.txt"), encoding: .utf8) == "previous\n")
    }
}
