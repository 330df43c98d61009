#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an XML (UTF-8, or UTF-16 with a byte-order mark) or binary (`bplist00`) property list
/// into a ``PropertyList``, as `PropertyListSerialization` does for the plists Xcode writes.
/// OpenStep-style plists (`{ key = value; }`) are not read.
enum PropertyListReader {
    /// Data that is no property list. ``message`` is Foundation's wording.
    struct Failure: Error {
        var message: String { "The operation could not be completed. The data is not in the correct format." }
    }

    /// Containers nested deeper than this are refused rather than recursed into.
    static let maxDepth = 512

    /// The root value of `data`, and whether the data was a binary plist.
    static func read(_ data: Data) throws(Failure) -> (value: PropertyList, isBinary: Bool) {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist00".utf8)) {
            var reader = try BinaryReader(bytes)
            return (try reader.root(), true)
        }
        let text: String?
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            let bigEndian = bytes[0] == 0xFE
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index -> UInt16 in
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                return UInt16(high) << 8 | UInt16(low)
            }
            text = validString(units, UTF16.self)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            text = validString(body, UTF8.self)
        }
        guard let text else { throw Failure() }
        var reader = XMLReader(Array(text.utf8))
        return (try reader.document(), false)
    }
}

extension PropertyListReader {
    /// The text of `units`, or nil if they are not valid in `codec` (`String(validating:)` needs
    /// macOS 15).
    static func validString<Codec: UnicodeCodec>(
        _ units: some Sequence<Codec.CodeUnit>, _ codec: Codec.Type
    ) -> String? {
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = Codec()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}

extension PropertyListReader {
    /// The XML form: `<plist>` (optional) around one value; comments, the XML declaration and the
    /// document type are skipped.
    fileprivate struct XMLReader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        struct Tag {
            var name: String
            var isEmpty: Bool
        }

        mutating func document() throws(Failure) -> PropertyList {
            try skipMarkup()
            var tag = try startTag()
            let wrapped = tag.name == "plist"
            if wrapped {
                guard !tag.isEmpty else { throw Failure() }
                try skipMarkup()
                tag = try startTag()
            }
            let value = try self.value(tag, depth: 0)
            if wrapped {
                try skipMarkup()
                try endTag("plist")
            }
            try skipMarkup()
            guard index == bytes.count else { throw Failure() }
            return value
        }

        mutating func value(_ tag: Tag, depth: Int) throws(Failure) -> PropertyList {
            guard depth < PropertyListReader.maxDepth else { throw Failure() }
            switch tag.name {
            case "dict":
                var dictionary: [String: PropertyList] = [:]
                guard !tag.isEmpty else { return .dictionary(dictionary) }
                while true {
                    try skipMarkup()
                    if atEndTag {
                        try endTag("dict")
                        return .dictionary(dictionary)
                    }
                    let keyTag = try startTag()
                    guard keyTag.name == "key" else { throw Failure() }
                    let key = keyTag.isEmpty ? "" : try text(until: "key")
                    try skipMarkup()
                    guard !atEndTag else { throw Failure() }
                    dictionary[key] = try value(try startTag(), depth: depth + 1)
                }
            case "array":
                var array: [PropertyList] = []
                guard !tag.isEmpty else { return .array(array) }
                while true {
                    try skipMarkup()
                    if atEndTag {
                        try endTag("array")
                        return .array(array)
                    }
                    array.append(try value(try startTag(), depth: depth + 1))
                }
            case "true", "false":
                if !tag.isEmpty {
                    try skipMarkup()
                    try endTag(tag.name)
                }
                return .bool(tag.name == "true")
            case "string": return .string(tag.isEmpty ? "" : try text(until: "string"))
            case "integer": return try Self.integer(tag.isEmpty ? "" : try text(until: "integer"))
            case "real":
                guard !tag.isEmpty, let number = Double(try text(until: "real")) else { throw Failure() }
                return .real(number)
            case "date":
                guard !tag.isEmpty, let date = Self.date(try text(until: "date")) else { throw Failure() }
                return .date(date)
            case "data":
                let base64 = tag.isEmpty ? "" : try text(until: "data")
                let compact = String(base64.unicodeScalars.filter { !" \t\r\n".unicodeScalars.contains($0) })
                guard let data = Data(base64Encoded: compact) else { throw Failure() }
                return .data(data)
            default: throw Failure()
            }
        }

        /// `<integer>`: decimal or `0x` hexadecimal, with an optional sign.
        static func integer(_ text: String) throws(Failure) -> PropertyList {
            var digits = Substring(text)
            let negative = digits.hasPrefix("-")
            if negative || digits.hasPrefix("+") { digits = digits.dropFirst() }
            var radix = 10
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                radix = 16
                digits = digits.dropFirst(2)
            }
            guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else { throw Failure() }
            if negative {
                guard magnitude <= UInt64(Int64.max) + 1 else { throw Failure() }
                return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
            }
            return magnitude > UInt64(Int64.max) ? .unsignedInteger(magnitude) : .integer(Int64(magnitude))
        }

        /// `yyyy-MM-ddTHH:mm:ssZ`, UTC.
        static func date(_ text: String) -> Date? {
            let utf8 = Array(text.utf8)
            guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == 0x54, utf8[13] == 0x3A,
                utf8[16] == 0x3A, utf8[19] == 0x5A
            else { return nil }
            func number(_ range: Range<Int>) -> Int64? { Int64(String(decoding: utf8[range], as: UTF8.self)) }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
            else { return nil }
            // Days since 1970-01-01 of a civil date (H. Hinnant's algorithm).
            let shiftedYear = month <= 2 ? year - 1 : year
            let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
            let yearOfEra = shiftedYear - era * 400
            let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            let days = era * 146_097 + dayOfEra - 719_468
            return Date(timeIntervalSince1970: Double(days * 86400 + hour * 3600 + minute * 60 + second))
        }

        var atEndTag: Bool { index + 1 < bytes.count && bytes[index] == 0x3C && bytes[index + 1] == 0x2F }

        /// Skips white space, comments, `<?…?>` and `<!DOCTYPE …>`.
        mutating func skipMarkup() throws(Failure) {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                case 0x3C where starts(with: "<!--"): try skip(past: "-->")
                case 0x3C where starts(with: "<?"): try skip(past: "?>")
                case 0x3C where starts(with: "<!DOCTYPE"): try skip(past: ">")
                default: return
                }
            }
        }

        /// A start tag (`<name attributes>` or `<name/>`); attributes are skipped.
        mutating func startTag() throws(Failure) -> Tag {
            guard index < bytes.count, bytes[index] == 0x3C, !atEndTag else { throw Failure() }
            index += 1
            let start = index
            while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            guard !name.isEmpty else { throw Failure() }
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == 0x22 || byte == 0x27 {
                    quote = byte
                } else if byte == 0x3E {
                    return Tag(name: name, isEmpty: bytes[index - 2] == 0x2F)
                }
            }
            throw Failure()
        }

        /// `</name>`.
        mutating func endTag(_ name: String) throws(Failure) {
            guard starts(with: "</\(name)") else { throw Failure() }
            index += name.utf8.count + 2
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == 0x3E else { throw Failure() }
            index += 1
        }

        /// Character data up to `</name>` (consumed): references resolved, CDATA sections kept as is.
        mutating func text(until name: String) throws(Failure) -> String {
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x26 {
                    result += try reference()
                } else if byte == 0x3C {
                    if starts(with: "<![CDATA[") {
                        index += 9
                        let start = index
                        try skip(past: "]]>")
                        result += bytes[start..<(index - 3)]
                    } else if starts(with: "<!--") {
                        try skip(past: "-->")
                    } else {
                        try endTag(name)
                        return String(decoding: result, as: UTF8.self)
                    }
                } else {
                    result.append(byte)
                    index += 1
                }
            }
            throw Failure()
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xN;`, as UTF-8.
        mutating func reference() throws(Failure) -> [UInt8] {
            guard let semicolon = bytes[index...].firstIndex(of: 0x3B), semicolon - index <= 12 else { throw Failure() }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            index = semicolon + 1
            switch name {
            case "amp": return [0x26]
            case "lt": return [0x3C]
            case "gt": return [0x3E]
            case "quot": return [0x22]
            case "apos": return [0x27]
            default:
                var code: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    code = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    code = UInt32(name.dropFirst(), radix: 10)
                }
                guard let code, let scalar = Unicode.Scalar(code) else { throw Failure() }
                return Array(String(scalar).utf8)
            }
        }

        func starts(with prefix: String) -> Bool { bytes[index...].starts(with: prefix.utf8) }

        mutating func skip(past terminator: String) throws(Failure) {
            let end = Array(terminator.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: end) {
                    index += end.count
                    return
                }
                index += 1
            }
            throw Failure()
        }

        static func endsName(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2F || byte == 0x3E
        }
    }
}

extension PropertyListReader {
    /// The binary form: `bplist00`, objects, an offset table and a 32-byte trailer.
    fileprivate struct BinaryReader {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int

        init(_ bytes: [UInt8]) throws(Failure) {
            guard bytes.count >= 8 + 32 else { throw Failure() }
            self.bytes = bytes
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let count = Self.number(bytes, trailer + 8, 8), let top = Self.number(bytes, trailer + 16, 8),
                let table = Self.number(bytes, trailer + 24, 8), count > 0, top < count, table >= 8,
                table < trailer, (trailer - table) / offsetSize >= count
            else { throw Failure() }
            objectCount = count
            topObject = top
            offsetTable = table
        }

        /// A big-endian unsigned number of `size` bytes at `offset`, if in bounds and within `Int`.
        static func number(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        mutating func root() throws(Failure) -> PropertyList { try object(topObject, depth: 0) }

        /// Objects decoded so far, counting each time a shared object is referenced again.
        private final class Count {
            var value = 0
        }
        private let decoded = Count()

        /// Objects one file may decode to: containers may share objects, so a few hundred bytes can
        /// expand to a tree of 2⁴⁰ values (a "billion laughs"); real Info.plists hold a few hundred.
        static let maximumObjects = 1_000_000

        func object(_ reference: Int, depth: Int) throws(Failure) -> PropertyList {
            decoded.value += 1
            guard decoded.value <= Self.maximumObjects, depth < PropertyListReader.maxDepth, reference < objectCount,
                let offset = Self.number(bytes, offsetTable + reference * offsetSize, offsetSize),
                offset >= 8, offset < offsetTable
            else { throw Failure() }
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                guard low == 0x8 || low == 0x9 else { throw Failure() }
                return .bool(low == 0x9)
            case 0x1:
                let size = 1 << low
                guard size <= 16, offset + 1 + size <= offsetTable else { throw Failure() }
                // Sixteen-byte integers hold an unsigned 64-bit value in their low half.
                var value: UInt64 = 0
                for byte in bytes[(offset + 1 + max(0, size - 8))..<(offset + 1 + size)] {
                    value = value << 8 | UInt64(byte)
                }
                if size == 16 {
                    return value > UInt64(Int64.max) ? .unsignedInteger(value) : .integer(Int64(value))
                }
                return .integer(size == 8 ? Int64(bitPattern: value) : Int64(value))
            case 0x2, 0x3:
                let size = 1 << low
                guard size == 4 || size == 8, offset + 1 + size <= offsetTable,
                    marker >> 4 == 0x2 || size == 8
                else { throw Failure() }
                var bits: UInt64 = 0
                for byte in bytes[(offset + 1)..<(offset + 1 + size)] { bits = bits << 8 | UInt64(byte) }
                let number = size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
                // Binary dates count seconds from 2001-01-01.
                return marker >> 4 == 0x2 ? .real(number) : .date(Date(timeIntervalSince1970: number + 978_307_200))
            case 0x4, 0x5, 0x6:
                let (count, start) = try length(low, at: offset)
                let byteCount = marker >> 4 == 0x6 ? count * 2 : count
                guard start + byteCount <= offsetTable else { throw Failure() }
                let body = bytes[start..<(start + byteCount)]
                switch marker >> 4 {
                case 0x4: return .data(Data(body))
                case 0x5:
                    guard let string = validString(body, UTF8.self) else { throw Failure() }
                    return .string(string)
                default:
                    let units = stride(from: start, to: start + byteCount, by: 2).map { index -> UInt16 in
                        UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                    }
                    guard let string = validString(units, UTF16.self) else { throw Failure() }
                    return .string(string)
                }
            case 0xA:
                let (count, start) = try length(low, at: offset)
                return .array(
                    try references(count, at: start).map { reference throws(Failure) in
                        try object(reference, depth: depth + 1)
                    })
            case 0xD:
                let (count, start) = try length(low, at: offset)
                let all = try references(count * 2, at: start)
                var dictionary: [String: PropertyList] = [:]
                for position in 0..<count {
                    guard case .string(let key) = try object(all[position], depth: depth + 1) else { throw Failure() }
                    dictionary[key] = try object(all[count + position], depth: depth + 1)
                }
                return .dictionary(dictionary)
            default: throw Failure()
            }
        }

        /// An object's element count (in the marker, or an integer object after it when 15) and
        /// where its contents start.
        func length(_ low: Int, at offset: Int) throws(Failure) -> (count: Int, start: Int) {
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 2 < offsetTable, bytes[offset + 1] >> 4 == 0x1 else { throw Failure() }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard size <= 8, let count = Self.number(bytes, offset + 2, size), count <= bytes.count else {
                throw Failure()
            }
            return (count, offset + 2 + size)
        }

        /// `count` object references starting at `start`.
        func references(_ count: Int, at start: Int) throws(Failure) -> [Int] {
            guard start + count * referenceSize <= offsetTable else { throw Failure() }
            return try (0..<count).map { position throws(Failure) in
                guard let reference = Self.number(bytes, start + position * referenceSize, referenceSize) else {
                    throw Failure()
                }
                return reference
            }
        }
    }
}
