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
                        let found = JSONTextBuffer.plainPrefixLength(bytes)
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

    /// Long texts: runs of every length between the bytes to escape (each control character, the
    /// quote and the backslash), after ASCII and after non-ASCII text.
    @Test func escapesLongTextsLikeJSONEncoder() throws {
        var text = ""
        for run in 0...17 {
            for filler in ["a", "é"] {
                for scalar in Array(0..<0x20) + [0x22, 0x5C] {
                    text += String(repeating: filler, count: run) + String(UnicodeScalar(UInt8(scalar)))
                }
            }
        }
        var element = IBElement(name: "string", position: SourcePosition(line: 3, column: 4))
        element.text = text
        element.attributes["value"] = text
        let document = IBDocument(
            path: "A.xib", kind: .xib, attributes: [:], properties: [element],
            position: SourcePosition(line: 1, column: 1))
        #expect(ModelJSONWriter.json([document]) == (try Self.encoderJSON([document])))
    }

    /// Attribute names sort as `.sortedKeys` sorts them, also where the 16 bytes the writer compares
    /// first are equal or the names are not ASCII, and of duplicate names the first wins.
    @Test func sortsAttributeNamesLikeJSONEncoder() throws {
        let names = [
            "customModuleProvider", "customModule", "customModuleProviderB", "customModuleProviderA",
            "horizontalHuggingPriority", "horizontalCompressionResistancePriority", "id", "i", "", "Z",
            "zé", "zz", "ze", "é", "a\"quote", "a\\b", "tab\tname", "sixteenBytesLong", "sixteenBytesLon",
            "sixteenBytesLongToo", "id",
        ]
        var attributes = IBAttributes()
        for (index, name) in names.enumerated() { attributes.append(name: name, value: "\(index)") }
        let document = IBDocument(
            path: "A.xib", kind: .xib, attributes: attributes, position: SourcePosition(line: 1, column: 1))
        let json = ModelJSONWriter.json([document])
        #expect(json == (try Self.encoderJSON([document])))
        #expect(json.contains(#""id" : "6""#))  // the first of the two
    }

    /// Names are found by string identity: two strings of one long name (each its own storage) are
    /// still one name (the first wins), and a table grown past its limit is emptied between
    /// documents and still writes what JSONEncoder writes.
    @Test func namesOfEqualTextAreOneNameWhateverTheirStorage() throws {
        var attributes = IBAttributes()
        for index in 0..<3 {
            // Made anew each time: equal text, separate storage (longer than a small string).
            attributes.append(name: "translatesAutoresizing" + String(repeating: "Mask", count: 1), value: "\(index)")
            attributes.append(name: "a" + String(index), value: "\(index)")
        }
        let document = IBDocument(
            path: "A.xib", kind: .xib, attributes: attributes, position: SourcePosition(line: 1, column: 1))
        let json = ModelJSONWriter.json([document])
        #expect(json == (try Self.encoderJSON([document])))
        #expect(json.contains(#""translatesAutoresizingMask" : "0""#))

        var many = IBAttributes()
        for index in 0..<(AttributeNameTable.maximumCount + 10) {
            many.append(name: "attribute\(index)WithALongName", value: "\(index)")
        }
        let large = IBDocument(
            path: "B.xib", kind: .xib, attributes: many, position: SourcePosition(line: 1, column: 1))
        for documents in [[large], [document], [large, document]] {
            #expect(ModelJSONWriter.json(documents) == (try Self.encoderJSON(documents)))
        }
    }

    /// A document written in chunks is the same text as written whole (in an array, or alone);
    /// small chunks make many.
    @Test func chunksJoinToTheWholeText() throws {
        let path = GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/Main.storyboard").path
        let document = try IBDocumentParser().parse(path: path)
        // The storyboard's JSON is about 98 KB: one chunk of 64 KB, then the rest.
        for chunkSize in [1, 100, 1 << 16, 1 << 20] {
            var text: [UInt8] = []
            var chunks = 0
            let last = ModelJSONWriter.write(document, depth: 1, prefix: "[\n  ", chunkSize: chunkSize) { chunk in
                text += chunk.bytes
                chunks += 1
            }
            text += last.bytes
            #expect(String(decoding: text, as: UTF8.self) + "\n]" == ModelJSONWriter.json([document]))
            #expect(Array(text.dropFirst(4)) == ModelJSONWriter.json(document, depth: 1))
            #expect(text.count > 1 << 16 && text.count < 1 << 17, "\(text.count)")
            switch chunkSize {
            case 1 << 20: #expect(chunks == 0)
            case 1 << 16: #expect(chunks == 1)
            default: #expect(chunks > 100, "\(chunkSize): \(chunks)")
            }
        }
    }
}
