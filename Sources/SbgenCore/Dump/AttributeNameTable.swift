import IBModel

/// The attribute names ``ModelJSONWriter`` has met, each with what writing it takes: its first 16
/// bytes as sort words and its key text (`"name" : `, escaped) ready to copy.
///
/// A name is found by the identity of its `String` (its two words), not by its bytes: the parser
/// makes one string per distinct name and keeps it from file to file, so finding a name costs a
/// hash of two words, where reading its bytes took a retain, a copy and an escape check for every
/// attribute. Equal words are an equal name: a small string's words hold its bytes, a large one's
/// its count and storage, which the table keeps alive (``names``) so that it is never reused for
/// another string. A string made anew for each attribute (a prefixed name) is a new entry each
/// time; the table is emptied before a document when it holds more than ``maximumCount`` names.
struct AttributeNameTable {
    /// What sorting a name needs first: where these decide, the strings are not read.
    struct SortPrefix {
        /// The first 16 bytes of the name, big-endian, zero-padded: for ASCII names, comparing
        /// these compares the bytes.
        var high: UInt64
        var low: UInt64
        var length: Int
        /// Whether the name is all ASCII: then byte order is the order of String's `<`.
        var isASCII: Bool

        /// Whether this name sorts before `other`'s, when the prefixes tell (nil: compare the names).
        @inline(__always)
        func precedes(_ other: SortPrefix) -> Bool? {
            guard isASCII, other.isASCII else { return nil }
            if high != other.high { return high < other.high }
            if low != other.low { return low < other.low }
            // Equal first 16 bytes: a name of 16 bytes or fewer is a prefix of the other.
            if length <= 16 || other.length <= 16 { return length < other.length }
            return nil
        }

        /// Whether this name equals `other`'s, when the prefixes tell (nil: compare the names).
        @inline(__always)
        func matches(_ other: SortPrefix) -> Bool? {
            guard isASCII, other.isASCII else { return nil }
            if high != other.high || low != other.low || length != other.length { return false }
            return length <= 16 ? true : nil
        }
    }

    struct Entry {
        var words: (UInt64, UInt64)
        var prefix: SortPrefix
        /// Where the name's key text is in ``keyText``.
        var keyStart: Int
        var keyLength: Int
    }

    static let maximumCount = 2048

    private(set) var entries: [Entry] = []
    /// The names of ``entries``, by index.
    private(set) var names: [String] = []
    /// The key texts of ``entries``, one after the other, and ``JSONTextBuffer/slack`` zero bytes
    /// (each key text is copied a word at a time, reading past its end).
    private(set) var keyText = [UInt8](repeating: 0, count: JSONTextBuffer.slack)
    /// Open addressing over ``entries`` by the name's words: an index + 1, or 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 2 * maximumCount)

    /// Empties the table once it holds more than ``maximumCount`` names (a document's names are
    /// added whatever their number, so the table stays within one document's names of that).
    mutating func trim() {
        guard entries.count > Self.maximumCount else { return }
        entries.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        keyText = [UInt8](repeating: 0, count: JSONTextBuffer.slack)
        slots = [Int32](repeating: 0, count: 2 * Self.maximumCount)
    }

    /// The index in ``entries`` of `name`, added when new.
    @inline(__always)
    mutating func index(of name: String) -> Int {
        // Both words of a String (64-bit platforms), read without a retain.
        let words = unsafeBitCast(name, to: (UInt64, UInt64).self)
        let mask = slots.count - 1
        var slot = Self.firstSlot(words, slots.count)
        let known = slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                while true {
                    let found = Int(slots[slot])
                    if found == 0 { return -1 }
                    let entry = entries[found &- 1].words
                    if entry.0 == words.0, entry.1 == words.1 { return found &- 1 }
                    slot = (slot &+ 1) & mask
                }
            }
        }
        if known >= 0 { return known }
        slots[slot] = Int32(entries.count + 1)
        add(name, words: words)
        // At most half full, so that probes stay short and an empty slot is always found.
        if entries.count * 2 > slots.count { rehash(slots.count * 2) }
        return entries.count - 1
    }

    @inline(never)
    private mutating func rehash(_ count: Int) {
        slots = [Int32](repeating: 0, count: count)
        for (index, entry) in entries.enumerated() {
            var slot = Self.firstSlot(entry.words, count)
            while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The slot of `words` in a table of `count` slots (a power of two), before probing.
    @inline(__always)
    private static func firstSlot(_ words: (UInt64, UInt64), _ count: Int) -> Int {
        let mixed = (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32) & (count - 1)
    }

    @inline(never)
    private mutating func add(_ name: String, words: (UInt64, UInt64)) {
        var entry = JSONTextBuffer.withBytes(of: name) { bytes in
            var prefix: (UInt64, UInt64) = (0, 0)
            if let source = bytes.baseAddress {
                withUnsafeMutableBytes(of: &prefix) {
                    $0.baseAddress!.copyMemory(from: source, byteCount: min(bytes.count, 16))
                }
            }
            let sortPrefix = SortPrefix(
                high: UInt64(bigEndian: prefix.0), low: UInt64(bigEndian: prefix.1), length: bytes.count,
                isASCII: String.isASCII(bytes))
            return Entry(words: words, prefix: sortPrefix, keyStart: 0, keyLength: 0)
        }
        var text = JSONTextBuffer(capacity: entry.prefix.length + 16)
        text.putQuoted(name)
        text.reserve(3)
        text.put(" : ")
        keyText.removeLast(JSONTextBuffer.slack)
        entry.keyStart = keyText.count
        entry.keyLength = text.count
        keyText.append(contentsOf: text.bytes)
        keyText.append(contentsOf: repeatElement(0, count: JSONTextBuffer.slack))
        entries.append(entry)
        names.append(name)
    }
}

extension AttributeNameTable {
    /// Tables not in use, kept for the next writer: at most one per thread writing at a time.
    private final class Pool: @unchecked Sendable {
        let lock = Lock()
        var free: [AttributeNameTable] = []
    }

    private static let pool = Pool()

    /// A table from the pool, or a new one (a table taken is the only copy: adding to it copies nothing).
    static func take() -> AttributeNameTable {
        pool.lock.withLock { pool.free.popLast() } ?? AttributeNameTable()
    }

    static func give(back table: AttributeNameTable) {
        pool.lock.withLock { pool.free.append(table) }
    }
}
