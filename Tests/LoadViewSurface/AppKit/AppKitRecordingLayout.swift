import Foundation

// MARK: Auto Layout (NSLayoutConstraint, NSLayoutGuide and the anchors are not main-actor isolated in
// the SDK; here they only run on the main actor.)

@MainActor final class NSLayoutGuide {
    let owner: NSView
    let name: String
    init(owner: NSView, name: String) {
        self.owner = owner
        self.name = name
    }
}

@MainActor final class NSLayoutConstraint {
    let firstItem: AnyObject
    let firstAttribute: Attribute
    let relation: Relation
    let secondItem: AnyObject?
    let secondAttribute: Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let symbolic: Bool
    var priority = NSLayoutConstraint.Priority.required
    var identifier: String?

    convenience init(
        item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?, attribute second: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.init(
            first: item as AnyObject, attribute, relatedBy, toItem.map { $0 as AnyObject }, second, multiplier,
            constant, symbolic: false)
    }

    init(
        first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
        _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat, symbolic: Bool
    ) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.symbolic = symbolic
    }

    static func activate(_ constraints: [NSLayoutConstraint]) { sbgenActiveConstraints += constraints }
}

@MainActor class NSLayoutAnchor {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }
    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, _ m: CGFloat, _ c: CGFloat,
        symbolic: Bool = false
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, m, c, symbolic: symbolic
        )
    }
}

final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    func constraint(equalTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, 1, c)
    }
    func constraint(lessThanOrEqualTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, 1, c)
    }
    func constraint(greaterThanOrEqualTo a: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, 1, c)
    }
    func constraint(equalToSystemSpacingAfter a: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, a, 1, 0, symbolic: true)
    }
    func constraint(
        lessThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, 1, 0, symbolic: true)
    }
    func constraint(
        greaterThanOrEqualToSystemSpacingAfter a: NSLayoutXAxisAnchor, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, 1, 0, symbolic: true)
    }
}

final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    func constraint(equalTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, a, 1, c)
    }
    func constraint(lessThanOrEqualTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, 1, c)
    }
    func constraint(greaterThanOrEqualTo a: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, 1, c)
    }
    func constraint(equalToSystemSpacingBelow a: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, a, 1, 0, symbolic: true)
    }
    func constraint(
        lessThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, 1, 0, symbolic: true)
    }
    func constraint(
        greaterThanOrEqualToSystemSpacingBelow a: NSLayoutYAxisAnchor, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, 1, 0, symbolic: true)
    }
}

final class NSLayoutDimension: NSLayoutAnchor {
    func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, c)
    }
    // Defaults stand for the SDK's four overloads (NSLayoutAnchor's `equalTo:` and `equalTo:constant:`,
    // NSLayoutDimension's `equalTo:multiplier:` and `equalTo:multiplier:constant:`).
    func constraint(
        equalTo a: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.equal, a, m, c)
    }
    func constraint(
        lessThanOrEqualTo a: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, a, m, c)
    }
    func constraint(
        greaterThanOrEqualTo a: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, a, m, c)
    }
}

/// Anchors for views and layout guides.
@MainActor protocol SbgenAnchored: AnyObject {}
extension NSView: SbgenAnchored {}
extension NSLayoutGuide: SbgenAnchored {}
extension SbgenAnchored {
    var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
extension NSView {
    var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}
