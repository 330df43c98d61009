import Foundation

// MARK: Text views (NSText.h, NSTextView.h, NSLayoutManager.h): the initial values of NSTextView(frame:)

class NSText: NSView {
    var string = "" { didSet { rec("string", string) } }
    var backgroundColor: NSColor? { didSet { rec("backgroundColor", backgroundColor) } }
    var textColor: NSColor? { didSet { rec("textColor", textColor) } }
    var font: NSFont? { didSet { rec("font", font) } }
    var alignment: NSTextAlignment = .natural { didSet { rec("alignment", alignment) } }
    var drawsBackground = true { didSet { rec("drawsBackground", drawsBackground) } }
    var isEditable = true { didSet { rec("isEditable", isEditable) } }
    var isSelectable = true { didSet { rec("isSelectable", isSelectable) } }
    var isRichText = true { didSet { rec("isRichText", isRichText) } }
    var importsGraphics = false { didSet { rec("importsGraphics", importsGraphics) } }
    var usesFontPanel = true { didSet { rec("usesFontPanel", usesFontPanel) } }
    var isVerticallyResizable = true { didSet { rec("isVerticallyResizable", isVerticallyResizable) } }
    var isHorizontallyResizable = false { didSet { rec("isHorizontallyResizable", isHorizontallyResizable) } }
    var minSize = CGSize.zero { didSet { rec("minSize", minSize) } }
    var maxSize = CGSize.zero { didSet { rec("maxSize", maxSize) } }
    var baseWritingDirection: NSWritingDirection = .natural {
        didSet { rec("baseWritingDirection", baseWritingDirection) }
    }
}

enum NSWritingDirection { case natural, leftToRight, rightToLeft }

@MainActor final class NSLayoutManager {
    weak var sbgenOwner: NSTextView?
    init(owner: NSTextView) { sbgenOwner = owner }
    var allowsNonContiguousLayout = false {
        didSet { sbgenOwner?.rec("layoutManager.allowsNonContiguousLayout", allowsNonContiguousLayout) }
    }
}

protocol NSTextViewDelegate: AnyObject {}

class NSTextView: NSText {
    weak var delegate: (any NSTextViewDelegate)? { didSet { sbgenOutlet("delegate", delegate) } }
    private lazy var sbgenLayoutManager = NSLayoutManager(owner: self)
    var layoutManager: NSLayoutManager? { sbgenLayoutManager }
    var insertionPointColor: NSColor? { didSet { rec("insertionPointColor", insertionPointColor) } }
    var usesRuler = true { didSet { rec("usesRuler", usesRuler) } }
    var usesInspectorBar = false { didSet { rec("usesInspectorBar", usesInspectorBar) } }
    var allowsUndo = false { didSet { rec("allowsUndo", allowsUndo) } }
    var smartInsertDeleteEnabled = true { didSet { rec("smartInsertDeleteEnabled", smartInsertDeleteEnabled) } }
    var usesFindPanel = false { didSet { rec("usesFindPanel", usesFindPanel) } }
    var usesFindBar = false { didSet { rec("usesFindBar", usesFindBar) } }
    var isIncrementalSearchingEnabled = false {
        didSet { rec("isIncrementalSearchingEnabled", isIncrementalSearchingEnabled) }
    }
    var isAutomaticTextCompletionEnabled = true {
        didSet { rec("isAutomaticTextCompletionEnabled", isAutomaticTextCompletionEnabled) }
    }
    var allowsCharacterPickerTouchBarItem = true {
        didSet { rec("allowsCharacterPickerTouchBarItem", allowsCharacterPickerTouchBarItem) }
    }
    // The text checking flags start with the user's settings (System Settings > Keyboard > Text);
    // the surface models them off.
    var isContinuousSpellCheckingEnabled = false {
        didSet { rec("isContinuousSpellCheckingEnabled", isContinuousSpellCheckingEnabled) }
    }
    var isAutomaticSpellingCorrectionEnabled = false {
        didSet { rec("isAutomaticSpellingCorrectionEnabled", isAutomaticSpellingCorrectionEnabled) }
    }
    var isAutomaticQuoteSubstitutionEnabled = false {
        didSet { rec("isAutomaticQuoteSubstitutionEnabled", isAutomaticQuoteSubstitutionEnabled) }
    }
    var isAutomaticDashSubstitutionEnabled = false {
        didSet { rec("isAutomaticDashSubstitutionEnabled", isAutomaticDashSubstitutionEnabled) }
    }
    var isAutomaticTextReplacementEnabled = false {
        didSet { rec("isAutomaticTextReplacementEnabled", isAutomaticTextReplacementEnabled) }
    }
    var isAutomaticLinkDetectionEnabled = false {
        didSet { rec("isAutomaticLinkDetectionEnabled", isAutomaticLinkDetectionEnabled) }
    }
    var isAutomaticDataDetectionEnabled = false {
        didSet { rec("isAutomaticDataDetectionEnabled", isAutomaticDataDetectionEnabled) }
    }
}

// MARK: Visual effect views (NSVisualEffectView.h): the initial values of NSVisualEffectView()

class NSVisualEffectView: NSView {
    enum Material {
        case appearanceBased, light, dark, titlebar, selection, menu, popover, sidebar, mediumLight, ultraDark
        case headerView, sheet, windowBackground, hudWindow, fullScreenUI, toolTip, contentBackground
        case underWindowBackground, underPageBackground
    }
    enum BlendingMode { case behindWindow, withinWindow }
    enum State { case followsWindowActiveState, active, inactive }
    var material: Material = .appearanceBased { didSet { rec("material", material) } }
    var blendingMode: BlendingMode = .behindWindow { didSet { rec("blendingMode", blendingMode) } }
    var state: State = .followsWindowActiveState { didSet { rec("state", state) } }
    var isEmphasized = false { didSet { rec("isEmphasized", isEmphasized) } }
    var maskImage: NSImage? { didSet { rec("maskImage", maskImage) } }
}

// MARK: Search fields (NSSearchField.h): the initial values of NSSearchField()

class NSSearchField: NSTextField {
    override init() {
        super.init()
        sbgenSearchFieldLook()
    }
    override init(frame frameRect: CGRect) {
        super.init(frame: frameRect)
        sbgenSearchFieldLook()
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A search field is bezeled with the rounded bezel from the start: not a value code sets.
    private func sbgenSearchFieldLook() {
        isBezeled = true
        bezelStyle = .roundedBezel
        sbgenProps = [:]
    }
    var sendsWholeSearchString = false { didSet { rec("sendsWholeSearchString", sendsWholeSearchString) } }
    var sendsSearchStringImmediately = false {
        didSet { rec("sendsSearchStringImmediately", sendsSearchStringImmediately) }
    }
    var recentsAutosaveName: String? { didSet { rec("recentsAutosaveName", recentsAutosaveName) } }
    var maximumRecents = 10 { didSet { rec("maximumRecents", maximumRecents) } }
}
