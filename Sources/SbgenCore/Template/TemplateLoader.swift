#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A template's text plus the path used in error messages.
public struct TemplateSource: Sendable {
    /// The template text.
    public var text: String
    /// Where it came from (file path or name), used as the error location's template name.
    public var path: String

    /// Creates a source.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}

/// Finds templates for `{% include %}` and `TemplateEnvironment.loadTemplate(named:)`.
public protocol TemplateLoader: Sendable {
    /// Returns the template called `name`; throws `TemplateError` when there is none.
    func loadTemplate(named name: String) throws -> TemplateSource
    /// The names it can load, for "did you mean" when a name is not found; empty when unknown.
    func templateNames() -> [String]
}

extension TemplateLoader {
    /// No names known: a missing template gets no suggestion.
    public func templateNames() -> [String] { [] }

    /// `message`, with the closest of ``templateNames()`` to `name` when one is a likely typo.
    func suggesting(_ message: String, for name: String) -> TemplateError {
        guard let suggestion = Suggestion.closest(to: name, among: templateNames()) else {
            return TemplateError(message)
        }
        return TemplateError(message + "; did you mean '\(suggestion)'?")
    }
}

/// Loads templates from files under a folder; `name` is a path relative to it.
///
/// Like Stencil's `FileSystemLoader`, it refuses absolute names and names that lead outside the
/// folder (through `..` or symbolic links), so a template cannot read arbitrary files.
public struct FolderTemplateLoader: TemplateLoader {
    /// The folder names are resolved against.
    public let folder: URL

    /// Creates a loader over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Reads `folder/name` as UTF-8.
    public func loadTemplate(named name: String) throws -> TemplateSource {
        guard !name.hasPrefix("/"), !name.hasPrefix("~") else {
            throw TemplateError("template name '\(name)' must be a path relative to the template folder")
        }
        let url = folder.appendingPathComponent(name)
        // Check where the name really leads, after `..` and symbolic links, and read that file.
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved.hasPrefix(prefix) else {
            throw TemplateError("template '\(name)' is outside the template folder '\(folder.path)'")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw suggesting("template '\(name)' not found in '\(folder.path)'", for: name)
        }
        return TemplateSource(text: String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// The `.stencil` files directly in the folder.
    public func templateNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".stencil") }.sorted()
    }
}

/// Serves templates from memory; handy for tests and bundled templates.
public struct DictionaryTemplateLoader: TemplateLoader {
    /// Template texts by name.
    public let templates: [String: String]

    /// Creates a loader over `templates` (name → text).
    public init(_ templates: [String: String]) {
        self.templates = templates
    }

    /// Returns the text stored under `name`; the name doubles as the path.
    public func loadTemplate(named name: String) throws -> TemplateSource {
        guard let text = templates[name] else { throw suggesting("template '\(name)' not found", for: name) }
        return TemplateSource(text: text, path: name)
    }

    /// The names it holds, sorted.
    public func templateNames() -> [String] { templates.keys.sorted() }
}
