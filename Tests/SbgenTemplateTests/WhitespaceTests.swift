import Foundation
import SbgenTemplate
import Testing

@Suite struct WhitespaceTests {
    let loop = "{% for x in xs %}\n  {{ x }}\n{% endfor %}\n"

    @Test func smartRemovesBlockTagLines() throws {
        #expect(try render(loop, ["xs": ["a", "b"]], mode: .smart) == "  a\n  b\n")
    }

    @Test func smartRemovesIndentedBlockTagLines() throws {
        let text = "list:\n  {% if a %}\n  yes\n  {% endif %}\ndone\n"
        #expect(try render(text, ["a": true], mode: .smart) == "list:\n  yes\ndone\n")
        #expect(try render(text, ["a": false], mode: .smart) == "list:\ndone\n")
    }

    @Test func smartTagInsideLineDropsSpacesBeforeItOnly() throws {
        #expect(try render("a {% if t %}b{% endif %} c", ["t": true], mode: .smart) == "ab c")
    }

    @Test func smartLeavesVariableLinesAlone() throws {
        #expect(try render("  {{ x }}  \n{{ x }}\n", ["x": 1], mode: .smart) == "  1  \n1\n")
    }

    @Test func smartKeepsBlankLinesInText() throws {
        #expect(try render("a\n\nb{% if t %}\n{% endif %}\n\nc", ["t": true], mode: .smart) == "a\n\nb\nc")
    }

    @Test func explicitTrimRemovesAllWhitespaceAndNewlines() throws {
        let text = "a  {%- if t -%}  \n b {%- endif %}\nc"
        #expect(try render(text, ["t": true], mode: .smart) == "abc")
        #expect(try render(text, ["t": true], mode: .none) == "ab\nc")
    }

    @Test func explicitKeepOverridesSmart() throws {
        #expect(try render("x\n  {%+ if t +%}\ny\n{% endif %}", ["t": true], mode: .smart) == "x\n  \ny\n")
    }

    @Test func noneModeCollapsesLinesLeftBlankByTags() throws {
        #expect(try render(loop, ["xs": ["a", "b"]], mode: .none) == "\n  a\n  b\n")
    }

    @Test func noneModeKeepsBlankLinesWrittenInTemplate() throws {
        #expect(try render("a\n\nb{% if t %}\n{% endif %}\n\nc", ["t": true], mode: .none) == "a\n\nb\n\nc")
    }

    @Test func noneModeRemovesWhitespaceOnlyLines() throws {
        let text = "class A {\n    {% if false %}x{% endif %}\n}\n"
        #expect(try render(text, mode: .none) == "class A {\n}\n")
        #expect(try render(text, mode: .smart) == "class A {\n}\n")
    }

    @Test func noneModeExplicitTrim() throws {
        #expect(try render("a\n{%- if t %}\nb\n{% endif -%}\nc", ["t": true], mode: .none) == "a\nb\nc")
    }

    @Test func noneModeKeepsRunsOfIntentionalBlankLines() throws {
        #expect(try render("a\n\n\nb", mode: .none) == "a\n\n\nb")
    }

    @Test func sameTemplateRendersInBothModes() throws {
        let template = try Template(text: loop)
        let context: TemplateValue = ["xs": ["a"]]
        #expect(try template.render(context, environment: TemplateEnvironment(trimMode: .smart)) == "  a\n")
        #expect(try template.render(context, environment: TemplateEnvironment(trimMode: .none)) == "\n  a\n")
    }

    @Test func commentDoesNotTrim() throws {
        // Only block tags trim; a comment line keeps its newline (Stencil resets trimming after comments).
        #expect(try render("a\n{# c #}\nb", mode: .smart) == "a\n\nb")
    }
}

/// The blank-line compaction of `TrimMode.none` (finding 15): a linear byte pass with the same
/// result as the former character-array version, kept here as the reference.
@Suite struct BlankLineCompactionTests {
    private func reference(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var index = 0
        while index < chars.count {
            let char = chars[index]
            out.append(char)
            index += 1
            guard char == "\n" else { continue }
            var probe = index
            while true {
                var cursor = probe
                while cursor < chars.count, chars[cursor] == " " || chars[cursor] == "\t" { cursor += 1 }
                guard cursor < chars.count, chars[cursor] == "\n" else { break }
                probe = cursor + 1
            }
            index = probe
        }
        let marked = "\n\u{0B}\n"
        return out.replacingOccurrences(of: marked, with: "\n\n").replacingOccurrences(of: marked, with: "\n\n")
    }

    @Test func matchesTheReferenceOnRandomText() {
        let alphabet = [" ", "\t", "\n", "\n", "\r", "\u{0B}", "a", "é", " \u{301}", "\r\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let result = render(compacting: text)
            #expect(result == reference(text), "\(text.debugDescription)")
            if result != reference(text) { break }
        }
    }

    @Test func largeOutputIsFast() throws {
        let text = "{% for i in 1...200000 %}line {{ i }}\n\n   \n{% endfor %}"
        let start = Date()
        let output = try SbgenTemplateTests.render(text, mode: .none)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(output.hasPrefix("line 1\n\nline 2\n"))
    }

    /// Runs text through the engine's compaction: a template made of that text alone, in `.none` mode.
    private func render(compacting text: String) -> String {
        (try? SbgenTemplateTests.render("{{ t }}", ["t": .string(text)], mode: .none)) ?? "error"
    }
}
