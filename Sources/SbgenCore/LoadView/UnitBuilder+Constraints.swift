import IBModel

extension UnitBuilder {
    /// Resolves an IB constraint item + attribute into an endpoint on a view or layout guide.
    /// Margin attributes move to `layoutMarginsGuide`; the legacy top/bottom layout guides move to the
    /// safe area (their inner edges are where the safe area's edges are).
    func endpoint(_ id: String, _ ibAttribute: String) -> ConstraintPlanner.Endpoint? {
        // Both tables are nearly always empty: tested first, a lookup would hash `id` regardless.
        if !legacyGuides.isEmpty, let remap = legacyGuides[id] {
            guard let attribute = remap[ibAttribute], let root = rootExpression else { return nil }
            return .init(item: "\(root).safeAreaLayoutGuide", attribute: attribute)
        }
        guard let (name, margin) = ConstraintPlanner.normalize(ibAttribute), let expression = expressions[id],
            builtInCellViews.isEmpty || builtInCellViews[id] == nil  // A styled cell lays its own labels out.
        else {
            return nil
        }
        return .init(item: margin ? .concat(expression, ".layoutMarginsGuide") : expression, attribute: name)
    }

    /// The attributes of one `<constraint>` the resolver reads, taken in one pass over them: each
    /// `IBConstraint` accessor searches the attributes by name, a dozen searches per constraint.
    struct ConstraintFields {
        var id: String?
        var firstItem: String?
        var firstAttribute: String?
        var secondItem: String?
        var secondAttribute: String?
        var relation: String?
        var multiplier: String?
        var constant: String?
        var priority: String?
        var identifier: String?
        var isSymbolic = false
        var isPlaceholder = false

        init(_ attributes: IBAttributes) {
            // Pairs read in place: iterating the attributes copied each pair (both strings retained).
            attributes.pairs.withUnsafeBufferPointer { pairs in
                for index in pairs.indices { take(name: pairs[index].name, value: pairs[index].value) }
            }
        }

        private mutating func take(name: String, value: String) {
            // By length first: a name is then compared with at most a few of the same length.
            switch name.utf8.count {
            case 2: if name == "id" { id = value }
            case 8:
                switch name {
                case "relation": relation = value
                case "constant": constant = value
                case "priority": priority = value
                case "symbolic": isSymbolic = IBAttributes.isTrue(value)
                default: break
                }
            case 9: if name == "firstItem" { firstItem = value }
            case 10:
                switch name {
                case "secondItem": secondItem = value
                case "multiplier": multiplier = value
                case "identifier": identifier = value
                default: break
                }
            case 11: if name == "placeholder" { isPlaceholder = IBAttributes.isTrue(value) }
            case 14: if name == "firstAttribute" { firstAttribute = value }
            case 15: if name == "secondAttribute" { secondAttribute = value }
            default: break
            }
        }
    }

    /// Builds the constraint statements and one `NSLayoutConstraint.activate`.
    /// - Returns: constraint id → local name, for constraint outlets.
    func resolveConstraints(outletTargets: Set<String>) -> [String: String] {
        var names: [String: String] = [:]
        // With the key they are written in order of: the view each positions, then its attribute.
        var active: [(key: ConstraintOrder, code: String)] = []
        // Constraints that need a newer OS than the target (AppKit's safe area and system spacing,
        // macOS 11), with what replaces them below it.
        var guarded: [(new: String, old: String)] = []
        var counter = 0
        // Constraints whose set of installed size classes or constant varies: activated and set by
        // the size-class code (``sizeClassStatements(installs:)``).
        var installs: [SizeClassItem] = []
        for (constraint, owner) in constraints {
            let fields = ConstraintFields(constraint.attributes)
            if fields.isPlaceholder { continue }
            if !excludedConstraints.isEmpty, let id = fields.id, excludedConstraints.contains(id),
                !isInstalledBySizeClass(id)
            {
                // Installed in no size class: IB leaves it out of the running layout, and so does the code.
                emitted.constraints.append(EmittedElements.key(constraint.position))
                continue
            }
            let line = constraint.position.line
            guard let firstAttribute = fields.firstAttribute,
                let first = endpoint(fields.firstItem ?? owner, firstAttribute)
            else {
                unsupported(
                    "constraint with first item/attribute that is not converted; skipped", at: constraint.position)
                continue
            }
            var second: ConstraintPlanner.Endpoint?
            if let secondAttribute = fields.secondAttribute, secondAttribute != "notAnAttribute" {
                guard let item = fields.secondItem ?? Optional(owner),
                    let resolved = endpoint(item, secondAttribute)
                else {
                    unsupported(
                        "constraint with second item/attribute that is not converted; skipped", at: constraint.position)
                    continue
                }
                second = resolved
            }
            if let (name, value) = Self.nonFiniteValue(of: fields) {
                unsupported(NonFinite.message(name, value, leftOut: "the constraint is"), at: constraint.position)
                continue
            }
            guard let multiplier = ConstraintPlanner.multiplier(text: fields.multiplier) else {
                unsupported(
                    "constraint multiplier '\(fields.multiplier ?? "")' not converted", at: constraint.position)
                continue
            }
            var resolved = ConstraintPlanner.Resolved(
                first: first, second: second, relation: fields.relation ?? "equal", multiplier: multiplier,
                constant: fields.constant.flatMap(Double.init(decimal:)) ?? 0, symbolic: fields.isSymbolic)
            // Written from the view it positions: IB often stores `superview.trailing = label.trailing + 20`.
            // Not one whose constant varies by size class: its variations give IB's constants.
            if let ownerExpression = expressions[owner], ConstraintPlanner.positionsOwner(resolved, ownerExpression),
                !constraint.properties.contains(where: { $0.name == "variation" })
            {
                resolved = ConstraintPlanner.flipped(resolved)
            }
            let order = ConstraintOrder(
                view: viewOrder[ConstraintPlanner.viewExpression(resolved.first.item)] ?? Int.max,
                attribute: ConstraintPlanner.attributeRank(resolved.first.attribute), index: active.count)
            let expression = ConstraintPlanner.expression(resolved)
            if fields.isSymbolic, expression.hasPrefix("NSLayoutConstraint(") {
                unsupported(
                    "standard spacing cannot be expressed here; the IB constant is used", at: constraint.position)
            }
            let older = olderConstraint(resolved)
            var priority = fields.priority.flatMap(Float.init(finite:))
            if let value = priority, let clamped = Self.clampedPriority(value) {
                unsupported(
                    "constraint priority '\(fields.priority ?? "")' is not in (0, 1000], which Auto Layout requires of a "
                        + "constraint it activates; clamped to \(Int(clamped))", at: constraint.position)
                priority = clamped
            }
            let variesInstall = !sizeClassInstalls.isEmpty && fields.id.map { sizeClassInstalls[$0] != nil } == true
            let variesConstant =
                !constraint.properties.isEmpty && constraint.properties.contains { $0.name == "variation" }
            let needsName =
                (priority != nil && priority != 1000) || fields.identifier != nil
                || fields.id.map(outletTargets.contains) == true || variesInstall || variesConstant
            emitted.constraints.append(EmittedElements.key(constraint.position))
            guard needsName else {
                if let older { guarded.append((expression, older)) } else { active.append((order, expression)) }
                continue
            }
            counter += 1
            var name = "constraint\(counter)"
            while usedNames.contains(name) {
                counter += 1
                name = "constraint\(counter)"
            }
            usedNames.insert(name)
            constraintStatements.append(
                Statement(
                    guardedDeclaration(
                        name, type: "NSLayoutConstraint",
                        introduced: older == nil ? nil : ViewMapping.appKitLayoutGuides,
                        new: expression, old: older ?? expression), line: line))
            if let priority, priority != 1000 {
                constraintStatements.append(
                    Statement(.concat(name, ".priority = ", MappedValue.priority(priority)), line: line))
            }
            if let identifier = fields.identifier {
                constraintStatements.append(
                    Statement("\(name).identifier = \(MappedValue.stringLiteral(identifier))", line: line))
            }
            if let id = fields.id { names[id] = name }
            if variesConstant { collectConstantVariations(constraint, name: name, base: resolved.constant) }
            if variesInstall, let id = fields.id, let install = installItem(id: id, name: name) {
                installs.append(install)
            } else {
                active.append((order, name))
            }
        }
        if !active.isEmpty {
            active.sort { $0.key < $1.key }
            constraintStatements.append(Statement(Self.activateStatement(active.map(\.code))))
        }
        if !guarded.isEmpty {
            constraintStatements.append(
                Statement(
                    Self.availabilityBlock(
                        target.availabilityCondition(ViewMapping.appKitLayoutGuides),
                        [Self.activateStatement(guarded.map(\.new))],
                        otherwise: [Self.activateStatement(guarded.map(\.old))])))
        }
        sizeClassCode = sizeClassStatements(installs: installs)
        return names
    }

    /// The first of a constraint's `constant`, `multiplier` (either side of `a:b` or `a/b`) and
    /// `priority` that is a number but not a finite one (``NonFinite``), with its value: such a
    /// constraint is left out (a constant of 0 or a required priority instead would be another layout).
    static func nonFiniteValue(of fields: ConstraintFields) -> (name: String, value: String)? {
        if let constant = fields.constant, NonFinite.double(constant) { return ("constant", constant) }
        if let multiplier = fields.multiplier,
            multiplier.split(whereSeparator: { $0 == ":" || $0 == "/" }).contains(where: {
                NonFinite.double(String($0))
            })
        {
            return ("multiplier", multiplier)
        }
        if let priority = fields.priority, NonFinite.float(priority) { return ("priority", priority) }
        return nil
    }

    /// The nearest valid priority, 1 or 1000, for one outside (0, 1000] (`0`, `-5`, `1500`), for which
    /// Auto Layout raises when the constraint is activated (NSLayoutConstraint.h: priorities are 1…1000,
    /// and 1000 is required); nil for a valid one.
    static func clampedPriority(_ value: Float) -> Float? {
        if value <= 0 { return 1 }
        if value > 1000 { return 1000 }
        return nil
    }

    /// Where a constraint goes in the activated list: by the view it positions (in the order views
    /// are made), then top, leading, trailing, bottom, centre, width, height, baselines; then IB's order.
    struct ConstraintOrder: Comparable {
        var view: Int
        var attribute: Int
        var index: Int

        static func < (a: Self, b: Self) -> Bool {
            (a.view, a.attribute, a.index) < (b.view, b.attribute, b.index)
        }
    }

    /// Below macOS 11, where `NSView` has no `safeAreaLayoutGuide` or `layoutMarginsGuide` and anchors
    /// no system spacing: `resolved` on the view itself, with IB's constant. Nil when the target
    /// has what the constraint needs (always on iOS and tvOS).
    func olderConstraint(_ resolved: ConstraintPlanner.Resolved) -> String? {
        guard target.platform == .macOS, !target.allows(ViewMapping.appKitLayoutGuides) else { return nil }
        func guide(_ item: String) -> Bool {
            item.hasSuffix(".safeAreaLayoutGuide") || item.hasSuffix(".layoutMarginsGuide")
        }
        func view(_ item: String) -> String {
            guide(item) ? String(item[..<item.lastIndex(of: ".")!]) : item
        }
        let spacing = resolved.symbolic && ConstraintPlanner.expression(resolved).contains("SystemSpacing")
        guard spacing || guide(resolved.first.item) || resolved.second.map({ guide($0.item) }) == true else {
            return nil
        }
        var older = resolved
        older.symbolic = false
        older.first.item = view(older.first.item)
        if let second = older.second { older.second?.item = view(second.item) }
        return ConstraintPlanner.expression(older)
    }

    /// `NSLayoutConstraint.activate([` with one constraint per line, written once at its size
    /// (`joined` and `+` appended it piece by piece, a large part of resolving a scene's constraints).
    static func activateStatement(_ constraints: [String]) -> String {
        let head = "NSLayoutConstraint.activate([\n"
        let indent = "    "
        let lineEnd = ",\n"
        let tail = "])"
        var length = head.utf8.count + tail.utf8.count
        for constraint in constraints { length += indent.utf8.count + constraint.utf8.count + lineEnd.utf8.count }
        return String.written(length: length) { output in
            // `written` passed inout, not captured by a local function: a captured variable was
            // checked for exclusive access (`swift_beginAccess`) at every piece.
            var written = 0
            String.put(head, into: output, at: &written)
            for constraint in constraints {
                String.put(indent, into: output, at: &written)
                String.put(constraint, into: output, at: &written)
                String.put(lineEnd, into: output, at: &written)
            }
            String.put(tail, into: output, at: &written)
            return written
        }
    }
}
