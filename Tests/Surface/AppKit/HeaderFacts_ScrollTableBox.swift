// AppKit API that generated code uses and the fact sheet does not list (its AppKit part is "a shorter
// selection"). Each member is taken from the macOS SDK headers (MacOSX 11.3/12 SDK: NSScrollView.h,
// NSClipView.h, NSBox.h, NSFont.h, NSSlider.h, NSStepper.h, NSProgressIndicator.h, NSView.h (NSBorderType), NSTableColumn.h, NSTableHeaderCell.h,
// NSTableCellView.h, NSTableView.h, NSTextField.h, NSColor.h, NSAccessibilityProtocols.h,
// NSUserInterfaceItemIdentification.h) with the Swift names the Clang importer gives them. Hand-written,
// not generated: keep to what those headers declare.

// MARK: - Scroll views and boxes

@preconcurrency @MainActor
open class NSClipView: NSView {
    open var documentView: NSView? = nil
    open var drawsBackground: Bool = true
    open var backgroundColor: NSColor = NSColor()
    open var automaticallyAdjustsContentInsets: Bool = true
    @available(macOS 10.10, *)
    open var contentInsets: NSEdgeInsets = NSEdgeInsets()
    /// Deprecated in macOS 11 ("Setting this property has no effect"); sbgen sets it only below 11.
    open var copiesOnScroll: Bool = true
}

@preconcurrency @MainActor
open class NSScrollView: NSView {
    open var contentView: NSClipView = NSClipView()
    open var documentView: NSView? {
        get { contentView.documentView }
        set { contentView.documentView = newValue }
    }
    open var borderType: NSBorderType = .noBorder
    open var backgroundColor: NSColor = NSColor()
    open var drawsBackground: Bool = true
    open var hasVerticalScroller: Bool = false
    open var hasHorizontalScroller: Bool = false
    open var autohidesScrollers: Bool = false
    open var horizontalLineScroll: CGFloat = 10
    open var verticalLineScroll: CGFloat = 10
    open var horizontalPageScroll: CGFloat = 10
    open var verticalPageScroll: CGFloat = 10
    @available(macOS 10.7, *)
    open var horizontalScrollElasticity: NSScrollView.Elasticity = .automatic
    @available(macOS 10.7, *)
    open var verticalScrollElasticity: NSScrollView.Elasticity = .automatic
    @available(macOS 10.7, *)
    open var usesPredominantAxisScrolling: Bool = true
    @available(macOS 10.8, *)
    open var allowsMagnification: Bool = false
    @available(macOS 10.8, *)
    open var maxMagnification: CGFloat = 4
    @available(macOS 10.8, *)
    open var minMagnification: CGFloat = 0.25
    @available(macOS 10.10, *)
    open var automaticallyAdjustsContentInsets: Bool = true
    @available(macOS 10.10, *)
    open var contentInsets: NSEdgeInsets = NSEdgeInsets()
}

extension NSScrollView {
    @available(macOS 10.7, *)
    public enum Elasticity: Int, @unchecked Sendable { case automatic = 0, none = 1, allowed = 2 }
}

public enum NSBorderType: UInt, @unchecked Sendable {
    case noBorder = 0, lineBorder = 1, bezelBorder = 2, grooveBorder = 3
}

@preconcurrency @MainActor
open class NSBox: NSView {
    open var boxType: NSBox.BoxType = .primary
    open var title: String = "Title"
    open var titlePosition: NSBox.TitlePosition = .atTop
    open var contentView: NSView? = NSView()
    open var borderWidth: CGFloat = 1
    open var cornerRadius: CGFloat = 0
    open var borderColor: NSColor = NSColor()
    open var fillColor: NSColor = NSColor()
    open var isTransparent: Bool = false
}

extension NSBox {
    public enum BoxType: UInt, @unchecked Sendable { case primary = 0, separator = 2, custom = 4 }
    public enum TitlePosition: UInt, @unchecked Sendable {
        case noTitle = 0, aboveTop = 1, atTop = 2, belowTop = 3, aboveBottom = 4, atBottom = 5, belowBottom = 6
    }
}

// MARK: - Sliders, steppers, progress indicators

@preconcurrency @MainActor
open class NSSlider: NSControl {
    open var minValue: Double = 0
    open var maxValue: Double = 1
    open var numberOfTickMarks: Int = 0
    open var allowsTickMarkValuesOnly: Bool = false
    open var tickMarkPosition: NSSlider.TickMarkPosition = .below
    open var sliderType: NSSlider.SliderType = .linear
}

extension NSSlider {
    public enum TickMarkPosition: UInt, @unchecked Sendable { case below = 0, above = 1 }
    public enum SliderType: UInt, @unchecked Sendable { case linear = 0, circular = 1 }
}

@preconcurrency @MainActor
open class NSStepper: NSControl {
    open var minValue: Double = 0
    open var maxValue: Double = 59
    open var increment: Double = 1
    open var valueWraps: Bool = true
    open var autorepeat: Bool = true
}

@preconcurrency @MainActor
open class NSProgressIndicator: NSView {
    open var minValue: Double = 0
    open var maxValue: Double = 100
    open var doubleValue: Double = 0
    open var style: NSProgressIndicator.Style = .bar
    open var isIndeterminate: Bool = true
    open var isBezeled: Bool = true
    open var isDisplayedWhenStopped: Bool = true
    open var controlSize: NSControl.ControlSize = .regular
}

extension NSProgressIndicator {
    public enum Style: UInt, @unchecked Sendable { case bar = 0, spinning = 1 }
}

// MARK: - Table columns and cell views

@preconcurrency @MainActor
open class NSCell: NSObject {
    open var alignment: NSTextAlignment = .natural
}
@preconcurrency @MainActor open class NSActionCell: NSCell {}
@preconcurrency @MainActor open class NSTextFieldCell: NSActionCell {}
@preconcurrency @MainActor open class NSTableHeaderCell: NSTextFieldCell {}

@preconcurrency @MainActor
open class NSTableColumn: NSObject {
    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
    }
    open var identifier: NSUserInterfaceItemIdentifier
    open var width: CGFloat = 100
    open var minWidth: CGFloat = 10
    open var maxWidth: CGFloat = 100000
    open var title: String = ""
    open var headerCell: NSTableHeaderCell = NSTableHeaderCell()
    open var isEditable: Bool = true
    open var resizingMask: NSTableColumn.ResizingOptions = [.autoresizingMask, .userResizingMask]
    open var headerToolTip: String? = nil
    open var isHidden: Bool = false
}

extension NSTableColumn {
    public struct ResizingOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let autoresizingMask = ResizingOptions(rawValue: 1 << 0)
        public static let userResizingMask = ResizingOptions(rawValue: 1 << 1)
    }
}

@preconcurrency @MainActor
open class NSTableCellView: NSView {
    open weak var textField: NSTextField? = nil
    open weak var imageView: NSImageView? = nil
}

extension NSTableView {
    public typealias AutosaveName = String
    open var allowsColumnReordering: Bool {
        get { true }
        set {}
    }
    open var allowsColumnResizing: Bool {
        get { true }
        set {}
    }
    open var allowsColumnSelection: Bool {
        get { true }
        set {}
    }
    open var allowsTypeSelect: Bool {
        get { true }
        set {}
    }
    open var autosaveTableColumns: Bool {
        get { false }
        set {}
    }
    open var autosaveName: NSTableView.AutosaveName? {
        get { nil }
        set {}
    }
    open var floatsGroupRows: Bool {
        get { true }
        set {}
    }
    open var gridColor: NSColor {
        get { NSColor() }
        set {}
    }
}

// MARK: - Identification, accessibility, text fields

extension NSView {
    /// `NSUserInterfaceItemIdentification`.
    open var identifier: NSUserInterfaceItemIdentifier? {
        get { nil }
        set {}
    }
    /// `NSAccessibility`: the setters are methods.
    open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}
    open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
    /// `@property (nullable, weak) id accessibilityTitleUIElement` (NSAccessibilityProtocols.h, macOS 10.10).
    open func setAccessibilityTitleUIElement(_ accessibilityTitleUIElement: Any?) {}
    /// `@property (nullable, copy) NSArray *accessibilityLinkedUIElements` (macOS 10.10).
    open func setAccessibilityLinkedUIElements(_ accessibilityLinkedUIElements: [Any]?) {}
}

extension NSTextField {
    @available(macOS 10.12.2, *)
    open var allowsCharacterPickerTouchBarItem: Bool {
        get { true }
        set {}
    }
}

// MARK: - Meta fonts (NSFont.h; `labelFont(ofSize:)` is in the sheet)

extension NSFont {
    public class func messageFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func menuFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func controlContentFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func toolTipsFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func titleBarFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func paletteFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    public class func menuBarFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
}

// MARK: - System colors (NSColor.h; deprecated ones left out)

extension NSColor {
    public class var darkGray: NSColor { NSColor(_surfaceDescription: "darkGray") }
    public class var lightGray: NSColor { NSColor(_surfaceDescription: "lightGray") }
    public class var gray: NSColor { NSColor(_surfaceDescription: "gray") }
    public class var green: NSColor { NSColor(_surfaceDescription: "green") }
    public class var blue: NSColor { NSColor(_surfaceDescription: "blue") }
    public class var cyan: NSColor { NSColor(_surfaceDescription: "cyan") }
    public class var yellow: NSColor { NSColor(_surfaceDescription: "yellow") }
    public class var magenta: NSColor { NSColor(_surfaceDescription: "magenta") }
    public class var orange: NSColor { NSColor(_surfaceDescription: "orange") }
    public class var purple: NSColor { NSColor(_surfaceDescription: "purple") }
    public class var brown: NSColor { NSColor(_surfaceDescription: "brown") }
    public class var systemGreen: NSColor { NSColor(_surfaceDescription: "systemGreen") }
    public class var systemOrange: NSColor { NSColor(_surfaceDescription: "systemOrange") }
    public class var systemYellow: NSColor { NSColor(_surfaceDescription: "systemYellow") }
    public class var systemBrown: NSColor { NSColor(_surfaceDescription: "systemBrown") }
    public class var systemPink: NSColor { NSColor(_surfaceDescription: "systemPink") }
    public class var systemPurple: NSColor { NSColor(_surfaceDescription: "systemPurple") }
    public class var systemTeal: NSColor { NSColor(_surfaceDescription: "systemTeal") }
    public class var systemIndigo: NSColor { NSColor(_surfaceDescription: "systemIndigo") }
    public class var tertiaryLabelColor: NSColor { NSColor(_surfaceDescription: "tertiaryLabelColor") }
    public class var quaternaryLabelColor: NSColor { NSColor(_surfaceDescription: "quaternaryLabelColor") }
    public class var placeholderTextColor: NSColor { NSColor(_surfaceDescription: "placeholderTextColor") }
    public class var windowFrameTextColor: NSColor { NSColor(_surfaceDescription: "windowFrameTextColor") }
    public class var selectedMenuItemTextColor: NSColor { NSColor(_surfaceDescription: "selectedMenuItemTextColor") }
    public class var alternateSelectedControlTextColor: NSColor {
        NSColor(_surfaceDescription: "alternateSelectedControlTextColor")
    }
    public class var headerTextColor: NSColor { NSColor(_surfaceDescription: "headerTextColor") }
    public class var gridColor: NSColor { NSColor(_surfaceDescription: "gridColor") }
    public class var underPageBackgroundColor: NSColor { NSColor(_surfaceDescription: "underPageBackgroundColor") }
    public class var selectedContentBackgroundColor: NSColor {
        NSColor(_surfaceDescription: "selectedContentBackgroundColor")
    }
    public class var unemphasizedSelectedContentBackgroundColor: NSColor {
        NSColor(_surfaceDescription: "unemphasizedSelectedContentBackgroundColor")
    }
    public class var findHighlightColor: NSColor { NSColor(_surfaceDescription: "findHighlightColor") }
    public class var textBackgroundColor: NSColor { NSColor(_surfaceDescription: "textBackgroundColor") }
    public class var selectedTextColor: NSColor { NSColor(_surfaceDescription: "selectedTextColor") }
    public class var selectedTextBackgroundColor: NSColor {
        NSColor(_surfaceDescription: "selectedTextBackgroundColor")
    }
    public class var unemphasizedSelectedTextBackgroundColor: NSColor {
        NSColor(_surfaceDescription: "unemphasizedSelectedTextBackgroundColor")
    }
    public class var unemphasizedSelectedTextColor: NSColor {
        NSColor(_surfaceDescription: "unemphasizedSelectedTextColor")
    }
    public class var selectedControlColor: NSColor { NSColor(_surfaceDescription: "selectedControlColor") }
    public class var selectedControlTextColor: NSColor { NSColor(_surfaceDescription: "selectedControlTextColor") }
    public class var disabledControlTextColor: NSColor { NSColor(_surfaceDescription: "disabledControlTextColor") }
    public class var keyboardFocusIndicatorColor: NSColor {
        NSColor(_surfaceDescription: "keyboardFocusIndicatorColor")
    }
    public class var highlightColor: NSColor { NSColor(_surfaceDescription: "highlightColor") }
    public class var shadowColor: NSColor { NSColor(_surfaceDescription: "shadowColor") }
}

// MARK: - Images in a bundle (NSImage.h)

extension Bundle {
    /// `@interface NSBundle(NSBundleImageExtension)`:
    /// `- (nullable NSImage *)imageForResource:(NSImageName)name API_AVAILABLE(macos(10.7));`
    @available(macOS 10.7, *)
    public func image(forResource name: NSImage.Name) -> NSImage? { NSImage(named: name) }
}
