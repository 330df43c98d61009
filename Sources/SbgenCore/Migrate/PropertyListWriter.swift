#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a ``PropertyList`` as the XML `PropertyListSerialization` writes, byte for byte: tab
/// indentation, dictionary keys in UTF-16 order, only `&`, `<` and `>` escaped, reals with 17
/// significant digits, `<data>` in base64 lines of 76 characters less 8 per indentation level.
enum PropertyListWriter {
    /// The whole XML document, ending with a line feed.
    static func xml(_ root: PropertyList) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        append(root, depth: 0, to: &text)
        text += "</plist>\n"
        return text
    }

    private static func append(_ value: PropertyList, depth: Int, to text: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let string): text += "\(indent)<string>\(escaped(string))</string>\n"
        case .integer(let number): text += "\(indent)<integer>\(number)</integer>\n"
        case .unsignedInteger(let number): text += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number): text += "\(indent)<real>\(real(number))</real>\n"
        case .bool(let flag): text += "\(indent)<\(flag ? "true" : "false")/>\n"
        case .date(let date): text += "\(indent)<date>\(iso8601(date))</date>\n"
        case .data(let data):
            text += "\(indent)<data>\n"
            // Foundation counts a tab as 8 columns, and indents at most 8 levels.
            let width = 76 - 8 * min(depth, 8)
            var line = Substring(data.base64EncodedString())
            while !line.isEmpty {
                text += indent + line.prefix(width) + "\n"
                line = line.dropFirst(width)
            }
            text += "\(indent)</data>\n"
        case .array(let values):
            guard !values.isEmpty else {
                text += "\(indent)<array/>\n"
                return
            }
            text += "\(indent)<array>\n"
            for element in values { append(element, depth: depth + 1, to: &text) }
            text += "\(indent)</array>\n"
        case .dictionary(let values):
            guard !values.isEmpty else {
                text += "\(indent)<dict/>\n"
                return
            }
            text += "\(indent)<dict>\n"
            for key in values.keys.sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) }) {
                text += "\(indent)\t<key>\(escaped(key))</key>\n"
                append(values[key]!, depth: depth + 1, to: &text)
            }
            text += "\(indent)</dict>\n"
        }
    }

    /// `&`, `<` and `>` as entities; everything else as is.
    static func escaped(_ string: String) -> String {
        guard string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return string }
        var result = ""
        for character in string.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Foundation's spelling of a `<real>`: `0.0` for zero, `+infinity`/`-infinity`, `nan`, else `%.17g`.
    static func real(_ number: Double) -> String {
        if number == 0 { return "0.0" }
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        return CFormat.string("%.17g", number)
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, whole seconds (rounded down).
    static func iso8601(_ date: Date) -> String {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        let time = seconds - days * 86400
        // Civil date from days since 1970-01-01 (proleptic Gregorian; H. Hinnant's algorithm).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CFormat.string(
            "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ", year, month, day, time / 3600, time % 3600 / 60, time % 60)
    }
}
