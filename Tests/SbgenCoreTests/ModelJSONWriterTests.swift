import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport
import Testing

/// The fast JSON writer gives byte for byte what JSONEncoder gives for the model's Codable form.
@Suite struct ModelJSONWriterTests {
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
