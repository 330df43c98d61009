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

/// An error raised while parsing or rendering a template.
///
/// Its description is compiler-style so editors and Xcode can jump to it:
/// `template-path:line:column: error: message`.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, without location.
    public var message: String
    /// Where it went wrong; `nil` only while a filter error bubbles up to the node that applies it.
    public var location: TemplateLocation?

    /// Creates an error; filters usually leave `location` nil and the renderer fills it in.
    public init(_ message: String, at location: TemplateLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `path:line:column: error: message`.
    public var description: String {
        guard let location else { return "error: \(message)" }
        return "\(location.templateName):\(location.line):\(location.column): error: \(message)"
    }

    /// Adds `location` unless the error already has one (the innermost location wins).
    func located(at location: TemplateLocation) -> TemplateError {
        var copy = self
        if copy.location == nil { copy.location = location }
        return copy
    }
}
