import IBModel

/// A JSON value that remembers where it starts in its file, so configuration errors can point at
/// `sbgen.json:12:5`. Foundation's `JSONSerialization` gives no positions, hence this small reader.
public indirect enum LocatedJSON: Sendable, Equatable {
    /// `{…}`: members in file order (duplicates kept, so they can be reported), each key with its own location.
    case object([Member], SourceLocation)
    /// `[…]`.
    case array([LocatedJSON], SourceLocation)
    /// A string, unescaped.
    case string(String, SourceLocation)
    /// A number, as written (`1`, `-2.5e3`).
    case number(String, SourceLocation)
    /// `true` / `false`.
    case bool(Bool, SourceLocation)
    /// `null`.
    case null(SourceLocation)

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Equatable {
        /// The key, unescaped.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: LocatedJSON
    }

    /// Where the value starts.
    public var location: SourceLocation {
        switch self {
        case .object(_, let location), .array(_, let location), .string(_, let location),
            .number(_, let location), .bool(_, let location), .null(let location):
            return location
        }
    }

    /// `object`, `array`, `string`, `number`, `boolean` or `null`, for "expected X, found Y" messages.
    public var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// Parses JSON text (RFC 8259; no comments, no trailing commas).
    /// - Parameter file: the path put in every location.
    /// - Throws: ``DiagnosticError`` with the line and column of the first syntax error.
    public static func parse(_ text: String, file: String) throws(DiagnosticError) -> LocatedJSON {
        var reader = LocatedJSONReader(bytes: Array(text.utf8), file: file)
        return try reader.parseDocument()
    }
}

/// The recursive-descent reader behind ``LocatedJSON/parse(_:file:)``, over UTF-8 bytes.
struct LocatedJSONReader {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var location: SourceLocation {
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(file: file, line: line, column: column)
    }

    private func failure(_ message: String) -> DiagnosticError {
        DiagnosticError(.error(message, at: location))
    }

    mutating func parseDocument() throws(DiagnosticError) -> LocatedJSON {
        // A UTF-8 byte-order mark (some Windows editors write one) is no text: columns start after it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(DiagnosticError) -> LocatedJSON {
        guard offset < bytes.count else { throw failure("the file ends where a value was expected") }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString(), start)
        case UInt8(ascii: "t"): return try literal("true", .bool(true, start))
        case UInt8(ascii: "f"): return try literal("false", .bool(false, start))
        case UInt8(ascii: "n"): return try literal("null", .null(start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(), start)
        default:
            throw failure("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: String, _ value: LocatedJSON) throws(DiagnosticError) -> LocatedJSON {
        let utf8 = Array(word.utf8)
        guard offset + utf8.count <= bytes.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
            throw failure("expected a value (object, array, string, number, true, false or null)")
        }
        offset += utf8.count
        return value
    }

    private mutating func enter() throws(DiagnosticError) {
        depth += 1
        // A configuration file is never this deep; the limit keeps a hostile file from overflowing the stack.
        if depth > 512 { throw failure("values nested too deeply") }
    }

    private mutating func parseObject() throws(DiagnosticError) -> LocatedJSON {
        let start = location
        try enter()
        defer { depth -= 1 }
        offset += 1
        var members: [LocatedJSON.Member] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members, start)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") {
                    // JSON has no comments; sbgen.json takes keys starting with "//" instead.
                    throw failure("expected a key in double quotes (for a comment, use a key such as \"//\")")
                }
                throw failure("expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key '\(key)'")
            }
            offset += 1
            skipWhitespace()
            members.append(.init(key: key, keyLocation: keyLocation, value: try parseValue()))
            skipWhitespace()
            guard offset < bytes.count else { throw failure("the file ends inside an object; expected '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    throw failure("trailing comma before '}'")
                }
                continue
            }
            guard bytes[offset] == UInt8(ascii: "}") else { throw failure("expected ',' or '}' after a member") }
            offset += 1
            return .object(members, start)
        }
    }

    private mutating func parseArray() throws(DiagnosticError) -> LocatedJSON {
        let start = location
        try enter()
        defer { depth -= 1 }
        offset += 1
        var elements: [LocatedJSON] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements, start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw failure("the file ends inside an array; expected ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    throw failure("trailing comma before ']'")
                }
                continue
            }
            guard bytes[offset] == UInt8(ascii: "]") else { throw failure("expected ',' or ']' after an element") }
            offset += 1
            return .array(elements, start)
        }
    }

    private mutating func parseString() throws(DiagnosticError) -> String {
        offset += 1  // the opening quote
        var scalars: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    {
                        offset += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    offset -= 1
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0x0A:
                throw failure("a line break inside a string (missing closing quote?)")
            case 0..<0x20:
                throw failure("a control character inside a string; escape it")
            default:
                scalars.append(byte)
                offset += 1
            }
        }
        throw failure("the file ends inside a string")
    }

    private mutating func hex4() throws(DiagnosticError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw failure("expected four hex digits after '\\u'") }
        offset += 4
        return value
    }

    private mutating func parseNumber() throws(DiagnosticError) -> String {
        let start = offset
        func digits(_ reader: inout LocatedJSONReader) -> Int {
            let before = reader.offset
            while reader.offset < reader.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset])
            {
                reader.offset += 1
            }
            return reader.offset - before
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard digits(&self) > 0 else { throw failure("expected digits in a number") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw failure("expected digits after '.' in a number") }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits(&self) > 0 else { throw failure("expected digits in a number's exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
