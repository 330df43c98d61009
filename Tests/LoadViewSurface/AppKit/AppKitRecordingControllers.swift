import Foundation

class NSViewController: NSResponder {
    override init() { super.init() }
    private var sbgenView: NSView?
    /// `NSView`, not optional, in the SDK; reading it before it is set calls `loadView()`.
    var view: NSView {
        get {
            if sbgenView == nil { loadView() }
            return sbgenView!
        }
        set {
            sbgenView = newValue
            newValue.sbgenController = self
        }
    }
    func loadView() { view = NSView(frame: .zero) }
    var title: String? { didSet { rec("title", title) } }
    var children: [NSViewController] = []
    func addChild(_ child: NSViewController) { children.append(child) }
}

// MARK: Windows (what a window unit calls; the dump compares the content view's tree and the
// window controller's outlets, not the window's own attributes, which the goldens pin)

protocol NSWindowDelegate: AnyObject {}

class NSWindow: NSResponder {
    struct StyleMask: OptionSet {
        let rawValue: UInt
        static let borderless = StyleMask([])
        static let titled = StyleMask(rawValue: 1 << 0)
        static let closable = StyleMask(rawValue: 1 << 1)
        static let miniaturizable = StyleMask(rawValue: 1 << 2)
        static let resizable = StyleMask(rawValue: 1 << 3)
        static let utilityWindow = StyleMask(rawValue: 1 << 4)
        static let docModalWindow = StyleMask(rawValue: 1 << 6)
        static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        static let hudWindow = StyleMask(rawValue: 1 << 13)
        static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }
    enum BackingStoreType { case retained, nonretained, buffered }
    enum TitleVisibility { case visible, hidden }
    init(contentRect: CGRect, styleMask: StyleMask, backing: BackingStoreType, defer flag: Bool) {
        self.styleMask = styleMask
        super.init()
    }
    var styleMask: StyleMask
    var title = ""
    var titlebarAppearsTransparent = false
    var titleVisibility: TitleVisibility = .visible
    var contentMinSize = CGSize.zero
    var contentMaxSize = CGSize.zero
    var contentView: NSView?
    weak var delegate: (any NSWindowDelegate)?
    // Recorded (WindowAttributes): the initial values are a code-made window's.
    // Set ones recorded; unset ones read as a code-made window's (titled: restorable; NSPanel: hides).
    var sbgenSet: [String: Bool] = [:]
    func sbgenFlag(_ key: String, _ value: Bool) {
        sbgenSet[key] = value
        rec(key, value)
    }
    var isRestorable: Bool {
        get { sbgenSet["isRestorable"] ?? styleMask.contains(.titled) }
        set { sbgenFlag("isRestorable", newValue) }
    }
    var hidesOnDeactivate: Bool {
        get { sbgenSet["hidesOnDeactivate"] ?? (self is NSPanel) }
        set { sbgenFlag("hidesOnDeactivate", newValue) }
    }
    var isReleasedWhenClosed: Bool {
        get { sbgenSet["isReleasedWhenClosed"] ?? !(self is NSPanel) }
        set { sbgenFlag("isReleasedWhenClosed", newValue) }
    }
    var hasShadow = true { didSet { rec("hasShadow", hasShadow) } }
    var collectionBehavior: CollectionBehavior = [] {
        didSet { rec("collectionBehavior", collectionBehavior) }
    }
    var animationBehavior: AnimationBehavior = .default { didSet { rec("animationBehavior", animationBehavior) } }
    var tabbingMode: TabbingMode = .automatic { didSet { rec("tabbingMode", tabbingMode) } }
    var toolbarStyle: ToolbarStyle = .automatic { didSet { rec("toolbarStyle", toolbarStyle) } }
    var titlebarSeparatorStyle: NSTitlebarSeparatorStyle = .automatic {
        didSet { rec("titlebarSeparatorStyle", titlebarSeparatorStyle) }
    }
    var identifier: NSUserInterfaceItemIdentifier? { didSet { rec("identifier", identifier?.rawValue) } }
    func setAccessibilityIdentifier(_ identifier: String?) { rec("accessibilityIdentifier", identifier) }
    func setAccessibilityLabel(_ label: String?) { rec("accessibilityLabel", label) }
    func setAccessibilityHelp(_ help: String?) { rec("accessibilityHelp", help) }
    func setFrameAutosaveName(_ name: String) -> Bool { true }
    func makeKeyAndOrderFront(_ sender: Any?) {}
    // Key-value coding (NSObject on Apple platforms): `initialFirstResponder`.
    func setValue(_ value: Any?, forKey key: String) { sbgenOutlet(key, value as AnyObject?) }
}

extension NSWindow {
    struct CollectionBehavior: OptionSet, CustomStringConvertible {
        let rawValue: UInt
        static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        static let managed = CollectionBehavior(rawValue: 1 << 2)
        static let transient = CollectionBehavior(rawValue: 1 << 3)
        static let stationary = CollectionBehavior(rawValue: 1 << 4)
        static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
        static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
        static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
        static let fullScreenAllowsTiling = CollectionBehavior(rawValue: 1 << 11)
        static let fullScreenDisallowsTiling = CollectionBehavior(rawValue: 1 << 12)
        var description: String {
            sbgenOptionNames(
                rawValue,
                [
                    (1 << 0, "canJoinAllSpaces"), (1 << 1, "moveToActiveSpace"), (1 << 2, "managed"),
                    (1 << 3, "transient"), (1 << 4, "stationary"), (1 << 5, "participatesInCycle"),
                    (1 << 6, "ignoresCycle"), (1 << 7, "fullScreenPrimary"), (1 << 8, "fullScreenAuxiliary"),
                    (1 << 9, "fullScreenNone"), (1 << 11, "fullScreenAllowsTiling"),
                    (1 << 12, "fullScreenDisallowsTiling"),
                ])
        }
    }
    enum AnimationBehavior { case `default`, none, documentWindow, utilityWindow, alertPanel }
    enum TabbingMode { case automatic, preferred, disallowed }
    enum ToolbarStyle { case automatic, expanded, preference, unified, unifiedCompact }
}

enum NSTitlebarSeparatorStyle { case automatic, none, line, shadow }

class NSPanel: NSWindow {
    var isFloatingPanel = false { didSet { rec("isFloatingPanel", isFloatingPanel) } }
    var becomesKeyOnlyIfNeeded = false { didSet { rec("becomesKeyOnlyIfNeeded", becomesKeyOnlyIfNeeded) } }
    var worksWhenModal = false { didSet { rec("worksWhenModal", worksWhenModal) } }
}

class NSWindowController: NSResponder {
    init(window: NSWindow?) {
        self.window = window
        super.init()
    }
    var window: NSWindow?
}
