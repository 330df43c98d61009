#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the column of an element's start tag: libxml2 records only the line of a node.
///
/// For each line it remembers how far previous tags on that line were found, so several elements on
/// one line get their own columns, in document order. Works on the pinned bytes the reader parses;
/// valid only while they are.
struct ColumnLocator {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offset where each line starts; index 0 is line 1.
    private var lineStarts: [Int] = [0]
    private var cursorLine = 0
    private var cursorOffset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        guard let base = bytes.baseAddress else { return }
        lineStarts.reserveCapacity(bytes.count / 48)
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
            offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            lineStarts.append(offset)
        }
    }

    /// The position of `<name`: on `line` after tags already found there, or, for a start tag that
    /// spans several lines (libxml2 gives the line where it ends), the nearest earlier line holding it.
    /// Column 1 on `line` when not found.
    /// - Parameter name: the tag name as libxml2 gives it (NUL-terminated UTF-8).
    mutating func position(ofTag name: UnsafePointer<UInt8>, onLine line: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= lineStarts.count, bytes.baseAddress != nil else { return (line, 1) }
        let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
        let from = cursorLine == line ? cursorOffset : lineStarts[line - 1]
        if let column = find(name, length: length, line: line, from: from, last: false) { return (line, column) }
        // Not on its line: look back, a bounded distance, never before the previous tag found.
        var earlier = line - 1
        while earlier >= max(1, line - 64), earlier >= cursorLine {
            let start = cursorLine == earlier ? cursorOffset : lineStarts[earlier - 1]
            if let column = find(name, length: length, line: earlier, from: start, last: true) {
                return (earlier, column)
            }
            earlier -= 1
        }
        return (line, 1)
    }

    /// The column of the first (or last) `<name` on `line` at or after byte offset `from`; moves the
    /// cursor past it.
    private mutating func find(
        _ name: UnsafePointer<UInt8>, length: Int, line: Int, from: Int, last: Bool
    ) -> Int? {
        let base = bytes.baseAddress!
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var index = from
        var found: Int?
        while index < end, let hit = memchr(base + index, 0x3C, end - index) {
            let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let nameStart = open + 1
            if nameStart + length <= end, memcmp(base + nameStart, name, length) == 0 {
                let after = nameStart + length < end ? base[nameStart + length] : 0x0A
                if after == 0x20 || after == 0x3E || after == 0x2F || after == 0x09 || after == 0x0D || after == 0x0A {
                    found = open
                    if !last { break }
                }
            }
            index = nameStart
        }
        guard let found else { return nil }
        cursorLine = line
        cursorOffset = found + 1
        return found - start + 1
    }
}
