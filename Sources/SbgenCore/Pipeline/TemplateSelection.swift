import IBModel
import SbgenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which template a generation uses, and how it is loaded.
public enum TemplateSelection: Sendable, Hashable {
    /// A built-in template by name (`scenes`, `segues`, `reuse-identifiers`, `nibs`, …).
    case builtin(String)
    /// A template file; its `{% include %}`s are found next to it.
    case file(String)

    /// Names of the built-in templates users can pick, sorted. The `migrate-*` templates render
    /// `sbgen migrate`'s own plans, not a generate context, so they are not offered.
    public static var builtinNames: [String] {
        BuiltinTemplates.all.keys.filter { !$0.hasSuffix("-include") && !$0.hasPrefix("migrate-") }.sorted()
    }

    /// The text of a built-in template, or nil when there is none of that name.
    public static func builtinText(_ name: String) -> String? { BuiltinTemplates.all[name] }

    /// A built-in template as one self-contained file to start a custom template from: its
    /// `{% include %}`s of built-in partials are replaced by their text, so the copy needs nothing
    /// else, and a first comment says to render it with `--trim smart`, as the built-in one is.
    public static func standaloneBuiltinText(_ name: String) -> String? {
        guard var text = builtinText(name) else { return nil }
        for (partial, partialText) in BuiltinTemplates.all where partial.hasSuffix("-include") {
            let tag = "{% include \"\(partial)\" %}"
            let body = partialText.hasSuffix("\n") ? String(partialText.dropLast()) : partialText
            text = text.replacingLiteral(tag, with: body)
        }
        return "{# A copy of sbgen's built-in '\(name)' template. Render it with --trim smart to get the same "
            + "whitespace. #}" + text
    }

    /// "no built-in template named 'X'", with the closest name or the list of names.
    public static func unknownBuiltinMessage(_ name: String) -> String {
        var message = "no built-in template named '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: builtinNames) {
            message += "; did you mean '\(suggestion)'?"
        } else if !builtinNames.isEmpty {
            message += "; available: \(builtinNames.joined(separator: ", "))"
        }
        return message
    }

    /// Parses the template once, with an environment whose loader resolves its includes.
    /// - Parameter trimMode: whitespace handling; nil means smart for built-in templates and
    ///   legacy (`.none`) for template files, as SwiftGen does.
    /// - Parameter strict: undefined variables are errors (``TemplateEnvironment/strict``).
    /// - Throws: ``DiagnosticError``: unknown template name, unreadable file, or a template syntax error
    ///   located at `template-path:line:column`.
    public func load(
        trimMode: TrimMode? = nil, strict: Bool = false
    ) throws(DiagnosticError) -> (
        Template, TemplateEnvironment
    ) {
        let text: String
        let name: String
        var environment: TemplateEnvironment
        switch self {
        case .builtin(let builtin):
            guard let builtinText = Self.builtinText(builtin) else {
                throw DiagnosticError(.error(Self.unknownBuiltinMessage(builtin), at: SourceLocation(file: builtin)))
            }
            text = builtinText
            name = "\(builtin).stencil"
            environment = TemplateEnvironment(
                loader: DictionaryTemplateLoader(BuiltinTemplates.all), trimMode: trimMode ?? .smart)
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                var isDirectory: DirectoryFlag = false
                let reason =
                    !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    ? "no such file" : isDirectory.boolValue ? "a folder" : "not readable"
                throw DiagnosticError(
                    .error("cannot read template file: \(reason)", at: SourceLocation(file: path)))
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                let bad =
                    String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("\u{FFFD}") }.map { $0 + 1 } ?? 1
                throw DiagnosticError(
                    .error("the template is not valid UTF-8 text", at: SourceLocation(file: path, line: bad, column: 1))
                )
            }
            text = decoded
            name = path
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            environment = TemplateEnvironment(loader: FolderTemplateLoader(folder: folder), trimMode: trimMode ?? .none)
        }
        environment.strict = strict
        do {
            let template = try Template(text: text, name: name, environment: environment)
            return (template, environment)
        } catch let error as TemplateError {
            throw DiagnosticError(error.diagnostic)
        } catch {
            throw DiagnosticError(.error("\(error)", at: SourceLocation(file: name)))
        }
    }
}
