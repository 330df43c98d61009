import IBModel

/// Adds to the view code the statements that make a control, bar button item or gesture fire its
/// segue method, and drops the view code's notes about segues the flow converted.
enum TriggerWiring {
    /// The plan with one wiring statement per trigger in the `actions` group of its controller's
    /// function; a note for each trigger whose source has no local in the generated code.
    static func wire(
        _ wiring: FlowWiring, into plan: LoadViewPlan, document: IBDocument
    ) -> (LoadViewPlan, [Diagnostic]) {
        var plan = plan
        var diagnostics: [Diagnostic] = []
        for index in plan.types.indices {
            for group in plan.types[index].groups.indices {
                plan.types[index].groups[group].statements.removeAll { statement in
                    guard statement.code.isEmpty, let comment = statement.comment else { return false }
                    return wiring.convertedSegueLines.contains { comment.hasSuffix("(line \($0))") }
                        && (comment.contains("segue") || comment.contains("connection of a bar button item"))
                }
            }
        }
        var lines: [String: Int] = [:]
        document.forEachObject { object in
            if let id = object.id { lines[id] = object.position.line }
        }
        for trigger in wiring.triggers {
            guard let statement = trigger.wiring else { continue }
            if !place(statement, for: trigger, line: lines[trigger.sourceID], in: &plan) {
                let readable = statement.replacingLiteral(
                    "SOURCE", with: "<\(trigger.sourceElement) \(trigger.sourceID)>")
                diagnostics.append(
                    .note(
                        "wire the segue's trigger by hand: \(readable)",
                        at: SourceLocation(file: document.path, line: trigger.line)))
            }
        }
        return (plan, diagnostics)
    }

    /// Finds the local that holds the trigger's source (the `let` at the source's line) in its
    /// controller's function and appends the wiring to that function's actions.
    private static func place(
        _ statement: String, for trigger: FlowGenerator.Trigger, line: Int?, in plan: inout LoadViewPlan
    ) -> Bool {
        guard let line else { return false }
        for index in plan.types.indices
        where plan.types[index].kind == .controllerExtension && plan.types[index].typeName == trigger.controllerType {
            let statements = plan.types[index].groups.flatMap(\.statements)
            guard let create = statements.first(where: { $0.line == line && $0.code.hasPrefix("let ") }),
                let name = create.code.dropFirst(4).split(separator: " ").first
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
