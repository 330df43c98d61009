import Foundation

// The AppKit recording surface is built as its own module `AppKit` (the UIKit one is `UIKit`); both
// compile `Tests/LoadViewSurface/Shared` for the canonical-text helpers.

func sbgenOptionNames(_ raw: UInt, _ names: [(UInt, String)]) -> String {
    "[" + names.filter { raw & $0.0 != 0 }.map(\.1).sorted().joined(separator: ",") + "]"
}

/// Objects that keep a property record (views, controllers, table columns).
@MainActor class SbgenRecording {
    init() {}
    var sbgenProps: [String: String] = [:]
    var sbgenOutlets: [(String, Any?)] = []
    var sbgenBindings: [SbgenBinding] = []
    func rec(_ key: String, _ value: Any?) { sbgenProps[key] = sbgenCanon(value) }
    func sbgenOutlet(_ key: String, _ value: Any?) { sbgenOutlets.append((key, value)) }
}

// MARK: Selectors

struct Selector: Equatable, Sendable {
    var name: String
    init(_ name: String) { self.name = name }
}

// MARK: Values (NSColor is Sendable in the SDK; NSFont and NSImage are not)

final class NSColor: SbgenCanonical, @unchecked Sendable {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
    convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(sbgen: "srgb(\(Double(red)),\(Double(green)),\(Double(blue)),\(Double(alpha)))")
    }
    convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(sbgen: "p3(\(Double(red)),\(Double(green)),\(Double(blue)),\(Double(alpha)))")
    }
    convenience init?(named name: String) { self.init(sbgen: "named(\(name))") }
    var cgColor: CGColor { CGColor(sbgenCanonical: sbgenCanonical) }
    static func system(_ name: String) -> NSColor { NSColor(sbgen: "system(\(name))") }
    static var black: NSColor { system("black") }
    static var darkGray: NSColor { system("darkGray") }
    static var lightGray: NSColor { system("lightGray") }
    static var white: NSColor { system("white") }
    static var gray: NSColor { system("gray") }
    static var red: NSColor { system("red") }
    static var green: NSColor { system("green") }
    static var blue: NSColor { system("blue") }
    static var cyan: NSColor { system("cyan") }
    static var yellow: NSColor { system("yellow") }
    static var magenta: NSColor { system("magenta") }
    static var orange: NSColor { system("orange") }
    static var purple: NSColor { system("purple") }
    static var brown: NSColor { system("brown") }
    static var clear: NSColor { system("clear") }
    static var systemRed: NSColor { system("systemRed") }
    static var systemGreen: NSColor { system("systemGreen") }
    static var systemBlue: NSColor { system("systemBlue") }
    static var systemOrange: NSColor { system("systemOrange") }
    static var systemYellow: NSColor { system("systemYellow") }
    static var systemBrown: NSColor { system("systemBrown") }
    static var systemPink: NSColor { system("systemPink") }
    static var systemPurple: NSColor { system("systemPurple") }
    static var systemGray: NSColor { system("systemGray") }
    static var systemTeal: NSColor { system("systemTeal") }
    static var systemIndigo: NSColor { system("systemIndigo") }
    static var labelColor: NSColor { system("labelColor") }
    static var secondaryLabelColor: NSColor { system("secondaryLabelColor") }
    static var tertiaryLabelColor: NSColor { system("tertiaryLabelColor") }
    static var quaternaryLabelColor: NSColor { system("quaternaryLabelColor") }
    static var linkColor: NSColor { system("linkColor") }
    static var placeholderTextColor: NSColor { system("placeholderTextColor") }
    static var windowFrameTextColor: NSColor { system("windowFrameTextColor") }
    static var selectedMenuItemTextColor: NSColor { system("selectedMenuItemTextColor") }
    static var alternateSelectedControlTextColor: NSColor { system("alternateSelectedControlTextColor") }
    static var headerTextColor: NSColor { system("headerTextColor") }
    static var separatorColor: NSColor { system("separatorColor") }
    static var gridColor: NSColor { system("gridColor") }
    static var windowBackgroundColor: NSColor { system("windowBackgroundColor") }
    static var underPageBackgroundColor: NSColor { system("underPageBackgroundColor") }
    static var controlBackgroundColor: NSColor { system("controlBackgroundColor") }
    static var selectedContentBackgroundColor: NSColor { system("selectedContentBackgroundColor") }
    static var unemphasizedSelectedContentBackgroundColor: NSColor {
        system("unemphasizedSelectedContentBackgroundColor")
    }
    static var findHighlightColor: NSColor { system("findHighlightColor") }
    static var textColor: NSColor { system("textColor") }
    static var textBackgroundColor: NSColor { system("textBackgroundColor") }
    static var selectedTextColor: NSColor { system("selectedTextColor") }
    static var selectedTextBackgroundColor: NSColor { system("selectedTextBackgroundColor") }
    static var unemphasizedSelectedTextBackgroundColor: NSColor { system("unemphasizedSelectedTextBackgroundColor") }
    static var unemphasizedSelectedTextColor: NSColor { system("unemphasizedSelectedTextColor") }
    static var controlColor: NSColor { system("controlColor") }
    static var controlTextColor: NSColor { system("controlTextColor") }
    static var selectedControlColor: NSColor { system("selectedControlColor") }
    static var selectedControlTextColor: NSColor { system("selectedControlTextColor") }
    static var disabledControlTextColor: NSColor { system("disabledControlTextColor") }
    static var keyboardFocusIndicatorColor: NSColor { system("keyboardFocusIndicatorColor") }
    static var controlAccentColor: NSColor { system("controlAccentColor") }
    static var highlightColor: NSColor { system("highlightColor") }
    static var shadowColor: NSColor { system("shadowColor") }
}

final class CGColor: SbgenCanonical {
    let sbgenCanonical: String
    init(sbgenCanonical: String) { self.sbgenCanonical = sbgenCanonical }
}

final class NSFont: SbgenCanonical {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
    convenience init?(name: String, size: CGFloat) { self.init(sbgen: "custom(\(name),\(Double(size)))") }
    static func systemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
        NSFont(sbgen: "system(\(Double(size)),\(weight.name))")
    }
    static func boldSystemFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "boldSystem(\(Double(size)))") }
    static func messageFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "messageFont(\(Double(size)))") }
    static func labelFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "labelFont(\(Double(size)))") }
    static func menuFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "menuFont(\(Double(size)))") }
    static func controlContentFont(ofSize size: CGFloat) -> NSFont {
        NSFont(sbgen: "controlContentFont(\(Double(size)))")
    }
    static func toolTipsFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "toolTipsFont(\(Double(size)))") }
    static func titleBarFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "titleBarFont(\(Double(size)))") }
    static func paletteFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "paletteFont(\(Double(size)))") }
    static func menuBarFont(ofSize size: CGFloat) -> NSFont { NSFont(sbgen: "menuBarFont(\(Double(size)))") }
    struct Weight: Sendable {
        var name: String
        static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        static let regular = Weight(name: "regular"), medium = Weight(name: "medium")
        static let semibold = Weight(name: "semibold"), bold = Weight(name: "bold"), heavy = Weight(name: "heavy")
        static let black = Weight(name: "black")
    }
}

final class NSImage: SbgenCanonical {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
    convenience init?(named name: String) { self.init(sbgen: "image(\(name))") }
    convenience init?(systemSymbolName name: String, accessibilityDescription: String?) {
        self.init(sbgen: "symbol(\(name))")
    }
}

extension CGRect: SbgenCanonical {
    var sbgenCanonical: String {
        "(\(Double(origin.x)),\(Double(origin.y)),\(Double(size.width)),\(Double(size.height)))"
    }
}

extension CGSize: SbgenCanonical {
    var sbgenCanonical: String { "(\(Double(width)),\(Double(height)))" }
}

final class CALayer {
    unowned let owner: SbgenRecording
    init(owner: SbgenRecording) { self.owner = owner }
    @MainActor var cornerRadius: CGFloat = 0 { didSet { owner.rec("layer.cornerRadius", cornerRadius) } }
    @MainActor var borderWidth: CGFloat = 0 { didSet { owner.rec("layer.borderWidth", borderWidth) } }
    @MainActor var masksToBounds = false { didSet { owner.rec("layer.masksToBounds", masksToBounds) } }
    @MainActor var borderColor: CGColor? { didSet { owner.rec("layer.borderColor", borderColor) } }
}
