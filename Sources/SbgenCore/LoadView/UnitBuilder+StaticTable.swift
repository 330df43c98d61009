import IBModel

/// Static tables (`<tableView dataMode="static">` with `<sections>` of `<tableViewSection>`).
///
/// In a storyboard, UIKit serves static sections from `UITableViewController`'s own data source
/// methods, with data decoded from the nib. Code has no such data, so the table is created as a
/// generated subclass (``staticTableClassName(in:)``) that holds the built cells and section titles
/// and is its own data source. The cells are built inline in the unit, so outlets and actions from
/// their content to the controller connect as for any other view.
extension UnitBuilder {
    /// `Sbgen<File>StaticTableView`: one generated class per IB file, shared by its static tables.
    /// - Parameter name: the name derived Swift names use (``SharedCounts/swiftName(of:)``); nil: the file name.
    static func staticTableClassName(in document: IBDocument, name: String? = nil) -> String {
        "Sbgen\(typeSafe(name ?? document.name))StaticTableView"
    }

    /// `<tableView dataMode="static">` without a custom class: it is created as the generated class.
    static func isStaticTable(_ object: IBObject) -> Bool {
        object.element == "tableView" && object.attributes.value("dataMode") == "static"
            && object.customClassName == nil
    }

    /// The generated table class's declaration (rendered by the template; it has no body).
    func staticTableType(_ table: IBObject) -> GeneratedType {
        GeneratedType(
            kind: .staticTable, typeName: Self.staticTableClassName(in: document, name: shared.swiftName(of: document)),
            baseClass: "UITableView",
            functionName: "",
            comments: ["Static table sections of \(nameHint), served as the table's data source."],
            sceneID: nil, identifier: nil, groups: [], returnExpression: nil, line: table.position.line)
    }

    /// Builds one `<tableViewSection>`: its cells (content inline) and the `sbgenSections` entry.
    func buildStaticSection(_ section: IBObject, table: IBObject, expression: String) {
        guard Self.isStaticTable(table) else {
            return unsupported(
                "static sections of table view class \(table.customClassName ?? "UITableView") not converted",
                at: section.position)
        }
        var header = section.attributes.value("headerTitle")
        var footer = section.attributes.value("footerTitle")
        for attribute in section.attributes
        where !["id", "headerTitle", "footerTitle", "userLabel"].contains(attribute.name) {
            unsupported("attribute '\(attribute.name)' of tableViewSection not converted", at: section.position)
        }
        for element in section.properties {
            switch (element.name, element.key ?? "") {
            case ("string", "headerTitle"): header = element.text ?? ""
            case ("string", "footerTitle"): footer = element.text ?? ""
            case ("cells", _) where element.children.isEmpty: continue  // A section without rows.
            default:
                unsupported(
                    "<\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")> of tableViewSection not converted",
                    at: element.position)
            }
        }
        let sectionIndex = Self.staticSectionElements(of: table).firstIndex { $0.position == section.position } ?? 0
        var cells: [String] = []
        var heights: [Statement] = []
        for cell in section.children {
            guard cell.container == "cells", cell.element == "tableViewCell" else {
                unsupported("<\(cell.element)> in a static section not converted", at: cell.position)
                continue
            }
            guard let name = buildView(cell) else { continue }
            if let height = Self.staticRowHeight(cell, table: table) {
                let path = "IndexPath(row: \(cells.count), section: \(sectionIndex))"
                heights.append(
                    Statement(
                        "\(expression).sbgenRowHeights[\(path)] = \(MappedValue.literal(height))",
                        line: cell.position.line))
            }
            cells.append(name)
        }
        let title = { (text: String?) in text.map(MappedValue.stringLiteral) ?? "nil" }
        emittedView(at: section.position)
        hierarchy.append(
            Statement(
                "\(expression).sbgenSections.append(.init(headerTitle: \(title(header)), footerTitle: \(title(footer)), "
                    + "cells: [\(cells.joined(separator: ", "))]))", line: section.position.line))
        hierarchy += heights
    }

    /// The `<tableViewSection>` elements of a static table, in IB's order.
    static func staticSectionElements(of table: IBObject) -> [IBObject] {
        table.children.filter { $0.container == "sections" && $0.element == "tableViewSection" }
    }

    /// A static cell's own row height (IB's "Custom" height), when it differs from the table's
    /// `rowHeight`; -1 is IB's "Automatic" (`UITableView.automaticDimension`).
    static func staticRowHeight(_ cell: IBObject, table: IBObject) -> Double? {
        guard let height = cell.attributes.value("rowHeight").flatMap(Double.init(decimal:)), height.isFinite else {
            return nil
        }
        return height == table.attributes.value("rowHeight").flatMap(Double.init(decimal:)) ? nil : height
    }

    /// After the sections: the table serves them itself (replacing IB's `dataSource` outlet).
    func finishStaticTable(_ table: IBObject, expression: String) {
        guard Self.isStaticTable(table) else { return }
        extraTypes.append(staticTableType(table))
        hierarchy.append(Statement("\(expression).dataSource = \(expression)", line: table.position.line))
        let custom = Self.staticSectionElements(of: table).flatMap(\.children).filter {
            $0.container == "cells" && Self.staticRowHeight($0, table: table) != nil
        }
        if let first = custom.first {
            // UITableViewController served IB's heights from its delegate method, which sbgen does not
            // override (the controller may have its own); the table holds them for it.
            let typeName = Self.staticTableClassName(in: document, name: shared.swiftName(of: document))
            let cells =
                custom.count == 1
                ? "a static cell has its own row height" : "\(custom.count) static cells have their own row heights"
            let message =
                "\(cells), which UITableViewController served from its delegate: to keep \(custom.count == 1 ? "it" : "them"), add "
                + "`override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat "
                + "{ (tableView as? \(typeName))?.sbgenRowHeight(at: indexPath) ?? tableView.rowHeight }` to \(ownerClass)"
            note(message, at: first.position)
            configure.append(Statement("", comment: message, line: first.position.line))
        }
        if let outlet = table.connections.first(where: { $0.kind == .outlet && $0.property == "dataSource" }) {
            let message =
                "the static table serves its sections itself; IB's dataSource outlet is not connected "
                + "(data source methods of \(ownerClass) are no longer called for it)"
            note(message, at: outlet.position)
            configure.append(Statement("", comment: message, line: outlet.position.line))
        }
    }
}
