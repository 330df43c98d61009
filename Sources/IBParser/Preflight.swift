import Foundation
import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks made on the raw bytes before XML parsing, for problems whose libxml2 message would not
/// tell the user what is wrong: empty files, binary files named `.xib`, merge-conflict markers.
enum Preflight {
    /// - Throws: ``DiagnosticError`` with one located error.
    static func check(_ data: Data, path: String) throws(DiagnosticError) {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw DiagnosticError(
                .error(
                    "the file is empty; an IB document is XML with a <document> root element",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        if let line = mergeConflictLine(data) {
            throw DiagnosticError(
                .error(
                    "unresolved merge conflict marker; resolve the conflict and save the file in Xcode",
                    at: SourceLocation(file: path, line: line, column: 1)))
        }
        if isBinary(data) {
            throw DiagnosticError(
                .error(
                    "binary data, not an XML document (a compiled .nib, or a file saved in another format?)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// The 1-based line of the first `<<<<<<<` or `>>>>>>>` marker at the start of a line, if any.
    static func mergeConflictLine(_ data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress else { return nil }
            var first: Int?
            for marker: UInt8 in [0x3C, 0x3E] {  // `<` and `>`
                var offset = 0
                while offset < raw.count, let hit = memchr(base + offset, Int32(marker), raw.count - offset) {
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    offset = index + 1
                    guard index == 0 || raw[index - 1] == 0x0A, index + 7 <= raw.count,
                        (1..<7).allSatisfy({ raw[index + $0] == marker })
                    else { continue }
                    let next = index + 7 < raw.count ? raw[index + 7] : 0x0A
                    if next == 0x20 || next == 0x0A || next == 0x0D {
                        first = min(first ?? index, index)
                        break
                    }
                }
            }
            guard let first else { return nil }
            return 1 + raw[..<first].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        }
    }

    /// UTF-16 input (with a byte-order mark, or `<` as its first character) re-encoded as UTF-8, so
    /// that columns count UTF-8 bytes like every other file; nil for other input.
    /// - Throws: ``DiagnosticError`` when the bytes are not valid UTF-16.
    static func utf16AsUTF8(_ data: Data, path: String) throws(DiagnosticError) -> Data? {
        let first = Array(data.prefix(2))
        let encoding: String.Encoding
        switch (first.first, first.last) {
        case (0xFF, 0xFE), (0xFE, 0xFF): encoding = .utf16
        case (0x3C, 0x00): encoding = .utf16LittleEndian
        case (0x00, 0x3C): encoding = .utf16BigEndian
        default: return nil
        }
        guard data.count >= 2, let text = String(data: data, encoding: encoding) else {
            throw DiagnosticError(
                .error(
                    "invalid UTF-16: the file has bytes that are not text",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return Data(text.utf8)
    }

    /// True for bytes that are neither UTF-8 XML nor UTF-16/32 XML: NUL bytes without a UTF-16 shape.
    static func isBinary(_ data: Data) -> Bool {
        let hasNUL = data.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0, min(raw.count, 4096)) != nil } ?? false
        }
        guard hasNUL else { return false }
        let first = Array(data.prefix(4))
        // UTF-16/32 byte-order marks, and `<` in UTF-16 without a BOM: libxml2 decodes those.
        if first.starts(with: [0xFF, 0xFE]) || first.starts(with: [0xFE, 0xFF]) { return false }
        if first.starts(with: [0x3C, 0x00]) || first.starts(with: [0x00, 0x3C]) { return false }
        if first.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || first.starts(with: [0x00, 0x00, 0x00, 0x3C]) {
            return false
        }
        return true
    }
}
