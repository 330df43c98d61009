// Control and view attributes of IB cells and views that `loadview` sets (ViewMapping+AppKit.swift),
// from the macOS 15.5 SDK headers NSView.h (focusRingType), NSGraphics.h (NSFocusRingType),
// NSControl.h (allowsExpansionToolTips: "The default value is NO"), NSTextField.h
// (automaticTextCompletionEnabled) and NSBox.h (titleFont), with the Swift names the Clang importer
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
