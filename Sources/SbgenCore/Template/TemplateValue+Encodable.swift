import Foundation

extension TemplateValue {
    /// Builds a value from any `Encodable` by encoding it to JSON and reading that back.
    ///
    /// We read the JSON ourselves rather than through `JSONSerialization` because on Linux
    /// the latter turns booleans into `NSNumber`s indistinguishable from `0`/`1`.
    /// Integral numbers become `.int`, others `.double`; `nil` optionals are omitted by the encoder.
    public init(encoding value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = try encoder.encode(value)
        var reader = JSONReader(bytes: Array(data))
        self = try reader.readDocument()
    }
}

/// Minimal JSON reader for `JSONEncoder` output (which is always well-formed).
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "malformed JSON at byte \(offset)" }
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func readDocument() throws -> TemplateValue {
        let value = try readValue()
        skipSpaces()
        guard index == bytes.count else { throw Malformed(offset: index) }
        return value
    }

    private mutating func skipSpaces() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw Malformed(offset: index) }
            index += 1
        }
    }

    private mutating func readValue() throws -> TemplateValue {
        skipSpaces()
        guard index < bytes.count else { throw Malformed(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return try readNumber()
        }
    }

    private mutating func readObject() throws -> TemplateValue {
        index += 1
        var dict: [String: TemplateValue] = [:]
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(dict)
        }
        while true {
            skipSpaces()
            let key = try readString()
            skipSpaces()
            try expect(":")
            dict[key] = try readValue()
            skipSpaces()
            guard index < bytes.count else { throw Malformed(offset: index) }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return .dictionary(dict) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { throw Malformed(offset: index - 1) }
        }
    }

    private mutating func readArray() throws -> TemplateValue {
        index += 1
        var items: [TemplateValue] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try readValue())
            skipSpaces()
            guard index < bytes.count else { throw Malformed(offset: index) }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { throw Malformed(offset: index - 1) }
        }
    }

    private mutating func readString() throws -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var start = index
        var out = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                out += String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return out
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            out += String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out += "\n"
            case UInt8(ascii: "t"): out += "\t"
            case UInt8(ascii: "r"): out += "\r"
            case UInt8(ascii: "b"): out += "\u{08}"
            case UInt8(ascii: "f"): out += "\u{0C}"
            case UInt8(ascii: "u"):
                var code = try readHex4()
                if (0xD800..<0xDC00).contains(code) {
                    try expect("\\u")
                    let low = try readHex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalars.removeAll()
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                out += String(scalars)
            default: out += String(UnicodeScalar(escape))
            }
            start = index
        }
        throw Malformed(offset: index)
    }

    private mutating func readHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw Malformed(offset: index) }
        index += 4
        return code
    }

    private mutating func readNumber() throws -> TemplateValue {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let int = Int(text) { return .int(int) }
        if let double = Double(text) { return .double(double) }
        throw Malformed(offset: start)
    }
}
