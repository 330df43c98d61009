import IBModel

/// Writes the model as JSON, byte for byte what `JSONEncoder` with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` makes of its `Codable` form, several times faster (`sbgen dump`
/// spends much of its time here).
///
/// The text goes into a raw byte buffer grown by doubling; keys and punctuation are pre-encoded
/// literals copied whole. With a sink, the buffer is handed to it whenever it holds `chunkSize`
/// bytes or more between two nodes, so a document's JSON is never all in memory.
public struct ModelJSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0
    private let chunkSize: Int
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    private init(capacity: Int, depth: Int, chunkSize: Int = .max, sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.capacity = max(capacity, 64)
        self.base = .allocate(capacity: self.capacity)
        self.depth = depth
        self.chunkSize = chunkSize
        self.sink = sink
    }

    deinit { base.deallocate() }

    /// The JSON text of `documents` as an array.
    public static func json(_ documents: [IBDocument]) -> String {
        var writer = ModelJSONWriter(capacity: 1 << 16, depth: 0)
        writer.array(documents) { $0.document($1) }
        return String(decoding: UnsafeBufferPointer(start: writer.base, count: writer.count), as: UTF8.self)
    }

    /// The JSON text of one document at nesting `depth` (1 inside the top-level array).
    /// - Parameter sizeHint: the size of the document's file: the text is about 3 times that.
    public static func json(_ document: IBDocument, depth: Int, sizeHint: Int = 0) -> [UInt8] {
        var writer = ModelJSONWriter(capacity: sizeHint * 3, depth: depth)
        writer.document(document)
        return Array(UnsafeBufferPointer(start: writer.base, count: writer.count))
    }

    /// Writes the JSON text of one document at nesting `depth` to `sink` in pieces of about
    /// `chunkSize` bytes (a single long string may make one larger), in order; the pointer is valid
    /// during the call only.
    public static func write(
        _ document: IBDocument, depth: Int, chunkSize: Int = 1 << 18,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var writer = ModelJSONWriter(capacity: chunkSize + chunkSize / 4, depth: depth, chunkSize: chunkSize, sink: sink)
            writer.document(document)
            writer.flush()
        }
    }

    // MARK: Model nodes, keys in sorted order (the order `.sortedKeys` gives).

    private mutating func document(_ document: IBDocument) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", document.attributes, &first)
        list("\"dependencies\" : ", document.dependencies, &first) { $0.element($1) }
        if let device = document.device {
            key("\"device\" : ", &first)
            element(device)
        }
        string("\"kind\" : ", document.kind.rawValue, &first)
        list("\"objects\" : ", document.objects, &first) { $0.object($1) }
        string("\"path\" : ", document.path, &first)
        if let platform = document.platform { string("\"platform\" : ", platform.rawValue, &first) }
        position("\"position\" : ", document.position, &first)
        list("\"properties\" : ", document.properties, &first) { $0.element($1) }
        list("\"resources\" : ", document.resources, &first) { $0.element($1) }
        list("\"scenes\" : ", document.scenes, &first) { $0.scene($1) }
        list("\"segueReferences\" : ", document.segueReferences, &first) { $0.connection($1) }
        endObject(first)
    }

    private mutating func scene(_ scene: IBScene) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", scene.attributes, &first)
        list("\"members\" : ", scene.members, &first) { $0.object($1) }
        position("\"position\" : ", scene.position, &first)
        list("\"properties\" : ", scene.properties, &first) { $0.element($1) }
        string("\"sceneID\" : ", scene.sceneID, &first)
        endObject(first)
    }

    private mutating func object(_ object: IBObject) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", object.attributes, &first)
        list("\"children\" : ", object.children, &first) { $0.object($1) }
        list("\"connections\" : ", object.connections, &first) { $0.connection($1) }
        list("\"constraints\" : ", object.constraints, &first) { $0.constraint($1) }
        if let container = object.container { string("\"container\" : ", container, &first) }
        string("\"element\" : ", object.element, &first)
        position("\"position\" : ", object.position, &first)
        list("\"properties\" : ", object.properties, &first) { $0.element($1) }
        endObject(first)
    }

    private mutating func connection(_ connection: IBConnection) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", connection.attributes, &first)
        string("\"element\" : ", connection.element, &first)
        position("\"position\" : ", connection.position, &first)
        list("\"properties\" : ", connection.properties, &first) { $0.element($1) }
        if let source = connection.source { string("\"source\" : ", source, &first) }
        endObject(first)
    }

    private mutating func constraint(_ constraint: IBConstraint) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", constraint.attributes, &first)
        position("\"position\" : ", constraint.position, &first)
        list("\"properties\" : ", constraint.properties, &first) { $0.element($1) }
        endObject(first)
    }

    private mutating func element(_ element: IBElement) {
        var first = true
        beginObject()
        attributes("\"attributes\" : ", element.attributes, &first)
        list("\"children\" : ", element.children, &first) { $0.element($1) }
        if let container = element.container { string("\"container\" : ", container, &first) }
        string("\"name\" : ", element.name, &first)
        position("\"position\" : ", element.position, &first)
        if let text = element.text { string("\"text\" : ", text, &first) }
        endObject(first)
    }

    // MARK: Object members, formatted like JSONEncoder's `.prettyPrinted`.

    /// Starts a member: the separator, the indentation and `literal` (the quoted key and ` : `).
    private mutating func key(_ literal: StaticString, _ first: inout Bool) {
        let indentation = depth * 2
        reserve(2 + indentation + literal.utf8CodeUnitCount)
        if !first { put(0x2C) }  // ,
        first = false
        put(0x0A)
        putSpaces(indentation)
        put(literal)
    }

    private mutating func string(_ literal: StaticString, _ text: String, _ first: inout Bool) {
        key(literal, &first)
        quoted(text)
    }

    /// A position as `"line:column"`.
    private mutating func position(_ literal: StaticString, _ position: SourcePosition, _ first: inout Bool) {
        key(literal, &first)
        reserve(3 + 2 * 20)
        put(0x22)
        digits(position.line)
        put(0x3A)
        digits(position.column)
        put(0x22)
    }

    private mutating func list<T>(
        _ literal: StaticString, _ items: [T], _ first: inout Bool, _ body: (inout ModelJSONWriter, T) -> Void
    ) {
        guard !items.isEmpty else { return }
        key(literal, &first)
        array(items, body)
    }

    /// One attribute name, ready for sorting: its first 16 UTF-8 bytes as two big-endian words
    /// (zero-padded), so that for ASCII names comparing the words compares the bytes.
    private struct SortKey {
        var high: UInt64
        var low: UInt64
        var length: Int
        var index: Int
        /// Whether the name is all ASCII: then byte order is the order of String's `<`.
        var isASCII: Bool

        init(_ name: String, index: Int) {
            var name = name
            (high, low, length, isASCII) = name.withUTF8 { bytes in
                var words: (UInt64, UInt64) = (0, 0)
                let prefix = min(bytes.count, 16)
                if let source = bytes.baseAddress {
                    withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: source, byteCount: prefix) }
                }
                var ascii = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
                var offset = 16
                while ascii, offset < bytes.count {
                    ascii = bytes[offset] < 0x80
                    offset += 1
                }
                return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1), bytes.count, ascii)
            }
            self.index = index
        }

        /// Whether the name of `self` sorts before that of `other` (`names` holds both).
        func precedes(_ other: SortKey, in names: [IBAttributes.Attribute]) -> Bool {
            if isASCII, other.isASCII {
                if high != other.high { return high < other.high }
                if low != other.low { return low < other.low }
                // Equal first 16 bytes: a name of 16 bytes or fewer is a prefix of the other.
                if length <= 16 || other.length <= 16 { return length < other.length }
            }
            return names[index].name < names[other.index].name
        }

        /// Whether the names of `self` and `other` are equal.
        func matches(_ other: SortKey, in names: [IBAttributes.Attribute]) -> Bool {
            if isASCII, other.isASCII {
                if high != other.high || low != other.low || length != other.length { return false }
                if length <= 16 { return true }
            }
            return names[index].name == names[other.index].name
        }
    }

    /// The attributes as an object: sorted by name, stably; of duplicate names the first wins, as in
    /// `Dictionary(uniquingKeysWith: { first, _ in first })`. Sorted by insertion: elements have a
    /// handful of attributes.
    private mutating func attributes(_ literal: StaticString, _ attributes: IBAttributes, _ first: inout Bool) {
        guard !attributes.isEmpty else { return }
        key(literal, &first)
        let pairs = attributes.pairs
        withUnsafeTemporaryAllocation(of: SortKey.self, capacity: pairs.count) { keys in
            for index in pairs.indices {
                let current = SortKey(pairs[index].name, index: index)
                var slot = index
                while slot > 0, current.precedes(keys[slot - 1], in: pairs) {
                    keys[slot] = keys[slot - 1]
                    slot -= 1
                }
                keys[slot] = current
            }
            var firstMember = true
            beginObject()
            for index in keys.indices where index == 0 || !keys[index].matches(keys[index - 1], in: pairs) {
                let indentation = depth * 2
                reserve(6 + indentation)
                if !firstMember { put(0x2C) }
                firstMember = false
                put(0x0A)
                putSpaces(indentation)
                let pair = pairs[keys[index].index]
                quoted(pair.name)
                reserve(3)
                put(0x20)  // " : "
                put(0x3A)
                put(0x20)
                quoted(pair.value)
            }
            endObject(firstMember)
        }
    }

    // MARK: JSON syntax.

    private mutating func beginObject() {
        reserve(1)
        put(0x7B)  // {
        depth += 1
    }

    /// Closes an object; `empty` when it got no member (JSONEncoder writes an empty line then).
    private mutating func endObject(_ empty: Bool) {
        depth -= 1
        let indentation = depth * 2
        reserve(3 + indentation)
        put(0x0A)
        if empty { put(0x0A) }
        putSpaces(indentation)
        put(0x7D)  // }
    }

    private mutating func array<T>(_ items: [T], _ body: (inout ModelJSONWriter, T) -> Void) {
        guard !items.isEmpty else {
            reserve(4)
            put("[\n\n]")
            return
        }
        depth += 1
        let indentation = depth * 2
        for (index, item) in items.enumerated() {
            reserve(3 + indentation)
            put(index == 0 ? 0x5B : 0x2C)  // [ or ,
            put(0x0A)
            putSpaces(indentation)
            body(&self, item)
            if count >= chunkSize { flush() }
        }
        depth -= 1
        reserve(2 + indentation)
        put(0x0A)
        putSpaces(indentation - 2)
        put(0x5D)  // ]
    }

    // MARK: The buffer.

    /// Hands what is written to the sink, if there is one.
    private mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    @inline(never)
    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Writes `byte`; room for it must be reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Writes the bytes of `literal`; room for them must be reserved.
    @inline(__always)
    private mutating func put(_ literal: StaticString) {
        (base + count).update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
        count += literal.utf8CodeUnitCount
    }

    private static let spaces = StaticString(
        "                                                                                                                                "
    )

    /// Writes `number` spaces; room for them must be reserved.
    @inline(__always)
    private mutating func putSpaces(_ number: Int) {
        if number <= Self.spaces.utf8CodeUnitCount {
            (base + count).update(from: Self.spaces.utf8Start, count: number)
        } else {
            (base + count).update(repeating: 0x20, count: number)
        }
        count += number
    }

    /// The decimal digits of `number`; room for 20 bytes must be reserved.
    private mutating func digits(_ number: Int) {
        var magnitude = number.magnitude
        if number < 0 { put(0x2D) }
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        var position = count + length
        count = position
        repeat {
            position -= 1
            base[position] = 0x30 + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    // MARK: Strings.

    /// Whether `byte` must be escaped in a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// Whether any of `bytes` must be escaped.
    static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return plainPrefix(base, bytes.count) < bytes.count
    }

    /// How many of the `length` bytes at `bytes` precede the first one JSON must escape, tested
    /// eight bytes at a time: every attribute value passes here, and almost none needs an escape.
    @inline(__always)
    private static func plainPrefix(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= length {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `below` when it is under 0x20, and in `quote`/`backslash`
            // when it is that character (the classic "has zero byte" test on `word ^ pattern`); a
            // byte of 0x80 or more never triggers either, because `~word` clears its high bit.
            let below = (word &- ones &* 0x20) & ~word & highs
            let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
            let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
            if below | quote | backslash != 0 { break }
            offset += 8
        }
        while offset < length, !needsEscape(bytes[offset]) { offset += 1 }
        return offset
    }

    private mutating func quoted(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            // Almost every string needs no escape: copied whole, then checked in the copy.
            reserve(bytes.count + 2)
            put(0x22)
            guard let source = bytes.baseAddress else {
                put(0x22)
                return
            }
            let start = base + count
            start.update(from: source, count: bytes.count)
            let plain = Self.plainPrefix(UnsafePointer(start), bytes.count)
            count += plain
            if plain < bytes.count { escaped(UnsafeBufferPointer(rebasing: bytes[plain...])) }
            reserve(1)
            put(0x22)
        }
    }

    /// Writes `bytes` with JSON's escapes, as JSONEncoder does.
    @inline(never)
    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count * 6)
        for byte in bytes {
            switch byte {
            case 0x22: put("\\\"")
            case 0x5C: put("\\\\")
            case 0x0A: put("\\n")
            case 0x0D: put("\\r")
            case 0x09: put("\\t")
            case 0x08: put("\\b")
            case 0x0C: put("\\f")
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                put("\\u00")
                put(hex.utf8Start[Int(byte >> 4)])
                put(hex.utf8Start[Int(byte & 0xF)])
            default: put(byte)
            }
        }
    }
}
