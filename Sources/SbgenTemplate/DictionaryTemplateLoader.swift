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
