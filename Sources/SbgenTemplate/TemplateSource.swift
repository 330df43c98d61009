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
