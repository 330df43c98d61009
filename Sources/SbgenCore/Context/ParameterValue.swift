/// One value of the `param` context: what `--param` strings parse into (see ``TemplateParameters``).
///
/// Encodes as the plain JSON value (`"x"`, `true`, `[…]`, `{…}`), so templates see ordinary
/// strings, booleans, lists and dictionaries.
public enum ParameterValue: Sendable, Hashable, Codable {
    /// `--param key=value`: the text after the first `=` (may be empty, may contain `=`).
    case string(String)
    /// `--param key` without `=`: `true`.
    case bool(Bool)
    /// A key given more than once: every value, in command-line order.
    case array([ParameterValue])
    /// A dotted key (`--param a.b=1`): the values under `a`.
    case dictionary([String: ParameterValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ParameterValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: ParameterValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }

    /// A short description for error messages: the string, `true`, `[…]` or `{…}`.
    var summary: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .bool(let value): value ? "true" : "false"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }
}
