import SbgenTemplate
import Testing

@Suite struct VariableTests {
    let context: TemplateValue = [
        "name": "World", "user": ["first": "Ada", "tags": ["a", "b", "c"]], "n": 42, "yes": true, "pi": 1.5,
        "empty": [],
    ]

    @Test func plainVariable() throws {
        #expect(try render("Hello {{ name }}!", context) == "Hello World!")
    }

    @Test func dottedDictionaryLookup() throws {
        #expect(try render("{{ user.first }}", context) == "Ada")
    }

    @Test func arrayIndexFirstLastCount() throws {
        #expect(
            try render("{{ user.tags.1 }} {{ user.tags.first }} {{ user.tags.last }} {{ user.tags.count }}", context)
                == "b a c 3")
    }

    @Test func dictionaryAndStringCount() throws {
        #expect(try render("{{ user.count }} {{ name.count }} {{ name.first }}", context) == "2 5 W")
    }

    @Test func countWinsOverKeyNamedCount() throws {
        #expect(try render("{{ d.count }}", ["d": ["count": "x", "other": 1, "third": 2]]) == "3")
    }

    @Test func unknownVariableIsEmpty() throws {
        #expect(try render("[{{ missing }}][{{ user.nope.deeper }}][{{ user.tags.9 }}]", context) == "[][][]")
    }

    @Test func scalarRendering() throws {
        #expect(try render("{{ n }} {{ yes }} {{ pi }}", context) == "42 true 1.5")
    }

    @Test func arrayAndDictionaryRendering() throws {
        #expect(try render("{{ user.tags }} {{ empty }}", context) == #"["a", "b", "c"] []"#)
        #expect(try render("{{ d }}", ["d": ["b": 2, "a": "x"]]) == #"["a": "x", "b": 2]"#)
    }

    @Test func literals() throws {
        #expect(try render(#"{{ "quoted" }} {{ 'single' }} {{ 7 }} {{ true }}"#) == "quoted single 7 true")
    }

    @Test func filterChainWithArguments() throws {
        #expect(try render(#"{{ name|replace:"o","0"|uppercase }}"#, context) == "W0RLD")
    }

    @Test func filterArgumentFromVariable() throws {
        #expect(try render("{{ user.tags|join:sep }}", ["user": ["tags": ["x", "y"]], "sep": "+"]) == "x+y")
    }

    @Test func spacesAroundPipesAndQuotedSeparators() throws {
        #expect(try render(#"{{ words | join:", " }}"#, ["words": ["a", "b"]]) == "a, b")
    }

    @Test func textWithoutTagsIsUnchanged() throws {
        #expect(try render("a { b } % c\n") == "a { b } % c\n")
    }

    @Test func commentsAreDropped() throws {
        #expect(try render("a{# note {{ x }} #}b") == "ab")
    }

    @Test func multilineComment() throws {
        #expect(try render("a{# one\ntwo #}b") == "ab")
    }

    @Test func templateIsReusableAcrossRenders() throws {
        let template = try Template(text: "{{ x }}")
        #expect(try template.render(["x": 1]) == "1")
        #expect(try template.render(["x": 2]) == "2")
    }

    @Test func concurrentRendersShareOneTemplate() async throws {
        let template = try Template(text: "{% for i in items %}{{ i }}{% endfor %}")
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for n in 0..<8 {
                group.addTask { try template.render(["items": [.int(n), .int(n)]]) }
            }
            var all: [String] = []
            for try await result in group { all.append(result) }
            return all.sorted()
        }
        #expect(results == (0..<8).map { "\($0)\($0)" })
    }
}
