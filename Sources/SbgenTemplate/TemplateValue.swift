/// A value that templates can read: the render context and everything reachable from it.
///
/// Rendering follows Stencil: strings as is, numbers in decimal, booleans as `true`/`false`,
/// arrays and dictionaries like Swift's `description` (`["a", "b"]`), `null` as the empty string.
public enum TemplateValue: Sendable, Hashable {
    /// No value: a missing key, a JSON `null`, a `nil` optional. Renders as the empty string.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A floating-point number (finite: ``init(encoding:)`` refuses infinities and NaN).
    case double(Double)
    /// Text.
    case string(String)
    /// A list, in order; `{% for %}` walks it.
    case array([TemplateValue])
    /// Values by key; `{{ a.b }}` reads key `b`, and `{% for key, value in d %}` walks the keys sorted.
    case dictionary([String: TemplateValue])

    /// The text a `{{ value }}` tag prints.
    public var rendered: String {
        switch self {
        case .null: return ""
        case .string(let string): return string
        default: return debugRendered
        }
    }

    /// Swift-`description`-like text, used inside collections (strings quoted, `nil` for null).
    var debugRendered: String {
        switch self {
        case .null: return "nil"
        case .bool(let bool): return bool ? "true" : "false"
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .string(let string): return string.debugDescription
        case .array(let items): return "[" + items.map(\.debugRendered).joined(separator: ", ") + "]"
        case .dictionary(let dict):
            // Sorted so output is deterministic (Swift dictionaries have no stable order).
            guard !dict.isEmpty else { return "[:]" }
            let pairs = dict.keys.sorted().map { "\($0.debugDescription): \(dict[$0]!.debugRendered)" }
            return "[" + pairs.joined(separator: ", ") + "]"
        }
    }

    /// Stencil truthiness: empty collections/strings, `null`, `false` and numbers `<= 0` are false.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let bool): return bool
        case .int(let int): return int > 0
        case .double(let double): return double > 0
        case .string(let string): return !string.isEmpty
        case .array(let items): return !items.isEmpty
        case .dictionary(let dict): return !dict.isEmpty
        }
    }

    /// The string payload, or `nil` for non-strings.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The numeric payload as a `Double` (ints and doubles only).
    var numberValue: Double? {
        switch self {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return nil
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Looks up one dotted-path component the way Stencil does.
    ///
    /// Dictionaries: `count` (which wins over a key named "count", as in Stencil), then key.
    /// Arrays and strings: integer index, `first`, `last`, `count`.
    func member(_ name: String) -> TemplateValue {
        switch self {
        case .dictionary(let dict):
            if name == "count" { return .int(dict.count) }
            return dict[name] ?? .null
        case .array(let items):
            return Self.collectionMember(name, count: items.count, first: items.first, last: items.last) {
                items[$0]
            }
        case .string(let string):
            let chars = Array(string)
            return Self.collectionMember(
                name, count: chars.count, first: chars.first.map { .string(String($0)) },
                last: chars.last.map { .string(String($0)) }
            ) { .string(String(chars[$0])) }
        default:
            return .null
        }
    }

    private static func collectionMember(
        _ name: String, count: Int, first: TemplateValue?, last: TemplateValue?,
        at: (Int) -> TemplateValue
    ) -> TemplateValue {
        switch name {
        case "count": return .int(count)
        case "first": return first ?? .null
        case "last": return last ?? .null
        default:
            guard let index = Int(name), index >= 0, index < count else { return .null }
            return at(index)
        }
    }

    /// Stencil equality: numbers compare by value (`1 == 1.0`), null equals null.
    func isEqual(to other: TemplateValue) -> Bool {
        if let lhs = numberValue, let rhs = other.numberValue { return lhs == rhs }
        return self == other
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates an integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates a double value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates an array value.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    /// Creates a dictionary value; later duplicate keys win.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
}
