/// Turns tokens into a node tree. Recursion depth equals the template's block nesting.
struct Parser {
    private let tokens: [Token]
    private let filters: FilterRegistry
    private var position = 0
    private var depth = 0

    /// Deepest block nesting accepted (parsing and rendering recurse once per level).
    static let maxNesting = 256

    /// Tags that only make sense inside a block; met elsewhere they are "unexpected".
    private static let innerTags: Set<String> = [
        "elif", "else", "empty", "endif", "endfor", "endfilter", "endset", "endmacro", "endmap",
    ]

    /// Every tag name, for "did you mean" (block tags and the tags that only appear inside them).
    private static let tags =
        ["if", "ifnot", "for", "include", "filter", "set", "macro", "call", "map"] + innerTags.sorted()

    init(tokens: [Token], filters: FilterRegistry) {
        self.tokens = tokens
        self.filters = filters
    }

    /// Parses the whole template.
    mutating func parse() throws -> [Node] {
        try parseBody(until: [], opening: nil).nodes
    }

    /// Parses nodes until a block tag named in `ends`; returns that tag (nil at end of input).
    private mutating func parseBody(
        until ends: Set<String>, opening: (token: Token, end: String)?
    ) throws -> (nodes: [Node], end: Token?) {
        if let opening {
            guard depth <= Self.maxNesting else {
                throw TemplateError(
                    "blocks nested more than \(Self.maxNesting) levels deep", at: opening.token.location)
            }
        }
        depth += 1
        defer { depth -= 1 }
        var nodes: [Node] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .comment: continue
            case .text: nodes.append(.text(textNode(at: position - 1)))
            case .variable:
                let components = token.components
                guard let first = components.first else {
                    throw TemplateError("empty variable tag", at: token.location)
                }
                if components.count > 2, components[1].text == "if" {
                    nodes.append(try inlineIf(components, token))
                    continue
                }
                // Spaces are allowed around `|` and `:`: parse the words as one expression.
                let joined = Token.Component(
                    text: components.map(\.text).joined(separator: " "), location: first.location)
                nodes.append(.output(try expression(joined)))
            case .block:
                let name = token.tagName
                if ends.contains(name) { return (nodes, token) }
                if Self.innerTags.contains(name) {
                    throw TemplateError("unexpected '\(name)'", at: token.location)
                }
                nodes.append(try parseTag(name, token))
            }
        }
        if let opening {
            throw TemplateError(
                "unclosed '\(opening.token.tagName)' block, expected '\(opening.end)'", at: opening.token.location)
        }
        return (nodes, nil)
    }

    /// `{{ value if condition [else other] }}`.
    private func inlineIf(_ components: [Token.Component], _ token: Token) throws -> Node {
        let elseIndex = components.firstIndex { $0.text == "else" } ?? components.endIndex
        let condition = try Condition.parse(components[2..<elseIndex], at: token.location, filters: filters)
        var otherwise: FilterExpression?
        if elseIndex < components.endIndex {
            let rest = components[(elseIndex + 1)...]
            guard let first = rest.first else { throw TemplateError("missing value after 'else'", at: token.location) }
            otherwise = try expression(
                Token.Component(text: rest.map(\.text).joined(separator: " "), location: first.location))
        }
        return .conditionalOutput(try expression(components[0]), condition: condition, otherwise: otherwise)
    }

    private func expression(_ component: Token.Component) throws -> FilterExpression {
        try FilterExpression(parsing: component.text, at: component.location, filters: filters)
    }

    private mutating func parseTag(_ name: String, _ token: Token) throws -> Node {
        let words = token.components
        switch name {
        case "if": return try parseIf(token, words)
        case "ifnot": return try parseIfNot(token, words)
        case "for": return try parseFor(token, words)
        case "include":
            guard words.count == 2 || words.count == 3 else {
                throw syntax(token, "'include' tag takes a template name and an optional context")
            }
            return .include(
                name: try expression(words[1]), context: try words.count == 3 ? expression(words[2]) : nil,
                location: token.location)
        case "filter":
            guard words.count == 2 else { throw syntax(token, "'filter' tag takes one filter expression") }
            // Parse `_|f|g` so filter locations still point into the tag.
            var location = words[1].location
            location.column -= 2
            let filterExpression = try FilterExpression(
                parsing: "_|" + words[1].text, at: location, filters: filters)
            return .filterBlock(filterExpression, body: try parseBlock(token, end: "endfilter"))
        case "set":
            guard words.count == 2 || words.count == 3 else {
                throw syntax(token, "'set' tag takes a variable name and an optional value")
            }
            if words.count == 3 { return .setValue(name: words[1].text, value: try expression(words[2])) }
            return .setBlock(
                name: words[1].text, body: try parseBlock(token, end: "endset"), location: token.location)
        case "macro":
            guard words.count >= 2 else { throw syntax(token, "'macro' tag takes a name and optional parameters") }
            let body = try parseBlock(token, end: "endmacro")
            return .macro(
                MacroNode(
                    name: words[1].text, parameters: words.dropFirst(2).map(\.text), body: body,
                    location: token.location))
        case "call":
            guard words.count >= 2 else { throw syntax(token, "'call' tag takes a macro name and its arguments") }
            return .call(
                name: words[1].text, arguments: try words.dropFirst(2).map(expression), location: token.location)
        case "map": return try parseMap(token, words)
        default:
            var message = "unknown tag '\(name)'"
            if let suggestion = Suggestion.closest(to: name, among: Self.tags) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw TemplateError(message, at: token.location)
        }
    }

    private func syntax(_ token: Token, _ message: String) -> TemplateError {
        TemplateError(message, at: token.location)
    }

    /// Parses a body that must end with exactly `end`.
    private mutating func parseBlock(_ opening: Token, end: String) throws -> [Node] {
        try parseBody(until: [end], opening: (opening, end)).nodes
    }

    private mutating func parseIf(_ token: Token, _ words: [Token.Component]) throws -> Node {
        var branches: [IfBranch] = []
        var condition: Condition? = try Condition.parse(words.dropFirst(), at: token.location, filters: filters)
        while true {
            let (body, end) = try parseBody(until: ["elif", "else", "endif"], opening: (token, "endif"))
            branches.append(IfBranch(condition: condition, body: body))
            guard let end, end.tagName != "endif" else { break }
            if end.tagName == "else" {
                let (elseBody, _) = try parseBody(until: ["endif"], opening: (token, "endif"))
                branches.append(IfBranch(condition: nil, body: elseBody))
                break
            }
            condition = try Condition.parse(end.components.dropFirst(), at: end.location, filters: filters)
        }
        return .conditional(branches, location: token.location)
    }

    /// `ifnot c` renders its first body when `c` is false, like Stencil's.
    private mutating func parseIfNot(_ token: Token, _ words: [Token.Component]) throws -> Node {
        let condition = try Condition.parse(words.dropFirst(), at: token.location, filters: filters)
        let (body, end) = try parseBody(until: ["else", "endif"], opening: (token, "endif"))
        var branches = [IfBranch(condition: .not(condition), body: body)]
        if end?.tagName == "else" {
            branches.append(IfBranch(condition: nil, body: try parseBlock(token, end: "endif")))
        }
        return .conditional(branches, location: token.location)
    }

    private mutating func parseFor(_ token: Token, _ words: [Token.Component]) throws -> Node {
        let usage = "'for' tag syntax is 'for x in items [where condition]'"
        guard let inIndex = words.firstIndex(where: { $0.text == "in" }), inIndex >= 2, inIndex + 1 < words.count
        else { throw syntax(token, usage) }
        let names = words[1..<inIndex].map(\.text).joined(separator: " ").split(separator: ",").map {
            String($0).trimmingSpaces()
        }
        guard (1...2).contains(names.count), !names.contains(where: \.isEmpty) else { throw syntax(token, usage) }
        var filter: Condition?
        if inIndex + 2 < words.count {
            guard words[inIndex + 2].text == "where" else { throw syntax(token, usage) }
            filter = try Condition.parse(words[(inIndex + 3)...], at: words[inIndex + 2].location, filters: filters)
        }
        let sequence = try loopSequence(words[inIndex + 1])
        let (body, end) = try parseBody(until: ["empty", "endfor"], opening: (token, "endfor"))
        var emptyBody: [Node] = []
        if end?.tagName == "empty" { emptyBody = try parseBlock(token, end: "endfor") }
        return .loop(
            ForNode(
                names: names, sequence: sequence, filter: filter, body: body, emptyBody: emptyBody,
                location: token.location))
    }

    /// `xs|f` or `1...n` (both ends may be filter expressions, as in Stencil's `RangeVariable`).
    private func loopSequence(_ component: Token.Component) throws -> LoopSequence {
        let bounds = component.text.components(separatedBy: "...")
        guard bounds.count == 2 else { return .value(try expression(component)) }
        var upperLocation = component.location
        upperLocation.column += bounds[0].count + 3
        return .range(
            try FilterExpression(parsing: bounds[0], at: component.location, filters: filters),
            try FilterExpression(parsing: bounds[1], at: upperLocation, filters: filters))
    }

    private mutating func parseMap(_ token: Token, _ words: [Token.Component]) throws -> Node {
        guard words.count == 4 || words.count == 6, words[2].text == "into",
            words.count == 4 || words[4].text == "using"
        else { throw syntax(token, "'map' tag syntax is 'map items into result [using item]'") }
        let sequence = try expression(words[1])
        let body = try parseBlock(token, end: "endmap")
        return .map(
            MapNode(
                sequence: sequence, resultName: words[3].text, itemName: words.count == 6 ? words[5].text : nil,
                body: body, location: token.location))
    }

    // MARK: - Whitespace

    /// Pre-computes the text for both trim modes from the neighbouring block tags' markers.
    private func textNode(at index: Int) -> TextNode {
        let text = tokens[index].contents
        let previous = index > 0 && tokens[index - 1].kind == .block ? tokens[index - 1].trailing : nil
        let next = index + 1 < tokens.count && tokens[index + 1].kind == .block ? tokens[index + 1].leading : nil
        let smart = WhitespaceTrimmer.trim(
            text, leading: Self.smartLeading(previous), trailing: Self.smartTrailing(next))
        let none = WhitespaceTrimmer.trim(
            WhitespaceTrimmer.markingBlankLines(text), leading: previous == .trim ? .all : .nothing,
            trailing: next == .trim ? .all : .nothing)
        return TextNode(smart: smart, none: none, location: tokens[index].location)
    }

    /// Text right after a block tag: Stencil's smart mode drops spaces and one newline.
    private static func smartLeading(_ marker: TrimMarker?) -> WhitespaceTrimmer.Trim {
        switch marker {
        case nil, .keep?: return .nothing
        case .trim?: return .all
        case .unspecified?: return .spacesAndOneNewline
        }
    }

    /// Text right before a block tag: Stencil's smart mode drops trailing spaces and tabs.
    private static func smartTrailing(_ marker: TrimMarker?) -> WhitespaceTrimmer.Trim {
        switch marker {
        case nil, .keep?: return .nothing
        case .trim?: return .all
        case .unspecified?: return .spaces
        }
    }
}
