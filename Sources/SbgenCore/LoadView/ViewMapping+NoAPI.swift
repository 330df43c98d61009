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
            // IB writes one of the two; were both there, the scale factor (converted itself) is the newer API.
            if object.attributes.value("minimumScaleFactor") != nil { return true }
            // UILabel.h: "deprecated - use minimumScaleFactor". Decoding the nib, UIKit turns the minimum
            // size into a scale factor of the label's font size, for any number of lines: the same factor.
            if let size = fixedPointSize(object), let minimum = Double(decimal: value), size > 0 {
                properties.append(
                    MappedProperty(
                        key: "minimumScaleFactor", value: .number(minimum / size),
                        setter: "{t}.minimumScaleFactor = {v}"))
                return true
            }
            // A text-style font's size is the content size category's at load time: the factor is taken
            // from the label's font once it is set (``properties(of:className:archiveDefaults:)`` puts
            // this statement after the font's). The model's value is the default (Large) category's.
            if let style = textStylePointSize(object), let minimum = Double(decimal: value) {
                properties.append(
                    MappedProperty(
                        key: "minimumScaleFactor", value: .number(minimum / style),
                        setter: .concat(
                            "{t}.minimumScaleFactor = ", MappedValue.literal(minimum), " / {t}.font.pointSize")))
                return true
            }
            issues.append(
                MappingIssue(
                    message:
                        "attribute 'minimumFontSize' (\(value)) of label not converted: UILabel.minimumFontSize is not "
                        + "available in Swift; the label has no font sbgen converts, so set minimumScaleFactor to "
                        + "\(value) / the font's point size",
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

    /// A text-style font's point size at the default content size category (Large), from Apple's
    /// Human Interface Guidelines, "Typography", iOS Dynamic Type sizes; nil for other fonts.
    private static func textStylePointSize(_ object: IBObject) -> Double? {
        guard
            case .textStyle(let style)? = object.property("fontDescription").flatMap({ font(attributes: $0.attributes) }
            )
        else { return nil }
        return textStyleDefaultSizes[style]
    }

    /// `UIFont.TextStyle` member → point size at the Large category.
    static let textStyleDefaultSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// The point size of the label's font as generated (``font(attributes:)``), nil for a text-style
    /// font (its size depends on the content size category) or a label without a font description.
    private static func fixedPointSize(_ object: IBObject) -> Double? {
        guard let font = object.property("fontDescription").flatMap({ font(attributes: $0.attributes) }) else {
            return nil
        }
        switch font {
        case .system(let size, _), .boldSystem(let size), .italicSystem(let size), .custom(_, let size): return size
        case .textStyle, .appKitMeta: return nil
        }
    }
}
