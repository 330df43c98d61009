#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JSON text as `JSONEncoder` writes it with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, in a raw byte buffer: what both of sbgen's JSON writers
/// (``ModelJSONWriter`` for `dump`, and the migration report's) share, so that they quote strings,
/// write numbers, order keys and lay out lines alike.
///
/// The buffer is `malloc`ed and grown by `realloc`. The `put` functions write without checking for
/// room: ``reserve(_:)`` it first (the writers reserve once for several pieces). Past the room
/// reserved there are always ``slack`` more bytes, which short copies overwrite whole words at a time
/// (what follows is written over them).
struct JSONTextBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    /// The bytes allocated past ``capacity``.
    static let slack = 32

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = Self.allocate(self.capacity)
    }

    deinit { free(base) }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity + slack) else { fatalError("out of memory") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// The text written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The text written so far, as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands over the text written so far, its memory shrunk to fit (the caller frees it with
    /// `free`), and starts again with an empty buffer of `capacity` bytes.
    mutating func take(restartingWith capacity: Int) -> UnsafeBufferPointer<UInt8> {
        let bytes = realloc(base, max(count, 1))?.assumingMemoryBound(to: UInt8.self) ?? base
        let taken = UnsafeBufferPointer(start: bytes, count: count)
        self.capacity = max(capacity, 1)
        base = Self.allocate(self.capacity)
        count = 0
        return taken
    }

    // MARK: Key order

    /// Whether an object's key `first` comes before `second` in `.sortedKeys` order: the order of
    /// String's `<` (for ASCII keys, byte order).
    @inline(__always)
    static func keyPrecedes(_ first: String, _ second: String) -> Bool { first < second }

    // MARK: Room

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(count &+ extra) }
    }

    @inline(never)
    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity + Self.slack) else { fatalError("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    // MARK: Bytes, room reserved

    /// Writes `byte`.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    /// Writes the bytes of `literal`.
    @inline(__always)
    mutating func put(_ literal: StaticString) {
        Self.copy(literal.utf8Start, to: base + count, count: literal.utf8CodeUnitCount)
        count &+= literal.utf8CodeUnitCount
    }

    /// Writes `bytes`.
    @inline(__always)
    mutating func put(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        (base + count).update(from: bytes, count: length)
        count &+= length
    }

    /// Copies `count` bytes from `source` to `target` (which do not overlap). Short runs, as most
    /// keys and values are, take two loads and two stores that overlap in the middle (reading
    /// nothing outside the source), with no call.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 17...32:
            let first = from.loadUnaligned(as: (UInt64, UInt64).self)
            let last = from.loadUnaligned(fromByteOffset: count &- 16, as: (UInt64, UInt64).self)
            to.storeBytes(of: first, as: (UInt64, UInt64).self)
            to.storeBytes(of: last, toByteOffset: count &- 16, as: (UInt64, UInt64).self)
        case 8...16:
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count &- 8, as: UInt64.self)
        case 4..<8:
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
        case 1..<4:
            target[0] = source[0]
            target[count &>> 1] = source[count &>> 1]
            target[count &- 1] = source[count &- 1]
        case 0:
            break
        default:
            target.update(from: source, count: count)
        }
    }

    private static let spaces = StaticString(
        "                                                                                                                                "
    )

    /// Writes `number` spaces: up to ``slack`` as whole words, with no call.
    @inline(__always)
    mutating func putSpaces(_ number: Int) {
        if number <= Self.slack {
            let target = UnsafeMutableRawPointer(base + count)
            let spaces: UInt64 = 0x2020_2020_2020_2020
            target.storeBytes(of: spaces, as: UInt64.self)
            target.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: spaces, toByteOffset: 16, as: UInt64.self)
            target.storeBytes(of: spaces, toByteOffset: 24, as: UInt64.self)
        } else {
            (base + count).update(repeating: 0x20, count: number)
        }
        count &+= number
    }

    /// Writes the `length` bytes at `bytes`, which may be read ``slack`` bytes on (padded): up to
    /// ``slack`` as whole words, with no call.
    @inline(__always)
    mutating func put(padded bytes: UnsafePointer<UInt8>, count length: Int) {
        if length <= Self.slack {
            let source = UnsafeRawPointer(bytes)
            let target = UnsafeMutableRawPointer(base + count)
            for offset in stride(from: 0, to: Self.slack, by: 8) {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
            }
        } else {
            (base + count).update(from: bytes, count: length)
        }
        count &+= length
    }

    /// Starts a line at nesting `depth`: a line break and two spaces per level (`.prettyPrinted`).
    /// Room for `1 + 2 * depth` bytes must be reserved.
    @inline(__always)
    mutating func putLineBreak(depth: Int) {
        put(0x0A)
        putSpaces(depth &* 2)
    }

    // MARK: Values

    /// Writes the decimal digits of `number`, as JSONEncoder writes an `Int`. Room for 20 bytes
    /// must be reserved.
    mutating func putNumber(_ number: Int) {
        var magnitude = number.magnitude
        if number < 0 { put(0x2D) }  // -
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

    /// Writes `text` as a JSON string, escaped as JSONEncoder escapes it (reserves its own room).
    @inline(__always)
    mutating func putQuoted(_ text: String) {
        Self.withBytes(of: text) { putQuoted(bytes: $0) }
    }

    /// Writes the UTF-8 `bytes` as a JSON string, escaped as JSONEncoder escapes them (reserves its
    /// own room).
    mutating func putQuoted(bytes: UnsafeBufferPointer<UInt8>) {
        // Almost every string needs no escape: copied whole, then checked in the copy (which the
        // eight-bytes-at-a-time check may read up to 7 bytes past: reserved).
        reserve(bytes.count + 2 + 8)
        put(0x22)
        guard let source = bytes.baseAddress else {
            put(0x22)
            return
        }
        let start = base + count
        Self.copy(source, to: start, count: bytes.count)
        let plain = Self.plainPrefix(UnsafePointer(start), bytes.count)
        count += plain
        if plain < bytes.count { putEscaped(UnsafeBufferPointer(rebasing: bytes[plain...])) }
        reserve(1)
        put(0x22)
    }

    /// Writes `bytes` with JSON's escapes, as JSONEncoder does (a quote, a backslash and control
    /// characters; `/` and all else as is): runs with nothing to escape (found eight bytes at a
    /// time) are copied whole.
    @inline(never)
    private mutating func putEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
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
            put(source + offset, count: end &- offset)
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

    // MARK: Escape scanning

    /// Calls `body` with the UTF-8 bytes of `text`, borrowed where the string stores them so.
    @inline(__always)
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Whether `byte` must be escaped in a JSON string.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    /// The bytes of `word` (in memory order, the first `length` of them) that JSON must escape,
    /// each as its high bit; a borrow can set a false bit only above a true one, so the lowest bit
    /// set is exact.
    @inline(__always)
    static func escapeBits(_ word: UInt64, _ length: Int) -> UInt64 {
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
    static func plainPrefix(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var offset = 0
        while offset < length {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
            let found = escapeBits(word, length &- offset)
            if found != 0 { return offset &+ found.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
        return length
    }

    /// How many of `bytes` precede the first one JSON must escape (``plainPrefix(_:_:)`` on a copy
    /// with readable bytes after the end).
    static func plainPrefixLength(_ bytes: [UInt8]) -> Int {
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 8)
        defer { padded.deallocate() }
        // What follows the bytes is read, and must not count.
        padded.initialize(repeating: 0, count: bytes.count + 8)
        padded.update(from: bytes, count: bytes.count)
        return plainPrefix(padded, bytes.count)
    }
}
