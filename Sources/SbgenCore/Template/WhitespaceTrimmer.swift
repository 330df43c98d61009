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
        guard text.contains("\n\n") else { return text }
        let marked = "\n\(blankLineMarker)\n"
        return text.replacingOccurrences(of: "\n\n", with: marked).replacingOccurrences(of: "\n\n", with: marked)
    }

    /// Legacy (`TrimMode.none`) post-processing, as StencilSwiftKit does for custom templates:
    /// every newline followed by whitespace-only lines collapses to one newline (so lines left
    /// blank by tags disappear), then the marked, intentional blank lines come back.
    static func compactingBlankLines(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var index = 0
        while index < chars.count {
            let char = chars[index]
            out.append(char)
            index += 1
            guard char == "\n" else { continue }
            // Skip as many `[ \t]*\n` lines as follow (regex `\n([ \t]*\n)+` → `\n`).
            var probe = index
            while true {
                var cursor = probe
                while cursor < chars.count, chars[cursor] == " " || chars[cursor] == "\t" { cursor += 1 }
                guard cursor < chars.count, chars[cursor] == "\n" else { break }
                probe = cursor + 1
            }
            index = probe
        }
        let marked = "\n\(blankLineMarker)\n"
        return out.replacingOccurrences(of: marked, with: "\n\n").replacingOccurrences(of: marked, with: "\n\n")
    }
}
