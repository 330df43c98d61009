import IBModel

extension CanonicalHierarchy {
    /// `menu` blocks for the top-level menus the unit's outlets reach (a view's context menu, a
    /// menu File's Owner holds). Each is named by the first outlet to it in sorted order,
    /// `<owner path>.<property>`, as the recording surface names the menu it finds there; its items
    /// get paths (`…/item<i>`, a submenu `…/item<i>/submenu`) so outlets to them resolve.
    func topLevelMenuLines() -> [String] {
        guard document.platform == .macOS else { return [] }
        var result: [String] = []
        while true {
            // Sorted each round: a menu's own outlets (its delegate) join the list as it is built.
            let pending = outlets.compactMap { path, connection -> (String, IBObject)? in
                guard connection.kind == .outlet, let property = connection.property,
                    let destination = connection.destination, paths[destination] == nil,
                    let menu = objects[destination], menu.element == "menu"
                else { return nil }
                return ("\(path).\(property)", menu)
            }.sorted { $0.0 < $1.0 }
            guard let (path, menu) = pending.first else { break }
            menuLines(menu, path: path, head: "menu", indent: "", into: &result)
        }
        return result
    }

    /// `<head> <path> "<title>"`, the menu's properties and its items, recursively.
    func menuLines(_ menu: IBObject, path: String, head: String, indent: String, into result: inout [String]) {
        paths[menu.key_] = path
        result.append("\(indent)\(head) \(path) \(MappedValue.stringLiteral(menu.attributes["title"] ?? ""))")
        if menu.attributes["autoenablesItems"] == "NO" { result.append("\(indent)  prop autoenablesItems = false") }
        for connection in menu.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            outlets.append((path, connection))
        }
        let items = menu.children.filter { $0.element == "menuItem" }
        for (index, item) in items.enumerated() { paths[item.key_] = "\(path)/item\(index)" }
        for (index, item) in items.enumerated() {
            let separator = item.attributes.bool("isSeparatorItem")
            let title = separator ? "separator" : MappedValue.stringLiteral(ViewMapping.menuItemText(item, "title"))
            let keyEquivalent = ViewMapping.menuItemText(item, "keyEquivalent")
            let key = keyEquivalent.isEmpty || separator ? "" : " key=" + MappedValue.stringLiteral(keyEquivalent)
            result.append("\(indent)  item \(index) \(title)\(key)")
            guard !separator else { continue }
            var props: [String: String] = [:]
            for property in ViewMapping.menuItemProperties(item, selectedBySelection: false, submenus: true).0 {
                props[property.key] = property.value.canonical
            }
            for name in props.keys.sorted() { result.append("\(indent)    prop \(name) = \(props[name]!)") }
            for connection in item.connections where connection.kind == .action {
                guard let selector = connection.selector else { continue }
                result.append(
                    "\(indent)    action action \(selector) -> \(target(connection.destination ?? connection.target))")
            }
            if let submenu = ViewMapping.submenu(of: item) {
                menuLines(
                    submenu, path: "\(path)/item\(index)/submenu", head: "submenu", indent: indent + "    ",
                    into: &result)
            }
        }
    }
}
