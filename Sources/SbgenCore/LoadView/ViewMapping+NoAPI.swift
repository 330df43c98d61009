import IBModel

/// IB attributes with no public UIKit API in Swift (checked against the SDK fact sheet). Where the
/// object shows the attribute has no effect, nothing is generated; otherwise a warning says what to do.
extension ViewMapping {
    /// Handles `name` when it is such an attribute of `className`: true when handled (nothing to set,
    /// a nearest property appended to `properties` where it is the same, or an issue recorded), false
    /// when the attribute is not one of them.
    static func attributeWithoutAPI(
        _ name: String, value: String, object: IBObject, className: String, properties: inout [MappedProperty],
        issues: inout [MappingIssue]
    ) -> Bool {
        switch name {
        case "hidesAccessoryWhenEditing" where isKind(className, of: "UITableViewCell"):
            // YES is UIKit's behaviour; NO only matters for a cell with an accessory to keep while editing.
            let accessoryType = object.attributes.value("accessoryType") ?? "none"
            let hasAccessory = accessoryType != "none" || object.child(key: "accessoryView") != nil
            if value == "NO", hasAccessory {
                // What NO does, the accessory kept while editing, is what `editingAccessoryType` set to
                // the same type shows: converted when IB sets no editing accessory of its own.
                let editing = object.attributes.value("editingAccessoryType") ?? "none"
                if object.child(key: "accessoryView") == nil, editing == "none",
                    let rule = attributeRules["UITableViewCell"]?["editingAccessoryType"],
                    let converted = convert(accessoryType, kind: rule.kind)
                {
                    properties.append(
                        MappedProperty(key: rule.key, value: converted, setter: rule.statementTemplate))
                    return true
                }
                if editing != "none" {
                    issues.append(
                        MappingIssue(
                            message:
                                "attribute 'hidesAccessoryWhenEditing' (NO) has no public UIKit API and is not converted; "
                                + "while editing, the cell shows its editingAccessoryType (.\(editing))",
                            position: object.position))
                    return true
                }
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
            if NonFinite.double(value) {
                issues.append(
                    MappingIssue(
                        message: NonFinite.message(name, value, leftOut: "'minimumScaleFactor' is"),
                        position: object.position))
                return true
            }
            var hint = "minimumScaleFactor = \(value) / point size"
            if let size = object.property("fontDescription")?.attributes.value("pointSize").flatMap(
                Double.init(decimal:)),
                let minimum = Double(decimal: value), size > 0
            {
                // UILabel.h: "deprecated - use minimumScaleFactor". On a single-line label, whose font is
                // the IB point size, the factor minimum / size is the same limit: converted.
                if (object.attributes.value("numberOfLines") ?? "1") == "1",
                    object.attributes.value("minimumScaleFactor") == nil
                {
                    properties.append(
                        MappedProperty(
                            key: "minimumScaleFactor", value: .number(minimum / size),
                            setter: "{t}.minimumScaleFactor = {v}"))
                    return true
                }
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
        case "setsMaxLayoutWidthAtFirstLayout" where isKind(className, of: "NSTextField") && value == "YES":
            // IB's preferred width "First Runtime Layout Width": NSTextField.h has only preferredMaxLayoutWidth,
            // which matters only to text that wraps (the cell's lineBreakMode absent is IB's word wrapping).
            let cell = object.child(key: "cell")?.attributes
            let mode = cell?.value("lineBreakMode") ?? "wordWrapping"
            guard cell?.value("usesSingleLineMode") != "YES", ["wordWrapping", "charWrapping"].contains(mode) else {
                return true
            }
            issues.append(
                MappingIssue(
                    message:
                        "attribute 'setsMaxLayoutWidthAtFirstLayout' of textField not converted: NSTextField has no "
                        + "public API for IB's preferred width \"First Runtime Layout Width\"; set "
                        + "preferredMaxLayoutWidth to the field's width after its first layout",
                    position: object.position))
            return true
        default:
            return false
        }
    }
}
