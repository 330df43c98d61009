import SbgenTemplate
import Testing

/// Cases mirroring Stencil 0.15's own trim specs (TrimBehaviourSpec), to pin compatibility.
@Suite struct StencilSpecTests {
    let items: TemplateValue = ["items": ["item 1", "item 2"]]

    @Test func smartTrimRemovesTagLines() throws {
        let text = "{% for item in items %}\n  - {{item}}\n{% endfor %}\ntext"
        #expect(try render(text, items) == "  - item 1\n  - item 2\ntext")
    }

    @Test func smartTrimRemovesOnlyOneNewline() throws {
        let text = "{% for item in items %}\n\n  - {{item}}\n{% endfor %}\ntext"
        #expect(try render(text, items) == "\n  - item 1\n\n  - item 2\ntext")
    }

    @Test func smartTrimKeepsIndentationOfContent() throws {
        let text = "    Items:\n    {% for item in items %}\n        - {{item}}\n    {% endfor %}"
        #expect(try render(text, items) == "    Items:\n        - item 1\n        - item 2\n")
    }

    @Test func trimSymbolsInFor() throws {
        let text = "{% for num in numbers -%}\n    {{num}}\n{%- endfor %}"
        let numbers = TemplateValue.array((1...9).map { .int($0) })
        #expect(try render(text, ["numbers": numbers], mode: .none) == "123456789")
        #expect(try render(text, ["numbers": numbers], mode: .smart) == "123456789")
    }

    @Test func trimSymbolsInIf() throws {
        let text = "{% if value -%}\n  {{text}}\n{%- endif %}"
        #expect(try render(text, ["text": "hello", "value": true], mode: .none) == "hello")
    }
}
