#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names for generated declarations, built from IB identifiers.
enum MigrationNaming {
    /// `show-detail.v2` → `ShowDetailV2`: ASCII letters and digits, each run capitalized; a leading
    /// digit gets an underscore.
    static func typeSafe(_ text: String) -> String {
        if let fast = asciiTypeSafe(text) { return fast }
        var result = ""
        var upperNext = true
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                upperNext = true
                continue
            }
            result += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// ``typeSafe(_:)`` of an ASCII text, on its bytes (every Character is one byte); nil otherwise.
    /// Names of every scene and storyboard go through it.
    static func asciiTypeSafe(_ text: String) -> String? {
        guard text.isASCIIOnly else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 1)
        var upperNext = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                result.append(upperNext ? byte - 32 : byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.append(byte)
            default:
                upperNext = true
                continue
            }
            upperNext = false
        }
        if let first = result.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            result.insert(UInt8(ascii: "_"), at: 0)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The class name without a module prefix (`App.Foo` → `Foo`).
    static func unqualified(_ name: String) -> String {
        // Most names have no module: no split, no new string (this runs for every custom class).
        var bytes = name
        let hasDot = bytes.withUTF8 { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: ".")), bytes.count) != nil } ?? false
        }
        guard hasDot else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `name`, or `name2`, `name3`… so that it is not in `used`; records the result.
    static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        // Inserting tests and records with one hash of the candidate.
        while !used.insert(candidate).inserted {
            candidate = String.concat(name, String(counter))  // a name taken many times tries many
            counter += 1
        }
        return candidate
    }
}
