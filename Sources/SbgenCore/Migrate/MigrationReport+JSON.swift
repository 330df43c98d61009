/// `migration-report.json`: the report as `JSONEncoder` writes it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte, written directly. Encoding the
/// whole project's report through `Codable` took as long as converting a hundred files.
extension MigrationReport {
    /// The report as pretty JSON with sorted keys, ending in a newline.
    public func json() -> String {
        var writer = JSONTextWriter()
        writer.object(0) { writer, indent in
            writer.key("files", indent)
            writer.array(files, indent) { writer, file, indent in writer.file(file, indent) }
            writer.comma()
            writer.key("plists", indent)
            writer.array(plists, indent) { writer, plist, indent in writer.plist(plist, indent) }
            writer.comma()
            writer.key("project", indent)
            writer.string(project)
            writer.comma()
            writer.key("totals", indent)
            writer.counts(totals, indent)
        }
        writer.append("\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Appends JSON in `JSONEncoder`'s pretty-printed layout: two spaces per level, `"key" : value`,
/// and an empty array as `[`, an empty line, `]`.
private struct JSONTextWriter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 20) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func newline(_ indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    mutating func key(_ name: String, _ indent: Int) {
        newline(indent)
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append("\" : ")
    }

    /// An object whose members `body` writes at `indent + 1`, separated by ``comma()``.
    mutating func object(_ indent: Int, _ body: (inout JSONTextWriter, Int) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        body(&self, indent + 1)
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Element>(
        _ elements: [Element], _ indent: Int, _ element: (inout JSONTextWriter, Element, Int) -> Void
    ) {
        bytes.append(UInt8(ascii: "["))
        if elements.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        for (position, value) in elements.enumerated() {
            if position > 0 { comma() }
            newline(indent + 1)
            element(&self, value, indent + 1)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func strings(_ values: [String], _ indent: Int) {
        array(values, indent) { writer, value, _ in writer.string(value) }
    }

    mutating func number(_ value: Int) { append(String(value)) }

    /// A string literal: quote, backslash and control characters escaped, `/` and all else as is.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                let digits = Array("0123456789abcdef".utf8)
                append("\\u00")
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0xF)])
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func count(_ count: MigrationReport.Count, _ indent: Int) {
        object(indent) { writer, indent in
            writer.key("converted", indent)
            writer.number(count.converted)
            writer.comma()
            writer.key("total", indent)
            writer.number(count.total)
        }
    }

    mutating func counts(_ counts: MigrationReport.Counts, _ indent: Int) {
        let sorted = [
            ("actions", counts.actions), ("constraints", counts.constraints), ("outlets", counts.outlets),
            ("scenes", counts.scenes), ("segues", counts.segues), ("views", counts.views), ("xibs", counts.xibs),
        ]
        object(indent) { writer, indent in
            for (position, (name, value)) in sorted.enumerated() {
                if position > 0 { writer.comma() }
                writer.key(name, indent)
                writer.count(value, indent)
            }
        }
    }

    mutating func item(_ item: MigrationReport.Item, _ indent: Int) {
        object(indent) { writer, indent in
            writer.key("file", indent)
            writer.string(item.file)
            writer.comma()
            writer.key("line", indent)
            writer.number(item.line)
            writer.comma()
            writer.key("message", indent)
            writer.string(item.message)
            writer.comma()
            writer.key("severity", indent)
            writer.string(item.severity)
        }
    }

    mutating func file(_ file: MigrationReport.File, _ indent: Int) {
        object(indent) { writer, indent in
            writer.key("counts", indent)
            writer.counts(file.counts, indent)
            writer.comma()
            writer.key("items", indent)
            writer.array(file.items, indent) { writer, item, indent in writer.item(item, indent) }
            writer.comma()
            writer.key("outputs", indent)
            writer.strings(file.outputs, indent)
            if let owner = file.owner {
                writer.comma()
                writer.key("owner", indent)
                writer.string(owner)
            }
            writer.comma()
            writer.key("path", indent)
            writer.string(file.path)
            writer.comma()
            writer.key("role", indent)
            writer.string(file.role)
        }
    }

    mutating func plist(_ plist: MigrationReport.Plist, _ indent: Int) {
        object(indent) { writer, indent in
            writer.key("items", indent)
            writer.array(plist.items, indent) { writer, item, indent in writer.item(item, indent) }
            writer.comma()
            writer.key("keysRemoved", indent)
            writer.append(plist.keysRemoved ? "true" : "false")
            writer.comma()
            writer.key("launchKeys", indent)
            writer.strings(plist.launchKeys, indent)
            writer.comma()
            writer.key("outputs", indent)
            writer.strings(plist.outputs, indent)
            writer.comma()
            writer.key("path", indent)
            writer.string(plist.path)
        }
    }
}
