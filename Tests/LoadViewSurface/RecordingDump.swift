import Foundation

/// Prints what the generated code built, in the canonical form `CanonicalHierarchy` computes from IB.
@MainActor enum SbgenDump {
    /// Cell classes the dump can instantiate (registered classes are only names at run time).
    static var factories: [String: () -> UIView] = [:]
    static var paths: [ObjectIdentifier: String] = [:]
    static var lines: [String] = []
    static var outletOwners: [(String, SbgenRecording)] = []
    static var actionOwners: [(String, Int, SbgenRecording)] = []

    static func name(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    static func reset() {
        paths = [:]
        lines = []
        outletOwners = []
        actionOwners = []
    }

    /// A controller unit: the controller's properties, its view tree, prototypes, constraints, outlets.
    static func controller(_ controller: UIViewController, label: String) -> String {
        reset()
        lines.append("== \(label)")
        lines.append("controller \(name(controller))")
        paths[ObjectIdentifier(controller)] = "self"
        paths[ObjectIdentifier(controller.navigationItem)] = "self.navigationItem"
        if let tab = controller.tabBarItem { paths[ObjectIdentifier(tab)] = "self.tabBarItem" }
        var props = controller.sbgenProps
        for (key, value) in controller.navigationItem.sbgenProps { props["navigationItem.\(key)"] = value }
        for key in props.keys.sorted() { lines.append("  prop \(key) = \(props[key]!)") }
        outletOwners.append(("self", controller))
        finish(root: controller.view)
        return lines.joined(separator: "\n")
    }

    /// A view unit (builder or custom view/cell built by its initializer).
    static func view(_ view: UIView, label: String) -> String {
        reset()
        lines.append("== \(label)")
        finish(root: view)
        return lines.joined(separator: "\n")
    }

    static func finish(root: UIView) {
        var body: [() -> Void] = []
        var prototypes: [(String, String)] = []
        assign(root, path: "@", prototypes: &prototypes)
        var built: [(String, UIView)] = []
        for (reuse, className) in prototypes {
            guard let make = factories[className] else { continue }
            let cell = make()
            assign(cell, path: "proto:\(reuse)", prototypes: &prototypes)
            built.append((reuse, cell))
        }
        body.append { emit(root, path: "@", head: "view", depth: 0) }
        for (reuse, cell) in built {
            body.append { emit(cell, path: "proto:\(reuse)", head: "prototype", depth: 0) }
        }
        for part in body { part() }
        var constraintLines = sbgenActiveConstraints.filter { !sbgenInBarCustomView($0.firstItem) }.map(line).sorted()
        constraintLines = constraintLines.map { "constraint \($0)" }
        lines += constraintLines
        var outletLines: [String] = []
        for (path, owner) in outletOwners {
            for (key, value) in owner.sbgenOutlets { outletLines.append("outlet \(path).\(key) = \(describe(value))") }
        }
        lines += outletLines.sorted()
    }

    /// Gives every reachable object its path (children before printing, so targets resolve).
    static func assign(_ view: UIView, path: String, prototypes: inout [(String, String)]) {
        paths[ObjectIdentifier(view)] = path
        if let layout = (view as? UICollectionView)?.sbgenLayout {
            paths[ObjectIdentifier(layout)] = "\(path).collectionViewLayout"
        }
        for (index, gesture) in view.sbgenGestures.enumerated() {
            paths[ObjectIdentifier(gesture)] = "\(path)#g\(index)"
        }
        prototypes += view.sbgenRegistered
        for (childName, child) in derived(view) { assign(child, path: "\(path)/\(childName)", prototypes: &prototypes) }
        for (index, child) in view.subviews.enumerated() {
            if child.sbgenController != nil, path != "" {
                paths[ObjectIdentifier(child)] = "\(path)/\(index)"; continue
            }
            assign(child, path: "\(path)/\(index)", prototypes: &prototypes)
        }
    }

    static func derived(_ view: UIView) -> [(String, UIView)] {
        var result: [(String, UIView)] = []
        if let cell = view as? UITableViewCell {
            result.append(("contentView", cell.contentView))
            for name in ["textLabel", "detailTextLabel", "imageView"] {
                if let builtIn = cell.sbgenBuiltIn[name] { result.append((name, builtIn)) }
            }
        }
        if let cell = view as? UICollectionViewCell { result.append(("contentView", cell.contentView)) }
        if let effect = view as? UIVisualEffectView { result.append(("contentView", effect.contentView)) }
        if let table = view as? UITableView {
            if let header = table.tableHeaderView { result.append(("tableHeaderView", header)) }
            if let footer = table.tableFooterView { result.append(("tableFooterView", footer)) }
            for (index, section) in staticSections(table).enumerated() {
                for (row, cell) in section.cells.enumerated() { result.append(("s\(index)r\(row)", cell)) }
            }
        }
        return result
    }

    /// What a static table serves, asked through its data source: only a table that is its own data
    /// source (the generated static table class) is asked; other data sources are the app's code.
    static func staticSections(_ table: UITableView) -> [(header: String?, footer: String?, cells: [UITableViewCell])] {
        guard let source = table.dataSource, source === table else { return [] }
        return (0..<source.numberOfSections(in: table)).map { section in
            let rows = source.tableView(table, numberOfRowsInSection: section)
            return (
                source.tableView(table, titleForHeaderInSection: section),
                source.tableView(table, titleForFooterInSection: section),
                (0..<rows).map { source.tableView(table, cellForRowAt: IndexPath(indexes: [section, $0])) }
            )
        }
    }

    /// The generated static table's `sbgenRowHeights` (read by reflection: the class is generated).
    static func staticRowHeights(_ table: UITableView) -> [IndexPath: CGFloat] {
        Mirror(reflecting: table).children.first { $0.label == "sbgenRowHeights" }?.value as? [IndexPath: CGFloat]
            ?? [:]
    }

    static func emit(_ view: UIView, path: String, head: String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        lines.append("\(indent)\(head) \(path) \(name(view))")
        for key in view.sbgenProps.keys.sorted() { lines.append("\(indent)  prop \(key) = \(view.sbgenProps[key]!)") }
        outletOwners.append((path, view))
        for (index, gesture) in view.sbgenGestures.enumerated() {
            lines.append("\(indent)  gesture \(path)#g\(index) \(name(gesture))")
            for key in gesture.sbgenProps.keys.sorted() {
                lines.append("\(indent)    prop \(key) = \(gesture.sbgenProps[key]!)")
            }
            actions(gesture, indent: indent + "    ")
            outletOwners.append(("\(path)#g\(index)", gesture))
        }
        actions(view, indent: indent + "  ")
        for (reuse, className) in view.sbgenRegistered { lines.append("\(indent)  register \(reuse) \(className)") }
        if let table = view as? UITableView {
            for (index, section) in staticSections(table).enumerated() {
                lines.append(
                    "\(indent)  section \(index) header=\(sbgenCanon(section.header)) footer=\(sbgenCanon(section.footer)) "
                        + "rows=\(section.cells.count)")
                for row in section.cells.indices {
                    if let height = staticRowHeights(table)[IndexPath(row: row, section: index)] {
                        lines.append("\(indent)    rowHeight s\(index)r\(row) = \(Double(height))")
                    }
                }
            }
        }
        for (childName, child) in derived(view) {
            emit(child, path: "\(path)/\(childName)", head: "derived", depth: depth + 1)
        }
        for (index, child) in view.subviews.enumerated() {
            if let controller = child.sbgenController {
                lines.append("\(indent)  embed \(path)/\(index) \(name(controller))")
                continue
            }
            emit(child, path: "\(path)/\(index)", head: child.sbgenArranged ? "arranged" : "sub", depth: depth + 1)
        }
    }

    static func actions(_ owner: SbgenRecording, indent: String) {
        for (index, action) in owner.sbgenActions.enumerated() {
            let target = index < owner.sbgenActionTargets.count ? owner.sbgenActionTargets[index] : nil
            lines.append("\(indent)action \(action) -> \(describe(target))")
        }
    }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let optional = value as? OptionalProtocol {
            guard let unwrapped = optional.sbgenUnwrapped else { return "nil" }
            return describe(unwrapped)
        }
        if let array = value as? [Any] { return "[" + array.map(describe).joined(separator: ",") + "]" }
        if let constraint = value as? NSLayoutConstraint { return "constraint(\(line(constraint)))" }
        let object = value as AnyObject
        return paths[ObjectIdentifier(object)] ?? "?\(name(object))"
    }

    static func item(_ object: AnyObject?) -> String {
        guard let object else { return "-" }
        if let guide = object as? UILayoutGuide {
            return "\(paths[ObjectIdentifier(guide.owner)] ?? "?").\(guide.name)"
        }
        return paths[ObjectIdentifier(object)] ?? "?\(name(object))"
    }

    static func line(_ c: NSLayoutConstraint) -> String {
        var first = "\(item(c.firstItem)).\(c.firstAttribute)"
        var second = c.secondItem == nil ? "-" : "\(item(c.secondItem)).\(c.secondAttribute)"
        var relation = "\(c.relation)"
        var constant: Double? = c.symbolic ? nil : Double(c.constant)
        sbgenOrderItems(
            first: &first, second: &second, relation: &relation, multiplier: Double(c.multiplier), constant: &constant)
        return "\(first) \(relation) \(second) *\(Double(c.multiplier)) +\(constant.map { "\($0)" } ?? "system") "
            + "@\(c.priority.rawValue) id=\(c.identifier ?? "-")"
    }
}
