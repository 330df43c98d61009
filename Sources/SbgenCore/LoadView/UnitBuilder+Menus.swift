import IBModel

extension UnitBuilder {
    /// What one `<menuItem>` becomes: its properties (without those that restate an initial value),
    /// and whether it needs a local (properties, actions, an outlet to it, a submenu).
    struct MenuItemPlan {
        var item: IBObject
        var properties: [MappedProperty]
        var named: Bool
    }

    /// The plans of `items`, with a warning for each attribute, element or binding not converted.
    /// `selected`: the index of the item whose state the pop-up sets itself (nil for a menu).
    func menuItemPlans(_ items: [IBObject], selected: Int?, submenus: Bool) -> [MenuItemPlan] {
        var plans: [MenuItemPlan] = []
        for (index, item) in items.enumerated() {
            var (properties, issues) = ViewMapping.menuItemProperties(
                item, selectedBySelection: index == selected, submenus: submenus)
            for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
            for connection in item.connections where connection.kind == .binding {
                unsupported(
                    "binding '\(connection.attributes["name"] ?? "")' of a menu item not converted",
                    at: connection.position)
            }
            properties.removeAll { ViewMapping.withoutEffect(key: $0.key, className: "NSMenuItem") != nil }
            let connected = item.connections.contains { $0.kind == .action }
            let submenu = submenus && ViewMapping.submenu(of: item) != nil
            let named = !properties.isEmpty || connected || submenu || item.id.flatMap { outletNames[$0] } != nil
            plans.append(MenuItemPlan(item: item, properties: properties, named: named))
        }
        return plans
    }

    /// `menuName.addItem(…)` for each plan: a separator, or an item with its title and key
    /// equivalent; a named item is a local registered for outlets and actions, given its properties,
    /// and its submenu (built the same way, recursively).
    func buildMenuItems(_ plans: [MenuItemPlan], menuName: String, submenus: Bool) {
        for plan in plans {
            let item = plan.item
            emittedView(at: item.position)
            if item.attributes.bool("isSeparatorItem") {
                configure.append(Statement(.concat(menuName, ".addItem(.separator())"), line: item.position.line))
                continue
            }
            let call = String.concat(
                menuName, ".addItem(withTitle: ", MappedValue.stringLiteral(ViewMapping.menuItemText(item, "title")),
                ", action: nil, keyEquivalent: ",
                MappedValue.stringLiteral(ViewMapping.menuItemText(item, "keyEquivalent")), ")")
            guard plan.named else {
                configure.append(Statement(call, line: item.position.line))
                continue
            }
            let name = localName(for: item)
            configure.append(Statement(.concat("let ", name, " = ", call), line: item.position.line))
            if let id = item.id {
                expressions[id] = name
                classes[id] = ("NSMenuItem", "NSMenuItem")
            }
            var properties = plan.properties
            configureStatements(taking: &properties, target: name, className: "NSMenuItem", line: item.position.line)
            for connection in item.connections where connection.kind == .action {
                connections.append((connection, item.key_))
            }
            if submenus, let submenu = ViewMapping.submenu(of: item) {
                let submenuName = buildMenu(submenu, name: uniqueName(name + "Submenu"), submenus: true)
                configure.append(Statement(.concat(name, ".submenu = ", submenuName), line: submenu.position.line))
            }
        }
    }

    /// A top-level `<menu>` of the unit (a view's context menu, a menu File's Owner holds): created
    /// with its items and registered, so outlets to it and to its items connect. A menu that no
    /// outlet reaches is left out with a warning: nothing would hold it.
    func buildTopLevelMenu(_ menu: IBObject) {
        guard let id = menu.id, Self.isReferenced(id, in: document) else {
            unsupported("top-level <menu> not converted: no outlet holds it", at: menu.position)
            return
        }
        let name = buildMenu(menu, name: localName(for: menu), submenus: true)
        expressions[id] = name
        classes[id] = ("NSMenu", "NSMenu")
        for connection in menu.connections { connections.append((connection, id)) }
    }

    /// `let name = NSMenu(title: …)`, its `autoenablesItems` and its items; returns `name`.
    @discardableResult
    func buildMenu(_ menu: IBObject, name: String, submenus: Bool) -> String {
        emittedView(at: menu.position)
        let line = menu.position.line
        let title = menu.attributes.value("title").map(MappedValue.stringLiteral) ?? "\"\""
        configure.append(Statement(.concat("let ", name, " = NSMenu(title: ", title, ")"), line: line))
        for attribute in menu.attributes
        where !["id", "key", "title", "userLabel", "autoenablesItems"].contains(attribute.name) {
            unsupported("attribute '\(attribute.name)' of a menu not converted", at: menu.position)
        }
        if menu.attributes.value("autoenablesItems") == "NO" {
            configure.append(Statement(.concat(name, ".autoenablesItems = false"), line: line))
        }
        let items = menu.children.filter { $0.element == "menuItem" }
        buildMenuItems(menuItemPlans(items, selected: nil, submenus: submenus), menuName: name, submenus: submenus)
        return name
    }

    /// Whether an outlet of the document points to the object with IB id `id`.
    static func isReferenced(_ id: String, in document: IBDocument) -> Bool {
        var found = false
        ObjectWalk.forEach(in: document) { object in
            if !found, object.pointee.connections.contains(where: { $0.kind == .outlet && $0.destination == id }) {
                found = true
            }
        }
        return found
    }
}
