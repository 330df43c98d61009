import IBModel

/// AppKit scroll views, boxes and table views: colors, the values IB leaves implicit, table columns.
extension ViewMapping {
    /// IB `<color key=…>` → property, for AppKit classes.
    static let appKitColorProperties: [String: [String: String]] = [
        "NSScrollView": ["backgroundColor": "backgroundColor"],
        "NSClipView": ["backgroundColor": "backgroundColor"],
        "NSTableView": ["backgroundColor": "backgroundColor", "gridColor": "gridColor"],
        "NSBox": ["fillColor": "fillColor", "borderColor": "borderColor"],
        "NSText": ["backgroundColor": "backgroundColor", "textColor": "textColor"],
        "NSTextView": ["insertionPointColor": "insertionPointColor"],
    ]

    /// Values IB leaves out because they are IB's defaults, where `NSScrollView()` / `NSTableView()` start
    /// with another value: set explicitly so the code builds what the nib did.
    static func appKitImplicit(_ object: IBObject, className: String, into result: inout [MappedProperty]) {
        let a = object.attributes
        if isKind(className, of: "NSScrollView") {
            if a.value("borderType") == nil {
                result.append(
                    MappedProperty(
                        key: "borderType", value: .enumCase(type: "NSBorderType", name: "bezelBorder"),
                        setter: "{t}.borderType = {v}"))
            }
            for key in ["hasHorizontalScroller", "hasVerticalScroller"] where a.value(key) == nil {
                result.append(MappedProperty(key: key, value: .bool(true), setter: "{t}.\(key) = {v}"))
            }
        }
        if isKind(className, of: "NSTextView") { textViewImplicit(object, into: &result) }
        if isKind(className, of: "NSVisualEffectView") { visualEffectImplicit(object, into: &result) }
        if isKind(className, of: "NSProgressIndicator"), a.value("indeterminate") == nil {
            // IB's default is determinate; NSProgressIndicator() starts indeterminate.
            result.append(
                MappedProperty(key: "isIndeterminate", value: .bool(false), setter: "{t}.isIndeterminate = {v}"))
        }
        if isKind(className, of: "NSTableView") {
            if a.value("multipleSelection") == nil {
                result.append(
                    MappedProperty(
                        key: "allowsMultipleSelection", value: .bool(true), setter: "{t}.allowsMultipleSelection = {v}")
                )
            }
            // A table without `headerView` has none; NSTableView() makes one.
            if a.value("headerView") == nil {
                result.append(MappedProperty(key: "headerView", value: .null, setter: "{t}.headerView = {v}"))
            }
        }
    }

    static let columnResizing: [(String, String)] = [
        ("resizeWithTable", "autoresizingMask"), ("userResizable", "userResizingMask"),
    ]

    /// A `<tableColumn>`: identifier, width, limits, title and alignment of its header, editability,
    /// resizing mask, visibility, header tool tip. The canonical keys are the `NSTableColumn` properties.
    static func tableColumnProperties(_ column: IBObject) -> ([MappedProperty], [MappingIssue]) {
        var result: [MappedProperty] = []
        var issues: [MappingIssue] = []
        for attribute in column.attributes {
            switch attribute.name {
            case "id", "identifier", "userLabel": continue  // userLabel: IB's document outline name, not in the nib
            case "width", "minWidth", "maxWidth":
                guard let value = Double(decimal: attribute.value) else {
                    if NonFinite.double(attribute.value) {
                        issues.append(
                            MappingIssue(
                                message: NonFinite.message(
                                    attribute.name, attribute.value, leftOut: "'\(attribute.name)' is"),
                                position: column.position))
                    }
                    continue
                }
                result.append(
                    MappedProperty(key: attribute.name, value: .number(value), setter: "{t}.\(attribute.name) = {v}"))
            case "editable":
                result.append(
                    MappedProperty(
                        key: "isEditable", value: .bool(attribute.value == "YES"), setter: "{t}.isEditable = {v}"))
            case "hidden":
                result.append(
                    MappedProperty(
                        key: "isHidden", value: .bool(attribute.value == "YES"), setter: "{t}.isHidden = {v}"))
            case "headerToolTip":
                result.append(
                    MappedProperty(
                        key: "headerToolTip", value: .string(attribute.value), setter: "{t}.headerToolTip = {v}"))
            default:
                issues.append(
                    MappingIssue(
                        message: "attribute '\(attribute.name)' of tableColumn not converted", position: column.position
                    ))
            }
        }
        for element in column.properties {
            switch (element.name, element.key ?? "") {
            case ("tableHeaderCell", "headerCell"):
                let title = element.attributes.value("title") ?? ""
                result.append(MappedProperty(key: "title", value: .string(title), setter: "{t}.title = {v}"))
                if let alignment = element.attributes.value("alignment"), let name = appKitTextAlignments[alignment] {
                    result.append(
                        MappedProperty(
                            key: "headerCell.alignment", value: .enumCase(type: "NSTextAlignment", name: name),
                            setter: "{t}.headerCell.alignment = {v}"))
                }
            case ("tableColumnResizingMask", "resizingMask"):
                let names = columnResizing.filter { element.attributes.bool($0.0) }.map(\.1)
                result.append(
                    MappedProperty(
                        key: "resizingMask", value: .options(type: "NSTableColumn.ResizingOptions", names: names),
                        setter: "{t}.resizingMask = {v}"))
            case ("sortDescriptor", "sortDescriptorPrototype"):
                issues.append(
                    MappingIssue(message: "sort descriptor of a table column not converted", position: element.position)
                )
            default:
                issues.append(
                    MappingIssue(
                        message: "<\(element.name)> of tableColumn not converted", position: element.position))
            }
        }
        return (result, issues)
    }
}

extension ViewMapping {
    /// AppKit property elements (`name key`) that ``appKitElement(_:className:into:issues:)`` converts.
    static let appKitElements: Set<String> = [
        "size intercellSpacing", "tableViewGridLines gridStyleMask", "accessibility ",
        "edgeInsets contentInsets", "edgeInsets edgeInsets", "size minSize", "size maxSize",
    ]

    /// `<edgeInsets>` → the `NSEdgeInsets` property, per class (NSScrollView.h, NSClipView.h, NSStackView.h).
    static let appKitEdgeInsets: [(className: String, key: String)] = [
        ("NSScrollView", "contentInsets"), ("NSClipView", "contentInsets"), ("NSStackView", "edgeInsets"),
    ]

    /// `<accessibility>` attributes → the `NSAccessibility` setter (a method in AppKit, not a property).
    static let appKitAccessibility: [String: (key: String, method: String)] = [
        "identifier": ("accessibilityIdentifier", "setAccessibilityIdentifier"),
        "description": ("accessibilityLabel", "setAccessibilityLabel"),
        "help": ("accessibilityHelp", "setAccessibilityHelp"),
    ]

    static func appKitElement(
        _ element: IBElement, className: String, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        let a = element.attributes
        switch (element.name, element.key ?? "") {
        case ("font", _) where isKind(className, of: "NSTabView"):
            // The label font; NSTabView() has the system font of its size (`metaFont="system"`).
            if a.value("metaFont") == "system", a.value("size") == nil, a.value("name") == nil { return }
            if let (name, value) = NonFinite.attribute(in: a, ["size"]) {
                let message = NonFinite.message(name, value, leftOut: "the font is")
                issues.append(MappingIssue(message: message, position: element.position))
            } else if let font = appKitFont(element) {
                result.append(MappedProperty(key: "font", value: .font(font), setter: "{t}.font = {v}"))
            } else {
                issues.append(MappingIssue(message: "font not converted", position: element.position))
            }
        case ("accessibility", _):
            for attribute in a where attribute.name != "key" {
                guard let setter = appKitAccessibility[attribute.name] else {
                    issues.append(
                        MappingIssue(
                            message: "accessibility attribute '\(attribute.name)' not converted",
                            position: element.position))
                    continue
                }
                result.append(
                    MappedProperty(
                        key: setter.key, value: .string(attribute.value), setter: "{t}.\(setter.method)({v})"))
            }
            for child in element.children {
                issues.append(
                    MappingIssue(message: "<\(child.name)> in accessibility not converted", position: child.position))
            }
        case ("edgeInsets", let key):
            guard appKitEdgeInsets.contains(where: { $0.key == key && isKind(className, of: $0.className) }) else {
                issues.append(
                    MappingIssue(
                        message: "<edgeInsets key=\"\(key)\"> of \(className) not converted", position: element.position
                    ))
                return
            }
            if let (name, value) = NonFinite.anyAttribute(in: a) {
                issues.append(
                    MappingIssue(
                        message: NonFinite.message(name, value, leftOut: "'\(key)' is"), position: element.position))
                return
            }
            let sides = ["top", "left", "bottom", "right"].map { a.value($0).flatMap(Double.init(decimal:)) ?? 0 }
            guard sides.contains(where: { $0 != 0 }) else { return }  // NSEdgeInsetsZero, the initial value
            let swift =
                "NSEdgeInsets(top: \(MappedValue.literal(sides[0])), left: \(MappedValue.literal(sides[1])), "
                + "bottom: \(MappedValue.literal(sides[2])), right: \(MappedValue.literal(sides[3])))"
            let canonical = "(" + sides.map { "\($0)" }.joined(separator: ",") + ")"
            result.append(
                MappedProperty(
                    key: key, value: .constant(swift: swift, canonical: canonical), setter: "{t}.\(key) = {v}"))
        case ("size", let key) where key == "minSize" || key == "maxSize":
            guard isKind(className, of: "NSText") else {
                return issues.append(
                    MappingIssue(
                        message: "<size key=\"\(key)\"> of \(className) not converted", position: element.position))
            }
            if let (name, value) = NonFinite.anyAttribute(in: a) {
                return issues.append(
                    MappingIssue(
                        message: NonFinite.message(name, value, leftOut: "'\(key)' is"), position: element.position))
            }
            // IB writes both sizes twice: the second is the same, once set.
            result.removeAll { $0.key == key }
            result.append(MappedProperty(key: key, value: size(element), setter: .concat("{t}.", key, " = {v}")))
        case ("size", "intercellSpacing"):
            if let (name, value) = NonFinite.anyAttribute(in: a) {
                issues.append(
                    MappingIssue(
                        message: NonFinite.message(name, value, leftOut: "'intercellSpacing' is"),
                        position: element.position))
                return
            }
            let value = MappedValue.size(
                width: a.value("width").flatMap(Double.init(decimal:)) ?? 0,
                height: a.value("height").flatMap(Double.init(decimal:)) ?? 0)
            result.append(MappedProperty(key: "intercellSpacing", value: value, setter: "{t}.intercellSpacing = {v}"))
        default:
            let table = [
                ("vertical", "solidVerticalGridLineMask"), ("horizontal", "solidHorizontalGridLineMask"),
                ("dashedHorizontal", "dashedHorizontalGridLineMask"),
            ]
            for attribute in a where attribute.name != "key" && !table.contains(where: { $0.0 == attribute.name }) {
                issues.append(
                    MappingIssue(
                        message: "grid line style '\(attribute.name)' not converted", position: element.position))
            }
            let names = table.filter { a.bool($0.0) }.map(\.1)
            result.append(
                MappedProperty(
                    key: "gridStyleMask", value: .options(type: "NSTableView.GridLineStyle", names: names),
                    setter: "{t}.gridStyleMask = {v}"))
        }
    }
}
