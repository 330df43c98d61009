/// One Auto Layout constraint: a `<constraint>` in a view's `<constraints>` list.
///
/// An absent ``firstItem`` means the view that owns the `<constraints>` list.
public struct IBConstraint: Sendable, Equatable, Codable {
    /// Every attribute, in document order.
    public var attributes: IBAttributes
    /// Child elements, if any (rare; kept so nothing is lost).
    public var properties: [IBElement]
    /// Where the start tag is.
    public var position: SourcePosition

    /// `id` attribute.
    public var id: String? { attributes["id"] }
    /// `firstItem` attribute: object id; nil means the owning view.
    public var firstItem: String? { attributes["firstItem"] }
    /// `firstAttribute` attribute: `top`, `leading`, `width`, `centerX`, `baseline`, `topMargin`…
    public var firstAttribute: String? { attributes["firstAttribute"] }
    /// `secondItem` attribute: object id; nil for a constant-only constraint.
    public var secondItem: String? { attributes["secondItem"] }
    /// `secondAttribute` attribute.
    public var secondAttribute: String? { attributes["secondAttribute"] }
    /// `relation` attribute: `lessThanOrEqual`, `greaterThanOrEqual`; nil means equal.
    public var relation: String? { attributes["relation"] }
    /// `multiplier` attribute as written: `2`, `0.5`, or a ratio `16:9`; nil means 1.
    public var multiplier: String? { attributes["multiplier"] }
    /// `constant` attribute in points; nil means 0.
    public var constant: String? { attributes["constant"] }
    /// `priority` attribute (1–1000); nil means required (1000).
    public var priority: String? { attributes["priority"] }
    /// `identifier` attribute.
    public var identifier: String? { attributes["identifier"] }
    /// `symbolic="YES"`: the constant is the system standard spacing.
    public var isSymbolic: Bool { attributes.bool("symbolic") }
    /// `placeholder="YES"`: removed at build time, never part of the running layout.
    public var isPlaceholder: Bool { attributes.bool("placeholder") }

    /// The multiplier as a number: `a:b` is a/b, absent is 1; nil when unparseable.
    public var multiplierValue: Double? {
        guard let multiplier else { return 1 }
        let parts = multiplier.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            return a / b
        }
        return Double(multiplier)
    }
}

extension IBConstraint {
    // The trailing `Void` parameter tells this initializer apart from the memberwise one it calls; see
    // ``IBElement``'s initializer for why.
    public init(
        attributes: IBAttributes, properties: [IBElement] = [], position: SourcePosition, _: Void = ()
    ) {
        self.init(attributes: attributes, properties: properties, position: position)
    }
}
