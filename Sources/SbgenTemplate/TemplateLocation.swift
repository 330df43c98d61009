/// A position in a template source, 1-based.
public struct TemplateLocation: Sendable, Hashable {
    /// Template name or path, as given to `Template(text:name:)` or the loader.
    public var templateName: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int

    /// Creates a location.
    public init(templateName: String, line: Int, column: Int) {
        self.templateName = templateName
        self.line = line
        self.column = column
    }
}
