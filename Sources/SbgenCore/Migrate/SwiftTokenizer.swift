/// The tokens of a Swift source that ``SwiftSourceIndex`` reads declarations from: identifiers
/// (keywords included; a `` `quoted` `` one without its backticks), `@attribute` and `#directive`
/// names, and single punctuation characters. Comments (`//`, nested `/* */`), string literals (one
/// line, multi-line `"""`, raw `#"…"#`, with their `\(…)` interpolations) and the condition of an
/// `#if`/`#elseif` are skipped: a brace or a `class` inside them is not code. Not a lexer of all
/// Swift: operators come one character at a time, numbers as identifiers, and a regex literal
/// (`/…/`) is read as code.
struct SwiftTokenizer {
    struct Token: Equatable {
        enum Kind: UInt8 {
            /// A word: keyword, name or number (`class`, `UIView`, `0`).
            case identifier
            /// A word written in backticks: always a name.
            case quoted
            /// `@name`: the text is the name without `@`.
            case attribute
            /// `#name`: the text is the name without `#` (`if`, `else`, `endif`, `selector`).
            case directive
            /// One character of punctuation or an operator: `{`, `(`, `:`, `.`, `<`.
            case punctuation
        }
        var kind: Kind
        var text: String
        /// 1-based line and column (UTF-8 bytes) where the token starts (`@` and `#` included).
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Every token of the text, in order.
    static func tokens(_ text: String) -> [Token] {
        var tokenizer = SwiftTokenizer(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(tokenizer.bytes.count / 6)
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    mutating func next() -> Token? {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                newLine(after: offset)
                offset += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\""):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard peek(hashes) == UInt8(ascii: "\"") else { return punctuation() }
                offset += hashes
                skipString(hashes: hashes)
            case UInt8(ascii: "@"), UInt8(ascii: "#"):
                let (line, column) = position()
                offset += 1
                guard offset < bytes.count, Self.isWord(bytes[offset]) else {
                    return Token(
                        kind: .punctuation, text: byte == UInt8(ascii: "@") ? "@" : "#", line: line, column: column)
                }
                let word = readWord()
                if byte == UInt8(ascii: "#"), word == "if" || word == "elseif" { skipCondition() }
                return Token(
                    kind: byte == UInt8(ascii: "@") ? .attribute : .directive, text: word, line: line, column: column)
            case UInt8(ascii: "`"):
                let (line, column) = position()
                offset += 1
                let word = readWord()
                if peek(0) == UInt8(ascii: "`") { offset += 1 }
                return Token(kind: .quoted, text: word, line: line, column: column)
            default:
                if Self.isWord(byte) {
                    let (line, column) = position()
                    return Token(kind: .identifier, text: readWord(), line: line, column: column)
                }
                return punctuation()
            }
        }
        return nil
    }

    /// Letters, digits, `_`, `$` and any non-ASCII byte (a UTF-8 letter's).
    static func isWord(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$")
    }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func position() -> (Int, Int) { (line, offset - lineStart + 1) }

    private mutating func newLine(after newline: Int) {
        line += 1
        lineStart = newline + 1
    }

    private mutating func punctuation() -> Token {
        let (line, column) = position()
        let text = String(decoding: bytes[offset..<offset + 1], as: UTF8.self)
        offset += 1
        return Token(kind: .punctuation, text: text, line: line, column: column)
    }

    private mutating func readWord() -> String {
        let start = offset
        while offset < bytes.count, Self.isWord(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// To the end of the line (the newline itself is left to ``next()``).
    private mutating func skipLine() {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
    }

    /// The rest of an `#if`/`#elseif` line, but for a comment that starts a block on it.
    private mutating func skipCondition() {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                offset += 1
            }
        }
    }

    /// `/* … */`, nested ones included.
    private mutating func skipBlockComment() {
        offset += 2
        var level = 1
        while offset < bytes.count, level > 0 {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                level += 1
                offset += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                level -= 1
                offset += 2
            } else {
                if byte == UInt8(ascii: "\n") { newLine(after: offset) }
                offset += 1
            }
        }
    }

    /// A string literal from its opening `"` (after `hashes` `#`s) to its closing delimiter:
    /// `"…"`, `"""…"""`, `#"…"#`; an interpolation `\(…)` (`\#(…)` in a raw string) is skipped to its
    /// closing parenthesis, strings and comments in it included.
    private mutating func skipString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        offset += multiline ? 3 : 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                var count = 0
                while count < hashes, peek(1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes {
                    offset += 1 + hashes
                    if peek(0) == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else if offset < bytes.count {
                        if bytes[offset] == UInt8(ascii: "\n") { newLine(after: offset) }
                        offset += 1
                    }
                    continue
                }
                offset += 1
            } else if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for distance in 0..<quotes where peek(distance) != UInt8(ascii: "\"") { closes = false }
                for distance in 0..<hashes where peek(quotes + distance) != UInt8(ascii: "#") { closes = false }
                if closes {
                    offset += quotes + hashes
                    return
                }
                offset += 1
            } else if byte == UInt8(ascii: "\n") {
                newLine(after: offset)
                offset += 1
                // An unterminated one-line string ends at its line: the rest of the file stays code.
                if !multiline { return }
            } else {
                offset += 1
            }
        }
    }

    /// `(…)` of an interpolation, from its `(`.
    private mutating func skipInterpolation() {
        var level = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "("):
                level += 1
                offset += 1
            case UInt8(ascii: ")"):
                level -= 1
                offset += 1
                if level == 0 { return }
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\n"):
                newLine(after: offset)
                offset += 1
            default:
                offset += 1
            }
        }
    }
}
