import IBModel

extension CanonicalHierarchy {
    /// An AppKit control's `<…Cell key="cell">` child: its attributes configure the control, and its
    /// connections (actions) belong to the control, as the generator treats them.
    func appKitCell(of object: IBObject) -> IBObject? {
        guard document.platform == .macOS else { return nil }
        return object.children.first { $0.key == "cell" && $0.element.hasSuffix("Cell") }
    }

    /// The properties the cell of `object` sets on the control (class `base`).
    func appKitCellProperties(_ object: IBObject, base: String) -> [String: String] {
        guard let cell = appKitCell(of: object) else { return [:] }
        var element = IBElement(
            name: cell.element, attributes: cell.attributes, children: cell.properties, position: cell.position)
        let popUp = ViewMapping.isKind(base, of: "NSPopUpButton")
        if popUp { element = ViewMapping.popUpCellElement(element) }
        var mapped: [MappedProperty] = []
        var issues: [MappingIssue] = []
        ViewMapping.appKitCell(element, className: base, into: &mapped, issues: &issues)
        if popUp { mapped += ViewMapping.popUpProperties(cell).0 }
        var props: [String: String] = [:]
        for property in mapped { props[property.key] = property.value.canonical }
        if popUp, ViewMapping.popUpPullsDown(cell) { props["pullsDown"] = "true" }
        return props
    }

    /// `item <index> <title>` lines for the items of a pop-up's menu, as IB lists them (each state
    /// as IB wrote it: the pop-up's selection must give the selected item's), then the selected
    /// index (``ViewMapping/popUpSelectedIndex(_:)``).
    func appKitMenuLines(_ object: IBObject, base: String, indent: String) -> [String] {
        guard ViewMapping.isKind(base, of: "NSPopUpButton"), let cell = appKitCell(of: object) else { return [] }
        var result: [String] = []
        let items = ViewMapping.popUpItems(cell)
        for (index, item) in items.enumerated() {
            let separator = item.attributes.bool("isSeparatorItem")
            let head = separator ? "separator" : MappedValue.stringLiteral(item.attributes["title"] ?? "")
            let key =
                (item.attributes["keyEquivalent"] ?? "").isEmpty || separator
                ? "" : " key=" + MappedValue.stringLiteral(item.attributes["keyEquivalent"]!)
            result.append("\(indent)item \(index) \(head)\(key)")
            guard !separator else { continue }
            var props: [String: String] = [:]
            for property in ViewMapping.menuItemProperties(item, selectedBySelection: false).0 {
                props[property.key] = property.value.canonical
            }
            for name in props.keys.sorted() { result.append("\(indent)  prop \(name) = \(props[name]!)") }
            for connection in item.connections where connection.kind == .action {
                guard let selector = connection.selector else { continue }
                result.append(
                    "\(indent)  action action \(selector) -> \(target(connection.destination ?? connection.target))")
            }
        }
        if !items.isEmpty { result.append("\(indent)selected \(ViewMapping.popUpSelectedIndex(cell))") }
        return result
    }

    /// The connections of `object` and of its AppKit cell.
    func connections(of object: IBObject) -> [IBConnection] {
        object.connections + (appKitCell(of: object)?.connections ?? [])
    }
}

extension CanonicalHierarchy {
    /// The content view `NSBox()` and `NSScrollView()` make themselves, for IB objects that list none.
    static func appKitDefaultContentView(_ base: String) -> String? {
        if ViewMapping.isKind(base, of: "NSBox") { return "NSView" }
        if ViewMapping.isKind(base, of: "NSScrollView") { return "NSClipView" }
        return nil
    }

    /// `column <index> <identifier>` and its properties, for each `<tableColumn>` of a table view.
    func appKitTableColumnLines(_ object: IBObject, base: String, indent: String) -> [String] {
        guard ViewMapping.isKind(base, of: "NSTableView") else { return [] }
        var result: [String] = []
        for (index, column) in object.children.filter({ $0.container == "tableColumns" }).enumerated() {
            result.append(
                "\(indent)column \(index) \(MappedValue.stringLiteral(column.attributes["identifier"] ?? ""))")
            var props: [String: String] = [:]
            for property in ViewMapping.tableColumnProperties(column).0 {
                props[property.key] = property.value.canonical
            }
            for key in props.keys.sorted() { result.append("\(indent)  prop \(key) = \(props[key]!)") }
        }
        return result
    }
}

extension CanonicalHierarchy {
    /// The `<tabViewItem>`s of a tab view (none for other objects).
    func appKitTabViewItems(_ object: IBObject) -> [IBObject] {
        guard document.platform == .macOS, object.element == "tabView" else { return [] }
        return object.children.filter { $0.container == "tabViewItems" && $0.element == "tabViewItem" }
    }

    /// `tab <index> <identifier>` and its label for each item of a tab view, then the selected index
    /// (`initialItem`, else the first).
    func appKitTabLines(_ object: IBObject, path: String, indent: String) -> [String] {
        let items = appKitTabViewItems(object)
        guard !items.isEmpty else { return [] }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            collectOutlets(item, path: "\(path)/item\(index)")
            let identifier = item.attributes.value("identifier").map(MappedValue.stringLiteral) ?? "nil"
            result.append("\(indent)tab \(index) \(identifier)")
            if let label = item.attributes.value("label"), !label.isEmpty {
                result.append("\(indent)  prop label = \(MappedValue.string(label).canonical)")
            }
        }
        let initial = object.attributes.value("initialItem")
        result.append("\(indent)selectedTab \(items.firstIndex { $0.id == initial } ?? 0)")
        return result
    }
}
