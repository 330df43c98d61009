import SbgenTemplate

extension ViewMapping {
    /// UIKit spellings of shared expressions → AppKit, applied to every statement of a macOS plan
    /// (whole words only: a font named `.AppleSystemUIFont` keeps its name). The regular expressions
    /// say what each step does; ``appKitSpellingSteps`` does the same without them.
    static let appKitSpellings: [(pattern: String, template: String)] = [
        (#"\bUIColor\(named: ("(?:[^"\\]|\\.)*")\)"#, "NSColor(named: $1)"),
        (
            #"\bUIImage\(systemName: ("(?:[^"\\]|\\.)*")\)"#,
            "NSImage(systemSymbolName: $1, accessibilityDescription: nil)"
        ),
        (#"\bUIColor\(red:"#, "NSColor(srgbRed:"), (#"\bUIColor\("#, "NSColor("), (#"\bUIColor\."#, "NSColor."),
        (#"\bUIFont\b"#, "NSFont"), (#"\bUIImage\("#, "NSImage("),
        (#"\bUILayoutPriority\("#, "NSLayoutConstraint.Priority("),
    ]

    /// `statement` with AppKit spellings.
    public static func appKitSpelling(_ statement: String) -> String {
        // Every step starts with `UI`: most statements (frames, constants, flags) have none.
        guard containsUI(statement) else { return statement }
        var text = statement
        // By index: `enumerated()` copied each step (retaining its four byte arrays) per statement.
        for position in appKitSpellingSteps.indices {
            if let replaced = appKitSpellingSteps[position].apply(to: text) {
                text = replaced
            } else {
                text = appKitSpellingFallbacks[position].apply(to: text)
            }
        }
        return text
    }

    /// Whether `statement` holds `UI`, found by `memchr` for the `U`s.
    static func containsUI(_ statement: String) -> Bool {
        var text = statement
        return text.withUTF8 { bytes in
            var index = 0
            while let next = UTF8Buffer.firstIndex(of: UInt8(ascii: "U"), in: bytes, from: index) {
                if next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: "I") { return true }
                index = next + 1
            }
            return false
        }
    }

    /// ``appKitSpellings`` compiled, for what the byte matchers leave to them.
    static let appKitSpellingFallbacks = appKitSpellings.map { RegexReplacement($0.pattern, template: $0.template) }

    /// ``appKitSpellings`` as byte matchers, step for step. This runs on every statement of every
    /// macOS file, where compiling and running the regular expressions dominated the profile.
    static let appKitSpellingSteps: [SpellingStep] = [
        SpellingStep(
            "UIColor(named: ", "NSColor(named: ", stringLiteralThen: ")", after: ")"),
        SpellingStep(
            "UIImage(systemName: ", "NSImage(systemSymbolName: ", stringLiteralThen: ")",
            after: ", accessibilityDescription: nil)"),
        SpellingStep("UIColor(red:", "NSColor(srgbRed:"), SpellingStep("UIColor(", "NSColor("),
        SpellingStep("UIColor.", "NSColor."), SpellingStep("UIFont", "NSFont", wordEnd: true),
        SpellingStep("UIImage(", "NSImage("), SpellingStep("UILayoutPriority(", "NSLayoutConstraint.Priority("),
    ]

    /// One step: `word` after a word boundary (`\b`) becomes `replacement`; with `wordEnd`, only
    /// before a boundary too. With a string literal step, `word` must be followed by a Swift string
    /// literal and `then`; the literal is kept, between `replacement` and `after`.
    struct SpellingStep: Sendable {
        var word: [UInt8]
        var replacement: [UInt8]
        var wordEnd = false
        var then: [UInt8]?
        var after: [UInt8] = []

        init(_ word: String, _ replacement: String, wordEnd: Bool = false) {
            self.word = Array(word.utf8)
            self.replacement = Array(replacement.utf8)
            self.wordEnd = wordEnd
        }

        init(_ word: String, _ replacement: String, stringLiteralThen then: String, after: String) {
            self.init(word, replacement)
            self.then = Array(then.utf8)
            self.after = Array(after.utf8)
        }

        /// `text` with every match replaced, left to right; nil when a match depends on a character
        /// the byte matcher does not judge (a non-ASCII neighbour of a word boundary, an escaped
        /// control character), for which the regular expression decides.
        func apply(to original: String) -> String? {
            var text = original
            return text.withUTF8 { bytes -> String? in
                var output: [UInt8] = []
                var copied = 0
                var index = 0
                while index + word.count <= bytes.count {
                    // Straight to the next possible start (`memchr`): this runs on every macOS statement.
                    guard let next = UTF8Buffer.firstIndex(of: word[0], in: bytes, from: index),
                        next + word.count <= bytes.count
                    else { break }
                    index = next
                    guard Self.holds(bytes, word, at: index) else {
                        index += 1
                        continue
                    }
                    guard let before = Self.isWordCharacter(bytes, index - 1) else { return nil }
                    var end = index + word.count
                    if wordEnd, end < bytes.count {
                        guard let next = Self.isWordCharacter(bytes, end) else { return nil }
                        if next {
                            index += 1
                            continue
                        }
                    }
                    if before {
                        index += 1
                        continue
                    }
                    var literal: Range<Int>?
                    if let then {
                        guard let literalEnd = Self.stringLiteralEnd(bytes, at: end) else { return nil }
                        guard literalEnd > end, Self.holds(bytes, then, at: literalEnd) else {
                            index += 1
                            continue
                        }
                        literal = end..<literalEnd
                        end = literalEnd + then.count
                    }
                    if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
                    output.append(contentsOf: bytes[copied..<index])
                    output.append(contentsOf: replacement)
                    if let literal {
                        output.append(contentsOf: bytes[literal])
                        output.append(contentsOf: after)
                    }
                    index = end
                    copied = end
                }
                guard copied > 0 else { return original }
                output.append(contentsOf: bytes[copied...])
                return String(decoding: output, as: UTF8.self)
            }
        }

        /// Whether `bytes` holds `pattern` at `index`.
        static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8], at index: Int) -> Bool {
            guard index + pattern.count <= bytes.count else { return false }
            for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
            return true
        }

        /// Whether the character at `index` is a word character (`\w`: letters, digits, `_`); false
        /// outside the text; nil for a non-ASCII character.
        static func isWordCharacter(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool? {
            guard index >= 0, index < bytes.count else { return false }
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }

        /// The end of the string literal `"(?:[^"\\]|\\.)*"` starting at `index` (past its closing
        /// quote); `index` itself when none starts or ends there; nil when an escaped character is one
        /// `.` may not match (a line terminator) or one not judged here.
        static func stringLiteralEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return index }
            var position = index + 1
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""): return position + 1
                case UInt8(ascii: "\\"):
                    guard position + 1 < bytes.count else { return index }
                    let escaped = bytes[position + 1]
                    guard escaped >= 0x20, escaped < 0x7F else { return nil }
                    position += 2
                default: position += 1
                }
            }
            return index
        }
    }
}
