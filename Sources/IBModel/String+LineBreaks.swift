#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// The text on one line: line feeds and carriage returns escaped as `\n` and `\r`. Messages and
    /// `// sbgen:` comments quote attribute values, which may hold line breaks (`&#10;`); a break would
    /// end a diagnostic's line or, in generated Swift, a comment.
    public var escapingLineBreaks: String {
        // The test is `memchr` over the UTF-8 bytes: every generated comment passes here, and almost
        // none holds a break (a generic byte loop cost thousands of instructions per comment).
        var text = self
        let hasBreak = text.withUTF8 { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 10, bytes.count) != nil || memchr(base, 13, bytes.count) != nil
        }
        guard hasBreak else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": scalars.append(contentsOf: "\\n".unicodeScalars)
            case "\r": scalars.append(contentsOf: "\\r".unicodeScalars)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
