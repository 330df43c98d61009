import IBModel

/// AppKit text views (`<textView>`, NSTextView): the flags IB writes as attributes, what it leaves
/// implicit, and the find style.
extension ViewMapping {
    /// One boolean of a `<textView>`: the IB attribute, the NSText/NSTextView property, the value IB
    /// means when it leaves the attribute out, and the value `NSTextView(frame:)` starts with (nil when
    /// that follows the user's text settings in System Settings, so that no value is a restatement).
    struct TextViewFlag: Sendable {
        let attribute: String
        let property: String
        let ibDefault: Bool
        let codeDefault: Bool?
    }

    /// The text view flags (NSText.h, NSTextView.h, NSTextCheckingClient; IB's defaults read from what
    /// it writes: it writes an attribute only when it differs from them).
    static let textViewFlags: [TextViewFlag] = [
        .init(attribute: "editable", property: "isEditable", ibDefault: true, codeDefault: true),
        .init(attribute: "selectable", property: "isSelectable", ibDefault: true, codeDefault: true),
        .init(attribute: "drawsBackground", property: "drawsBackground", ibDefault: true, codeDefault: true),
        .init(attribute: "richText", property: "isRichText", ibDefault: true, codeDefault: true),
        .init(attribute: "importsGraphics", property: "importsGraphics", ibDefault: true, codeDefault: false),
        .init(attribute: "usesFontPanel", property: "usesFontPanel", ibDefault: false, codeDefault: true),
        .init(attribute: "usesRuler", property: "usesRuler", ibDefault: false, codeDefault: true),
        .init(attribute: "usesInspectorBar", property: "usesInspectorBar", ibDefault: false, codeDefault: false),
        .init(attribute: "allowsUndo", property: "allowsUndo", ibDefault: false, codeDefault: false),
        .init(
            attribute: "smartInsertDelete", property: "smartInsertDeleteEnabled", ibDefault: false, codeDefault: true),
        .init(
            attribute: "verticallyResizable", property: "isVerticallyResizable", ibDefault: false, codeDefault: true),
        .init(
            attribute: "horizontallyResizable", property: "isHorizontallyResizable", ibDefault: false,
            codeDefault: false),
        .init(
            attribute: "incrementalSearchingEnabled", property: "isIncrementalSearchingEnabled", ibDefault: false,
            codeDefault: false),
        // NSTextView.h (macOS 10.12.2): on in a code-made text view, as sdk-defaults.md lists.
        .init(
            attribute: "textCompletion", property: "isAutomaticTextCompletionEnabled", ibDefault: true,
            codeDefault: true),
        .init(
            attribute: "allowsCharacterPickerTouchBarItem", property: "allowsCharacterPickerTouchBarItem",
            ibDefault: true, codeDefault: true),
        .init(
            attribute: "continuousSpellChecking", property: "isContinuousSpellCheckingEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "spellingCorrection", property: "isAutomaticSpellingCorrectionEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "quoteSubstitution", property: "isAutomaticQuoteSubstitutionEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "dashSubstitution", property: "isAutomaticDashSubstitutionEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "textReplacement", property: "isAutomaticTextReplacementEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "linkDetection", property: "isAutomaticLinkDetectionEnabled", ibDefault: false,
            codeDefault: nil),
        .init(
            attribute: "dataDetection", property: "isAutomaticDataDetectionEnabled", ibDefault: false,
            codeDefault: nil),
    ]

    /// Attribute rules of NSText and NSTextView (``appKitRules``).
    static let textViewRules: [String: AttributeRule] = {
        var rules: [String: AttributeRule] = [:]
        for flag in textViewFlags { rules[flag.attribute] = AttributeRule(flag.property, .bool) }
        // NSLayoutManager.h: off in the layout manager NSTextView(frame:) makes.
        rules["allowsNonContiguousLayout"] = AttributeRule(
            "layoutManager.allowsNonContiguousLayout", .bool,
            setter: "{t}.layoutManager?.allowsNonContiguousLayout = {v}")
        rules["baseWritingDirection"] = AttributeRule(
            "baseWritingDirection",
            .enumeration(type: "NSWritingDirection", cases: same("natural", "leftToRight", "rightToLeft")))
        return rules
    }()

    /// Values of a text view that differ between IB's defaults and `NSTextView(frame:)`'s, and IB
    /// values that are the code-made text view's own (left out): ``textViewFlags``, the find style
    /// (IB's `findStyle="panel"`/`"bar"`: `usesFindPanel`/`usesFindBar`, both off in code) and
    /// `allowsNonContiguousLayout`, off in both.
    static func textViewImplicit(_ object: IBObject, into result: inout [MappedProperty]) {
        let a = object.attributes
        for flag in textViewFlags {
            if let value = a.value(flag.attribute) {
                if let code = flag.codeDefault, IBAttributes.isTrue(value) == code {
                    result.removeAll { $0.key == flag.property }
                }
            } else if let code = flag.codeDefault, code != flag.ibDefault {
                result.append(
                    MappedProperty(
                        key: flag.property, value: .bool(flag.ibDefault),
                        setter: .concat("{t}.", flag.property, " = {v}")
                    ))
            }
        }
        if a.value("allowsNonContiguousLayout").map(IBAttributes.isTrue) == false {
            result.removeAll { $0.key == "layoutManager.allowsNonContiguousLayout" }
        }
        if a.value("baseWritingDirection") == "natural" { result.removeAll { $0.key == "baseWritingDirection" } }
    }

    /// `findStyle`: the find panel or the find bar (NSTextView.h `usesFindPanel`, `usesFindBar`).
    static func textViewFindStyle(_ value: String) -> MappedProperty? {
        switch value {
        case "panel": MappedProperty(key: "usesFindPanel", value: .bool(true), setter: "{t}.usesFindPanel = {v}")
        case "bar": MappedProperty(key: "usesFindBar", value: .bool(true), setter: "{t}.usesFindBar = {v}")
        default: nil
        }
    }
}

/// AppKit visual effect views (`<visualEffectView>`, NSVisualEffectView.h).
extension ViewMapping {
    /// Attribute rules of NSVisualEffectView (``appKitRules``); `material` has a branch of its own
    /// (``visualEffectMaterial(_:)``).
    static let visualEffectRules: [String: AttributeRule] = [
        "blendingMode": .init(
            "blendingMode",
            .enumeration(type: "NSVisualEffectView.BlendingMode", cases: same("behindWindow", "withinWindow"))),
        "state": .init(
            "state",
            .enumeration(
                type: "NSVisualEffectView.State", cases: same("followsWindowActiveState", "active", "inactive"))),
        "emphasized": .init("isEmphasized", .bool),
    ]

    /// The materials that are not deprecated (the semantic ones from macOS 10.14 are in
    /// ``enumCasesIntroduced``).
    static let visualEffectMaterials: Set<String> = [
        "titlebar", "selection", "menu", "popover", "sidebar", "headerView", "sheet", "windowBackground",
        "hudWindow", "fullScreenUI", "toolTip", "contentBackground", "underWindowBackground", "underPageBackground",
    ]

    /// The macOS 10.14 materials (NSVisualEffectView.h `API_AVAILABLE(macos(10.14))`).
    static let visualEffectMaterials10_14 = [
        "headerView", "sheet", "windowBackground", "hudWindow", "fullScreenUI", "toolTip", "contentBackground",
        "underWindowBackground", "underPageBackground",
    ]

    /// `material`: a property for a current material; nothing for `appearanceBased`, the initial value
    /// of `NSVisualEffectView()`; an issue for the materials deprecated in macOS 10.14 (`light`, `dark`,
    /// `mediumLight`, `ultraDark`), whose use is a deprecation warning at a 10.14 target and later.
    static func visualEffectMaterial(_ value: String) -> (property: MappedProperty?, problem: String?) {
        if value == "appearanceBased" { return (nil, nil) }
        if visualEffectMaterials.contains(value) {
            let property = MappedProperty(
                key: "material", value: .enumCase(type: "NSVisualEffectView.Material", name: value),
                setter: "{t}.material = {v}")
            return (property, nil)
        }
        if ["light", "dark", "mediumLight", "ultraDark"].contains(value) {
            let problem =
                "material '\(value)' of visualEffectView not converted: NSVisualEffectView.Material.\(value) is "
                + "deprecated since macOS 10.14; choose a semantic material (.hudWindow, .sidebar, .menu…)"
            return (nil, problem)
        }
        return (nil, "value '\(value)' of 'material' not converted")
    }

    /// The blending mode and state IB writes for every visual effect view, left out at
    /// `NSVisualEffectView()`'s initial values (behind window, follows the window's active state).
    static func visualEffectImplicit(_ object: IBObject, into result: inout [MappedProperty]) {
        let a = object.attributes
        if a.value("blendingMode") == "behindWindow" { result.removeAll { $0.key == "blendingMode" } }
        if a.value("state") == "followsWindowActiveState" { result.removeAll { $0.key == "state" } }
        if a.value("emphasized").map(IBAttributes.isTrue) == false { result.removeAll { $0.key == "isEmphasized" } }
    }
}

/// AppKit search fields (`<searchField>` and its `<searchFieldCell>`, NSSearchField.h): the text
/// field's cell conversion with the search field's own values.
extension ViewMapping {
    /// `<searchFieldCell>` attributes of a search field's own (NSSearchField.h, macOS 10.10).
    static let searchFieldCellRules: [String: AttributeRule] = [
        "sendsWholeSearchString": .init("sendsWholeSearchString", .bool),
        "sendsSearchStringImmediately": .init("sendsSearchStringImmediately", .bool),
        "recentsAutosaveName": .init("recentsAutosaveName", .string),
        "maximumRecents": .init("maximumRecents", .int),
    ]

    /// What `NSSearchField()` starts with among the values the text field's cell conversion sets
    /// explicitly or IB writes for every search field: editable, selectable, bezeled (rounded), not
    /// bordered, and its search options off.
    static let searchFieldInitialValues: [String: MappedValue] = [
        "isEditable": .bool(true), "isSelectable": .bool(true), "isBezeled": .bool(true), "isBordered": .bool(false),
        "bezelStyle": .enumCase(type: "NSTextField.BezelStyle", name: "roundedBezel"),
        "sendsWholeSearchString": .bool(false), "sendsSearchStringImmediately": .bool(false),
    ]

    static func removeSearchFieldInitialValues(from result: inout [MappedProperty]) {
        result.removeAll { searchFieldInitialValues[$0.key] == $0.value }
    }
}

extension ViewMapping {
    /// `<attributedString key="textStorage">` of a text view whose text is one run in one font,
    /// color and alignment (what IB writes for plain text): `string`, `font`, `textColor` and
    /// `alignment` of the text view (NSText.h), which apply to its whole text. Several runs, tab
    /// stops, line spacing and other attributes are an issue naming them.
    static func textStorage(_ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]) {
        var problems: [String] = []
        var properties: [MappedProperty] = []
        func problem(_ what: String) { if !problems.contains(what) { problems.append(what) } }
        let fragments = element.children.filter { $0.name == "fragment" }
        for other in element.children where other.name != "fragment" { problem("<\(other.name)>") }
        if fragments.count > 1 { problem("\(fragments.count) runs") }
        if let fragment = fragments.first, fragments.count == 1 {
            var content = fragment.attributes.value("content") ?? ""
            if let string = fragment.child("string", key: "content") {
                content = string.text ?? ""
                if string.attributes.bool("base64-UTF8") { problem("base64 text") }
            }
            // An empty text is the text view's own.
            if !content.isEmpty {
                properties.append(MappedProperty(key: "string", value: .string(content), setter: "{t}.string = {v}"))
            }
            for attribute in fragment.child("attributes")?.children ?? [] {
                switch (attribute.name, attribute.key ?? "") {
                case ("font", "NSFont"):
                    if NonFinite.attribute(in: attribute.attributes, ["size"]) != nil {
                        problem("NSFont size")
                    } else if let font = appKitFont(attribute) {
                        properties.append(MappedProperty(key: "font", value: .font(font), setter: "{t}.font = {v}"))
                    } else {
                        problem("NSFont")
                    }
                case ("color", "NSColor"):
                    switch color(attribute, appKit: true) {
                    case .success(let value):
                        properties.append(
                            MappedProperty(key: "textColor", value: .color(value), setter: "{t}.textColor = {v}"))
                    case .failure(let failure): problem(failure.message)
                    }
                case ("paragraphStyle", "NSParagraphStyle"):
                    let a = attribute.attributes
                    let defaults = [
                        "lineBreakMode": "wordWrapping", "baseWritingDirection": "natural",
                        "tighteningFactorForTruncation": "0.0", "allowsDefaultTighteningForTruncation": "NO",
                    ]
                    for other in a where other.name != "key" && other.name != "alignment" {
                        if defaults[other.name] != other.value { problem("NSParagraphStyle \(other.name)") }
                    }
                    for child in attribute.children { problem("NSParagraphStyle <\(child.name)>") }
                    let alignment = a.value("alignment") ?? "natural"
                    if let name = appKitTextAlignments[alignment] {
                        if name != "natural" {
                            properties.append(
                                MappedProperty(
                                    key: "alignment", value: .enumCase(type: "NSTextAlignment", name: name),
                                    setter: "{t}.alignment = {v}"))
                        }
                    } else {
                        problem("NSParagraphStyle alignment")
                    }
                default:
                    problem(attribute.key ?? "<\(attribute.name)>")
                }
            }
        }
        guard problems.isEmpty else {
            issues.append(
                MappingIssue(
                    message: "text of the text view (textStorage) not converted (\(problems.joined(separator: "; ")))",
                    position: element.position))
            return
        }
        // The text's own font and color apply to the whole text: they replace the text view's.
        for property in properties {
            result.removeAll { $0.key == property.key }
            result.append(property)
        }
    }
}
