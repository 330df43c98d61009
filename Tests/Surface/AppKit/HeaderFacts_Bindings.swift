// Cocoa bindings API that migrated AppKit code uses and the fact sheet does not list, from the macOS
// 15.5 SDK headers: NSKeyValueBinding.h — NSBindingName (NS_TYPED_EXTENSIBLE_ENUM), NSBindingOption
// (NS_TYPED_ENUM), NSObject (NSKeyValueBindingCreation) `bind:toObject:withKeyPath:options:`;
// NSValueTransformer.h (Foundation) — NSValueTransformerName (NS_TYPED_EXTENSIBLE_ENUM) and its
// constants; NSController.h, NSUserDefaultsController.h — `sharedUserDefaultsController`. Only the
// constants CocoaBindings spells are declared. Hand-written from the headers: keep to what they declare.

public struct NSBindingName: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let alignment = NSBindingName("alignment"), alternateImage = NSBindingName("alternateImage")
    public static let alternateTitle = NSBindingName("alternateTitle"), animate = NSBindingName("animate")
    public static let animationDelay = NSBindingName("animationDelay"), argument = NSBindingName("argument")
    public static let attributedString = NSBindingName("attributedString")
    public static let contentArray = NSBindingName("contentArray")
    public static let contentArrayForMultipleSelection = NSBindingName("contentArrayForMultipleSelection")
    public static let content = NSBindingName("content"), contentDictionary = NSBindingName("contentDictionary")
    public static let contentHeight = NSBindingName("contentHeight"), contentObject = NSBindingName("contentObject")
    public static let contentObjects = NSBindingName("contentObjects"), contentSet = NSBindingName("contentSet")
    public static let contentValues = NSBindingName("contentValues"), contentWidth = NSBindingName("contentWidth")
    public static let criticalValue = NSBindingName("criticalValue"), data = NSBindingName("data")
    public static let displayPatternTitle = NSBindingName("displayPatternTitle")
    public static let displayPatternValue = NSBindingName("displayPatternValue")
    public static let documentEdited = NSBindingName("documentEdited")
    public static let doubleClickArgument = NSBindingName("doubleClickArgument")
    public static let doubleClickTarget = NSBindingName("doubleClickTarget"), editable = NSBindingName("editable")
    public static let enabled = NSBindingName("enabled"), excludedKeys = NSBindingName("excludedKeys")
    public static let filterPredicate = NSBindingName("filterPredicate"), font = NSBindingName("font")
    public static let fontBold = NSBindingName("fontBold"), fontFamilyName = NSBindingName("fontFamilyName")
    public static let fontItalic = NSBindingName("fontItalic"), fontName = NSBindingName("fontName")
    public static let fontSize = NSBindingName("fontSize"), headerTitle = NSBindingName("headerTitle")
    public static let hidden = NSBindingName("hidden"), image = NSBindingName("image")
    public static let includedKeys = NSBindingName("includedKeys"), initialKey = NSBindingName("initialKey")
    public static let initialValue = NSBindingName("initialValue"), isIndeterminate = NSBindingName("isIndeterminate")
    public static let label = NSBindingName("label"), localizedKeyDictionary = NSBindingName("localizedKeyDictionary")
    public static let managedObjectContext = NSBindingName("managedObjectContext")
    public static let maximumRecents = NSBindingName("maximumRecents"), maxValue = NSBindingName("maxValue")
    public static let maxWidth = NSBindingName("maxWidth"), minValue = NSBindingName("minValue")
    public static let minWidth = NSBindingName("minWidth"), mixedStateImage = NSBindingName("mixedStateImage")
    public static let offStateImage = NSBindingName("offStateImage"), onStateImage = NSBindingName("onStateImage")
    public static let positioningRect = NSBindingName("positioningRect"), predicate = NSBindingName("predicate")
    public static let recentSearches = NSBindingName("recentSearches")
    public static let representedFilename = NSBindingName("representedFilename")
    public static let rowHeight = NSBindingName("rowHeight"), selectedIdentifier = NSBindingName("selectedIdentifier")
    public static let selectedIndex = NSBindingName("selectedIndex"), selectedLabel = NSBindingName("selectedLabel")
    public static let selectedObject = NSBindingName("selectedObject")
    public static let selectedObjects = NSBindingName("selectedObjects")
    public static let selectedTag = NSBindingName("selectedTag"), selectedValue = NSBindingName("selectedValue")
    public static let selectedValues = NSBindingName("selectedValues")
    public static let selectionIndexes = NSBindingName("selectionIndexes")
    public static let selectionIndexPaths = NSBindingName("selectionIndexPaths")
    public static let sortDescriptors = NSBindingName("sortDescriptors"), target = NSBindingName("target")
    public static let textColor = NSBindingName("textColor"), title = NSBindingName("title")
    public static let toolTip = NSBindingName("toolTip"), transparent = NSBindingName("transparent")
    public static let value = NSBindingName("value"), valuePath = NSBindingName("valuePath")
    public static let valueURL = NSBindingName("valueURL"), visible = NSBindingName("visible")
    public static let warningValue = NSBindingName("warningValue"), width = NSBindingName("width")
}

public struct NSBindingOption: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let allowsEditingMultipleValuesSelection = NSBindingOption(
        rawValue: "NSAllowsEditingMultipleValuesSelection")
    public static let allowsNullArgument = NSBindingOption(rawValue: "NSAllowsNullArgument")
    public static let alwaysPresentsApplicationModalAlerts = NSBindingOption(
        rawValue: "NSAlwaysPresentsApplicationModalAlerts")
    public static let conditionallySetsEditable = NSBindingOption(rawValue: "NSConditionallySetsEditable")
    public static let conditionallySetsEnabled = NSBindingOption(rawValue: "NSConditionallySetsEnabled")
    public static let conditionallySetsHidden = NSBindingOption(rawValue: "NSConditionallySetsHidden")
    public static let continuouslyUpdatesValue = NSBindingOption(rawValue: "NSContinuouslyUpdatesValue")
    public static let createsSortDescriptor = NSBindingOption(rawValue: "NSCreatesSortDescriptor")
    /// `NSDeletesObjectsOnRemoveBindingsOption`
    public static let deletesObjectsOnRemove = NSBindingOption(rawValue: "NSDeletesObjectsOnRemove")
    public static let displayName = NSBindingOption(rawValue: "NSDisplayName")
    public static let displayPattern = NSBindingOption(rawValue: "NSDisplayPattern")
    public static let contentPlacementTag = NSBindingOption(rawValue: "NSContentPlacementTag")
    public static let handlesContentAsCompoundValue = NSBindingOption(rawValue: "NSHandlesContentAsCompoundValue")
    public static let insertsNullPlaceholder = NSBindingOption(rawValue: "NSInsertsNullPlaceholder")
    public static let invokesSeparatelyWithArrayObjects = NSBindingOption(
        rawValue: "NSInvokesSeparatelyWithArrayObjects")
    public static let multipleValuesPlaceholder = NSBindingOption(rawValue: "NSMultipleValuesPlaceholder")
    public static let noSelectionPlaceholder = NSBindingOption(rawValue: "NSNoSelectionPlaceholder")
    public static let notApplicablePlaceholder = NSBindingOption(rawValue: "NSNotApplicablePlaceholder")
    public static let nullPlaceholder = NSBindingOption(rawValue: "NSNullPlaceholder")
    public static let raisesForNotApplicableKeys = NSBindingOption(rawValue: "NSRaisesForNotApplicableKeys")
    public static let predicateFormat = NSBindingOption(rawValue: "NSPredicateFormat")
    public static let selectorName = NSBindingOption(rawValue: "NSSelectorName")
    public static let selectsAllWhenSettingContent = NSBindingOption(rawValue: "NSSelectsAllWhenSettingContent")
    public static let validatesImmediately = NSBindingOption(rawValue: "NSValidatesImmediately")
    public static let valueTransformerName = NSBindingOption(rawValue: "NSValueTransformerName")
}

public struct NSValueTransformerName: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

extension NSObject {
    public func bind(
        _ binding: NSBindingName, to observable: Any, withKeyPath keyPath: String,
        options: [NSBindingOption: Any]? = nil
    ) {}
}

// Neither header marks its class NS_SWIFT_UI_ACTOR: no isolation.
open class NSController: NSObject {}

open class NSUserDefaultsController: NSController {
    /// `sharedUserDefaultsController` (class property).
    open class var shared: NSUserDefaultsController { NSUserDefaultsController() }
}
