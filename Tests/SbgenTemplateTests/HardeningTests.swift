import Foundation
import SbgenTemplate
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

    // MARK: 01, 02 - ranges

    @Test func rangeBoundsOutsideIntAreLocatedErrors() {
        let prefix = "t.stencil:1:4: error: range bounds must be integers in Int range, got "
        #expect(
            outcome("ab\n{% for i in 0...1e30 %}{% endfor %}")
                == "t.stencil:2:1: error: range bounds must be integers in Int range, got 1e+30")
        #expect(outcome("{% for i in -inf...1 %}{% endfor %}").hasSuffix("got -inf"))
        #expect(outcome("{% for i in -nan...3 %}{% endfor %}").hasSuffix("got nan"))
        #expect(outcome("xyz{% for i in 1.5...3 %}{% endfor %}") == prefix + "1.5")
        #expect(
            outcome("{% for i in 1...x %}{% endfor %}", ["x": 9.3e18])
                == "t.stencil:1:1: error: range bounds must be integers in Int range, got 9.3e+18")
    }

    @Test func integerRangeBoundsStayExact() {
        #expect(
            outcome("{% for i in 9223372036854775806...9223372036854775807 %}{{ i }};{% endfor %}")
                == "9223372036854775806;9223372036854775807;")
        #expect(
            outcome("{% for i in -9223372036854775807...-9223372036854775808 %}{{ i }};{% endfor %}")
                == "-9223372036854775807;-9223372036854775808;")
        #expect(outcome("{% for i in 3.0...1 %}{{ i }}{% endfor %}") == "321")
    }

    @Test func hugeRangesFailBeforeIterating() {
        let error =
            "t.stencil:1:1: error: render step limit of 10000000 exceeded "
            + "(loop iterations and tag evaluations, TemplateEnvironment.maxSteps)"
        let start = Date()
        #expect(outcome("{% for i in 0...1000000000 %}x{% endfor %}") == error)
        #expect(outcome("{% for i in -9223372036854775808...9223372036854775807 %}{% endfor %}") == error)
        #expect(outcome("{% for i in 0...9223372036854775807 where i > 0 %}{% endfor %}") == error)
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func repeatedLoopVariableNameDoesNotTrap() {
        // Formerly a dictionary literal with duplicate keys: a runtime trap. The last name wins.
        #expect(outcome("{% for a, a in d %}{{ a }};{% endfor %}", ["d": ["k": 1]]) == "1;")
        #expect(outcome("{% for a, a in xs where a %}{{ a }};{% endfor %}", ["xs": [[1, 2]]]) == "2;")
    }

    // MARK: 02, 03, 06 - render budget

    @Test func stepLimitStopsNestedLoops() {
        let text = "{% for a in 1...1000 %}\n{% for b in 1...1000 %}{{ b }}{% endfor %}{% endfor %}"
        #expect(
            outcome(text) { $0.maxSteps = 5_000 }
                == "t.stencil:2:1: error: render step limit of 5000 exceeded "
                + "(loop iterations and tag evaluations, TemplateEnvironment.maxSteps)")
        // Tags count as steps, not just loop iterations.
        #expect(
            outcome(String(repeating: "{% if true %}{% endif %}", count: 10)) { $0.maxSteps = 9 }
                == "t.stencil:1:217: error: render step limit of 9 exceeded "
                + "(loop iterations and tag evaluations, TemplateEnvironment.maxSteps)")
        #expect(outcome("{% for i in 1...3 %}{{ i }}{% endfor %}") { $0.maxSteps = 6 } == "123")
    }

    @Test func outputLimitCountsCapturedOutput() {
        let doubling = String(repeating: "{% set s %}{{ s }}{{ s }}{% endset %}", count: 40)
        #expect(
            outcome("{% set s %}ab{% endset %}" + doubling, ["x": 1]) { $0.maxOutputBytes = 1 << 20 }
                // The 19th doubling's first `{{ s }}`: column 25 + 37 * 18 + 15.
                == "t.stencil:1:706: error: output size limit of 1048576 bytes exceeded "
                + "(TemplateEnvironment.maxOutputBytes)")
        #expect(outcome("abc{{ x }}", ["x": "de"]) { $0.maxOutputBytes = 5 } == "abcde")
        #expect(
            outcome("abc{{ x }}", ["x": "def"]) { $0.maxOutputBytes = 5 }
                == "t.stencil:1:7: error: output size limit of 5 bytes exceeded (TemplateEnvironment.maxOutputBytes)")
    }

    @Test func filtersRefuseOversizedResults() {
        #expect(
            outcome("{{ s|indent:1000000000000 }}", ["s": "a"])
                == "t.stencil:1:6: error: filter 'indent' width must be at most 1000, got 1000000000000")
        #expect(outcome("{{ s|indent:2 }}", ["s": "a\nb"]) == "a\n  b")
        let limit = "output size limit of 1000 bytes"
        #expect(
            outcome("{{ s|indent:1000,\"x\",true }}", ["s": "a\nb"]) { $0.maxOutputBytes = 1_000 }
                == "t.stencil:1:6: error: filter 'indent' result would exceed the \(limit)")
        #expect(
            outcome(#"{{ s|replace:"a","xxxxxxxxxx" }}"#, ["s": .string(String(repeating: "a", count: 200))]) {
                $0.maxOutputBytes = 1_000
            } == "t.stencil:1:6: error: filter 'replace' result would exceed the \(limit)")
        #expect(
            outcome(#"{{ xs|join:s }}"#, ["xs": [1, 2, 3], "s": .string(String(repeating: "-", count: 600))]) {
                $0.maxOutputBytes = 1_000
            } == "t.stencil:1:7: error: filter 'join' result would exceed the \(limit)")
        #expect(
            outcome(#"{{ s|split:"a"|join:"," }}"#, ["s": .string(String(repeating: "a", count: 100))]) {
                $0.maxOutputBytes = 1_000
            } == "t.stencil:1:6: error: filter 'split' result would exceed the \(limit)")
        #expect(outcome(#"{{ s|split:"a"|join:"," }}"#, ["s": "bab"]) { $0.maxOutputBytes = 1_000 } == "b,b")
        // A filter result counts even when only `set` keeps it.
        #expect(
            outcome(#"{% set s "ab" %}"# + String(repeating: "{% set s s|indent:1,s,true %}", count: 30)) {
                $0.maxOutputBytes = 1_000
            } == "t.stencil:1:\(16 + 29 * 7 + 12): error: \(limit) exceeded (TemplateEnvironment.maxOutputBytes)")
    }

    // MARK: 04 - nesting

    @Test func blockNestingIsLimited() {
        let deep = String(repeating: "{% if true %}", count: 257) + String(repeating: "{% endif %}", count: 257)
        #expect(outcome(deep) == "t.stencil:1:\(256 * 13 + 1): error: blocks nested more than 256 levels deep")
        let atLimit =
            String(repeating: "{% if true %}", count: 256) + "x" + String(repeating: "{% endif %}", count: 256)
        #expect(outcome(atLimit) == "x")
        // Parsing 4,000 levels stops at the limit quickly.
        let start = Date()
        #expect(
            outcome(String(repeating: "{% for x in xs %}\n", count: 4_000)).hasSuffix(
                "error: blocks nested more than 256 levels deep"))
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func renderNestingThroughMacrosIsLimited() {
        // 64 macro calls deep, each inside 30 nested blocks: the scope limit trips before the stack.
        let blocks =
            String(repeating: "{% if true %}", count: 30) + "{% call m %}" + String(repeating: "{% endif %}", count: 30)
        #expect(
            outcome("{% macro m %}" + blocks + "{% endmacro %}{% call m %}") { $0.maxDepth = 1_000 }
                == "t.stencil:1:\(13 + 30 * 13 + 1): error: call of macro 'm' nested in more than 1024 blocks, includes and macro calls"
        )
    }

    @Test func conditionNestingIsLimited() {
        let nots = String(repeating: "not ", count: 257)
        #expect(
            outcome("{% if \(nots)x %}{% endif %}")
                == "t.stencil:1:1: error: condition nested more than 256 levels deep")
        #expect(outcome("{% if \(String(repeating: "not ", count: 256))true %}y{% endif %}") == "y")
        let parens = String(repeating: "( ", count: 257) + "x" + String(repeating: " )", count: 257)
        #expect(
            outcome("{% if \(parens) %}{% endif %}")
                == "t.stencil:1:\(6 + 256 * 2 + 1): error: condition nested more than 256 levels deep")
        // Brackets are matched once: 256 levels around 20,000 words do not rescan them per level
        // (the 10,001st operand is at column 6 + 256 * 2 + 10,000 * 5 + 1).
        let start = Date()
        let wide = String(repeating: "( ", count: 256) + Array(repeating: "x", count: 10_001).joined(separator: " or ")
        #expect(
            outcome("{% if \(wide)\(String(repeating: " )", count: 256)) %}{% endif %}")
                == "t.stencil:1:50519: error: condition has more than 10000 operands")
        #expect(Date().timeIntervalSince(start) < 5)
        let atLimit = String(repeating: "( ", count: 256) + "true" + String(repeating: " )", count: 256)
        #expect(outcome("{% if \(atLimit) %}y{% endif %}") == "y")
    }

    @Test func conditionOperandsAreLimited() {
        let or = Array(repeating: "x", count: 10_001).joined(separator: " or ")
        #expect(
            outcome("{% if \(or) %}{% endif %}")
                == "t.stencil:1:\(7 + 10_000 * 5): error: condition has more than 10000 operands")
        // At the limit, long chains of each operator evaluate without exhausting the stack.
        for op in ["or", "and", "==", "!=", "<", "in"] {
            let chain = Array(repeating: "x", count: 10_000).joined(separator: " \(op) ")
            #expect(outcome("{% if \(chain) %}y{% else %}n{% endif %}", ["x": 1]).count == 1)
        }
    }

    @Test func flatChainsKeepLeftAssociativeMeaning() {
        #expect(outcome("{% if 1 == 1 == true %}y{% else %}n{% endif %}") == "y")
        #expect(outcome("{% if 2 == 3 != true %}y{% else %}n{% endif %}") == "y")
        #expect(outcome("{% if x or y and z or w %}y{% else %}n{% endif %}", ["y": true, "z": true]) == "y")
        #expect(outcome("{% if x or y and z %}y{% else %}n{% endif %}", ["y": true]) == "n")
        #expect(outcome("{% if not x == 1 and 2 > 1 %}y{% else %}n{% endif %}", ["x": 2]) == "y")
    }

    // MARK: 11 - include path traversal

    @Test func folderLoaderRefusesPathsOutsideItsFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-include-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("templates")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "secret".write(to: base.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try "inner".write(to: folder.appendingPathComponent("sub/inner.stencil"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("out.stencil"),
            withDestinationURL: base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("in.stencil"),
            withDestinationURL: folder.appendingPathComponent("sub/inner.stencil"))
        let environment = TemplateEnvironment(loader: FolderTemplateLoader(folder: folder))
        func include(_ name: String) -> String {
            do {
                return try Template(text: "ab\n {% include \"\(name)\" %}", name: "t.stencil", environment: environment)
                    .render([:], environment: environment)
            } catch {
                return "\(error)"
            }
        }
        let outside = "is outside the template folder '\(folder.path)'"
        #expect(include("../secret.txt") == "t.stencil:2:2: error: template '../secret.txt' \(outside)")
        #expect(include("sub/../../secret.txt") == "t.stencil:2:2: error: template 'sub/../../secret.txt' \(outside)")
        #expect(include("out.stencil") == "t.stencil:2:2: error: template 'out.stencil' \(outside)")
        #expect(
            include("/etc/passwd")
                == "t.stencil:2:2: error: template name '/etc/passwd' must be a path relative to the template folder")
        #expect(include("sub/../sub/inner.stencil") == "ab\ninner")
        #expect(include("in.stencil") == "ab\ninner")
    }

    // MARK: 05 - regex backtracking

    @Test func regexReplaceStopsOnCatastrophicBacktracking() {
        let start = Date()
        #expect(
            outcome(
                "ab\n" + #"{{ s|replace:"(a+)+$","x","regex" }}"#,
                ["s": .string(String(repeating: "a", count: 42) + "b")])
                == "t.stencil:2:6: error: filter 'replace' regular expression '(a+)+$' ran longer than 2 seconds "
                + "(catastrophic backtracking?)")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// ICU gives up when backtracking outgrows its stack; the matches found before are not all of
    /// them, so the text must not come back as if nothing had matched.
    @Test func regexReplaceReportsAMatchICUGaveUpOn() {
        #if canImport(FoundationEssentials) && canImport(Glibc)
            #expect(
                outcome(
                    #"{{ s|replace:"(a|b)*$","x","regex" }}"#,
                    ["s": .string(String(repeating: "ab", count: 1_000_000))])
                    == "t.stencil:1:6: error: filter 'replace' regular expression '(a|b)*$' failed while matching "
                    + "(ICU error 66321; too much backtracking?)")
        #endif
    }

    @Test func regexReplaceMatchesFoundation() throws {
        let cases: [(String, String, String)] = [
            ("x*", "-", "abc"), ("(\\w+)@(\\w+)", "$2 at $1", "me@home, you@work"), ("^", ">", "a\nb"),
            ("é", "e", "café é"), ("\\$", "\\\\$", "$1 and $2"), ("b", "$0$0", "abcb"),
        ]
        for (pattern, template, source) in cases {
            let regex = try NSRegularExpression(pattern: pattern)
            let expected = regex.stringByReplacingMatches(
                in: source, range: NSRange(source.startIndex..., in: source), withTemplate: template)
            let text = "{{ s|replace:p,t,\"regex\" }}"
            #expect(outcome(text, ["s": .string(source), "p": .string(pattern), "t": .string(template)]) == expected)
        }
    }
}
