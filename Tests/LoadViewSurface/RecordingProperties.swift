import Foundation

// Generated from the property list in the test's history; one line per recorded property.
// Each stored property starts with the value the iOS 26.2 SDK gives an object made in code
// (`../shared/sdk-defaults.md`; a class without a row has its superclass's value; where a row and
// Apple's documentation disagree, the documentation, said at the property). Where a subclass changes
// an inherited property's value (UILabel and UIImageView: `userInteractionEnabled` NO; UIScrollView:
// `clipsToBounds` true), its `sbgenInitialValues()` sets it without recording: state the generated
// code did not set, which the oracle comparison (`RecordingFacts.swift`) reads.

class UIView: SbgenRecording {
    override init() {
        super.init()
        sbgenQuietly(sbgenInitialValues)
    }
    init(frame: CGRect) {
        super.init()
        sbgenQuietly(sbgenInitialValues)
        self.frame = frame
    }
    required init?(coder: NSCoder) {
        super.init()
        sbgenQuietly(sbgenInitialValues)
    }
    /// Initial values of inherited properties that differ from UIView's (overridden per class).
    func sbgenInitialValues() {}
    /// `UITraitEnvironment` (RecordingTraits.swift): in the class body so that a subclass can override it.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    var contentMode: UIView.ContentMode = .scaleToFill { didSet { rec("contentMode", contentMode) } }
    var alpha: CGFloat = 1 { didSet { rec("alpha", alpha) } }
    var isHidden: Bool = false { didSet { rec("isHidden", isHidden) } }
    var isOpaque: Bool = true { didSet { rec("isOpaque", isOpaque) } }
    var clipsToBounds: Bool = false { didSet { rec("clipsToBounds", clipsToBounds) } }
    var isUserInteractionEnabled: Bool = true { didSet { rec("isUserInteractionEnabled", isUserInteractionEnabled) } }
    var isMultipleTouchEnabled: Bool = false { didSet { rec("isMultipleTouchEnabled", isMultipleTouchEnabled) } }
    var isExclusiveTouch: Bool = false { didSet { rec("isExclusiveTouch", isExclusiveTouch) } }
    var autoresizesSubviews: Bool = true { didSet { rec("autoresizesSubviews", autoresizesSubviews) } }
    var clearsContextBeforeDrawing: Bool = true {
        didSet { rec("clearsContextBeforeDrawing", clearsContextBeforeDrawing) }
    }
    var tag: Int = 0 { didSet { rec("tag", tag) } }
    var restorationIdentifier: String? = nil { didSet { rec("restorationIdentifier", restorationIdentifier) } }
    var preservesSuperviewLayoutMargins: Bool = false {
        didSet { rec("preservesSuperviewLayoutMargins", preservesSuperviewLayoutMargins) }
    }
    var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { rec("insetsLayoutMarginsFromSafeArea", insetsLayoutMarginsFromSafeArea) }
    }
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { rec("semanticContentAttribute", semanticContentAttribute) }
    }
    var backgroundColor: UIColor? = nil { didSet { rec("backgroundColor", backgroundColor) } }
    var tintColor: UIColor! = nil { didSet { rec("tintColor", tintColor) } }
    var frame: CGRect = .zero { didSet { rec("frame", frame) } }
    var autoresizingMask: UIView.AutoresizingMask = [] { didSet { rec("autoresizingMask", autoresizingMask) } }
    var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { rec("translatesAutoresizingMaskIntoConstraints", translatesAutoresizingMaskIntoConstraints) }
    }
    var layoutMargins: UIEdgeInsets = .zero { didSet { rec("layoutMargins", layoutMargins) } }
    var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 0, bottom: 0, trailing: 0)
    { didSet { rec("directionalLayoutMargins", directionalLayoutMargins) } }
    var accessibilityLabel: String? = nil { didSet { rec("accessibilityLabel", accessibilityLabel) } }
    var accessibilityHint: String? = nil { didSet { rec("accessibilityHint", accessibilityHint) } }
    var accessibilityIdentifier: String? = nil { didSet { rec("accessibilityIdentifier", accessibilityIdentifier) } }
    var accessibilityValue: String? = nil { didSet { rec("accessibilityValue", accessibilityValue) } }
    var accessibilityTraits: UIAccessibilityTraits = [] { didSet { rec("accessibilityTraits", accessibilityTraits) } }
    var isAccessibilityElement: Bool = false { didSet { rec("isAccessibilityElement", isAccessibilityElement) } }
}

class UIControl: UIView {
    var isEnabled: Bool = true { didSet { rec("isEnabled", isEnabled) } }
    var isSelected: Bool = false { didSet { rec("isSelected", isSelected) } }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted) } }
    var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { rec("contentHorizontalAlignment", contentHorizontalAlignment) }
    }
    var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
        didSet { rec("contentVerticalAlignment", contentVerticalAlignment) }
    }
}

class UILabel: UIView {
    /// UILabel.h: `userInteractionEnabled` "default is NO".
    override func sbgenInitialValues() {
        super.sbgenInitialValues()
        isUserInteractionEnabled = false
    }
    var attributedText: NSAttributedString? = nil { didSet { rec("attributedText", attributedText) } }
    var text: String? = nil { didSet { rec("text", text) } }
    var textAlignment: NSTextAlignment = .natural { didSet { rec("textAlignment", textAlignment) } }
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { rec("lineBreakMode", lineBreakMode) } }
    var numberOfLines: Int = 1 { didSet { rec("numberOfLines", numberOfLines) } }
    var preferredMaxLayoutWidth: CGFloat = 0 { didSet { rec("preferredMaxLayoutWidth", preferredMaxLayoutWidth) } }
    var adjustsFontSizeToFitWidth: Bool = false {
        didSet { rec("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) }
    }
    var minimumScaleFactor: CGFloat = 0 { didSet { rec("minimumScaleFactor", minimumScaleFactor) } }
    var isEnabled: Bool = true { didSet { rec("isEnabled", isEnabled) } }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted) } }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
    var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { rec("baselineAdjustment", baselineAdjustment) }
    }
    var font: UIFont! = nil { didSet { rec("font", font) } }
    var textColor: UIColor! = .label { didSet { rec("textColor", textColor) } }
    var highlightedTextColor: UIColor? = nil { didSet { rec("highlightedTextColor", highlightedTextColor) } }
    var shadowColor: UIColor? = nil { didSet { rec("shadowColor", shadowColor) } }
    /// UILabel.h: "default is CGSizeMake(0, -1) -- a top shadow".
    var shadowOffset: CGSize = CGSize(width: 0, height: -1) { didSet { rec("shadowOffset", shadowOffset) } }
}

class UIButton: UIControl {
    var showsMenuAsPrimaryAction: Bool = false { didSet { rec("showsMenuAsPrimaryAction", showsMenuAsPrimaryAction) } }
    var changesSelectionAsPrimaryAction: Bool = false {
        didSet { rec("changesSelectionAsPrimaryAction", changesSelectionAsPrimaryAction) }
    }
    var role: UIButton.Role = .normal { didSet { rec("role", role) } }
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false {
        didSet {
            rec(
                "adjustsImageSizeForAccessibilityContentSizeCategory",
                adjustsImageSizeForAccessibilityContentSizeCategory)
        }
    }
    /// Titles and images per state name, as `setTitle(_:for:)` / `setImage(_:for:)` left them.
    var sbgenTitles: [String: String?] = [:]
    var sbgenImages: [String: UIImage?] = [:]
}

class UIImageView: UIView {
    /// UIImageView.h: `userInteractionEnabled` "default is NO".
    override func sbgenInitialValues() {
        super.sbgenInitialValues()
        isUserInteractionEnabled = false
    }
    var image: UIImage? = nil { didSet { rec("image", image) } }
    var highlightedImage: UIImage? = nil { didSet { rec("highlightedImage", highlightedImage) } }
    var preferredSymbolConfiguration: UIImage.SymbolConfiguration? = nil {
        didSet { rec("preferredSymbolConfiguration", preferredSymbolConfiguration) }
    }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted) } }
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false {
        didSet {
            rec(
                "adjustsImageSizeForAccessibilityContentSizeCategory",
                adjustsImageSizeForAccessibilityContentSizeCategory)
        }
    }
}

class UITextField: UIControl {
    var attributedText: NSAttributedString? = nil { didSet { rec("attributedText", attributedText) } }
    var text: String? = nil { didSet { rec("text", text) } }
    var placeholder: String? = nil { didSet { rec("placeholder", placeholder) } }
    /// UITextField.h and Apple's documentation: left (not natural, unlike UILabel and UITextView).
    var textAlignment: NSTextAlignment = .left { didSet { rec("textAlignment", textAlignment) } }
    var minimumFontSize: CGFloat = 0 { didSet { rec("minimumFontSize", minimumFontSize) } }
    var adjustsFontSizeToFitWidth: Bool = false {
        didSet { rec("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) }
    }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
    var clearsOnBeginEditing: Bool = false { didSet { rec("clearsOnBeginEditing", clearsOnBeginEditing) } }
    var borderStyle: UITextField.BorderStyle = .none { didSet { rec("borderStyle", borderStyle) } }
    var clearButtonMode: UITextField.ViewMode = .never { didSet { rec("clearButtonMode", clearButtonMode) } }
    var font: UIFont? = nil { didSet { rec("font", font) } }
    var textColor: UIColor? = nil { didSet { rec("textColor", textColor) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default { didSet { rec("spellCheckingType", spellCheckingType) } }
    var smartQuotesType: UITextSmartQuotesType = .default { didSet { rec("smartQuotesType", smartQuotesType) } }
    var smartDashesType: UITextSmartDashesType = .default { didSet { rec("smartDashesType", smartDashesType) } }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType) } }
    var keyboardAppearance: UIKeyboardAppearance = .default { didSet { rec("keyboardAppearance", keyboardAppearance) } }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType) } }
    var isSecureTextEntry: Bool = false { didSet { rec("isSecureTextEntry", isSecureTextEntry) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically) }
    }
    var delegate: (any UITextFieldDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UIScrollView: UIView {
    /// Apple's documentation of `UIView.clipsToBounds`: "Some subclasses of UIView, like UIScrollView,
    /// override the default value to true" (no header states it).
    override func sbgenInitialValues() {
        super.sbgenInitialValues()
        clipsToBounds = true
    }
    var showsHorizontalScrollIndicator: Bool = true {
        didSet { rec("showsHorizontalScrollIndicator", showsHorizontalScrollIndicator) }
    }
    var showsVerticalScrollIndicator: Bool = true {
        didSet { rec("showsVerticalScrollIndicator", showsVerticalScrollIndicator) }
    }
    var alwaysBounceVertical: Bool = false { didSet { rec("alwaysBounceVertical", alwaysBounceVertical) } }
    var alwaysBounceHorizontal: Bool = false { didSet { rec("alwaysBounceHorizontal", alwaysBounceHorizontal) } }
    var bounces: Bool = true { didSet { rec("bounces", bounces) } }
    var bouncesZoom: Bool = true { didSet { rec("bouncesZoom", bouncesZoom) } }
    var isPagingEnabled: Bool = false { didSet { rec("isPagingEnabled", isPagingEnabled) } }
    var isScrollEnabled: Bool = true { didSet { rec("isScrollEnabled", isScrollEnabled) } }
    var isDirectionalLockEnabled: Bool = false { didSet { rec("isDirectionalLockEnabled", isDirectionalLockEnabled) } }
    var delaysContentTouches: Bool = true { didSet { rec("delaysContentTouches", delaysContentTouches) } }
    var canCancelContentTouches: Bool = true { didSet { rec("canCancelContentTouches", canCancelContentTouches) } }
    var minimumZoomScale: CGFloat = 1 { didSet { rec("minimumZoomScale", minimumZoomScale) } }
    var maximumZoomScale: CGFloat = 1 { didSet { rec("maximumZoomScale", maximumZoomScale) } }
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none {
        didSet { rec("keyboardDismissMode", keyboardDismissMode) }
    }
    var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { rec("contentInsetAdjustmentBehavior", contentInsetAdjustmentBehavior) }
    }
    var contentInset: UIEdgeInsets = .zero { didSet { rec("contentInset", contentInset) } }
    var scrollIndicatorInsets: UIEdgeInsets = .zero { didSet { rec("scrollIndicatorInsets", scrollIndicatorInsets) } }
    var delegate: (any UIScrollViewDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UITextView: UIScrollView {
    var attributedText: NSAttributedString! = nil { didSet { rec("attributedText", attributedText) } }
    /// UITextView's text is empty, never nil.
    var text: String! = "" { didSet { rec("text", text) } }
    var isEditable: Bool = true { didSet { rec("isEditable", isEditable) } }
    var isSelectable: Bool = true { didSet { rec("isSelectable", isSelectable) } }
    /// Natural, as Apple's documentation of `UITextView.textAlignment` says; UITextView.h's comment
    /// ("default is NSLeftTextAlignment") predates iOS 9, when UILabel's changed to natural too.
    var textAlignment: NSTextAlignment = .natural { didSet { rec("textAlignment", textAlignment) } }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
    var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { rec("dataDetectorTypes", dataDetectorTypes) } }
    var font: UIFont? = nil { didSet { rec("font", font) } }
    var textColor: UIColor? = nil { didSet { rec("textColor", textColor) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default { didSet { rec("spellCheckingType", spellCheckingType) } }
    var smartQuotesType: UITextSmartQuotesType = .default { didSet { rec("smartQuotesType", smartQuotesType) } }
    var smartDashesType: UITextSmartDashesType = .default { didSet { rec("smartDashesType", smartDashesType) } }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType) } }
    var keyboardAppearance: UIKeyboardAppearance = .default { didSet { rec("keyboardAppearance", keyboardAppearance) } }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType) } }
    var isSecureTextEntry: Bool = false { didSet { rec("isSecureTextEntry", isSecureTextEntry) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically) }
    }
}

class UISwitch: UIControl {
    var isOn: Bool = false { didSet { rec("isOn", isOn) } }
    var onTintColor: UIColor? = nil { didSet { rec("onTintColor", onTintColor) } }
    var thumbTintColor: UIColor? = nil { didSet { rec("thumbTintColor", thumbTintColor) } }
}

class UISlider: UIControl {
    var value: Float = 0 { didSet { rec("value", value) } }
    var minimumValue: Float = 0 { didSet { rec("minimumValue", minimumValue) } }
    var maximumValue: Float = 1 { didSet { rec("maximumValue", maximumValue) } }
    var isContinuous: Bool = true { didSet { rec("isContinuous", isContinuous) } }
    var minimumTrackTintColor: UIColor? = nil { didSet { rec("minimumTrackTintColor", minimumTrackTintColor) } }
    var maximumTrackTintColor: UIColor? = nil { didSet { rec("maximumTrackTintColor", maximumTrackTintColor) } }
    var thumbTintColor: UIColor? = nil { didSet { rec("thumbTintColor", thumbTintColor) } }
}

class UIStepper: UIControl {
    var value: Double = 0 { didSet { rec("value", value) } }
    var minimumValue: Double = 0 { didSet { rec("minimumValue", minimumValue) } }
    var maximumValue: Double = 100 { didSet { rec("maximumValue", maximumValue) } }
    var stepValue: Double = 1 { didSet { rec("stepValue", stepValue) } }
    var autorepeat: Bool = true { didSet { rec("autorepeat", autorepeat) } }
    var isContinuous: Bool = true { didSet { rec("isContinuous", isContinuous) } }
    var wraps: Bool = false { didSet { rec("wraps", wraps) } }
}

class UISegmentedControl: UIControl {
    var selectedSegmentIndex: Int = -1 { didSet { rec("selectedSegmentIndex", selectedSegmentIndex) } }
    var isMomentary: Bool = false { didSet { rec("isMomentary", isMomentary) } }
    var selectedSegmentTintColor: UIColor? = nil {
        didSet { rec("selectedSegmentTintColor", selectedSegmentTintColor) }
    }
}

class UIActivityIndicatorView: UIView {
    var hidesWhenStopped: Bool = true { didSet { rec("hidesWhenStopped", hidesWhenStopped) } }
    var style: UIActivityIndicatorView.Style = .medium { didSet { rec("style", style) } }
    var color: UIColor! = nil { didSet { rec("color", color) } }
}

class UIProgressView: UIView {
    var progress: Float = 0 { didSet { rec("progress", progress) } }
    var progressViewStyle: UIProgressView.Style = .default { didSet { rec("progressViewStyle", progressViewStyle) } }
    var progressTintColor: UIColor? = nil { didSet { rec("progressTintColor", progressTintColor) } }
    var trackTintColor: UIColor? = nil { didSet { rec("trackTintColor", trackTintColor) } }
}

class UIPageControl: UIControl {
    var numberOfPages: Int = 0 { didSet { rec("numberOfPages", numberOfPages) } }
    var currentPage: Int = 0 { didSet { rec("currentPage", currentPage) } }
    var hidesForSinglePage: Bool = false { didSet { rec("hidesForSinglePage", hidesForSinglePage) } }
    var pageIndicatorTintColor: UIColor? = nil { didSet { rec("pageIndicatorTintColor", pageIndicatorTintColor) } }
    var currentPageIndicatorTintColor: UIColor? = nil {
        didSet { rec("currentPageIndicatorTintColor", currentPageIndicatorTintColor) }
    }
}

class UIDatePicker: UIControl {
    var minuteInterval: Int = 1 { didSet { rec("minuteInterval", minuteInterval) } }
    var datePickerMode: UIDatePicker.Mode = .dateAndTime { didSet { rec("datePickerMode", datePickerMode) } }
}

class UIPickerView: UIView {
    var dataSource: (any UIPickerViewDataSource)? = nil {
        didSet { sbgenOutlet("dataSource", dataSource as AnyObject?) }
    }
    var delegate: (any UIPickerViewDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UISearchBar: UIView {
    var text: String? = nil { didSet { rec("text", text) } }
    var placeholder: String? = nil { didSet { rec("placeholder", placeholder) } }
    var prompt: String? = nil { didSet { rec("prompt", prompt) } }
    var showsCancelButton: Bool = false { didSet { rec("showsCancelButton", showsCancelButton) } }
    var showsBookmarkButton: Bool = false { didSet { rec("showsBookmarkButton", showsBookmarkButton) } }
    var showsScopeBar: Bool = false { didSet { rec("showsScopeBar", showsScopeBar) } }
    var searchBarStyle: UISearchBar.Style = .default { didSet { rec("searchBarStyle", searchBarStyle) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default { didSet { rec("spellCheckingType", spellCheckingType) } }
    var smartQuotesType: UITextSmartQuotesType = .default { didSet { rec("smartQuotesType", smartQuotesType) } }
    var smartDashesType: UITextSmartDashesType = .default { didSet { rec("smartDashesType", smartDashesType) } }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType) } }
    var keyboardAppearance: UIKeyboardAppearance = .default { didSet { rec("keyboardAppearance", keyboardAppearance) } }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically) }
    }
    var delegate: (any UISearchBarDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UIStackView: UIView {
    var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rec("axis", axis) } }
    var distribution: UIStackView.Distribution = .fill { didSet { rec("distribution", distribution) } }
    var alignment: UIStackView.Alignment = .fill { didSet { rec("alignment", alignment) } }
    var spacing: CGFloat = 0 { didSet { rec("spacing", spacing) } }
    var isBaselineRelativeArrangement: Bool = false {
        didSet { rec("isBaselineRelativeArrangement", isBaselineRelativeArrangement) }
    }
    var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { rec("isLayoutMarginsRelativeArrangement", isLayoutMarginsRelativeArrangement) }
    }
}

class UITableView: UIScrollView {
    var rowHeight: CGFloat = -1 { didSet { rec("rowHeight", rowHeight) } }
    var estimatedRowHeight: CGFloat = -1 { didSet { rec("estimatedRowHeight", estimatedRowHeight) } }
    var sectionHeaderHeight: CGFloat = -1 { didSet { rec("sectionHeaderHeight", sectionHeaderHeight) } }
    var estimatedSectionHeaderHeight: CGFloat = -1 {
        didSet { rec("estimatedSectionHeaderHeight", estimatedSectionHeaderHeight) }
    }
    var sectionFooterHeight: CGFloat = -1 { didSet { rec("sectionFooterHeight", sectionFooterHeight) } }
    var estimatedSectionFooterHeight: CGFloat = -1 {
        didSet { rec("estimatedSectionFooterHeight", estimatedSectionFooterHeight) }
    }
    var allowsSelection: Bool = true { didSet { rec("allowsSelection", allowsSelection) } }
    var allowsMultipleSelection: Bool = false { didSet { rec("allowsMultipleSelection", allowsMultipleSelection) } }
    var allowsSelectionDuringEditing: Bool = false {
        didSet { rec("allowsSelectionDuringEditing", allowsSelectionDuringEditing) }
    }
    var allowsMultipleSelectionDuringEditing: Bool = false {
        didSet { rec("allowsMultipleSelectionDuringEditing", allowsMultipleSelectionDuringEditing) }
    }
    var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { rec("separatorStyle", separatorStyle) }
    }
    var separatorInset: UIEdgeInsets = .zero { didSet { rec("separatorInset", separatorInset) } }
    var separatorColor: UIColor? = nil { didSet { rec("separatorColor", separatorColor) } }
    var sectionIndexColor: UIColor? = nil { didSet { rec("sectionIndexColor", sectionIndexColor) } }
    var sectionIndexBackgroundColor: UIColor? = nil {
        didSet { rec("sectionIndexBackgroundColor", sectionIndexBackgroundColor) }
    }
    var tableHeaderView: UIView? = nil
    var tableFooterView: UIView? = nil
    var dataSource: (any UITableViewDataSource)? = nil {
        didSet { sbgenOutlet("dataSource", dataSource as AnyObject?) }
    }
}

class UICollectionView: UIScrollView {
    var dataSource: (any UICollectionViewDataSource)? = nil {
        didSet { sbgenOutlet("dataSource", dataSource as AnyObject?) }
    }
}

class UITableViewCell: UIView {
    let contentView = UIView(frame: .zero)
    let sbgenStyle: UITableViewCell.CellStyle
    /// Built-in views created on first access (as UIKit does), printed as derived children.
    var sbgenBuiltIn: [String: UIView] = [:]
    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        sbgenStyle = style
        super.init(frame: .zero)
        contentView.sbgenDerived = "contentView"
        contentView.superview = self
        if style != .default { rec("style", style) }
    }
    required init?(coder: NSCoder) {
        sbgenStyle = .default
        super.init(coder: coder)
    }
    func sbgenBuiltInView<V: UIView>(_ name: String, _ make: () -> V) -> V {
        if let existing = sbgenBuiltIn[name] as? V { return existing }
        let view = make()
        view.sbgenDerived = name
        sbgenBuiltIn[name] = view
        return view
    }
    /// Every style has a text label; `.default` has no detail label, `.value2` no image view.
    var textLabel: UILabel? { sbgenBuiltInView("textLabel") { UILabel(frame: .zero) } }
    var detailTextLabel: UILabel? {
        sbgenStyle == .default ? nil : sbgenBuiltInView("detailTextLabel") { UILabel(frame: .zero) }
    }
    var imageView: UIImageView? {
        sbgenStyle == .value2 ? nil : sbgenBuiltInView("imageView") { UIImageView(frame: .zero) }
    }
    var selectionStyle: UITableViewCell.SelectionStyle = .default { didSet { rec("selectionStyle", selectionStyle) } }
    var accessoryType: UITableViewCell.AccessoryType = .none { didSet { rec("accessoryType", accessoryType) } }
    var indentationWidth: CGFloat = 10 { didSet { rec("indentationWidth", indentationWidth) } }
    var editingAccessoryType: UITableViewCell.AccessoryType = .none {
        didSet { rec("editingAccessoryType", editingAccessoryType) }
    }
    var indentationLevel: Int = 0 { didSet { rec("indentationLevel", indentationLevel) } }
    var separatorInset: UIEdgeInsets = .zero { didSet { rec("separatorInset", separatorInset) } }
}

class UICollectionReusableView: UIView {
}

class UICollectionViewCell: UICollectionReusableView {
    let contentView = UIView(frame: .zero)
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.sbgenDerived = "contentView"
        contentView.superview = self
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

class UIVisualEffectView: UIView {
    let contentView = UIView(frame: .zero)
    var effect: UIVisualEffect? { didSet { rec("effect", effect) } }
    init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        if let effect { self.effect = effect }
        contentView.sbgenDerived = "contentView"
        contentView.superview = self
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

class UINavigationBar: UIView {
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor) } }
}

class UIToolbar: UIView {
    var items: [UIBarButtonItem]? = nil { didSet { rec("items", items) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor) } }
}

class UITabBar: UIView {
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor) } }
}

class WKWebView: UIView {
}

class MKMapView: UIView {
}
