import Foundation

/// Every constraint activated, in order.
@MainActor var sbgenActiveConstraints: [NSLayoutConstraint] = []

class NSResponder: SbgenRecording {}

class NSView: NSResponder {
    override init() { super.init() }
    init(frame frameRect: CGRect) {
        super.init()
        frame = frameRect
    }
    required init?(coder: NSCoder) { super.init() }
    private(set) var subviews: [NSView] = []
    private(set) weak var superview: NSView?
    var sbgenArranged = false
    /// The controller whose `view` this is.
    weak var sbgenController: NSViewController?
    /// Views this view owns (a scroll view's clip view): the dump names them instead of numbering them.
    var sbgenDerivedChildren: [(String, NSView)] { [] }
    func addSubview(_ view: NSView) {
        view.superview = self
        subviews.append(view)
    }
    var frame: CGRect = .zero { didSet { rec("frame", frame) } }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var isHidden = false { didSet { rec("isHidden", isHidden) } }
    var alphaValue: CGFloat = 1 { didSet { rec("alphaValue", alphaValue) } }
    var toolTip: String? { didSet { rec("toolTip", toolTip) } }
    var clipsToBounds = false { didSet { rec("clipsToBounds", clipsToBounds) } }
    var autoresizesSubviews = true { didSet { rec("autoresizesSubviews", autoresizesSubviews) } }
    var wantsLayer = false { didSet { rec("wantsLayer", wantsLayer) } }
    var focusRingType: NSFocusRingType = .default { didSet { rec("focusRingType", focusRingType) } }
    var appearance: NSAppearance? { didSet { rec("appearance", appearance) } }
    var identifier: NSUserInterfaceItemIdentifier? { didSet { rec("identifier", identifier?.rawValue) } }
    /// NSResponder's: a view's context menu.
    /// Recorded as an outlet: the dump prints the menu under that outlet's path.
    var menu: NSMenu? { didSet { sbgenOutlet("menu", menu) } }
    var tag: Int { -1 }
    var autoresizingMask: NSView.AutoresizingMask = [] { didSet { rec("autoresizingMask", autoresizingMask) } }
    var translatesAutoresizingMaskIntoConstraints = true {
        didSet { rec("translatesAutoresizingMaskIntoConstraints", translatesAutoresizingMaskIntoConstraints) }
    }
    var layer: CALayer? { CALayer(owner: self) }
    var safeAreaLayoutGuide: NSLayoutGuide { NSLayoutGuide(owner: self, name: "safeArea") }
    var layoutMarginsGuide: NSLayoutGuide { NSLayoutGuide(owner: self, name: "margins") }
    func setContentHuggingPriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {
        rec("hugging.\(orientation)", priority)
    }
    func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
    ) {
        rec("compression.\(orientation)", priority)
    }
    // NSAccessibility: setters are methods in AppKit.
    func setAccessibilityIdentifier(_ identifier: String?) { rec("accessibilityIdentifier", identifier) }
    func setAccessibilityLabel(_ label: String?) { rec("accessibilityLabel", label) }
    func setAccessibilityHelp(_ help: String?) { rec("accessibilityHelp", help) }
    // Object-valued: printed with the outlets (the dump's paths).
    func setAccessibilityTitleUIElement(_ element: Any?) { sbgenOutlet("accessibilityTitleUIElement", element) }
    func setAccessibilityLinkedUIElements(_ elements: [Any]?) {
        sbgenOutlet("accessibilityLinkedUIElements", elements)
    }
    // Key-value coding (NSObject on Apple platforms; absent from swift-corelibs-foundation).
    func setValue(_ value: Any?, forKeyPath keyPath: String) { rec("kvc(\(keyPath))", value) }
    func setValue(_ value: Any?, forKey key: String) { sbgenOutlet(key, value as AnyObject?) }
}

class NSControl: NSView {
    weak var target: AnyObject?
    var action: Selector?
    private var sbgenTag = 0
    override var tag: Int {
        get { sbgenTag }
        set {
            sbgenTag = newValue
            rec("tag", newValue)
        }
    }
    var isEnabled = true { didSet { rec("isEnabled", isEnabled) } }
    var isContinuous = false { didSet { rec("isContinuous", isContinuous) } }
    var stringValue = "" { didSet { rec("stringValue", stringValue) } }
    var doubleValue: Double = 0 { didSet { rec("doubleValue", doubleValue) } }
    var font: NSFont? { didSet { rec("font", font) } }
    var alignment: NSTextAlignment = .natural { didSet { rec("alignment", alignment) } }
    var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { rec("lineBreakMode", lineBreakMode) } }
    var usesSingleLineMode = false { didSet { rec("usesSingleLineMode", usesSingleLineMode) } }
    var controlSize: NSControl.ControlSize = .regular { didSet { rec("controlSize", controlSize) } }
    var cell: NSCell? { nil }
    var allowsExpansionToolTips = false { didSet { rec("allowsExpansionToolTips", allowsExpansionToolTips) } }
}

enum NSFocusRingType { case `default`, none, exterior }

/// Canonical text: the name's member (`darkAqua`), as the model writes it.
final class NSAppearance: SbgenCanonical {
    struct Name {
        let sbgenMember: String
        static let aqua = Name(sbgenMember: "aqua")
        static let darkAqua = Name(sbgenMember: "darkAqua")
        static let vibrantLight = Name(sbgenMember: "vibrantLight")
        static let vibrantDark = Name(sbgenMember: "vibrantDark")
    }
    let sbgenCanonical: String
    init?(named name: Name) { sbgenCanonical = name.sbgenMember }
}

enum NSEvent {
    struct ModifierFlags: OptionSet, CustomStringConvertible {
        let rawValue: UInt
        static let shift = ModifierFlags(rawValue: 1 << 17)
        static let control = ModifierFlags(rawValue: 1 << 18)
        static let option = ModifierFlags(rawValue: 1 << 19)
        static let command = ModifierFlags(rawValue: 1 << 20)
        var description: String {
            sbgenOptionNames(
                rawValue, [(1 << 17, "shift"), (1 << 18, "control"), (1 << 19, "option"), (1 << 20, "command")])
        }
    }
}

protocol NSTextFieldDelegate: AnyObject {}

class NSTextField: NSControl {
    var placeholderString: String? { didSet { rec("placeholderString", placeholderString) } }
    var backgroundColor: NSColor? { didSet { rec("backgroundColor", backgroundColor) } }
    var drawsBackground = false { didSet { rec("drawsBackground", drawsBackground) } }
    var textColor: NSColor? { didSet { rec("textColor", textColor) } }
    var isBordered = false { didSet { rec("isBordered", isBordered) } }
    var isBezeled = false { didSet { rec("isBezeled", isBezeled) } }
    var isEditable = true { didSet { rec("isEditable", isEditable) } }
    var isSelectable = true { didSet { rec("isSelectable", isSelectable) } }
    var bezelStyle: NSTextField.BezelStyle = .squareBezel { didSet { rec("bezelStyle", bezelStyle) } }
    var preferredMaxLayoutWidth: CGFloat = 0 { didSet { rec("preferredMaxLayoutWidth", preferredMaxLayoutWidth) } }
    var maximumNumberOfLines = 0 { didSet { rec("maximumNumberOfLines", maximumNumberOfLines) } }
    var allowsEditingTextAttributes = false {
        didSet { rec("allowsEditingTextAttributes", allowsEditingTextAttributes) }
    }
    var allowsCharacterPickerTouchBarItem = true {
        didSet { rec("allowsCharacterPickerTouchBarItem", allowsCharacterPickerTouchBarItem) }
    }
    var isAutomaticTextCompletionEnabled = true {
        didSet { rec("isAutomaticTextCompletionEnabled", isAutomaticTextCompletionEnabled) }
    }
    weak var delegate: (any NSTextFieldDelegate)? { didSet { sbgenOutlet("delegate", delegate) } }
}

class NSButton: NSControl {
    var title = "" { didSet { rec("title", title) } }
    var alternateTitle = "" { didSet { rec("alternateTitle", alternateTitle) } }
    var bezelStyle: NSButton.BezelStyle = .push { didSet { rec("bezelStyle", bezelStyle) } }
    var isBordered = true { didSet { rec("isBordered", isBordered) } }
    var isTransparent = false { didSet { rec("isTransparent", isTransparent) } }
    var bezelColor: NSColor? { didSet { rec("bezelColor", bezelColor) } }
    var contentTintColor: NSColor? { didSet { rec("contentTintColor", contentTintColor) } }
    var image: NSImage? { didSet { rec("image", image) } }
    var alternateImage: NSImage? { didSet { rec("alternateImage", alternateImage) } }
    var imagePosition: NSControl.ImagePosition = .noImage { didSet { rec("imagePosition", imagePosition) } }
    var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { rec("imageScaling", imageScaling) } }
    var state: NSControl.StateValue = .off { didSet { rec("state", state) } }
    var allowsMixedState = false { didSet { rec("allowsMixedState", allowsMixedState) } }
    var keyEquivalent = "" { didSet { rec("keyEquivalent", keyEquivalent) } }
    var imageHugsTitle = false { didSet { rec("imageHugsTitle", imageHugsTitle) } }
    var keyEquivalentModifierMask: NSEvent.ModifierFlags = [] {
        didSet { rec("keyEquivalentModifierMask", keyEquivalentModifierMask) }
    }
    func setButtonType(_ type: NSButton.ButtonType) { rec("buttonType", type) }
}

class NSImageView: NSControl {
    var image: NSImage? { didSet { rec("image", image) } }
    var isEditable = false { didSet { rec("isEditable", isEditable) } }
    var imageAlignment: NSImageAlignment = .alignCenter { didSet { rec("imageAlignment", imageAlignment) } }
    var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { rec("imageScaling", imageScaling) } }
    var imageFrameStyle: NSImageView.FrameStyle = .none { didSet { rec("imageFrameStyle", imageFrameStyle) } }
    var contentTintColor: NSColor? { didSet { rec("contentTintColor", contentTintColor) } }
    var animates = false { didSet { rec("animates", animates) } }
}

class NSStackView: NSView {
    var orientation: NSUserInterfaceLayoutOrientation = .horizontal { didSet { rec("orientation", orientation) } }
    var alignment: NSLayoutConstraint.Attribute = .centerY { didSet { rec("alignment", alignment) } }
    var distribution: NSStackView.Distribution = .gravityAreas { didSet { rec("distribution", distribution) } }
    var spacing: CGFloat = 8 { didSet { rec("spacing", spacing) } }
    var detachesHiddenViews = true { didSet { rec("detachesHiddenViews", detachesHiddenViews) } }
    var edgeInsets = NSEdgeInsets() { didSet { rec("edgeInsets", edgeInsets) } }
    func addArrangedSubview(_ view: NSView) {
        addSubview(view)
        view.sbgenArranged = true
    }
}
