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
/// The text goes into a ``JSONTextBuffer``; keys and punctuation are pre-encoded literals copied
/// whole, attribute names come ready from an ``AttributeNameTable``. With a sink, the buffer is
/// handed over whenever it holds `chunkSize` bytes or more between two nodes, so a document's JSON
/// need never be all in memory.
public struct ModelJSONWriter: ~Copyable {
    /// A piece of JSON text that owns its bytes (handed over from the writer's buffer, not copied).
    public final class Chunk: @unchecked Sendable {
        /// The UTF-8 JSON text, freed with the chunk.
        public let bytes: UnsafeBufferPointer<UInt8>

        fileprivate init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        deinit { free(UnsafeMutableRawPointer(mutating: bytes.baseAddress)) }
    }

    private var buffer: JSONTextBuffer
    private var depth = 0
    private let chunkSize: Int
    private let sink: ((Chunk) -> Void)?
    private var names = AttributeNameTable.take()

    private init(depth: Int, capacity: Int, chunkSize: Int = .max, sink: ((Chunk) -> Void)? = nil) {
        buffer = JSONTextBuffer(capacity: capacity)
        self.depth = depth
        self.chunkSize = chunkSize
        self.sink = sink
        names.trim()
    }

    deinit { AttributeNameTable.give(back: names) }

    /// The JSON text of `documents` as an array.
    public static func json(_ documents: [IBDocument]) -> String {
        var writer = ModelJSONWriter(depth: 0, capacity: 1 << 16)
        writer.array(documents) { $0.document($1) }
        return writer.buffer.text
    }

    /// The JSON text of one document at nesting `depth` (1 inside the top-level array), whole.
    public static func json(_ document: IBDocument, depth: Int) -> [UInt8] {
        var writer = ModelJSONWriter(depth: depth, capacity: 1 << 16)
        writer.document(document)
        return Array(writer.buffer.bytes)
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
            writer.buffer.reserve(prefix.utf8CodeUnitCount)
            writer.buffer.put(prefix)
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
        buffer.reserve(2 + depth * 2 + literal.utf8CodeUnitCount)
        if !first { buffer.put(0x2C) }  // ,
        first = false
        buffer.putLineBreak(depth: depth)
        buffer.put(literal)
    }

    @inline(__always)
    private mutating func string(_ literal: StaticString, _ text: String, _ first: inout Bool) {
        key(literal, &first)
        buffer.putQuoted(text)
    }

    /// A position as `"line:column"`.
    @inline(__always)
    private mutating func position(_ literal: StaticString, _ position: SourcePosition, _ first: inout Bool) {
        key(literal, &first)
        buffer.reserve(3 + 2 * 20)
        buffer.put(0x22)
        buffer.putNumber(position.line)
        buffer.put(0x3A)
        buffer.putNumber(position.column)
        buffer.put(0x22)
    }

    private mutating func list<T>(
        _ literal: StaticString, _ items: [T], _ first: inout Bool, _ body: (inout ModelJSONWriter, T) -> Void
    ) {
        guard !items.isEmpty else { return }
        key(literal, &first)
        array(items, body)
    }

    /// One attribute, ready for sorting: its name's sort prefix and entry in ``names``.
    private struct SortKey {
        var prefix: AttributeNameTable.SortPrefix
        var entry: Int
        var index: Int

        /// Whether the name of `self` sorts before that of `other`.
        @inline(__always)
        func precedes(_ other: SortKey, in names: AttributeNameTable) -> Bool {
            prefix.precedes(other.prefix) ?? JSONTextBuffer.keyPrecedes(names.names[entry], names.names[other.entry])
        }

        /// Whether the names of `self` and `other` are equal.
        @inline(__always)
        func matches(_ other: SortKey, in names: AttributeNameTable) -> Bool {
            if entry == other.entry { return true }
            return prefix.matches(other.prefix) ?? (names.names[entry] == names.names[other.entry])
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
                    let entry = names.index(of: pairs[index].name)
                    let current = names.entries.withUnsafeBufferPointer {
                        SortKey(prefix: $0[entry].prefix, entry: entry, index: index)
                    }
                    var slot = index
                    while slot > 0, current.precedes(keys[slot - 1], in: names) {
                        keys[slot] = keys[slot - 1]
                        slot -= 1
                    }
                    keys[slot] = current
                }
                beginObject()
                let indentation = depth * 2
                names.entries.withUnsafeBufferPointer { entries in
                    names.keyText.withUnsafeBufferPointer { keyText in
                        for index in pairs.indices
                        where index == 0 || !keys[index].matches(keys[index - 1], in: names) {
                            let name = entries[keys[index].entry]
                            buffer.reserve(2 + indentation + name.keyLength)
                            if index > 0 { buffer.put(0x2C) }  // ,
                            buffer.putLineBreak(depth: depth)
                            buffer.put(padded: keyText.baseAddress! + name.keyStart, count: name.keyLength)
                            buffer.putQuoted(pairs[keys[index].index].value)
                        }
                    }
                }
                endObject(false)
            }
        }
    }

    // MARK: JSON syntax.

    @inline(__always)
    private mutating func beginObject() {
        buffer.reserve(1)
        buffer.put(0x7B)  // {
        depth += 1
    }

    /// Closes an object; `empty` when it got no member (JSONEncoder writes an empty line then).
    @inline(__always)
    private mutating func endObject(_ empty: Bool) {
        depth -= 1
        let indentation = depth * 2
        buffer.reserve(3 + indentation)
        buffer.put(0x0A)
        if empty { buffer.put(0x0A) }
        buffer.putSpaces(indentation)
        buffer.put(0x7D)  // }
    }

    private mutating func array<T>(_ items: [T], _ body: (inout ModelJSONWriter, T) -> Void) {
        guard !items.isEmpty else {
            buffer.reserve(4)
            buffer.put("[\n\n]")
            return
        }
        depth += 1
        let indentation = depth * 2
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                buffer.reserve(2 + indentation)
                buffer.put(index == 0 ? 0x5B : 0x2C)  // [ or ,
                buffer.put(0x0A)
                buffer.putSpaces(indentation)
                body(&self, items[index])
                if buffer.count >= chunkSize { flush() }
            }
        }
        depth -= 1
        buffer.reserve(2 + indentation)
        buffer.put(0x0A)
        buffer.putSpaces(indentation - 2)
        buffer.put(0x5D)  // ]
    }

    // MARK: Chunks

    /// Hands the buffer over to the sink, if there is one, and starts a new one.
    private mutating func flush() {
        guard let sink, buffer.count > 0 else { return }
        sink(take(last: false))
    }

    /// The text written so far, its buffer handed over; a new buffer is started unless `last`.
    private mutating func take(last: Bool) -> Chunk {
        // Shrunk in place, so that a small document's one chunk holds no unused capacity. Chunks
        // below glibc's mmap threshold (128 KB) come from and go back to the heap, with no system
        // call and no page faults once it has grown.
        Chunk(buffer.take(restartingWith: last ? 1 : Self.capacity(chunkSize)))
    }

    /// The capacity a chunk starts with: a node or two past `chunkSize` seldom need more.
    private static func capacity(_ chunkSize: Int) -> Int { min(chunkSize, 1 << 24) / 4 * 5 + 64 }
}
