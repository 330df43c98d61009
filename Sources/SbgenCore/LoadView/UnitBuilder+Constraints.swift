import IBModel

extension UnitBuilder {
    /// Resolves an IB constraint item + attribute into an endpoint on a view or layout guide.
    /// Margin attributes move to `layoutMarginsGuide`; the legacy top/bottom layout guides move to the
    /// safe area (their inner edges are where the safe area's edges are).
    func endpoint(_ id: String, _ ibAttribute: String) -> ConstraintPlanner.Endpoint? {
        if let remap = legacyGuides[id] {
            guard let attribute = remap[ibAttribute], let root = rootExpression else { return nil }
            return .init(item: "\(root).safeAreaLayoutGuide", attribute: attribute)
        }
        guard let (name, margin) = ConstraintPlanner.normalize(ibAttribute), let expression = expressions[id],
            builtInCellViews[id] == nil  // A styled cell lays its own labels out.
        else {
            return nil
        }
        return .init(item: margin ? "\(expression).layoutMarginsGuide" : expression, attribute: name)
    }

    /// Builds the constraint statements and one `NSLayoutConstraint.activate`.
    /// - Returns: constraint id → local name, for constraint outlets.
    func resolveConstraints(outletTargets: Set<String>) -> [String: String] {
        var names: [String: String] = [:]
        var active: [String] = []
        var counter = 0
        for (constraint, owner) in constraints {
            if constraint.isPlaceholder || constraint.id.map(excludedConstraints.contains) == true { continue }
            let line = constraint.position.line
            guard let firstAttribute = constraint.firstAttribute,
                let first = endpoint(constraint.firstItem ?? owner, firstAttribute)
            else {
                unsupported(
                    "constraint with first item/attribute that is not converted; skipped", at: constraint.position)
                continue
            }
            var second: ConstraintPlanner.Endpoint?
            if let secondAttribute = constraint.secondAttribute, secondAttribute != "notAnAttribute" {
                guard let item = constraint.secondItem ?? Optional(owner),
                    let resolved = endpoint(item, secondAttribute)
                else {
                    unsupported(
                        "constraint with second item/attribute that is not converted; skipped", at: constraint.position)
                    continue
                }
                second = resolved
            }
            guard let multiplier = ConstraintPlanner.multiplier(constraint) else {
                unsupported(
                    "constraint multiplier '\(constraint.multiplier ?? "")' not converted", at: constraint.position)
                continue
            }
            let resolved = ConstraintPlanner.Resolved(
                first: first, second: second, relation: constraint.relation ?? "equal", multiplier: multiplier,
                constant: constraint.constant.flatMap(Double.init) ?? 0, symbolic: constraint.isSymbolic)
            let expression = ConstraintPlanner.expression(resolved)
            if constraint.isSymbolic, expression.hasPrefix("NSLayoutConstraint(") {
                unsupported(
                    "standard spacing cannot be expressed here; the IB constant is used", at: constraint.position)
            }
            let priority = constraint.priority.flatMap(Float.init)
            let needsName =
                (priority != nil && priority != 1000) || constraint.identifier != nil
                || constraint.id.map(outletTargets.contains) == true
            guard needsName else {
                active.append(expression)
                continue
            }
            counter += 1
            var name = "constraint\(counter)"
            while usedNames.contains(name) {
                counter += 1
                name = "constraint\(counter)"
            }
            usedNames.insert(name)
            constraintStatements.append(Statement("let \(name) = \(expression)", line: line))
            if let priority, priority != 1000 {
                constraintStatements.append(Statement("\(name).priority = UILayoutPriority(\(priority))", line: line))
            }
            if let identifier = constraint.identifier {
                constraintStatements.append(
                    Statement("\(name).identifier = \(MappedValue.stringLiteral(identifier))", line: line))
            }
            if let id = constraint.id { names[id] = name }
            active.append(name)
        }
        if !active.isEmpty {
            constraintStatements.append(
                Statement("NSLayoutConstraint.activate([\n    " + active.joined(separator: ",\n    ") + ",\n])"))
        }
        return names
    }
}
