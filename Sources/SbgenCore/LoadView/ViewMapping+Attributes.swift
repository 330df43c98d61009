extension ViewMapping {
    /// Attributes that carry no run-time state, or that the generator handles structurally
    /// (identity, layout bookkeeping, hierarchy keys). They are neither converted nor reported.
    public static let structuralAttributes: Set<String> = [
        "id", "key", "usesAttributedText", "customClass", "customModule", "customModuleProvider", "userLabel",
        "misplaced",
        "ambiguous", "translatesAutoresizingMaskIntoConstraints", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "fixedFrame", "sceneMemberID", "reuseIdentifier", "buttonType",
        "style", "dataMode", "tableViewCell", "collectionViewCell", "textLabel", "detailTextLabel", "imageView",
        "segmentControlStyle", "verticalHuggingPriority", "horizontalHuggingPriority",
        "verticalCompressionResistancePriority", "horizontalCompressionResistancePriority",
        "adjustsLetterSpacingToFitWidth", "colorMatched", "layoutMarginsFollowReadableWidth_disabled",
        "indentationWidth_default", "contentViewInsetsToSafeArea", "rowHeight_cell",
        "springLoaded", "pointerInteraction", "role",
        // Interface Builder's own: the ambiguity check, the simulated host of a widget, a colour tag in
        // the document outline. Nothing of them is archived for the run time.
        "verifyAmbiguity", "simulatedAppContext", "colorLabel", "hasAttributedTitle",
    ]

    static let contentModes: [String: String] = [
        "scaleToFill": "scaleToFill", "scaleAspectFit": "scaleAspectFit", "scaleAspectFill": "scaleAspectFill",
        "redraw": "redraw", "center": "center", "top": "top", "bottom": "bottom", "left": "left",
        "right": "right", "topLeft": "topLeft", "topRight": "topRight", "bottomLeft": "bottomLeft",
        "bottomRight": "bottomRight",
        // Xcode writes "Top Left" so (5 corpus files); the oracle (view-facts.py) reads it as topLeft.
        "TopLeft": "topLeft",
    ]
    static let textAlignments: [String: String] = [
        "natural": "natural", "left": "left", "center": "center", "right": "right", "justified": "justified",
    ]
    static let lineBreakModes: [String: String] = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]
    /// An enum table whose IB spellings equal the Swift member names.
    static func same(_ names: String...) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    }

    /// Attributes that only affect IB's canvas for one class (e.g. a prototype cell's `rowHeight`).
    static let canvasOnlyAttributes: [String: Set<String>] = [
        "UITableViewCell": ["rowHeight"], "UICollectionViewCell": [], "UIView": [],
    ]

    /// Per class: IB attribute → rule. Subclasses inherit (see ``superclasses``).
    static let attributeRules: [String: [String: AttributeRule]] = [
        "UIView": [
            "contentMode": .init("contentMode", .enumeration(type: "UIView.ContentMode", cases: contentModes)),
            "alpha": .init("alpha", .number),
            "hidden": .init("isHidden", .bool),
            "opaque": .init("isOpaque", .bool),
            "clipsSubviews": .init("clipsToBounds", .bool),
            "userInteractionEnabled": .init("isUserInteractionEnabled", .bool),
            "multipleTouchEnabled": .init("isMultipleTouchEnabled", .bool),
            "exclusiveTouch": .init("isExclusiveTouch", .bool),
            "autoresizesSubviews": .init("autoresizesSubviews", .bool),
            "clearsContextBeforeDrawing": .init("clearsContextBeforeDrawing", .bool),
            "tag": .init("tag", .int),
            "restorationIdentifier": .init("restorationIdentifier", .string),
            "preservesSuperviewLayoutMargins": .init("preservesSuperviewLayoutMargins", .bool),
            "insetsLayoutMarginsFromSafeArea": .init("insetsLayoutMarginsFromSafeArea", .bool),
            "semanticContentAttribute": .init(
                "semanticContentAttribute",
                .enumeration(
                    type: "UISemanticContentAttribute",
                    cases: same("unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"))),
        ],
        "UIControl": [
            "enabled": .init("isEnabled", .bool),
            "selected": .init("isSelected", .bool),
            "highlighted": .init("isHighlighted", .bool),
            "contentHorizontalAlignment": .init(
                "contentHorizontalAlignment",
                .enumeration(
                    type: "UIControl.ContentHorizontalAlignment",
                    cases: same("center", "left", "right", "fill", "leading", "trailing"))),
            "contentVerticalAlignment": .init(
                "contentVerticalAlignment",
                .enumeration(
                    type: "UIControl.ContentVerticalAlignment", cases: same("center", "top", "bottom", "fill"))),
        ],
        "UILabel": [
            "text": .init("text", .string),
            "textAlignment": .init("textAlignment", .enumeration(type: "NSTextAlignment", cases: textAlignments)),
            "lineBreakMode": .init("lineBreakMode", .enumeration(type: "NSLineBreakMode", cases: lineBreakModes)),
            "numberOfLines": .init("numberOfLines", .int),
            "preferredMaxLayoutWidth": .init("preferredMaxLayoutWidth", .number),
            "adjustsFontSizeToFit": .init("adjustsFontSizeToFitWidth", .bool),
            "minimumScaleFactor": .init("minimumScaleFactor", .number),
            "enabled": .init("isEnabled", .bool),
            "highlighted": .init("isHighlighted", .bool),
            "adjustsFontForContentSizeCategory": .init("adjustsFontForContentSizeCategory", .bool),
            "baselineAdjustment": .init(
                "baselineAdjustment",
                .enumeration(type: "UIBaselineAdjustment", cases: same("alignBaselines", "alignCenters", "none"))),
        ],
        "UIButton": [
            "lineBreakMode": .init(
                "titleLabel.lineBreakMode", .enumeration(type: "NSLineBreakMode", cases: lineBreakModes),
                setter: "{t}.titleLabel?.lineBreakMode = {v}"),
            "showsMenuAsPrimaryAction": .init("showsMenuAsPrimaryAction", .bool),
            "changesSelectionAsPrimaryAction": .init("changesSelectionAsPrimaryAction", .bool),
            "role": .init("role", .enumeration(type: "UIButton.Role", cases: same("normal", "primary", "cancel"))),
            // Deprecated in iOS 15 and set through KVC (``legacyButtonProperty(_:)``).
            "reversesTitleShadowWhenHighlighted": legacyButtonRule("reversesTitleShadowWhenHighlighted"),
            "adjustsImageWhenHighlighted": legacyButtonRule("adjustsImageWhenHighlighted"),
            "adjustsImageWhenDisabled": legacyButtonRule("adjustsImageWhenDisabled"),
            "showsTouchWhenHighlighted": legacyButtonRule("showsTouchWhenHighlighted"),
            // UIAccessibilityContentSizeCategoryImageAdjusting (iOS 11), adopted by UIButton and UIImageView.
            "adjustsImageSizeForAccessibilityContentSizeCategory": .init(
                "adjustsImageSizeForAccessibilityContentSizeCategory", .bool),
        ],
        "UIImageView": [
            "highlighted": .init("isHighlighted", .bool),
            "adjustsImageSizeForAccessibilityContentSizeCategory": .init(
                "adjustsImageSizeForAccessibilityContentSizeCategory", .bool),
        ],
        "UITextField": [
            "text": .init("text", .string),
            "placeholder": .init("placeholder", .string),
            "textAlignment": .init("textAlignment", .enumeration(type: "NSTextAlignment", cases: textAlignments)),
            "minimumFontSize": .init("minimumFontSize", .number),
            "adjustsFontSizeToFit": .init("adjustsFontSizeToFitWidth", .bool),
            "adjustsFontForContentSizeCategory": .init("adjustsFontForContentSizeCategory", .bool),
            "clearsOnBeginEditing": .init("clearsOnBeginEditing", .bool),
            "borderStyle": .init(
                "borderStyle",
                .enumeration(type: "UITextField.BorderStyle", cases: same("none", "line", "bezel", "roundedRect"))),
            "clearButtonMode": .init(
                "clearButtonMode",
                .enumeration(
                    type: "UITextField.ViewMode", cases: same("never", "whileEditing", "unlessEditing", "always"))),
        ],
        "UITextView": [
            "text": .init("text", .string),
            "editable": .init("isEditable", .bool),
            "selectable": .init("isSelectable", .bool),
            "textAlignment": .init("textAlignment", .enumeration(type: "NSTextAlignment", cases: textAlignments)),
            "adjustsFontForContentSizeCategory": .init("adjustsFontForContentSizeCategory", .bool),
        ],
        "UIScrollView": [
            "showsHorizontalScrollIndicator": .init("showsHorizontalScrollIndicator", .bool),
            "showsVerticalScrollIndicator": .init("showsVerticalScrollIndicator", .bool),
            "alwaysBounceVertical": .init("alwaysBounceVertical", .bool),
            "alwaysBounceHorizontal": .init("alwaysBounceHorizontal", .bool),
            "bounces": .init("bounces", .bool),
            "bouncesZoom": .init("bouncesZoom", .bool),
            "pagingEnabled": .init("isPagingEnabled", .bool),
            "scrollEnabled": .init("isScrollEnabled", .bool),
            "directionalLockEnabled": .init("isDirectionalLockEnabled", .bool),
            "delaysContentTouches": .init("delaysContentTouches", .bool),
            "canCancelContentTouches": .init("canCancelContentTouches", .bool),
            "minimumZoomScale": .init("minimumZoomScale", .number),
            "maximumZoomScale": .init("maximumZoomScale", .number),
            "keyboardDismissMode": .init(
                "keyboardDismissMode",
                .enumeration(
                    type: "UIScrollView.KeyboardDismissMode", cases: same("none", "onDrag", "interactive"))),
            "contentInsetAdjustmentBehavior": .init(
                "contentInsetAdjustmentBehavior",
                .enumeration(
                    type: "UIScrollView.ContentInsetAdjustmentBehavior",
                    cases: same("automatic", "scrollableAxes", "never", "always"))),
            "indicatorStyle": .init(
                "indicatorStyle",
                .enumeration(type: "UIScrollView.IndicatorStyle", cases: same("default", "black", "white"))),
        ],
        "UICollectionView": ["prefetchingEnabled": .init("isPrefetchingEnabled", .bool)],
        "MKMapView": [
            "mapType": .init(
                "mapType",
                .enumeration(
                    type: "MKMapType",
                    cases: same(
                        "standard", "satellite", "hybrid", "satelliteFlyover", "hybridFlyover", "mutedStandard"))),
            "showsUserLocation": .init("showsUserLocation", .bool),
            "zoomEnabled": .init("isZoomEnabled", .bool), "scrollEnabled": .init("isScrollEnabled", .bool),
            "showsScale": .init("showsScale", .bool), "showsBuildings": .init("showsBuildings", .bool),
            "showsTraffic": .init("showsTraffic", .bool),
        ],
        "UISwitch": ["on": .init("isOn", .bool)],
        "UISlider": [
            "value": .init("value", .float), "minValue": .init("minimumValue", .float),
            "maxValue": .init("maximumValue", .float), "continuous": .init("isContinuous", .bool),
        ],
        "UIStepper": [
            "value": .init("value", .number), "minimumValue": .init("minimumValue", .number),
            "maximumValue": .init("maximumValue", .number), "stepValue": .init("stepValue", .number),
            "autorepeat": .init("autorepeat", .bool), "continuous": .init("isContinuous", .bool),
            "wraps": .init("wraps", .bool),
        ],
        "UISegmentedControl": [
            "selectedSegmentIndex": .init("selectedSegmentIndex", .int), "momentary": .init("isMomentary", .bool),
            "apportionsSegmentWidthsByContent": .init("apportionsSegmentWidthsByContent", .bool),
        ],
        "UIActivityIndicatorView": [
            "hidesWhenStopped": .init("hidesWhenStopped", .bool),
            "style": .init(
                "style",
                // The styles deprecated in iOS 13 are the new sizes with a fixed color
                // (``legacyActivityIndicatorColor(_:)``); below iOS 13 `fallback(for:resources:)` names them.
                .enumeration(
                    type: "UIActivityIndicatorView.Style",
                    cases: [
                        "medium": "medium", "large": "large", "gray": "medium", "white": "medium",
                        "whiteLarge": "large",
                    ])),
        ],
        "UIProgressView": [
            "progress": .init("progress", .float),
            "progressViewStyle": .init(
                "progressViewStyle", .enumeration(type: "UIProgressView.Style", cases: same("default", "bar"))),
        ],
        "UIPageControl": [
            "numberOfPages": .init("numberOfPages", .int), "currentPage": .init("currentPage", .int),
            "hidesForSinglePage": .init("hidesForSinglePage", .bool),
        ],
        "UIDatePicker": [
            "minuteInterval": .init("minuteInterval", .int),
            "datePickerMode": .init(
                "datePickerMode",
                .enumeration(
                    type: "UIDatePicker.Mode", cases: same("time", "date", "dateAndTime", "countDownTimer"))),
            // IB's Style (Xcode 12): `preferredDatePickerStyle`, iOS 13.4 (`.inline` 14.0).
            "style": .init(
                "preferredDatePickerStyle",
                .enumeration(type: "UIDatePickerStyle", cases: same("automatic", "wheels", "compact", "inline"))),
        ],
        // `translucent="NO"` (IB writes the attribute only when it differs; YES is every bar's own value).
        "UINavigationBar": ["translucent": .init("isTranslucent", .bool)],
        "UIToolbar": ["translucent": .init("isTranslucent", .bool)],
        "UITabBar": ["translucent": .init("isTranslucent", .bool)],
        "UISearchBar": [
            "text": .init("text", .string), "placeholder": .init("placeholder", .string),
            "prompt": .init("prompt", .string),
            "showsCancelButton": .init("showsCancelButton", .bool),
            "showsBookmarkButton": .init("showsBookmarkButton", .bool),
            "showsScopeBar": .init("showsScopeBar", .bool),
            "searchBarStyle": .init(
                "searchBarStyle",
                .enumeration(type: "UISearchBar.Style", cases: same("default", "prominent", "minimal"))),
        ],
        "UIStackView": [
            "axis": .init("axis", .enumeration(type: "NSLayoutConstraint.Axis", cases: same("horizontal", "vertical"))),
            "distribution": .init(
                "distribution",
                .enumeration(
                    type: "UIStackView.Distribution",
                    cases: same("fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"))),
            "alignment": .init(
                "alignment",
                .enumeration(
                    type: "UIStackView.Alignment",
                    cases: same(
                        "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"))),
            "spacing": .init("spacing", .number),
            "baselineRelativeArrangement": .init("isBaselineRelativeArrangement", .bool),
            "layoutMarginsRelativeArrangement": .init("isLayoutMarginsRelativeArrangement", .bool),
        ],
        "UITableView": [
            "rowHeight": .init("rowHeight", .dimension),
            "estimatedRowHeight": .init("estimatedRowHeight", .dimension),
            "sectionHeaderHeight": .init("sectionHeaderHeight", .dimension),
            "estimatedSectionHeaderHeight": .init("estimatedSectionHeaderHeight", .dimension),
            "sectionFooterHeight": .init("sectionFooterHeight", .dimension),
            "estimatedSectionFooterHeight": .init("estimatedSectionFooterHeight", .dimension),
            "allowsSelection": .init("allowsSelection", .bool),
            "allowsMultipleSelection": .init("allowsMultipleSelection", .bool),
            "allowsSelectionDuringEditing": .init("allowsSelectionDuringEditing", .bool),
            "allowsMultipleSelectionDuringEditing": .init("allowsMultipleSelectionDuringEditing", .bool),
            "separatorStyle": .init(
                "separatorStyle",
                .enumeration(
                    type: "UITableViewCell.SeparatorStyle",
                    cases: ["none": "none", "default": "singleLine", "singleLine": "singleLine"])),
        ],
        "UITableViewCell": [
            "selectionStyle": .init(
                "selectionStyle",
                .enumeration(
                    type: "UITableViewCell.SelectionStyle", cases: same("none", "blue", "gray", "default"))),
            "accessoryType": .init(
                "accessoryType",
                .enumeration(
                    type: "UITableViewCell.AccessoryType",
                    cases: same("none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"))),
            "indentationWidth": .init("indentationWidth", .number),
            "editingAccessoryType": .init(
                "editingAccessoryType",
                .enumeration(
                    type: "UITableViewCell.AccessoryType",
                    cases: same("none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"))),
            "indentationLevel": .init("indentationLevel", .int),
        ],
    ]
}
