import Foundation
import SbgenCore
import Testing

/// `TemplateEnvironment.strict` (`generate --strict`): undefined variables are located errors where
/// they are used; conditions and `default` may still test absent values; nothing else changes.
@Suite struct StrictTests {
    static let context: TemplateValue = [
        "document": ["name": "Main", "path": "App/Main.storyboard", "scenes": [["identifier": "Home"], [:]]],
        "documents": [["name": "Main"]],
        "empty": [],
        "nothing": nil,
        "flag": true,
    ]

    @Test func undefinedRootNameWithSuggestion() {
        #expect(
            renderError("a\n  {{ documnet.name }}", Self.context, strict: true)
                == "t.stencil:2:6: error: undefined variable 'documnet'; did you mean 'document'?")
        #expect(
            renderError("{{ zzzzzz }}", Self.context, strict: true)
                == "t.stencil:1:4: error: undefined variable 'zzzzzz'")
    }

    @Test func missingKeyIsLocatedAtTheKey() {
        #expect(
            renderError("{{ document.pth }}", Self.context, strict: true)
                == "t.stencil:1:13: error: undefined variable 'document.pth': 'document' has no key 'pth'; "
                + "did you mean 'document.path'?")
        // An absent optional key is undefined too: test it, or give it a default.
        #expect(
            renderError(
                "{% for scene in document.scenes %}{{ scene.identifier }}{% endfor %}", Self.context, strict: true)
                == "t.stencil:1:44: error: undefined variable 'scene.identifier': 'scene' has no key 'identifier'")
    }

    @Test func indexesAndMembersOfScalars() {
        #expect(
            renderError("{{ documents.3.name }}", Self.context, strict: true)
                == "t.stencil:1:14: error: undefined variable 'documents.3': 'documents' is a list of 1")
        #expect(
            renderError("{{ empty.first }}", Self.context, strict: true)
                == "t.stencil:1:10: error: undefined variable 'empty.first': 'empty' is an empty list")
        #expect(
            renderError("{{ flag.value }}", Self.context, strict: true)
                == "t.stencil:1:9: error: undefined variable 'flag.value': 'flag' is a boolean, which has no members")
        #expect(
            renderError("{{ nothing.value }}", Self.context, strict: true)
                == "t.stencil:1:12: error: undefined variable 'nothing.value': 'nothing' is null")
    }

    @Test func definedValuesRenderAsBefore() throws {
        // A key set to null is defined; counts, first and last of non-empty lists are defined.
        let text =
            "[{{ nothing }}]{{ document.name }} {{ documents.count }} {{ documents.first.name }} {{ document.count }}"
        #expect(try render(text, Self.context, strict: true) == "[]Main 1 Main 3")
        #expect(try render(text, Self.context) == "[]Main 1 Main 3")
    }

    @Test func conditionsAndDefaultMayTestAbsentValues() throws {
        let text = """
            {% for scene in document.scenes %}{% if scene.identifier %}{{ scene.identifier }}{% else %}-{% endif %}\
            {{ scene.identifier|default:"?" }}{% endfor %}{% if missing and missing.deeper %}x{% endif %}\
            {% for d in documents where d.absent %}{{ d }}{% endfor %}{{ "y" if missing else "n" }}\
            {% ifnot missing %}!{% endif %}
            """
        #expect(try render(text, Self.context, strict: true) == "HomeHome-?n!")
        #expect(try render(text, Self.context) == "HomeHome-?n!")
    }

    @Test func everyUseOfAValueIsChecked() {
        // Text, strict error, and what the default mode does with it (renders nothing, or fails later).
        let cases: [(String, String, String)] = [
            ("{% for x in nope %}{% endfor %}", "t.stencil:1:13: error: undefined variable 'nope'", "no error"),
            (
                "{{ document.name|replace:nope,\"b\" }}", "t.stencil:1:18: error: undefined variable 'nope'",
                "t.stencil:1:18: error: filter 'replace' expects a string as argument 1"
            ),
            ("{{ nope|lowercase }}", "t.stencil:1:4: error: undefined variable 'nope'", "no error"),
            ("{% set x nope %}", "t.stencil:1:10: error: undefined variable 'nope'", "no error"),
            (
                "{% include nope %}", "t.stencil:1:12: error: undefined variable 'nope'",
                "t.stencil:1:1: error: template '' not found"
            ),
            (
                "{% macro m a %}{% endmacro %}{% call m nope %}", "t.stencil:1:40: error: undefined variable 'nope'",
                "no error"
            ),
            ("{% map nope into ys %}{% endmap %}", "t.stencil:1:8: error: undefined variable 'nope'", "no error"),
            (
                "{% for i in 1...nope %}{% endfor %}", "t.stencil:1:17: error: undefined variable 'nope'",
                "t.stencil:1:1: error: range bounds must be integers"
            ),
            ("{{ \"a\" if flag else nope }}", "no error", "no error"),
            ("{{ nope if flag }}", "t.stencil:1:4: error: undefined variable 'nope'", "no error"),
            ("{{ x|default:nope }}", "t.stencil:1:6: error: undefined variable 'nope'", "no error"),
            (
                "{% macro m %}{% endmacro %}{{ m }}",
                "t.stencil:1:31: error: 'm' is a macro, not a value: use {% call m %}", "no error"
            ),
        ]
        for (text, strict, lenient) in cases {
            #expect(renderError(text, Self.context, strict: true) == strict, "\(text)")
            #expect(renderError(text, Self.context) == lenient, "\(text)")
        }
    }

    @Test func setAndLoopVariablesAreSuggested() {
        #expect(
            renderError("{% set title \"x\" %}{{ titel }}", strict: true)
                == "t.stencil:1:23: error: undefined variable 'titel'; did you mean 'title'?")
        #expect(
            renderError("{% for scene in document.scenes %}{{ secne }}{% endfor %}", Self.context, strict: true)
                == "t.stencil:1:38: error: undefined variable 'secne'; did you mean 'scene'?")
    }

    @Test func includedTemplatesAreStrictToo() {
        let templates = ["part.stencil": "ok\n{{ document.nmae }}"]
        #expect(
            renderError(#"{% include "part.stencil" %}"#, Self.context, templates: templates, strict: true)
                == "part.stencil:2:13: error: undefined variable 'document.nmae': 'document' has no key 'nmae'; "
                + "did you mean 'document.name'?")
    }

    @Test func missingIncludesAndUnknownFiltersAreErrorsInBothModes() {
        for strict in [false, true] {
            #expect(
                renderError("\n{% include \"part.stencl\" %}", templates: ["part.stencil": ""], strict: strict)
                    == "t.stencil:2:1: error: template 'part.stencl' not found; did you mean 'part.stencil'?")
            #expect(
                renderError("{{ x|lowercaes }}", strict: strict)
                    == "t.stencil:1:6: error: unknown filter 'lowercaes'; did you mean 'lowercase'?")
            #expect(
                renderError(#"{{ x|filter:"upercase" }}"#, ["x": "a"], strict: strict)
                    == "t.stencil:1:6: error: unknown filter 'upercase'; did you mean 'uppercase'?")
            #expect(
                renderError("{% for x in xs %}{% endfro %}", strict: strict)
                    == "t.stencil:1:18: error: unknown tag 'endfro'; did you mean 'endfor'?")
        }
    }

    @Test func folderLoaderSuggestsTemplatesInItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "".write(to: folder.appendingPathComponent("helpers.stencil"), atomically: true, encoding: .utf8)
        let environment = TemplateEnvironment(loader: FolderTemplateLoader(folder: folder))
        let error = #expect(throws: TemplateError.self) { try environment.loadTemplate(named: "helper.stencil") }
        #expect(
            error?.message
                == "template 'helper.stencil' not found in '\(folder.path)'; did you mean 'helpers.stencil'?")
    }
}
