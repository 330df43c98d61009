import Foundation
import IBModel
import IBParser
import TestSupport
import Testing

/// Parsing keeps read buffers and name tables for the next file: what a file parses to must not
/// depend on what was parsed before.
@Suite(.serialized) struct ParseCacheTests {
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
        IBDocumentParser.releaseCaches()
        #expect(try parser.parse(path: smallPath).objects.first?.children.first?.attributes["text"] == "small")
    }

    /// Each example parsed after all the others (names interned by them) equals its parse with
    /// nothing kept, at both details.
    @Test(arguments: [ModelDetail.full, .accessors])
    func aFileParsesTheSameAfterOthers(detail: ModelDetail) throws {
        let examples = GoldenFile.repositoryRoot.appendingPathComponent("Examples").path
        let files = try #require(FileManager.default.enumerator(atPath: examples)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { examples + "/" + $0 }
        #expect(files.count > 5)
        let parser = IBDocumentParser(detail: detail)
        var warm: [IBDocument] = []
        for file in files + files.reversed() { warm.append(try parser.parse(path: file)) }
        for (index, file) in files.enumerated() {
            IBDocumentParser.releaseCaches()
            let fresh = try parser.parse(path: file)
            #expect(warm[index] == fresh, "\(file)")
            #expect(warm[warm.count - 1 - index] == fresh, "\(file)")
        }
    }
}
