import IBModel

/// Statements for API newer than the deployment target: inside `if #available`, with what replaces
/// them in the `else` (``ViewMapping/fallback(for:resources:)``). The versions are the mapping
/// layer's (`ViewMapping+Availability.swift`).
extension UnitBuilder {
    /// Whether any API the generator emits is newer than ``target``: when not, no statement needs a
    /// look at the availability tables (most runs, at a current deployment target).
    var checksAvailability: Bool {
        target.version < ViewMapping.latestIntroduced(target.platform)
    }

    /// Appends the statements of `properties` (of a `className` view, set on `target`), in order:
    /// each run of consecutive properties that needs one OS version above the deployment target goes
    /// into one `if #available` block, with the replacements, if any, in its `else`; properties the
    /// OS ignores from a version on are left out at or above it and set inside `#unavailable` below.
    func appendGuardedStatements(
        taking properties: inout [MappedProperty], target expression: String, className: String, line: Int
    ) {
        var pending: (version: OSVersion, body: [String], otherwise: [String])?
        func flush() {
            guard let block = pending else { return }
            configure.append(
                Statement(
                    Self.availabilityBlock(
                        target.availabilityCondition(block.version), block.body, otherwise: block.otherwise),
                    line: line))
            pending = nil
        }
        // `selectionHighlightStyle = .sourceList` is deprecated from macOS 12 for `style = .sourceList`.
        let replacesSourceList =
            target.platform == .macOS && target.allows(ViewMapping.sourceListHighlightDeprecated)
            && ViewMapping.isKind(className, of: "NSTableView") && !properties.contains { $0.key == "style" }
        while let property = properties.popLast() {
            if replacesSourceList, property.key == "selectionHighlightStyle", property.value.swift == ".sourceList" {
                flush()
                configure.append(Statement(expression + ".style = .sourceList", line: line))
                continue
            }
            if ViewMapping.propertiesWithoutEffectKeys.contains(property.key),
                let limit = ViewMapping.withoutEffect(key: property.key, className: className)
            {
                guard !target.allows(limit) else { continue }
                flush()
                let condition = "#unavailable(\(target.platform.availabilityName) \(limit))"
                configure.append(
                    Statement(Self.availabilityBlock(condition, [property.statement(target: expression)]), line: line))
                continue
            }
            guard checksAvailability,
                let needed = ViewMapping.introduced(property, className: className, platform: target.platform),
                !target.allows(needed)
            else {
                flush()
                configure.append(Statement(property.statement(target: expression), line: line))
                continue
            }
            if pending?.version != needed {
                flush()
                pending = (needed, [], [])
            }
            pending?.body.append(property.statement(target: expression))
            if let fallback = ViewMapping.fallback(for: property, resources: shared.systemColors(of: document)),
                ViewMapping.introduced(fallback, className: className, platform: target.platform).map(target.allows)
                    ?? true
            {
                pending?.otherwise.append(fallback.statement(target: expression))
            }
        }
        flush()
    }

    /// `if CONDITION {` + the body, indented, + `} else {` + the others + `}` (no `else` without others).
    static func availabilityBlock(_ condition: String, _ body: [String], otherwise: [String] = []) -> String {
        var lines = ["if \(condition) {"]
        for statement in body { lines += LoadViewRenderer.codeLines(statement).map { "    " + $0 } }
        if !otherwise.isEmpty {
            lines.append("} else {")
            for statement in otherwise { lines += LoadViewRenderer.codeLines(statement).map { "    " + $0 } }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `code` as it is when the target has what it needs (`introduced`), else inside `if #available`,
    /// with `otherwise` in the `else`.
    func guardedStatement(_ code: String, introduced: OSVersion?, otherwise: String? = nil) -> String {
        guard let introduced, !target.allows(introduced) else { return code }
        return Self.availabilityBlock(
            target.availabilityCondition(introduced), [code], otherwise: otherwise.map { [$0] } ?? [])
    }

    /// `let name = NEW` when the target has what `new` needs (`introduced`), else the declaration with
    /// an `if #available` that assigns `new`, or `old` below it.
    func guardedDeclaration(
        _ name: String, type: String, introduced: OSVersion?, new: String, old: String
    ) -> String {
        guard let introduced, !target.allows(introduced) else { return .concat("let ", name, " = ", new) }
        return "let \(name): \(type)\n"
            + Self.availabilityBlock(
                target.availabilityCondition(introduced), ["\(name) = \(new)"], otherwise: ["\(name) = \(old)"])
    }
}

extension UnitBuilder.SharedCounts {
    /// The document's system color resources (``ViewMapping/systemColorResources(_:)``), read at the
    /// first use: what a system color newer than the deployment target falls back to.
    func systemColors(of document: IBDocument) -> [String: ColorValue] {
        if let systemColorTable { return systemColorTable }
        let table = ViewMapping.systemColorResources(document)
        systemColorTable = table
        return table
    }
}
