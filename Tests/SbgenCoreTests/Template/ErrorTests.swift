import SbgenCore
import Testing

@Suite struct ErrorTests {
    @Test func unknownTag() {
        #expect(renderError("line1\n  {% foo bar %}") == "t.stencil:2:3: error: unknown tag 'foo'; did you mean 'for'?")
        #expect(renderError("{% unknownthing %}") == "t.stencil:1:1: error: unknown tag 'unknownthing'")
    }

    @Test func unknownFilterPointsAtFilterName() {
        #expect(renderError("{{ x|nope }}") == "t.stencil:1:6: error: unknown filter 'nope'")
        #expect(renderError("{% for x in xs|bad %}{% endfor %}") == "t.stencil:1:16: error: unknown filter 'bad'")
    }

    @Test func unknownFilterIsAParseError() {
        // Detected even in a branch that would never render.
        let error = #expect(throws: TemplateError.self) {
            try Template(text: "{% if false %}\n{{ x|nope }}{% endif %}", name: "p.stencil")
        }
        #expect(error?.description == "p.stencil:2:6: error: unknown filter 'nope'")
    }

    @Test func unclosedBlock() {
        #expect(renderError("a\n{% if x %}\nb") == "t.stencil:2:1: error: unclosed 'if' block, expected 'endif'")
        #expect(renderError("{% for x in xs %}") == "t.stencil:1:1: error: unclosed 'for' block, expected 'endfor'")
        #expect(renderError("{% macro m %}") == "t.stencil:1:1: error: unclosed 'macro' block, expected 'endmacro'")
    }

    @Test func unexpectedEndTag() {
        #expect(renderError("{% endfor %}") == "t.stencil:1:1: error: unexpected 'endfor'")
        #expect(renderError("{% if x %}{% endfor %}") == "t.stencil:1:11: error: unexpected 'endfor'")
        #expect(renderError("{% else %}") == "t.stencil:1:1: error: unexpected 'else'")
    }

    @Test func filterArgumentCount() {
        #expect(
            renderError(#"{{ x|replace:"a" }}"#)
                == "t.stencil:1:6: error: filter 'replace' takes 2 to 3 arguments, got 1")
        #expect(
            renderError("{{ x|uppercase:1 }}") == "t.stencil:1:6: error: filter 'uppercase' takes 0 arguments, got 1")
        #expect(renderError("{{ x|contains }}") == "t.stencil:1:6: error: filter 'contains' takes 1 argument, got 0")
    }

    @Test func tagArgumentCount() {
        #expect(
            renderError("{% include %}")
                == "t.stencil:1:1: error: 'include' tag takes a template name and an optional context")
        #expect(
            renderError("{% set a b c %}")
                == "t.stencil:1:1: error: 'set' tag takes a variable name and an optional value")
        #expect(
            renderError("{% for x %}{% endfor %}")
                == "t.stencil:1:1: error: 'for' tag syntax is 'for x in items [where condition]'")
        #expect(
            renderError("{% map xs to ys %}{% endmap %}")
                == "t.stencil:1:1: error: 'map' tag syntax is 'map items into result [using item]'")
    }

    @Test func unclosedTag() {
        #expect(renderError("ab {{ x") == "t.stencil:1:4: error: unclosed tag, expected '}}'")
        #expect(renderError("\n{% if") == "t.stencil:2:1: error: unclosed tag, expected '%}'")
    }

    @Test func badCondition() {
        #expect(renderError("{% if %}{% endif %}") == "t.stencil:1:1: error: missing condition")
        #expect(renderError("{% if a b %}{% endif %}") == "t.stencil:1:1: error: unexpected 'b' in condition")
        #expect(renderError("{% if ( a %}{% endif %}") == "t.stencil:1:1: error: missing closing bracket in condition")
    }

    @Test func renderTimeFilterErrorIsLocated() {
        #expect(
            renderError("\n\n  {{ x|swiftIdentifier }}")
                == "t.stencil:3:8: error: filter 'swiftIdentifier' expects a string, got nothing")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(renderError("é€ {% nope %}") == "t.stencil:1:4: error: unknown tag 'nope'")
    }
}
