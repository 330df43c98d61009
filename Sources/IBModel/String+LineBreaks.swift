extension String {
    /// The text on one line: line feeds and carriage returns escaped as `\n` and `\r`. Messages and
    /// `// sbgen:` comments quote attribute values, which may hold line breaks (`&#10;`); a break would
    /// end a diagnostic's line or, in generated Swift, a comment.
    public var escapingLineBreaks: String {
        guard utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return self }
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
