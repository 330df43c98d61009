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
    var isReleasedWhenClosed = true
    var titlebarAppearsTransparent = false
    var titleVisibility: TitleVisibility = .visible
    var contentMinSize = CGSize.zero
    var contentMaxSize = CGSize.zero
    var contentView: NSView?
    weak var delegate: (any NSWindowDelegate)?
    func setFrameAutosaveName(_ name: String) -> Bool { true }
    func makeKeyAndOrderFront(_ sender: Any?) {}
    // Key-value coding (NSObject on Apple platforms): `initialFirstResponder`.
    func setValue(_ value: Any?, forKey key: String) { sbgenOutlet(key, value as AnyObject?) }
}

class NSWindowController: NSResponder {
    init(window: NSWindow?) {
        self.window = window
        super.init()
    }
    var window: NSWindow?
}
