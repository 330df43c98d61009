import Foundation
import IBModel
import IBParser
import Testing

/// `parse(path:)` reads each file into a buffer kept for the next file: what a file parses to must
/// not depend on what the buffer held before.
@Suite struct ReadBufferTests {
    private static func xib(label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <label text="\(label)" id="l1"/>
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    @Test func aSmallFileAfterALargeOneParsesAsItsOwnBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReadBufferTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = Self.xib(label: String(repeating: "L", count: 300_000))
        let small = Self.xib(label: "small")
        let largePath = folder.appendingPathComponent("Large.xib").path
        let smallPath = folder.appendingPathComponent("Small.xib").path
        try Data(large.utf8).write(to: URL(fileURLWithPath: largePath))
        try Data(small.utf8).write(to: URL(fileURLWithPath: smallPath))
        let parser = IBDocumentParser()
        for _ in 0..<3 {
            let largeDocument = try parser.parse(path: largePath)
            let smallDocument = try parser.parse(path: smallPath)
            #expect(smallDocument == (try parser.parse(data: Data(small.utf8), path: smallPath)))
            #expect(largeDocument == (try parser.parse(data: Data(large.utf8), path: largePath)))
            #expect(smallDocument.objects.first?.children.first?.attributes["text"] == "small")
        }
        IBDocumentParser.releaseReadBuffers()
        #expect(try parser.parse(path: smallPath).objects.first?.children.first?.attributes["text"] == "small")
    }
}
