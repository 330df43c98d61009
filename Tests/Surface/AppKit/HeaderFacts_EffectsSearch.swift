// AppKit API that generated code uses for visual effect views and search fields, and the fact sheet
// does not list. Each member is taken from the macOS 15.5 SDK headers (NSVisualEffectView.h,
// NSSearchField.h) with the Swift names the Clang importer gives them and the initial values of a
// code-made view. Hand-written, not generated: keep to what those headers declare.

@preconcurrency @MainActor
open class NSVisualEffectView: NSView {
    open var material: NSVisualEffectView.Material = .appearanceBased
    open var blendingMode: NSVisualEffectView.BlendingMode = .behindWindow
    open var state: NSVisualEffectView.State = .followsWindowActiveState
    @available(macOS 10.12, *)
    open var isEmphasized: Bool = false
    open var maskImage: NSImage?
}

extension NSVisualEffectView {
    public enum Material: Int, @unchecked Sendable {
        @available(macOS, introduced: 10.10, deprecated: 10.14)
        case appearanceBased = 0
        @available(macOS, introduced: 10.10, deprecated: 10.14)
        case light = 1
        @available(macOS, introduced: 10.10, deprecated: 10.14)
        case dark = 2
        case titlebar = 3
        case selection = 4
        @available(macOS 10.11, *)
        case menu = 5
        @available(macOS 10.11, *)
        case popover = 6
        @available(macOS 10.11, *)
        case sidebar = 7
        @available(macOS, introduced: 10.11, deprecated: 10.14)
        case mediumLight = 8
        @available(macOS, introduced: 10.11, deprecated: 10.14)
        case ultraDark = 9
        @available(macOS 10.14, *)
        case headerView = 10
        @available(macOS 10.14, *)
        case sheet = 11
        @available(macOS 10.14, *)
        case windowBackground = 12
        @available(macOS 10.14, *)
        case hudWindow = 13
        @available(macOS 10.14, *)
        case fullScreenUI = 15
        @available(macOS 10.14, *)
        case toolTip = 17
        @available(macOS 10.14, *)
        case contentBackground = 18
        @available(macOS 10.14, *)
        case underWindowBackground = 21
        @available(macOS 10.14, *)
        case underPageBackground = 22
    }
    public enum BlendingMode: Int, @unchecked Sendable { case behindWindow = 0, withinWindow = 1 }
    public enum State: Int, @unchecked Sendable { case followsWindowActiveState = 0, active = 1, inactive = 2 }
}

@preconcurrency @MainActor
open class NSSearchField: NSTextField {
    @available(macOS 10.10, *)
    open var sendsWholeSearchString: Bool = false
    @available(macOS 10.10, *)
    open var sendsSearchStringImmediately: Bool = false
    open var recentsAutosaveName: String?
    @available(macOS 10.10, *)
    open var maximumRecents: Int = 10
}
