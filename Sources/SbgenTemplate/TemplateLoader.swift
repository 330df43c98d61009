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
