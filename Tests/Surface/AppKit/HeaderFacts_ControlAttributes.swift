// Control and view attributes of IB cells and views that `loadview` sets (ViewMapping+AppKit.swift),
// from the macOS 15.5 SDK headers NSView.h (focusRingType), NSGraphics.h (NSFocusRingType),
// NSControl.h (allowsExpansionToolTips: "The default value is NO"), NSTextField.h
// (automaticTextCompletionEnabled) and NSAppearance.h (NSAppearanceCustomization, names), with the Swift names the Clang importer
// gives them and a code-made object's initial values. Hand-written.

public enum NSFocusRingType: UInt, @unchecked Sendable { case `default` = 0, none = 1, exterior = 2 }

extension NSView {
    private static var _s_focusRingTypes: [ObjectIdentifier: NSFocusRingType] = [:]
    open var focusRingType: NSFocusRingType {
        get { Self._s_focusRingTypes[ObjectIdentifier(self)] ?? .default }
        set { Self._s_focusRingTypes[ObjectIdentifier(self)] = newValue }
    }
}

extension NSControl {
    @available(macOS 10.8, *)
    open var allowsExpansionToolTips: Bool {
        get { false }
        set {}
    }
}

extension NSTextField {
    @available(macOS 10.12.2, *)
    open var isAutomaticTextCompletionEnabled: Bool {
        get { true }
        set {}
    }
}

extension NSAppearance {
    public struct Name: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        @available(macOS 10.10, *)
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        @available(macOS 10.10, *)
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
    }
    public convenience init?(named name: NSAppearance.Name) { self.init() }
}

extension NSView {
    private static var _s_appearances: [ObjectIdentifier: NSAppearance] = [:]
    /// `NSAppearanceCustomization` (NSAppearance.h): nil, the view inherits its ancestors'.
    open var appearance: NSAppearance? {
        get { Self._s_appearances[ObjectIdentifier(self)] }
        set { Self._s_appearances[ObjectIdentifier(self)] = newValue }
    }
}
