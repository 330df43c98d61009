extension String {
    /// `self` with every occurrence of `pattern` replaced by `replacement`, left to right without
    /// overlaps, matched byte for byte on UTF-8.
    ///
    /// Foundation's `replacingOccurrences(of:with:)` bridges to `NSString` and searches UTF-16 with
    /// locale rules; on the generator's hot paths (every statement of every view) that dominated the
    /// profile. For ASCII patterns, which are all sbgen uses, the result is the same: an ASCII byte
    /// never occurs inside a multi-byte UTF-8 sequence.
    package func replacingLiteral(_ pattern: String, with replacement: String) -> String {
        var text = self
        var pattern = pattern
        return text.withUTF8 { source in
            pattern.withUTF8 { needle -> String in
                guard let first = needle.first, source.count >= needle.count else { return self }
                var output: [UInt8] = []
                var copied = 0
                var index = 0
                let last = source.count - needle.count
                while index <= last {
                    if source[index] == first, Self.matches(source, at: index, needle) {
                        if output.isEmpty { output.reserveCapacity(source.count + replacement.utf8.count) }
                        output.append(contentsOf: source[copied..<index])
                        output.append(contentsOf: replacement.utf8)
                        index += needle.count
                        copied = index
                    } else {
                        index += 1
                    }
                }
                guard copied > 0 else { return self }
                output.append(contentsOf: source[copied...])
                return String(decoding: output, as: UTF8.self)
            }
        }
    }

    /// Whether `text` holds `pattern` at byte `index`.
    private static func matches(
        _ text: UnsafeBufferPointer<UInt8>, at index: Int, _ pattern: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        for offset in 1..<pattern.count where text[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Whether `self` contains `pattern`, compared byte for byte on UTF-8.
    package func containsLiteral(_ pattern: String) -> Bool {
        var text = self
        var pattern = pattern
        return text.withUTF8 { source in
            pattern.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard source.count >= needle.count else { return false }
                for index in 0...(source.count - needle.count) where source[index] == first {
                    if Self.matches(source, at: index, needle) { return true }
                }
                return false
            }
        }
    }
}
