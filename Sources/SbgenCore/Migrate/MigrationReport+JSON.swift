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
        writer.text += "\n"
        return writer.text
    }
}

/// Appends JSON in `JSONEncoder`'s pretty-printed layout: two spaces per level, `"key" : value`,
/// and an empty array as `[`, an empty line, `]`.
private struct JSONTextWriter {
    var text = ""

    mutating func newline(_ indent: Int) {
        text += "\n"
        for _ in 0..<indent { text += "  " }
    }

    mutating func comma() { text += "," }

    mutating func key(_ name: String, _ indent: Int) {
        newline(indent)
        text += "\"" + name + "\" : "
    }

    /// An object whose members `body` writes at `indent + 1`, separated by ``comma()``.
    mutating func object(_ indent: Int, _ body: (inout JSONTextWriter, Int) -> Void) {
        text += "{"
        body(&self, indent + 1)
        newline(indent)
        text += "}"
    }

    mutating func array<Element>(
        _ elements: [Element], _ indent: Int, _ element: (inout JSONTextWriter, Element, Int) -> Void
    ) {
        text += "["
        if elements.isEmpty { text += "\n" }
        for (position, value) in elements.enumerated() {
            if position > 0 { comma() }
            newline(indent + 1)
            element(&self, value, indent + 1)
        }
        newline(indent)
        text += "]"
    }

    mutating func strings(_ values: [String], _ indent: Int) {
        array(values, indent) { writer, value, _ in writer.string(value) }
    }

    mutating func number(_ value: Int) { text += String(value) }

    /// A string literal: quote, backslash and control characters escaped, `/` and all else as is.
    mutating func string(_ value: String) {
        text += "\""
        var plainStart = value.utf8.startIndex
        for index in value.utf8.indices {
            let byte = value.utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            text += value[plainStart..<index]
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x08: text += "\\b"
            case 0x0C: text += "\\f"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            default:
                let digits = Array("0123456789abcdef")
                text += "\\u00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
            plainStart = value.utf8.index(after: index)
        }
        text += value[plainStart...]
        text += "\""
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
            writer.text += plist.keysRemoved ? "true" : "false"
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
