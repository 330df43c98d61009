import IBModel

extension CanonicalHierarchy {
    func emit(_ object: IBObject, path: String, head: String, depth: Int, derived: Bool) {
        let indent = String(repeating: "  ", count: depth)
        let base = baseClass(object)
        lines.append("\(indent)\(head) \(path) \(className(object, derived: derived, head: head))")
        let props = properties(object, base: base, derived: derived, ownInitialValues: !derived || depth == 0)
        for key in props.keys.sorted() { lines.append("\(indent)  prop \(key) = \(props[key]!)") }
        var gestureIndex = 0
        for connection in object.connections
        where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
            defer { gestureIndex += 1 }
            guard let gestureID = connection.destination, let gesture = objects[gestureID] else { continue }
            let gesturePath = "\(path)#g\(gestureIndex)"
            lines.append(
                "\(indent)  gesture \(gesturePath) \(gesture.customClass ?? ViewMapping.gestureClasses[gesture.element] ?? gesture.element)"
            )
            var gestureProps: [String: String] = [:]
            for attribute in gesture.attributes {
                guard let rule = ViewMapping.gestureRules[attribute.name],
                    let value = ViewMapping.convert(attribute.value, kind: rule.kind)
                else { continue }
                gestureProps[rule.key] = value.canonical
            }
            if let mask = gesture.property("pressTypeMask", key: "allowedPressTypes"),
                let types = ViewMapping.pressTypes(mask)
            {
                // The recording surface prints the raw values, as Swift prints an array of Int.
                let raw = types.compactMap { ViewMapping.pressTypeNames.firstIndex(of: $0) }.map(String.init)
                gestureProps["allowedPressTypes"] = "[" + raw.joined(separator: ", ") + "]"
            }
            for key in gestureProps.keys.sorted() { lines.append("\(indent)    prop \(key) = \(gestureProps[key]!)") }
            actionLines(gesture, gesture: true, path: path, indent: indent + "    ")
            collectOutlets(gesture, path: gesturePath)
        }
        actionLines(object, gesture: false, path: path, indent: indent + "  ")
        lines += appKitTableColumnLines(object, base: base, indent: indent + "  ")
        lines += appKitTabLines(object, path: path, indent: indent + "  ")
        lines += appKitMenuLines(object, base: base, indent: indent + "  ")
        let collection = ViewMapping.isKind(base, of: "UICollectionView")
        for child in object.children where child.container == "prototypes" || (collection && child.container == "cells")
        {
            guard let reuse = child.reuseIdentifier else { continue }
            lines.append("\(indent)  register \(reuse) \(className(child, derived: true, head: "prototype"))")
        }
        for (index, section) in staticSections(object).enumerated() {
            let title = { (text: String?) in text.map(MappedValue.stringLiteral) ?? "nil" }
            lines.append(
                "\(indent)  section \(index) header=\(title(section.header)) footer=\(title(section.footer)) rows=\(section.cells.count)"
            )
            // The heights the table serves for UITableViewController's tableView(_:heightForRowAt:).
            for (row, cell) in section.cells.enumerated() {
                if let height = UnitBuilder.staticRowHeight(cell, table: object) {
                    lines.append("\(indent)    rowHeight s\(index)r\(row) = \(height)")
                }
            }
        }
        collectOutlets(object, path: path)
        let excluded = ViewMapping.excludedByDefault(object)
        for constraint in object.constraints where !constraint.isPlaceholder && !excluded.contains(constraint.id ?? "")
        {
            constraints.append((constraint, object.key_))
        }
        var contentSeen = false
        for (name, child) in derivedChildren(object) {
            if name == "contentView" { contentSeen = true }
            emit(
                child, path: "\(path)/\(name)", head: "derived", depth: depth + 1,
                derived: name == "contentView" || builtIn.contains(child.key_))
        }
        if !contentSeen,
            ["UITableViewCell", "UICollectionViewCell", "UIVisualEffectView"].contains(where: {
                ViewMapping.isKind(base, of: $0)
            })
        {
            lines.append("\(indent)  derived \(path)/contentView UIView")
        }
        if !contentSeen, let content = Self.appKitDefaultContentView(base) {
            lines.append("\(indent)  derived \(path)/contentView \(content)")
        }
        let stack = ViewMapping.isKind(base, of: "UIStackView") || ViewMapping.isKind(base, of: "NSStackView")
        for (index, child) in object.subviews.filter({ !excluded.contains($0.key_) && !builtIn.contains($0.key_) })
            .enumerated()
        {
            emit(child, path: "\(path)/\(index)", head: stack ? "arranged" : "sub", depth: depth + 1, derived: false)
        }
        for connection in object.connections where connection.kind == .segue && connection.segueKind == "embed" {
            guard let destination = connection.destination else { continue }
            lines.append(
                "\(indent)  embed \(path)/\(object.subviews.count) \(controllerClasses[destination] ?? "UIViewController")"
            )
        }
    }

    /// `ownInitialValues`: the generated code makes the object (or configures `self`), so what it
    /// leaves out as the class's initial value (``ViewMapping/removeInitialValues(from:className:)``)
    /// is left out here too.
    func properties(_ object: IBObject, base: String, derived: Bool, ownInitialValues: Bool) -> [String: String] {
        var props: [String: String] = [:]
        var (mapped, _) = ViewMapping.properties(of: object, className: base)
        let initialClass = ViewMapping.initialValueClass(of: object, base: base)
        if ownInitialValues { ViewMapping.removeInitialValues(from: &mapped, className: initialClass) }
        // What the OS ignores (NSProgressIndicator.isBezeled) is not generated for the OS the proof models.
        for property in mapped where ViewMapping.withoutEffect(key: property.key, className: base) == nil {
            props[property.key] = property.value.canonical
        }
        // The size-class code sets the base value of what a variation changes and IB left out.
        // Its `default:` branch runs on the first pass too, setting the value the view already has:
        // the recording surface marks that as restating it, and so does the model.
        for property in UnitBuilder.sizeClassBaseDefaultProperties(of: object, className: base)
        where props[property.key] == nil {
            let restated = ownInitialValues && ViewMapping.isInitialValue(property, className: initialClass)
            props[property.key] = property.value.canonical + (restated ? " (restates the initial value)" : "")
        }
        props.merge(appKitCellProperties(object, base: base)) { $1 }
        if let id = object.id, id == insetAdjustedScrollView { props["contentInsetAdjustmentBehavior"] = "never" }
        switch base {
        case "UIButton":
            props["buttonType"] = ViewMapping.buttonTypes[object.attributes["buttonType"] ?? "custom"] ?? "custom"
        case "UITableView":
            props["style"] =
                ["grouped": "grouped", "insetGrouped": "insetGrouped"][object.attributes["style"] ?? ""] ?? "plain"
        case "UITableViewCell":
            if let style = object.attributes["style"].flatMap({ UnitBuilder.cellStyles[$0] }), style != "default" {
                props["style"] = style
            }
        case "UICollectionView":
            // The app's own layout class (a flow layout prints nothing: the recorder leaves it out too).
            if let layout = object.child(key: "collectionViewLayout"), layout.element == "collectionViewLayout",
                let custom = layout.customClassName
            {
                props["collectionViewLayout"] = MappedValue.stringLiteral(custom)
            }
        default: break
        }
        if builtIn.contains(object.key_) {
            // The cell lays its built-in views out: no frame, no constraint flag.
            props["translatesAutoresizingMaskIntoConstraints"] = nil
            return props
        }
        let toolbarItems = object.children.filter { $0.container == "items" && $0.element == "barButtonItem" }
        if base == "UIToolbar", !toolbarItems.isEmpty {
            props["items"] = "[" + toolbarItems.map(barItem).joined(separator: ",") + "]"
        }
        let tabItems = object.children.filter { $0.container == "items" && $0.element == "tabBarItem" }
        if base == "UITabBar", !tabItems.isEmpty {
            props["items"] = "[" + tabItems.map(tabItem).joined(separator: ",") + "]"
        }
        let navigationItems = object.children.filter { $0.container == "items" && $0.element == "navigationItem" }
        if base == "UINavigationBar", !navigationItems.isEmpty {
            props["items"] = "[" + navigationItems.map(navigationItem).joined(separator: ",") + "]"
        }
        if UnitBuilder.usesConstraints(object) {
            props["translatesAutoresizingMaskIntoConstraints"] = "false"
        } else if !derived {
            if let frame = UnitBuilder.frame(of: object) { props["frame"] = frame.canonical }
            if let mask = UnitBuilder.autoresizingMask(of: object, appKit: base.hasPrefix("NS")) {
                props["autoresizingMask"] = mask.canonical
            }
        }
        return props
    }

    func target(_ id: String?) -> String {
        guard let id else { return "nil" }
        if firstResponders.contains(id) { return "nil" }
        return paths[id] ?? "?"
    }

    /// - Parameter path: the object's; under `proto:`, a UIKit control's action to the controller is
    ///   sent up the responder chain (`nil`), which reaches the controller whose view holds the cell.
    func actionLines(_ object: IBObject, gesture: Bool, path: String, indent: String) {
        for connection in connections(of: object) where connection.kind == .action {
            guard let selector = connection.selector else { continue }
            let appKit = document.platform == .macOS
            let event = gesture ? "gesture" : appKit ? "action" : (connection.eventType ?? "primaryActionTriggered")
            let id = connection.destination ?? connection.target
            let chained =
                !gesture && !appKit && path.hasPrefix("proto:") && id != nil && id == controllerID
                && !(object.customClass ?? object.element).hasSuffix("GestureRecognizer")
            lines.append("\(indent)action \(event) \(selector) -> \(chained ? "nil" : target(id))")
        }
    }

    func collectOutlets(_ object: IBObject, path: String) {
        for connection in connections(of: object)
        where connection.kind == .outlet || connection.kind == .outletCollection {
            if connection.property == "gestureRecognizers" { continue }
            if connection.property == "dataSource", UnitBuilder.isStaticTable(object) { continue }
            outlets.append((path, connection))
        }
        if document.platform == .macOS {
            for connection in object.connections where connection.kind == .binding {
                bindings.append((path, connection))
            }
            for connection in object.connections where connection.element == "accessibilityConnection" {
                outlets.append((path, connection))
            }
        }
        if UnitBuilder.isStaticTable(object) { staticDataSources.append(path) }
    }

    func outletLines() -> [String] {
        var result: [String] = []
        var collections: [(String, [String])] = []
        for (path, connection) in outlets {
            guard let property = connection.property, let destination = connection.destination else { continue }
            let value = outletValue(destination)
            // What NSAccessibility's setters set: the title element, and the links as one array.
            let accessibility = connection.element == "accessibilityConnection"
            if connection.kind == .outletCollection || (accessibility && property == "link") {
                let key = "\(path).\(accessibility ? "accessibilityLinkedUIElements" : property)"
                if let index = collections.firstIndex(where: { $0.0 == key }) {
                    collections[index].1.append(value)
                } else {
                    collections.append((key, [value]))
                }
            } else {
                result.append("outlet \(path).\(accessibility ? "accessibilityTitleUIElement" : property) = \(value)")
            }
        }
        for (key, values) in collections { result.append("outlet \(key) = [\(values.joined(separator: ","))]") }
        for path in staticDataSources { result.append("outlet \(path).dataSource = \(path)") }
        return result + bindingLines()
    }

    /// `binding <path>.<name> -> <observed> "<key path>" [<option>=<value>,…]` (options sorted).
    func bindingLines() -> [String] {
        bindings.map { path, connection in
            let destination = connection.destination ?? ""
            let observed = outletValue(destination)
            var options: [String] = []
            for option in CocoaBindings.optionElements(of: connection) {
                let text = option.text ?? ""
                let value: String
                switch option.name {
                case "bool": value = option.attributes["value"] == "YES" ? "true" : "false"
                case "string": value = MappedValue.stringLiteral(text)
                default: value = option.attributes["value"] ?? ""
                }
                options.append("\(option.attributes["key"] ?? "")=\(value)")
            }
            return "binding \(path).\(connection.attributes["name"] ?? "") -> \(observed) "
                + "\(MappedValue.stringLiteral(connection.attributes["keyPath"] ?? "")) [\(options.sorted().joined(separator: ","))]"
        }
    }

    func outletValue(_ id: String) -> String {
        if let path = paths[id] { return path }
        if let object = objects[id], CocoaBindings.isSharedDefaultsController(object) {
            return CocoaBindings.sharedDefaultsExpression
        }
        for (constraint, owner) in constraints where constraint.id == id {
            return "constraint(\(constraintLine(constraint, owner: owner) ?? "?"))"
        }
        if let object = objects[id] { return "?\(runtimeClass(object))" }
        return "?"
    }

    func endpoint(_ id: String, _ attribute: String) -> String? {
        if let remap = legacyGuides[id] {
            guard let mapped = remap[attribute] else { return nil }
            return "@.safeArea.\(mapped)"
        }
        guard let (name, margin) = ConstraintPlanner.normalize(attribute) else { return nil }
        // Views outside the tree (extra top-level views) print as `?Class`, their guides as `?.guide`.
        let path: String
        if let known = paths[id] {
            path = known
        } else if let object = objects[id] {
            if object.element == "viewLayoutGuide" {
                let suffix = ["safeArea": "safeArea", "contentLayoutGuide": "content", "frameLayoutGuide": "frame"][
                    object.key ?? ""]
                path = "?.\(suffix ?? "?")"
            } else {
                path = "?\(runtimeClass(object))"
            }
        } else {
            return nil
        }
        if margin { return path.hasPrefix("?") ? "?.margins.\(name)" : "\(path).margins.\(name)" }
        return "\(path).\(name)"
    }

    /// The class the generated code instantiates for `object` (what the surface prints for it).
    func runtimeClass(_ object: IBObject) -> String {
        if object.element == "window", document.platform == .macOS {
            // `UnitBuilder.buildWindow`: `NSPanel` is created as itself, another SDK window class is not converted.
            if object.customClass == "NSPanel" { return "NSPanel" }
            return object.customClass.flatMap { UnitBuilder.isFrameworkClassName($0) ? nil : $0 } ?? "NSWindow"
        }
        if let custom = object.customClass { return custom }
        if let gesture = ViewMapping.gestureClasses[object.element] { return gesture }
        if UnitBuilder.isStaticTable(object) { return UnitBuilder.staticTableClassName(in: document) }
        switch object.element {
        case "barButtonItem": return "UIBarButtonItem"
        case "navigationItem": return "UINavigationItem"
        case "tabBarItem": return "UITabBarItem"
        default: return baseClass(object)
        }
    }

    /// Constraints of views the generated code creates outside the tree (extra top-level views).
    func collectDetached(_ object: IBObject) {
        object.forEachObject { view in
            for constraint in view.constraints where !constraint.isPlaceholder {
                constraints.append((constraint, view.key_))
            }
        }
    }

    func constraintLine(_ c: IBConstraint, owner: String) -> String? {
        guard let firstAttribute = c.firstAttribute, var first = endpoint(c.firstItem ?? owner, firstAttribute) else {
            return nil
        }
        var second = "-"
        if let secondAttribute = c.secondAttribute, secondAttribute != "notAnAttribute" {
            guard let resolved = endpoint(c.secondItem ?? owner, secondAttribute) else { return nil }
            second = resolved
        }
        // Read as the generator reads them: a constraint with a value that is a number but not a
        // finite one is left out (`UnitBuilder.nonFiniteValue(of:)`).
        guard UnitBuilder.nonFiniteValue(of: .init(c.attributes)) == nil else { return nil }
        let multiplier = ConstraintPlanner.multiplier(c) ?? 1
        var relation = c.relation ?? "equal"
        var constant = c.isSymbolic ? nil : c.constant.flatMap(Double.init(decimal:)) ?? 0
        Self.orderItems(
            first: &first, second: &second, relation: &relation, multiplier: multiplier, constant: &constant)
        let priority = c.priority.flatMap(Float.init(finite:)).map { UnitBuilder.clampedPriority($0) ?? $0 } ?? 1000
        return
            "\(first) \(relation) \(second) *\(multiplier) +\(constant.map { "\($0)" } ?? "system") @\(priority) id=\(c.identifier ?? "-")"
    }

    /// One spelling for a constraint and its mirror image (`a = b + k` and `b = a - k`; the generator
    /// writes a constraint from the view it positions): the items in name order. The recording
    /// surfaces order the same way (`sbgenOrderItems`, Tests/LoadViewSurface/Shared); the oracle
    /// comparison (`ViewFactsComparison`) calls this one.
    static func orderItems(
        first: inout String, second: inout String, relation: inout String, multiplier: Double, constant: inout Double?
    ) {
        // Items of the same name (two views the form cannot tell apart): `≥`, and a constant not below 0.
        guard second != "-", multiplier == 1, let value = constant,
            second < first || (second == first && (relation == "lessThanOrEqual" || (relation == "equal" && value < 0)))
        else { return }
        swap(&first, &second)
        constant = value == 0 ? 0 : -value
        switch relation {
        case "lessThanOrEqual": relation = "greaterThanOrEqual"
        case "greaterThanOrEqual": relation = "lessThanOrEqual"
        default: break
        }
    }
}
