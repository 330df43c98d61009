import Foundation
import SbgenCore
import Testing

/// Hostile templates (QA findings in /tmp/breakit): each fails with a located error instead of
/// crashing, hanging or exhausting memory.
@Suite struct HardeningTests {
    /// Renders `text` in an environment adjusted by `configure`; returns the output or the error text.
    private func outcome(
        _ text: String, _ context: TemplateValue = [:], configure: (inout TemplateEnvironment) -> Void = { _ in }
    ) -> String {
        var environment = TemplateEnvironment(loader: DictionaryTemplateLoader([:]))
        configure(&environment)
        do {
            return try Template(text: text, name: "t.stencil", environment: environment).render(
                context, environment: environment)
        } catch {
            return "\(error)"
        }
    }

    // MARK: 19 - lexer columns

    @Test func columnsOnALongLineAreExactAndLinear() {
        let text = String(repeating: "{{x}}", count: 30_000) + "{{ x|nope }}"
        let start = Date()
        #expect(outcome(text) == "t.stencil:1:150006: error: unknown filter 'nope'")
        #expect(Date().timeIntervalSince(start) < 5)
        // Multi-byte characters count once; a second line restarts at column 1.
        #expect(outcome("é{{x}}ü {{ x|nope }}") == "t.stencil:1:14: error: unknown filter 'nope'")
        #expect(outcome("{{x}}\n é{{ x|nope }}") == "t.stencil:2:8: error: unknown filter 'nope'")
    }
}
