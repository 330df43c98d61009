/// `migration-report.json`: the report as `JSONEncoder` writes it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte, written directly on the
/// ``JSONTextBuffer`` that `sbgen dump`'s writer uses too (the same quoting, numbers, key order and
/// layout). Encoding the whole project's report through `Codable` took as long as converting a
/// hundred files.
extension MigrationReport {
    /// The report as pretty JSON with sorted keys, ending in a newline.
    public func json() -> String {
        var writer = ReportJSONWriter()
        let members: [ReportMember] = [
            ("files", { $0.array(files, $1) { $0.file($1, $2) } }),
            ("handEdited", { $0.array(handEdited, $1) { $0.handEdit($1, $2) } }),
            ("plists", { $0.array(plists, $1) { $0.plist($1, $2) } }),
            ("project", { writer, _ in writer.string(project) }),
            ("skipped", { $0.array(skipped, $1) { $0.item($1, $2) } }),
            ("totals", { $0.counts(totals, $1) }),
        ]
        writer.object(members, 0)
        writer.buffer.reserve(1)
        writer.buffer.put(0x0A)
        return writer.buffer.text
    }
}

/// One member of a report object: its key, and what writes its value at an indentation.
private typealias ReportMember = (key: String, value: (inout ReportJSONWriter, Int) -> Void)

/// Writes the report's values in `JSONEncoder`'s pretty-printed layout: two spaces per level,
/// `"key" : value`, and an empty array as `[`, an empty line, `]`.
private struct ReportJSONWriter: ~Copyable {
    var buffer = JSONTextBuffer(capacity: 1 << 16)

    /// An object of `members`, written in `.sortedKeys` order whatever order they come in.
    mutating func object(_ members: [ReportMember], _ indent: Int) {
        buffer.reserve(1)
        buffer.put(0x7B)  // {
        for (position, member) in members.sorted(by: { JSONTextBuffer.keyPrecedes($0.key, $1.key) }).enumerated() {
            buffer.reserve(2 + 2 * (indent + 1))
            if position > 0 { buffer.put(0x2C) }  // ,
            buffer.putLineBreak(depth: indent + 1)
            buffer.putQuoted(member.key)
            buffer.reserve(3)
            buffer.put(" : ")
            member.value(&self, indent + 1)
        }
        buffer.reserve(3 + 2 * indent)
        if members.isEmpty { buffer.put(0x0A) }  // JSONEncoder writes an empty line then
        buffer.putLineBreak(depth: indent)
        buffer.put(0x7D)  // }
    }

    mutating func array<Element>(
        _ elements: [Element], _ indent: Int, _ element: (inout ReportJSONWriter, Element, Int) -> Void
    ) {
        buffer.reserve(2)
        buffer.put(0x5B)  // [
        if elements.isEmpty { buffer.put(0x0A) }
        for (position, value) in elements.enumerated() {
            buffer.reserve(2 + 2 * (indent + 1))
            if position > 0 { buffer.put(0x2C) }  // ,
            buffer.putLineBreak(depth: indent + 1)
            element(&self, value, indent + 1)
        }
        buffer.reserve(2 + 2 * indent)
        buffer.putLineBreak(depth: indent)
        buffer.put(0x5D)  // ]
    }

    mutating func strings(_ values: [String], _ indent: Int) {
        array(values, indent) { writer, value, _ in writer.string(value) }
    }

    mutating func string(_ value: String) { buffer.putQuoted(value) }

    mutating func number(_ value: Int) {
        buffer.reserve(20)
        buffer.putNumber(value)
    }

    mutating func bool(_ value: Bool) {
        buffer.reserve(5)
        buffer.put(value ? "true" : "false")
    }

    mutating func count(_ count: MigrationReport.Count, _ indent: Int) {
        let members: [ReportMember] = [
            ("converted", { writer, _ in writer.number(count.converted) }),
            ("total", { writer, _ in writer.number(count.total) }),
        ]
        object(members, indent)
    }

    mutating func counts(_ counts: MigrationReport.Counts, _ indent: Int) {
        object(counts.rows.map { name, count in (name, { $0.count(count, $1) }) }, indent)
    }

    mutating func item(_ item: MigrationReport.Item, _ indent: Int) {
        let members: [ReportMember] = [
            ("column", { writer, _ in writer.number(item.column) }),
            ("file", { writer, _ in writer.string(item.file) }),
            ("line", { writer, _ in writer.number(item.line) }),
            ("message", { writer, _ in writer.string(item.message) }),
            ("severity", { writer, _ in writer.string(item.severity) }),
        ]
        object(members, indent)
    }

    mutating func handEdit(_ edit: MigrationReport.HandEdit, _ indent: Int) {
        var members: [ReportMember] = [("path", { writer, _ in writer.string(edit.path) })]
        if let newVersion = edit.newVersion {
            members.append(("newVersion", { writer, _ in writer.string(newVersion) }))
        }
        object(members, indent)
    }

    mutating func file(_ file: MigrationReport.File, _ indent: Int) {
        var members: [ReportMember] = [
            ("counts", { $0.counts(file.counts, $1) }),
            ("items", { $0.array(file.items, $1) { $0.item($1, $2) } }),
            ("outputs", { $0.strings(file.outputs, $1) }),
            ("path", { writer, _ in writer.string(file.path) }),
            ("role", { writer, _ in writer.string(file.role) }),
        ]
        if let owner = file.owner { members.append(("owner", { writer, _ in writer.string(owner) })) }
        if let reason = file.reason { members.append(("reason", { writer, _ in writer.string(reason) })) }
        object(members, indent)
    }

    mutating func plist(_ plist: MigrationReport.Plist, _ indent: Int) {
        let members: [ReportMember] = [
            ("items", { $0.array(plist.items, $1) { $0.item($1, $2) } }),
            ("keysRemoved", { writer, _ in writer.bool(plist.keysRemoved) }),
            ("launchKeys", { $0.strings(plist.launchKeys, $1) }),
            ("outputs", { $0.strings(plist.outputs, $1) }),
            ("path", { writer, _ in writer.string(plist.path) }),
        ]
        object(members, indent)
    }
}
