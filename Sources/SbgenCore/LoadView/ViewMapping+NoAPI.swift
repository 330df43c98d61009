import IBModel

/// IB attributes with no public UIKit API in Swift (checked against the SDK fact sheet). Where the
/// object shows the attribute has no effect, nothing is generated; otherwise a warning says what to do.
extension ViewMapping {
    /// Handles `name` when it is such an attribute of `className`: true when handled (nothing to set,
    /// or an issue recorded), false when the attribute is not one of them.
    static func attributeWithoutAPI(
        _ name: String, value: String, object: IBObject, className: String, issues: inout [MappingIssue]
    ) -> Bool {
        switch name {
        case "hidesAccessoryWhenEditing" where isKind(className, of: "UITableViewCell"):
            // YES is UIKit's behaviour; NO only matters for a cell with an accessory to keep while editing.
            let accessoryType = object.attributes.value("accessoryType") ?? "none"
            let hasAccessory = accessoryType != "none" || object.child(key: "accessoryView") != nil
            if value == "NO", hasAccessory {
                let keep =
                    object.child(key: "accessoryView") != nil
                    ? "set editingAccessoryView to the accessory view" : "set editingAccessoryType = .\(accessoryType)"
                issues.append(
                    MappingIssue(
                        message:
                            "attribute 'hidesAccessoryWhenEditing' (NO) has no public UIKit API; the accessory is hidden "
                            + "while editing: to keep showing it, \(keep)",
                        position: object.position))
            }
            return true
        case "minimumFontSize" where isKind(className, of: "UILabel"):
            // UILabel.minimumFontSize is not available in Swift; it only acts while the label autoshrinks.
            if object.attributes.value("adjustsFontSizeToFit") == "NO" { return true }
            var hint = "minimumScaleFactor = \(value) / point size"
            if let size = object.property("fontDescription")?.attributes.value("pointSize").flatMap(
                Double.init(decimal:)),
                let minimum = Double(value), size > 0
            {
                hint =
                    "minimumScaleFactor = \(value) / \(size) (\(Double((minimum / size * 1_000_000).rounded()) / 1_000_000))"
            }
            issues.append(
                MappingIssue(
                    message:
                        "attribute 'minimumFontSize' (\(value)) of label not converted: UILabel.minimumFontSize is not "
                        + "available in Swift; the nearest setting is \(hint), which also shrinks multi-line labels",
                    position: object.position))
            return true
        default:
            return false
        }
    }
}
