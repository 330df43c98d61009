/// A position in an IB file: 1-based line and column of an element's start tag.
///
/// Nodes store only the position; the file is the owning ``IBDocument``'s `path`
/// (see ``IBDocument/location(of:)``), which keeps the model small.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// 1-based line number (libxml2's line of the start tag).
    public var line: Int
    /// 1-based column of the `<` that opens the element, in UTF-8 bytes.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    // Encoded as "line:column" so that dumps stay short.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected line:column, got \(text)"))
        }
        self.init(line: line, column: column)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A file plus a position in it: what a diagnostic points at.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line; 0 when the problem is about the whole file.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    /// `path:line:column`, or just `path` / `path:line` when those are unknown, as Xcode shows them.
    /// Line breaks in a file name are escaped (`\n`) so a diagnostic stays one line.
    public var description: String {
        var file = self.file
        // Bytes first: walking the path's characters for every printed diagnostic was measurable.
        if file.utf8.contains(where: { $0 == 10 || $0 == 13 }), file.contains(where: { $0 == "\n" || $0 == "\r" }) {
            file = String(file.flatMap { $0 == "\n" ? ["\\", "n"] : $0 == "\r" ? ["\\", "r"] : [$0] })
        }
        guard line > 0 else { return file }
        guard column > 0 else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
