/// Whitespace control marker written just inside a block tag: `{%-`/`-%}` or `{%+`/`+%}`.
enum TrimMarker: Sendable {
    case unspecified, trim, keep
}

/// One lexical unit of a template: literal text or the inside of a `{{ }}`, `{% %}` or `{# #}`.
struct Token: Sendable {
    enum Kind: Sendable {
        case text, variable, block, comment
    }

    /// One whitespace-separated word of a tag, with where it starts.
    struct Component: Sendable {
        var text: String
        var location: TemplateLocation
    }

    let kind: Kind
    /// Text tokens: the text; tags: what is between the delimiters (and markers), untrimmed.
    let contents: String
    /// Where the token starts (the `{` of a tag).
    let location: TemplateLocation
    /// Where `contents` starts.
    let contentLocation: TemplateLocation
    var leading: TrimMarker = .unspecified
    var trailing: TrimMarker = .unspecified

    /// Splits `contents` on whitespace outside quotes, like Stencil's `smartSplit`.
    var components: [Component] {
        var result: [Component] = []
        var current = ""
        var start = contentLocation
        var quote: Character?
        var line = contentLocation.line
        var column = contentLocation.column
        for char in contents {
            if quote == nil, char.isWhitespace {
                if !current.isEmpty { result.append(Component(text: current, location: start)) }
                current = ""
            } else {
                if current.isEmpty {
                    start = TemplateLocation(templateName: start.templateName, line: line, column: column)
                }
                current.append(char)
                if let open = quote {
                    if char == open { quote = nil }
                } else if char == "\"" || char == "'" {
                    quote = char
                }
            }
            if char == "\n" || char == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        if !current.isEmpty { result.append(Component(text: current, location: start)) }
        return result
    }

    /// The tag name (first component) of a block token.
    var tagName: String { components.first?.text ?? "" }
}
