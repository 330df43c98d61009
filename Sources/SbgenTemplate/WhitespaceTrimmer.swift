/// Whitespace trimming of text next to block tags, and the legacy blank-line compaction.
enum WhitespaceTrimmer {
    enum Trim {
        case nothing
        /// Spaces and tabs.
        case spaces
        /// Spaces and tabs up to and including one newline; nothing if no newline follows them.
        case spacesAndOneNewline
        /// All whitespace and newlines.
        case all
    }

    /// Marks intentional blank lines with a vertical tab so compaction keeps them (StencilSwiftKit's trick).
    static let blankLineMarker: Character = "\u{0B}"

    static func trim(_ text: String, leading: Trim, trailing: Trim) -> String {
        var slice = Substring(text)
        switch leading {
        case .nothing: break
        case .spaces: slice = slice.drop { $0 == " " || $0 == "\t" }
        case .spacesAndOneNewline:
            let rest = slice.drop { $0 == " " || $0 == "\t" }
            if rest.first == "\n" { slice = rest.dropFirst() }
        case .all: slice = slice.drop(while: \.isWhitespace)
        }
        switch trailing {
        case .nothing: break
        case .spaces:
            while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        case .spacesAndOneNewline:
            var rest = slice
            while let last = rest.last, last == " " || last == "\t" { rest = rest.dropLast() }
            if rest.last == "\n" { slice = rest.dropLast() }
        case .all:
            while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        }
        return String(slice)
    }

    /// `\n\n` → `\n<VT>\n`, twice so runs of blank lines are all marked.
    static func markingBlankLines(_ text: String) -> String {
        guard text.containsLiteral("\n\n") else { return text }
        let marked = "\n\(blankLineMarker)\n"
        return text.replacingLiteral("\n\n", with: marked).replacingLiteral("\n\n", with: marked)
    }

    /// Legacy (`TrimMode.none`) post-processing, as StencilSwiftKit does for custom templates:
    /// every newline followed by whitespace-only lines collapses to one newline (so lines left
    /// blank by tags disappear), then the marked, intentional blank lines come back.
    ///
    /// One linear pass over the UTF-8 bytes, writing straight into the result: it has the effect of
    /// the regex `\n([ \t]*\n)+` → `\n` followed by `\n<VT>\n` → `\n\n` (a `\r\n` is one character,
    /// so it does not start a collapse).
    static func compactingBlankLines(_ text: String) -> String {
        let lf = UInt8(ascii: "\n")
        let cr = UInt8(ascii: "\r")
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let marker: UInt8 = 0x0B
        var source = text
        return source.withUTF8 { bytes in
            let count = bytes.count
            return String(unsafeUninitializedCapacity: count) { out in
                var written = 0
                var index = 0
                while index < count {
                    let byte = bytes[index]
                    // A marker between two newlines is an intentional blank line: drop the marker only.
                    if byte == marker, written > 0, out[written - 1] == lf, index + 1 < count, bytes[index + 1] == lf {
                        index += 1
                        continue
                    }
                    out[written] = byte
                    written += 1
                    index += 1
                    guard byte == lf, index < 2 || bytes[index - 2] != cr else { continue }
                    // Skip as many `[ \t]*\n` lines as follow.
                    var probe = index
                    while true {
                        var cursor = probe
                        while cursor < count, bytes[cursor] == space || bytes[cursor] == tab { cursor += 1 }
                        guard cursor < count, bytes[cursor] == lf else { break }
                        probe = cursor + 1
                    }
                    index = probe
                }
                return written
            }
        }
    }
}
