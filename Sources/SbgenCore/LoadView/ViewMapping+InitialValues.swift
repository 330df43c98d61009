import IBModel

/// Values an object made in code already has, left out of the generated code.
///
/// IB writes many attributes whose value is the one the class's initializer gives (`contentMode`
/// `scaleToFill` on nearly every view, `baselineAdjustment` `alignBaselines` on every label): set again
/// in code they only restate the initial value. Each row is what the iOS 26.2 SDK headers state
/// (`../shared/sdk-defaults.md`) or, where a header says nothing, Apple's documentation of the
/// property (marked). The recording surface starts each class with the same values, and the equality
/// proof checks each unit's state after its code ran against what UIKit decodes from the nib; it also
/// fails when generated code sets a property to the value it already has (`LoadViewRestatedTests`).
///
/// Only UIKit classes: AppKit's initial values are stated for too few properties to rely on.
/// Values that depend on the OS version (`UILabel.textColor` is `.label` from iOS 13, black before)
/// or on the style an object is made with (`UIActivityIndicatorView.style`) are not listed.
extension ViewMapping {
    /// A value in the initial-value table: compared with a ``MappedValue`` by kind and value, not by
    /// the enumeration's type name (the rule that produced the value knows the type).
    enum InitialValue: Sendable {
        case bool(Bool)
        case number(Double)
        case int(Int)
        case enumCase(String)
        /// An option set with no member.
        case noOptions
        /// A ``MappedValue/constant(swift:canonical:)`` with this canonical text (`UITableView.automaticDimension`).
        case constant(String)

        func matches(_ value: MappedValue) -> Bool {
            switch (self, value) {
            case (.bool(let a), .bool(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.number(let a), .float(let b)): a == Double(b)
            case (.int(let a), .int(let b)): a == b
            case (.enumCase(let a), .enumCase(_, let b)): a == b
            case (.constant(let a), .constant(_, let b)): a == b
            case (.noOptions, .options(_, let names)): names.isEmpty
            default: false
            }
        }
    }

    /// Per class, key → initial value; a class inherits its superclass's rows (``initialValueTable``).
    static let initialValues: [String: [String: InitialValue]] = [
        "UIView": [
            "contentMode": .enumCase("scaleToFill"), "alpha": .number(1), "isHidden": .bool(false),
            "isOpaque": .bool(true), "clipsToBounds": .bool(false), "isUserInteractionEnabled": .bool(true),
            "isMultipleTouchEnabled": .bool(false), "isExclusiveTouch": .bool(false),
            "autoresizesSubviews": .bool(true), "clearsContextBeforeDrawing": .bool(true), "tag": .int(0),
            "preservesSuperviewLayoutMargins": .bool(false),
            // Apple's documentation of `insetsLayoutMarginsFromSafeArea`: "The default value is true."
            "insetsLayoutMarginsFromSafeArea": .bool(true),
        ],
        "UIControl": [
            "isEnabled": .bool(true), "isSelected": .bool(false), "isHighlighted": .bool(false),
            // UIControl.h: "default is UIControlContentHorizontalAlignmentCenter" (and vertical).
            "contentHorizontalAlignment": .enumCase("center"), "contentVerticalAlignment": .enumCase("center"),
        ],
        "UILabel": [
            "isUserInteractionEnabled": .bool(false), "textAlignment": .enumCase("natural"),
            "lineBreakMode": .enumCase("byTruncatingTail"), "baselineAdjustment": .enumCase("alignBaselines"),
            "adjustsFontSizeToFitWidth": .bool(false), "minimumScaleFactor": .number(0), "isEnabled": .bool(true),
            "isHighlighted": .bool(false),
            // Apple's documentation: numberOfLines "The default value is 1", preferredMaxLayoutWidth 0,
            // adjustsFontForContentSizeCategory false.
            "numberOfLines": .int(1), "preferredMaxLayoutWidth": .number(0),
            "adjustsFontForContentSizeCategory": .bool(false),
        ],
        "UIImageView": ["isUserInteractionEnabled": .bool(false), "isHighlighted": .bool(false)],
        "UIButton": ["role": .enumCase("normal"), "showsMenuAsPrimaryAction": .bool(false)],
        "UITextField": [
            "textAlignment": .enumCase("left"), "minimumFontSize": .number(0),
            "adjustsFontSizeToFitWidth": .bool(false),
            "clearsOnBeginEditing": .bool(false), "borderStyle": .enumCase("none"),
            "clearButtonMode": .enumCase("never"),
            "adjustsFontForContentSizeCategory": .bool(false),
            // UITextInputTraits.h: "default is UITextAutocapitalizationTypeSentences".
            "autocapitalizationType": .enumCase("sentences"),
        ],
        "UITextView": [
            "isEditable": .bool(true), "isSelectable": .bool(true), "autocapitalizationType": .enumCase("sentences"),
            // Apple's documentation of `UITextView.textAlignment`: natural (the header's comment, "left",
            // is older than natural alignment; `archiveDefaults` relies on the same).
            "textAlignment": .enumCase("natural"),
            // Apple's documentation of `dataDetectorTypes`: none by default (the header states nothing).
            "dataDetectorTypes": .noOptions,
        ],
        "UIScrollView": [
            // Apple's documentation of `clipsToBounds`: UIScrollView overrides the default to true.
            "clipsToBounds": .bool(true),
            "showsHorizontalScrollIndicator": .bool(true), "showsVerticalScrollIndicator": .bool(true),
            "alwaysBounceVertical": .bool(false), "alwaysBounceHorizontal": .bool(false),
            "isPagingEnabled": .bool(false), "isScrollEnabled": .bool(true), "isDirectionalLockEnabled": .bool(false),
            "delaysContentTouches": .bool(true), "canCancelContentTouches": .bool(true),
            "minimumZoomScale": .number(1), "maximumZoomScale": .number(1), "keyboardDismissMode": .enumCase("none"),
            // Apple's documentation: bounces and bouncesZoom "The default value is true".
            "bounces": .bool(true), "bouncesZoom": .bool(true),
            "indicatorStyle": .enumCase("default"),
        ],
        // Apple's documentation of `isPrefetchingEnabled`: "The default value of this property is true."
        "UICollectionView": ["isPrefetchingEnabled": .bool(true)],
        // MKMapView.h: "Zoom and scroll are enabled by default"; Apple's documentation of the others:
        // the standard map, no user location, scale or traffic, buildings shown.
        "MKMapView": [
            "mapType": .enumCase("standard"), "showsUserLocation": .bool(false), "isZoomEnabled": .bool(true),
            "isScrollEnabled": .bool(true), "showsScale": .bool(false), "showsBuildings": .bool(true),
            "showsTraffic": .bool(false),
        ],
        "UITableView": [
            "rowHeight": .constant("-1.0"), "estimatedRowHeight": .constant("-1.0"),
            "sectionHeaderHeight": .constant("-1.0"), "estimatedSectionHeaderHeight": .constant("-1.0"),
            "sectionFooterHeight": .constant("-1.0"), "estimatedSectionFooterHeight": .constant("-1.0"),
            "allowsSelection": .bool(true), "allowsMultipleSelection": .bool(false),
            "allowsSelectionDuringEditing": .bool(false), "allowsMultipleSelectionDuringEditing": .bool(false),
            "separatorStyle": .enumCase("singleLine"),
        ],
        "UITableViewCell": [
            "selectionStyle": .enumCase("default"), "accessoryType": .enumCase("none"),
            "editingAccessoryType": .enumCase("none"), "indentationLevel": .int(0), "indentationWidth": .number(10),
        ],
        "UIStackView": [
            // Apple's documentation of UIStackView: horizontal, fill, fill, spacing 0.
            "axis": .enumCase("horizontal"), "distribution": .enumCase("fill"), "alignment": .enumCase("fill"),
            "spacing": .number(0), "isBaselineRelativeArrangement": .bool(false),
            "isLayoutMarginsRelativeArrangement": .bool(false),
        ],
        "UISwitch": ["isOn": .bool(false)],
        "UISlider": [
            "value": .number(0), "minimumValue": .number(0), "maximumValue": .number(1), "isContinuous": .bool(true),
        ],
        "UIStepper": [
            "value": .number(0), "minimumValue": .number(0), "maximumValue": .number(100), "stepValue": .number(1),
            "autorepeat": .bool(true), "isContinuous": .bool(true), "wraps": .bool(false),
        ],
        "UISegmentedControl": ["selectedSegmentIndex": .int(-1), "apportionsSegmentWidthsByContent": .bool(false)],
        "UIActivityIndicatorView": ["hidesWhenStopped": .bool(true)],
        "UIProgressView": ["progress": .number(0), "progressViewStyle": .enumCase("default")],
        "UIPageControl": ["numberOfPages": .int(0), "currentPage": .int(0), "hidesForSinglePage": .bool(false)],
        "UIDatePicker": ["minuteInterval": .int(1), "datePickerMode": .enumCase("dateAndTime")],
        "UISearchBar": [
            "showsCancelButton": .bool(false), "showsBookmarkButton": .bool(false), "showsScopeBar": .bool(false),
        ],
        // sdk-defaults.md reads "NO" from the headers' "Default is NO on iOS 6 and earlier"; from iOS 7
        // a bar is translucent unless told otherwise (UINavigationBar.h, UIToolbar.h, UITabBar.h).
        "UINavigationBar": ["isTranslucent": .bool(true)], "UIToolbar": ["isTranslucent": .bool(true)],
        "UITabBar": ["isTranslucent": .bool(true)],
    ]

    /// ``initialValues`` with each class's inherited rows folded in (nearest class first), for every
    /// class of ``superclasses``: one lookup per view.
    static let initialValueTable: NameTable<NameTable<InitialValue>> = {
        var tables: [String: NameTable<InitialValue>] = [:]
        for className in Set(superclasses.keys).union(initialValues.keys) where !className.hasPrefix("NS") {
            var rows: [String: InitialValue] = [:]
            var current: String? = className
            while let name = current {
                for (key, value) in initialValues[name] ?? [:] where rows[key] == nil { rows[key] = value }
                current = superclasses[name]
            }
            tables[className] = NameTable(rows)
        }
        return NameTable(tables)
    }()

    /// Removes from `properties` each one that sets the value an object of `className` made in code
    /// already has. Only for objects the generated code creates (or `self`): a view another object
    /// owns (a cell's `contentView`, its `textLabel`) starts with values its owner gives it.
    /// Whether `property` sets the value an object of `className` made in code already has.
    static func isInitialValue(_ property: MappedProperty, className: String) -> Bool {
        initialValueTable[className]?[property.key]?.matches(property.value) ?? false
    }

    /// The class whose initial values an object starts with: its custom class when that is a UIKit
    /// class below the element's (`<view customClass="UIScrollView">` is a scroll view, made with
    /// `clipsToBounds` true), else the element's class.
    static func initialValueClass(of object: IBObject, base: String) -> String {
        guard let custom = object.customClassName, custom != base, superclasses[custom] != nil,
            isKind(custom, of: base)
        else { return base }
        return custom
    }

    static func removeInitialValues(from properties: inout [MappedProperty], className: String) {
        guard let table = initialValueTable[className] else { return }
        properties.removeAll { property in table[property.key]?.matches(property.value) ?? false }
    }
}
