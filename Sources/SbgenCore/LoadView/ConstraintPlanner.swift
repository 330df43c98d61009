import IBModel

/// Turns IB `<constraint>`s into Swift: layout anchors where they say exactly the same thing,
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` otherwise.
public enum ConstraintPlanner {
    /// A constraint endpoint: the Swift expression of a view or layout guide, and the attribute on it.
    public struct Endpoint: Sendable, Equatable {
        public var item: String
        public var attribute: String

        public init(item: String, attribute: String) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// One constraint, resolved: items are Swift expressions, attributes are UIKit names
    /// (`leading`, `lastBaseline`, `centerX`…; margins are already moved to `layoutMarginsGuide`).
    public struct Resolved: Sendable, Equatable {
        public var first: Endpoint
        public var second: Endpoint?
        /// `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
        public var relation: String
        public var multiplier: Double
        public var constant: Double
        public var symbolic: Bool
    }

    /// IB attribute → (UIKit attribute, whether it is a margin attribute resolved on `layoutMarginsGuide`).
    /// IB's `baseline` is the last baseline.
    public static func normalize(_ attribute: String) -> (name: String, margin: Bool)? {
        switch attribute {
        case "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline":
            return (attribute, false)
        case "baseline": return ("lastBaseline", false)
        case "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin", "bottomMargin":
            return (String(attribute.dropLast(6)), true)
        case "centerXWithinMargins": return ("centerX", true)
        case "centerYWithinMargins": return ("centerY", true)
        default: return nil
        }
    }

    /// The multiplier: `a:b` and `a/b` are a/b, absent is 1; nil when unparseable.
    public static func multiplier(_ constraint: IBConstraint) -> Double? {
        multiplier(text: constraint.multiplier)
    }

    /// ``multiplier(_:)`` of a `multiplier` attribute already read (nil: absent).
    static func multiplier(text: String?) -> Double? {
        // As `IBConstraint.multiplierValue`, then `a/b`.
        guard let text else { return 1 }
        let ratio = text.split(separator: ":", omittingEmptySubsequences: false)
        if ratio.count == 2 {
            if let a = Double(decimal: String(ratio[0])), let b = Double(decimal: String(ratio[1])), b != 0 {
                return finite(a / b)
            }
        } else if let value = Double(decimal: text) {
            return value
        }
        let parts = text.split(separator: "/")
        guard parts.count == 2, let a = Double(decimal: String(parts[0])), let b = Double(decimal: String(parts[1])),
            b != 0
        else { return nil }
        return finite(a / b)
    }

    /// A ratio of two huge or tiny numbers can overflow: Swift has no literal for the result.
    private static func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

    /// The axis an attribute lies on: a switch, where sets of names hashed each attribute of every
    /// constraint.
    enum Axis { case x, y, dimension, none }

    static func axis(_ attribute: String) -> Axis {
        switch attribute {
        case "leading", "trailing", "left", "right", "centerX": .x
        case "top", "bottom", "centerY", "firstBaseline", "lastBaseline": .y
        case "width", "height": .dimension
        default: .none
        }
    }

    /// Swift for a resolved constraint: an expression that evaluates to an `NSLayoutConstraint`.
    public static func expression(_ c: Resolved) -> String {
        let relationWord: String
        switch c.relation {
        case "lessThanOrEqual": relationWord = "lessThanOrEqualTo"
        case "greaterThanOrEqual": relationWord = "greaterThanOrEqualTo"
        default: relationWord = "equalTo"
        }
        let firstAxis = axis(c.first.attribute)
        guard let second = c.second else {
            if firstAxis == .dimension, c.multiplier == 1 {
                return .concat(
                    c.first.item, ".", c.first.attribute, "Anchor.constraint(", relationWord, "Constant: ",
                    MappedValue.literal(c.constant), ")")
            }
            return legacy(c)
        }
        let sameAxis = firstAxis != .none && firstAxis == axis(second.attribute)
        // Anchors refuse left/right mixed with leading/trailing; keep those on the item form.
        func isLeftRight(_ name: String) -> Bool { name == "left" || name == "right" }
        func isLeadingTrailing(_ name: String) -> Bool { name == "leading" || name == "trailing" }
        let mixesDirection =
            (isLeftRight(c.first.attribute) || isLeftRight(second.attribute))
            && (isLeadingTrailing(c.first.attribute) || isLeadingTrailing(second.attribute))
        guard sameAxis, !mixesDirection else { return legacy(c) }
        if c.symbolic {
            guard c.multiplier == 1, firstAxis != .dimension else { return legacy(c) }
            let direction = firstAxis == .x ? "SystemSpacingAfter" : "SystemSpacingBelow"
            return .concat(
                c.first.item, ".", c.first.attribute, "Anchor.constraint(", relationWord, direction, ": ", second.item,
                ".", second.attribute, "Anchor, multiplier: 1)")
        }
        if firstAxis == .dimension {
            return .concat(
                c.first.item, ".", c.first.attribute, "Anchor.constraint(", relationWord, ": ", second.item, ".",
                second.attribute, "Anchor, multiplier: ", c.multiplier.description, ", constant: ",
                MappedValue.literal(c.constant), ")")
        }
        guard c.multiplier == 1 else { return legacy(c) }
        return .concat(
            c.first.item, ".", c.first.attribute, "Anchor.constraint(", relationWord, ": ", second.item, ".",
            second.attribute, "Anchor, constant: ", MappedValue.literal(c.constant), ")")
    }

    /// The item-based initializer, which can say everything anchors cannot (multipliers on positions,
    /// left/right against leading/trailing, a constant-only position).
    static func legacy(_ c: Resolved) -> String {
        let relation: String
        switch c.relation {
        case "lessThanOrEqual": relation = ".lessThanOrEqual"
        case "greaterThanOrEqual": relation = ".greaterThanOrEqual"
        default: relation = ".equal"
        }
        let toItem = c.second.map(\.item) ?? "nil"
        let toAttribute = c.second.map { ".\($0.attribute)" } ?? ".notAnAttribute"
        return "NSLayoutConstraint(item: \(c.first.item), attribute: .\(c.first.attribute), relatedBy: \(relation), "
            + "toItem: \(toItem), attribute: \(toAttribute), multiplier: \(c.multiplier), constant: \(c.constant))"
    }
}
