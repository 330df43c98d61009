/// Literal text, pre-trimmed at parse time for both trim modes so rendering only picks one.
struct TextNode: Sendable {
    /// Text as rendered with `TrimMode.smart`.
    let smart: String
    /// Text as rendered with `TrimMode.none` (explicit markers only; blank lines marked for compaction).
    let none: String
    /// Where the text starts.
    let location: TemplateLocation
}

/// One `if`/`elif`/`else` branch; `condition` is nil for `else`.
struct IfBranch: Sendable {
    let condition: Condition?
    let body: [Node]
}

/// What a `for` iterates: a value, or Stencil's integer range `from...to`.
enum LoopSequence: Sendable {
    case value(FilterExpression)
    case range(FilterExpression, FilterExpression)
}

/// `{% for a[, b] in seq [where cond] %}…[{% empty %}…]{% endfor %}`.
struct ForNode: Sendable {
    let names: [String]
    let sequence: LoopSequence
    let filter: Condition?
    let body: [Node]
    let emptyBody: [Node]
    let location: TemplateLocation
}

/// `{% macro name params… %}…{% endmacro %}` (StencilSwiftKit).
struct MacroNode: Sendable {
    let name: String
    let parameters: [String]
    let body: [Node]
    let location: TemplateLocation
}

/// `{% map seq into result [using item] %}…{% endmap %}` (StencilSwiftKit).
struct MapNode: Sendable {
    let sequence: FilterExpression
    let resultName: String
    let itemName: String?
    let body: [Node]
    let location: TemplateLocation
}

/// A parsed template element. Parsed once, rendered many times: everything is immutable.
indirect enum Node: Sendable {
    case text(TextNode)
    case output(FilterExpression)
    /// `{{ value if condition else other }}` (Stencil's inline if; `else` part optional).
    case conditionalOutput(FilterExpression, condition: Condition, otherwise: FilterExpression?)
    case conditional([IfBranch], location: TemplateLocation)
    case loop(ForNode)
    case include(name: FilterExpression, context: FilterExpression?, location: TemplateLocation)
    /// `{% filter f|g %}`: the body is rendered, then passed through the filters (base is ignored).
    case filterBlock(FilterExpression, body: [Node])
    case setValue(name: String, value: FilterExpression)
    case setBlock(name: String, body: [Node], location: TemplateLocation)
    case macro(MacroNode)
    case call(name: String, arguments: [FilterExpression], location: TemplateLocation)
    case map(MapNode)
}
