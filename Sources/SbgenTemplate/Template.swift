/// A parsed template: parse once with `init(text:name:environment:)`, render many times.
///
/// Rendering is reentrant: all per-render state lives in a fresh renderer, so one `Template`
/// can be rendered concurrently from several tasks.
public struct Template: Sendable {
    /// Name or path shown in error locations.
    public let name: String
    let nodes: [Node]

    /// Parses `text`. Unknown tags and filters, bad argument counts and unclosed or stray
    /// block tags are reported here, before any rendering.
    ///
    /// - Parameter environment: only its extra filters matter at parse time.
    public init(
        text: String, name: String = "template", environment: TemplateEnvironment = TemplateEnvironment()
    )
        throws
    {
        self.name = name
        let tokens = try Lexer(templateName: name, text: text).tokenize()
        var parser = Parser(tokens: tokens, filters: environment.registry)
        nodes = try parser.parse()
    }

    /// Renders with `context` (normally a `.dictionary`) in `environment`.
    public func render(
        _ context: TemplateValue, environment: TemplateEnvironment = TemplateEnvironment()
    ) throws
        -> String
    {
        var out = ""
        try RenderBudget.$maxOutputBytes.withValue(environment.maxOutputBytes) {
            try Renderer(context: context, environment: environment).render(nodes, into: &out)
        }
        return environment.trimMode == .none ? WhitespaceTrimmer.compactingBlankLines(out) : out
    }
}
