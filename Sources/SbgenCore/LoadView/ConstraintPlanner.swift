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

    /// Whether `c` is written from its owner (the view whose `<constraints>` hold it, or one of its
    /// layout guides) to a view inside it: `superview.trailing = label.trailing + 20`, which reads
    /// better the other way round. Only constraints that say the same thing flipped: a multiplier of
    /// 1 and a constant (system spacing has no "before" form).
    static func positionsOwner(_ c: Resolved, _ owner: String) -> Bool {
        guard let second = c.second, c.multiplier == 1, !c.symbolic else { return false }
        func isOwner(_ item: String) -> Bool {
            item == owner || (item.hasPrefix(owner) && item.utf8.dropFirst(owner.utf8.count).first == UInt8(ascii: "."))
        }
        return isOwner(c.first.item) && !isOwner(second.item)
    }

    /// `c` with its two items swapped: `a = b + k` becomes `b = a - k`, `≤` becomes `≥`.
    static func flipped(_ c: Resolved) -> Resolved {
        guard let second = c.second else { return c }
        var result = c
        result.first = second
        result.second = c.first
        result.constant = c.constant == 0 ? 0 : -c.constant
        switch c.relation {
        case "lessThanOrEqual": result.relation = "greaterThanOrEqual"
        case "greaterThanOrEqual": result.relation = "lessThanOrEqual"
        default: break
        }
        return result
    }

    /// The view of a constraint item: `label` for `label.layoutMarginsGuide` or
    /// `scrollView.contentLayoutGuide`.
    static func viewExpression(_ item: String) -> String {
        for guide in [".layoutMarginsGuide", ".safeAreaLayoutGuide", ".contentLayoutGuide", ".frameLayoutGuide"]
        where item.hasSuffix(guide) {
            return String(item.dropLast(guide.count))
        }
        return item
    }

    /// Reading order of an attribute: top, leading, trailing, bottom, centre, width, height, baselines.
    static func attributeRank(_ attribute: String) -> Int {
        switch attribute {
        case "top": 0
        case "leading", "left": 1
        case "trailing", "right": 2
        case "bottom": 3
        case "centerX": 4
        case "centerY": 5
        case "width": 6
        case "height": 7
        default: 8
        }
    }

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
        guard firstAxis == .dimension || c.multiplier == 1 else { return legacy(c) }
        // A multiplier of 1 and a constant of 0 are the anchors' own defaults: not written.
        let multiplier = c.multiplier == 1 ? "" : String.concat(", multiplier: ", c.multiplier.description)
        let constant = c.constant == 0 ? "" : String.concat(", constant: ", MappedValue.literal(c.constant))
        return .concat(
            c.first.item, ".", c.first.attribute, "Anchor.constraint(", relationWord, ": ", second.item, ".",
            second.attribute, "Anchor", multiplier, constant, ")")
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
