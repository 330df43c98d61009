import SbgenTemplate
import Testing

@Suite struct SwiftKitTagTests {
    @Test func setValueWithFilter() throws {
        #expect(try render(#"{% set x "hi"|uppercase %}{{ x }}"#) == "HI")
    }

    @Test func setBlock() throws {
        #expect(try render("{% set x %}a{{ y }}{% endset %}[{{ x }}]", ["y": 1]) == "[a1]")
    }

    @Test func setBlockSmartWhitespace() throws {
        #expect(try render("{% set x %}\nval\n{% endset %}\n{{ x }}") == "val\n")
    }

    @Test func setInLoopIsPerIteration() throws {
        #expect(try render("{% for i in xs %}{% set last i %}{% endfor %}[{{ last }}]", ["xs": [1, 2]]) == "[]")
    }

    @Test func macroAndCall() throws {
        let text = #"{% macro greet name %}Hi {{ name }}!{% endmacro %}{% call greet "Bob" %},{% call greet user %}"#
        #expect(try render(text, ["user": "Ann"]) == "Hi Bob!,Hi Ann!")
    }

    @Test func macroWithoutParametersSeesCallerScope() throws {
        let text = "{% macro show %}{{ x }}{% endmacro %}{% for x in xs %}{% call show %}{% endfor %}"
        #expect(try render(text, ["xs": [1, 2]]) == "12")
    }

    @Test func recursiveMacroWithBaseCase() throws {
        let text =
            "{% macro down n %}{{ n.name }}{% if n.child %},{% call down n.child %}{% endif %}{% endmacro %}"
            + "{% call down tree %}"
        let tree: TemplateValue = ["name": "a", "child": ["name": "b", "child": ["name": "c"]]]
        #expect(try render(text, ["tree": tree]) == "a,b,c")
    }

    @Test func selfCallingMacroIsStopped() {
        #expect(
            renderError("{% macro m %}{% call m %}{% endmacro %}{% call m %}")
                == "t.stencil:1:14: error: call of macro 'm' nested more than 64 levels deep (infinite recursion?)")
    }

    @Test func callUndefinedMacro() {
        #expect(renderError("{% call nope %}") == "t.stencil:1:1: error: call to undefined macro 'nope'")
    }

    @Test func callWithWrongArgumentCount() {
        #expect(
            renderError("{% macro m a %}{% endmacro %}{% call m %}")
                == "t.stencil:1:30: error: macro 'm' takes 1 arguments, got 0")
    }

    @Test func mapUsingVariable() throws {
        let text = #"{% map xs into ys using x %}{{ x|uppercase }}{% endmap %}{{ ys|join:"," }}"#
        #expect(try render(text, ["xs": ["a", "b"]]) == "A,B")
    }

    @Test func mapLoopVariables() throws {
        let text =
            #"{% map xs into ys %}{{ maploop.counter }}{{ maploop.item }}{% if maploop.first %}^{% endif %}"#
            + #"{% if maploop.last %}${% endif %}{% endmap %}{{ ys|join:" " }}"#
        #expect(try render(text, ["xs": ["a", "b"]]) == "0a^ 1b$")
    }

    @Test func mapOverEmptyLeavesResultUnset() throws {
        #expect(try render("{% map xs into ys %}x{% endmap %}[{{ ys }}]", ["xs": []]) == "[]")
    }

    @Test func filterTag() throws {
        #expect(try render("{% filter uppercase %}ab{{ x }}{% endfilter %}", ["x": "c"]) == "ABC")
    }

    @Test func filterTagWithChain() throws {
        #expect(try render("{% filter lowercase|capitalize %}hELLO wORLD{% endfilter %}") == "Hello World")
    }
}
