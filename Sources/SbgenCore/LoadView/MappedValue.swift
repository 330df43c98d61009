import SbgenTemplate

/// A value the mapping layer read from an IB attribute or property element, before it becomes Swift.
///
/// Each case renders two ways: ``swift`` (the expression the generator writes) and ``canonical`` (the
/// text the equality test compares with what the executable surface recorded at run time).
///
/// Not `indirect`: no case holds a `MappedValue`, and boxing made every value a heap allocation.
public enum MappedValue: Sendable, Equatable, Codable {
    case bool(Bool)
    /// A `CGFloat`/`Double` number.
    case number(Double)
    /// A `Float` number (`UISlider.value`, `UIProgressView.progress`).
    case float(Float)
    case int(Int)
    case string(String)
    /// `.name` of the enumeration `type` (e.g. `NSTextAlignment`, `natural`).
    case enumCase(type: String, name: String)
    /// Members of the option set `type`, in table order.
    case options(type: String, names: [String])
    case color(ColorValue)
    case font(FontValue)
    /// `UIImage(systemName:)` when `system`, else `UIImage(named:)`.
    case image(name: String, system: Bool)
    /// `UIImage(systemName:withConfiguration:)` with `UIImage.SymbolConfiguration(scale:)`: an SF
    /// Symbol with IB's `symbolScale` (a `UIImage.SymbolScale` member name).
    case scaledSymbol(name: String, scale: String)
    /// `UIEdgeInsets` (or `NSDirectionalEdgeInsets` when `directional`, left/right read as leading/trailing).
    case insets(top: Double, left: Double, bottom: Double, right: Double, directional: Bool)
    case size(width: Double, height: Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// `UILayoutPriority(value)`.
    case priority(Float)
    case null
    /// Anything else: a Swift expression and its canonical text (e.g. `UITableView.automaticDimension`, `-1.0`).
    case constant(swift: String, canonical: String)

    /// The Swift expression.
    public var swift: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.literal(value)
        case .float(let value): value.description
        case .int(let value): value.description
        case .string(let value): Self.stringLiteral(value)
        case .enumCase(_, let name): .concat(".", name)
        case .options(let type, let names) where type == "UIAccessibilityTraits" && names.count < 2:
            // One trait as its constant; several as an array literal (the UIKit overlay makes the
            // type an `OptionSet`: `extension UIAccessibilityTraits : Swift.OptionSet`).
            names.first.map { ".\($0)" } ?? ".none"
        case .options(_, let names): Self.optionList(names)
        case .color(let color): color.swift
        case .font(let font): font.swift
        case .image(let name, let system):
            .concat(system ? "UIImage(systemName: " : "UIImage(named: ", Self.stringLiteral(name), ")")
        case .scaledSymbol(let name, let scale):
            .concat(
                "UIImage(systemName: ", Self.stringLiteral(name),
                ", withConfiguration: UIImage.SymbolConfiguration(scale: .",
                scale, "))")
        // `.zero`: the type is the property's or the parameter's (`NSValue(uiEdgeInsets:)`).
        case .insets(0, 0, 0, 0, _): ".zero"
        case .insets(let top, let left, let bottom, let right, let directional):
            directional
                ? .concat(
                    "NSDirectionalEdgeInsets(top: ", Self.literal(top), ", leading: ", Self.literal(left), ", bottom: ",
                    Self.literal(bottom), ", trailing: ", Self.literal(right), ")")
                : .concat(
                    "UIEdgeInsets(top: ", Self.literal(top), ", left: ", Self.literal(left), ", bottom: ",
                    Self.literal(bottom), ", right: ", Self.literal(right), ")")
        case .size(let width, let height):
            .concat("CGSize(width: ", Self.literal(width), ", height: ", Self.literal(height), ")")
        case .rect(let x, let y, let width, let height):
            .concat(
                "CGRect(x: ", Self.literal(x), ", y: ", Self.literal(y), ", width: ", Self.literal(width), ", height: ",
                Self.literal(height), ")")
        case .priority(let value): Self.priority(value)
        case .null: "nil"
        case .constant(let swift, _): swift
        }
    }

    /// A layout priority by its name, or a name and a small step from it (`.defaultLow + 1`, IB's
    /// 251 for labels); `UILayoutPriority(…)` for the rest. The three names are UIKit's and AppKit's alike.
    static func priority(_ value: Float) -> String {
        for (name, level) in [("required", Float(1000)), ("defaultHigh", 750), ("defaultLow", 250)] {
            let step = value - level
            guard step.rounded() == step, abs(step) <= 10 else { continue }
            if step == 0 { return .concat(".", name) }
            return .concat(".", name, step > 0 ? " + " : " - ", Int(abs(step)).description)
        }
        return .concat("UILayoutPriority(", value.description, ")")
    }

    /// `[.a, .b]`, written once into a string of its size (mapping and joining made an array and a
    /// string per name: autoresizing masks set one per view).
    static func optionList(_ names: [String]) -> String {
        var length = 2 + Swift.max(names.count - 1, 0) * 2
        for name in names { length += 1 + name.utf8.count }
        return .written(length: length) { output in
            var written = 0
            func put(_ byte: UInt8) {
                output[written] = byte
                written += 1
            }
            put(UInt8(ascii: "["))
            for (index, name) in names.enumerated() {
                if index > 0 {
                    put(UInt8(ascii: ","))
                    put(UInt8(ascii: " "))
                }
                put(UInt8(ascii: "."))
                for byte in name.utf8 { put(byte) }
            }
            put(UInt8(ascii: "]"))
            return written
        }
    }

    /// ``swift`` as three pieces to write one after another: the common values (an enum case, a plain
    /// string) then need no string of their own inside the statement that sets them.
    var swiftPieces: (String, String, String) {
        switch self {
        case .enumCase(_, let name): return (".", name, "")
        case .string(let value) where SwiftLiteral.isPlain(value): return ("\"", value, "\"")
        default: return (swift, "", "")
        }
    }

    /// The canonical text, as the recording surface prints the same value.
    public var canonical: String {
        switch self {
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .float(let value): "\(value)"
        case .int(let value): "\(value)"
        case .string(let value): Self.stringLiteral(value)
        case .enumCase(_, let name): name.replacingLiteral("`", with: "")
        case .options(_, let names): "[" + names.sorted().joined(separator: ",") + "]"
        case .color(let color): color.canonical
        case .font(let font): font.canonical
        case .image(let name, let system): system ? "symbol(\(name))" : "image(\(name))"
        case .scaledSymbol(let name, let scale): "symbol(\(name),config(scale=\(scale)))"
        case .insets(let top, let left, let bottom, let right, _): "(\(top),\(left),\(bottom),\(right))"
        case .size(let width, let height): "(\(width),\(height))"
        case .rect(let x, let y, let width, let height): "(\(x),\(y),\(width),\(height))"
        case .priority(let value): "\(value)"
        case .null: "nil"
        case .constant(_, let canonical): canonical
        }
    }

    /// A Swift floating-point literal that reads back as exactly `value`.
    static func literal(_ value: Double) -> String {
        // Whole numbers up to 1024 (frames, sizes, color components 0 and 1: most values) from a
        // table; the float formatter cost several hundred instructions per number.
        if value >= 0, value <= 1024, value.sign == .plus, value.rounded(.towardZero) == value {
            return wholeLiterals[Int(value)]
        }
        return value.description
    }

    /// `0.0` … `1024.0`, as `Double.description` spells them.
    static let wholeLiterals: [String] = (0...1024).map { Double($0).description }

    /// A Swift string literal with the needed escapes (``SwiftLiteral/string(_:)``).
    public static func stringLiteral(_ value: String) -> String {
        SwiftLiteral.string(value)
    }
}

/// A color from a `<color>` element, already converted to what UIKit needs.
public enum ColorValue: Sendable, Equatable, Codable {
    /// sRGB components 0…1.
    case sRGB(red: Double, green: Double, blue: Double, alpha: Double)
    /// Display P3 components 0…1.
    case displayP3(red: Double, green: Double, blue: Double, alpha: Double)
    /// A UIKit system color: the `UIColor` class property name (`systemBackground`).
    case system(String)
    /// An asset-catalog color (`<color name="AccentColor">`).
    case named(String)

    var swift: String {
        switch self {
        case .sRGB(let r, let g, let b, let a):
            .concat(
                "UIColor(red: ", MappedValue.literal(r), ", green: ", MappedValue.literal(g), ", blue: ",
                MappedValue.literal(b), ", alpha: ", MappedValue.literal(a), ")")
        case .displayP3(let r, let g, let b, let a):
            .concat(
                "UIColor(displayP3Red: ", MappedValue.literal(r), ", green: ", MappedValue.literal(g), ", blue: ",
                MappedValue.literal(b), ", alpha: ", MappedValue.literal(a), ")")
        case .system(let name): .concat("UIColor.", name)
        case .named(let name):
            .concat("UIColor(named: ", MappedValue.stringLiteral(name), ")")
        }
    }

    var canonical: String {
        switch self {
        case .sRGB(let r, let g, let b, let a): "srgb(\(r),\(g),\(b),\(a))"
        case .displayP3(let r, let g, let b, let a): "p3(\(r),\(g),\(b),\(a))"
        case .system(let name): "system(\(name))"
        case .named(let name): "named(\(name))"
        }
    }
}

/// A font from a `<fontDescription>` element.
public enum FontValue: Sendable, Equatable, Codable {
    /// `UIFont.systemFont(ofSize:weight:)`; weight is a `UIFont.Weight` member name.
    case system(size: Double, weight: String)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// `UIFont(name:size:)`.
    case custom(name: String, size: Double)
    /// `UIFont.preferredFont(forTextStyle:)`; style is a `UIFont.TextStyle` member name.
    case textStyle(String)
    /// AppKit's meta fonts: `NSFont.<method>(ofSize:)` (`menuFont`, `labelFont`…); size 0 is the default size.
    case appKitMeta(method: String, size: Double)

    var swift: String {
        switch self {
        case .system(let size, let weight):
            .concat("UIFont.systemFont(ofSize: ", MappedValue.literal(size), ", weight: .", weight, ")")
        // `description` is what interpolating the size wrote.
        case .boldSystem(let size): .concat("UIFont.boldSystemFont(ofSize: ", size.description, ")")
        case .italicSystem(let size): .concat("UIFont.italicSystemFont(ofSize: ", size.description, ")")
        case .custom(let name, let size):
            .concat("UIFont(name: ", MappedValue.stringLiteral(name), ", size: ", size.description, ")")
        case .textStyle(let style): .concat("UIFont.preferredFont(forTextStyle: .", style, ")")
        case .appKitMeta(let method, let size): .concat("UIFont.", method, "(ofSize: ", size.description, ")")
        }
    }

    var canonical: String {
        switch self {
        case .system(let size, let weight): "system(\(size),\(weight))"
        case .boldSystem(let size): "boldSystem(\(size))"
        case .italicSystem(let size): "italicSystem(\(size))"
        case .custom(let name, let size): "custom(\(name),\(size))"
        case .textStyle(let style): "textStyle(\(style))"
        case .appKitMeta(let method, let size): "\(method)(\(size))"
        }
    }
}
