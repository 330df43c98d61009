import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks made on the raw bytes before XML parsing, for problems whose libxml2 message would not
/// tell the user what is wrong: empty files, binary files named `.xib`, merge-conflict markers (on the
/// first line here; the parse finishes the search, see ``XMLTreeReader``).
enum Preflight {
    /// - Throws: ``DiagnosticError`` with one located error.
    static func check(_ data: Data, path: String) throws(DiagnosticError) {
        // A UTF-8 byte order mark alone (an editor's "empty" file) is empty too.
        let text = data.starts(with: utf8ByteOrderMark) ? data.dropFirst(utf8ByteOrderMark.count) : data[...]
        if text.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw DiagnosticError(
                .error(
                    "the file is empty; an IB document is XML with a <document> root element",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        // Markers past the first line are looked for as the parse counts lines (see
        // ``SourcePositionTracker``), and in the rest of the file after it: a marker is reported
        // before any other problem, so the problems found here wait for that search.
        if firstLineIsMarker(data) { throw mergeConflict(line: 1, path: path) }
        if let line = overlongTagLine(data) {
            if let marker = mergeConflictLine(data) { throw mergeConflict(line: marker, path: path) }
            throw DiagnosticError(
                .error(
                    "an element's start tag is longer than \(maximumTagBytes / 1024) KB; this is not a document "
                        + "Interface Builder writes", at: SourceLocation(file: path, line: line, column: 1)))
        }
        if isBinary(data) {
            if let marker = mergeConflictLine(data) { throw mergeConflict(line: marker, path: path) }
            throw DiagnosticError(
                .error(
                    "binary data, not an XML document (a compiled .nib, or a file saved in another format?)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// The error for a merge-conflict marker at the start of `line`.
    static func mergeConflict(line: Int, path: String) -> DiagnosticError {
        DiagnosticError(
            .error(
                "unresolved merge conflict marker; resolve the conflict and save the file in Xcode",
                at: SourceLocation(file: path, line: line, column: 1)))
    }

    /// The UTF-8 encoding of U+FEFF, which may open a UTF-8 file.
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Longest start tag accepted. libxml2 checks attributes for duplicates in quadratic time, so one
    /// element with 100,000 attributes would take minutes; IB tags are a few hundred bytes.
    static let maximumTagBytes = 512 * 1024

    /// The 1-based line of the first tag longer than ``maximumTagBytes``, if any.
    static func overlongTagLine(_ data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, raw.count > maximumTagBytes else { return nil }
            var offset = 0
            while offset < raw.count, let open = memchr(base + offset, 0x3C, raw.count - offset) {
                let start = base.distance(to: UnsafeRawPointer(open))
                let end = memchr(base + start, 0x3E, raw.count - start).map { base.distance(to: UnsafeRawPointer($0)) }
                if (end ?? raw.count) - start > maximumTagBytes {
                    return 1 + raw[..<start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                }
                guard let end else { return nil }
                offset = end + 1
            }
            return nil
        }
    }

    /// The 1-based line of the first `<<<<<<<` or `>>>>>>>` marker at the start of a line, if any.
    static func mergeConflictLine(_ data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in mergeConflictLine(raw, lineStart: textStart(raw), line: 1) }
    }

    /// Whether the first line starts with a merge-conflict marker.
    static func firstLineIsMarker(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in startsMarker(raw, at: textStart(raw)) }
    }

    /// The byte offset where the text of line 1 starts: after a UTF-8 byte order mark, which editors
    /// do not show, so columns do not count it (libxml2's do not either).
    static func textStart(_ raw: UnsafeRawBufferPointer) -> Int {
        raw.starts(with: utf8ByteOrderMark) ? utf8ByteOrderMark.count : 0
    }

    /// The 1-based line of the first marker at the start of a line, from the line that starts at byte
    /// `lineStart` (line number `line`) to the end of `raw`.
    static func mergeConflictLine(_ raw: UnsafeRawBufferPointer, lineStart: Int, line: Int) -> Int? {
        guard let base = raw.baseAddress, raw.count >= 7 else { return nil }
        // Markers start lines: only the byte after each line feed (found by memchr, which is far
        // quicker than probing the bytes between) can start one. Lines are counted on the way.
        var start = lineStart
        var line = line
        while true {
            if startsMarker(raw, at: start) { return line }
            guard start + 7 < raw.count, let newline = memchr(base + start, 0x0A, raw.count - 7 - start)
            else { return nil }
            start = base.distance(to: UnsafeRawPointer(newline)) + 1
            line += 1
        }
    }

    /// Whether a merge-conflict marker starts at `start` (the start of a line): seven `<` or seven `>`,
    /// then a space or the end of the line.
    @inline(__always)
    static func startsMarker(_ raw: UnsafeRawBufferPointer, at start: Int) -> Bool {
        guard start + 7 <= raw.count else { return false }
        let marker = raw[start]
        guard marker == 0x3C || marker == 0x3E else { return false }
        return isMarker(raw, at: start, marker: marker)
    }

    /// Whether seven `marker`s start at `start`, followed by a space or the end of the line.
    private static func isMarker(_ raw: UnsafeRawBufferPointer, at start: Int, marker: UInt8) -> Bool {
        guard (start..<start + 7).allSatisfy({ raw[$0] == marker }) else { return false }
        let next = start + 7 < raw.count ? raw[start + 7] : 0x0A
        return next == 0x20 || next == 0x0A || next == 0x0D
    }

    /// UTF-16 or UTF-32 input (with a byte-order mark, or recognized by the zero bytes around its
    /// first ASCII character) re-encoded as UTF-8, so that columns count UTF-8 bytes like every other
    /// file; nil for other input.
    /// - Throws: ``DiagnosticError`` when the bytes are not valid text in that encoding.
    static func wideEncodingAsUTF8(_ data: Data, path: String) throws(DiagnosticError) -> Data? {
        let head = Array(data.prefix(4)) + [1, 1, 1, 1]  // padding: short files never match by accident
        func ascii(_ byte: UInt8) -> Bool { byte != 0 && byte < 0x80 }
        let encoding: String.Encoding
        let name: String
        if head[0...3] == [0x00, 0x00, 0xFE, 0xFF] || (head[0...2] == [0, 0, 0] && ascii(head[3])) {
            (encoding, name) = (.utf32BigEndian, "UTF-32")
        } else if head[0...3] == [0xFF, 0xFE, 0x00, 0x00] || (ascii(head[0]) && head[1...3] == [0, 0, 0]) {
            (encoding, name) = (.utf32LittleEndian, "UTF-32")
        } else if head[0...1] == [0xFF, 0xFE] || head[0...1] == [0xFE, 0xFF] {
            (encoding, name) = (.utf16, "UTF-16")
        } else if ascii(head[0]) && head[1] == 0 {
            (encoding, name) = (.utf16LittleEndian, "UTF-16")
        } else if head[0] == 0 && ascii(head[1]) {
            (encoding, name) = (.utf16BigEndian, "UTF-16")
        } else {
            return nil
        }
        guard let text = String(data: data, encoding: encoding) else {
            throw DiagnosticError(
                .error(
                    "invalid \(name): the file has bytes that are not \(name) text",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        var utf8 = Data(text.utf8)
        if utf8.starts(with: utf8ByteOrderMark) { utf8.removeFirst(3) }  // a byte-order mark kept as U+FEFF
        return utf8
    }

    /// True for bytes that are neither UTF-8 XML nor UTF-16/32 XML: NUL bytes without a UTF-16 shape.
    static func isBinary(_ data: Data) -> Bool {
        let hasNUL = data.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0, min(raw.count, 4096)) != nil } ?? false
        }
        guard hasNUL else { return false }
        // Wide encodings were converted to UTF-8 before this check: what still has NULs is binary.
        return true
    }
}
