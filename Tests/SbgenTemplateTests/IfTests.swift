import SbgenTemplate
import Testing

@Suite struct IfTests {
    @Test func ifElse() throws {
        #expect(try render("{% if a %}yes{% else %}no{% endif %}", ["a": true]) == "yes")
        #expect(try render("{% if a %}yes{% else %}no{% endif %}", ["a": false]) == "no")
    }

    @Test func elif() throws {
        let text = "{% if n == 1 %}one{% elif n == 2 %}two{% else %}many{% endif %}"
        #expect(try render(text, ["n": 1]) == "one")
        #expect(try render(text, ["n": 2]) == "two")
        #expect(try render(text, ["n": 3]) == "many")
    }

    @Test(arguments: [
        (TemplateValue.null, false), (.string(""), false), (.string("x"), true), (.array([]), false),
        (.array([.int(1)]), true), (.dictionary([:]), false), (.dictionary(["a": 1]), true), (.int(0), false),
        (.int(3), true), (.int(-1), false), (.bool(false), false), (.double(0.5), true),
    ])
    func truthiness(value: TemplateValue, expected: Bool) throws {
        #expect(try render("{% if v %}T{% else %}F{% endif %}", ["v": value]) == (expected ? "T" : "F"))
    }

    @Test func comparisons() throws {
        let context: TemplateValue = ["a": 2, "b": 3, "s": "abc"]
        #expect(
            try render("{% if a < b %}1{% endif %}{% if a <= 2 %}2{% endif %}{% if b > a %}3{% endif %}", context)
                == "123")
        #expect(try render("{% if b >= 4 %}x{% else %}4{% endif %}{% if a != b %}5{% endif %}", context) == "45")
        #expect(try render(#"{% if s == "abc" %}6{% endif %}{% if 2 == 2.0 %}7{% endif %}"#, context) == "67")
    }

    @Test func orderingIsNumericOnly() throws {
        #expect(try render(#"{% if "a" < "b" %}x{% else %}y{% endif %}{% if 4 < 4.5 %}z{% endif %}"#) == "yz")
    }

    @Test(
        arguments: [
            (["one": true], true), (["one": true, "three": true], true), (["two": true], true),
            (["two": true, "three": true], false), ([:], false),
        ] as [(TemplateValue, Bool)])
    func stencilMultipleExpression(context: TemplateValue, expected: Bool) throws {
        let text = "{% if one or two and not three %}T{% else %}F{% endif %}"
        #expect(try render(text, context) == (expected ? "T" : "F"))
    }

    @Test func andOrNot() throws {
        let context: TemplateValue = ["t": true, "f": false]
        #expect(
            try render("{% if t and not f %}a{% endif %}{% if f or t %}b{% endif %}{% if not t %}c{% endif %}", context)
                == "ab")
    }

    @Test func andBindsTighterThanOr() throws {
        // true or (false and false) → true; (true or false) and false would be false.
        #expect(try render("{% if t or f and f %}yes{% else %}no{% endif %}", ["t": true, "f": false]) == "yes")
    }

    @Test func inOperator() throws {
        let context: TemplateValue = ["xs": ["a", "b"], "s": "hello", "d": ["k": 1]]
        #expect(try render(#"{% if "a" in xs %}1{% endif %}{% if "z" in xs %}2{% endif %}"#, context) == "1")
        #expect(try render(#"{% if "ell" in s %}3{% endif %}{% if "k" in d %}4{% endif %}"#, context) == "34")
    }

    @Test func notBindsTighterThanIn() throws {
        // Stencil quirk: `in` binds loosest, so this is `(not "z") in xs`, i.e. `false in xs`.
        #expect(try render(#"{% if not "z" in xs %}ok{% endif %}"#, ["xs": ["a"]]) == "")
        #expect(try render(#"{% if not ( "z" in xs ) %}ok{% endif %}"#, ["xs": ["a"]]) == "ok")
    }

    @Test func parentheses() throws {
        let text = "{% if ( t or f ) and f %}yes{% else %}no{% endif %}"
        #expect(try render(text, ["t": true, "f": false]) == "no")
    }

    @Test func conditionWithFilter() throws {
        #expect(try render(#"{% if name|hasPrefix:"UI" %}ui{% endif %}"#, ["name": "UIView"]) == "ui")
    }

    @Test func inlineIf() throws {
        let text = #"{{ name if flag else "anon" }}|{{ name if not flag }}|{{ name|uppercase if flag }}"#
        #expect(try render(text, ["name": "ada", "flag": true]) == "ada||ADA")
        #expect(try render(text, ["name": "ada", "flag": false]) == "anon|ada|")
    }

    @Test func ifnot() throws {
        #expect(try render("{% ifnot a %}no a{% else %}a{% endif %}", [:]) == "no a")
        #expect(try render("{% ifnot a %}no a{% else %}a{% endif %}", ["a": 1]) == "a")
    }

    @Test func setInsideIfDoesNotLeak() throws {
        // Stencil pushes a scope for each if body.
        #expect(try render("{% if true %}{% set x 1 %}{{ x }}{% endif %}[{{ x }}]") == "1[]")
    }
}
