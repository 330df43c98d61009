import Foundation
import Testing

@testable import SbgenCore

/// The generator's shortcuts (taken for speed) must give exactly what the general code gives.
@Suite("LoadView fast paths")
struct LoadViewFastPathTests {
    @Test("String literals are quoted directly only when nothing in them needs an escape")
    func stringLiterals() {
        let texts = [
            "", "plain", "é ü 漢字 🙂", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "cr\r", "\u{7F}",
            "\u{1}", "e\u{301}", "\u{1F}x",
        ]
        for text in texts { #expect(MappedValue.stringLiteral(text) == SwiftLiteral.string(text), "\(text)") }
        #expect(MappedValue.stringLiteral("Hello") == "\"Hello\"")
        #expect(MappedValue.stringLiteral("é\"") == "\"é\\\"\"")
        #expect(MappedValue.stringLiteral("\u{7F}") == "\"\\u{7f}\"")
    }

    @Test("Identifiers are their own names; anything else is sanitized")
    func sanitize() {
        let cases: [(String, String)] = [
            ("label", "label"), ("my_label2", "my_label2"), ("_x", "_x"), ("class", "classView"), ("Self", "SelfView"),
            ("1st", "_1st"), ("a-b c", "a_b_c"), ("a--b", "a_b"), ("--", "object"), ("", "object"), ("é", "é"),
            ("Z9", "Z9"), ("a@b", "a_b"), ("a[b]", "a_b_"),
        ]
        for (text, expected) in cases { #expect(UnitBuilder.sanitize(text) == expected, "\(text)") }
    }

    @Test("Local names take the lowest free suffix, outlet names included")
    func localNames() throws {
        let xib = LoadViewFixtures.xib(
            """
            <label text="A" id="l1"/>
            <label text="B" id="l2"/>
            <label text="C" id="l3"/>
            <label text="D" id="l4"/>
            """, ownerConnections: #"<outlet property="label3" destination="l2" id="o-l2"/>"#)
        let text = try LoadViewFixtures.generate(xib, name: "Names.xib")
        let texts = text.split(separator: "\n").filter { $0.contains(".text = ") }
        #expect(
            texts == [
                "        label1.text = \"A\"", "        label3.text = \"B\"", "        label2.text = \"C\"",
                "        label4.text = \"D\"",
            ])
    }

    @Test("Pieces joined at their exact size")
    func concat() {
        #expect(String.concat() == "")
        #expect(String.concat("", "") == "")
        #expect(String.concat("a", "", "é", "bc", "🙂") == "aébc🙂")
        let long = String(repeating: "x", count: 100)
        #expect(String.concat(long, ".", long) == long + "." + long)
    }

    @Test("The byte buffer grows, repeats bytes and finds them")
    func buffer() {
        let buffer = UTF8Buffer(capacity: 1)
        for index in 0..<50 { buffer.append("line \(index) é") }
        buffer.append(UInt8(ascii: " "), count: 3)
        buffer.append(10)
        var expected = (0..<50).map { "line \($0) é" }.joined()
        expected += "   \n"
        #expect(buffer.string == expected)
        var text = "ab\ncd\n"
        text.withUTF8 { bytes in
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes) == 2)
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes, from: 3) == 5)
            #expect(UTF8Buffer.firstIndex(of: 10, in: bytes, from: 6) == nil)
            #expect(UTF8Buffer.firstIndex(of: 13, in: bytes) == nil)
        }
    }
}
