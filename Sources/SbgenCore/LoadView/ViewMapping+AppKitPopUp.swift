import IBModel

/// NSPopUpButton: `<popUpButton>`, its `<popUpButtonCell key="cell">` and the cell's `<menu key="menu">`
/// of `<menuItem>`s. The generator (``UnitBuilder/buildPopUpMenu(_:popUp:expression:)``) and the
/// equality proof's model (``CanonicalHierarchy``) read the cell through these functions.
extension ViewMapping {
    /// Cell attributes IB writes for every pop-up, at the values `NSPopUpButton()`'s cell starts with
    /// (`NSPopUpButtonCell(textCell:pullsDown:)`: a push button, rounded bezel, left-aligned,
    /// truncating its tail, scaling images proportionally down): left out at these values.
    static let popUpCellInitialValues: [String: String] = [
        "type": "push", "bezelStyle": "rounded", "alignment": "left", "lineBreakMode": "truncatingTail",
        "borderStyle": "borderAndBezel", "imageScaling": "proportionallyDown",
    ]

    /// Cell attributes of the pop-up itself, converted by ``popUpProperties(_:)``, or derived from
    /// its menu: `title` (the selected item's), `state` (the selected item's), `selectedItem`
    /// (``popUpSelectedIndex(_:)``), `pullsDown` (the initializer).
    static let popUpCellOwn: Set<String> = [
        "title", "state", "selectedItem", "pullsDown", "preferredEdge", "arrowPosition", "altersStateOfSelectedItem",
        "autoenablesItems", "usesItemFromMenu",
    ]

    /// The cell as ``appKitCell(_:className:into:issues:)`` converts it for a pop-up: without
    /// ``popUpCellInitialValues`` at those values and ``popUpCellOwn``, and without the menu font a
    /// pop-up starts with (`<font key="font" metaFont="menu"/>`, `NSFont.menuFont(ofSize: 0)`).
    /// `type` goes too when a `bezelStyle` is written: a pop-up's look is its bezel, and
    /// `setButtonType(_:)` would change how it tracks the mouse.
    static func popUpCellElement(_ cell: IBElement) -> IBElement {
        var result = cell
        let hasBezel = cell.attributes.value("bezelStyle") != nil
        result.attributes = IBAttributes(
            cell.attributes.pairs.filter { attribute in
                if popUpCellOwn.contains(attribute.name) { return false }
                if attribute.name == "type", hasBezel { return false }
                if attribute.name == "lineBreakMode" { return false }  // ``popUpProperties(_:)``
                return popUpCellInitialValues[attribute.name] != attribute.value
            })
        result.children = cell.children.filter { child in
            !(child.name == "font" && child.attributes.value("metaFont") == "menu"
                && child.attributes.value("size") == nil)
        }
        return result
    }

    /// The pop-up's own properties from its cell's attributes and its menu's, in a fixed order,
    /// with an issue for each it cannot set. `pullsDown` is not among them: it is the initializer's.
    static func popUpProperties(_ cell: IBObject) -> ([MappedProperty], [MappingIssue]) {
        var result: [MappedProperty] = []
        var issues: [MappingIssue] = []
        let a = cell.attributes
        if let mode = a.value("lineBreakMode"), mode != "truncatingTail" {
            if let name = appKitLineBreakModes[mode] {
                result.append(
                    MappedProperty(
                        key: "lineBreakMode", value: .enumCase(type: "NSLineBreakMode", name: name),
                        setter: "{t}.lineBreakMode = {v}"))
            } else {
                issues.append(
                    MappingIssue(message: "value '\(mode)' of 'lineBreakMode' not converted", position: cell.position))
            }
        }
        if let edge = a.value("preferredEdge") {
            if ["minX", "minY", "maxX", "maxY"].contains(edge) {
                result.append(
                    MappedProperty(
                        key: "preferredEdge", value: .enumCase(type: "NSRectEdge", name: edge),
                        setter: "{t}.preferredEdge = {v}"))
            } else {
                issues.append(
                    MappingIssue(message: "value '\(edge)' of 'preferredEdge' not converted", position: cell.position))
            }
        }
        if let arrow = a.value("arrowPosition") {
            if ["noArrow", "arrowAtCenter", "arrowAtBottom"].contains(arrow) {
                // The cell's property: NSPopUpButton has none.
                result.append(
                    MappedProperty(
                        key: "arrowPosition", value: .enumCase(type: "NSPopUpButton.ArrowPosition", name: arrow),
                        setter: "({t}.cell as? NSPopUpButtonCell)?.arrowPosition = {v}"))
            } else {
                issues.append(
                    MappingIssue(message: "value '\(arrow)' of 'arrowPosition' not converted", position: cell.position))
            }
        }
        if a.value("altersStateOfSelectedItem") == "NO" {
            result.append(
                MappedProperty(
                    key: "altersStateOfSelectedItem", value: .bool(false),
                    setter: "({t}.cell as? NSPopUpButtonCell)?.altersStateOfSelectedItem = {v}"))
        }
        if a.value("usesItemFromMenu") == "NO" {
            result.append(
                MappedProperty(
                    key: "usesItemFromMenu", value: .bool(false),
                    setter: "({t}.cell as? NSPopUpButtonCell)?.usesItemFromMenu = {v}"))
        }
        // IB writes it on the cell or on the menu; both are the menu's (`NSPopUpButton.autoenablesItems`).
        if a.value("autoenablesItems") == "NO" || cell.child(key: "menu")?.attributes.value("autoenablesItems") == "NO"
        {
            result.append(
                MappedProperty(key: "autoenablesItems", value: .bool(false), setter: "{t}.autoenablesItems = {v}"))
        }
        return (result, issues)
    }

    /// Whether the cell makes a pull-down menu (`NSPopUpButton(frame:pullsDown:)`).
    static func popUpPullsDown(_ cell: IBObject?) -> Bool { cell?.attributes.bool("pullsDown") ?? false }

    /// The `<menuItem>`s of the cell's menu, in order.
    static func popUpItems(_ cell: IBObject) -> [IBObject] {
        cell.child(key: "menu")?.children.filter { $0.element == "menuItem" } ?? []
    }

    /// The index of IB's `selectedItem` among ``popUpItems(_:)``. Without one, a pop-up selects no
    /// item (-1: its title is empty until the app, or a `selectedIndex` binding, selects one), and a
    /// pull-down its first, the title item.
    static func popUpSelectedIndex(_ cell: IBObject) -> Int {
        if let id = cell.attributes.value("selectedItem"),
            let index = popUpItems(cell).firstIndex(where: { $0.id == id })
        {
            return index
        }
        return popUpPullsDown(cell) ? 0 : -1
    }

    /// `<menuItem>` attributes that are not properties: its identity, and what the initializer takes.
    static let menuItemStructural: Set<String> = ["id", "title", "keyEquivalent", "userLabel", "isSeparatorItem"]

    /// A menu item's properties (the title and key equivalent are the initializer's), with an issue
    /// for each attribute or element it cannot set. `state` is left out when `selected`: the pop-up
    /// sets the selected item's state itself (``popUpSetsSelectedState(_:)``). With `submenus`, a
    /// `<menu key="submenu">` is no issue: the caller builds it (``submenu(of:)``).
    static func menuItemProperties(
        _ item: IBObject, selectedBySelection: Bool, submenus: Bool = false
    ) -> ([MappedProperty], [MappingIssue]) {
        var result: [MappedProperty] = []
        var issues: [MappingIssue] = []
        for attribute in item.attributes where !menuItemStructural.contains(attribute.name) {
            let value = attribute.value
            switch attribute.name {
            case "tag":
                guard let tag = Int(value) else { fallthrough }
                result.append(MappedProperty(key: "tag", value: .int(tag), setter: "{t}.tag = {v}"))
            case "state" where ["on", "mixed"].contains(value):
                if selectedBySelection, value == "on" { continue }
                result.append(
                    MappedProperty(
                        key: "state", value: .enumCase(type: "NSControl.StateValue", name: value),
                        setter: "{t}.state = {v}"))
            case "enabled" where value == "NO":
                result.append(MappedProperty(key: "isEnabled", value: .bool(false), setter: "{t}.isEnabled = {v}"))
            case "hidden" where value == "YES":
                result.append(MappedProperty(key: "isHidden", value: .bool(true), setter: "{t}.isHidden = {v}"))
            case "alternate" where value == "YES":
                result.append(MappedProperty(key: "isAlternate", value: .bool(true), setter: "{t}.isAlternate = {v}"))
            case "indentationLevel":
                guard let level = Int(value), (0...15).contains(level) else { fallthrough }
                if level != 0 {
                    result.append(
                        MappedProperty(
                            key: "indentationLevel", value: .int(level), setter: "{t}.indentationLevel = {v}"))
                }
            case "image":
                result.append(
                    MappedProperty(
                        key: "image", value: .image(name: value, system: item.attributes.value("catalog") == "system"),
                        setter: "{t}.image = {v}"))
            case "catalog":
                continue  // the image's
            case "toolTip":
                result.append(MappedProperty(key: "toolTip", value: .string(value), setter: "{t}.toolTip = {v}"))
            case "identifier":  // NSUserInterfaceItemIdentification
                result.append(
                    MappedProperty(
                        key: "identifier", value: .string(value),
                        setter: "{t}.identifier = NSUserInterfaceItemIdentifier({v})"))
            default:
                issues.append(
                    MappingIssue(
                        message: "attribute '\(attribute.name)' of a menu item not converted", position: item.position))
            }
        }
        for element in item.properties {
            switch (element.name, element.key ?? "") {
            case ("string", "title"), ("string", "keyEquivalent"):
                continue  // the initializer's (``menuItemText(_:_:)``)
            case ("attributedString", "attributedTitle") where element.children.isEmpty:
                continue  // empty: IB's leftover of a cleared styled title; the item shows its title
            case ("modifierMask", "keyEquivalentModifierMask"):
                // Only a key equivalent has modifiers; IB writes an empty mask for every item without one.
                guard !menuItemText(item, "keyEquivalent").isEmpty else { continue }
                let flags = ["shift", "control", "option", "command"].filter { element.attributes.bool($0) }
                guard flags != ["command"] else { continue }  // NSMenuItem's own
                result.append(
                    MappedProperty(
                        key: "keyEquivalentModifierMask",
                        value: .options(type: "NSEvent.ModifierFlags", names: flags),
                        setter: "{t}.keyEquivalentModifierMask = {v}"))
            default:
                issues.append(
                    MappingIssue(
                        message:
                            "<\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")> of a menu item not converted",
                        position: element.position))
            }
        }
        for child in item.children where !(submenus && child.element == "menu" && child.key == "submenu") {
            issues.append(
                MappingIssue(
                    message:
                        "<\(child.element)\(child.key.map { " key=\"\($0)\"" } ?? "")> of a menu item not converted",
                    position: child.position))
        }
        return (result, issues)
    }

    /// The `<menu key="submenu">` of a menu item.
    static func submenu(of item: IBObject) -> IBObject? {
        item.children.first { $0.element == "menu" && $0.key == "submenu" }
    }

    /// Whether selecting an item of this pop-up turns that item's state on (and the one selected
    /// before off): a pop-up (not a pull-down) whose cell alters the state of its selected item.
    static func popUpSetsSelectedState(_ cell: IBObject) -> Bool {
        !popUpPullsDown(cell) && cell.attributes.value("altersStateOfSelectedItem") != "NO"
    }
}
