import IBModel

extension UnitBuilder {
    /// AppKit children that are not plain subviews: a box's content view, a scroll view's clip view,
    /// scrollers and header view, the clip view's document view, table columns and their prototype
    /// cell views. Returns false for children the generic code handles.
    func buildAppKitChild(_ child: IBObject, expression: String, base: String) -> Bool {
        let key = child.key ?? ""
        // The child's key and container are tested before the class (a class chain lookup): most
        // children are plain subviews, which none of the cases below take.
        if key == "contentView", ViewMapping.isKind(base, of: "NSBox") {
            // NSBox() has its content view already.
            buildView(child, derived: "\(expression).contentView!")
            return true
        }
        let scrollViewKey =
            switch key {
            case "contentView", "horizontalScroller", "verticalScroller", "headerView": true
            default: false
            }
        // A scroll view's other children are generic (NSScrollView is no NSClipView or NSTableView).
        if scrollViewKey, ViewMapping.isKind(base, of: "NSScrollView") {
            switch (key, child.element) {
            case ("contentView", "clipView"):
                if let custom = child.customClassName {
                    let name = localName(for: child)
                    usedNames.insert(name)
                    create.append(Statement("let \(name) = \(custom)(frame: .zero)", line: child.position.line))
                    hierarchy.append(Statement("\(expression).contentView = \(name)", line: child.position.line))
                    buildView(child, derived: name)
                } else {
                    // NSScrollView() makes its clip view; IB's frame for it is the result of tiling.
                    buildView(child, derived: "\(expression).contentView")
                }
                return true
            case ("horizontalScroller", "scroller"), ("verticalScroller", "scroller"),
                ("headerView", "tableHeaderView"):
                // The scroll view makes its scrollers (`hasVerticalScroller`…) and the table its header view.
                if child.customClassName != nil {
                    unsupported(
                        "custom \(child.element) class \(child.customClassName!) not converted", at: child.position)
                } else {
                    emittedView(at: child.position)
                }
                return true
            default:
                return false
            }
        }
        if child.container == "subviews", ViewMapping.isKind(base, of: "NSClipView") {
            guard let document = buildView(child) else { return true }
            hierarchy.append(Statement("\(expression).documentView = \(document)", line: child.position.line))
            return true
        }
        if child.container == "tableColumns", ViewMapping.isKind(base, of: "NSTableView") {
            buildTableColumn(child, table: expression)
            return true
        }
        if child.container == "tabViewItems", ViewMapping.isKind(base, of: "NSTabView") {
            buildTabViewItem(child, tabView: expression)
            return true
        }
        return false
    }

    /// `let item = NSTabViewItem(identifier:)`, its label and view (an ordinary subtree), `addTabViewItem`.
    func buildTabViewItem(_ item: IBObject, tabView: String) {
        guard item.element == "tabViewItem" else {
            return unsupported("<\(item.element)> of tabView not converted", at: item.position)
        }
        let line = item.position.line
        let name = localName(for: item)
        usedNames.insert(name)
        let identifier = item.attributes.value("identifier").map(MappedValue.stringLiteral) ?? "nil"
        create.append(Statement("let \(name) = NSTabViewItem(identifier: \(identifier))", line: line))
        if let id = item.id { expressions[id] = name }  // outlets to the item
        emittedView(at: item.position)
        for attribute in item.attributes {
            switch attribute.name {
            case "id", "identifier", "userLabel": continue
            case "label":
                // A code-made item's label is empty.
                guard !attribute.value.isEmpty else { continue }
                configure.append(Statement("\(name).label = \(MappedValue.stringLiteral(attribute.value))", line: line))
            default:
                unsupported("attribute '\(attribute.name)' of tabViewItem not converted", at: item.position)
            }
        }
        for child in item.children {
            guard child.key == "view", let view = buildView(child) else {
                if child.key != "view" {
                    unsupported("<\(child.element)> of tabViewItem not converted", at: child.position)
                }
                continue
            }
            hierarchy.append(Statement("\(name).view = \(view)", line: child.position.line))
        }
        hierarchy.append(Statement("\(tabView).addTabViewItem(\(name))", line: line))
        for connection in item.connections { connections.append((connection, item.key_)) }
    }

    /// `selectTabViewItem(_:)` for a tab view's `initialItem` (after its items), unless it is the
    /// first, which `addTabViewItem(_:)` selects.
    func selectInitialTabViewItem(_ tabView: IBObject, expression: String) {
        guard let initial = tabView.attributes.value("initialItem") else { return }
        let items = tabView.children.filter { $0.container == "tabViewItems" }
        guard items.first?.id != initial else { return }
        guard let item = expressions[initial], items.contains(where: { $0.id == initial }) else {
            return unsupported("initial tab view item '\(initial)' not converted", at: tabView.position)
        }
        hierarchy.append(Statement("\(expression).selectTabViewItem(\(item))", line: tabView.position.line))
    }

    /// `let column = NSTableColumn(identifier:)`, its properties, `addTableColumn`, and a builder per
    /// prototype cell view.
    func buildTableColumn(_ column: IBObject, table: String) {
        let line = column.position.line
        let name = localName(for: column)
        usedNames.insert(name)
        let identifier = MappedValue.stringLiteral(column.attributes.value("identifier") ?? "")
        create.append(
            Statement(
                "let \(name) = NSTableColumn(identifier: NSUserInterfaceItemIdentifier(\(identifier)))", line: line))
        var (properties, issues) = ViewMapping.tableColumnProperties(column)
        configureStatements(taking: &properties, target: name, className: "NSTableColumn", line: line)
        for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
        hierarchy.append(Statement("\(table).addTableColumn(\(name))", line: line))
        emittedView(at: column.position)
        // A column's bindings (`value` to an array controller's `arrangedObjects`) fill the table.
        for connection in column.connections {
            let what = connection.kind == .binding ? "binding '\(connection.attributes["name"] ?? "")'" : "connection"
            unsupported(
                "\(what) of a table column not converted; bind it (or fill the table) in code",
                at: connection.position)
        }
        for child in column.children {
            switch (child.container ?? "", child.key ?? "") {
            case (_, "dataCell"):
                continue  // Cell-based tables draw with it; view-based tables (the prototypes below) do not.
            case ("prototypeCellViews", _):
                buildCellView(child, columnIdentifier: column.attributes.value("identifier"))
            default:
                unsupported("<\(child.element)> of tableColumn not converted", at: child.position)
            }
        }
    }

    /// A prototype `<tableCellView>`: a content builder (`extension Custom { func sbgenBuildContent() }` or
    /// an `enum … { static func make() }`), returned by the delegate's `tableView(_:viewFor:row:)`.
    func buildCellView(_ cell: IBObject, columnIdentifier: String?) {
        guard ViewMapping.className(for: cell.element, platform: .macOS) != nil else {
            return unsupported("<\(cell.element)> prototype not converted", at: cell.position)
        }
        let identifier = cell.attributes.value("identifier") ?? columnIdentifier ?? cell.key_
        let comments = [
            "Prototype cell view '\(identifier)'.",
            "Return it from `tableView(_:viewFor:row:)` when `makeView(withIdentifier:owner:)` gives nil.",
        ]
        let builder = UnitBuilder(
            document: document, ownerID: cell.customClassName == nil ? nil : cell.id,
            ownerClass: cell.customClassName ?? "",
            ownerIsCustom: cell.customClassName != nil, ownerConnections: cell.connections, nameHint: nameHint,
            shared: shared)
        builder.firstResponderIDs = firstResponderIDs
        let type: GeneratedType
        if let custom = cell.customClassName {
            builder.rootExpression = "self"
            builder.buildView(cell, derived: "self")
            type = builder.finish(
                kind: .viewExtension, typeName: custom, baseClass: "NSTableCellView", functionName: "sbgenBuildContent",
                comments: comments, sceneID: cell.id, identifier: identifier, line: cell.position.line)
        } else {
            builder.rootExpression = "root"
            builder.buildView(cell, name: "root")
            type = builder.finish(
                kind: .viewBuilder,
                typeName: "Sbgen\(Self.typeSafe(shared.swiftName(of: document)))\(Self.typeSafe(identifier))CellView",
                baseClass: "NSTableCellView", functionName: "make", comments: comments, sceneID: cell.id,
                identifier: identifier, line: cell.position.line, returnExpression: "root")
        }
        diagnostics += builder.diagnostics
        modules.formUnion(builder.modules)
        extraTypes.append(type)
        extraTypes += builder.extraTypes
    }
}
