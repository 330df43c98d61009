import IBModel

/// Writes the model as JSON, byte for byte what `JSONEncoder` with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` makes of its `Codable` form, several times faster (`sbgen dump`
/// spends its time here, not in parsing).
public struct ModelJSONWriter {
    private var out: [UInt8] = []
    private var depth = 0

    public init() {}

    /// The JSON text of `documents` as an array.
    public static func json(_ documents: [IBDocument]) -> String {
        var writer = ModelJSONWriter()
        writer.array(documents) { $0.document($1) }
        return String(decoding: writer.out, as: UTF8.self)
    }

    /// The JSON text of one document at nesting `depth` (1 inside the top-level array).
    public static func json(_ document: IBDocument, depth: Int) -> [UInt8] {
        var writer = ModelJSONWriter()
        writer.depth = depth
        writer.document(document)
        return writer.out
    }

    // MARK: Model nodes, keys in sorted order (the order `.sortedKeys` gives).

    private mutating func document(_ document: IBDocument) {
        object { fields in
            fields.attributes("attributes", document.attributes)
            fields.list("dependencies", document.dependencies) { $0.element($1) }
            if let device = document.device { fields.value("device") { $0.element(device) } }
            fields.string("kind", document.kind.rawValue)
            fields.list("objects", document.objects) { $0.object($1) }
            fields.string("path", document.path)
            if let platform = document.platform { fields.string("platform", platform.rawValue) }
            fields.position("position", document.position)
            fields.list("properties", document.properties) { $0.element($1) }
            fields.list("resources", document.resources) { $0.element($1) }
            fields.list("scenes", document.scenes) { $0.scene($1) }
            fields.list("segueReferences", document.segueReferences) { $0.connection($1) }
        }
    }

    private mutating func scene(_ scene: IBScene) {
        object { fields in
            fields.attributes("attributes", scene.attributes)
            fields.list("members", scene.members) { $0.object($1) }
            fields.position("position", scene.position)
            fields.list("properties", scene.properties) { $0.element($1) }
            fields.string("sceneID", scene.sceneID)
        }
    }

    private mutating func object(_ object: IBObject) {
        self.object { fields in
            fields.attributes("attributes", object.attributes)
            fields.list("children", object.children) { $0.object($1) }
            fields.list("connections", object.connections) { $0.connection($1) }
            fields.list("constraints", object.constraints) { $0.constraint($1) }
            if let container = object.container { fields.string("container", container) }
            fields.string("element", object.element)
            fields.position("position", object.position)
            fields.list("properties", object.properties) { $0.element($1) }
        }
    }

    private mutating func connection(_ connection: IBConnection) {
        object { fields in
            fields.attributes("attributes", connection.attributes)
            fields.string("element", connection.element)
            fields.position("position", connection.position)
            fields.list("properties", connection.properties) { $0.element($1) }
            if let source = connection.source { fields.string("source", source) }
        }
    }

    private mutating func constraint(_ constraint: IBConstraint) {
        object { fields in
            fields.attributes("attributes", constraint.attributes)
            fields.position("position", constraint.position)
            fields.list("properties", constraint.properties) { $0.element($1) }
        }
    }

    private mutating func element(_ element: IBElement) {
        object { fields in
            fields.attributes("attributes", element.attributes)
            fields.list("children", element.children) { $0.element($1) }
            if let container = element.container { fields.string("container", container) }
            fields.string("name", element.name)
            fields.position("position", element.position)
            if let text = element.text { fields.string("text", text) }
        }
    }

    // MARK: JSON syntax, formatted like JSONEncoder's `.prettyPrinted`.

    /// Collects the members of one object, writing separators as they come.
    private struct Fields {
        var writer: ModelJSONWriter
        var count = 0

        mutating func value(_ key: String, _ body: (inout ModelJSONWriter) -> Void) {
            if count > 0 { writer.out.append(0x2C) }
            writer.out.append(0x0A)
            writer.indent()
            writer.quoted(key)
            writer.out.append(0x20)  // " : "
            writer.out.append(0x3A)
            writer.out.append(0x20)
            body(&writer)
            count += 1
        }

        mutating func string(_ key: String, _ text: String) { value(key) { $0.quoted(text) } }

        /// A position as `"line:column"`, its digits written straight into the buffer.
        mutating func position(_ key: String, _ position: SourcePosition) {
            value(key) { writer in
                writer.out.append(0x22)
                writer.digits(position.line)
                writer.out.append(0x3A)
                writer.digits(position.column)
                writer.out.append(0x22)
            }
        }

        mutating func list<T>(_ key: String, _ items: [T], _ body: (inout ModelJSONWriter, T) -> Void) {
            if !items.isEmpty { value(key) { $0.array(items, body) } }
        }

        mutating func attributes(_ key: String, _ attributes: IBAttributes) {
            guard !attributes.isEmpty else { return }
            value(key) { writer in
                // Sorted by name, stably; of duplicate names the first wins, as in
                // `Dictionary(uniquingKeysWith: { first, _ in first })`. No hashing: elements have a
                // handful of attributes.
                let pairs = attributes.pairs
                var order = Array(pairs.indices)
                for index in order.indices.dropFirst() {
                    let current = order[index]
                    var slot = index
                    while slot > 0, pairs[current].name < pairs[order[slot - 1]].name {
                        order[slot] = order[slot - 1]
                        slot -= 1
                    }
                    order[slot] = current
                }
                writer.object { fields in
                    var previous: String?
                    for index in order where pairs[index].name != previous {
                        fields.string(pairs[index].name, pairs[index].value)
                        previous = pairs[index].name
                    }
                }
            }
        }
    }

    private mutating func object(_ body: (inout Fields) -> Void) {
        out.append(0x7B)  // {
        depth += 1
        // Hand the buffer to the field writer and back by swapping: a copy would make every append
        // copy the whole buffer.
        var fields = Fields(writer: ModelJSONWriter())
        swap(&self, &fields.writer)
        body(&fields)
        swap(&self, &fields.writer)
        depth -= 1
        if fields.count == 0 {
            out.append(contentsOf: [0x0A, 0x0A])
        } else {
            out.append(0x0A)
        }
        indent()
        out.append(0x7D)  // }
    }

    private mutating func array<T>(_ items: [T], _ body: (inout ModelJSONWriter, T) -> Void) {
        out.append(0x5B)  // [
        depth += 1
        out.append(0x0A)
        for (index, item) in items.enumerated() {
            if index > 0 {
                out.append(0x2C)
                out.append(0x0A)
            }
            indent()
            body(&self, item)
        }
        depth -= 1
        out.append(0x0A)
        if !items.isEmpty { indent() }
        out.append(0x5D)  // ]
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 256)

    private mutating func indent() {
        let count = depth * 2
        if count <= Self.spaces.count {
            out.append(contentsOf: Self.spaces[..<count])
        } else {
            out.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    /// Whether `byte` must be escaped in a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// Whether any of `bytes` must be escaped, tested eight bytes at a time: every attribute value
    /// passes here, and almost none needs an escape.
    static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `below` when it is under 0x20, and in `quote`/`backslash`
            // when it is that character (the classic "has zero byte" test on `word ^ pattern`); a
            // byte of 0x80 or more never triggers either, because `~word` clears its high bit.
            let below = (word &- ones &* 0x20) & ~word & highs
            let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
            let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
            if below | quote | backslash != 0 { return true }
            offset += 8
        }
        while offset < bytes.count {
            if needsEscape(base[offset]) { return true }
            offset += 1
        }
        return false
    }

    /// The decimal digits of a non-negative `number` (a negative one gets its sign).
    private mutating func digits(_ number: Int) {
        if number < 0 {
            out.append(0x2D)
            digits(-number)
            return
        }
        if number >= 10 { digits(number / 10) }
        out.append(0x30 + UInt8(number % 10))
    }

    private mutating func quoted(_ text: String) {
        out.append(0x22)
        // Almost every string needs no escape: copy it whole.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !Self.anyNeedsEscape(bytes) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            out.append(0x22)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: out.append(contentsOf: [0x5C, 0x72])
            case 0x09: out.append(contentsOf: [0x5C, 0x74])
            case 0x08: out.append(contentsOf: [0x5C, 0x62])
            case 0x0C: out.append(contentsOf: [0x5C, 0x66])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}
