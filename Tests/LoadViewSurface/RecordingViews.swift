import Foundation

protocol UIScrollViewDelegate: AnyObject {}
/// The SDK's requirements (`numberOfSections(in:)` and the titles are optional there, which a protocol
/// without Objective-C cannot say: every conformer here implements all five; harness stand-ins get stubs).
@MainActor protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}
protocol UITableViewDelegate: UIScrollViewDelegate {}
protocol UICollectionViewDataSource: AnyObject {}
protocol UICollectionViewDelegate: UIScrollViewDelegate {}
protocol UITextFieldDelegate: AnyObject {}
protocol UITextViewDelegate: UIScrollViewDelegate {}
protocol UISearchBarDelegate: AnyObject {}
protocol UIPickerViewDataSource: AnyObject {}
protocol UIPickerViewDelegate: AnyObject {}
protocol UIGestureRecognizerDelegate: AnyObject {}

/// Every constraint activated, in order.
@MainActor var sbgenActiveConstraints: [NSLayoutConstraint] = []
/// Views made bar button items' custom views: outside the view tree, the canonical form names them
/// by class only (their constraints are not dumped).
@MainActor var sbgenBarCustomViews: Set<ObjectIdentifier> = []

/// Whether `object` (a view or a layout guide) lies in a bar button item's custom view.
@MainActor func sbgenInBarCustomView(_ object: AnyObject?) -> Bool {
    var view = (object as? UILayoutGuide)?.owner ?? (object as? UIView)
    while let current = view {
        if sbgenBarCustomViews.contains(ObjectIdentifier(current)) { return true }
        view = current.superview
    }
    return false
}

extension UIView {
    func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
    var layer: CALayer { CALayer(owner: self) }
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "margins") }
    var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "safeArea") }
    func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        rec("hugging.\(axis)", priority)
    }
    func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        rec("compression.\(axis)", priority)
    }
    func setValue(_ value: Any?, forKeyPath keyPath: String) { rec("kvc(\(keyPath))", value) }
    /// An object is an outlet; a Boolean or an `NSValue` is a deprecated button property set by KVC
    /// (`ViewMapping+LegacyButton.swift`), recorded under its key.
    func setValue(_ value: Any?, forKey key: String) {
        if value is Bool || value is NSValue { return rec(key, value) }
        sbgenOutlet(key, value as AnyObject?)
    }
    func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { sbgenGestures.append(recognizer) }
}

extension UIScrollView {
    var contentLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "content") }
    var frameLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "frame") }
}

extension UIControl {
    func addTarget(_ target: Any?, action: Selector, for events: UIControl.Event) {
        sbgenActions.append("\(events.name) \(action.name)")
        sbgenActionTargets.append(target as AnyObject?)
    }
}

final class UILabelTitle {}

extension UIButton {
    convenience init(type: UIButton.ButtonType) {
        self.init(frame: .zero)
        rec("buttonType", type)
    }
    /// The title label records into the button under `titleLabel.`.
    var titleLabel: UILabel? {
        if let label = sbgenTitleLabel { return label }
        let label = UILabel(frame: .zero)
        label.sbgenForward = (self, "titleLabel.")
        sbgenTitleLabel = label
        return label
    }
    func setTitle(_ title: String?, for state: UIControl.State) {
        rec("title[\(UIControlStateName.name(state))]", title)
        sbgenTitles[UIControlStateName.name(state)] = title
    }
    func setImage(_ image: UIImage?, for state: UIControl.State) {
        rec("image[\(UIControlStateName.name(state))]", image)
        sbgenImages[UIControlStateName.name(state)] = image
    }
    func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        rec("backgroundImage[\(UIControlStateName.name(state))]", image)
    }
    func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        rec("titleColor[\(UIControlStateName.name(state))]", color)
    }
    func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        rec("titleShadowColor[\(UIControlStateName.name(state))]", color)
    }
    var configuration: UIButton.Configuration? {
        get { sbgenButtonConfiguration }
        set {
            sbgenButtonConfiguration = newValue
            rec("configuration", newValue?.style)
            if let title = newValue?.title { rec("configuration.title", title) }
            if let image = newValue?.image { rec("configuration.image", image) }
            if let symbol = newValue?.preferredSymbolConfigurationForImage {
                rec("configuration.preferredSymbolConfigurationForImage", symbol)
            }
        }
    }
}

extension UISegmentedControl {
    func insertSegment(withTitle title: String?, at index: Int, animated: Bool) { rec("segment[\(index)]", title) }
}

extension UIActivityIndicatorView {
    func startAnimating() { rec("animating", true) }
}

extension UIStackView {
    static let spacingUseSystem = CGFloat(-Double.greatestFiniteMagnitude)
    func addArrangedSubview(_ view: UIView) {
        addSubview(view)
        view.sbgenArranged = true
    }
}

extension UITableView {
    static let automaticDimension: CGFloat = -1
    convenience init(frame: CGRect, style: UITableView.Style) {
        self.init(frame: frame)
        rec("style", style)
    }
    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        sbgenRegistered.append((identifier, cellClass.map { "\($0)" } ?? "nil"))
    }
}

class UICollectionViewLayout {}
final class UICollectionViewFlowLayout: UICollectionViewLayout, SbgenCanonical {
    var minimumLineSpacing: CGFloat = 10
    var minimumInteritemSpacing: CGFloat = 10
    var scrollDirection: UICollectionView.ScrollDirection = .vertical
    var itemSize = CGSize(width: 50, height: 50)
    var estimatedItemSize = CGSize.zero
    var headerReferenceSize = CGSize.zero
    var footerReferenceSize = CGSize.zero
    var sectionInset = UIEdgeInsets.zero
    enum SectionInsetReference { case fromContentInset, fromSafeArea, fromLayoutMargins }
    var sectionInsetReference = SectionInsetReference.fromContentInset
    static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    var sbgenCanonical: String { "flow" }
}

extension UICollectionView {
    convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(frame: frame)
        sbgenLayout = layout
        // The app's own layout class by name; a flow layout is what the model leaves out.
        if type(of: layout) != UICollectionViewFlowLayout.self { rec("collectionViewLayout", "\(type(of: layout))") }
    }
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        sbgenRegistered.append((identifier, cellClass.map { "\($0)" } ?? "nil"))
    }
    // Section headers and footers are no prototypes: the proof compares cells only.
    static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}
}

/// UIKit's Swift overlay: a table's index path by its parts.
extension IndexPath {
    init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    var section: Int { self[0] }
    var row: Int { self[1] }
}
