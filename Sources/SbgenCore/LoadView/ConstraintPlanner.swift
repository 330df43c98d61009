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
        if let value = constraint.multiplierValue { return value }
        let parts = (constraint.multiplier ?? "").split(separator: "/")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
        return a / b
    }

    static let xAxis: Set<String> = ["leading", "trailing", "left", "right", "centerX"]
    static let yAxis: Set<String> = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"]
    static let dimensions: Set<String> = ["width", "height"]

    /// Swift for a resolved constraint: an expression that evaluates to an `NSLayoutConstraint`.
    public static func expression(_ c: Resolved) -> String {
        let relationWord: String
        switch c.relation {
        case "lessThanOrEqual": relationWord = "lessThanOrEqualTo"
        case "greaterThanOrEqual": relationWord = "greaterThanOrEqualTo"
        default: relationWord = "equalTo"
        }
        let firstAnchor = "\(c.first.item).\(c.first.attribute)Anchor"
        guard let second = c.second else {
            if dimensions.contains(c.first.attribute), c.multiplier == 1 {
                return "\(firstAnchor).constraint(\(relationWord)Constant: \(c.constant))"
            }
            return legacy(c)
        }
        let secondAnchor = "\(second.item).\(second.attribute)Anchor"
        let sameAxis =
            (xAxis.contains(c.first.attribute) && xAxis.contains(second.attribute))
            || (yAxis.contains(c.first.attribute) && yAxis.contains(second.attribute))
            || (dimensions.contains(c.first.attribute) && dimensions.contains(second.attribute))
        // Anchors refuse left/right mixed with leading/trailing; keep those on the item form.
        let mixesDirection =
            Set([c.first.attribute, second.attribute]).intersection(["left", "right"]).count > 0
            && Set([c.first.attribute, second.attribute]).intersection(["leading", "trailing"]).count > 0
        guard sameAxis, !mixesDirection else { return legacy(c) }
        if c.symbolic {
            guard c.multiplier == 1, !dimensions.contains(c.first.attribute) else { return legacy(c) }
            let direction = xAxis.contains(c.first.attribute) ? "SystemSpacingAfter" : "SystemSpacingBelow"
            return "\(firstAnchor).constraint(\(relationWord)\(direction): \(secondAnchor), multiplier: 1)"
        }
        if dimensions.contains(c.first.attribute) {
            return "\(firstAnchor).constraint(\(relationWord): \(secondAnchor), multiplier: \(c.multiplier), "
                + "constant: \(c.constant))"
        }
        guard c.multiplier == 1 else { return legacy(c) }
        return "\(firstAnchor).constraint(\(relationWord): \(secondAnchor), constant: \(c.constant))"
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
