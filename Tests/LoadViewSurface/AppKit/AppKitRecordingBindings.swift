import Foundation

// Cocoa bindings: `bind(_:to:withKeyPath:options:)` records the binding on the bound object, and
// the dump prints `binding <path>.<name> -> <observed> "<key path>" [<option>=<value>,…]`, as
// `CanonicalHierarchy.bindingLines()` computes it from IB's `<binding>`.

struct NSBindingName: Hashable, Sendable {
    var rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    // Every constant `CocoaBindings.names` spells.
    static let alignment = NSBindingName("alignment")
    static let alternateImage = NSBindingName("alternateImage")
    static let alternateTitle = NSBindingName("alternateTitle")
    static let animate = NSBindingName("animate")
    static let animationDelay = NSBindingName("animationDelay")
    static let argument = NSBindingName("argument")
    static let attributedString = NSBindingName("attributedString")
    static let contentArray = NSBindingName("contentArray")
    static let contentArrayForMultipleSelection = NSBindingName("contentArrayForMultipleSelection")
    static let content = NSBindingName("content")
    static let contentDictionary = NSBindingName("contentDictionary")
    static let contentHeight = NSBindingName("contentHeight")
    static let contentObject = NSBindingName("contentObject")
    static let contentObjects = NSBindingName("contentObjects")
    static let contentSet = NSBindingName("contentSet")
    static let contentValues = NSBindingName("contentValues")
    static let contentWidth = NSBindingName("contentWidth")
    static let criticalValue = NSBindingName("criticalValue")
    static let data = NSBindingName("data")
    static let displayPatternTitle = NSBindingName("displayPatternTitle")
    static let displayPatternValue = NSBindingName("displayPatternValue")
    static let documentEdited = NSBindingName("documentEdited")
    static let doubleClickArgument = NSBindingName("doubleClickArgument")
    static let doubleClickTarget = NSBindingName("doubleClickTarget")
    static let editable = NSBindingName("editable")
    static let enabled = NSBindingName("enabled")
    static let excludedKeys = NSBindingName("excludedKeys")
    static let filterPredicate = NSBindingName("filterPredicate")
    static let font = NSBindingName("font")
    static let fontBold = NSBindingName("fontBold")
    static let fontFamilyName = NSBindingName("fontFamilyName")
    static let fontItalic = NSBindingName("fontItalic")
    static let fontName = NSBindingName("fontName")
    static let fontSize = NSBindingName("fontSize")
    static let headerTitle = NSBindingName("headerTitle")
    static let hidden = NSBindingName("hidden")
    static let image = NSBindingName("image")
    static let includedKeys = NSBindingName("includedKeys")
    static let initialKey = NSBindingName("initialKey")
    static let initialValue = NSBindingName("initialValue")
    static let isIndeterminate = NSBindingName("isIndeterminate")
    static let label = NSBindingName("label")
    static let localizedKeyDictionary = NSBindingName("localizedKeyDictionary")
    static let managedObjectContext = NSBindingName("managedObjectContext")
    static let maximumRecents = NSBindingName("maximumRecents")
    static let maxValue = NSBindingName("maxValue")
    static let maxWidth = NSBindingName("maxWidth")
    static let minValue = NSBindingName("minValue")
    static let minWidth = NSBindingName("minWidth")
    static let mixedStateImage = NSBindingName("mixedStateImage")
    static let offStateImage = NSBindingName("offStateImage")
    static let onStateImage = NSBindingName("onStateImage")
    static let positioningRect = NSBindingName("positioningRect")
    static let predicate = NSBindingName("predicate")
    static let recentSearches = NSBindingName("recentSearches")
    static let representedFilename = NSBindingName("representedFilename")
    static let rowHeight = NSBindingName("rowHeight")
    static let selectedIdentifier = NSBindingName("selectedIdentifier")
    static let selectedIndex = NSBindingName("selectedIndex")
    static let selectedLabel = NSBindingName("selectedLabel")
    static let selectedObject = NSBindingName("selectedObject")
    static let selectedObjects = NSBindingName("selectedObjects")
    static let selectedTag = NSBindingName("selectedTag")
    static let selectedValue = NSBindingName("selectedValue")
    static let selectedValues = NSBindingName("selectedValues")
    static let selectionIndexes = NSBindingName("selectionIndexes")
    static let selectionIndexPaths = NSBindingName("selectionIndexPaths")
    static let sortDescriptors = NSBindingName("sortDescriptors")
    static let target = NSBindingName("target")
    static let textColor = NSBindingName("textColor")
    static let title = NSBindingName("title")
    static let toolTip = NSBindingName("toolTip")
    static let transparent = NSBindingName("transparent")
    static let value = NSBindingName("value")
    static let valuePath = NSBindingName("valuePath")
    static let valueURL = NSBindingName("valueURL")
    static let visible = NSBindingName("visible")
    static let warningValue = NSBindingName("warningValue")
    static let width = NSBindingName("width")
}

struct NSBindingOption: Hashable, Sendable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    // Every constant `CocoaBindings.options` spells.
    static let allowsEditingMultipleValuesSelection = NSBindingOption(
        rawValue: "NSAllowsEditingMultipleValuesSelection")
    static let allowsNullArgument = NSBindingOption(rawValue: "NSAllowsNullArgument")
    static let alwaysPresentsApplicationModalAlerts = NSBindingOption(
        rawValue: "NSAlwaysPresentsApplicationModalAlerts")
    static let conditionallySetsEditable = NSBindingOption(rawValue: "NSConditionallySetsEditable")
    static let conditionallySetsEnabled = NSBindingOption(rawValue: "NSConditionallySetsEnabled")
    static let conditionallySetsHidden = NSBindingOption(rawValue: "NSConditionallySetsHidden")
    static let continuouslyUpdatesValue = NSBindingOption(rawValue: "NSContinuouslyUpdatesValue")
    static let createsSortDescriptor = NSBindingOption(rawValue: "NSCreatesSortDescriptor")
    static let deletesObjectsOnRemove = NSBindingOption(rawValue: "NSDeletesObjectsOnRemove")
    static let displayName = NSBindingOption(rawValue: "NSDisplayName")
    static let displayPattern = NSBindingOption(rawValue: "NSDisplayPattern")
    static let contentPlacementTag = NSBindingOption(rawValue: "NSContentPlacementTag")
    static let handlesContentAsCompoundValue = NSBindingOption(rawValue: "NSHandlesContentAsCompoundValue")
    static let insertsNullPlaceholder = NSBindingOption(rawValue: "NSInsertsNullPlaceholder")
    static let invokesSeparatelyWithArrayObjects = NSBindingOption(rawValue: "NSInvokesSeparatelyWithArrayObjects")
    static let multipleValuesPlaceholder = NSBindingOption(rawValue: "NSMultipleValuesPlaceholder")
    static let noSelectionPlaceholder = NSBindingOption(rawValue: "NSNoSelectionPlaceholder")
    static let notApplicablePlaceholder = NSBindingOption(rawValue: "NSNotApplicablePlaceholder")
    static let nullPlaceholder = NSBindingOption(rawValue: "NSNullPlaceholder")
    static let raisesForNotApplicableKeys = NSBindingOption(rawValue: "NSRaisesForNotApplicableKeys")
    static let predicateFormat = NSBindingOption(rawValue: "NSPredicateFormat")
    static let selectorName = NSBindingOption(rawValue: "NSSelectorName")
    static let selectsAllWhenSettingContent = NSBindingOption(rawValue: "NSSelectsAllWhenSettingContent")
    static let validatesImmediately = NSBindingOption(rawValue: "NSValidatesImmediately")
    static let valueTransformerName = NSBindingOption(rawValue: "NSValueTransformerName")
}

struct NSValueTransformerName: SbgenCanonical, Sendable {
    var rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    var sbgenCanonical: String { sbgenQuote(rawValue) }
    static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

class NSController: SbgenRecording {}

final class NSUserDefaultsController: NSController {
    static let shared = NSUserDefaultsController()
}

/// One recorded `bind(_:to:withKeyPath:options:)`.
struct SbgenBinding {
    var name: String
    var observable: Any
    var keyPath: String
    /// `option=value`, sorted by option.
    var options: String
}

extension SbgenRecording {
    func bind(
        _ binding: NSBindingName, to observable: Any, withKeyPath keyPath: String,
        options: [NSBindingOption: Any]? = nil
    ) {
        let entries = (options ?? [:]).map { "\($0.key.rawValue)=\(sbgenCanon($0.value))" }.sorted()
        sbgenBindings.append(
            SbgenBinding(
                name: binding.rawValue, observable: observable, keyPath: keyPath,
                options: "[" + entries.joined(separator: ",") + "]"))
    }
}
