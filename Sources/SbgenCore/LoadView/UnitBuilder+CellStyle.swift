import IBModel

/// Built-in table cell styles (`<tableViewCell style="IBUITableViewCellStyle…">`).
///
/// IB draws the style's labels and image view as subviews of the content view and names them in the
/// cell's `textLabel`, `detailTextLabel` and `imageView` attributes. UIKit creates and lays out those
/// views itself for a cell created with `init(style:reuseIdentifier:)`, so the code passes the style and
/// configures `cell.textLabel?`, `cell.detailTextLabel?`, `cell.imageView?` (no frame: the cell lays
/// them out); they are not added as subviews.
extension UnitBuilder {
    /// IB's style name → `UITableViewCell.CellStyle` case.
    static let cellStyles: [String: String] = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
        "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
    ]

    /// The cell's built-in views that IB names: (cell property, view id), in this order.
    static func builtInCellViews(_ cell: IBObject) -> [(property: String, id: String)] {
        guard cell.element == "tableViewCell", cell.attributes.value("style") != nil else { return [] }
        return ["textLabel", "detailTextLabel", "imageView"].compactMap { key in
            cell.attributes.value(key).map { (key, $0) }
        }
    }

    /// The `CellStyle` case of `cell`; nil (with a warning) for a style name sbgen does not know.
    func cellStyle(_ cell: IBObject) -> String? {
        guard let name = cell.attributes.value("style") else { return "default" }
        guard let style = Self.cellStyles[name] else {
            unsupported("built-in cell style \(name) not converted", at: cell.position)
            return nil
        }
        return style
    }

    /// A cell the team's own initializer creates (custom class): UIKit keeps the style it passes to
    /// `super.init(style:reuseIdentifier:)` (`.default` for registered classes), so a non-default style
    /// is a warning saying what to pass.
    func checkStyleOfCustomCell(_ cell: IBObject, className: String) {
        guard cell.element == "tableViewCell", let style = cellStyle(cell), style != "default" else { return }
        unsupported(
            "built-in cell style \(style) of \(className) not converted: UIKit keeps the style its initializer passes; "
                + "call super.init(style: .\(style), reuseIdentifier:) there", at: cell.position)
    }

    /// Routes the cell's built-in views to `cell.textLabel` etc. (called before its content is built).
    func registerBuiltInCellViews(_ cell: IBObject, expression: String) {
        for (property, id) in Self.builtInCellViews(cell) { builtInCellViews[id] = .concat(expression, ".", property) }
    }

    /// Configures a built-in view through its cell property instead of creating it.
    func configureBuiltInCellView(_ view: IBObject, target: String) {
        let base = view.element == "imageView" ? "UIImageView" : "UILabel"
        guard view.element == (base == "UILabel" ? "label" : "imageView"), view.customClassName == nil else {
            return unsupported("built-in cell view <\(view.element)> of another class not converted", at: view.position)
        }
        let id = view.key_
        expressions[id] = target
        emittedView(at: view.position)
        classes[id] = (base, base)
        var (properties, issues) = ViewMapping.properties(of: view, className: base)
        configureStatements(
            taking: &properties, target: .concat(target, "?"), className: base, line: view.position.line)
        for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
        if !view.subviews.isEmpty || !view.constraints.isEmpty {
            unsupported("subviews and constraints of a built-in cell view not converted", at: view.position)
        }
        for connection in view.connections { connections.append((connection, id)) }
    }
}
