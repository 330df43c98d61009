/// Swift literal spelling for generated code, shared by every generator.
package enum SwiftLiteral {
    /// A double-quoted string literal with `\`, `"`, newlines and control characters escaped.
    package static func string(_ text: String) -> String {
        // Most texts need no escape: quoted as they are.
        if isPlain(text) { return .concat("\"", text, "\"") }
        // By UTF-8 byte: only ASCII characters are escaped, and every byte of a multi-byte character
        // is 0x80 or above, so the others are copied as they are (appending scalar by scalar to a
        // `String` cost a few hundred instructions per character of long texts).
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 2)
        result.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20, 0x7F: result += Array("\\u{\(String(byte, radix: 16))}".utf8)
            default: result.append(byte)
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// True when `text` needs no escape in a Swift string literal. A byte test is exact here, as every
    /// byte of a multi-byte UTF-8 sequence is 0x80 or above and only ASCII scalars are escaped.
    package static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }
    }
}
