// Types that the fact sheet's AppKit tables reference but do not describe. They exist in the real
// macOS SDK with the same name and kind; they are declared without members (or with only what the
// tables need), so code that uses more of them is rejected rather than accepted.

/// `NSResponder` is `@MainActor` (fact sheet §8.1); everything in the view/controller tree inherits it.
@preconcurrency @MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
}

// MARK: - Protocols (requirements omitted)

@preconcurrency @MainActor public protocol NSWindowDelegate: AnyObject {}
@preconcurrency @MainActor public protocol NSTextFieldDelegate: AnyObject {}
@preconcurrency @MainActor public protocol NSTableViewDelegate: AnyObject {}
@preconcurrency @MainActor public protocol NSTableViewDataSource: AnyObject {}
@preconcurrency @MainActor public protocol NSStackViewDelegate: AnyObject {}
@preconcurrency @MainActor public protocol NSViewControllerPresentationAnimator: AnyObject {}

// MARK: - Classes

@preconcurrency @MainActor open class NSTableHeaderView: NSView {}
@preconcurrency @MainActor open class NSSplitView: NSView {}
@preconcurrency @MainActor open class NSScreen: NSObject {}
@preconcurrency @MainActor open class NSPopover: NSResponder {
    public enum Behavior: Int, @unchecked Sendable { case applicationDefined = 0, transient = 1, semitransient = 2 }
}
open class NSEvent: NSObject {
    public struct ModifierFlags: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}
open class NSAppearance: NSObject, @unchecked Sendable {}
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public struct LineBreakStrategy: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

// MARK: - Value types

public struct NSUserInterfaceItemIdentifier: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
public enum NSUserInterfaceLayoutDirection: Int, @unchecked Sendable { case leftToRight = 0, rightToLeft = 1 }
public enum NSRectEdge: UInt, @unchecked Sendable { case minX = 0, minY = 1, maxX = 2, maxY = 3 }

extension NSImage {
    public typealias Name = String
    open class SymbolConfiguration: NSObject, @unchecked Sendable {}
}
extension NSColor {
    public typealias Name = String
}
extension NSFont {
    public struct TextStyleOptionKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
extension NSWindow {
    public typealias FrameAutosaveName = String
    public struct Level: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
    }
    public enum ToolbarStyle: Int, @unchecked Sendable {
        case automatic = 0, expanded = 1, preference = 2, unified = 3, unifiedCompact = 4
    }
    public enum TitleVisibility: Int, @unchecked Sendable { case visible = 0, hidden = 1 }
    public enum OrderingMode: Int, @unchecked Sendable { case above = 1, below = -1, out = 0 }
}
extension NSViewController {
    public struct TransitionOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}
// Cases and raw values from NSTableView.h (the sheet names these types without their members).
extension NSTableView {
    public enum SelectionHighlightStyle: Int, @unchecked Sendable { case none = -1, regular = 0, sourceList = 1 }
    public enum RowSizeStyle: Int, @unchecked Sendable {
        case `default` = -1, custom = 0, small = 1, medium = 2, large = 3
    }
    public struct GridLineStyle: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let solidVerticalGridLineMask = GridLineStyle(rawValue: 1 << 0)
        public static let solidHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 1)
        public static let dashedHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 3)
    }
    public enum ColumnAutoresizingStyle: UInt, @unchecked Sendable {
        case noColumnAutoresizing = 0, uniformColumnAutoresizingStyle = 1, sequentialColumnAutoresizingStyle = 2
        case reverseSequentialColumnAutoresizingStyle = 3, lastColumnOnlyAutoresizingStyle = 4
        case firstColumnOnlyAutoresizingStyle = 5
    }
}
extension NSControl {
    public enum ImagePosition: UInt, @unchecked Sendable { case noImage = 0, imageOnly = 1 }
}
extension NSImageView {
    public enum FrameStyle: UInt, @unchecked Sendable {
        case none = 0, photo = 1, grayBezel = 2, groove = 3, button = 4
    }
}
extension NSImageView {}
extension NSSplitViewItem {
    public enum CollapseBehavior: Int, @unchecked Sendable { case `default` = 0 }
}
extension NSLayoutConstraint {
    public struct FormatOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}
