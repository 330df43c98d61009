// AppKit API that generated code uses for tab views, and the fact sheet does not list. Each member is
// taken from the macOS 15.5 SDK headers (NSTabView.h, NSTabViewItem.h) with the Swift names the Clang
// importer gives them and the initial values of a code-made view. Hand-written, not generated: keep
// to what those headers declare.

@preconcurrency @MainActor
open class NSTabView: NSView {
    open var tabViewType: NSTabView.TabType = .topTabsBezelBorder
    open var controlSize: NSControl.ControlSize = .regular
    open var drawsBackground: Bool = true
    open var allowsTruncatedLabels: Bool = true
    open var font: NSFont = .systemFont(ofSize: NSFont.systemFontSize)
    open var tabViewItems: [NSTabViewItem] = []
    open func addTabViewItem(_ tabViewItem: NSTabViewItem) { tabViewItems.append(tabViewItem) }
    open func selectTabViewItem(_ tabViewItem: NSTabViewItem?) {}
}

extension NSTabView {
    public enum TabType: UInt, @unchecked Sendable {
        case topTabsBezelBorder = 0, leftTabsBezelBorder = 1, bottomTabsBezelBorder = 2, rightTabsBezelBorder = 3
        case noTabsBezelBorder = 4, noTabsLineBorder = 5, noTabsNoBorder = 6
    }
}

/// Not main-actor isolated in the SDK (NSTabViewItem.h: an NSObject).
open class NSTabViewItem: NSObject {
    public init(identifier: Any?) {
        self.identifier = identifier
        super.init()
    }
    open var identifier: Any?
    open var label: String = ""
    open var view: NSView?
}
