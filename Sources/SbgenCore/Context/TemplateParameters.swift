import SbgenTemplate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `param` context: template parameters given as `--param` strings, parsed with SwiftGen's
/// (StencilSwiftKit's) rules.
///
/// - `key=value` sets a string (everything after the first `=`; `key=` is the empty string).
/// - `key` alone sets `true`.
/// - Dotted keys nest: `pt.x=1 pt.y=2` gives `["pt": ["x": "1", "y": "2"]]`.
/// - Repeating a key makes a list: `v=1 v=2` gives `["v": ["1", "2"]]`; a flag may join a list
///   started by a string (`v=1 v`), but a key that holds a flag or a dictionary cannot be repeated.
/// - Each key component must be non-empty and made of letters and digits only (no `_` or `-`).
public struct TemplateParameters: Sendable, Hashable, Encodable {
    /// The parsed parameters, by top-level key.
    public var values: [String: ParameterValue]

    /// Parameters given directly.
    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    /// Parses `--param` strings, in command-line order.
    /// - Throws: ``ParseError`` for a malformed string, an invalid key, or a key used both as a value
    ///   and as a dictionary (`a=1` then `a.b=2`).
    public init(parsing items: [String]) throws(ParseError) {
        var values: [String: ParameterValue] = [:]
        for item in items {
            let (path, value) = try Self.split(item)
            guard path.count <= Self.maxKeyComponents else { throw ParseError(item: item, reason: .keyTooDeep) }
            try Self.insert(value, at: path[...], into: &values, item: item)
        }
        self.values = values
    }

    /// The parameters as one dictionary value.
    public var value: ParameterValue { .dictionary(values) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// Why a `--param` string was rejected.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The kind of problem.
        public enum Reason: Sendable, Hashable {
            /// Not `key=value` and not a valid flag name (e.g. empty, or `a b`).
            case invalidSyntax
            /// A key component is empty or has characters other than letters and digits.
            case invalidKey(String)
            /// `key` already holds a value that cannot take this one (a flag, a dictionary, or a
            /// string/list when a dictionary is needed).
            case conflict(key: String, existing: String)
            /// The key has more than ``TemplateParameters/maxKeyComponents`` dotted components.
            case keyTooDeep
        }

        /// The `--param` string as given.
        public var item: String
        public var reason: Reason

        public init(item: String, reason: Reason) {
            self.item = item
            self.reason = reason
        }

        /// The item, shortened for messages about very long ones.
        private var summary: String {
            item.count > 80 ? item.prefix(77) + "..." : item
        }

        public var description: String {
            switch reason {
            case .invalidSyntax:
                "invalid --param '\(item)': expected key=value or a flag name"
            case .invalidKey(let key):
                "invalid --param '\(item)': key '\(key)' must be letters and digits, with '.' between nested keys"
            case .conflict(let key, let existing):
                "invalid --param '\(item)': '\(key)' already holds \(existing) and cannot also take this value"
            case .keyTooDeep:
                "invalid --param '\(summary)': keys may have at most \(TemplateParameters.maxKeyComponents) components"
            }
        }
    }

    /// Most dotted components a key may have (`a.b.c` has 3).
    public static let maxKeyComponents = 32

    // MARK: - Parsing

    private static func split(_ item: String) throws(ParseError) -> ([String], ParameterValue) {
        if let equals = item.firstIndex(of: "=") {
            let key = String(item[..<equals])
            let path = key.components(separatedBy: ".")
            return (path, .string(String(item[item.index(after: equals)...])))
        }
        // A flag must be a valid dotted key as a whole, or it is a syntax error (SwiftGen's rule).
        guard isValidFlag(item) else { throw ParseError(item: item, reason: .invalidSyntax) }
        return (item.components(separatedBy: "."), .bool(true))
    }

    private static func insert(
        _ value: ParameterValue, at path: ArraySlice<String>, into values: inout [String: ParameterValue],
        item: String
    ) throws(ParseError) {
        let key = path.first ?? ""
        guard isValidKey(key) else { throw ParseError(item: item, reason: .invalidKey(key)) }
        let rest = path.dropFirst()
        // Lists and dictionaries are mutated in place, after the switch has released its copy,
        // so repeating a key or filling a dictionary stays linear.
        var isList = false
        var isDictionary = false
        switch values[key] {
        case .array?: isList = true
        case .dictionary?: isDictionary = true
        default: break
        }
        if rest.isEmpty {
            if isList { return values[key]!.appendElement(value) }
            switch values[key] {
            case nil: values[key] = value
            case .string(let existing)?: values[key] = .array([.string(existing), value])
            case let existing?:
                throw ParseError(item: item, reason: .conflict(key: key, existing: existing.summary))
            }
            return
        }
        var nested: [String: ParameterValue] = [:]
        if isDictionary {
            nested = values[key]!.takeDictionary()
        } else if let existing = values[key] {
            throw ParseError(item: item, reason: .conflict(key: key, existing: existing.summary))
        }
        try insert(value, at: rest, into: &nested, item: item)
        values[key] = .dictionary(nested)
    }

    // Same character class as StencilSwiftKit: Foundation's `alphanumerics` (letters, marks, digits).
    private static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy(ScalarClass.isAlphanumeric)
    }

    private static func isValidFlag(_ flag: String) -> Bool {
        !flag.isEmpty && flag.unicodeScalars.allSatisfy { ScalarClass.isAlphanumeric($0) || $0 == "." }
    }
}

extension ParameterValue {
    /// Appends to a list in place: the list is taken out first so it is uniquely referenced
    /// (repeating a key many times stays linear).
    fileprivate mutating func appendElement(_ element: ParameterValue) {
        guard case .array(var list) = self else { return }
        self = .bool(false)
        list.append(element)
        self = .array(list)
    }

    /// Moves a dictionary out, leaving a placeholder, so the caller can mutate it without a copy.
    fileprivate mutating func takeDictionary() -> [String: ParameterValue] {
        guard case .dictionary(let dictionary) = self else { return [:] }
        self = .bool(false)
        return dictionary
    }
}
