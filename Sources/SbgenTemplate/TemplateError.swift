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
