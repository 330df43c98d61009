// Pop-up buttons and the menu item properties migrated AppKit code sets, from the macOS 15.5 SDK
// headers: NSPopUpButton.h — initWithFrame:pullsDown:, addItemsWithTitles:, selectItemAtIndex:,
// pullsDown, autoenablesItems, preferredEdge, itemArray, indexOfSelectedItem; NSPopUpButtonCell.h —
// NSPopUpArrowPosition (Swift: NSPopUpButton.ArrowPosition), arrowPosition, altersStateOfSelectedItem,
// usesItemFromMenu; NSMenuItemCell.h, NSButtonCell.h (the cell's superclasses); NSControl.h — cell;
// NSResponder.h — menu; NSMenu.h — addItemWithTitle:action:keyEquivalent: (returns the item),
// autoenablesItems; NSMenuItem.h — tag, state, enabled, hidden, alternate, indentationLevel, image,
// toolTip. Hand-written from the headers: keep to what they declare.

@preconcurrency @MainActor open class NSButtonCell: NSActionCell {}
@preconcurrency @MainActor open class NSMenuItemCell: NSButtonCell {}

@preconcurrency @MainActor
open class NSPopUpButtonCell: NSMenuItemCell {
    open var arrowPosition: NSPopUpButton.ArrowPosition = .arrowAtBottom
    open var altersStateOfSelectedItem: Bool = true
    open var usesItemFromMenu: Bool = true
}

@preconcurrency @MainActor
open class NSPopUpButton: NSButton {
    public init(frame buttonFrame: NSRect, pullsDown flag: Bool) {
        pullsDown = flag
        super.init(frame: buttonFrame)
    }
    public override init(frame a0: NSRect) { super.init(frame: a0) }
    public required init?(coder a0: NSCoder) { super.init(coder: a0) }
    open var pullsDown: Bool = false
    open var autoenablesItems: Bool = true
    open var preferredEdge: NSRectEdge = .maxY
    open var itemArray: [NSMenuItem] { [] }
    open var indexOfSelectedItem: Int { -1 }
    open func addItems(withTitles itemTitles: [String]) {}
    open func selectItem(at index: Int) {}
}

extension NSPopUpButton {
    public enum ArrowPosition: UInt, @unchecked Sendable { case noArrow = 0, arrowAtCenter = 1, arrowAtBottom = 2 }
}

extension NSControl {
    public var cell: NSCell? {
        get { nil }
        set {}
    }
}

extension NSResponder {
    public var menu: NSMenu? {
        get { nil }
        set {}
    }
}

extension NSMenu {
    @discardableResult
    public func addItem(
        withTitle string: String, action selector: Selector?, keyEquivalent charCode: String
    )
        -> NSMenuItem
    {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        addItem(item)
        return item
    }
    public var autoenablesItems: Bool {
        get { true }
        set {}
    }
}

extension NSMenuItem {
    /// `NSUserInterfaceItemIdentification`.
    public var identifier: NSUserInterfaceItemIdentifier? {
        get { nil }
        set {}
    }
    public var tag: Int {
        get { 0 }
        set {}
    }
    public var state: NSControl.StateValue {
        get { .off }
        set {}
    }
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    public var isHidden: Bool {
        get { false }
        set {}
    }
    public var isAlternate: Bool {
        get { false }
        set {}
    }
    public var indentationLevel: Int {
        get { 0 }
        set {}
    }
    public var image: NSImage? {
        get { nil }
        set {}
    }
    public var toolTip: String? {
        get { nil }
        set {}
    }
}
