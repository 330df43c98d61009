import SbgenTemplate
import Testing

@Suite struct StringFilterTests {
    @Test func escapeReservedKeywords() throws {
        let text = "{{ a|escapeReservedKeywords }} {{ b|escapeReservedKeywords }} {{ c|escapeReservedKeywords }}"
        #expect(try render(text, ["a": "self", "b": "hello", "c": "Any"]) == "`self` hello `Any`")
    }

    @Test func swiftStringLiteral() throws {
        let context: TemplateValue = ["plain": "Main", "odd": "a\"b\\c\n\t\u{1}é"]
        #expect(try render("{{ plain|swiftStringLiteral }}", context) == #""Main""#)
        #expect(try render("{{ odd|swiftStringLiteral }}", context) == #""a\"b\\c\n\t\u{1}é""#)
    }

    @Test func replacePlain() throws {
        #expect(try render(#"{{ s|replace:"l","L" }}"#, ["s": "hello"]) == "heLLo")
    }

    @Test func replaceRegex() throws {
        #expect(try render(##"{{ s|replace:"[0-9]+","#","regex" }}"##, ["s": "a12b3"]) == "a#b#")
        #expect(try render(#"{{ s|replace:"(\w+) (\w+)","$2 $1","regex" }}"#, ["s": "hello world"]) == "world hello")
    }

    @Test(arguments: [("test.jpg", "test.jpg"), ("some/folder/test.jpg", "test.jpg"), ("file.txt.png", "file.txt.png")])
    func basename(input: String, expected: String) throws {
        #expect(try render("{{ s|basename }}", ["s": .string(input)]) == expected)
    }

    @Test(arguments: [("test.jpg", ""), ("some/folder/test.jpg", "some/folder"), ("/abs/x", "/abs")])
    func dirname(input: String, expected: String) throws {
        #expect(try render("{{ s|dirname }}", ["s": .string(input)]) == expected)
    }

    @Test func containsPrefixSuffix() throws {
        let context: TemplateValue = ["s": "Hello"]
        #expect(try render(#"{{ s|contains:"el" }} {{ s|contains:"yo" }}"#, context) == "true false")
        #expect(try render(#"{{ s|hasPrefix:"He" }} {{ s|hasSuffix:"He" }}"#, context) == "true false")
    }

    /// Where Foundation's string search differs from the standard library's, the filters keep
    /// Foundation's answers (they were written with it).
    @Test func foundationEdgeCases() throws {
        let context: TemplateValue = ["s": "Hello", "d": "cafe\u{301}", "c": "caf\u{E9}", "e": ""]
        #expect(try render(#"{{ s|contains:e }} {{ e|contains:e }}"#, context) == "false false")
        #expect(try render(#"{{ s|replace:e,"x" }}"#, context) == "Hello")
        // Canonically equivalent text matches; a letter inside a letter-and-accent does not.
        #expect(try render(#"{{ c|replace:d,"X" }} {{ d|replace:"e","E" }}"#, context) == "X cafe\u{301}")
        #expect(
            try render("[{{ s|dirname }}] [{{ e|dirname }}] [{{ e|basename }}]", ["s": "a", "e": ""]) == "[] [] []")
    }

    @Test func removeNewlines() throws {
        let context: TemplateValue = ["s": "  a \n   b\n"]
        #expect(try render("[{{ s|removeNewlines }}]", context) == "[ab]")
        #expect(try render(#"[{{ s|removeNewlines:"leading" }}]"#, context) == "[a b]")
    }

    @Test func defaultFilter() throws {
        #expect(
            try render(#"{{ missing|default:"x" }}|{{ s|default:"x" }}|{{ e|default:"x" }}"#, ["s": "v", "e": ""])
                == "x|v|")
    }

    @Test func joinAndSplit() throws {
        let context: TemplateValue = ["xs": ["a", "b"], "s": "a,b"]
        #expect(try render(#"{{ xs|join:", " }}|{{ xs|join }}"#, context) == "a, b|ab")
        #expect(try render(#"{{ s|split:"," }}|{{ s|split:","|join:"+" }}"#, context) == #"["a", "b"]|a+b"#)
    }

    @Test func countFilter() throws {
        #expect(
            try render("{{ xs|count }} {{ s|count }} {{ d|count }}", ["xs": [1, 2, 3], "s": "ab", "d": ["k": 1]])
                == "3 2 1")
    }

    @Test func caseFilters() throws {
        let context: TemplateValue = ["s": "hello wORLD", "xs": ["a", "b"]]
        #expect(
            try render("{{ s|uppercase }}|{{ s|lowercase }}|{{ s|capitalize }}", context)
                == "HELLO WORLD|hello world|Hello World")
        #expect(try render("{{ xs|uppercase }}", context) == #"["A", "B"]"#)
    }

    @Test func firstAndLast() throws {
        #expect(try render("{{ xs|first }}{{ xs|last }}{{ s|first }}", ["xs": [1, 2, 3], "s": "xyz"]) == "13x")
    }

    @Test func indent() throws {
        let context: TemplateValue = ["s": "a\nb\n\nc"]
        #expect(try render("{{ s|indent:2 }}", context) == "a\n  b\n\n  c")
        #expect(try render(#"{{ s|indent:2,"-",true }}"#, context) == "--a\n--b\n\n--c")
        #expect(try render("{{ s|indent }}", context) == "a\n    b\n\n    c")
    }

    @Test func filterFilterAppliesNamedFilters() throws {
        #expect(
            try render(#"{{ s|filter:"uppercase" }} {{ s|filter:"capitalize|lowercase" }}"#, ["s": "aB"]) == "AB ab")
    }

    @Test func customFilterFromEnvironment() throws {
        let shout = TemplateFilter(arguments: 0...1) { value, arguments in
            .string(value.rendered.uppercased() + (arguments.first?.rendered ?? "!"))
        }
        #expect(try render(#"{{ s|shout }} {{ s|shout:"?" }}"#, ["s": "hi"], filters: ["shout": shout]) == "HI! HI?")
    }

    @Test func stringFilterAcceptsNumbers() throws {
        #expect(try render("{{ n|swiftIdentifier }}", ["n": 42]) == "_42")
    }
}
