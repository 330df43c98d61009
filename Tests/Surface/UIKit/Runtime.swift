// Hand-written runtime behaviour behind the generated UIKit declarations: view hierarchy
// bookkeeping, constraint creation, target/action recording. Names starting with `_s_` are
// internal storage; `_surface*` members are public only so tests can inspect recorded state.

extension UIView {
    func _surfaceInsert(_ view: UIView, at index: Int) {
        if view === self { return }
        view._surfaceRemoveFromSuperview()
        _s_subviews.insert(view, at: min(max(index, 0), _s_subviews.count))
        view._s_superview = self
    }

    func _surfaceRemoveFromSuperview() {
        guard let parent = _s_superview else { return }
        parent._s_subviews.removeAll { $0 === self }
        _s_superview = nil
    }

    func _surfaceViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in _s_subviews {
            if let found = view._surfaceViewWithTag(tag) { return found }
        }
        return nil
    }

    func _surfaceAnchor<A: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: () -> A) -> A {
        if let existing = _surfaceAnchors[attribute.rawValue] as? A { return existing }
        let anchor = make()
        _surfaceAnchors[attribute.rawValue] = anchor
        return anchor
    }
}

extension UIControl {
    /// One `addTarget(_:action:for:)` call as recorded by the surface.
    public struct _SurfaceTargetAction {
        public let target: AnyObject?
        public let action: Selector
        public let events: UIControl.Event
    }
}

/// What `UITableView.register` recorded for a reuse identifier.
enum _SurfaceRegistration {
    case cellClass(AnyClass)
    case headerFooterClass(AnyClass)
    case nib(UINib)
}

extension UITableView {
    func _surfaceDequeueCell(_ identifier: String) -> UITableViewCell? {
        // Subclass initializers are not `required`, so a registered subclass cannot be created from
        // its metatype; the surface hands out a plain cell carrying the reuse identifier.
        guard _s_registrations[identifier] != nil else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func _surfaceDequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard _s_registrations[identifier] != nil else { return nil }
        return UITableViewHeaderFooterView(frame: .zero)
    }
}

extension UIViewController {
    func _surfaceLoadedView() -> UIView! {
        if _s_view == nil {
            loadView()
            if _s_view == nil { _s_view = UIView(frame: .zero) }
            viewDidLoad()
        }
        return _s_view
    }
}

extension UIScreen {
    static let _surfaceMain = UIScreen()
}

extension NSLayoutConstraint {
    func _surfaceSet(
        _ first: AnyObject?, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, _ multiplier: CGFloat,
        _ constant: CGFloat
    ) {
        _s_firstItem = first
        _s_firstAttribute = firstAttribute
        _s_relation = relation
        _s_secondItem = second
        _s_secondAttribute = secondAttribute
        _s_multiplier = multiplier
        self.constant = constant
    }
}

extension NSLayoutAnchor {
    /// `NSLayoutAnchor<AnyObject>` as returned by `NSLayoutConstraint.firstAnchor`.
    convenience init(_surfaceItem item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init()
        _s_item = item
        _s_attribute = attribute
    }

    func _surfaceConstraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, _ multiplier: CGFloat, _ constant: CGFloat
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint()
        c._surfaceSet(
            _s_item, _s_attribute, relation, other?._s_item, other?._s_attribute ?? .notAnAttribute, multiplier,
            constant)
        return c
    }
}

extension UIAction {
    convenience init(_surfaceTitle title: String, identifier: UIAction.Identifier?, handler: @escaping UIActionHandler)
    {
        self.init(_surfaceHandler: handler)
        self.title = title
        if let identifier { _s_identifier = identifier }
    }
}

extension UIMenu {
    convenience init(_surfaceTitle title: String, children: [UIMenuElement]) {
        self.init()
        _s_menuTitle = title
        _s_children = children
    }
}

// MARK: - Numeric raw-value arithmetic (overlay protocol `_UIKitNumericRawRepresentable`)

extension UILayoutPriority: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(rawValue: lhs.rawValue - rhs) }
    public static func += (lhs: inout Self, rhs: Float) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Float) { lhs = lhs - rhs }
}

extension UIWindow.Level: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: CGFloat) -> Self { Self(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: CGFloat) -> Self { Self(rawValue: lhs.rawValue - rhs) }
}

extension UIFont.Weight: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension UIColor: _ExpressibleByColorLiteral {}
