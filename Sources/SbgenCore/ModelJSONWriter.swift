import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the model as JSON, byte for byte what `JSONEncoder` with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` makes of its `Codable` form, several times faster (`sbgen dump`
/// spends much of its time here).
///
/// The text goes into a raw byte buffer (`malloc`ed, grown by `realloc`); keys and punctuation are
/// pre-encoded literals copied whole. With a sink, the buffer is handed over whenever it holds
/// `chunkSize` bytes or more between two nodes, so a document's JSON need never be all in memory.
public struct ModelJSONWriter: ~Copyable {
    /// A piece of JSON text that owns its bytes (handed over from the writer's buffer, not copied).
    public final class Chunk: @unchecked Sendable {
        public let bytes: UnsafeBufferPointer<UInt8>

        fileprivate init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        deinit { free(UnsafeMutableRawPointer(mutating: bytes.baseAddress)) }
    }

    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0
    private let chunkSize: Int
    private let sink: ((Chunk) -> Void)?

    private init(depth: Int, capacity: Int, chunkSize: Int = .max, sink: ((Chunk) -> Void)? = nil) {
        self.capacity = max(capacity, 64)
        self.base = Self.allocate(self.capacity)
        self.depth = depth
        self.chunkSize = chunkSize
        self.sink = sink
    }

    deinit { free(base) }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("out of memory") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// The JSON text of `documents` as an array.
    public static func json(_ documents: [IBDocument]) -> String {
        var writer = ModelJSONWriter(depth: 0, capacity: 1 << 16)
        writer.array(documents) { $0.document($1) }
        return String(decoding: UnsafeBufferPointer(start: writer.base, count: writer.count), as: UTF8.self)
    }

    /// The JSON text of one document at nesting `depth` (1 inside the top-level array), whole.
    public static func json(_ document: IBDocument, depth: Int) -> [UInt8] {
        var writer = ModelJSONWriter(depth: depth, capacity: 1 << 16)
        writer.document(document)
        return Array(UnsafeBufferPointer(start: writer.base, count: writer.count))
    }

    /// Writes `prefix` (a separator) and the JSON text of one document at nesting `depth` (1 inside
    /// the top-level array) in chunks of about `chunkSize` bytes (more when one string is longer):
    /// all but the last to `sink`, in order; the last is returned.
    public static func write(
        _ document: IBDocument, depth: Int, prefix: StaticString = "", chunkSize: Int = 1 << 16,
        to sink: (Chunk) -> Void
    ) -> Chunk {
        withoutActuallyEscaping(sink) { sink in
            var writer = ModelJSONWriter(
                depth: depth, capacity: Self.capacity(chunkSize), chunkSize: chunkSize, sink: sink)
            writer.reserve(prefix.utf8CodeUnitCount)
            writer.put(prefix)
            writer.document(document)
            return writer.take(last: true)
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
    @inline(__always)
    private mutating func key(_ literal: StaticString, _ first: inout Bool) {
        let indentation = depth * 2
        reserve(2 + indentation + literal.utf8CodeUnitCount)
        if !first { put(0x2C) }  // ,
        first = false
        put(0x0A)
        putSpaces(indentation)
        put(literal)
    }

    @inline(__always)
    private mutating func string(_ literal: StaticString, _ text: String, _ first: inout Bool) {
        key(literal, &first)
        quoted(text)
    }

    /// A position as `"line:column"`.
    @inline(__always)
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
        /// Whether the words hold the whole name and it needs no escape: then it is written from them.
        var isWhole: Bool

        init(_ name: String, index: Int) {
            (high, low, length, isASCII, isWhole) = ModelJSONWriter.withBytes(of: name) { bytes in
                var words: (UInt64, UInt64) = (0, 0)
                let length = bytes.count
                if let source = bytes.baseAddress {
                    withUnsafeMutableBytes(of: &words) {
                        $0.baseAddress!.copyMemory(from: source, byteCount: min(length, 16))
                    }
                }
                var ascii = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
                var offset = 16
                while ascii, offset < length {
                    ascii = bytes[offset] < 0x80
                    offset += 1
                }
                var whole = false
                if length <= 16 {
                    let first = UInt64(littleEndian: words.0)
                    let second = UInt64(littleEndian: words.1)
                    whole =
                        ModelJSONWriter.escapeBits(first, length) == 0
                        && (length <= 8 || ModelJSONWriter.escapeBits(second, length - 8) == 0)
                }
                return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1), length, ascii, whole)
            }
            self.index = index
        }

        /// Whether the name of `self` sorts before that of `other` (`pairs` holds both).
        func precedes(_ other: SortKey, in pairs: UnsafeBufferPointer<IBAttributes.Attribute>) -> Bool {
            if isASCII, other.isASCII {
                if high != other.high { return high < other.high }
                if low != other.low { return low < other.low }
                // Equal first 16 bytes: a name of 16 bytes or fewer is a prefix of the other.
                if length <= 16 || other.length <= 16 { return length < other.length }
            }
            return pairs[index].name < pairs[other.index].name
        }

        /// Whether the names of `self` and `other` are equal.
        func matches(_ other: SortKey, in pairs: UnsafeBufferPointer<IBAttributes.Attribute>) -> Bool {
            if isASCII, other.isASCII {
                if high != other.high || low != other.low || length != other.length { return false }
                if length <= 16 { return true }
            }
            return pairs[index].name == pairs[other.index].name
        }
    }

    /// The attributes as an object: sorted by name, stably; of duplicate names the first wins, as in
    /// `Dictionary(uniquingKeysWith: { first, _ in first })`. Sorted by insertion: elements have a
    /// handful of attributes.
    private mutating func attributes(_ literal: StaticString, _ attributes: IBAttributes, _ first: inout Bool) {
        guard !attributes.isEmpty else { return }
        key(literal, &first)
        attributes.pairs.withUnsafeBufferPointer { pairs in
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
                beginObject()
                let indentation = depth * 2
                for index in pairs.indices where index == 0 || !keys[index].matches(keys[index - 1], in: pairs) {
                    reserve(2 + indentation)
                    if index > 0 { put(0x2C) }  // ,
                    put(0x0A)
                    putSpaces(indentation)
                    let name = keys[index]
                    if name.isWhole {
                        // Written from the sort key's words, back in byte order, without reading
                        // the string again; the bytes stored past the name are overwritten.
                        reserve(1 + 16 + 4)
                        put(0x22)
                        UnsafeMutableRawPointer(base + count).storeBytes(of: name.high.bigEndian, as: UInt64.self)
                        UnsafeMutableRawPointer(base + count + 8).storeBytes(of: name.low.bigEndian, as: UInt64.self)
                        count &+= name.length
                        put("\" : ")
                    } else {
                        quoted(pairs[name.index].name)
                        reserve(3)
                        put(" : ")
                    }
                    quoted(pairs[name.index].value)
                }
                endObject(false)
            }
        }
    }

    // MARK: JSON syntax.

    @inline(__always)
    private mutating func beginObject() {
        reserve(1)
        put(0x7B)  // {
        depth += 1
    }

    /// Closes an object; `empty` when it got no member (JSONEncoder writes an empty line then).
    @inline(__always)
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
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                reserve(2 + indentation)
                put(index == 0 ? 0x5B : 0x2C)  // [ or ,
                put(0x0A)
                putSpaces(indentation)
                body(&self, items[index])
                if count >= chunkSize { flush() }
            }
        }
        depth -= 1
        reserve(2 + indentation)
        put(0x0A)
        putSpaces(indentation - 2)
        put(0x5D)  // ]
    }

    // MARK: The buffer.

    /// Hands the buffer over to the sink, if there is one, and starts a new one.
    private mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(take(last: false))
    }

    /// The text written so far, its buffer handed over; a new buffer is started unless `last`.
    private mutating func take(last: Bool) -> Chunk {
        // Shrunk in place, so that a small document's one chunk holds no unused capacity.
        let bytes = realloc(base, max(count, 1))?.assumingMemoryBound(to: UInt8.self) ?? base
        let chunk = Chunk(UnsafeBufferPointer(start: bytes, count: count))
        // Chunks below glibc's mmap threshold (128 KB) come from and go back to the heap, with no
        // system call and no page faults once it has grown.
        capacity = last ? 1 : Self.capacity(chunkSize)
        base = Self.allocate(capacity)
        count = 0
        return chunk
    }

    /// The capacity a chunk starts with: a node or two past `chunkSize` seldom need more.
    private static func capacity(_ chunkSize: Int) -> Int { min(chunkSize, 1 << 24) / 4 * 5 + 64 }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(count &+ extra) }
    }

    @inline(never)
    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { fatalError("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// Writes `byte`; room for it must be reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// Writes the bytes of `literal`; room for them must be reserved.
    @inline(__always)
    private mutating func put(_ literal: StaticString) {
        (base + count).update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
        count &+= literal.utf8CodeUnitCount
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
        count &+= number
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

    /// Calls `body` with the UTF-8 bytes of `text`, borrowed where the string stores them so.
    @inline(__always)
    fileprivate static func withBytes<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// How many of `bytes` precede the first one JSON must escape.
    static func plainPrefixLength(_ bytes: [UInt8]) -> Int {
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 8)
        defer { padded.deallocate() }
        // What follows the bytes is read, and must not count.
        padded.initialize(repeating: 0, count: bytes.count + 8)
        padded.update(from: bytes, count: bytes.count)
        return plainPrefix(padded, bytes.count)
    }

    /// Whether `byte` must be escaped in a JSON string.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// The bytes of `word` (in memory order, the first `length` of them) that JSON must escape,
    /// each as its high bit; a borrow can set a false bit only above a true one, so the lowest bit
    /// set is exact.
    @inline(__always)
    fileprivate static func escapeBits(_ word: UInt64, _ length: Int) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte's high bit is set in `below` when it is under 0x20, and in `quote`/`backslash` when
        // it is that character (the classic "has zero byte" test on `word ^ pattern`); a byte of
        // 0x80 or more never triggers either, because `~word` clears its high bit.
        let below = (word &- ones &* 0x20) & ~word & highs
        let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
        let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
        let found = below | quote | backslash
        // Little-endian: the first bytes are the low ones.
        return length >= 8 ? found : found & ~(UInt64.max &<< UInt64(truncatingIfNeeded: length &* 8))
    }

    /// How many of the `length` bytes at `bytes` precede the first one JSON must escape, tested
    /// eight bytes at a time: every attribute value passes here, and almost none needs an escape.
    /// Reads whole words, up to 7 bytes past the end (which must be readable; they do not count).
    @inline(__always)
    private static func plainPrefix(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var offset = 0
        while offset < length {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
            let found = escapeBits(word, length &- offset)
            if found != 0 { return offset &+ found.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
        return length
    }

    private mutating func quoted(_ text: String) {
        Self.withBytes(of: text) { bytes in
            // Almost every string needs no escape: copied whole, then checked in the copy.
            reserve(bytes.count + 2 + 8)
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

    /// Writes `bytes` with JSON's escapes, as JSONEncoder does: runs with nothing to escape (found
    /// eight bytes at a time) are copied whole.
    @inline(never)
    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        var offset = 0
        while offset < length {
            var end = offset
            while end &+ 8 <= length,
                Self.escapeBits(UnsafeRawPointer(source + end).loadUnaligned(as: UInt64.self).littleEndian, 8) == 0
            {
                end &+= 8
            }
            while end < length, !Self.needsEscape(source[end]) { end &+= 1 }
            reserve(end &- offset &+ 6)
            (base + count).update(from: source + offset, count: end &- offset)
            count &+= end &- offset
            guard end < length else { return }
            let byte = source[end]
            switch byte {
            case 0x22: put("\\\"")
            case 0x5C: put("\\\\")
            case 0x0A: put("\\n")
            case 0x0D: put("\\r")
            case 0x09: put("\\t")
            case 0x08: put("\\b")
            case 0x0C: put("\\f")
            default:
                let hex: StaticString = "0123456789abcdef"
                put("\\u00")
                put(hex.utf8Start[Int(byte >> 4)])
                put(hex.utf8Start[Int(byte & 0xF)])
            }
            offset = end &+ 1
        }
    }
}
