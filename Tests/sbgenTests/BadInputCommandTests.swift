import Foundation
import TestSupport
import Testing

/// Every kind of bad input, through each command that reads IB files: one located diagnostic (an
/// error, with its note for a duplicate id), nothing on standard output, exit code 1.
@Suite struct BadInputCommandTests {
    static let cases: [(file: String, contents: [UInt8], diagnostic: String)] = [
        (
            "Malformed.xib", Array("<?xml version=\"1.0\"?>\n<document>\n<objects>\n</document>\n".utf8),
            "Malformed.xib:4:12: error: Opening and ending tag mismatch: objects line 3 and document"
        ),
        (
            "Truncated.storyboard", Array("<?xml version=\"1.0\"?>\n<document>\n    <scenes>\n        <scene sce".utf8),
            "Truncated.storyboard:4:19: error: the file ends before the document does (truncated?): "
                + "<scenes> opened at 3:5 is not closed"
        ),
        (
            "Empty.xib", [],
            "Empty.xib:1:1: error: the file is empty; an IB document is XML with a <document> root element"
        ),
        (
            "Plist.xib", Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8),
            "Plist.xib:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
        ),
        (
            "Binary.xib", [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2, 0, 0],
            "Binary.xib:1:1: error: binary data, not an XML document (a compiled .nib, or a file saved in another format?)"
        ),
        (
            "Legacy.xib",
            Array(
                "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"/>\n"
                    .utf8),
            "Legacy.xib:2:1: error: legacy Xcode 3/4 xib format (com.apple.InterfaceBuilder3.Cocoa.XIB) is not supported; "
                + "open the file in Xcode 5 or later and save it to convert it to the current format"
        ),
        (
            "Conflict.storyboard",
            Array("<?xml version=\"1.0\"?>\n<document>\n<<<<<<< HEAD\n=======\n>>>>>>> branch\n</document>\n".utf8),
            "Conflict.storyboard:3:1: error: unresolved merge conflict marker; resolve the conflict and save the file in Xcode"
        ),
        (
            "Invalid UTF-8.xib",
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"".utf8) + [0xFF, 0xFE]
                + Array("\"/>\n".utf8),
            "Invalid UTF-8.xib:2:14: error: the file is not valid UTF-8 text (bytes 0xFF 0xFE 0x22 0x2F); was it saved in "
                + "another encoding?"
        ),
        (
            // An Info.plist given by mistake, with the document type declaration every one has.
            "Info.plist",
            Array(
                ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                    + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict/>\n</plist>\n")
                    .utf8),
            "Info.plist:2:1: error: not an Interface Builder document: the root element is <plist>, expected <document>"
        ),
        (
            "Duplicate.xib",
            Array(
                ("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
                    + "version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">\n<objects>\n"
                    + "  <view contentMode=\"scaleToFill\" id=\"a1\"/>\n  <label text=\"x\" id=\"a1\"/>\n"
                    + "</objects>\n</document>\n").utf8),
            "Duplicate.xib:5:3: error: duplicate id 'a1' (first used at line 4): Xcode cannot open a file whose ids are "
                + "not unique (a bad merge?)\nDuplicate.xib:4:3: note: 'a1' is first used here"
        ),
    ]

    /// The commands that read IB files, each as a user runs it on one file.
    static let commands: [[String]] = [["dump"], ["generate", "--template", "scenes"], ["loadview"]]

    @Test(arguments: 0..<cases.count, 0..<commands.count) func oneDiagnosticAndExitCode1(
        index: Int, command: Int
    )
        throws
    {
        let item = Self.cases[index]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bad-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(item.contents).write(to: folder.appendingPathComponent(item.file))
        let result = try SbgenProcess.run(Self.commands[command] + [item.file], in: folder)
        #expect(result.status == 1)
        // No follow-up error ("no storyboard or xib to generate from"), and no `[ ]` from dump.
        #expect(result.stderr == item.diagnostic + "\nsbgen: 1 error, 0 warnings\n")
        #expect(result.stdout == "")
    }

    /// `migrate` reports a broken file at its path in the project, and writes nothing for it.
    @Test func migrateReportsADuplicateID() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bad-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = try #require(Self.cases.first { $0.file == "Duplicate.xib" })
        try Data(item.contents).write(to: folder.appendingPathComponent("App/Duplicate.xib"))
        let result = try SbgenProcess.run(["migrate", "--dry-run", "."], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "App/Duplicate.xib:5:3: error: duplicate id 'a1' (first used at line 4): Xcode cannot open a file "
                + "whose ids are not unique (a bad merge?)\nApp/Duplicate.xib:4:3: note: 'a1' is first used here\n"
                + "sbgen: dry run: no report written (run without --dry-run to write ./sbgen-migration/MIGRATION.md)\n"
                + "sbgen: 1 error, 0 warnings\n")
        #expect(
            result.stdout
                == "migrated 1 IB file; 1 item not converted, 1 manual step (dry run: nothing written)\n")
    }

    /// With a good file and a broken one, `dump` prints the good one's document (a valid array) and
    /// exits 1; `generate` writes nothing.
    @Test func oneBrokenInputAmongGoodOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bad-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let item = try #require(Self.cases.first { $0.file == "Conflict.storyboard" })
        try Data(item.contents).write(to: folder.appendingPathComponent(item.file))
        for good in ["Main.storyboard", "Settings.storyboard"] {  // Main refers to Settings
            try FileManager.default.copyItem(
                at: GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/" + good),
                to: folder.appendingPathComponent(good))
        }
        let dump = try SbgenProcess.run(["dump", item.file, "Main.storyboard"], in: folder)
        #expect(dump.status == 1)
        #expect(dump.stderr == item.diagnostic + "\nsbgen: 1 error, 0 warnings\n")
        let documents = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [[String: Any]]
        #expect(documents?.map { $0["path"] as? String } == ["Main.storyboard"])
        let output = folder.appendingPathComponent("Scenes.swift")
        let generate = try SbgenProcess.run(
            [
                "generate", "--template", "scenes", "-o", output.path, item.file, "Main.storyboard",
                "Settings.storyboard",
            ],
            in: folder)
        #expect(generate.status == 1)
        #expect(generate.stderr == item.diagnostic + "\nsbgen: 1 error, 0 warnings\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
