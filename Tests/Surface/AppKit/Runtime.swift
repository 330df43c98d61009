// Hand-written runtime behaviour behind the generated AppKit declarations: view hierarchy
// bookkeeping, constraint creation. `_s_` names are internal storage.

extension NSView {
    func _surfaceInsert(_ view: NSView, at index: Int) {
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

    func _surfaceViewWithTag(_ tag: Int) -> NSView? {
        if self.tag == tag { return self }
        for view in _s_subviews {
            if let found = view._surfaceViewWithTag(tag) { return found }
        }
        return nil
    }
}

extension NSViewController {
    func _surfaceLoadedView() -> NSView {
        if _s_view == nil {
            loadView()
            if _s_view == nil { _s_view = NSView(frame: .zero) }
            viewDidLoad()
        }
        return _s_view!
    }
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

extension NSLayoutConstraint.Priority: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(rawValue: lhs.rawValue - rhs) }
    public static func += (lhs: inout Self, rhs: Float) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Float) { lhs = lhs - rhs }
}

extension NSFont.Weight: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
