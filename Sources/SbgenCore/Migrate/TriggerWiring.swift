import IBModel

/// Adds to the view code the statements that make a control, bar button item or gesture fire its
/// segue method, and drops the view code's notes about segues the flow converted.
enum TriggerWiring {
    /// The plan with one wiring statement per trigger in the `actions` group of its controller's
    /// function; a note for each trigger whose source has no local in the generated code.
    static func wire(
        _ wiring: FlowWiring, into plan: LoadViewPlan, document: IBDocument
    ) -> (LoadViewPlan, [Diagnostic]) {
        // Most files (every xib) get no wiring: nothing to drop, nothing to add.
        guard !wiring.triggers.isEmpty || !wiring.convertedSegueLines.isEmpty else { return (plan, []) }
        var plan = plan
        var diagnostics: [Diagnostic] = []
        if !wiring.convertedSegueLines.isEmpty {
            func isConvertedSegueNote(_ statement: Statement) -> Bool {
                guard statement.code.isEmpty, let comment = statement.comment,
                    let line = commentLine(comment), wiring.convertedSegueLines.contains(line)
                else { return false }
                return contains(comment, "segue") || contains(comment, "connection of a bar button item")
            }
            for index in plan.types.indices {
                for group in plan.types[index].groups.indices {
                    // Looked for first: removing (even nothing) copies the statements the plan shares. Read
                    // in place, and only notes (no code) tested: `contains(where:)` copied every statement.
                    let hasNote = plan.types[index].groups[group].statements.withUnsafeBufferPointer { statements in
                        statements.indices.contains {
                            statements[$0].code.isEmpty && isConvertedSegueNote(statements[$0])
                        }
                    }
                    guard hasNote else { continue }
                    plan.types[index].groups[group].statements.removeAll(where: isConvertedSegueNote)
                }
            }
        }
        // The lines of the triggers' sources only: most files have a few triggers and thousands of objects.
        let sources = Set(wiring.triggers.lazy.filter { $0.wiring != nil }.map(\.sourceID))
        var lines: [String: Int] = [:]
        if !sources.isEmpty {
            ObjectWalk.forEach(in: document) { object in
                if let id = object.pointee.attributes.value("id"), sources.contains(id) {
                    lines[id] = object.pointee.position.line
                }
            }
        }
        for trigger in wiring.triggers {
            guard let statement = trigger.wiring else { continue }
            if !place(statement, for: trigger, line: lines[trigger.sourceID], in: &plan) {
                diagnostics.append(
                    .note(
                        "wire the segue's trigger by hand: \(trigger.wiringNote ?? statement)",
                        at: SourceLocation(file: document.path, line: trigger.line, column: trigger.column)))
            }
        }
        return (plan, diagnostics)
    }

    /// Whether `text` holds the ASCII `word`. `String.contains` compares Characters, which took
    /// longer than wiring the file; in an ASCII text every Character is one byte, so bytes are
    /// compared. Other texts take the Character way.
    static func contains(_ text: String, _ word: StaticString) -> Bool {
        guard text.isASCIIOnly else { return text.contains(word.description) }
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            word.withUTF8Buffer { needle in
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count)
                where bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
                    return true
                }
                return false
            }
        }
    }

    /// The `N` of a comment ending in `(line N)`: the only line the comment can end with, so a set
    /// of lines is checked with one lookup instead of one suffix test per line.
    static func commentLine(_ comment: String) -> Int? {
        // On the comment's own bytes: copying them into an array first cost more than the test.
        var text = comment
        let digits = text.withUTF8 { bytes -> String? in
            guard bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "(")),
                open + 6 < bytes.count - 1, bytes[open..<open + 6].elementsEqual("(line ".utf8)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 6)..<(bytes.count - 1)]), as: UTF8.self)
        }
        guard let digits, let line = Int(digits), comment.hasSuffix("(line \(line))") else { return nil }
        return line
    }

    /// Finds the local that holds the trigger's source (the `let` at the source's line) in its
    /// controller's function and appends the wiring to that function's actions.
    private static func place(
        _ statement: String, for trigger: FlowGenerator.Trigger, line: Int?, in plan: inout LoadViewPlan
    ) -> Bool {
        guard let line else { return false }
        for index in plan.types.indices
        where plan.types[index].kind == .controllerExtension && plan.types[index].typeName == trigger.controllerType {
            // The groups' statements in order, searched where they are (not copied one by one).
            let create = plan.types[index].groups.withUnsafeBufferPointer { groups -> String? in
                for group in groups.indices {
                    let found = groups[group].statements.withUnsafeBufferPointer { statements -> String? in
                        statements.indices.first {
                            statements[$0].line == line && statements[$0].code.hasPrefix("let ")
                        }.map { statements[$0].code }
                    }
                    if let found { return found }
                }
                return nil
            }
            // `let name = …`, or `let name: Type` declared before an `if #available` that assigns it.
            guard let create, let name = create.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == ":" }).first
            else { continue }
            let wired = Statement(
                statement.replacingLiteral("SOURCE", with: String(name)), comment: "segue trigger",
                line: trigger.line)
            if let actions = plan.types[index].groups.firstIndex(where: { $0.name == "actions" }) {
                plan.types[index].groups[actions].statements.append(wired)
            } else {
                plan.types[index].groups.append(StatementGroup(name: "actions", statements: [wired]))
            }
            return true
        }
        return false
    }
}
