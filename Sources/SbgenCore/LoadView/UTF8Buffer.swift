#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growing buffer of UTF-8 bytes that becomes one `String` at the end.
///
/// The load-view writer builds each file's text from hundreds of thousands of pieces; appending to a
/// `String` went through the generic append path (and `[UInt8]` through its generic one), while this
/// copies each piece's bytes with one `memcpy`.
final class UTF8Buffer {
    private var start: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit { start.deallocate() }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        if count + piece.count > capacity { grow(to: count + piece.count) }
        (start + count).copyMemory(from: base, byteCount: piece.count)
        count += piece.count
    }

    /// `count` copies of `byte` (indentation, line breaks) without going through a `String`.
    func append(_ byte: UInt8, count repeats: Int = 1) {
        if count + repeats > capacity { grow(to: count + repeats) }
        (start + count).initializeMemory(as: UInt8.self, repeating: byte, count: repeats)
        count += repeats
    }

    /// `line` and a line feed, after 8 spaces when `indented`, with one capacity check (three
    /// appends per body line were most of writing it).
    func appendLine(_ line: UnsafeBufferPointer<UInt8>, indented: Bool) {
        let needed = (indented ? 8 : 0) + line.count + 1
        if count + needed > capacity { grow(to: count + needed) }
        var position = start + count
        if indented {
            position.storeBytes(of: 0x2020_2020_2020_2020, as: UInt64.self)  // 8 spaces; unaligned is fine
            position += 8
        }
        if let base = line.baseAddress, !line.isEmpty {
            position.copyMemory(from: base, byteCount: line.count)
            position += line.count
        }
        position.storeBytes(of: 10, as: UInt8.self)
        count += needed
    }

    /// The offset of the first `byte` in `bytes` at or after `offset` (`memchr`: this scans every
    /// statement of the output for line breaks).
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) -> Int? {
        guard offset < bytes.count, let base = bytes.baseAddress,
            let hit = memchr(base + offset, Int32(byte), bytes.count - offset)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        newStart.copyMemory(from: start, byteCount: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// The bytes as a `String` of their own size.
    ///
    /// Made chunk by chunk: `String(decoding:)` checks an all-ASCII text 8 bytes at a time, but a
    /// text with one non-ASCII character byte by byte from its start (most of `render`'s time on
    /// such a file). Checked in chunks, only the chunks holding one take the slow way; appending a
    /// checked `String` checks nothing again.
    var string: String {
        guard count > Self.chunkSize else {
            return String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
        }
        let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
        var result = ""
        result.reserveCapacity(count)
        var chunkStart = 0
        while chunkStart < count {
            var chunkEnd = Swift.min(chunkStart + Self.chunkSize, count)
            // Never inside a character's encoding: back to the start of the one it would split.
            while chunkEnd < count, chunkEnd > chunkStart, bytes[chunkEnd] & 0xC0 == 0x80 { chunkEnd -= 1 }
            if chunkEnd == chunkStart { chunkEnd = Swift.min(chunkStart + Self.chunkSize, count) }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[chunkStart..<chunkEnd]), as: UTF8.self))
            chunkStart = chunkEnd
        }
        return result
    }

    /// Bytes checked per chunk in ``string``: big enough that a chunk's string and append cost
    /// little per byte, small enough that one non-ASCII character slows down little of the text.
    static let chunkSize = 4096
}
