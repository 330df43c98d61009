import Foundation

// Tab views. The views of a tab view's items are not its subviews in the dump (AppKit shows one at a
// time): the dump prints `tab <index> <identifier>` with each item's properties, the selected index,
// and the item views as `derived …/tab<index>`.

class NSTabView: NSView {
    var tabViewType: NSTabView.TabType = .topTabsBezelBorder { didSet { rec("tabViewType", tabViewType) } }
    var controlSize: NSControl.ControlSize = .regular { didSet { rec("controlSize", controlSize) } }
    var drawsBackground = true { didSet { rec("drawsBackground", drawsBackground) } }
    var allowsTruncatedLabels = true { didSet { rec("allowsTruncatedLabels", allowsTruncatedLabels) } }
    var font: NSFont? { didSet { rec("font", font) } }
    private(set) var tabViewItems: [NSTabViewItem] = []
    private(set) var sbgenSelectedIndex: Int?
    /// Adds the item at the end; the first item added is selected.
    func addTabViewItem(_ tabViewItem: NSTabViewItem) {
        tabViewItems.append(tabViewItem)
        if sbgenSelectedIndex == nil { sbgenSelectedIndex = 0 }
    }
    func selectTabViewItem(_ tabViewItem: NSTabViewItem?) {
        sbgenSelectedIndex = tabViewItems.firstIndex { $0 === tabViewItem }
    }
    override var sbgenDerivedChildren: [(String, NSView)] {
        tabViewItems.enumerated().compactMap { index, item in item.view.map { ("tab\(index)", $0) } }
    }
}

extension NSTabView {
    enum TabType {
        case topTabsBezelBorder, leftTabsBezelBorder, bottomTabsBezelBorder, rightTabsBezelBorder
        case noTabsBezelBorder, noTabsLineBorder, noTabsNoBorder
    }
}

class NSTabViewItem: SbgenRecording {
    let identifier: Any?
    init(identifier: Any?) {
        self.identifier = identifier
        super.init()
    }
    var label = "" { didSet { rec("label", label) } }
    var view: NSView?
}
