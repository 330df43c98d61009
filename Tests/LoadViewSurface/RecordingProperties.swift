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
    var contentMode: UIView.ContentMode = .scaleToFill { didSet { rec("contentMode", contentMode, was: oldValue) } }
    var alpha: CGFloat = 1 { didSet { rec("alpha", alpha, was: oldValue) } }
    var isHidden: Bool = false { didSet { rec("isHidden", isHidden, was: oldValue) } }
    var isOpaque: Bool = true { didSet { rec("isOpaque", isOpaque, was: oldValue) } }
    var clipsToBounds: Bool = false { didSet { rec("clipsToBounds", clipsToBounds, was: oldValue) } }
    var isUserInteractionEnabled: Bool = true {
        didSet { rec("isUserInteractionEnabled", isUserInteractionEnabled, was: oldValue) }
    }
    var isMultipleTouchEnabled: Bool = false {
        didSet { rec("isMultipleTouchEnabled", isMultipleTouchEnabled, was: oldValue) }
    }
    var isExclusiveTouch: Bool = false { didSet { rec("isExclusiveTouch", isExclusiveTouch, was: oldValue) } }
    var autoresizesSubviews: Bool = true { didSet { rec("autoresizesSubviews", autoresizesSubviews, was: oldValue) } }
    var clearsContextBeforeDrawing: Bool = true {
        didSet { rec("clearsContextBeforeDrawing", clearsContextBeforeDrawing, was: oldValue) }
    }
    var tag: Int = 0 { didSet { rec("tag", tag, was: oldValue) } }
    var restorationIdentifier: String? = nil {
        didSet { rec("restorationIdentifier", restorationIdentifier, was: oldValue) }
    }
    var preservesSuperviewLayoutMargins: Bool = false {
        didSet { rec("preservesSuperviewLayoutMargins", preservesSuperviewLayoutMargins, was: oldValue) }
    }
    var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { rec("insetsLayoutMarginsFromSafeArea", insetsLayoutMarginsFromSafeArea, was: oldValue) }
    }
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { rec("semanticContentAttribute", semanticContentAttribute, was: oldValue) }
    }
    var backgroundColor: UIColor? = nil { didSet { rec("backgroundColor", backgroundColor, was: oldValue) } }
    var tintColor: UIColor! = nil { didSet { rec("tintColor", tintColor, was: oldValue) } }
    var frame: CGRect = .zero { didSet { rec("frame", frame, was: oldValue) } }
    var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { rec("autoresizingMask", autoresizingMask, was: oldValue) }
    }
    var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            rec("translatesAutoresizingMaskIntoConstraints", translatesAutoresizingMaskIntoConstraints, was: oldValue)
        }
    }
    var layoutMargins: UIEdgeInsets = .zero { didSet { rec("layoutMargins", layoutMargins, was: oldValue) } }
    var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 0, bottom: 0, trailing: 0)
    { didSet { rec("directionalLayoutMargins", directionalLayoutMargins, was: oldValue) } }
    var accessibilityLabel: String? = nil { didSet { rec("accessibilityLabel", accessibilityLabel, was: oldValue) } }
    var accessibilityHint: String? = nil { didSet { rec("accessibilityHint", accessibilityHint, was: oldValue) } }
    var accessibilityIdentifier: String? = nil {
        didSet { rec("accessibilityIdentifier", accessibilityIdentifier, was: oldValue) }
    }
    var accessibilityValue: String? = nil { didSet { rec("accessibilityValue", accessibilityValue, was: oldValue) } }
    var accessibilityTraits: UIAccessibilityTraits = [] {
        didSet { rec("accessibilityTraits", accessibilityTraits, was: oldValue) }
    }
    var isAccessibilityElement: Bool = false {
        didSet { rec("isAccessibilityElement", isAccessibilityElement, was: oldValue) }
    }
}

class UIControl: UIView {
    var isEnabled: Bool = true { didSet { rec("isEnabled", isEnabled, was: oldValue) } }
    var isSelected: Bool = false { didSet { rec("isSelected", isSelected, was: oldValue) } }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted, was: oldValue) } }
    var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { rec("contentHorizontalAlignment", contentHorizontalAlignment, was: oldValue) }
    }
    var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
        didSet { rec("contentVerticalAlignment", contentVerticalAlignment, was: oldValue) }
    }
}

class UILabel: UIView {
    /// UILabel.h: `userInteractionEnabled` "default is NO".
    override func sbgenInitialValues() {
        super.sbgenInitialValues()
        isUserInteractionEnabled = false
    }
    var attributedText: NSAttributedString? = nil { didSet { rec("attributedText", attributedText, was: oldValue) } }
    var text: String? = nil { didSet { rec("text", text, was: oldValue) } }
    var textAlignment: NSTextAlignment = .natural { didSet { rec("textAlignment", textAlignment, was: oldValue) } }
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { rec("lineBreakMode", lineBreakMode, was: oldValue) }
    }
    var numberOfLines: Int = 1 { didSet { rec("numberOfLines", numberOfLines, was: oldValue) } }
    var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { rec("preferredMaxLayoutWidth", preferredMaxLayoutWidth, was: oldValue) }
    }
    var adjustsFontSizeToFitWidth: Bool = false {
        didSet { rec("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth, was: oldValue) }
    }
    var minimumScaleFactor: CGFloat = 0 { didSet { rec("minimumScaleFactor", minimumScaleFactor, was: oldValue) } }
    var isEnabled: Bool = true { didSet { rec("isEnabled", isEnabled, was: oldValue) } }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted, was: oldValue) } }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, was: oldValue) }
    }
    var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { rec("baselineAdjustment", baselineAdjustment, was: oldValue) }
    }
    var font: UIFont! = nil { didSet { rec("font", font, was: oldValue) } }
    var textColor: UIColor! = .label { didSet { rec("textColor", textColor, was: oldValue) } }
    var highlightedTextColor: UIColor? = nil {
        didSet { rec("highlightedTextColor", highlightedTextColor, was: oldValue) }
    }
    var shadowColor: UIColor? = nil { didSet { rec("shadowColor", shadowColor, was: oldValue) } }
    /// UILabel.h: "default is CGSizeMake(0, -1) -- a top shadow".
    var shadowOffset: CGSize = CGSize(width: 0, height: -1) {
        didSet { rec("shadowOffset", shadowOffset, was: oldValue) }
    }
}

class UIButton: UIControl {
    var showsMenuAsPrimaryAction: Bool = false {
        didSet { rec("showsMenuAsPrimaryAction", showsMenuAsPrimaryAction, was: oldValue) }
    }
    var changesSelectionAsPrimaryAction: Bool = false {
        didSet { rec("changesSelectionAsPrimaryAction", changesSelectionAsPrimaryAction, was: oldValue) }
    }
    var role: UIButton.Role = .normal { didSet { rec("role", role, was: oldValue) } }
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
    var image: UIImage? = nil { didSet { rec("image", image, was: oldValue) } }
    var highlightedImage: UIImage? = nil { didSet { rec("highlightedImage", highlightedImage, was: oldValue) } }
    var preferredSymbolConfiguration: UIImage.SymbolConfiguration? = nil {
        didSet { rec("preferredSymbolConfiguration", preferredSymbolConfiguration, was: oldValue) }
    }
    var isHighlighted: Bool = false { didSet { rec("isHighlighted", isHighlighted, was: oldValue) } }
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false {
        didSet {
            rec(
                "adjustsImageSizeForAccessibilityContentSizeCategory",
                adjustsImageSizeForAccessibilityContentSizeCategory)
        }
    }
}

class UITextField: UIControl {
    var attributedText: NSAttributedString? = nil { didSet { rec("attributedText", attributedText, was: oldValue) } }
    var text: String? = nil { didSet { rec("text", text, was: oldValue) } }
    var placeholder: String? = nil { didSet { rec("placeholder", placeholder, was: oldValue) } }
    /// UITextField.h and Apple's documentation: left (not natural, unlike UILabel and UITextView).
    var textAlignment: NSTextAlignment = .left { didSet { rec("textAlignment", textAlignment, was: oldValue) } }
    var minimumFontSize: CGFloat = 0 { didSet { rec("minimumFontSize", minimumFontSize, was: oldValue) } }
    var adjustsFontSizeToFitWidth: Bool = false {
        didSet { rec("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth, was: oldValue) }
    }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, was: oldValue) }
    }
    var clearsOnBeginEditing: Bool = false {
        didSet { rec("clearsOnBeginEditing", clearsOnBeginEditing, was: oldValue) }
    }
    var borderStyle: UITextField.BorderStyle = .none { didSet { rec("borderStyle", borderStyle, was: oldValue) } }
    var clearButtonMode: UITextField.ViewMode = .never {
        didSet { rec("clearButtonMode", clearButtonMode, was: oldValue) }
    }
    var font: UIFont? = nil { didSet { rec("font", font, was: oldValue) } }
    var textColor: UIColor? = nil { didSet { rec("textColor", textColor, was: oldValue) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType, was: oldValue) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType, was: oldValue) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default {
        didSet { rec("spellCheckingType", spellCheckingType, was: oldValue) }
    }
    var smartQuotesType: UITextSmartQuotesType = .default {
        didSet { rec("smartQuotesType", smartQuotesType, was: oldValue) }
    }
    var smartDashesType: UITextSmartDashesType = .default {
        didSet { rec("smartDashesType", smartDashesType, was: oldValue) }
    }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType, was: oldValue) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType, was: oldValue) } }
    var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet { rec("keyboardAppearance", keyboardAppearance, was: oldValue) }
    }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType, was: oldValue) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType, was: oldValue) } }
    var isSecureTextEntry: Bool = false { didSet { rec("isSecureTextEntry", isSecureTextEntry, was: oldValue) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically, was: oldValue) }
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
        didSet { rec("showsHorizontalScrollIndicator", showsHorizontalScrollIndicator, was: oldValue) }
    }
    var showsVerticalScrollIndicator: Bool = true {
        didSet { rec("showsVerticalScrollIndicator", showsVerticalScrollIndicator, was: oldValue) }
    }
    var alwaysBounceVertical: Bool = false {
        didSet { rec("alwaysBounceVertical", alwaysBounceVertical, was: oldValue) }
    }
    var alwaysBounceHorizontal: Bool = false {
        didSet { rec("alwaysBounceHorizontal", alwaysBounceHorizontal, was: oldValue) }
    }
    var bounces: Bool = true { didSet { rec("bounces", bounces, was: oldValue) } }
    var bouncesZoom: Bool = true { didSet { rec("bouncesZoom", bouncesZoom, was: oldValue) } }
    var isPagingEnabled: Bool = false { didSet { rec("isPagingEnabled", isPagingEnabled, was: oldValue) } }
    var isScrollEnabled: Bool = true { didSet { rec("isScrollEnabled", isScrollEnabled, was: oldValue) } }
    var isDirectionalLockEnabled: Bool = false {
        didSet { rec("isDirectionalLockEnabled", isDirectionalLockEnabled, was: oldValue) }
    }
    var delaysContentTouches: Bool = true {
        didSet { rec("delaysContentTouches", delaysContentTouches, was: oldValue) }
    }
    var canCancelContentTouches: Bool = true {
        didSet { rec("canCancelContentTouches", canCancelContentTouches, was: oldValue) }
    }
    var minimumZoomScale: CGFloat = 1 { didSet { rec("minimumZoomScale", minimumZoomScale, was: oldValue) } }
    var maximumZoomScale: CGFloat = 1 { didSet { rec("maximumZoomScale", maximumZoomScale, was: oldValue) } }
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none {
        didSet { rec("keyboardDismissMode", keyboardDismissMode, was: oldValue) }
    }
    var indicatorStyle: UIScrollView.IndicatorStyle = .default {
        didSet { rec("indicatorStyle", indicatorStyle, was: oldValue) }
    }
    var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { rec("contentInsetAdjustmentBehavior", contentInsetAdjustmentBehavior, was: oldValue) }
    }
    var contentInset: UIEdgeInsets = .zero { didSet { rec("contentInset", contentInset, was: oldValue) } }
    var scrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { rec("scrollIndicatorInsets", scrollIndicatorInsets, was: oldValue) }
    }
    var delegate: (any UIScrollViewDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UITextView: UIScrollView {
    var attributedText: NSAttributedString! = nil { didSet { rec("attributedText", attributedText, was: oldValue) } }
    /// UITextView's text is empty, never nil.
    var text: String! = "" { didSet { rec("text", text, was: oldValue) } }
    var isEditable: Bool = true { didSet { rec("isEditable", isEditable, was: oldValue) } }
    var isSelectable: Bool = true { didSet { rec("isSelectable", isSelectable, was: oldValue) } }
    /// Natural, as Apple's documentation of `UITextView.textAlignment` says; UITextView.h's comment
    /// ("default is NSLeftTextAlignment") predates iOS 9, when UILabel's changed to natural too.
    var textAlignment: NSTextAlignment = .natural { didSet { rec("textAlignment", textAlignment, was: oldValue) } }
    var adjustsFontForContentSizeCategory: Bool = false {
        didSet { rec("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory, was: oldValue) }
    }
    var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { rec("dataDetectorTypes", dataDetectorTypes, was: oldValue) }
    }
    var font: UIFont? = nil { didSet { rec("font", font, was: oldValue) } }
    var textColor: UIColor? = nil { didSet { rec("textColor", textColor, was: oldValue) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType, was: oldValue) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType, was: oldValue) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default {
        didSet { rec("spellCheckingType", spellCheckingType, was: oldValue) }
    }
    var smartQuotesType: UITextSmartQuotesType = .default {
        didSet { rec("smartQuotesType", smartQuotesType, was: oldValue) }
    }
    var smartDashesType: UITextSmartDashesType = .default {
        didSet { rec("smartDashesType", smartDashesType, was: oldValue) }
    }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType, was: oldValue) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType, was: oldValue) } }
    var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet { rec("keyboardAppearance", keyboardAppearance, was: oldValue) }
    }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType, was: oldValue) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType, was: oldValue) } }
    var isSecureTextEntry: Bool = false { didSet { rec("isSecureTextEntry", isSecureTextEntry, was: oldValue) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically, was: oldValue) }
    }
}

/// A table view controller's refresh control prints where it is assigned: `refresh`, then its
/// properties, sorted (`+tintColor=…`).
final class UIRefreshControl: UIControl, SbgenCanonical {
    nonisolated var sbgenCanonical: String {
        MainActor.assumeIsolated {
            "refresh" + sbgenProps.sorted { $0.key < $1.key }.map { "+\($0.key)=\($0.value)" }.joined()
        }
    }
}

class UISwitch: UIControl {
    var isOn: Bool = false { didSet { rec("isOn", isOn, was: oldValue) } }
    var onTintColor: UIColor? = nil { didSet { rec("onTintColor", onTintColor, was: oldValue) } }
    var thumbTintColor: UIColor? = nil { didSet { rec("thumbTintColor", thumbTintColor, was: oldValue) } }
}

class UISlider: UIControl {
    var value: Float = 0 { didSet { rec("value", value, was: oldValue) } }
    var minimumValue: Float = 0 { didSet { rec("minimumValue", minimumValue, was: oldValue) } }
    var maximumValue: Float = 1 { didSet { rec("maximumValue", maximumValue, was: oldValue) } }
    var isContinuous: Bool = true { didSet { rec("isContinuous", isContinuous, was: oldValue) } }
    var minimumTrackTintColor: UIColor? = nil {
        didSet { rec("minimumTrackTintColor", minimumTrackTintColor, was: oldValue) }
    }
    var maximumTrackTintColor: UIColor? = nil {
        didSet { rec("maximumTrackTintColor", maximumTrackTintColor, was: oldValue) }
    }
    var thumbTintColor: UIColor? = nil { didSet { rec("thumbTintColor", thumbTintColor, was: oldValue) } }
}

class UIStepper: UIControl {
    var value: Double = 0 { didSet { rec("value", value, was: oldValue) } }
    var minimumValue: Double = 0 { didSet { rec("minimumValue", minimumValue, was: oldValue) } }
    var maximumValue: Double = 100 { didSet { rec("maximumValue", maximumValue, was: oldValue) } }
    var stepValue: Double = 1 { didSet { rec("stepValue", stepValue, was: oldValue) } }
    var autorepeat: Bool = true { didSet { rec("autorepeat", autorepeat, was: oldValue) } }
    var isContinuous: Bool = true { didSet { rec("isContinuous", isContinuous, was: oldValue) } }
    var wraps: Bool = false { didSet { rec("wraps", wraps, was: oldValue) } }
}

class UISegmentedControl: UIControl {
    var selectedSegmentIndex: Int = -1 { didSet { rec("selectedSegmentIndex", selectedSegmentIndex, was: oldValue) } }
    var isMomentary: Bool = false { didSet { rec("isMomentary", isMomentary, was: oldValue) } }
    var apportionsSegmentWidthsByContent: Bool = false {
        didSet { rec("apportionsSegmentWidthsByContent", apportionsSegmentWidthsByContent, was: oldValue) }
    }
    var selectedSegmentTintColor: UIColor? = nil {
        didSet { rec("selectedSegmentTintColor", selectedSegmentTintColor, was: oldValue) }
    }
}

class UIActivityIndicatorView: UIView {
    var hidesWhenStopped: Bool = true { didSet { rec("hidesWhenStopped", hidesWhenStopped, was: oldValue) } }
    var style: UIActivityIndicatorView.Style = .medium { didSet { rec("style", style, was: oldValue) } }
    var color: UIColor! = nil { didSet { rec("color", color, was: oldValue) } }
}

class UIProgressView: UIView {
    var progress: Float = 0 { didSet { rec("progress", progress, was: oldValue) } }
    var progressViewStyle: UIProgressView.Style = .default {
        didSet { rec("progressViewStyle", progressViewStyle, was: oldValue) }
    }
    var progressTintColor: UIColor? = nil { didSet { rec("progressTintColor", progressTintColor, was: oldValue) } }
    var trackTintColor: UIColor? = nil { didSet { rec("trackTintColor", trackTintColor, was: oldValue) } }
}

class UIPageControl: UIControl {
    var numberOfPages: Int = 0 { didSet { rec("numberOfPages", numberOfPages, was: oldValue) } }
    var currentPage: Int = 0 { didSet { rec("currentPage", currentPage, was: oldValue) } }
    var hidesForSinglePage: Bool = false { didSet { rec("hidesForSinglePage", hidesForSinglePage, was: oldValue) } }
    var pageIndicatorTintColor: UIColor? = nil {
        didSet { rec("pageIndicatorTintColor", pageIndicatorTintColor, was: oldValue) }
    }
    var currentPageIndicatorTintColor: UIColor? = nil {
        didSet { rec("currentPageIndicatorTintColor", currentPageIndicatorTintColor, was: oldValue) }
    }
}

class UIDatePicker: UIControl {
    var minuteInterval: Int = 1 { didSet { rec("minuteInterval", minuteInterval, was: oldValue) } }
    var datePickerMode: UIDatePicker.Mode = .dateAndTime {
        didSet { rec("datePickerMode", datePickerMode, was: oldValue) }
    }
    // UIDatePicker.h (iOS 13.4); Apple's documentation: the default is `.automatic`.
    var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { rec("preferredDatePickerStyle", preferredDatePickerStyle, was: oldValue) }
    }
}

class UIPickerView: UIView {
    var dataSource: (any UIPickerViewDataSource)? = nil {
        didSet { sbgenOutlet("dataSource", dataSource as AnyObject?) }
    }
    var delegate: (any UIPickerViewDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UISearchBar: UIView {
    var text: String? = nil { didSet { rec("text", text, was: oldValue) } }
    var placeholder: String? = nil { didSet { rec("placeholder", placeholder, was: oldValue) } }
    var prompt: String? = nil { didSet { rec("prompt", prompt, was: oldValue) } }
    var showsCancelButton: Bool = false { didSet { rec("showsCancelButton", showsCancelButton, was: oldValue) } }
    var showsBookmarkButton: Bool = false { didSet { rec("showsBookmarkButton", showsBookmarkButton, was: oldValue) } }
    var showsScopeBar: Bool = false { didSet { rec("showsScopeBar", showsScopeBar, was: oldValue) } }
    var searchBarStyle: UISearchBar.Style = .default { didSet { rec("searchBarStyle", searchBarStyle, was: oldValue) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor, was: oldValue) } }
    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { rec("autocapitalizationType", autocapitalizationType, was: oldValue) }
    }
    var autocorrectionType: UITextAutocorrectionType = .default {
        didSet { rec("autocorrectionType", autocorrectionType, was: oldValue) }
    }
    var spellCheckingType: UITextSpellCheckingType = .default {
        didSet { rec("spellCheckingType", spellCheckingType, was: oldValue) }
    }
    var smartQuotesType: UITextSmartQuotesType = .default {
        didSet { rec("smartQuotesType", smartQuotesType, was: oldValue) }
    }
    var smartDashesType: UITextSmartDashesType = .default {
        didSet { rec("smartDashesType", smartDashesType, was: oldValue) }
    }
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default {
        didSet { rec("smartInsertDeleteType", smartInsertDeleteType, was: oldValue) }
    }
    var keyboardType: UIKeyboardType = .default { didSet { rec("keyboardType", keyboardType, was: oldValue) } }
    var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet { rec("keyboardAppearance", keyboardAppearance, was: oldValue) }
    }
    var returnKeyType: UIReturnKeyType = .default { didSet { rec("returnKeyType", returnKeyType, was: oldValue) } }
    var textContentType: UITextContentType! = nil { didSet { rec("textContentType", textContentType, was: oldValue) } }
    var enablesReturnKeyAutomatically: Bool = false {
        didSet { rec("enablesReturnKeyAutomatically", enablesReturnKeyAutomatically, was: oldValue) }
    }
    var delegate: (any UISearchBarDelegate)? = nil { didSet { sbgenOutlet("delegate", delegate as AnyObject?) } }
}

class UIStackView: UIView {
    var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rec("axis", axis, was: oldValue) } }
    var distribution: UIStackView.Distribution = .fill { didSet { rec("distribution", distribution, was: oldValue) } }
    var alignment: UIStackView.Alignment = .fill { didSet { rec("alignment", alignment, was: oldValue) } }
    var spacing: CGFloat = 0 { didSet { rec("spacing", spacing, was: oldValue) } }
    var isBaselineRelativeArrangement: Bool = false {
        didSet { rec("isBaselineRelativeArrangement", isBaselineRelativeArrangement, was: oldValue) }
    }
    var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { rec("isLayoutMarginsRelativeArrangement", isLayoutMarginsRelativeArrangement, was: oldValue) }
    }
}

class UITableView: UIScrollView {
    var rowHeight: CGFloat = -1 { didSet { rec("rowHeight", rowHeight, was: oldValue) } }
    var estimatedRowHeight: CGFloat = -1 { didSet { rec("estimatedRowHeight", estimatedRowHeight, was: oldValue) } }
    var sectionHeaderHeight: CGFloat = -1 { didSet { rec("sectionHeaderHeight", sectionHeaderHeight, was: oldValue) } }
    var estimatedSectionHeaderHeight: CGFloat = -1 {
        didSet { rec("estimatedSectionHeaderHeight", estimatedSectionHeaderHeight, was: oldValue) }
    }
    var sectionFooterHeight: CGFloat = -1 { didSet { rec("sectionFooterHeight", sectionFooterHeight, was: oldValue) } }
    var estimatedSectionFooterHeight: CGFloat = -1 {
        didSet { rec("estimatedSectionFooterHeight", estimatedSectionFooterHeight, was: oldValue) }
    }
    var allowsSelection: Bool = true { didSet { rec("allowsSelection", allowsSelection, was: oldValue) } }
    var allowsMultipleSelection: Bool = false {
        didSet { rec("allowsMultipleSelection", allowsMultipleSelection, was: oldValue) }
    }
    var allowsSelectionDuringEditing: Bool = false {
        didSet { rec("allowsSelectionDuringEditing", allowsSelectionDuringEditing, was: oldValue) }
    }
    var allowsMultipleSelectionDuringEditing: Bool = false {
        didSet { rec("allowsMultipleSelectionDuringEditing", allowsMultipleSelectionDuringEditing, was: oldValue) }
    }
    var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { rec("separatorStyle", separatorStyle, was: oldValue) }
    }
    var separatorInset: UIEdgeInsets = .zero { didSet { rec("separatorInset", separatorInset, was: oldValue) } }
    var separatorColor: UIColor? = nil { didSet { rec("separatorColor", separatorColor, was: oldValue) } }
    var sectionIndexColor: UIColor? = nil { didSet { rec("sectionIndexColor", sectionIndexColor, was: oldValue) } }
    var sectionIndexBackgroundColor: UIColor? = nil {
        didSet { rec("sectionIndexBackgroundColor", sectionIndexBackgroundColor, was: oldValue) }
    }
    var tableHeaderView: UIView? = nil
    var tableFooterView: UIView? = nil
    var dataSource: (any UITableViewDataSource)? = nil {
        didSet { sbgenOutlet("dataSource", dataSource as AnyObject?) }
    }
}

class UICollectionView: UIScrollView {
    /// The layout it was made with: the dump names it `<path>.collectionViewLayout` for outlets to it.
    var sbgenLayout: AnyObject?
    /// Apple's documentation: "The default value of this property is true" (no header states it).
    var isPrefetchingEnabled: Bool = true {
        didSet { rec("isPrefetchingEnabled", isPrefetchingEnabled, was: oldValue) }
    }
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
    var selectionStyle: UITableViewCell.SelectionStyle = .default {
        didSet { rec("selectionStyle", selectionStyle, was: oldValue) }
    }
    var accessoryType: UITableViewCell.AccessoryType = .none {
        didSet { rec("accessoryType", accessoryType, was: oldValue) }
    }
    var indentationWidth: CGFloat = 10 { didSet { rec("indentationWidth", indentationWidth, was: oldValue) } }
    func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    var contentConfiguration: (any UIContentConfiguration)? {
        didSet { rec("contentConfiguration", contentConfiguration) }
    }
    var editingAccessoryType: UITableViewCell.AccessoryType = .none {
        didSet { rec("editingAccessoryType", editingAccessoryType, was: oldValue) }
    }
    var indentationLevel: Int = 0 { didSet { rec("indentationLevel", indentationLevel, was: oldValue) } }
    var separatorInset: UIEdgeInsets = .zero { didSet { rec("separatorInset", separatorInset, was: oldValue) } }
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
    var effect: UIVisualEffect? { didSet { rec("effect", effect, was: oldValue) } }
    init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        if let effect { self.effect = effect }
        contentView.sbgenDerived = "contentView"
        contentView.superview = self
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

class UINavigationBar: UIView {
    var isTranslucent: Bool = true { didSet { rec("isTranslucent", isTranslucent, was: oldValue) } }
    var items: [UINavigationItem]? = nil { didSet { rec("items", items, was: oldValue) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor, was: oldValue) } }
}

class UIToolbar: UIView {
    var isTranslucent: Bool = true { didSet { rec("isTranslucent", isTranslucent, was: oldValue) } }
    var items: [UIBarButtonItem]? = nil { didSet { rec("items", items, was: oldValue) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor, was: oldValue) } }
}

class UITabBar: UIView {
    var items: [UITabBarItem]? = nil { didSet { rec("items", items, was: oldValue) } }
    var isTranslucent: Bool = true { didSet { rec("isTranslucent", isTranslucent, was: oldValue) } }
    var barTintColor: UIColor? = nil { didSet { rec("barTintColor", barTintColor, was: oldValue) } }
}

class WKWebView: UIView {
}

/// MKMapView.h: "Zoom and scroll are enabled by default"; the rest as Apple's documentation states.
class MKMapView: UIView {
    var mapType: MKMapType = .standard { didSet { rec("mapType", mapType, was: oldValue) } }
    var showsUserLocation: Bool = false { didSet { rec("showsUserLocation", showsUserLocation, was: oldValue) } }
    var isZoomEnabled: Bool = true { didSet { rec("isZoomEnabled", isZoomEnabled, was: oldValue) } }
    var isScrollEnabled: Bool = true { didSet { rec("isScrollEnabled", isScrollEnabled, was: oldValue) } }
    var showsScale: Bool = false { didSet { rec("showsScale", showsScale, was: oldValue) } }
    var showsBuildings: Bool = true { didSet { rec("showsBuildings", showsBuildings, was: oldValue) } }
    var showsTraffic: Bool = false { didSet { rec("showsTraffic", showsTraffic, was: oldValue) } }
}

enum MKMapType { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

protocol UIContentConfiguration {}
/// Prints as `list(text,secondaryText)`.
struct UIListContentConfiguration: UIContentConfiguration, SbgenCanonical {
    var text: String?
    var secondaryText: String?
    nonisolated var sbgenCanonical: String { "list(\(sbgenCanon(text)),\(sbgenCanon(secondaryText)))" }
}
