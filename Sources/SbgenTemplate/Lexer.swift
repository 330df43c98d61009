/// Splits template text into tokens with a single forward scan over UTF-8 bytes (no regex).
struct Lexer {
    let templateName: String
    private let bytes: [UInt8]

    init(templateName: String, text: String) {
        self.templateName = templateName
        self.bytes = Array(text.utf8)
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let newline = UInt8(ascii: "\n")

    /// Tokenizes the whole template; throws on a tag that is never closed.
    func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        var line = 1
        var lineStart = 0
        var textStart = 0
        var cursor = ColumnCursor()
        var textLocation = location(line: 1, lineStart: 0, at: 0, cursor: &cursor)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == Self.newline {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard byte == Self.openBrace, index + 1 < count, let kind = Self.kind(of: bytes[index + 1]) else {
                index += 1
                continue
            }
            if textStart < index {
                tokens.append(makeText(textStart..<index, at: textLocation))
            }
            let tagLocation = location(line: line, lineStart: lineStart, at: index, cursor: &cursor)
            let endChar = kind == .variable ? Self.closeBrace : bytes[index + 1]
            var end = index + 2
            while end + 1 < count, !(bytes[end] == endChar && bytes[end + 1] == Self.closeBrace) {
                if bytes[end] == Self.newline {
                    line += 1
                    lineStart = end + 1
                }
                end += 1
            }
            guard end + 1 < count else {
                let closer = kind == .variable ? "}}" : kind == .block ? "%}" : "#}"
                throw TemplateError("unclosed tag, expected '\(closer)'", at: tagLocation)
            }
            tokens.append(makeTag(kind, inner: (index + 2)..<end, at: tagLocation))
            index = end + 2
            textStart = index
            textLocation = location(line: line, lineStart: lineStart, at: index, cursor: &cursor)
        }
        if textStart < count {
            tokens.append(makeText(textStart..<count, at: textLocation))
        }
        return tokens
    }

    private static func kind(of byte: UInt8) -> Token.Kind? {
        switch byte {
        case UInt8(ascii: "{"): return .variable
        case UInt8(ascii: "%"): return .block
        case UInt8(ascii: "#"): return .comment
        default: return nil
        }
    }

    /// The last position a column was computed for, so columns are counted incrementally
    /// (linear in the line length overall, not per tag).
    private struct ColumnCursor {
        var index = 0
        var column = 1
    }

    private func location(line: Int, lineStart: Int, at index: Int, cursor: inout ColumnCursor) -> TemplateLocation {
        if cursor.index < lineStart || cursor.index > index {
            cursor = ColumnCursor(index: lineStart, column: 1)
        }
        cursor.column += String(decoding: bytes[cursor.index..<index], as: UTF8.self).count
        cursor.index = index
        return TemplateLocation(templateName: templateName, line: line, column: cursor.column)
    }

    private func makeText(_ range: Range<Int>, at location: TemplateLocation) -> Token {
        Token(
            kind: .text, contents: String(decoding: bytes[range], as: UTF8.self), location: location,
            contentLocation: location)
    }

    private func makeTag(_ kind: Token.Kind, inner: Range<Int>, at location: TemplateLocation) -> Token {
        var range = inner
        var leading = TrimMarker.unspecified
        var trailing = TrimMarker.unspecified
        // Only block tags take whitespace-control markers, as in Stencil.
        if kind == .block {
            if let first = range.first, let marker = Self.marker(bytes[first]) {
                leading = marker
                range = (range.lowerBound + 1)..<range.upperBound
            }
            if let last = range.last, let marker = Self.marker(bytes[last]) {
                trailing = marker
                range = range.lowerBound..<(range.upperBound - 1)
            }
        }
        var contentLocation = location
        contentLocation.column += 2 + (leading == .unspecified ? 0 : 1)
        var token = Token(
            kind: kind, contents: String(decoding: bytes[range], as: UTF8.self), location: location,
            contentLocation: contentLocation)
        token.leading = leading
        token.trailing = trailing
        return token
    }

    private static func marker(_ byte: UInt8) -> TrimMarker? {
        switch byte {
        case UInt8(ascii: "-"): return .trim
        case UInt8(ascii: "+"): return .keep
        default: return nil
        }
    }
}
