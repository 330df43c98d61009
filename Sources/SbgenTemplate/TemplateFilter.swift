/// A filter usable as `{{ value|name:arg1,arg2 }}`.
///
/// Filters throw `TemplateError("message")` without a location; the renderer adds the
/// location of the filter in the template.
public struct TemplateFilter: Sendable {
    /// How many arguments the filter accepts; checked when the template is parsed.
    public let arguments: ClosedRange<Int>
    /// Transforms the input value using the resolved arguments.
    public let apply: @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue

    /// Creates a filter accepting `arguments` arguments.
    public init(
        arguments: ClosedRange<Int> = 0...0,
        _ apply: @escaping @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue
    ) {
        self.arguments = arguments
        self.apply = apply
    }

    /// A filter taking no argument.
    static func unary(_ transform: @escaping @Sendable (TemplateValue) throws -> TemplateValue) -> TemplateFilter {
        TemplateFilter { value, _ in try transform(value) }
    }

    /// A no-argument filter on strings, with StencilSwiftKit's input check.
    static func string(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> TemplateFilter {
        TemplateFilter { value, _ in .string(transform(try stringInput(value, filter: name))) }
    }

    /// StencilSwiftKit's `parseString`: strings and scalars are accepted, anything else is an error.
    static func stringInput(_ value: TemplateValue, filter name: String) throws -> String {
        switch value {
        case .string(let string): return string
        case .int, .double, .bool: return value.rendered
        case .null: throw TemplateError("filter '\(name)' expects a string, got nothing")
        case .array, .dictionary: throw TemplateError("filter '\(name)' expects a string, got \(value.debugRendered)")
        }
    }

    /// A string argument (scalars are converted).
    static func stringArgument(_ arguments: [TemplateValue], at index: Int, filter name: String) throws -> String {
        guard index < arguments.count else { throw TemplateError("filter '\(name)' is missing argument \(index + 1)") }
        switch arguments[index] {
        case .string(let string): return string
        case .int, .double, .bool: return arguments[index].rendered
        default: throw TemplateError("filter '\(name)' expects a string as argument \(index + 1)")
        }
    }

    /// StencilSwiftKit's `parseBool`: a Bool, or one of true/false/yes/no/1/0.
    static func boolArgument(
        _ arguments: [TemplateValue], at index: Int, default defaultValue: Bool, filter name: String
    ) throws -> Bool {
        guard index < arguments.count else { return defaultValue }
        switch arguments[index] {
        case .bool(let bool): return bool
        case .int(let int) where int == 0 || int == 1: return int == 1
        case .string(let string):
            switch string.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        default: break
        }
        throw TemplateError("filter '\(name)' expects a boolean as argument \(index + 1)")
    }

    /// A mode argument that must be one of `allowed` (first one is the default).
    static func modeArgument(
        _ arguments: [TemplateValue], at index: Int, allowed: [String], filter name: String
    ) throws -> String {
        guard index < arguments.count else { return allowed[0] }
        let mode = try stringArgument(arguments, at: index, filter: name)
        guard allowed.contains(mode) else {
            let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
            throw TemplateError("filter '\(name)' mode must be one of \(list), got '\(mode)'")
        }
        return mode
    }
}
