import IBModel

/// The Swift spellings of Cocoa bindings (AppKit's NSKeyValueBinding.h, Foundation's
/// NSValueTransformer.h in the macOS 15.5 SDK): IB's `<binding name="value" keyPath="values.x">` and
/// its `<dictionary key="options">` become `bind(_:to:withKeyPath:options:)`.
enum CocoaBindings {
    /// The raw values of the `NSBindingName` constants (`NSValueBinding` is `"value"`, Swift's `.value`).
    /// IB's numbered names (`enabled2`, `displayPatternValue1`) have no constant.
    static let names: Set<String> = [
        "alignment", "alternateImage", "alternateTitle", "animate", "animationDelay", "argument", "attributedString",
        "contentArray", "contentArrayForMultipleSelection", "content", "contentDictionary", "contentHeight",
        "contentObject", "contentObjects", "contentSet", "contentValues", "contentWidth", "criticalValue", "data",
        "displayPatternTitle", "displayPatternValue", "documentEdited", "doubleClickArgument", "doubleClickTarget",
        "editable", "enabled", "excludedKeys", "filterPredicate", "font", "fontBold", "fontFamilyName", "fontItalic",
        "fontName", "fontSize", "headerTitle", "hidden", "image", "includedKeys", "initialKey", "initialValue",
        "isIndeterminate", "label", "localizedKeyDictionary", "managedObjectContext", "maximumRecents", "maxValue",
        "maxWidth", "minValue", "minWidth", "mixedStateImage", "offStateImage", "onStateImage", "positioningRect",
        "predicate", "recentSearches", "representedFilename", "rowHeight", "selectedIdentifier", "selectedIndex",
        "selectedLabel", "selectedObject", "selectedObjects", "selectedTag", "selectedValue", "selectedValues",
        "selectionIndexes", "selectionIndexPaths", "sortDescriptors", "target", "textColor", "title", "toolTip",
        "transparent", "value", "valuePath", "valueURL", "visible", "warningValue", "width",
    ]

    /// The `NSBindingOption` constants, by raw value (IB's dictionary key): `NSContinuouslyUpdatesValue`
    /// is Swift's `.continuouslyUpdatesValue` (`NSDeletesObjectsOnRemoveBindingsOption` too is
    /// `.deletesObjectsOnRemove`).
    static let options: Set<String> = [
        "NSAllowsEditingMultipleValuesSelection", "NSAllowsNullArgument", "NSAlwaysPresentsApplicationModalAlerts",
        "NSConditionallySetsEditable", "NSConditionallySetsEnabled", "NSConditionallySetsHidden",
        "NSContinuouslyUpdatesValue", "NSCreatesSortDescriptor", "NSDeletesObjectsOnRemove", "NSDisplayName",
        "NSDisplayPattern",
        "NSContentPlacementTag", "NSHandlesContentAsCompoundValue", "NSInsertsNullPlaceholder",
        "NSInvokesSeparatelyWithArrayObjects", "NSMultipleValuesPlaceholder", "NSNoSelectionPlaceholder",
        "NSNotApplicablePlaceholder", "NSNullPlaceholder", "NSRaisesForNotApplicableKeys", "NSPredicateFormat",
        "NSSelectorName", "NSSelectsAllWhenSettingContent", "NSValidatesImmediately", "NSValueTransformerName",
    ]

    /// Foundation's transformer names that are not deprecated, by raw value. `NSUnarchiveFromData` and
    /// `NSKeyedUnarchiveFromData` (deprecated in macOS 10.14) stay string literals: their replacement,
    /// `NSSecureUnarchiveFromData`, refuses classes such as NSColor that they accept.
    static let transformers: [String: String] = [
        "NSNegateBoolean": "negateBooleanTransformerName", "NSIsNil": "isNilTransformerName",
        "NSIsNotNil": "isNotNilTransformerName", "NSSecureUnarchiveFromData": "secureUnarchiveFromDataTransformerName",
    ]

    /// `.value`, or `NSBindingName("enabled2")` for a name with no constant.
    static func nameSpelling(_ raw: String) -> String {
        names.contains(raw) ? "." + raw : "NSBindingName(" + MappedValue.stringLiteral(raw) + ")"
    }

    /// `.continuouslyUpdatesValue: true`, `.nullPlaceholder: "None"` from IB's `<dictionary key="options">`,
    /// nil when it lists none; the problem names what has no spelling.
    static func optionsSpelling(_ binding: IBConnection) -> (entries: [String]?, problem: String?) {
        var entries: [String] = []
        for option in optionElements(of: binding) {
            guard let key = option.attributes["key"], options.contains(key) else {
                return (nil, "binding option '\(option.attributes["key"] ?? option.name)'")
            }
            let value: String
            switch option.name {
            case "bool": value = option.attributes["value"] == "YES" ? "true" : "false"
            case "integer", "real":
                guard let number = option.attributes["value"], Double(number) != nil else {
                    return (nil, "binding option '\(key)' value")
                }
                value = number
            case "string":
                let text = option.text ?? ""
                if key == "NSValueTransformerName", let name = transformers[text] {
                    value = "NSValueTransformerName." + name
                } else {
                    value = MappedValue.stringLiteral(text)
                }
            default: return (nil, "binding option '\(key)' of type <\(option.name)>")
            }
            let name = key.dropFirst(2)
            entries.append("." + name.prefix(1).lowercased() + name.dropFirst() + ": " + value)
        }
        return (entries.isEmpty ? nil : entries, nil)
    }

    /// The entries of the binding's `<dictionary key="options">` (`<bool key="NSValidatesImmediately"
    /// value="YES"/>`, `<string key="NSNullPlaceholder">None</string>`), in the IB file's order.
    static func optionElements(of binding: IBConnection) -> [IBElement] {
        binding.properties.first { $0.attributes["key"] == "options" }?.children ?? []
    }

    /// `view.bind(arguments, options: [...])` on one line when it fits in 112 columns (the body is
    /// indented by 8), else the arguments and the options on lines of their own, and the options one
    /// per line when they do not fit either.
    static func call(on expression: String, arguments: String, options: [String]?) -> String {
        let dictionary = options.map { "[" + $0.joined(separator: ", ") + "]" }
        let oneLine = expression + ".bind(" + arguments + (dictionary.map { ", options: " + $0 } ?? "") + ")"
        guard oneLine.utf8.count > 112 else { return oneLine }
        var code = expression + ".bind(\n    " + arguments
        guard let options, let dictionary else { return code + ")" }
        if dictionary.utf8.count + 13 <= 112 {
            code += ",\n    options: " + dictionary + ")"
        } else {
            code += ",\n    options: [\n" + options.map { "        " + $0 + ",\n" }.joined() + "    ])"
        }
        return code
    }

    /// The ids of the document's `<userDefaultsController representsSharedInstance="YES">`: each is
    /// `NSUserDefaultsController.shared`, which the nib does not create but looks up.
    static func sharedDefaultsControllers(_ document: IBDocument) -> Set<String> {
        guard document.platform == .macOS else { return [] }
        var ids: Set<String> = []
        for object in document.objects where isSharedDefaultsController(object) {
            if let id = object.id { ids.insert(id) }
        }
        for scene in document.scenes {
            for member in scene.members where isSharedDefaultsController(member) {
                if let id = member.id { ids.insert(id) }
            }
        }
        return ids
    }

    static func isSharedDefaultsController(_ object: IBObject) -> Bool {
        object.element == "userDefaultsController" && object.attributes["representsSharedInstance"] == "YES"
    }

    static let sharedDefaultsExpression = "NSUserDefaultsController.shared"
}
