// AppKit toolbar API that the migrated window code of `sbgen migrate` uses and the fact sheet does not
// list, from the macOS 15.5 SDK headers: NSToolbar.h — NSToolbarIdentifier, initWithIdentifier:,
// delegate (weak), displayMode, sizeMode, allowsUserCustomization, autosavesConfiguration,
// showsBaselineSeparator, the NSToolbarDelegate protocol (NS_SWIFT_UI_ACTOR); NSToolbarItem.h —
// NSToolbarItemIdentifier (NS_TYPED_EXTENSIBLE_ENUM) with the standard identifiers of macOS 10.12 and
// earlier, initWithItemIdentifier:, label, paletteLabel, toolTip, tag, target (weak), action, enabled,
// image, bordered (10.15), view, minSize, maxSize, autovalidates; NSWindow.h — toolbar. Hand-written,
// not generated: keep to what those headers declare.
//
// `minSize`/`maxSize` (deprecated in macOS 12) and `showsBaselineSeparator` (macOS 15) carry only
// their macOS deprecation, not `@available(*, deprecated)`: the generated code sets them inside
// `if #unavailable`, where Swift does not warn on a Mac, and Linux cannot evaluate that check.

@preconcurrency @MainActor
open class NSToolbar: NSObject {
    public typealias Identifier = String
    public enum DisplayMode: UInt, Sendable {
        case `default` = 0
        case iconAndLabel = 1
        case iconOnly = 2
        case labelOnly = 3
    }
    public enum SizeMode: UInt, Sendable {
        case `default` = 0
        case regular = 1
        case small = 2
    }
    public let identifier: NSToolbar.Identifier
    public init(identifier a0: NSToolbar.Identifier) { identifier = a0; super.init() }
    open weak var delegate: (any NSToolbarDelegate)? = nil
    open var displayMode: NSToolbar.DisplayMode = .default
    open var sizeMode: NSToolbar.SizeMode = .default
    open var allowsUserCustomization: Bool = false
    open var autosavesConfiguration: Bool = false
    @available(macOS, introduced: 10.0, deprecated: 15.0, message: "No longer supported")
    open var showsBaselineSeparator: Bool = true
}

@preconcurrency @MainActor
public protocol NSToolbarDelegate: NSObjectProtocol {
    func toolbar(
        _ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
        willBeInsertedIntoToolbar flag: Bool
    ) -> NSToolbarItem?
    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier]
    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier]
    func toolbarSelectableItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier]
}

extension NSToolbarDelegate {
    // Optional requirements in the SDK (`@optional`): a default stands for "not implemented".
    public func toolbar(
        _ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
        willBeInsertedIntoToolbar flag: Bool
    ) -> NSToolbarItem? { nil }
    public func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] { [] }
    public func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] { [] }
    public func toolbarSelectableItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] { [] }
}

@preconcurrency @MainActor
open class NSToolbarItem: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let space = Identifier("NSToolbarSpaceItem")
        public static let flexibleSpace = Identifier("NSToolbarFlexibleSpaceItem")
        public static let showColors = Identifier("NSToolbarShowColorsItem")
        public static let showFonts = Identifier("NSToolbarShowFontsItem")
        public static let print = Identifier("NSToolbarPrintItem")
        @available(macOS 10.11, *)
        public static let toggleSidebar = Identifier("NSToolbarToggleSidebarItem")
        @available(macOS 10.12, *)
        public static let cloudSharing = Identifier("NSToolbarCloudSharingItem")
    }
    public let itemIdentifier: NSToolbarItem.Identifier
    public init(itemIdentifier a0: NSToolbarItem.Identifier) { itemIdentifier = a0; super.init() }
    open var label: String = ""
    open var paletteLabel: String = ""
    open var toolTip: String? = nil
    open var tag: Int = 0
    open weak var target: AnyObject? = nil
    open var action: Selector? = nil
    open var isEnabled: Bool = true
    open var image: NSImage? = nil
    @available(macOS 10.15, *)
    open var isBordered: Bool = false
    open var view: NSView? = nil
    @available(macOS, introduced: 10.0, deprecated: 12.0)
    open var minSize: NSSize = .zero
    @available(macOS, introduced: 10.0, deprecated: 12.0)
    open var maxSize: NSSize = .zero
    open var autovalidates: Bool = true
}

extension NSWindow {
    private static var _s_toolbars: [ObjectIdentifier: NSToolbar] = [:]
    /// Strong, as in NSWindow.h (`@property (nullable, strong) NSToolbar *toolbar`).
    public var toolbar: NSToolbar? {
        get { Self._s_toolbars[ObjectIdentifier(self)] }
        set { Self._s_toolbars[ObjectIdentifier(self)] = newValue }
    }
}
