/// The XML attributes of one IB element, in document order.
///
/// IB elements carry a handful of attributes each, so a small array with linear lookup is both
/// smaller and faster than a dictionary. Encoded as a JSON object with sorted keys.
public struct IBAttributes: Sendable, Equatable, Hashable, Codable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `name="value"` pair, value with XML escapes resolved.
    public struct Attribute: Sendable, Equatable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var pairs: [Attribute]

    public init(_ pairs: [Attribute] = []) { self.pairs = pairs }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.pairs = elements.map { Attribute(name: $0.0, value: $0.1) }
    }

    /// The value of attribute `name`, or nil when the element does not have it.
    ///
    /// Names are XML names: one spelled with other bytes of another length never matches, though
    /// Swift's `==` would call it equal (U+212A KELVIN SIGN and `K`), for XML keeps such attributes
    /// apart.
    public subscript(name: String) -> String? {
        get {
            // Pairs read in place: iterating the array copied each pair (a retain and a release of both
            // strings) to look at its name. Lengths first: most names differ in length, and comparing
            // two different strings is a call.
            let length = name.utf8.count
            return pairs.withUnsafeBufferPointer { pairs in
                for index in pairs.indices where pairs[index].name.utf8.count == length && pairs[index].name == name {
                    return pairs[index].value
                }
                return nil
            }
        }
        set {
            if let index = pairs.firstIndex(where: { $0.name.utf8.count == name.utf8.count && $0.name == name }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append(Attribute(name: name, value: newValue))
            }
        }
    }

    /// IB writes booleans as `YES`/`NO`; absent means `defaultValue`.
    public func bool(_ name: String, default defaultValue: Bool = false) -> Bool {
        guard let value = self[name] else { return defaultValue }
        return Self.isTrue(value)
    }

    /// Whether an attribute value spells true: `YES` (as IB writes booleans) or `true`.
    public static func isTrue(_ value: String) -> Bool {
        value == "YES" || value == "true"
    }

    public mutating func reserveCapacity(_ count: Int) { pairs.reserveCapacity(count) }

    public var isEmpty: Bool { pairs.isEmpty }
    public var count: Int { pairs.count }

    /// Appends without checking for an existing attribute of that name (the parser's fast path:
    /// XML forbids duplicate attributes, and libxml2 rejects them).
    public mutating func append(name: String, value: String) {
        pairs.append(Attribute(name: name, value: value))
    }

    /// Attribute order carries no meaning in XML: two lists are equal when they hold the same pairs.
    public static func == (lhs: IBAttributes, rhs: IBAttributes) -> Bool {
        lhs.pairs.count == rhs.pairs.count && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs.sorted(by: { $0.name < $1.name }) {
            hasher.combine(pair.name)
            hasher.combine(pair.value)
        }
    }

    public func makeIterator() -> IndexingIterator<[Attribute]> { pairs.makeIterator() }

    public init(from decoder: any Decoder) throws {
        let dictionary = try decoder.singleValueContainer().decode([String: String].self)
        self.pairs = dictionary.keys.sorted().map { Attribute(name: $0, value: dictionary[$0]!) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }
}
