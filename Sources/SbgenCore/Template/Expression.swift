/// Something a filter expression starts from or passes as an argument: a literal or a dotted path.
enum Operand: Sendable {
    case literal(TemplateValue)
    case variable([String])

    /// Parses `"text"`, `'text'`, `42`, `1.5`, `true`, `false` or `a.b.0`.
    init(parsing text: String) {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            self = .literal(.string(String(text.dropFirst().dropLast())))
        } else if let int = Int(text) {
            self = .literal(.int(int))
        } else if let double = Double(text), text.first?.isNumber == true || text.first == "-" {
            self = .literal(.double(double))
        } else if text == "true" || text == "false" {
            self = .literal(.bool(text == "true"))
        } else {
            self = .variable(text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
    }
}

/// One `|name:arg1,arg2` step of a filter expression.
struct FilterCall: Sendable {
    let name: String
    let arguments: [Operand]
    let location: TemplateLocation
}

/// `value.path|filter:arg|filter2` as found in `{{ }}` and in tag arguments.
struct FilterExpression: Sendable {
    let base: Operand
    let filters: [FilterCall]
    let location: TemplateLocation
    /// `x|default:…`: the template says x may be absent, so strict mode lets it be (decided once, here).
    let defaultsBase: Bool

    /// Parses one tag component; checks that every filter exists and gets an allowed number of arguments.
    init(parsing text: String, at location: TemplateLocation, filters registry: FilterRegistry) throws {
        self.location = location
        let parts = Self.split(text, on: "|")
        guard let head = parts.first, !head.text.isEmpty else {
            throw TemplateError("missing value before '|'", at: location)
        }
        base = Operand(parsing: head.text)
        filters = try parts.dropFirst().map { part in
            var filterLocation = location
            filterLocation.column += part.offset
            let pieces = Self.split(part.text, on: ":", maxSplits: 1)
            let name = pieces[0].text
            let arguments =
                pieces.count > 1 ? Self.split(pieces[1].text, on: ",").map { Operand(parsing: $0.text) } : []
            guard let arity = registry.arity(of: name) else {
                throw TemplateError(registry.unknownFilterMessage(name), at: filterLocation)
            }
            guard arity.contains(arguments.count) else {
                throw TemplateError(
                    "filter '\(name)' takes \(Self.describe(arity)), got \(arguments.count)", at: filterLocation)
            }
            return FilterCall(name: name, arguments: arguments, location: filterLocation)
        }
        defaultsBase = filters.first?.name == "default"
    }

    static func describe(_ arity: ClosedRange<Int>) -> String {
        let noun = arity.upperBound == 1 ? "argument" : "arguments"
        if arity.lowerBound == arity.upperBound { return "\(arity.lowerBound) \(noun)" }
        return "\(arity.lowerBound) to \(arity.upperBound) \(noun)"
    }

    /// Splits on `separator` outside quotes, trimming spaces; `offset` is where each piece starts.
    static func split(_ text: String, on separator: Character, maxSplits: Int = .max) -> [(text: String, offset: Int)] {
        var result: [(text: String, offset: Int)] = []
        var current = ""
        var start = 0
        var quote: Character?
        for (offset, char) in text.enumerated() {
            if quote == nil, char == separator, result.count < maxSplits {
                result.append((current, start))
                current = ""
                start = offset + 1
                continue
            }
            if let open = quote {
                if char == open { quote = nil }
            } else if char == "\"" || char == "'" {
                quote = char
            }
            current.append(char)
        }
        result.append((current, start))
        return result.map { piece in
            let leadingSpaces = piece.text.prefix { $0 == " " }.count
            let trimmed = piece.text.trimmingSpaces()
            return (trimmed, piece.offset + leadingSpaces)
        }
    }
}

extension String {
    /// Drops leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
