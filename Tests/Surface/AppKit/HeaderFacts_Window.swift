// Window attributes `loadview` sets (WindowAttributes.swift) and NSPanel, from the macOS 15.5 SDK
// headers NSWindow.h, NSWindowRestoration.h, NSPanel.h, NSAccessibilityProtocols.h and
// NSUserInterfaceItemIdentification.h, with the Swift names the Clang importer gives them and the
// initial values of a window made in code (AppKit's NSWindow/NSPanel reference). Hand-written.

extension NSWindow {
    @available(macOS 10.6, *)
    public struct CollectionBehavior: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        public static let managed = CollectionBehavior(rawValue: 1 << 2)
        public static let transient = CollectionBehavior(rawValue: 1 << 3)
        public static let stationary = CollectionBehavior(rawValue: 1 << 4)
        public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
        public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
        public static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
        public static let fullScreenAllowsTiling = CollectionBehavior(rawValue: 1 << 11)
        public static let fullScreenDisallowsTiling = CollectionBehavior(rawValue: 1 << 12)
    }
    public enum AnimationBehavior: Int, @unchecked Sendable {
        case `default` = 0, none = 2, documentWindow = 3, utilityWindow = 4, alertPanel = 5
    }
    @available(macOS 10.12, *)
    public enum TabbingMode: Int, @unchecked Sendable { case automatic = 0, preferred = 1, disallowed = 2 }

    private static var _s_state: [ObjectIdentifier: [String: Any]] = [:]
    private func _s_get<T>(_ key: String, _ initial: T) -> T {
        Self._s_state[ObjectIdentifier(self)]?[key] as? T ?? initial
    }
    private func _s_set(_ key: String, _ value: Any) {
        Self._s_state[ObjectIdentifier(self), default: [:]][key] = value
    }

    /// NSWindowRestoration.h: "windows with NSTitledWindowMask set in the styleMask are restorable".
    @available(macOS 10.7, *)
    public var isRestorable: Bool {
        get { _s_get("isRestorable", styleMask.contains(.titled)) }
        set { _s_set("isRestorable", newValue) }
    }
    public var hidesOnDeactivate: Bool {
        get { _s_get("hidesOnDeactivate", self is NSPanel) }
        set { _s_set("hidesOnDeactivate", newValue) }
    }
    public var hasShadow: Bool {
        get { _s_get("hasShadow", true) }
        set { _s_set("hasShadow", newValue) }
    }
    @available(macOS 10.5, *)
    public var collectionBehavior: NSWindow.CollectionBehavior {
        get { _s_get("collectionBehavior", []) }
        set { _s_set("collectionBehavior", newValue) }
    }
    @available(macOS 10.7, *)
    public var animationBehavior: NSWindow.AnimationBehavior {
        get { _s_get("animationBehavior", .default) }
        set { _s_set("animationBehavior", newValue) }
    }
    @available(macOS 10.12, *)
    public var tabbingMode: NSWindow.TabbingMode {
        get { _s_get("tabbingMode", .automatic) }
        set { _s_set("tabbingMode", newValue) }
    }
    @available(macOS 11.0, *)
    public var titlebarSeparatorStyle: NSTitlebarSeparatorStyle {
        get { _s_get("titlebarSeparatorStyle", .automatic) }
        set { _s_set("titlebarSeparatorStyle", newValue) }
    }
    /// `NSUserInterfaceItemIdentification`.
    public var identifier: NSUserInterfaceItemIdentifier? {
        get { _s_get("identifier", nil) }
        set { _s_set("identifier", newValue as Any) }
    }
    /// `NSAccessibility`: the setters are methods.
    public func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}
    public func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    public func setAccessibilityHelp(_ accessibilityHelp: String?) {}
}

@available(macOS 11.0, *)
public enum NSTitlebarSeparatorStyle: Int, @unchecked Sendable { case automatic = 0, none = 1, line = 2, shadow = 3 }

/// NSPanel.h. Made in code it is not released when closed and hides on deactivation.
@preconcurrency @MainActor
open class NSPanel: NSWindow {
    public override init(
        contentRect a0: NSRect, styleMask a1: NSWindow.StyleMask, backing a2: NSWindow.BackingStoreType, defer a3: Bool
    ) {
        super.init(contentRect: a0, styleMask: a1, backing: a2, defer: a3)
        isReleasedWhenClosed = false
    }
    open var isFloatingPanel: Bool = false
    open var becomesKeyOnlyIfNeeded: Bool = false
    open var worksWhenModal: Bool = false
}
