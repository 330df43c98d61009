// AppKit API that the macOS launch code of `sbgen migrate` uses and the fact sheet does not list.
// Each member is taken from the macOS SDK headers (MacOSX 11.3 SDK: NSApplication.h — sharedApplication,
// delegate, mainMenu, windowsMenu, servicesMenu, helpMenu, run, terminate:, hide:, hideOtherApplications:,
// unhideAllApplications:, arrangeInFront:, orderFrontStandardAboutPanel:, the NSApplicationDelegate
// protocol; NSMenu.h — initWithTitle:, addItem:, itemArray; NSMenuItem.h — initWithTitle:action:keyEquivalent:,
// separatorItem, submenu, target, keyEquivalentModifierMask; NSWindow.h — performClose:, performMiniaturize:,
// performZoom:, toggleFullScreen:; NSFontManager.h — sharedFontManager, addFontTrait:, removeFontTrait:,
// modifyFont:, modifyFontViaPanel:, orderFrontFontPanel:, orderFrontStylesPanel:; NSEvent.h — NSEventModifierFlagShift/Control/Option/Command) with
// the Swift names the Clang importer gives them. Hand-written, not generated: keep to what those headers declare.

@preconcurrency @MainActor public protocol NSApplicationDelegate: AnyObject {}

@preconcurrency @MainActor
open class NSApplication: NSResponder {
    static let _s_shared = NSApplication()
    open class var shared: NSApplication { _s_shared }
    open weak var delegate: (any NSApplicationDelegate)? = nil
    open var mainMenu: NSMenu? = nil
    open var windowsMenu: NSMenu? = nil
    open var servicesMenu: NSMenu? = nil
    open var helpMenu: NSMenu? = nil
    open func run() {}
    open func terminate(_ sender: Any?) {}
    open func hide(_ sender: Any?) {}
    open func hideOtherApplications(_ sender: Any?) {}
    open func unhideAllApplications(_ sender: Any?) {}
    open func arrangeInFront(_ sender: Any?) {}
    open func orderFrontStandardAboutPanel(_ sender: Any?) {}
}

@preconcurrency @MainActor
open class NSMenu: NSObject {
    public init(title: String) { self.title = title }
    open var title: String
    open var items: [NSMenuItem] = []
    open func addItem(_ newItem: NSMenuItem) { items.append(newItem) }
}

@preconcurrency @MainActor
open class NSMenuItem: NSObject {
    public init(title: String, action selector: Selector?, keyEquivalent charCode: String) {
        self.title = title
        self.action = selector
        self.keyEquivalent = charCode
    }
    open class func separator() -> NSMenuItem { NSMenuItem(title: "", action: nil, keyEquivalent: "") }
    open var title: String
    open var action: Selector?
    open var keyEquivalent: String
    open weak var target: AnyObject? = nil
    open var submenu: NSMenu? = nil
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = [.command]
}

extension NSWindow {
    public func performClose(_ sender: Any?) {}
    public func performMiniaturize(_ sender: Any?) {}
    public func performZoom(_ sender: Any?) {}
    public func toggleFullScreen(_ sender: Any?) {}
}

extension NSEvent.ModifierFlags {
    public static let shift = NSEvent.ModifierFlags(rawValue: 1 << 17)
    public static let control = NSEvent.ModifierFlags(rawValue: 1 << 18)
    public static let option = NSEvent.ModifierFlags(rawValue: 1 << 19)
    public static let command = NSEvent.ModifierFlags(rawValue: 1 << 20)
}

@preconcurrency @MainActor
open class NSFontManager: NSObject {
    static let _s_shared = NSFontManager()
    open class var shared: NSFontManager { _s_shared }
    open func addFontTrait(_ sender: Any?) {}
    open func removeFontTrait(_ sender: Any?) {}
    open func modifyFont(_ sender: Any?) {}
    open func modifyFontViaPanel(_ sender: Any?) {}
    open func orderFrontFontPanel(_ sender: Any?) {}
    open func orderFrontStylesPanel(_ sender: Any?) {}
}
