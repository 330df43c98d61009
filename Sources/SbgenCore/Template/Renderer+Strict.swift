extension Renderer {
    /// Strict mode: throws when `path` is not defined, located at the first component that is
    /// missing (a variable set to null is defined). Called only for a null value, so a template that
    /// renders without errors pays nothing.
    func checkDefined(_ path: [String], at location: TemplateLocation) throws {
        guard let binding = lookup(path[0]) else {
            var message = "undefined variable '\(path[0])'"
            if let suggestion = Suggestion.closest(to: path[0], among: boundNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw TemplateError(message, at: location)
        }
        guard case .value(var value) = binding else {
            throw TemplateError("'\(path[0])' is a macro, not a value: use {% call \(path[0]) %}", at: location)
        }
        var memberLocation = location
        for index in path.indices.dropFirst() {
            memberLocation.column += path[index - 1].count + 1
            guard let member = value.definedMember(path[index]) else {
                throw TemplateError(Self.undefinedMember(path, at: index, in: value), at: memberLocation)
            }
            value = member
        }
    }

    /// "undefined variable 'a.b': 'a' has no key 'b'; did you mean 'a.c'?" and the like.
    private static func undefinedMember(_ path: [String], at index: Int, in value: TemplateValue) -> String {
        let owner = path[..<index].joined(separator: ".")
        let name = path[index]
        var message = "undefined variable '\(path[...index].joined(separator: "."))': "
        switch value {
        case .dictionary(let dict):
            message += "'\(owner)' has no key '\(name)'"
            if let suggestion = Suggestion.closest(to: name, among: dict.keys.sorted() + ["count"]) {
                message += "; did you mean '\(owner).\(suggestion)'?"
            }
        case .array(let items):
            message += items.isEmpty ? "'\(owner)' is an empty list" : "'\(owner)' is a list of \(items.count)"
        case .string(let string):
            message += string.isEmpty ? "'\(owner)' is an empty string" : "'\(owner)' is a string of \(string.count)"
        case .null: message += "'\(owner)' is null"
        case .bool: message += "'\(owner)' is a boolean, which has no members"
        case .int, .double: message += "'\(owner)' is a number, which has no members"
        }
        return message
    }
}

extension TemplateValue {
    /// The member ``member(_:)`` finds, or nil when there is none: a key the dictionary lacks, an
    /// index out of range, `first`/`last` of an empty collection, any member of a scalar or null.
    func definedMember(_ name: String) -> TemplateValue? {
        switch self {
        case .dictionary(let dict):
            return name == "count" ? .int(dict.count) : dict[name]
        case .array(let items):
            return Self.definedCollectionMember(name, count: items.count) { items[$0] }
        case .string(let string):
            let chars = Array(string)
            return Self.definedCollectionMember(name, count: chars.count) { .string(String(chars[$0])) }
        default:
            return nil
        }
    }

    private static func definedCollectionMember(
        _ name: String, count: Int, at: (Int) -> TemplateValue
    ) -> TemplateValue? {
        // (`TemplateValue` is `ExpressibleByNilLiteral`: a bare `nil` in a ternary would become `.null`.)
        let index: Int?
        switch name {
        case "count": return .int(count)
        case "first": index = 0
        case "last": index = count - 1
        default: index = Int(name)
        }
        guard let index, index >= 0, index < count else { return Optional.none }
        return at(index)
    }
}
