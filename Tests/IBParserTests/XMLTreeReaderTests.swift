import Foundation
import IBModel
import IBParser
import Testing

/// What the SAX reader makes of the XML details libxml2 leaves to its callbacks: attribute values
/// with references, character data split by CDATA, comments and references, start tags over several
/// lines, and the depth limit libxml2's tree builder enforced (257 open elements: the document and 256
/// levels below it).
@Suite struct XMLTreeReaderTests {
    private static let head = "<?xml version=\"1.0\"?>\n<document type=\"x\" version=\"3.0\">"

    private func parse(_ text: String, detail: ModelDetail = .full) throws -> IBDocument {
        try IBDocumentParser(detail: detail).parse(data: Data(text.utf8), path: "T.xib")
    }

    @Test func attributeValuesHaveReferencesResolvedAndWhitespaceNormalized() throws {
        let document = try parse(
            Self.head
                + "<objects><label id=\"a&amp;b&#38;c&lt;&#10;d\" text=\"&amp;#38; a\tb\nc&#x41;\"/></objects></document>"
        )
        #expect(document.objects.first?.attributes["id"] == "a&b&c<\nd")
        #expect(document.objects.first?.attributes["text"] == "&#38; a b cA")
    }

    /// Repeated attribute lists share what the first one made (``AttributeListCache``): only the
    /// same first name and the same text after it give the same list, whatever the values hold, in
    /// this file and in the next.
    @Test func repeatedAttributeListsAreReadAlike() throws {
        let rows = [
            "<color key=\"a\" red=\"1\" name='x\"y'/>", "<color key=\"a\" red=\"1\" name='x\"y'/>",
            "<color key=\"b\" red=\"1\" name='x\"y'/>", "<color kex=\"b\" red=\"1\" name='x\"y'/>",
            "<color key = \"a\" red=\"1\" name='x\"y'/>", "<color key=\"a\" red=\"1\" name=\"x&quot;y\"/>",
            "<s key=\"t\" value=\"a&amp;b\"/>", "<s key=\"t\" value=\"a&amp;b\"/>", "<s key=\"t\" value=\"a\tb\"/>",
            "<s key=\"t\" value=\"a\tb\"/>", "<s key=\"t\" value=\"\u{E9}\"/>", "<s key=\"t\" value=\"\u{E9}\"/>",
            // Ids are unique in a file (a repeated one is an error): lists with one are never shared.
            "<s id=\"i\" value=\"v\"/>", "<s id=\"j\" value=\"v\"/>",
        ]
        let text = Self.head + "<resources>\n" + rows.joined(separator: "\n") + "\n</resources></document>"
        let expected = [
            ["key=a", "red=1", "name=x\"y"], ["key=a", "red=1", "name=x\"y"], ["key=b", "red=1", "name=x\"y"],
            ["kex=b", "red=1", "name=x\"y"], ["key=a", "red=1", "name=x\"y"], ["key=a", "red=1", "name=x\"y"],
            ["key=t", "value=a&b"], ["key=t", "value=a&b"], ["key=t", "value=a b"], ["key=t", "value=a b"],
            ["key=t", "value=\u{E9}"], ["key=t", "value=\u{E9}"], ["id=i", "value=v"], ["id=j", "value=v"],
        ]
        for _ in 0..<2 {
            let resources = try parse(text).resources
            #expect(resources.map { $0.attributes.map { "\($0.name)=\($0.value)" } } == expected)
        }
    }

    @Test func characterDataIsJoinedAcrossReferencesAndCDATAButNotComments() throws {
        let document = try parse(
            Self.head
                + "<string key=\"t\">a &amp; b<![CDATA[ <x> ]]>c<!-- k -->d&#10;</string>"
                + "<string key=\"s\">  </string><b>\n <c/> x </b></document>")
        #expect(document.properties.map(\.text) == ["a & b <x> cd\n", "  ", "\n  x "])
    }

    @Test func positionsAreWhereStartTagsOpen() throws {
        let document = try parse(
            "<?xml version=\"1.0\"?>\n<document\n   type=\"x\"\n   version=\"3.0\"><a\n b=\"1\"\n/><c/><d/>\n<e/></document>"
        )
        #expect(document.position == SourcePosition(line: 2, column: 1))
        #expect(document.properties.map(\.position.description) == ["4:18", "6:3", "6:7", "7:1"])
    }

    /// Start tags are found by scanning back from their first attribute value eight bytes at a time:
    /// every distance and alignment gives the column of the `<`.
    @Test func positionsOfLongStartTagsAtEveryAlignment() throws {
        var text = "<?xml version=\"1.0\"?>\n<document type=\"x\" version=\"3.0\">"
        var expected: [String] = []
        for indent in 0..<9 {
            for nameLength in [1, 7, 8, 9, 17] {
                let name = String(repeating: "n", count: nameLength)
                text += "\n" + String(repeating: " ", count: indent) + "<\(name) attribute\(nameLength)=\"v\"/>"
                expected.append("\(3 + expected.count):\(indent + 1)")
            }
        }
        let document = try parse(text + "<last/></document>")
        #expect(document.properties.map(\.position.description) == expected + ["\(2 + expected.count):45"])
    }

    /// Character data longer than the reader's first buffer keeps every byte: whitespace as the whole
    /// text of a leaf, and text in pieces around comments.
    @Test func longCharacterDataIsKeptWhole() throws {
        let blank = String(repeating: " \t\n", count: 300)
        let words = String(repeating: "word ", count: 200)
        let document = try parse(
            Self.head + "<string key=\"a\">\(blank)</string><string key=\"b\">\(words)<!-- c -->\(words)</string>"
                + "<c>\(blank)<d/>\(blank)</c></document>")
        #expect(document.properties.map(\.text) == [blank, words + words, nil])
        #expect(document.properties.map(\.children.count) == [0, 0, 1])
    }

    @Test func twoHundredFiftySevenOpenElementsAreTheLimit() throws {
        func nested(_ count: Int) -> String {
            Self.head + String(repeating: "<view>", count: count) + String(repeating: "</view>", count: count)
                + "</document>"
        }
        for detail in [ModelDetail.full, .accessors] {
            #expect(throws: Never.self) { try parse(nested(256), detail: detail) }
            do {
                _ = try parse(nested(257), detail: detail)
                Issue.record("258 open elements parsed")
            } catch let error as DiagnosticError {
                #expect(
                    error.diagnostics.map(\.description) == [
                        "T.xib:2:1570: error: elements nested more than 256 levels deep; this is not a document "
                            + "Interface Builder writes"
                    ])
            }
        }
    }
}
