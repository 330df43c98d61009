import Foundation
import SbgenTemplate
import Testing

@Suite struct IncludeTests {
    @Test func includeUsesCurrentContext() throws {
        let templates = ["part": "<{{ name }}>"]
        #expect(try render(#"a{% include "part" %}b"#, ["name": "x"], templates: templates) == "a<x>b")
    }

    @Test func includeWithContextVariable() throws {
        let templates = ["part": "{{ first }}-{{ outer }}"]
        let context: TemplateValue = ["item": ["first": "1"], "outer": "o"]
        #expect(try render(#"{% include "part" item %}"#, context, templates: templates) == "1-o")
    }

    @Test func includeNameFromVariable() throws {
        #expect(try render("{% include which %}", ["which": "p"], templates: ["p": "P"]) == "P")
    }

    @Test func includedTemplateFollowsTrimMode() throws {
        let templates = ["p": "{% if true %}\nin\n{% endif %}\n"]
        #expect(try render(#"{% include "p" %}"#, templates: templates) == "in\n")
    }

    @Test func folderLoader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Hi {{ who }}".write(to: folder.appendingPathComponent("hi.stencil"), atomically: true, encoding: .utf8)
        let environment = TemplateEnvironment(loader: FolderTemplateLoader(folder: folder))
        #expect(try environment.renderTemplate(named: "hi.stencil", context: ["who": "you"]) == "Hi you")
        let error = #expect(throws: TemplateError.self) { try environment.loadTemplate(named: "nope.stencil") }
        #expect(error?.message.hasPrefix("template 'nope.stencil' not found") == true)
    }

    @Test func errorInIncludedTemplateNamesThatTemplate() {
        let templates = ["bad.stencil": "ok\n{{ x|swiftIdentifier }}"]
        #expect(
            renderError(#"{% include "bad.stencil" %}"#, templates: templates)
                == "bad.stencil:2:6: error: filter 'swiftIdentifier' expects a string, got nothing")
    }

    @Test func missingIncludeIsLocated() {
        #expect(renderError("\n  {% include \"nope\" %}") == "t.stencil:2:3: error: template 'nope' not found")
    }

    @Test func selfIncludeIsStopped() {
        let templates = ["self": "x{% include \"self\" %}"]
        #expect(
            renderError(#"{% include "self" %}"#, templates: templates)
                == "self:1:2: error: include of 'self' nested more than 64 levels deep (infinite recursion?)")
    }

    @Test func mutualIncludeIsStopped() {
        let templates = ["a": "{% include \"b\" %}", "b": "{% include \"a\" %}"]
        let message = renderError(#"{% include "a" %}"#, templates: templates)
        #expect(message.hasSuffix("nested more than 64 levels deep (infinite recursion?)"))
        #expect(message.hasPrefix("a:1:1: error: include of 'b'") || message.hasPrefix("b:1:1: error: include of 'a'"))
    }
}
