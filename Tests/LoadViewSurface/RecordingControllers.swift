import Foundation

class UIViewController: SbgenRecording {
    override init() { super.init() }
    private var sbgenView: UIView?
    var view: UIView! {
        get {
            if sbgenView == nil { loadView() }
            return sbgenView
        }
        set {
            sbgenView = newValue
            newValue?.sbgenController = self
        }
    }
    func loadView() { view = UIView(frame: .zero) }
    var title: String? { didSet { rec("title", title) } }
    let navigationItem = UINavigationItem()
    var tabBarItem: UITabBarItem! {
        didSet {
            tabBarItem?.sbgenOwner = self
            rec("tabBarItem", tabBarItem)
        }
    }
    var toolbarItems: [UIBarButtonItem]? { didSet { rec("toolbarItems", toolbarItems) } }
    var edgesForExtendedLayout: UIRectEdge = .all { didSet { rec("edgesForExtendedLayout", edgesForExtendedLayout) } }
    var extendedLayoutIncludesOpaqueBars = false {
        didSet { rec("extendedLayoutIncludesOpaqueBars", extendedLayoutIncludesOpaqueBars) }
    }
    func setValue(_ value: Any?, forKeyPath keyPath: String) { rec("kvc(\(keyPath))", value) }
    var children: [UIViewController] = []
    func addChild(_ child: UIViewController) { children.append(child) }
    func didMove(toParent parent: UIViewController?) {}
}

/// Adopts the table view protocols, as UITableViewController.h declares (the SDK's controller answers
/// from its table; the recording one has no rows).
class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    var tableView: UITableView! { didSet { sbgenOutlet("tableView", tableView) } }
    var refreshControl: UIRefreshControl? { didSet { rec("refreshControl", refreshControl) } }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
class UINavigationController: UIViewController {}
class UITabBarController: UIViewController {}
class UIPageViewController: UIViewController {}
class UISplitViewController: UIViewController {}
class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {}

/// A navigation bar's item prints as `navitem`, then its properties, sorted (`+title="Options"`).
final class UINavigationItem: SbgenRecording, SbgenCanonical {
    override init() { super.init() }
    /// `- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;` (UINavigationItem.h).
    init(title: String) {
        super.init()
        self.title = title
        rec("title", title)  // An initializer's own assignments call no observer.
    }
    nonisolated var sbgenCanonical: String {
        MainActor.assumeIsolated {
            "navitem" + sbgenProps.sorted { $0.key < $1.key }.map { "+\($0.key)=\($0.value)" }.joined()
        }
    }
    var title: String? { didSet { rec("title", title) } }
    var prompt: String? { didSet { rec("prompt", prompt) } }
    var backButtonTitle: String? { didSet { rec("backButtonTitle", backButtonTitle) } }
    var hidesBackButton = false { didSet { rec("hidesBackButton", hidesBackButton) } }
    var leftItemsSupplementBackButton = false {
        didSet { rec("leftItemsSupplementBackButton", leftItemsSupplementBackButton) }
    }
    var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { rec("largeTitleDisplayMode", largeTitleDisplayMode) }
    }
    var leftBarButtonItem: UIBarButtonItem? { didSet { rec("leftBarButtonItem", leftBarButtonItem) } }
    var rightBarButtonItem: UIBarButtonItem? { didSet { rec("rightBarButtonItem", rightBarButtonItem) } }
    var backBarButtonItem: UIBarButtonItem? { didSet { rec("backBarButtonItem", backBarButtonItem) } }
    var leftBarButtonItems: [UIBarButtonItem]? { didSet { rec("leftBarButtonItems", leftBarButtonItems) } }
    var rightBarButtonItems: [UIBarButtonItem]? { didSet { rec("rightBarButtonItems", rightBarButtonItems) } }
}

extension Array: SbgenCanonical where Element: SbgenCanonical {
    var sbgenCanonical: String { "[" + map(\.sbgenCanonical).joined(separator: ",") + "]" }
}

/// Bar items print as `item(title,image,system,style,action)`; the action's target prints as `target`.
final class UIBarButtonItem: SbgenRecording, SbgenCanonical {
    var sbgenTitle: String?
    var sbgenImage: UIImage?
    var sbgenSystem: SystemItem?
    var sbgenAction: Selector?
    var customView: UIView?
    weak var target: AnyObject?
    var action: Selector? {
        get { sbgenAction }
        set { sbgenAction = newValue }
    }
    var style: Style = .plain
    init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        sbgenTitle = title
        sbgenImage = image
        sbgenAction = action
        super.init()
    }
    /// The initializers of every iOS version (`init(title:image:target:action:menu:)` is iOS 16).
    init(title: String?, style: Style, target: Any?, action: Selector?) {
        sbgenTitle = title
        sbgenAction = action
        super.init()
        self.style = style
    }
    init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        sbgenImage = image
        sbgenAction = action
        super.init()
        self.style = style
    }
    var title: String? {
        get { sbgenTitle }
        set { sbgenTitle = newValue }
    }
    init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        sbgenSystem = systemItem
        sbgenAction = action
        super.init()
    }
    init(customView: UIView) {
        self.customView = customView
        super.init()
        sbgenBarCustomViews.insert(ObjectIdentifier(customView))
    }
    var isEnabled = true { didSet { rec("isEnabled", isEnabled, was: oldValue) } }
    var width: CGFloat = 0 { didSet { rec("width", width, was: oldValue) } }
    var tintColor: UIColor? { didSet { rec("tintColor", tintColor, was: oldValue) } }
    func setValue(_ value: Any?, forKeyPath keyPath: String) { rec("kvc(\(keyPath))", value) }
    /// Its properties follow, sorted (`+isEnabled=false`): the item prints where it is assigned.
    nonisolated var sbgenCanonical: String {
        MainActor.assumeIsolated {
            "item(\(sbgenCanon(sbgenTitle)),\(sbgenCanon(sbgenImage)),\(sbgenSystem.map { "\($0)" } ?? "-"),\(style),"
                + "\(sbgenAction?.name ?? "-"))" + (customView.map { "+customView(\(type(of: $0)))" } ?? "")
                + sbgenProps.sorted { $0.key < $1.key }.map { "+\($0.key)=\($0.value)" }.joined()
        }
    }
}

final class UIMenu {}

final class UITabBarItem: SbgenRecording, SbgenCanonical {
    var sbgenText: String
    /// The controller whose `tabBarItem` this is: it records the item again when the item changes
    /// (its record is text, made when the item was assigned).
    weak var sbgenOwner: UIViewController?
    var selectedImage: UIImage? {
        didSet {
            sbgenText += "+selected(\(sbgenCanon(selectedImage)))"
            sbgenOwner?.rec("tabBarItem", self)
        }
    }
    var badgeValue: String? {
        didSet {
            sbgenText += "+badge(\(sbgenCanon(badgeValue)))"
            sbgenOwner?.rec("tabBarItem", self)
        }
    }
    func setValue(_ value: Any?, forKeyPath keyPath: String) {
        sbgenText += "+kvc(\(keyPath))=\(sbgenCanon(value))"
        sbgenOwner?.rec("tabBarItem", self)
    }
    init(title: String?, image: UIImage?, tag: Int) {
        sbgenText = "tab(\(sbgenCanon(title)),\(sbgenCanon(image)),\(tag))"
        super.init()
    }
    init(tabBarSystemItem: SystemItem, tag: Int) {
        sbgenText = "tab(\(tabBarSystemItem),\(tag))"
        super.init()
    }
    nonisolated var sbgenCanonical: String { MainActor.assumeIsolated { sbgenText } }
}

class UIGestureRecognizer: SbgenRecording {
    override init() { super.init() }
    func addTarget(_ target: Any, action: Selector) {
        sbgenActions.append("gesture \(action.name)")
        sbgenActionTargets.append(target as AnyObject?)
    }
    var cancelsTouchesInView = true { didSet { rec("cancelsTouchesInView", cancelsTouchesInView) } }
    var delaysTouchesBegan = false { didSet { rec("delaysTouchesBegan", delaysTouchesBegan) } }
    var delaysTouchesEnded = true { didSet { rec("delaysTouchesEnded", delaysTouchesEnded) } }
    var isEnabled = true { didSet { rec("isEnabled", isEnabled) } }
    var delegate: (any UIGestureRecognizerDelegate)? { didSet { sbgenOutlet("delegate", delegate) } }
    /// Recorded as raw values (`[4]`); its initial value is not modelled (no header states it).
    var allowedPressTypes: [NSNumber] = [] { didSet { rec("allowedPressTypes", allowedPressTypes.map(\.intValue)) } }
}

final class UIPress {
    enum PressType: Int { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }
}
class UITapGestureRecognizer: UIGestureRecognizer {
    var numberOfTapsRequired = 1 { didSet { rec("numberOfTapsRequired", numberOfTapsRequired) } }
    var numberOfTouchesRequired = 1 { didSet { rec("numberOfTouchesRequired", numberOfTouchesRequired) } }
}
class UILongPressGestureRecognizer: UIGestureRecognizer {
    var numberOfTapsRequired = 0 { didSet { rec("numberOfTapsRequired", numberOfTapsRequired) } }
    var numberOfTouchesRequired = 1 { didSet { rec("numberOfTouchesRequired", numberOfTouchesRequired) } }
    var minimumPressDuration: Double = 0.5 { didSet { rec("minimumPressDuration", minimumPressDuration) } }
    var allowableMovement: CGFloat = 10 { didSet { rec("allowableMovement", allowableMovement) } }
}
class UIPanGestureRecognizer: UIGestureRecognizer {
    var minimumNumberOfTouches = 1 { didSet { rec("minimumNumberOfTouches", minimumNumberOfTouches) } }
    var maximumNumberOfTouches = Int.max { didSet { rec("maximumNumberOfTouches", maximumNumberOfTouches) } }
}
class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}
class UIPinchGestureRecognizer: UIGestureRecognizer {}
class UIRotationGestureRecognizer: UIGestureRecognizer {}
class UISwipeGestureRecognizer: UIGestureRecognizer {
    var direction: Direction = .right { didSet { rec("direction", direction) } }
    var numberOfTouchesRequired = 1 { didSet { rec("numberOfTouchesRequired", numberOfTouchesRequired) } }
}

// MARK: Auto Layout

@MainActor final class UILayoutGuide {
    let owner: UIView
    let name: String
    init(owner: UIView, name: String) {
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
    /// Set again by size-class code (`constraint.constant = …`).
    var constant: CGFloat
    let symbolic: Bool
    var priority = UILayoutPriority.required
    var identifier: String?

    convenience init(
        item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?, attribute second: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.init(
            first: item as AnyObject, attribute, relatedBy, toItem.map { $0 as AnyObject }, second, multiplier,
            constant,
            symbolic: false)
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

    /// Activating an active constraint changes nothing (size-class code activates its set again).
    static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !sbgenActiveConstraints.contains(where: { $0 === constraint }) {
            sbgenActiveConstraints.append(constraint)
        }
    }
    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        sbgenActiveConstraints.removeAll { active in constraints.contains { $0 === active } }
    }
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
    )
        -> NSLayoutConstraint
    {
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
extension UIView: SbgenAnchored {}
extension UILayoutGuide: SbgenAnchored {}
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
extension UIView {
    var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}
