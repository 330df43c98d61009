import Foundation
import TestSupport
import Testing

/// Every kind of bad input, through the command: one located diagnostic, exit code 1.
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
    ]

    @Test(arguments: 0..<cases.count) func oneDiagnosticAndExitCode1(index: Int) throws {
        let item = Self.cases[index]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bad-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(item.contents).write(to: folder.appendingPathComponent(item.file))
        let result = try SbgenProcess.run(["dump", item.file], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == item.diagnostic + "\nsbgen: 1 error, 0 warnings\n")
    }
}
