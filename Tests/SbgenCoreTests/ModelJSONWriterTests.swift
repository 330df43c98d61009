import Foundation
import IBModel
import IBParser
import TestSupport
import Testing

@testable import SbgenCore

/// The fast JSON writer gives byte for byte what JSONEncoder gives for the model's Codable form.
@Suite struct ModelJSONWriterTests {
    /// The eight-bytes-at-a-time scan stops at the first byte JSON must escape, at every offset,
    /// after ASCII and after non-ASCII bytes, and at nothing else; the bytes after the end do not
    /// count.
    @Test func escapeScanStopsAtTheFirstByteToEscape() {
        for filler: UInt8 in [0x61, 0xC3, 0x7F, 0xFF, 0x21, 0x5B, 0x1F] {
            for length in 0...17 {
                for position in 0..<max(length, 1) {
                    for byte in UInt8.min...UInt8.max {
                        var bytes = [UInt8](repeating: filler == 0x1F ? 0x61 : filler, count: length)
                        if length > 0 { bytes[position] = byte }
                        // A second byte to escape after the first one must not move the answer.
                        if filler == 0x1F, position + 1 < length { bytes[position + 1] = 0x22 }
                        let expected =
                            bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } ?? bytes.count
                        let found = ModelJSONWriter.plainPrefixLength(bytes)
                        if found != expected {
                            Issue.record("filler \(filler), length \(length), byte \(byte) at \(position): \(found)")
                            return
                        }
                    }
                }
            }
        }
    }

    static func encoderJSON(_ documents: [IBDocument]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(documents), as: UTF8.self)
    }

    @Test func matchesJSONEncoderOnTheExamplesAndTheCorpus() throws {
        var paths = InputFiles.collect([GoldenFile.repositoryRoot.appendingPathComponent("Examples").path]).files
        let corpus = GoldenFile.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path
        let corpusFiles = InputFiles.collect([corpus]).files
        // Every 10th corpus file: all platforms and formats, quick enough for a debug build.
        paths += corpusFiles.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        var compared = 0
        for path in paths {
            guard let document = try? IBDocumentParser().parse(path: path) else { continue }
            let expected = try Self.encoderJSON([document])
            #expect(ModelJSONWriter.json([document]) == expected, "\(path)")
            compared += 1
        }
        #expect(compared > 100)
    }

    @Test func escapesLikeJSONEncoder() throws {
        var element = IBElement(name: "string", position: SourcePosition(line: 1, column: 2))
        element.text = "quote \" backslash \\ slash / tab \t newline \n bell \u{07} é 🍳"
        element.attributes["key"] = "text"
        let document = IBDocument(
            path: "A.xib", kind: .xib, attributes: [:], properties: [element],
            position: SourcePosition(line: 1, column: 1))
        #expect(ModelJSONWriter.json([document]) == (try Self.encoderJSON([document])))
        #expect(ModelJSONWriter.json([]) == (try Self.encoderJSON([])))
    }
}
