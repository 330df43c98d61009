import Foundation

// Cocoa bindings: `bind(_:to:withKeyPath:options:)` records the binding on the bound object, and
// the dump prints `binding <path>.<name> -> <observed> "<key path>" [<option>=<value>,…]`, as
// `CanonicalHierarchy.bindingLines()` computes it from IB's `<binding>`.

struct NSBindingName: Hashable, Sendable {
    var rawValue: String
    init(_ rawValue: String) { self.rawValue = rawValue }
    static let value = NSBindingName("value"), enabled = NSBindingName("enabled"), hidden = NSBindingName("hidden")
    static let content = NSBindingName("content"), textColor = NSBindingName("textColor")
    static let selectedIndex = NSBindingName("selectedIndex"), selectedTag = NSBindingName("selectedTag")
    static let selectedValue = NSBindingName("selectedValue"), selectedObject = NSBindingName("selectedObject")
    static let contentArray = NSBindingName("contentArray"), contentValues = NSBindingName("contentValues")
    static let contentObject = NSBindingName("contentObject"), selectionIndexes = NSBindingName("selectionIndexes")
    static let sortDescriptors = NSBindingName("sortDescriptors"), maxValue = NSBindingName("maxValue")
    static let minValue = NSBindingName("minValue"), editable = NSBindingName("editable")
    static let title = NSBindingName("title"), font = NSBindingName("font"), toolTip = NSBindingName("toolTip")
    static let contentWidth = NSBindingName("contentWidth"), contentHeight = NSBindingName("contentHeight")
    static let attributedString = NSBindingName("attributedString"), data = NSBindingName("data")
    static let valuePath = NSBindingName("valuePath"), filterPredicate = NSBindingName("filterPredicate")
    static let displayPatternValue = NSBindingName("displayPatternValue"), image = NSBindingName("image")
    static let isIndeterminate = NSBindingName("isIndeterminate"), alignment = NSBindingName("alignment")
}

struct NSBindingOption: Hashable, Sendable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let allowsEditingMultipleValuesSelection = NSBindingOption(
        rawValue: "NSAllowsEditingMultipleValuesSelection")
    static let conditionallySetsEditable = NSBindingOption(rawValue: "NSConditionallySetsEditable")
    static let conditionallySetsEnabled = NSBindingOption(rawValue: "NSConditionallySetsEnabled")
    static let conditionallySetsHidden = NSBindingOption(rawValue: "NSConditionallySetsHidden")
    static let continuouslyUpdatesValue = NSBindingOption(rawValue: "NSContinuouslyUpdatesValue")
    static let displayPattern = NSBindingOption(rawValue: "NSDisplayPattern")
    static let deletesObjectsOnRemove = NSBindingOption(rawValue: "NSDeletesObjectsOnRemove")
    static let handlesContentAsCompoundValue = NSBindingOption(rawValue: "NSHandlesContentAsCompoundValue")
    static let multipleValuesPlaceholder = NSBindingOption(rawValue: "NSMultipleValuesPlaceholder")
    static let noSelectionPlaceholder = NSBindingOption(rawValue: "NSNoSelectionPlaceholder")
    static let notApplicablePlaceholder = NSBindingOption(rawValue: "NSNotApplicablePlaceholder")
    static let nullPlaceholder = NSBindingOption(rawValue: "NSNullPlaceholder")
    static let raisesForNotApplicableKeys = NSBindingOption(rawValue: "NSRaisesForNotApplicableKeys")
    static let predicateFormat = NSBindingOption(rawValue: "NSPredicateFormat")
    static let selectorName = NSBindingOption(rawValue: "NSSelectorName")
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
