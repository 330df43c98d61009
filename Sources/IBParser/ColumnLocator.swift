import Foundation

/// Finds the column of an element's start tag: libxml2 records only the line of a node.
///
/// For each line it remembers how far previous tags on that line were found, so several elements on
/// one line get their own columns, in document order.
struct ColumnLocator {
    private let bytes: [UInt8]
    /// Byte offset where each line starts; index 0 is line 1.
    private let lineStarts: [Int]
    private final class Cursor {
        var line = 0
        var offset = 0
    }
    private let cursor = Cursor()

    init(data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based byte column of `<name` on `line`, after tags already found there; 1 when not found
    /// (e.g. a UTF-16 file).
    func column(ofTag name: String, onLine line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 1 }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var from = start
        if cursor.line == line { from = cursor.offset }
        let tag = Array(name.utf8)
        var index = from
        while index < end {
            if bytes[index] == UInt8(ascii: "<"), matches(tag, at: index + 1, end: end) {
                cursor.line = line
                cursor.offset = index + 1
                return index - start + 1
            }
            index += 1
        }
        return 1
    }

    private func matches(_ tag: [UInt8], at offset: Int, end: Int) -> Bool {
        guard offset + tag.count <= end else { return false }
        for (i, byte) in tag.enumerated() where bytes[offset + i] != byte { return false }
        let next = offset + tag.count
        guard next < end else { return true }
        let after = bytes[next]
        return after == UInt8(ascii: " ") || after == UInt8(ascii: ">") || after == UInt8(ascii: "/")
            || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\r") || after == UInt8(ascii: "\n")
    }
}
