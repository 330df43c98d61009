#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An `Encoder` that builds a ``TemplateValue`` directly, with the values a JSON round trip through
/// `JSONEncoder` would give: `nil` optionals omitted (an explicit `encodeNil` is `.null`), integers
/// `.int`, whole floating-point numbers `.int` (JSON writes `1.0` as `1`), other numbers `.double`,
/// a value that encodes nothing an empty dictionary, `URL` its absolute string, `Data` Base64.
///
/// Every container writes into a ``Node``; the tree becomes a value once encoding is done.
struct TemplateValueEncoder {
    /// Encodes `value`.
    /// - Throws: `EncodingError.invalidValue` for a non-finite floating-point number (as `JSONEncoder`).
    static func encode(_ value: some Encodable) throws -> TemplateValue {
        if let leaf = try Self.leaf(value) { return leaf }
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.value
    }

    /// The value of the types a JSON round trip treats specially, or nil for others.
    static func leaf<T: Encodable>(_ value: T) throws -> TemplateValue? {
        // Type identity first: cheaper than a failing dynamic cast for every struct in the context.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Int.self { return .int(value as! Int) }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        if T.self == Data.self { return .string((value as! Data).base64EncodedString()) }
        return nil
    }

    static func number(_ double: Double, codingPath: [any CodingKey]) throws -> TemplateValue {
        guard double.isFinite else {
            throw EncodingError.invalidValue(
                double, .init(codingPath: codingPath, debugDescription: "\(double) cannot be a template value"))
        }
        // JSON has one number type: `JSONEncoder` writes whole numbers without a fraction (in plain
        // notation below 2^53), and reading them back makes them integers.
        if double.rounded() == double, abs(double) < 9_007_199_254_740_992, let int = Int(exactly: double) {
            return .int(int)
        }
        return .double(double)
    }

    static func integer(_ value: some BinaryInteger) -> TemplateValue {
        if let int = Int(exactly: value) { return .int(int) }
        return .double(Double(value))
    }

    /// What one container (or single value) has received so far.
    final class Node {
        enum Content {
            case empty
            case single(TemplateValue)
            case keyed
            case unkeyed
        }

        enum Slot {
            case value(TemplateValue)
            case node(Node)

            var value: TemplateValue {
                switch self {
                case .value(let value): value
                case .node(let node): node.value
                }
            }
        }

        var content = Content.empty
        var keyed: [String: Slot] = [:]
        var unkeyed: [Slot] = []

        var value: TemplateValue {
            switch content {
            case .empty: .dictionary([:])
            case .single(let value): value
            case .keyed: .dictionary(keyed.mapValues(\.value))
            case .unkeyed: .array(unkeyed.map(\.value))
            }
        }

        /// The slot for an encoded value: the value itself when it needs no container.
        static func slot(for value: some Encodable, codingPath: [any CodingKey]) throws -> Slot {
            if let leaf = try TemplateValueEncoder.leaf(value) { return .value(leaf) }
            let node = Node()
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
            // Encoding is over for this value: convert now, so the node tree never exists whole next
            // to the values it becomes.
            return .value(node.value)
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .keyed = node.content {} else { node.content = .keyed }
            return KeyedEncodingContainer(KeyedContainer(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .unkeyed = node.content {} else { node.content = .unkeyed }
            return UnkeyedContainer(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleContainer(node: node, codingPath: codingPath)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        private func set(_ value: TemplateValue, _ key: Key) { node.keyed[key.stringValue] = .value(value) }

        mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(TemplateValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { set(TemplateValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.int(Int(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(TemplateValueEncoder.integer(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            set(try TemplateValueEncoder.number(value, codingPath: codingPath + [key]), key)
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            set(try TemplateValueEncoder.number(Double(value), codingPath: codingPath + [key]), key)
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.keyed[key.stringValue] = try Node.slot(for: value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            node.keyed[key.stringValue] = .node(child)
            return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Node()
            node.keyed[key.stringValue] = .node(child)
            return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let child = Node()
            node.keyed[name] = .node(child)
            return NodeEncoder(node: child, codingPath: codingPath)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int { node.unkeyed.count }

        private func append(_ value: TemplateValue) { node.unkeyed.append(.value(value)) }

        mutating func encodeNil() throws { append(.null) }
        mutating func encode(_ value: Bool) throws { append(.bool(value)) }
        mutating func encode(_ value: String) throws { append(.string(value)) }
        mutating func encode(_ value: Int) throws { append(.int(value)) }
        mutating func encode(_ value: Int8) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int16) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int32) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int64) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) throws { append(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Double) throws {
            append(try TemplateValueEncoder.number(value, codingPath: codingPath))
        }
        mutating func encode(_ value: Float) throws {
            append(try TemplateValueEncoder.number(Double(value), codingPath: codingPath))
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            if let double = value as? Double { return try encode(double) }
            if let integer = value as? any BinaryInteger { return append(TemplateValueEncoder.integer(integer)) }
            node.unkeyed.append(try Node.slot(for: value, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        )
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = Node()
            node.unkeyed.append(.node(child))
            return NodeEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Node()
            node.unkeyed.append(.node(child))
            return NodeEncoder(node: child, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let child = Node()
            node.unkeyed.append(.node(child))
            return NodeEncoder(node: child, codingPath: codingPath)
        }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        private func set(_ value: TemplateValue) { node.content = .single(value) }

        mutating func encodeNil() throws { set(.null) }
        mutating func encode(_ value: Bool) throws { set(.bool(value)) }
        mutating func encode(_ value: String) throws { set(.string(value)) }
        mutating func encode(_ value: Int) throws { set(.int(value)) }
        mutating func encode(_ value: Int8) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int16) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int32) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Int64) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) throws { set(TemplateValueEncoder.integer(value)) }
        mutating func encode(_ value: Double) throws {
            set(try TemplateValueEncoder.number(value, codingPath: codingPath))
        }
        mutating func encode(_ value: Float) throws {
            set(try TemplateValueEncoder.number(Double(value), codingPath: codingPath))
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            if let double = value as? Double { return try encode(double) }
            if let integer = value as? any BinaryInteger { return set(TemplateValueEncoder.integer(integer)) }
            switch try Node.slot(for: value, codingPath: codingPath) {
            case .value(let value): set(value)
            case .node(let child):
                node.content = child.content
                node.keyed = child.keyed
                node.unkeyed = child.unkeyed
            }
        }
    }
}
