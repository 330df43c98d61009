import Foundation
import TestSupport
import Testing

/// `sbgen migrate` from the command line: output layout, reports, idempotence, read-only projects.
@Suite(.serialized) struct MigrateCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-migrate-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func copyApp(to name: String) throws {
        let app = GoldenFile.repositoryRoot.appendingPathComponent("Examples/MigrationApp")
        try FileManager.default.copyItem(at: app, to: folder.appendingPathComponent(name))
    }

    /// Every file under `path`, relative, sorted, with its bytes.
    private func snapshot(_ path: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path.path)
        while let name = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: path.appendingPathComponent(name).path) {
                result[name] = data
            }
        }
        return result
    }

    @Test func writesOutputsAndChangesNothingTheSecondTime() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let before = snapshot(folder.appendingPathComponent("App"))
        let first = try SbgenProcess.run(["migrate", "App", "--output-dir", "Out"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("migrated 5 IB files: "))
        #expect(first.stdout.hasSuffix("files written, 0 unchanged\n"))
        #expect(snapshot(folder.appendingPathComponent("App")) == before, "the project's files are never written")
        let out = snapshot(folder.appendingPathComponent("Out"))
        for path in [
            "MIGRATION.md", "migration-report.json", "Launch/RecipeBook/SceneDelegate+Launch.swift",
            "Info/RecipeBook/Info.plist", "Info/RecipeBook/Info.plist.diff", "Swift/RecipeBook/Main+Flow.swift",
        ] {
            #expect(out[path] != nil, "missing \(path)")
        }
        // The summary line counts what MIGRATION.md counts.
        let markdown = String(decoding: out["MIGRATION.md"] ?? Data(), as: UTF8.self)
        let counts = markdown.split(separator: "\n").first { $0.contains(" not converted, ") && $0.hasSuffix(".") }
        #expect(counts != nil)
        if let counts { #expect(first.stdout.contains("; \(counts.dropLast()); ")) }
        let second = try SbgenProcess.run(["migrate", "App", "--output-dir", "Out"], in: folder)
        #expect(second.stdout.hasSuffix("; 0 files written, \(out.count) unchanged\n"), "\(second.stdout)")
        #expect(snapshot(folder.appendingPathComponent("Out")) == out)
    }

    /// With no deployment target from any source, the run says which one the code was generated for
    /// and where to give the app's own, once for each platform whose code checks availability; with
    /// `--deployment-target`, nothing.
    @Test func saysWhenTheDeploymentTargetIsTheDefault() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let plain = try SbgenProcess.run(["migrate", "App", "--dry-run"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        let notes = plain.stderr.split(separator: "\n").filter { $0.contains("deployment target given") }
        let expected: Substring = """
            sbgen: note: no iOS deployment target given, so the code is generated for iOS 12.0, the lowest \
            Xcode 26 supports, with `#available` checks and fallbacks for later API; give the app's own \
            (--deployment-target ios15.0, IPHONEOS_DEPLOYMENT_TARGET, sbgen.json or Package.swift) to leave them out
            """
        #expect(notes == [expected])
        let given = try SbgenProcess.run(["migrate", "App", "--dry-run", "--deployment-target", "ios13.0"], in: folder)
        #expect(given.status == 0, "\(given.stderr)")
        #expect(!given.stderr.contains("deployment target given"), "\(given.stderr)")
    }

    /// A migrated file edited by hand survives the next run: the new version goes beside it as
    /// `NAME.new`, the summary and the report say so; `--refuse-edited` stops at it; `--force`
    /// overwrites it and removes the `.new`.
    @Test func neverLosesAHandEdit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let first = try SbgenProcess.run(["migrate", "App", "-o", "Out"], in: folder)
        #expect(first.status == 0)
        #expect(first.stderr.contains("sbgen: report: Out/MIGRATION.md, Out/migration-report.json\n"))
        let flow = folder.appendingPathComponent("Out/Swift/RecipeBook/Main+Flow.swift")
        let generated = try String(contentsOf: flow, encoding: .utf8)
        let edited = generated.replacingOccurrences(of: "@MainActor\n", with: "@MainActor // reviewed\n")
        #expect(edited != generated)
        try edited.write(to: flow, atomically: true, encoding: .utf8)
        let ledger = try String(contentsOf: folder.appendingPathComponent("Out/.sbgen-migration"), encoding: .utf8)
        #expect(ledger.contains("  Swift/RecipeBook/Main+Flow.swift\n"))

        let second = try SbgenProcess.run(["migrate", "App", "-o", "Out"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOf: flow, encoding: .utf8) == edited, "the edit survives")
        let beside = folder.appendingPathComponent("Out/Swift/RecipeBook/Main+Flow.swift.new")
        #expect(try String(contentsOf: beside, encoding: .utf8) == generated)
        #expect(
            second.stdout.hasSuffix(
                "; 1 file edited by hand kept, the new version beside: Swift/RecipeBook/Main+Flow.swift.new\n"),
            "\(second.stdout)")
        #expect(
            second.stderr.contains(
                "Out/Swift/RecipeBook/Main+Flow.swift:1:1: warning: edited by hand since sbgen wrote it: kept; the new "
                    + "version is Out/Swift/RecipeBook/Main+Flow.swift.new: merge it by hand (or run with --force)\n"))
        let report = try String(contentsOf: folder.appendingPathComponent("Out/MIGRATION.md"), encoding: .utf8)
        #expect(
            report.contains(
                "## Edited by hand\n\n- `Swift/RecipeBook/Main+Flow.swift`: kept; the new version is "
                    + "`Swift/RecipeBook/Main+Flow.swift.new`: merge it\n"))
        // A third run keeps the edit too (the ledger still holds what sbgen wrote).
        let third = try SbgenProcess.run(["migrate", "App", "-o", "Out"], in: folder)
        #expect(third.stdout.contains("1 file edited by hand kept"))
        #expect(try String(contentsOf: flow, encoding: .utf8) == edited)

        let refused = try SbgenProcess.run(["migrate", "App", "-o", "Out", "--refuse-edited"], in: folder)
        #expect(refused.status == 1)
        // The line of the edit: the first where the file and the new version differ.
        let line = generated.components(separatedBy: "@MainActor\n")[0].filter { $0 == "\n" }.count + 1
        #expect(
            refused.stderr.hasPrefix(
                "Out/Swift/RecipeBook/Main+Flow.swift:\(line):1: error: edited by hand since sbgen wrote it (the new "
                    + "version differs from line \(line)); not overwritten: merge the edit, or run again with --force "
                    + "to overwrite it\n"), "\(refused.stderr)")

        let forced = try SbgenProcess.run(["migrate", "App", "-o", "Out", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(
            forced.stdout.hasSuffix("; edited by hand and overwritten (--force): Swift/RecipeBook/Main+Flow.swift\n"))
        #expect(try String(contentsOf: flow, encoding: .utf8) == generated)
        #expect(!FileManager.default.fileExists(atPath: beside.path), "the .new is gone with the edit")
        let after = try SbgenProcess.run(["migrate", "App", "-o", "Out"], in: folder)
        #expect(!after.stdout.contains("edited by hand"))
    }

    /// `loadview --output-dir` keeps hand edits the same way (its ledger is `.sbgen-loadview`).
    @Test func loadViewNeverLosesAHandEdit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/IngredientCell.xib").path
        #expect(try SbgenProcess.run(["loadview", input, "-o", "Out"], in: folder).status == 0)
        let file = folder.appendingPathComponent("Out/IngredientCell+LoadView.swift")
        let generated = try String(contentsOf: file, encoding: .utf8)
        try (generated + "// mine\n").write(to: file, atomically: true, encoding: .utf8)
        let second = try SbgenProcess.run(["loadview", input, "-o", "Out"], in: folder)
        #expect(second.status == 0)
        #expect(
            second.stderr.hasPrefix(
                "Out/IngredientCell+LoadView.swift:1:1: warning: edited by hand since sbgen wrote it: kept; the new "
                    + "version is Out/IngredientCell+LoadView.swift.new"), "\(second.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == generated + "// mine\n")
        #expect(
            try String(
                contentsOf: folder.appendingPathComponent("Out/IngredientCell+LoadView.swift.new"), encoding: .utf8)
                == generated)
        #expect(try SbgenProcess.run(["loadview", input, "-o", "Out", "--force"], in: folder).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == generated)
        #expect(!FileManager.default.fileExists(atPath: file.path + ".new"))
    }

    /// Without its ledger entry (the ledger deleted or unreadable), an edited output is still kept,
    /// and a file that is not sbgen's output at all is never replaced.
    @Test func loadViewWithoutItsLedgerLosesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/IngredientCell.xib").path
        #expect(try SbgenProcess.run(["loadview", input, "-o", "Out"], in: folder).status == 0)
        let file = folder.appendingPathComponent("Out/IngredientCell+LoadView.swift")
        let ledger = folder.appendingPathComponent("Out/.sbgen-loadview")
        let generated = try String(contentsOf: file, encoding: .utf8)
        try (generated + "// mine\n").write(to: file, atomically: true, encoding: .utf8)
        try Data([0, 0xFF, 0x67, 0x0A]).write(to: ledger)
        let second = try SbgenProcess.run(["loadview", input, "-o", "Out"], in: folder)
        #expect(second.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == generated + "// mine\n")
        #expect(
            try String(contentsOf: URL(fileURLWithPath: file.path + ".new"), encoding: .utf8) == generated,
            "\(second.stderr)")
        // A file of the team's own where an output goes: an error, and it stays as it is.
        try FileManager.default.removeItem(at: ledger)
        try FileManager.default.removeItem(at: URL(fileURLWithPath: file.path + ".new"))
        try "final class Mine {}\n".write(to: file, atomically: true, encoding: .utf8)
        let third = try SbgenProcess.run(["loadview", input, "-o", "Out"], in: folder)
        #expect(third.status == 1)
        #expect(
            third.stderr
                == "Out/IngredientCell+LoadView.swift:1:1: error: not overwriting a file sbgen did not write; move it "
                + "or choose another --output-dir\nsbgen: 1 error, 0 warnings\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "final class Mine {}\n")
    }

    /// A second run never reads the first run's output as the app's (its `Info.plist` copies, its
    /// Swift): in the default folder, in the project itself, in a folder of the project with IB files.
    @Test func aSecondRunDoesNotReadTheFirstRunsOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        for (output, report) in [
            ([String](), "App/sbgen-migration/MIGRATION.md"), (["-o", "App"], "App/MIGRATION.md"),
            (["-o", "App/RecipeBook"], "App/RecipeBook/MIGRATION.md"),
        ] {
            let first = try SbgenProcess.run(["migrate", "App"] + output, in: folder)
            let second = try SbgenProcess.run(["migrate", "App"] + output, in: folder)
            #expect(first.status == 0 && second.status == 0, "\(output): \(second.stderr)")
            let text = try String(contentsOf: folder.appendingPathComponent(report), encoding: .utf8)
            #expect(!text.contains("Info/RecipeBook/Info.plist`: no launch keys"), "\(output): \(text)")
            #expect(text.contains("- `RecipeBook/Info.plist`: UIMainStoryboardFile=Main"), "\(output)")
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
            try copyApp(to: "App")
        }
    }

    @Test func reportsOnStandardOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let json = try SbgenProcess.run(["migrate", "App", "--dry-run", "--report", "json"], in: folder)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["files"] as? [Any])?.count == 5)
        let markdown = try SbgenProcess.run(["migrate", "App", "--dry-run", "--report", "markdown"], in: folder)
        #expect(markdown.stdout.hasPrefix("# sbgen migration report\n"))
        // The example converts everything it counts (its last TODO was the navigation bar's large titles):
        // only manual steps.
        #expect(markdown.stdout.contains("[ ] manual: `RecipeBook/Main.storyboard:"))
        #expect(!markdown.stdout.contains("[ ] TODO"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/sbgen-migration").path))
        let bad = try SbgenProcess.run(["migrate", "App", "--report", "yaml"], in: folder)
        #expect(bad.status == 64)
    }

    @Test func neverOverwritesAFileItDidNotWrite() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let mine = folder.appendingPathComponent("Out/MIGRATION.md")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "my notes\n".write(to: mine, atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(["migrate", "App", "-o", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Out/MIGRATION.md:1:1: error: not overwriting a file sbgen did not write"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my notes\n")
    }

    @Test func onlyAndInPlace() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try copyApp(to: "App")
        let only = try SbgenProcess.run(
            ["migrate", "App", "--dry-run", "--only", "RecipeBook/Settings.storyboard", "--report", "json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as? [String: Any]
        let paths = (object?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(paths == ["RecipeBook/Settings.storyboard"])
        let misspelt = try SbgenProcess.run(
            ["migrate", "App", "-o", "Out", "--only", "RecipeBook/Nope.storyboard"], in: folder)
        #expect(misspelt.status == 1)
        #expect(
            misspelt.stderr
                == "App: error: --only RecipeBook/Nope.storyboard: no .storyboard or .xib of the project matches it "
                + "(give its path inside the project, or the project's path followed by it)\nsbgen: 1 error, 0 warnings\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        // `--deployment-target iOS 15.0` (a space) is one word in sbgen: the error says so.
        let spaced = try SbgenProcess.run(
            ["migrate", "--deployment-target", "iOS", "15.0", "App", "--dry-run"], in: folder)
        #expect(spaced.status == 64)
        #expect(
            spaced.stderr.hasPrefix(
                "error: invalid --deployment-target 'iOS': write the platform and the version as one word, ios15.0\n"))
        // A typo of a file's name gets the file's path as a suggestion.
        let typo = try SbgenProcess.run(["migrate", "App", "--dry-run", "--only", "Mian.storyboard"], in: folder)
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("; did you mean 'RecipeBook/Main.storyboard'?\n"), "\(typo.stderr)")
        // A name that ends the paths of two files names neither: the user gives the path.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App/Other"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("App/RecipeBook/Settings.storyboard"),
            to: folder.appendingPathComponent("App/Other/Settings.storyboard"))
        let ambiguous = try SbgenProcess.run(
            ["migrate", "App", "-o", "Out", "--only", "Settings.storyboard"], in: folder)
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.stderr
                == "App: error: --only Settings.storyboard: 2 files of the project end with it (Other/Settings.storyboard, "
                + "RecipeBook/Settings.storyboard); give the path of the one to migrate\nsbgen: 1 error, 0 warnings\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        let other = try SbgenProcess.run(
            ["migrate", "App", "--dry-run", "--only", "Other/Settings.storyboard", "--report", "json"], in: folder)
        let otherObject = try JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any]
        #expect(
            (otherObject?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
                == ["Other/Settings.storyboard"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Other"))
        let plist = folder.appendingPathComponent("App/RecipeBook/Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        let result = try SbgenProcess.run(["migrate", "App", "-o", "Out", "--in-place"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let edited = try String(contentsOf: plist, encoding: .utf8)
        #expect(edited != original)
        #expect(!edited.contains("UIMainStoryboardFile"))
        let bad = try SbgenProcess.run(["migrate", "App", "--dry-run", "--in-place"], in: folder)
        #expect(bad.status == 64)
    }

    /// A read-only project (a read-only tmpfs, where this machine lets us mount one): nothing is
    /// written there, and an output folder inside it gets a clear error.
    /// A folder with no IB file (a typo, the wrong folder, only Pods) is an error, and nothing is
    /// written: no report or launch code for nothing.
    @Test func folderWithoutIBFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Pods/Lib"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: project.appendingPathComponent("Pods/Lib/Cell.xib"))
        try Data("<plist/>".utf8).write(to: project.appendingPathComponent("Info.plist"))
        for arguments in [["migrate", "Empty"], ["migrate", "--dry-run", "Empty"]] {
            let result = try SbgenProcess.run(arguments, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Empty: error: no .storyboard or .xib file in this folder (Pods, Carthage, .build, DerivedData, "
                    + "build and hidden folders are not searched); nothing to migrate\nsbgen: 1 error, 0 warnings\n")
            #expect(result.stdout == "")
        }
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("sbgen-migration").path))
        // A file given as the project: said so, with what to give instead.
        let file = try SbgenProcess.run(["migrate", "--dry-run", "Empty/Info.plist"], in: folder)
        #expect(file.status == 1)
        #expect(
            file.stderr
                == "Empty/Info.plist: error: a file, not a project folder: give the app's folder (and --only FILE to "
                + "migrate one IB file)\nsbgen: 1 error, 0 warnings\n")
    }

    @Test func readOnlyProject() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = folder.appendingPathComponent("readonly")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs", disk.path]) else { return }
        defer { _ = run("/bin/umount", [disk.path]) }
        try copyApp(to: "readonly/App")
        guard run("/bin/mount", ["-o", "remount,ro", disk.path]) else { return }
        let before = snapshot(disk)
        let outside = try SbgenProcess.run(["migrate", "readonly/App", "-o", "Out"], in: folder)
        #expect(outside.status == 0, "\(outside.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/MIGRATION.md").path))
        let inside = try SbgenProcess.run(["migrate", "readonly/App"], in: folder)
        #expect(inside.status == 1)
        #expect(
            inside.stderr.hasPrefix(
                "readonly/App/sbgen-migration: error: cannot write the output folder readonly/App/sbgen-migration: "
                    + "Read-only file system; it is inside the project folder, which is read-only: choose another with --output-dir"
            ), "\(inside.stderr)")
        #expect(snapshot(disk) == before)
    }

    /// A toolbar item whose class cannot make the item (`customClass="NSButton"`): a located error,
    /// no flow file, exit status 1; the report is still written.
    @Test func toolbarItemClassErrorWritesNoFlow() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <windowController id="wc" customClass="MainWindowController" sceneMemberID="viewController">
                                <window key="window" title="Main" id="w1">
                                    <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                    <toolbar key="toolbar" implicitIdentifier="T-1" id="tb">
                                        <allowedToolbarItems>
                                            <toolbarItem implicitItemIdentifier="A-1" customClass="NSButton" label="Refresh" id="i1"/>
                                        </allowedToolbarItems>
                                    </toolbar>
                                </window>
                            </windowController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let app = folder.appendingPathComponent("Mac")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try storyboard.write(to: app.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(["migrate", "Mac", "-o", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Main.storyboard:11:33: error: customClass 'NSButton' of toolbar item 'Refresh' is not an "
                    + "NSToolbarItem class; the flow is not written\n"), "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/Swift/Main+Flow.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/MIGRATION.md").path))
    }

    private func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
