import SbgenTemplate
import Testing

@Suite struct TemplateValueTests {
    struct Scene: Encodable {
        var name: String
        var isInitial: Bool
        var count: Int
        var ratio: Double
        var note: String?
        var segues: [String]
        var info: [String: Int]
    }

    @Test func encodableKeepsBoolIntDouble() throws {
        let scene = Scene(
            name: "Main \"1\"/é", isInitial: true, count: 1, ratio: 0.5, note: nil, segues: ["a"], info: ["k": 0])
        let value = try TemplateValue(encoding: scene)
        #expect(
            value
                == [
                    "name": "Main \"1\"/é", "isInitial": true, "count": 1, "ratio": 0.5, "segues": ["a"],
                    "info": ["k": 0],
                ])
    }

    @Test func encodedValueRenders() throws {
        struct Flags: Encodable {
            var flags = [true, false]
            var n = [0, 1]
        }
        let value = try TemplateValue(encoding: Flags())
        #expect(
            try render("{{ flags }};{{ n }};{% if flags.1 %}x{% else %}y{% endif %}", value) == "[true, false];[0, 1];y"
        )
    }

    @Test func encodesUnicodeEscapes() throws {
        #expect(try TemplateValue(encoding: ["s": "tab\tnl\n😀\u{1}"]) == ["s": "tab\tnl\n😀\u{1}"])
    }

    @Test func renderedForms() {
        #expect(TemplateValue.null.rendered == "")
        #expect(TemplateValue.array([.string("a"), .int(1), .null, .bool(true)]).rendered == #"["a", 1, nil, true]"#)
        #expect(TemplateValue.dictionary([:]).rendered == "[:]")
    }
}
