import IBModel

extension UnitBuilder {
    /// The items of a pop-up's `<menu key="menu">` and the pop-up's own cell properties
    /// (``ViewMapping/popUpProperties(_:)``), after the cell's button properties.
    ///
    /// Plain items (a title, nothing else, titles unique) are added with `addItems(withTitles:)`;
    /// otherwise the menu is built item by item and given to the pop-up. The pop-up selects its
    /// first item when items are added to it (IB's selection, or none, is set after them), and turns
    /// a selected item's state on
    /// (``ViewMapping/popUpSetsSelectedState(_:)``): only another selection, or another state, is set.
    func buildPopUpMenu(_ cell: IBObject, expression: String) {
        var (properties, issues) = ViewMapping.popUpProperties(cell)
        // A new menu has its own `autoenablesItems`: set once the pop-up has its menu.
        var afterMenu = properties.filter { $0.key == "autoenablesItems" }
        properties.removeAll { $0.key == "autoenablesItems" }
        defer {
            configureStatements(
                taking: &afterMenu, target: expression, className: "NSPopUpButton", line: cell.position.line)
        }
        configureStatements(
            taking: &properties, target: expression, className: "NSPopUpButton", line: cell.position.line)
        for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
        guard let menu = cell.child(key: "menu") else { return }
        emittedView(at: menu.position)
        for attribute in menu.attributes where !["id", "key", "title", "autoenablesItems"].contains(attribute.name) {
            unsupported("attribute '\(attribute.name)' of a pop-up's menu not converted", at: menu.position)
        }
        let items = ViewMapping.popUpItems(cell)
        let selected = ViewMapping.popUpSelectedIndex(cell)
        let setsState = ViewMapping.popUpSetsSelectedState(cell)
        let plans = menuItemPlans(items, selected: setsState ? selected : nil, submenus: false)
        let titles = items.map { ViewMapping.menuItemText($0, "title") }
        let plain =
            !plans.contains { $0.named || $0.item.attributes.bool("isSeparatorItem") }
            && Set(titles).count == titles.count
        let line = menu.position.line
        if plain {
            // `addItems(withTitles:)` replaces an item of the same title: only for unique titles.
            if !items.isEmpty {
                configure.append(
                    Statement(
                        .concat(expression, ".addItems(withTitles: ", Self.arrayLiteral(titles), ")"), line: line))
            }
            for item in items { emittedView(at: item.position) }
        } else {
            let menuName = uniqueName(expression + "Menu")
            let title = menu.attributes.value("title").map(MappedValue.stringLiteral) ?? "\"\""
            configure.append(Statement(.concat("let ", menuName, " = NSMenu(title: ", title, ")"), line: line))
            buildMenuItems(plans, menuName: menuName, submenus: false)
            configure.append(Statement(.concat(expression, ".menu = ", menuName), line: line))
        }
        // Items added to a pop-up select its first; `-1` selects none.
        if selected != 0, selected < items.count, !items.isEmpty {
            configure.append(Statement(.concat(expression, ".selectItem(at: ", String(selected), ")"), line: line))
            // Selecting another turned the first item's state off; the nib keeps IB's state.
            if setsState, items[0].attributes.value("state") == "on", let id = items[0].id,
                let first = expressions[id]
            {
                configure.append(Statement(.concat(first, ".state = .on"), line: items[0].position.line))
            }
        }
    }

    /// `base`, or `base2`, `base3`… when a local of this unit has it.
    func uniqueName(_ base: String) -> String {
        var name = base
        var index = 2
        while usedNames.contains(name) || ownerMembers.contains(name) {
            name = base + String(index)
            index += 1
        }
        usedNames.insert(name)
        return name
    }

    /// `["a", "b"]`.
    static func arrayLiteral(_ strings: [String]) -> String {
        "[" + strings.map(MappedValue.stringLiteral).joined(separator: ", ") + "]"
    }
}
