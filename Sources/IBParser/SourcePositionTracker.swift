import CLibXML2
import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds where each element's start tag begins, as libxml2's SAX callbacks report elements.
///
/// libxml2 calls back with its cursor on the `>` that ends a start tag; the tag opens at the last
/// `<` before it (XML allows no `<` inside attribute values). Tags arrive in document order, so
/// lines are counted once, forward, over the file's bytes.
struct SourcePositionTracker {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Line breaks are counted up to this byte offset.
    private var offset = 0
    /// The 1-based line at ``offset``, and the byte offset where it starts.
    private(set) var line = 1
    private(set) var lineStart = 0
    /// The first line after the first that starts with a merge-conflict marker, among those counted:
    /// each line is checked as its start is found (see ``Preflight/startsMarker(_:at:)``).
    private(set) var markerLine: Int?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = Preflight.textStart(UnsafeRawBufferPointer(bytes))
        lineStart = offset
    }

    /// The position of the start tag libxml2's `input` cursor is at the end of.
    /// - Parameter inside: a pointer into that start tag (an attribute value libxml2 left in its
    ///   buffer), to search back from instead of the tag's end; ignored when outside the buffer.
    mutating func position(ofTagEndingAt input: xmlParserInputPtr, inside: UnsafePointer<UInt8>?) -> SourcePosition {
        guard let cursor = input.pointee.cur, let base = input.pointee.base else {
            return SourcePosition(line: 1, column: 1)
        }
        var open = cursor
        if let inside, inside >= base, inside < cursor { open = inside }
        open = Self.lastOpeningBracket(from: open, base: base)
        // Without an encoding conversion libxml2's buffer holds the file's own bytes.
        if input.pointee.buf?.pointee.encoder == nil {
            let absolute = Int(input.pointee.consumed) + (open - base)
            if absolute >= offset, absolute < bytes.count, bytes[absolute] == UInt8(ascii: "<") {
                advance(to: absolute)
                return SourcePosition(line: line, column: absolute - lineStart + 1)
            }
        }
        // Input converted from another encoding: libxml2's line at the cursor less the tag's own line
        // breaks, and the column in the converted (UTF-8) text it still holds.
        var tagLine = Int(input.pointee.line)
        var scan = open
        while scan < cursor {
            if scan.pointee == 0x0A { tagLine -= 1 }
            scan += 1
        }
        var column = 1
        scan = open
        while scan > base, (scan - 1).pointee != 0x0A {
            scan -= 1
            column += 1
        }
        return SourcePosition(line: max(1, tagLine), column: column)
    }

    /// The last `<` at or before `start` and after `base`, or `base` when there is none: the start of
    /// the tag `start` is in. Eight bytes at a time: the scan covers the tag's name and first
    /// attribute name, often twenty bytes or more.
    static func lastOpeningBracket(from start: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>
    {
        var open = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while open - base >= 8 {
            // The eight bytes ending at `open`; the high bit of each byte equal to `<` is set (exactly:
            // no borrow crosses bytes).
            let word = UnsafeRawPointer(open - 7).loadUnaligned(as: UInt64.self) ^ (ones &* 0x3C)
            let equal = ~(((word & low7) &+ low7) | word | low7)
            if equal != 0 {
                // Little-endian: the byte nearest `open` is the most significant one.
                return open - 7 + (63 - equal.leadingZeroBitCount) / 8
            }
            open -= 8
        }
        while open > base, open.pointee != UInt8(ascii: "<") { open -= 1 }
        return open
    }

    /// Counts the line breaks from ``offset`` up to `target`.
    private mutating func advance(to target: Int) {
        guard let base = bytes.baseAddress else { return }
        while offset < target, let hit = memchr(base + offset, 0x0A, target - offset) {
            offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
            line += 1
            lineStart = offset
            if markerLine == nil, Preflight.startsMarker(UnsafeRawBufferPointer(bytes), at: offset) {
                markerLine = line
            }
        }
        offset = target
    }
}
