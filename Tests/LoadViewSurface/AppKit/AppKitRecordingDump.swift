import Foundation

/// Prints what the generated code built, in the canonical form `CanonicalHierarchy` computes from IB.
@MainActor enum SbgenDump {
    static var paths: [ObjectIdentifier: String] = [:]
    static var lines: [String] = []
    static var outletOwners: [(String, SbgenRecording)] = []

    static func name(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    static func reset() {
        paths = [:]
        lines = []
        outletOwners = []
    }

    /// A controller unit: the controller's properties, its view tree, constraints, outlets.
    static func controller(_ controller: NSViewController, label: String) -> String {
        reset()
        lines.append("== \(label)")
        lines.append("controller \(name(controller))")
        paths[ObjectIdentifier(controller)] = "self"
        for key in controller.sbgenProps.keys.sorted() {
            lines.append("  prop \(key) = \(controller.sbgenProps[key]!)")
        }
        outletOwners.append(("self", controller))
        finish(root: controller.view)
        return lines.joined(separator: "\n")
    }

    /// A window unit: its window controller's class and outlets (nil for a window builder), then
    /// the content view's tree.
    static func window(_ window: NSWindow, controller: NSWindowController?, label: String) -> String {
        reset()
        lines.append("== \(label)")
        if let controller {
            lines.append("controller \(name(controller))")
            paths[ObjectIdentifier(controller)] = "self"
            for key in controller.sbgenProps.keys.sorted() {
                lines.append("  prop \(key) = \(controller.sbgenProps[key]!)")
            }
            outletOwners.append(("self", controller))
        }
        if window is NSPanel { lines.append("panel") }
        for key in window.sbgenProps.keys.sorted() { lines.append("wprop \(key) = \(window.sbgenProps[key]!)") }
        finish(root: window.contentView ?? NSView())
        return lines.joined(separator: "\n")
    }

    /// A view unit (builder or custom view built by its initializer).
    static func view(_ view: NSView, label: String) -> String {
        reset()
        lines.append("== \(label)")
        finish(root: view)
        return lines.joined(separator: "\n")
    }

    static func finish(root: NSView) {
        assign(root, path: "@")
        emit(root, path: "@", head: "view", depth: 0)
        topLevelMenus()
        lines += sbgenActiveConstraints.map(line).sorted().map { "constraint \($0)" }
        var outletLines: [String] = []
        for (path, owner) in outletOwners {
            for (key, value) in owner.sbgenOutlets { outletLines.append("outlet \(path).\(key) = \(describe(value))") }
            for binding in owner.sbgenBindings {
                outletLines.append(
                    "binding \(path).\(binding.name) -> \(describe(binding.observable)) "
                        + "\(sbgenQuote(binding.keyPath)) \(binding.options)")
            }
        }
        lines += outletLines.sorted()
    }

    /// Gives every reachable object its path (before printing, so targets and outlets resolve).
    static func assign(_ view: NSView, path: String) {
        paths[ObjectIdentifier(view)] = path
        if let popUp = view as? NSPopUpButton {
            for (index, item) in popUp.itemArray.enumerated() { paths[ObjectIdentifier(item)] = "\(path)/item\(index)" }
        }
        if let tabView = view as? NSTabView {
            for (index, item) in tabView.tabViewItems.enumerated() {
                paths[ObjectIdentifier(item)] = "\(path)/item\(index)"
            }
        }
        for (childName, child) in derived(view) { assign(child, path: "\(path)/\(childName)") }
        for (index, child) in view.subviews.enumerated() where !isDerived(child, of: view) {
            assign(child, path: "\(path)/\(index)")
        }
    }

    static func emit(_ view: NSView, path: String, head: String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        lines.append("\(indent)\(head) \(path) \(name(view))")
        for key in view.sbgenProps.keys.sorted() { lines.append("\(indent)  prop \(key) = \(view.sbgenProps[key]!)") }
        outletOwners.append((path, view))
        if let control = view as? NSControl, let action = control.action {
            lines.append("\(indent)  action action \(action.name) -> \(describe(control.target))")
        }
        if let table = view as? NSTableView {
            for (index, column) in table.tableColumns.enumerated() {
                lines.append("\(indent)  column \(index) \(sbgenQuote(column.identifier.rawValue))")
                for key in column.sbgenProps.keys.sorted() {
                    lines.append("\(indent)    prop \(key) = \(column.sbgenProps[key]!)")
                }
            }
        }
        if let popUp = view as? NSPopUpButton { menuLines(popUp, indent: indent + "  ") }
        if let tabView = view as? NSTabView {
            for (index, item) in tabView.tabViewItems.enumerated() {
                outletOwners.append(("\(path)/item\(index)", item))
                lines.append("\(indent)  tab \(index) \(item.identifier.map { sbgenQuote("\($0)") } ?? "nil")")
                for key in item.sbgenProps.keys.sorted() {
                    lines.append("\(indent)    prop \(key) = \(item.sbgenProps[key]!)")
                }
            }
            if let selected = tabView.sbgenSelectedIndex { lines.append("\(indent)  selectedTab \(selected)") }
        }
        for (childName, child) in derived(view) {
            emit(child, path: "\(path)/\(childName)", head: "derived", depth: depth + 1)
        }
        var index = 0
        for child in view.subviews where !isDerived(child, of: view) {
            emit(child, path: "\(path)/\(index)", head: child.sbgenArranged ? "arranged" : "sub", depth: depth + 1)
            index += 1
        }
    }

    /// `item <index> <title>` (with its key equivalent), its properties and action, for each item of
    /// a pop-up's menu, then the selected index.
    static func menuLines(_ popUp: NSPopUpButton, indent: String) {
        for (index, item) in popUp.itemArray.enumerated() {
            let head = item.isSeparatorItem ? "separator" : sbgenQuote(item.title)
            let key = item.keyEquivalent.isEmpty ? "" : " key=\(sbgenQuote(item.keyEquivalent))"
            lines.append("\(indent)item \(index) \(head)\(key)")
            for name in item.sbgenProps.keys.sorted() {
                lines.append("\(indent)  prop \(name) = \(item.sbgenProps[name]!)")
            }
            if let action = item.action {
                lines.append("\(indent)  action action \(action.name) -> \(describe(item.target))")
            }
        }
        if !popUp.itemArray.isEmpty { lines.append("\(indent)selected \(popUp.indexOfSelectedItem)") }
    }

    /// `menu` blocks for the menus outlets hold that have no path yet (a view's context menu, a
    /// menu of the owner), each named by the first such outlet in sorted order, as
    /// `CanonicalHierarchy.topLevelMenuLines()` names them.
    static func topLevelMenus() {
        while true {
            var pending: [(String, NSMenu)] = []
            for (path, owner) in outletOwners {
                for (key, value) in owner.sbgenOutlets {
                    guard let menu = value as? NSMenu, paths[ObjectIdentifier(menu)] == nil else { continue }
                    pending.append(("\(path).\(key)", menu))
                }
            }
            guard let (path, menu) = pending.min(by: { $0.0 < $1.0 }) else { return }
            menuBlock(menu, path: path, head: "menu", indent: "")
        }
    }

    static func menuBlock(_ menu: NSMenu, path: String, head: String, indent: String) {
        paths[ObjectIdentifier(menu)] = path
        outletOwners.append((path, menu))
        lines.append("\(indent)\(head) \(path) \(sbgenQuote(menu.title))")
        for key in menu.sbgenProps.keys.sorted() { lines.append("\(indent)  prop \(key) = \(menu.sbgenProps[key]!)") }
        for (index, item) in menu.items.enumerated() { paths[ObjectIdentifier(item)] = "\(path)/item\(index)" }
        for (index, item) in menu.items.enumerated() {
            let head = item.isSeparatorItem ? "separator" : sbgenQuote(item.title)
            let key = item.keyEquivalent.isEmpty ? "" : " key=\(sbgenQuote(item.keyEquivalent))"
            lines.append("\(indent)  item \(index) \(head)\(key)")
            for name in item.sbgenProps.keys.sorted() {
                lines.append("\(indent)    prop \(name) = \(item.sbgenProps[name]!)")
            }
            if let action = item.action {
                lines.append("\(indent)    action action \(action.name) -> \(describe(item.target))")
            }
            if let submenu = item.submenu {
                menuBlock(submenu, path: "\(path)/item\(index)/submenu", head: "submenu", indent: indent + "    ")
            }
        }
    }

    /// Views a parent owns and the dump names (see `AppKitRecordingScroll.swift`).
    static func derived(_ view: NSView) -> [(String, NSView)] { view.sbgenDerivedChildren }

    static func isDerived(_ child: NSView, of parent: NSView) -> Bool {
        parent.sbgenDerivedChildren.contains { $0.1 === child }
    }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let optional = value as? OptionalProtocol {
            guard let unwrapped = optional.sbgenUnwrapped else { return "nil" }
            return describe(unwrapped)
        }
        if let array = value as? [Any] { return "[" + array.map(describe).joined(separator: ",") + "]" }
        if let constraint = value as? NSLayoutConstraint { return "constraint(\(line(constraint)))" }
        if let controller = value as? NSUserDefaultsController, controller === NSUserDefaultsController.shared {
            return "NSUserDefaultsController.shared"
        }
        let object = value as AnyObject
        return paths[ObjectIdentifier(object)] ?? "?\(name(object))"
    }

    static func item(_ object: AnyObject?) -> String {
        guard let object else { return "-" }
        if let guide = object as? NSLayoutGuide {
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
