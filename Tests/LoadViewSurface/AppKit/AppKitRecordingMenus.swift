import Foundation

// Menus and pop-up buttons (NSMenu.h, NSMenuItem.h, NSPopUpButton.h, NSPopUpButtonCell.h): what the
// generated code sets on them, recorded for the dump's `item` lines.

enum NSRectEdge { case minX, minY, maxX, maxY }

extension NSPopUpButton {
    enum ArrowPosition { case noArrow, arrowAtCenter, arrowAtBottom }
}

class NSMenuItem: SbgenRecording {
    init(title: String, action selector: Selector?, keyEquivalent charCode: String) {
        self.title = title
        self.action = selector
        self.keyEquivalent = charCode
    }
    class func separator() -> NSMenuItem {
        let item = NSMenuItem(title: "", action: nil, keyEquivalent: "")
        item.isSeparatorItem = true
        return item
    }
    private(set) var isSeparatorItem = false
    var title: String
    var action: Selector?
    weak var target: AnyObject?
    var keyEquivalent: String
    var keyEquivalentModifierMask: NSEvent.ModifierFlags = [.command] {
        didSet { rec("keyEquivalentModifierMask", keyEquivalentModifierMask) }
    }
    var tag = 0 { didSet { rec("tag", tag) } }
    var state: NSControl.StateValue = .off { didSet { rec("state", state) } }
    var isEnabled = true { didSet { rec("isEnabled", isEnabled) } }
    var isHidden = false { didSet { rec("isHidden", isHidden) } }
    var isAlternate = false { didSet { rec("isAlternate", isAlternate) } }
    var indentationLevel = 0 { didSet { rec("indentationLevel", indentationLevel) } }
    var image: NSImage? { didSet { rec("image", image) } }
    var toolTip: String? { didSet { rec("toolTip", toolTip) } }
    var identifier: NSUserInterfaceItemIdentifier? { didSet { rec("identifier", identifier?.rawValue) } }
    var submenu: NSMenu?
}

class NSMenu: SbgenRecording {
    init(title: String) { self.title = title }
    var title: String
    private(set) var items: [NSMenuItem] = []
    var autoenablesItems = true { didSet { rec("autoenablesItems", autoenablesItems) } }
    func addItem(_ newItem: NSMenuItem) { items.append(newItem) }
    @discardableResult
    func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        addItem(item)
        return item
    }
    func removeItem(at index: Int) { items.remove(at: index) }
    /// Key-value coding: how the generated code sets an outlet of a framework class (`delegate`).
    func setValue(_ value: Any?, forKey key: String) { sbgenOutlet(key, value as AnyObject?) }
}

class NSCell: SbgenRecording {}

class NSPopUpButtonCell: NSCell {
    /// The pop-up whose record holds what is set here (the dump prints the control).
    weak var sbgenControl: NSPopUpButton?
    var arrowPosition: NSPopUpButton.ArrowPosition = .arrowAtBottom {
        didSet { sbgenControl?.rec("arrowPosition", arrowPosition) }
    }
    var altersStateOfSelectedItem = true {
        didSet { sbgenControl?.rec("altersStateOfSelectedItem", altersStateOfSelectedItem) }
    }
    var usesItemFromMenu = true { didSet { sbgenControl?.rec("usesItemFromMenu", usesItemFromMenu) } }
}

/// `NSPopUpButton()` has an empty menu and selects nothing; adding the first items selects the first
/// one, and selecting an item of a pop-up (not a pull-down) turns its state on and the state of the
/// item selected before off (`altersStateOfSelectedItem`).
class NSPopUpButton: NSButton {
    private let popUpCell = NSPopUpButtonCell()
    private var sbgenMenu = NSMenu(title: "")
    private(set) var pullsDown = false
    private(set) var indexOfSelectedItem = -1

    override init() {
        super.init()
        popUpCell.sbgenControl = self
    }
    override init(frame frameRect: CGRect) {
        super.init(frame: frameRect)
        popUpCell.sbgenControl = self
    }
    init(frame buttonFrame: CGRect, pullsDown flag: Bool) {
        super.init(frame: buttonFrame)
        popUpCell.sbgenControl = self
        pullsDown = flag
        if flag { rec("pullsDown", true) }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var cell: NSCell? { popUpCell }
    override var menu: NSMenu? {
        get { sbgenMenu }
        set {
            sbgenMenu = newValue ?? NSMenu(title: "")
            indexOfSelectedItem = -1
            selectFirstWhenUnselected()
        }
    }
    var itemArray: [NSMenuItem] { sbgenMenu.items }
    var preferredEdge: NSRectEdge = .maxY { didSet { rec("preferredEdge", preferredEdge) } }
    var autoenablesItems: Bool {
        get { sbgenMenu.autoenablesItems }
        set { rec("autoenablesItems", newValue) }
    }

    func addItems(withTitles itemTitles: [String]) {
        for title in itemTitles {
            // An item of the same title is replaced.
            if let index = sbgenMenu.items.firstIndex(where: { $0.title == title }) { sbgenMenu.removeItem(at: index) }
            sbgenMenu.addItem(NSMenuItem(title: title, action: nil, keyEquivalent: ""))
        }
        selectFirstWhenUnselected()
    }
    func selectItem(at index: Int) {
        if !pullsDown, popUpCell.altersStateOfSelectedItem {
            if indexOfSelectedItem >= 0, indexOfSelectedItem < sbgenMenu.items.count {
                let previous = sbgenMenu.items[indexOfSelectedItem]
                previous.state = .off
                previous.sbgenProps["state"] = nil  // back to its initial value
            }
            if index >= 0, index < sbgenMenu.items.count { sbgenMenu.items[index].state = .on }
        }
        indexOfSelectedItem = index
    }

    private func selectFirstWhenUnselected() {
        if indexOfSelectedItem < 0, !sbgenMenu.items.isEmpty { selectItem(at: 0) }
    }
}
