import Foundation

func sbgenOptionNames(_ raw: Int, _ names: [(Int, String)]) -> String {
    "[" + names.filter { raw & $0.0 != 0 }.map(\.1).sorted().joined(separator: ",") + "]"
}

/// Objects that keep a property record (views, controllers, bar items, gestures).
@MainActor class SbgenRecording {
    init() {}
    var sbgenProps: [String: String] = [:]
    // View tree state (used by UIView and subclasses).
    var subviews: [UIView] = []
    weak var superview: UIView?
    var sbgenArranged = false
    /// Set for objects a parent owns (`contentView`): the dump names them instead of numbering them.
    var sbgenDerived: String?
    var sbgenGestures: [UIGestureRecognizer] = []
    var sbgenRegistered: [(String, String)] = []
    var sbgenActions: [String] = []
    /// The targets of ``sbgenActions``, in order. Stored here, not in a table keyed by the object's
    /// identity: a freed object's address is reused, and its entry would pass for the new object's.
    var sbgenActionTargets: [AnyObject?] = []
    /// A button's title label (`UIButton.titleLabel`), made on first use, and its configuration.
    var sbgenTitleLabel: UILabel?
    var sbgenButtonConfiguration: UIButton.Configuration?
    weak var sbgenController: UIViewController?
    var sbgenOutlets: [(String, Any?)] = []
    var sbgenForward: (SbgenRecording, String)?
    /// Set while a class gives itself its initial values: those are state, not something the
    /// generated code set.
    var sbgenQuiet = false
    func rec(_ key: String, _ value: Any?) {
        if sbgenQuiet { return }
        if let (owner, prefix) = sbgenForward {
            owner.rec(prefix + key, value)
        } else {
            sbgenProps[key] = sbgenCanon(value)
        }
    }
    /// A stored property set for the first time to the value the object already had (its initial
    /// value): the generated code restates it. Recorded with a mark, so that the unit's text differs
    /// from the model's (which leaves initial values out) and the equality test names the property.
    func rec(_ key: String, _ value: Any?, was old: Any?) {
        // Not checked: `frame`, which `init(frame:)` sets itself (`UIView(frame: .zero)` restates
        // nothing); objects another owns (a cell's `contentView`, its `textLabel`), whose initial
        // values their owner decides; and initial values that depend on the OS version or the class
        // more than this surface models (`style`: an activity indicator is `.medium` from iOS 13 only;
        // `textColor`: a label's is `.label` from iOS 13, black before; `isAccessibilityElement`: true
        // for labels and controls, false for a plain view; `separatorInset`: the system derives a table
        // view's and a cell's from the layout margins, so this surface's zero is no initial value).
        if !sbgenQuiet, sbgenForward == nil, sbgenDerived == nil, sbgenProps[key] == nil,
            !["frame", "style", "textColor", "isAccessibilityElement", "separatorInset"].contains(key),
            sbgenCanon(old) == sbgenCanon(value)
        {
            sbgenProps[key] = sbgenCanon(value) + " (restates the initial value)"
            return
        }
        rec(key, value)
    }
    func sbgenOutlet(_ key: String, _ value: Any?) { sbgenOutlets.append((key, value)) }
    /// Runs `body` without recording (initial values).
    func sbgenQuietly(_ body: () -> Void) {
        sbgenQuiet = true
        body()
        sbgenQuiet = false
    }
}

// MARK: Selectors and coders

struct Selector: Equatable, Sendable {
    var name: String
    init(_ name: String) { self.name = name }
}

// MARK: Values

final class UIColor: SbgenCanonical, @unchecked Sendable {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
    convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(sbgen: "srgb(\(Double(red)),\(Double(green)),\(Double(blue)),\(Double(alpha)))")
    }
    convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(sbgen: "p3(\(Double(red)),\(Double(green)),\(Double(blue)),\(Double(alpha)))")
    }
    convenience init?(named name: String) { self.init(sbgen: "named(\(name))") }
    convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(sbgen: "named(\(name))")
    }
    var cgColor: CGColor { CGColor(sbgenCanonical: sbgenCanonical) }
    static func system(_ name: String) -> UIColor { UIColor(sbgen: "system(\(name))") }
    static var black: UIColor { system("black") }
    static var darkGray: UIColor { system("darkGray") }
    static var lightGray: UIColor { system("lightGray") }
    static var white: UIColor { system("white") }
    static var gray: UIColor { system("gray") }
    static var red: UIColor { system("red") }
    static var green: UIColor { system("green") }
    static var blue: UIColor { system("blue") }
    static var cyan: UIColor { system("cyan") }
    static var yellow: UIColor { system("yellow") }
    static var magenta: UIColor { system("magenta") }
    static var orange: UIColor { system("orange") }
    static var purple: UIColor { system("purple") }
    static var brown: UIColor { system("brown") }
    static var clear: UIColor { system("clear") }
    static var systemRed: UIColor { system("systemRed") }
    static var systemGreen: UIColor { system("systemGreen") }
    static var systemBlue: UIColor { system("systemBlue") }
    static var systemOrange: UIColor { system("systemOrange") }
    static var systemYellow: UIColor { system("systemYellow") }
    static var systemPink: UIColor { system("systemPink") }
    static var systemPurple: UIColor { system("systemPurple") }
    static var systemTeal: UIColor { system("systemTeal") }
    static var systemIndigo: UIColor { system("systemIndigo") }
    static var systemBrown: UIColor { system("systemBrown") }
    static var systemMint: UIColor { system("systemMint") }
    static var systemCyan: UIColor { system("systemCyan") }
    static var systemGray: UIColor { system("systemGray") }
    static var systemGray2: UIColor { system("systemGray2") }
    static var systemGray3: UIColor { system("systemGray3") }
    static var systemGray4: UIColor { system("systemGray4") }
    static var systemGray5: UIColor { system("systemGray5") }
    static var systemGray6: UIColor { system("systemGray6") }
    static var tintColor: UIColor { system("tintColor") }
    static var label: UIColor { system("label") }
    static var secondaryLabel: UIColor { system("secondaryLabel") }
    static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    static var link: UIColor { system("link") }
    static var placeholderText: UIColor { system("placeholderText") }
    static var separator: UIColor { system("separator") }
    static var opaqueSeparator: UIColor { system("opaqueSeparator") }
    static var systemBackground: UIColor { system("systemBackground") }
    static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    static var systemFill: UIColor { system("systemFill") }
    static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    static var lightText: UIColor { system("lightText") }
    static var darkText: UIColor { system("darkText") }
    static var groupTableViewBackground: UIColor { system("groupTableViewBackground") }
}

final class CGColor: SbgenCanonical {
    let sbgenCanonical: String
    init(sbgenCanonical: String) { self.sbgenCanonical = sbgenCanonical }
}

final class UITraitCollection: Sendable {}

final class UIFont: SbgenCanonical, @unchecked Sendable {
    let sbgenCanonical: String
    let pointSize: CGFloat
    init(sbgen: String, pointSize: CGFloat) {
        sbgenCanonical = sbgen
        self.pointSize = pointSize
    }
    convenience init?(name: String, size: CGFloat) {
        self.init(sbgen: "custom(\(name),\(Double(size)))", pointSize: size)
    }
    static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(sbgen: "system(\(Double(size)),\(weight.name))", pointSize: size)
    }
    static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(sbgen: "boldSystem(\(Double(size)))", pointSize: size)
    }
    static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(sbgen: "italicSystem(\(Double(size)))", pointSize: size)
    }
    /// The size at the default content size category (Large): Apple's iOS Dynamic Type sizes.
    static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [String: CGFloat] = [
            "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
            "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        return UIFont(sbgen: "textStyle(\(style.rawValue))", pointSize: sizes[style.rawValue] ?? 17)
    }
    struct Weight: Sendable {
        var name: String
        static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        static let regular = Weight(name: "regular"), medium = Weight(name: "medium")
        static let semibold = Weight(name: "semibold"), bold = Weight(name: "bold"), heavy = Weight(name: "heavy")
        static let black = Weight(name: "black")
    }
    struct TextStyle: Sendable {
        var rawValue: String
        static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        static let caption2 = TextStyle(rawValue: "caption2")
    }
}

final class UIImage: SbgenCanonical, @unchecked Sendable {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
    convenience init?(named name: String) { self.init(sbgen: "image(\(name))") }
    /// The bundle is not recorded: the canonical form names the image, as `init?(named:)` does.
    convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(sbgen: "image(\(name))")
    }
    convenience init?(systemName name: String) { self.init(sbgen: "symbol(\(name))") }
    convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(sbgen: "symbol(\(name),\(configuration?.sbgenCanonical ?? "nil"))")
    }

    class Configuration: SbgenCanonical, @unchecked Sendable {
        var sbgenCanonical: String { "config()" }
    }
    enum SymbolScale { case `default`, unspecified, small, medium, large }
    enum SymbolWeight { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    /// Prints the fields set, in a fixed order: `config(pointSize=30.0,weight=medium,scale=large)`.
    final class SymbolConfiguration: Configuration, @unchecked Sendable {
        var fields: [(String, String)] = []
        override var sbgenCanonical: String { "config(" + fields.map { "\($0)=\($1)" }.joined(separator: ",") + ")" }
        private convenience init(_ fields: [(String, String)]) {
            self.init()
            self.fields = fields
        }
        convenience init(scale: SymbolScale) { self.init([("scale", "\(scale)")]) }
        convenience init(weight: SymbolWeight) { self.init([("weight", "\(weight)")]) }
        convenience init(pointSize: CGFloat) { self.init([("pointSize", "\(Double(pointSize))")]) }
        convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init([("pointSize", "\(Double(pointSize))"), ("weight", "\(weight)")])
        }
        convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init([("pointSize", "\(Double(pointSize))"), ("weight", "\(weight)"), ("scale", "\(scale)")])
        }
        convenience init(textStyle: UIFont.TextStyle) { self.init([("textStyle", textStyle.rawValue)]) }
        convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init([("textStyle", textStyle.rawValue), ("scale", "\(scale)")])
        }
        convenience init(font: UIFont) { self.init([("font", font.sbgenCanonical)]) }
        convenience init(font: UIFont, scale: SymbolScale) {
            self.init([("font", font.sbgenCanonical), ("scale", "\(scale)")])
        }
        static var unspecified: SymbolConfiguration { SymbolConfiguration() }
        /// The other configuration's fields win, in this one's order, then its own new ones.
        func applying(_ other: Configuration?) -> SymbolConfiguration {
            let result = SymbolConfiguration(fields)
            for (key, value) in (other as? SymbolConfiguration)?.fields ?? [] {
                if let index = result.fields.firstIndex(where: { $0.0 == key }) {
                    result.fields[index].1 = value
                } else {
                    result.fields.append((key, value))
                }
            }
            return result
        }
    }
}

struct UIEdgeInsets: SbgenCanonical {
    var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var sbgenCanonical: String { "(\(Double(top)),\(Double(left)),\(Double(bottom)),\(Double(right)))" }
}

/// UIKit's `NSValue(uiEdgeInsets:)` (UIGeometry.h), shadowing Foundation's class in this module: it
/// records the insets it wraps.
struct NSValue: SbgenCanonical {
    let uiEdgeInsetsValue: UIEdgeInsets
    init(uiEdgeInsets: UIEdgeInsets) { uiEdgeInsetsValue = uiEdgeInsets }
    var sbgenCanonical: String { uiEdgeInsetsValue.sbgenCanonical }
}

struct NSDirectionalEdgeInsets: SbgenCanonical {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var sbgenCanonical: String { "(\(Double(top)),\(Double(leading)),\(Double(bottom)),\(Double(trailing)))" }
}

extension CGRect: SbgenCanonical {
    var sbgenCanonical: String {
        "(\(Double(origin.x)),\(Double(origin.y)),\(Double(size.width)),\(Double(size.height)))"
    }
}

extension CGSize: SbgenCanonical {
    var sbgenCanonical: String { "(\(Double(width)),\(Double(height)))" }
}

struct UILayoutPriority: SbgenCanonical, Equatable, Sendable {
    var rawValue: Float
    init(_ rawValue: Float) { self.rawValue = rawValue }
    static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750)
    static let defaultLow = UILayoutPriority(250)
    var sbgenCanonical: String { "\(rawValue)" }
    static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

final class CALayer {
    unowned let owner: SbgenRecording
    init(owner: SbgenRecording) { self.owner = owner }
    @MainActor var cornerRadius: CGFloat = 0 { didSet { owner.rec("layer.cornerRadius", cornerRadius) } }
    @MainActor var borderWidth: CGFloat = 0 { didSet { owner.rec("layer.borderWidth", borderWidth) } }
    @MainActor var masksToBounds = false { didSet { owner.rec("layer.masksToBounds", masksToBounds) } }
    @MainActor var shadowOpacity: Float = 0 { didSet { owner.rec("layer.shadowOpacity", shadowOpacity) } }
    @MainActor var shadowRadius: CGFloat = 3 { didSet { owner.rec("layer.shadowRadius", shadowRadius) } }
    @MainActor var opacity: Float = 1 { didSet { owner.rec("layer.opacity", opacity) } }
    @MainActor var borderColor: CGColor? { didSet { owner.rec("layer.borderColor", borderColor) } }
    @MainActor var shadowColor: CGColor? { didSet { owner.rec("layer.shadowColor", shadowColor) } }
}
