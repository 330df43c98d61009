import SbgenTemplate
import Testing

@Suite struct ForTests {
    @Test func smartModeDropsSpacesBeforeEndTag() throws {
        // Stencil's smart trim removes spaces/tabs before any block tag, even mid-line.
        #expect(try render("{% for x in xs %}{{ x }} {% endfor %}", ["xs": [1, 2]]) == "12")
        #expect(try render("{% for x in xs %}{{ x }} {% endfor %}", ["xs": [1, 2]], mode: .none) == "1 2 ")
    }

    @Test func integerRanges() throws {
        #expect(try render("{% for i in 1...3 %}{{ i }}{% endfor %}") == "123")
        #expect(try render("{% for i in n...1 %}{{ i }}{% endfor %}", ["n": 3]) == "321")
        #expect(try render("{% for i in 0...xs.count %}{{ i }}{% endfor %}", ["xs": [1]]) == "01")
    }

    @Test func rangeWithNonIntegerBoundFails() {
        #expect(
            renderError("{% for i in 1...x %}{% endfor %}") == "t.stencil:1:1: error: range bounds must be integers")
    }

    @Test func loopOverArray() throws {
        #expect(try render("{% for x in xs %}[{{ x }}]{% endfor %}", ["xs": ["a", "b"]]) == "[a][b]")
    }

    @Test func forloopVariables() throws {
        let text =
            "{% for x in xs %}{{ forloop.counter }}{{ forloop.counter0 }}{{ forloop.length }}"
            + "{% if forloop.first %}F{% endif %}{% if forloop.last %}L{% endif %};{% endfor %}"
        #expect(try render(text, ["xs": ["a", "b", "c"]]) == "103F;213;323L;")
    }

    @Test func dictionaryKeyValueInSortedOrder() throws {
        let context: TemplateValue = ["d": ["b": 2, "a": 1, "c": 3]]
        #expect(try render("{% for k, v in d %}{{ k }}={{ v }};{% endfor %}", context) == "a=1;b=2;c=3;")
    }

    @Test func singleNameOverDictionaryGivesKeys() throws {
        #expect(try render("{% for k in d %}{{ k }}{% endfor %}", ["d": ["y": 1, "x": 2]]) == "xy")
    }

    @Test func whereClause() throws {
        let text = "{% for n in ns where n > 1 %}{{ n }}{{ forloop.counter }};{% endfor %}"
        #expect(try render(text, ["ns": [1, 2, 3]]) == "21;32;")
    }

    @Test func emptyBranch() throws {
        let text = "{% for x in xs %}{{ x }}{% empty %}none{% endfor %}"
        #expect(try render(text, ["xs": []]) == "none")
        #expect(try render(text, [:]) == "none")
    }

    @Test func emptyBranchAfterWhereFiltersEverything() throws {
        #expect(try render("{% for n in ns where n > 5 %}{{ n }}{% empty %}-{% endfor %}", ["ns": [1]]) == "-")
    }

    @Test func filteredSequence() throws {
        #expect(try render(#"{% for w in s|split:"," %}<{{ w }}>{% endfor %}"#, ["s": "a,b"]) == "<a><b>")
    }

    @Test func nestedLoopsHaveOwnForloop() throws {
        let text =
            "{% for a in as %}{% for b in bs %}{{ forloop.counter }}{% endfor %}{{ forloop.counter }};{% endfor %}"
        #expect(try render(text, ["as": [1, 2], "bs": [1, 2]]) == "121;122;")
    }

    @Test func loopVariableDoesNotLeak() throws {
        #expect(try render("{% for x in xs %}{% endfor %}[{{ x }}][{{ forloop.counter }}]", ["xs": [1]]) == "[][]")
    }

    @Test func unpacksPairsFromArrays() throws {
        #expect(try render("{% for a, b in ps %}{{ a }}{{ b }};{% endfor %}", ["ps": [[1, 2], [3, 4]]]) == "12;34;")
    }
}

@Suite struct LargeRenderTests {
    @Test func largeLoop() throws {
        let items = TemplateValue.array((0..<20_000).map { .dictionary(["name": .string("item\($0)")]) })
        let template = try Template(
            text: "{% for i in items %}\n  case {{ i.name|swiftIdentifier:\"pretty\"|lowerFirstWord }}\n{% endfor %}\n")
        let output = try template.render(["items": items])
        #expect(output.hasPrefix("  case item0\n  case item1\n"))
        #expect(output.split(separator: "\n").count == 20_000)
    }
}
