import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// AppKit: attribute rules of the NS classes, the `<…Cell key="cell">` elements whose attributes
/// belong to the control, and the spelling of shared value expressions.
extension ViewMapping {
    static let appKitTextAlignments: [String: String] = [
        "left": "left", "center": "center", "right": "right", "justified": "justified", "natural": "natural",
    ]
    static let appKitLineBreakModes: [String: String] = [
        "clipping": "byClipping", "truncatingTail": "byTruncatingTail", "truncatingMiddle": "byTruncatingMiddle",
        "truncatingHead": "byTruncatingHead", "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping",
    ]

    /// Per NS class: IB attribute → rule (on the view element itself).
    static let appKitRules: [String: [String: AttributeRule]] = [
        "NSView": [
            "hidden": .init("isHidden", .bool), "alphaValue": .init("alphaValue", .number),
            "toolTip": .init("toolTip", .string),
            "identifier": .init("identifier", .string, setter: "{t}.identifier = NSUserInterfaceItemIdentifier({v})"),
            "autoresizesSubviews": .init("autoresizesSubviews", .bool),
            // IB's "Core Animation Layer" checkbox: a layer for `layer.…` runtime attributes (set after it).
            "wantsLayer": .init("wantsLayer", .bool),
            // NSView.h (macOS 10.9 in the 15.5 SDK); off in a view made in code, linked on macOS 14 or later.
            "clipsToBounds": .init("clipsToBounds", .bool),
            // NSAppearanceCustomization: a code-made view has none (it inherits its window's).
            "appearanceType": .init(
                "appearance",
                .enumeration(
                    type: "NSAppearance.Name", cases: same("aqua", "darkAqua", "vibrantLight", "vibrantDark")),
                setter: "{t}.appearance = NSAppearance(named: {v})"),
        ],
        "NSControl": [
            "enabled": .init("isEnabled", .bool), "tag": .init("tag", .int),
            "allowsExpansionToolTips": .init("allowsExpansionToolTips", .bool),
        ],
        "NSButton": ["imageHugsTitle": .init("imageHugsTitle", .bool)],
        "NSTextView": textViewRules, "NSVisualEffectView": visualEffectRules,
        "NSTextField": [
            // IB's "Completes" (NSTextField.h; on in a code-made field).
            "textCompletion": .init("isAutomaticTextCompletionEnabled", .bool),
            "preferredMaxLayoutWidth": .init("preferredMaxLayoutWidth", .number),
            "allowsCharacterPickerTouchBarItem": .init("allowsCharacterPickerTouchBarItem", .bool),
        ],
        "NSBox": [
            "boxType": .init(
                "boxType", .enumeration(type: "NSBox.BoxType", cases: same("primary", "separator", "custom"))),
            "title": .init("title", .string),
            "titlePosition": .init(
                "titlePosition",
                .enumeration(
                    type: "NSBox.TitlePosition",
                    cases: same("noTitle", "aboveTop", "atTop", "belowTop", "aboveBottom", "atBottom", "belowBottom"))),
            "borderWidth": .init("borderWidth", .number), "cornerRadius": .init("cornerRadius", .number),
            "transparent": .init("isTransparent", .bool),
        ],
        // NSTabView.h: NSTabView() has top tabs with a bezel, the regular size, a background and
        // truncated labels.
        "NSTabView": [
            "type": .init(
                "tabViewType",
                .enumeration(
                    type: "NSTabView.TabType",
                    cases: same(
                        "topTabsBezelBorder", "leftTabsBezelBorder", "bottomTabsBezelBorder", "rightTabsBezelBorder",
                        "noTabsBezelBorder", "noTabsLineBorder", "noTabsNoBorder"))),
            "controlSize": controlSizeRule, "drawsBackground": .init("drawsBackground", .bool),
            "allowsTruncatedLabels": .init("allowsTruncatedLabels", .bool),
        ],
        "NSScrollView": [
            "borderType": .init(
                "borderType",
                .enumeration(
                    type: "NSBorderType",
                    cases: [
                        "none": "noBorder", "line": "lineBorder", "bezel": "bezelBorder", "groove": "grooveBorder",
                    ])),
            "hasHorizontalScroller": .init("hasHorizontalScroller", .bool),
            "hasVerticalScroller": .init("hasVerticalScroller", .bool),
            "autohidesScrollers": .init("autohidesScrollers", .bool),
            "horizontalLineScroll": .init("horizontalLineScroll", .number),
            "verticalLineScroll": .init("verticalLineScroll", .number),
            "horizontalPageScroll": .init("horizontalPageScroll", .number),
            "verticalPageScroll": .init("verticalPageScroll", .number),
            "usesPredominantAxisScrolling": .init("usesPredominantAxisScrolling", .bool),
            "horizontalScrollElasticity": .init(
                "horizontalScrollElasticity",
                .enumeration(type: "NSScrollView.Elasticity", cases: same("automatic", "none", "allowed"))),
            "verticalScrollElasticity": .init(
                "verticalScrollElasticity",
                .enumeration(type: "NSScrollView.Elasticity", cases: same("automatic", "none", "allowed"))),
            "drawsBackground": .init("drawsBackground", .bool),
            "allowsMagnification": .init("allowsMagnification", .bool),
            "minMagnification": .init("minMagnification", .number),
            "maxMagnification": .init("maxMagnification", .number),
            "automaticallyAdjustsContentInsets": .init("automaticallyAdjustsContentInsets", .bool),
        ],
        "NSClipView": [
            "drawsBackground": .init("drawsBackground", .bool),
            // Deprecated in macOS 11 "Setting this property has no effect" (propertiesWithoutEffect).
            "copiesOnScroll": .init("copiesOnScroll", .bool),
        ],
        "NSProgressIndicator": [
            "minValue": .init("minValue", .number), "maxValue": .init("maxValue", .number),
            "doubleValue": .init("doubleValue", .number),
            "style": .init("style", .enumeration(type: "NSProgressIndicator.Style", cases: same("bar", "spinning"))),
            "indeterminate": .init("isIndeterminate", .bool), "bezeled": .init("isBezeled", .bool),
            "displayedWhenStopped": .init("isDisplayedWhenStopped", .bool), "controlSize": controlSizeRule,
        ],
        "NSTableView": [
            "rowHeight": .init("rowHeight", .number),
            "columnAutoresizingStyle": .init(
                "columnAutoresizingStyle",
                .enumeration(
                    type: "NSTableView.ColumnAutoresizingStyle",
                    cases: [
                        "none": "noColumnAutoresizing", "uniform": "uniformColumnAutoresizingStyle",
                        "sequential": "sequentialColumnAutoresizingStyle",
                        "reverseSequential": "reverseSequentialColumnAutoresizingStyle",
                        "lastColumnOnly": "lastColumnOnlyAutoresizingStyle",
                        "firstColumnOnly": "firstColumnOnlyAutoresizingStyle",
                    ])),
            "tableStyle": .init(
                "style",
                .enumeration(
                    type: "NSTableView.Style", cases: same("automatic", "fullWidth", "inset", "sourceList", "plain"))),
            "rowSizeStyle": .init(
                "rowSizeStyle",
                .enumeration(
                    type: "NSTableView.RowSizeStyle",
                    cases: [
                        "default": "`default`", "custom": "custom", "small": "small", "medium": "medium",
                        "large": "large",
                        // What IB writes for "Default" (NSTableViewRowSizeStyleDefault); absent is custom.
                        "automatic": "`default`", "systemDefault": "`default`",
                    ])),
            "selectionHighlightStyle": .init(
                "selectionHighlightStyle",
                .enumeration(type: "NSTableView.SelectionHighlightStyle", cases: same("none", "regular", "sourceList"))),
            "alternatingRowBackgroundColors": .init("usesAlternatingRowBackgroundColors", .bool),
            "multipleSelection": .init("allowsMultipleSelection", .bool),
            "emptySelection": .init("allowsEmptySelection", .bool),
            "columnSelection": .init("allowsColumnSelection", .bool),
            "columnReordering": .init("allowsColumnReordering", .bool),
            "columnResizing": .init("allowsColumnResizing", .bool),
            "typeSelect": .init("allowsTypeSelect", .bool),
            "autosaveColumns": .init("autosaveTableColumns", .bool),
            "autosaveName": .init("autosaveName", .string),
            "usesAutomaticRowHeights": .init("usesAutomaticRowHeights", .bool),
            "allowsExpansionToolTips": .init("allowsExpansionToolTips", .bool),
            "floatsGroupRows": .init("floatsGroupRows", .bool),
        ],
        "NSStackView": [
            "orientation": .init(
                "orientation",
                .enumeration(type: "NSUserInterfaceLayoutOrientation", cases: same("horizontal", "vertical"))),
            "alignment": .init(
                "alignment",
                .enumeration(
                    type: "NSLayoutConstraint.Attribute",
                    cases: same(
                        "top", "bottom", "leading", "trailing", "centerX", "centerY", "firstBaseline", "lastBaseline"))),
            "distribution": .init(
                "distribution",
                .enumeration(
                    type: "NSStackView.Distribution",
                    cases: same(
                        "gravityAreas", "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"))),
            "spacing": .init("spacing", .number),
            "detachesHiddenViews": .init("detachesHiddenViews", .bool),
        ],
    ]

    /// Attributes of AppKit elements that only IB uses.
    static let appKitStructural: Set<String> = [
        "horizontalStackHuggingPriority", "verticalStackHuggingPriority", "focusRingType",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        // A table's prototype cell views make it view based; its header view is handled with the scroll view.
        "viewBased", "headerView",
        // A tab view's selected item: `selectTabViewItem(_:)` after its items (UnitBuilder.buildTabViewItem).
        "initialItem",
    ]

    /// `<textFieldCell>` attributes → NSTextField properties.
    static let textFieldCellRules: [String: AttributeRule] = [
        "title": .init("stringValue", .string), "placeholderString": .init("placeholderString", .string),
        "alignment": .init("alignment", .enumeration(type: "NSTextAlignment", cases: appKitTextAlignments)),
        "lineBreakMode": .init("lineBreakMode", .enumeration(type: "NSLineBreakMode", cases: appKitLineBreakModes)),
        "usesSingleLineMode": .init("usesSingleLineMode", .bool),
        "bezelStyle": .init(
            "bezelStyle",
            .enumeration(type: "NSTextField.BezelStyle", cases: ["round": "roundedBezel", "square": "squareBezel"])),
        "enabled": .init("isEnabled", .bool),
        "allowsEditingTextAttributes": .init("allowsEditingTextAttributes", .bool),
        "controlSize": controlSizeRule, "continuous": .init("isContinuous", .bool),
        "focusRingType": focusRingTypeRule,
    ]

    /// Cell attributes → control properties, per control class.
    static let appKitCellRules: [String: [String: AttributeRule]] = [
        "NSTextField": textFieldCellRules,
        "NSSearchField": textFieldCellRules.merging(searchFieldCellRules) { $1 },
        "NSButton": [
            "lineBreakMode": .init("lineBreakMode", .enumeration(type: "NSLineBreakMode", cases: appKitLineBreakModes)),
            "focusRingType": focusRingTypeRule, "tag": .init("tag", .int), "transparent": .init("isTransparent", .bool),
            "title": .init("title", .string), "alternateTitle": .init("alternateTitle", .string),
            "alignment": .init("alignment", .enumeration(type: "NSTextAlignment", cases: appKitTextAlignments)),
            "imageScaling": .init(
                "imageScaling",
                .enumeration(
                    type: "NSImageScaling",
                    cases: [
                        "proportionallyDown": "scaleProportionallyDown", "axesIndependently": "scaleAxesIndependently",
                        "none": "scaleNone", "proportionallyUpOrDown": "scaleProportionallyUpOrDown",
                    ])),
            "bezelStyle": .init(
                "bezelStyle",
                .enumeration(
                    type: "NSButton.BezelStyle",
                    // IB keeps the old names; the SDK's current names have the same raw values
                    // (rounded = push, regularSquare = flexiblePush, texturedRounded = toolbar,
                    // roundRect = accessoryBarAction, recessed = accessoryBar, roundedDisclosure =
                    // pushDisclosure, inline = badge).
                    cases: [
                        "rounded": "push", "push": "push", "regularSquare": "flexiblePush",
                        "flexiblePush": "flexiblePush", "disclosure": "disclosure", "circular": "circular",
                        "helpButton": "helpButton", "smallSquare": "smallSquare", "texturedRounded": "toolbar",
                        "toolbar": "toolbar", "roundRect": "accessoryBarAction", "recessed": "accessoryBar",
                        "roundedDisclosure": "pushDisclosure", "inline": "badge", "badge": "badge",
                        "shadowlessSquare": "shadowlessSquare", "texturedSquare": "texturedSquare",
                        "roundedRect": "accessoryBarAction",
                    ])),
            "controlSize": controlSizeRule, "enabled": .init("isEnabled", .bool),
            "continuous": .init("isContinuous", .bool),
            "type": .init(
                "buttonType",
                .enumeration(
                    type: "NSButton.ButtonType",
                    cases: [
                        "push": "momentaryPushIn", "check": "switch", "radio": "radio", "toggle": "toggle",
                        "onOff": "onOff", "momentaryChange": "momentaryChange", "pushOnPushOff": "pushOnPushOff",
                    ]),
                setter: "{t}.setButtonType({v})"),
        ],
        "NSSlider": [
            "minValue": .init("minValue", .number), "maxValue": .init("maxValue", .number),
            "doubleValue": .init("doubleValue", .number), "numberOfTickMarks": .init("numberOfTickMarks", .int),
            "allowsTickMarkValuesOnly": .init("allowsTickMarkValuesOnly", .bool),
            "tickMarkPosition": .init(
                "tickMarkPosition",
                .enumeration(type: "NSSlider.TickMarkPosition", cases: same("above", "below"))),
            "sliderType": .init(
                "sliderType", .enumeration(type: "NSSlider.SliderType", cases: same("linear", "circular"))),
            "controlSize": controlSizeRule, "continuous": .init("isContinuous", .bool),
            "enabled": .init("isEnabled", .bool),
        ],
        "NSStepper": [
            "minValue": .init("minValue", .number), "maxValue": .init("maxValue", .number),
            "doubleValue": .init("doubleValue", .number), "increment": .init("increment", .number),
            "valueWraps": .init("valueWraps", .bool), "autorepeat": .init("autorepeat", .bool),
            "controlSize": controlSizeRule, "continuous": .init("isContinuous", .bool),
            "enabled": .init("isEnabled", .bool),
        ],
        "NSImageView": [
            "imageScaling": .init(
                "imageScaling",
                .enumeration(
                    type: "NSImageScaling",
                    cases: [
                        "proportionallyDown": "scaleProportionallyDown", "axesIndependently": "scaleAxesIndependently",
                        "none": "scaleNone", "proportionallyUpOrDown": "scaleProportionallyUpOrDown",
                    ])),
            "imageFrameStyle": .init(
                "imageFrameStyle",
                .enumeration(type: "NSImageView.FrameStyle", cases: same("photo", "grayBezel"))),
            "imageAlignment": .init(
                "imageAlignment",
                .enumeration(
                    type: "NSImageAlignment",
                    cases: [
                        "center": "alignCenter", "top": "alignTop", "topLeft": "alignTopLeft",
                        "topRight": "alignTopRight", "left": "alignLeft", "bottom": "alignBottom",
                        "bottomLeft": "alignBottomLeft", "bottomRight": "alignBottomRight", "right": "alignRight",
                    ])),
            "focusRingType": focusRingTypeRule,
        ],
    ]

    /// The `NSButton.ButtonType` whose highlight (`lightBy…`, `pushIn`) and state (`change…`) flags IB wrote
    /// in `<behavior>` (the masks `setButtonType(_:)` sets).
    static func buttonType(behavior: IBElement?) -> String? {
        guard let behavior else { return nil }
        let flags = Set(behavior.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name))
        let table: [(Set<String>, String)] = [
            (["pushIn", "lightByBackground", "lightByGray"], "momentaryPushIn"),
            (["pushIn", "lightByBackground", "lightByGray", "changeBackground", "changeGray"], "pushOnPushOff"),
            (["lightByBackground", "lightByGray", "changeBackground", "changeGray"], "onOff"),
            (["pushIn", "changeContents", "lightByContents"], "toggle"),
            (["lightByContents"], "momentaryChange"),
            (["lightByBackground", "lightByGray"], "momentaryLight"),
        ]
        return table.first { $0.0 == flags }?.1
    }

    /// Initial values of a code-made NSButton for cell attributes IB may write with that value (its
    /// own defaults differ): NSCell.h `lineBreakMode`, `tag`, `isTransparent`.
    static let appKitCellCodeDefaults: [String: MappedValue] = [
        "lineBreakMode": .enumCase(type: "NSLineBreakMode", name: "byWordWrapping"), "tag": .int(0),
        "isTransparent": .bool(false),
    ]

    /// `focusRingType` of a cell: the control's (`NSView.focusRingType`, `.default` in a code-made one).
    static let focusRingTypeRule = AttributeRule(
        "focusRingType", .enumeration(type: "NSFocusRingType", cases: same("none", "exterior")))

    /// `controlSize` of a cell (`NSControl.controlSize`).
    static let controlSizeRule = AttributeRule(
        "controlSize",
        .enumeration(type: "NSControl.ControlSize", cases: same("regular", "small", "mini", "large")))

    /// Cell attributes that carry nothing the control needs at run time.
    /// ``appKitCellRules`` as ``NameTable``s, looked up for every cell attribute (sorted: no class is
    /// a kind of two of them, but the order should not depend on hashing).
    static let appKitCellRuleTables: [(className: String, rules: NameTable<AttributeRule>)] =
        appKitCellRules.keys.sorted().map { ($0, NameTable(appKitCellRules[$0] ?? [:])) }

    /// ``appKitCellStructural`` as a ``NameTable``.
    static let appKitCellStructuralTable = NameTable(
        Dictionary(uniqueKeysWithValues: appKitCellStructural.map { ($0, true) }))

    static let appKitCellStructural: Set<String> = [
        "key", "id", "sendsActionOnEndEditing", "refusesFirstResponder", "inset", "scrollable",
        "truncatesLastVisibleLine",
        "state", "imagePosition", "borderStyle", "editable", "selectable", "drawsBackground", "image", "allowsUndo",
        "animates", "alignment", "catalog",
        "userLabel",  // IB's document outline name: not compiled into the nib
    ]

    /// `NSColor` class properties named like IB's `catalog="System"` colors (`NSColor.h`; deprecated ones left out).
    static let appKitSemanticColors: Set<String> = [
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "linkColor",
        "placeholderTextColor", "windowFrameTextColor", "selectedMenuItemTextColor",
        "alternateSelectedControlTextColor", "headerTextColor", "separatorColor", "gridColor",
        "windowBackgroundColor", "underPageBackgroundColor", "controlBackgroundColor",
        "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor", "findHighlightColor",
        "textColor", "textBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor",
        "unemphasizedSelectedTextBackgroundColor", "unemphasizedSelectedTextColor", "controlColor",
        "controlTextColor", "selectedControlColor", "selectedControlTextColor", "disabledControlTextColor",
        "keyboardFocusIndicatorColor", "controlAccentColor", "highlightColor", "shadowColor",
    ]

    /// Deprecated IB color names and the current `NSColor` property NSColor.h calls their alias.
    static let appKitColorAliases: [String: String] = [
        "alternateSelectedControlColor": "selectedContentBackgroundColor",
        "secondarySelectedControlColor": "unemphasizedSelectedContentBackgroundColor",
    ]

    /// Standard colors whose Swift name drops `Color` (`blackColor` → `NSColor.black`), as `systemRedColor` does.
    static let appKitStandardColors: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemBrown", "systemPink", "systemPurple", "systemGray", "systemTeal", "systemIndigo",
    ]

    /// The `NSColor` class property for an IB system color name, or nil when there is none.
    public static func appKitSystemColor(_ ibName: String) -> String? {
        if appKitSemanticColors.contains(ibName) { return ibName }
        if let alias = appKitColorAliases[ibName] { return alias }
        let base = ibName.hasSuffix("Color") ? String(ibName.dropLast(5)) : ibName
        return appKitStandardColors.contains(base) ? base : nil
    }

    /// Converts a `<textFieldCell>`, `<buttonCell>` or `<imageCell>`: its attributes set the control.
    static func appKitCell(
        _ cell: IBElement, className: String, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        let a = cell.attributes
        let rules = appKitCellRuleTables.first { isKind(className, of: $0.className) }?.rules
        if isKind(className, of: "NSTextField") {
            // IB writes only what differs from the cell's defaults, which are not NSTextField()'s.
            for (attribute, property) in [
                ("editable", "isEditable"), ("selectable", "isSelectable"), ("drawsBackground", "drawsBackground"),
            ] {
                let on = a.bool(attribute)
                result.append(
                    MappedProperty(key: property, value: .bool(on), setter: .concat("{t}.", property, " = {v}")))
            }
            result.append(
                MappedProperty(
                    key: "isBezeled", value: .bool(a.value("borderStyle") == "bezel"), setter: "{t}.isBezeled = {v}"))
            result.append(
                MappedProperty(
                    key: "isBordered", value: .bool(a.value("borderStyle") == "border"), setter: "{t}.isBordered = {v}")
            )
        }
        if isKind(className, of: "NSSlider") || isKind(className, of: "NSStepper"), a.value("continuous") == nil {
            // IB writes `continuous` only when on; the controls' own default is not IB's.
            result.append(MappedProperty(key: "isContinuous", value: .bool(false), setter: "{t}.isContinuous = {v}"))
        }
        if isKind(className, of: "NSButton"), let state = a.value("state"), ["on", "off", "mixed"].contains(state) {
            result.append(
                MappedProperty(
                    key: "state", value: .enumCase(type: "NSControl.StateValue", name: state), setter: "{t}.state = {v}"
                ))
        }
        if let image = a.value("image"), isKind(className, of: "NSButton") || isKind(className, of: "NSImageView") {
            // `catalog="system"`: an SF Symbol, `NSImage(systemSymbolName:accessibilityDescription:)` (macOS 11).
            let system = a.value("catalog") == "system"
            result.append(
                MappedProperty(key: "image", value: .image(name: image, system: system), setter: "{t}.image = {v}"))
        }
        // Limits before the value: the controls clamp `doubleValue` to `minValue…maxValue` when it is set.
        // The limits, then the rest, each in document order (a stable partition; it was a sort).
        func isLimit(_ name: String) -> Bool { name == "minValue" || name == "maxValue" }
        var limitsFirst: [IBAttributes.Attribute] = []
        limitsFirst.reserveCapacity(a.count)
        for attribute in a.pairs where isLimit(attribute.name) { limitsFirst.append(attribute) }
        for attribute in a.pairs where !isLimit(attribute.name) { limitsFirst.append(attribute) }
        for attribute in limitsFirst {
            if attribute.name == "type", isKind(className, of: "NSButton"),
                rules?["type"].flatMap({
                    convert(attribute.value, kind: $0.kind)
                }) == nil, let type = buttonType(behavior: cell.children.first { $0.name == "behavior" })
            {
                // IB's style presets (square, bevel, help…) keep the button type in `<behavior>`.
                result.append(
                    MappedProperty(
                        key: "buttonType", value: .enumCase(type: "NSButton.ButtonType", name: type),
                        setter: "{t}.setButtonType({v})"))
            } else if attribute.name == "alternateImage", isKind(className, of: "NSButton") {
                result.append(
                    MappedProperty(
                        key: "alternateImage", value: .image(name: attribute.value, system: false),
                        setter: "{t}.alternateImage = {v}"))
            } else if let rule = rules?[attribute.name], let value = convert(attribute.value, kind: rule.kind) {
                // A cell value that is the code-made control's own is not restated.
                if isKind(className, of: "NSButton"), appKitCellCodeDefaults[rule.key] == value { continue }
                result.append(
                    MappedProperty(key: rule.key, value: value, setter: rule.statementTemplate))
            } else if appKitCellStructuralTable[attribute.name] == nil {
                issues.append(
                    MappingIssue(
                        message: "cell attribute '\(attribute.name)' of \(className) not converted",
                        position: cell.position))
            }
        }
        for child in cell.children {
            switch (child.name, child.key ?? "") {
            case ("font", _) where child.attributes.bool("usesAppearanceFont"):
                continue  // The control's own font for its size and appearance: what NSButton()/NSTextField() have.
            case ("font", _):
                if let (name, value) = NonFinite.attribute(in: child.attributes, ["size"]) {
                    issues.append(
                        MappingIssue(
                            message: NonFinite.message(name, value, leftOut: "the font is"), position: child.position))
                } else if let font = appKitFont(child) {
                    result.append(MappedProperty(key: "font", value: .font(font), setter: "{t}.font = {v}"))
                } else {
                    issues.append(MappingIssue(message: "font not converted", position: child.position))
                }
            case ("color", let key)
            where ["textColor", "backgroundColor"].contains(key) && isKind(className, of: "NSTextField"):
                switch color(child, appKit: true) {
                case .success(let value):
                    result.append(
                        MappedProperty(key: key, value: .color(value), setter: .concat("{t}.", key, " = {v}")))
                case .failure(let problem):
                    issues.append(MappingIssue(message: problem.message, position: child.position))
                }
            case ("string", "title") where isKind(className, of: "NSTextField") || isKind(className, of: "NSButton"):
                // A title IB could not write as an attribute (line breaks…).
                let key = isKind(className, of: "NSButton") ? "title" : "stringValue"
                result.append(
                    MappedProperty(key: key, value: .string(child.text ?? ""), setter: .concat("{t}.", key, " = {v}")))
            case ("string", "keyEquivalent") where isKind(className, of: "NSButton"):
                result.append(
                    MappedProperty(
                        key: "keyEquivalent", value: .string(ibString(child)), setter: "{t}.keyEquivalent = {v}"))
            case ("modifierMask", "keyEquivalentModifierMask") where isKind(className, of: "NSButton"):
                let flags = ["command", "control", "option", "shift"]
                for attribute in child.attributes where attribute.name != "key" && !flags.contains(attribute.name) {
                    issues.append(
                        MappingIssue(
                            message: "modifier '\(attribute.name)' of a key equivalent not converted",
                            position: child.position))
                }
                let names = flags.filter { child.attributes.bool($0) }
                // A code-made NSButton has no modifiers: IB's empty mask is not restated.
                if !names.isEmpty {
                    result.append(
                        MappedProperty(
                            key: "keyEquivalentModifierMask",
                            value: .options(type: "NSEvent.ModifierFlags", names: names),
                            setter: "{t}.keyEquivalentModifierMask = {v}"))
                }
            case ("behavior", _), ("nil", _):
                continue  // Behavior flags follow from the button type.
            default:
                issues.append(
                    MappingIssue(
                        message: "<\(child.name)> in a cell of \(className) not converted", position: child.position))
            }
        }
        if isKind(className, of: "NSSearchField") { removeSearchFieldInitialValues(from: &result) }
    }

    /// IB meta fonts with their own `NSFont` class method (NSFont.h).
    static let appKitMetaFonts: [String: String] = [
        "message": "messageFont", "label": "labelFont", "menu": "menuFont", "controlContent": "controlContentFont",
        "toolTip": "toolTipsFont", "titleBar": "titleBarFont", "palette": "paletteFont", "menuBar": "menuBarFont",
    ]

    /// `<font key="font" metaFont="system" size=…>` or `<font name=… size=…>`.
    static func appKitFont(_ element: IBElement) -> FontValue? {
        let a = element.attributes
        let size = a.value("size").flatMap(Double.init(decimal:))
        switch a.value("metaFont") {
        case "system": return .system(size: size ?? 13, weight: "regular")
        case let meta? where appKitMetaFonts[meta] != nil:
            // IB leaves the size out for the default size, which these methods give for 0.
            return .appKitMeta(method: appKitMetaFonts[meta]!, size: size ?? 0)
        case "systemBold": return .boldSystem(size: size ?? 13)
        case let meta? where meta.hasPrefix("system"):
            // systemSemibold, systemMedium, systemLight…: the system font with that weight.
            let rest = meta.dropFirst(6)
            let weight = rest.prefix(1).lowercased() + rest.dropFirst()
            return fontWeights.contains(weight) ? .system(size: size ?? 13, weight: weight) : nil
        case "smallSystem": return .system(size: size ?? 11, weight: "regular")
        case "smallSystemBold": return .boldSystem(size: size ?? 11)
        case "miniSystem": return .system(size: size ?? 9, weight: "regular")
        case "miniSystemBold": return .boldSystem(size: size ?? 9)
        case nil: return a.value("name").map { .custom(name: $0, size: size ?? 13) }
        default: return nil
        }
    }
}

extension ViewMapping {
    /// The text of an IB `<string key=…>` element: IB writes one when the value cannot be an
    /// attribute (a line break, a tab, a control character); control characters are base64 with
    /// `base64-UTF8="YES"`, unpadded and on their own line (`\n DQ\n` is `"\r"`).
    static func ibString(_ element: IBElement) -> String {
        let text = element.text ?? ""
        guard element.attributes.bool("base64-UTF8") else { return text }
        let encoded = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
        let padded = encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        return Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// A menu item's `title` or `keyEquivalent`: the attribute, else IB's `<string key=…>` element.
    static func menuItemText(_ item: IBObject, _ key: String) -> String {
        if let value = item.attributes.value(key) { return value }
        return item.properties.first { $0.name == "string" && $0.key == key }.map(ibString) ?? ""
    }
}
