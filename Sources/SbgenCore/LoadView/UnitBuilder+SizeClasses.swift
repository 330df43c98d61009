import IBModel

/// The size classes one `<variation key=…>` applies to: `widthClass=compact`, `heightClass=regular`,
/// `heightClass=regular-widthClass=compact`… A class IB leaves out is Any (nil).
struct SizeClassCondition: Hashable, Comparable {
    /// `compact` or `regular` (`UIUserInterfaceSizeClass` case names), or nil for Any.
    var width: String?
    var height: String?

    /// Nil for `default` (the base values) and for keys that are not size classes
    /// (`userInterfaceIdiom=mac`, `device=watch42mm`), or that name a class twice
    /// (`widthClass=compact-widthClass=regular`). Both classes may come in either order
    /// (`widthClass=compact-heightClass=regular` is `heightClass=regular-widthClass=compact`).
    init?(key: String) {
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[1] == "compact" || pair[1] == "regular" else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = String(pair[1])
            case "heightClass" where height == nil: height = String(pair[1])
            default: return nil
            }
        }
        guard width != nil || height != nil else { return nil }
    }

    init(width: String?, height: String?) {
        self.width = width
        self.height = height
    }

    /// Whether the traits (`compact`, `regular`, or nil for unspecified) match ``pattern``: a class
    /// the condition names must be the trait's, both of them for a condition of both classes.
    func matches(width traitWidth: String?, height traitHeight: String?) -> Bool {
        (width == nil || width == traitWidth) && (height == nil || height == traitHeight)
    }

    /// Every pair of traits a `switch` over `(horizontalSizeClass, verticalSizeClass)` can meet that
    /// a variation tells apart: compact, regular and unspecified each.
    static let traitPairs: [(String?, String?)] = {
        let values: [String?] = ["compact", "regular", nil]
        return values.flatMap { width in values.map { (width, $0) } }
    }()

    /// Which variation wins when several match the traits: both classes first, then height only, then
    /// width only (IB: a more specific size class overrides a more general one).
    var rank: Int { width != nil && height != nil ? 0 : height != nil ? 1 : 2 }

    static func < (a: Self, b: Self) -> Bool {
        (a.rank, a.height ?? "", a.width ?? "") < (b.rank, b.height ?? "", b.width ?? "")
    }

    /// The `case` pattern over `(horizontalSizeClass, verticalSizeClass)`: `(.compact, _)`.
    var pattern: String { "(\(width.map { "." + $0 } ?? "_"), \(height.map { "." + $0 } ?? "_"))" }
}

/// Something the size classes change: the statements for each size class IB varies it in, and those
/// for every other size class (the base values).
struct SizeClassItem {
    var cases: [(condition: SizeClassCondition, statements: [String])]
    var base: [String]
    /// Views the statements name that own the closure's host (`self`, the root local): captured weakly.
    var weakCaptures: Set<String> = []
}

extension UnitBuilder {
    /// The view attributes IB writes without a value when they have their archive default, which a
    /// variation may still change: the value the base size classes then have.
    static let sizeClassBaseDefaults: [String: String] = [
        "hidden": "NO", "axis": "horizontal", "distribution": "fill", "alignment": "fill", "spacing": "0",
        "alpha": "1", "baselineRelativeArrangement": "NO", "layoutMarginsRelativeArrangement": "NO",
    ]

    /// The values the size-class code sets in the base size classes for attributes IB left out of
    /// the base (``sizeClassBaseDefaults``): what a view made by the code has besides its IB values.
    static func sizeClassBaseDefaultProperties(of object: IBObject, className: String) -> [MappedProperty] {
        var result: [MappedProperty] = []
        for variation in object.properties
        where variation.name == "variation" && SizeClassCondition(key: variation.key ?? "") != nil {
            for attribute in variation.attributes.pairs where object.attributes.value(attribute.name) == nil {
                guard let value = sizeClassBaseDefaults[attribute.name] else { continue }
                let defaults = IBObject(
                    element: object.element, attributes: [attribute.name: value], position: variation.position)
                result += ViewMapping.properties(of: defaults, className: className, archiveDefaults: false).0
            }
        }
        return result
    }

    /// The size-class variations of `object` (the view whose properties hold them, reached as
    /// `expression`): the constraints their masks install or uninstall, and the property values they
    /// change. What cannot be converted is a warning at the variation.
    func collectSizeClassVariations(_ object: IBObject, expression: String, base: String) {
        guard object.properties.contains(where: { $0.name == "variation" && $0.key != "default" }) else { return }
        var properties: [String: (base: MappedProperty?, cases: [(SizeClassCondition, MappedProperty)])] = [:]
        var order: [String] = []
        lazy var baseProperties = ViewMapping.properties(of: object, className: base).0
        var seen: [SizeClassCondition: String] = [:]
        for variation in object.properties where variation.name == "variation" && variation.key != "default" {
            let key = variation.key ?? ""
            guard let condition = SizeClassCondition(key: key) else {
                unsupported(
                    "variation '\(key)' not converted: it is no size class; the code uses the values of every "
                        + "device and idiom", at: variation.position)
                continue
            }
            if let earlier = seen.updateValue(key, forKey: condition) {
                unsupported(
                    "variation '\(key)' names the size classes of variation '\(earlier)' again; its values "
                        + "replace those", at: variation.position)
            }
            var attributes: [IBAttributes.Attribute] = []
            for attribute in variation.attributes.pairs
            where attribute.name != "key" && attribute.name != "ambiguous" && attribute.name != "misplaced" {
                attributes.append(attribute)
            }
            var elements: [IBElement] = []
            for child in variation.children {
                switch (child.name, child.key ?? "") {
                case ("mask", "constraints"):
                    for reference in child.children {
                        guard let id = reference.attributes.value("reference") else { continue }
                        sizeClassInstalls[id, default: []].append((condition, reference.name == "include"))
                    }
                case ("mask", let mask):
                    unsupported(
                        "size-class variation '\(key)': <mask key=\"\(mask)\"> not converted; the views are "
                            + "installed as in the base size classes", at: child.position)
                case ("rect", "frame") where Self.usesConstraints(object):
                    continue  // The canvas frame of that size class: constraints place the view.
                default:
                    elements.append(child)
                }
            }
            guard !attributes.isEmpty || !elements.isEmpty else { continue }
            let values = IBObject(
                element: object.element, attributes: IBAttributes(attributes), properties: elements,
                position: variation.position)
            let (mapped, issues) = ViewMapping.properties(of: values, className: base, archiveDefaults: false)
            for issue in issues {
                unsupported("size-class variation '\(key)': \(issue.message)", at: issue.position)
            }
            for property in mapped {
                if properties[property.key] == nil {
                    order.append(property.key)
                    var baseValue = baseProperties.last { $0.key == property.key }
                    // Absent from the base: the archive default of the attribute that maps to the same key.
                    for attribute in attributes where baseValue == nil {
                        guard let value = Self.sizeClassBaseDefaults[attribute.name] else { continue }
                        let defaults = IBObject(
                            element: object.element, attributes: [attribute.name: value],
                            position: variation.position)
                        baseValue = ViewMapping.properties(of: defaults, className: base, archiveDefaults: false).0
                            .first { $0.key == property.key }
                    }
                    properties[property.key] = (baseValue, [])
                }
                properties[property.key]?.cases.removeAll { $0.0 == condition }
                properties[property.key]?.cases.append((condition, property))
            }
        }
        for key in order {
            guard let (baseValue, cases) = properties[key] else { continue }
            guard let baseValue else {
                unsupported(
                    "size-class variation of '\(key)' not converted: the IB file has no base value to return to",
                    at: object.position)
                continue
            }
            var item = SizeClassItem(
                cases: cases.sorted { $0.0 < $1.0 }.map {
                    ($0.0, [sizeClassStatement($0.1, target: expression, className: base)])
                },
                base: [sizeClassStatement(baseValue, target: expression, className: base)])
            if expression.hasPrefix("self") || expression == rootExpression {
                item.weakCaptures.insert(expression.hasPrefix("self") ? "self" : expression)
            }
            sizeClassItems.append(item)
        }
    }

    /// `property`'s statement for `expression`, inside `if #available` (with the older API's value in
    /// its `else`, where there is one) when it needs more than the deployment target.
    func sizeClassStatement(_ property: MappedProperty, target expression: String, className: String) -> String {
        let statement = property.statement(target: expression)
        guard checksAvailability,
            let needed = ViewMapping.introduced(property, className: className, platform: target.platform),
            !target.allows(needed)
        else { return statement }
        var otherwise: [String] = []
        if let fallback = ViewMapping.fallback(for: property, resources: shared.systemColors(of: document)),
            ViewMapping.introduced(fallback, className: className, platform: target.platform).map(target.allows)
                ?? true
        {
            otherwise.append(fallback.statement(target: expression))
        }
        return Self.availabilityBlock(target.availabilityCondition(needed), [statement], otherwise: otherwise)
    }

    /// A constraint's own variations (`<variation key="heightClass=compact" constant="34"/>`): the
    /// constant per size class, set on `name`. Other attributes are a warning.
    func collectConstantVariations(_ constraint: IBConstraint, name: String, base: Double) {
        var cases: [(SizeClassCondition, [String])] = []
        for variation in constraint.properties where variation.name == "variation" {
            let key = variation.key ?? ""
            guard let condition = SizeClassCondition(key: key) else {
                unsupported(
                    "variation '\(key)' of a constraint not converted: it is no size class; the code uses the "
                        + "base constant", at: variation.position)
                continue
            }
            for attribute in variation.attributes.pairs where attribute.name != "key" {
                if attribute.name == "constant", NonFinite.double(attribute.value) {
                    unsupported(
                        "size-class variation '\(key)' of a constraint: "
                            + NonFinite.message(attribute.name, attribute.value, leftOut: "the variation is")
                            + " (the base constant is used)", at: variation.position)
                    continue
                }
                guard attribute.name == "constant", let value = Double(decimal: attribute.value) else {
                    unsupported(
                        "size-class variation '\(key)' of a constraint: '\(attribute.name)' not converted; the "
                            + "base value is used", at: variation.position)
                    continue
                }
                cases.removeAll { $0.0 == condition }  // The same size classes spelled again: the later wins.
                cases.append((condition, ["\(name).constant = \(value)"]))
            }
        }
        guard !cases.isEmpty else { return }
        sizeClassItems.append(
            SizeClassItem(cases: cases.sorted { $0.0 < $1.0 }, base: ["\(name).constant = \(base)"]))
    }

    /// The install rule of a constraint the masks name: installed in the base size classes unless
    /// `<variation key="default">` excludes it, and as each size class's mask says. Nil when no size
    /// class changes it.
    func installItem(id: String, name: String) -> SizeClassItem? {
        let installedByDefault = !excludedConstraints.contains(id)
        var last: [SizeClassCondition: Bool] = [:]
        for (condition, include) in sizeClassInstalls[id] ?? [] { last[condition] = include }
        let cases = Self.withoutRedundantCases(
            last.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, base: installedByDefault)
        guard !cases.isEmpty else { return nil }
        func statement(_ installed: Bool) -> String {
            installed ? "installed.append(\(name))" : "uninstalled.append(\(name))"
        }
        return SizeClassItem(
            cases: cases.map { ($0.0, [statement($0.1)]) }, base: [statement(installedByDefault)])
    }

    /// `cases` (most specific first, as the `switch` tries them) without those that change nothing:
    /// a case is left out only when, for every pair of traits, the cases after it or `base` give the
    /// same value. A case of both classes that says what the base says is kept when a width-only or
    /// height-only case would otherwise catch its traits (`widthClass=compact` excludes a constraint,
    /// `widthClass=compact-heightClass=regular` includes it again).
    static func withoutRedundantCases<Value: Equatable>(
        _ cases: [(SizeClassCondition, Value)], base: Value
    ) -> [(SizeClassCondition, Value)] {
        func value(_ cases: [(SizeClassCondition, Value)], _ traits: (String?, String?)) -> Value {
            cases.first { $0.0.matches(width: traits.0, height: traits.1) }?.1 ?? base
        }
        var kept = cases
        var index = kept.count - 1
        while index >= 0 {
            var without = kept
            without.remove(at: index)
            if SizeClassCondition.traitPairs.allSatisfy({ value(without, $0) == value(kept, $0) }) {
                kept = without
            }
            index -= 1
        }
        return kept
    }

    /// Whether a size class installs the constraint `id` (so it is built even when the base excludes it).
    func isInstalledBySizeClass(_ id: String) -> Bool {
        sizeClassInstalls[id]?.contains { $0.1 } == true
    }

    /// The `size classes` statements: one closure that applies the values and constraint sets of the
    /// traits it is given (a `switch` per set of size classes the items vary in, the constraints of the
    /// other size classes deactivated before those of these are activated), applied to the current
    /// traits, and again whenever the horizontal or vertical size class changes:
    /// `registerForTraitChanges` from iOS/tvOS 17, the file's hidden observer view before.
    func sizeClassStatements(installs: [SizeClassItem]) -> [Statement] {
        let items = installs + sizeClassItems
        guard !items.isEmpty else { return [] }
        let host = rootExpression ?? "self"
        var body: [String] = []
        if !installs.isEmpty {
            body += ["var installed: [NSLayoutConstraint] = []", "var uninstalled: [NSLayoutConstraint] = []"]
        }
        // Items that vary in the same size classes share one switch.
        var groups: [[SizeClassCondition]: [SizeClassItem]] = [:]
        var groupOrder: [[SizeClassCondition]] = []
        for item in items {
            let conditions = item.cases.map(\.condition)
            if groups[conditions] == nil { groupOrder.append(conditions) }
            groups[conditions, default: []].append(item)
        }
        for conditions in groupOrder {
            let members = groups[conditions] ?? []
            body.append("switch (traits.horizontalSizeClass, traits.verticalSizeClass) {")
            // Neighbouring cases that do the same and are as specific share one `case` (never cases
            // further apart: the first match wins). A case of both classes keeps its own `case`, not
            // joined to a width-only or height-only one that covers it: each reads as its variation.
            var pending: (patterns: [String], statements: [String], rank: Int)?
            for (index, condition) in conditions.enumerated() {
                let statements = members.flatMap { $0.cases[index].statements }
                if let run = pending, run.statements == statements, run.rank == condition.rank {
                    pending?.patterns.append(condition.pattern)
                    continue
                }
                if let run = pending {
                    body.append("case \(run.patterns.joined(separator: ", ")):")
                    body += Self.indented(run.statements)
                }
                pending = ([condition.pattern], statements, condition.rank)
            }
            if let run = pending {
                body.append("case \(run.patterns.joined(separator: ", ")):")
                body += Self.indented(run.statements)
            }
            body.append("default:")
            body += Self.indented(members.flatMap(\.base))
            body.append("}")
        }
        if !installs.isEmpty {
            body += ["NSLayoutConstraint.deactivate(uninstalled)", "NSLayoutConstraint.activate(installed)"]
        }
        let weak = items.reduce(into: Set<String>()) { $0.formUnion($1.weakCaptures) }.sorted()
        var closure =
            "// IB's size-class variations, for the current traits and again whenever a size class changes\n"
            + "let applySizeClasses = { "
        if !weak.isEmpty { closure += "[" + weak.map { "weak " + $0 }.joined(separator: ", ") + "] " }
        closure += "(traits: UITraitCollection) in\n"
        if !weak.isEmpty {
            closure += "    guard " + weak.map { "let " + $0 }.joined(separator: ", ") + " else { return }\n"
        }
        for line in Self.indented(body) { closure += line + "\n" }
        closure += "}"
        var statements = [Statement(closure), Statement("applySizeClasses(\(host).traitCollection)")]
        let register =
            "\(host).registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) "
            + "{ (view: UIView, _: UITraitCollection) in\n    applySizeClasses(view.traitCollection)\n}"
        if target.allows(Self.traitChangeRegistration) {
            statements.append(Statement(register))
        } else {
            shared.usesSizeClassObserver = true
            let observer = Self.sizeClassObserverName(shared.swiftName(of: document))
            statements.append(
                Statement(
                    Self.availabilityBlock(
                        target.availabilityCondition(Self.traitChangeRegistration), [register],
                        otherwise: ["\(host).addSubview(\(observer)(apply: applySizeClasses))"])))
        }
        return statements
    }

    /// Every line of `statements` (some span several) one level deeper.
    static func indented(_ statements: [String]) -> [String] {
        statements.flatMap { LoadViewRenderer.codeLines($0).map { $0.isEmpty ? "" : "    " + $0 } }
    }

    /// iOS/tvOS 17: `registerForTraitChanges(_:handler:)`, `UITraitHorizontalSizeClass`.
    static let traitChangeRegistration = OSVersion(17)

    /// The file's hidden view that re-applies size classes below iOS/tvOS 17: `Sbgen<File>SizeClassObserver`.
    static func sizeClassObserverName(_ fileName: String) -> String {
        "Sbgen\(typeSafe(fileName))SizeClassObserver"
    }
}
