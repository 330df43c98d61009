// Types that the fact sheet's UIKit tables reference but do not describe. They exist in the real SDK
// with the same name and kind; they are declared here without members (or with only the members the
// fact sheet lists elsewhere), so code that uses more of them is rejected rather than accepted.

// MARK: - Delegate and data-source protocols (main-actor, class-bound; requirements omitted)

@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {}
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {}
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {}
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {}
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: AnyObject {}
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {}
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {}
@preconcurrency @MainActor public protocol UINavigationBarDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIToolbarDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {}
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}
@preconcurrency @MainActor public protocol UIStoryboardUnwindSegueSource: AnyObject {}
// The controllers that adopt delegate protocols themselves (UITableViewController.h:
// `<UITableViewDelegate, UITableViewDataSource>`; UICollectionViewController.h:
// `<UICollectionViewDelegate, UICollectionViewDataSource>`), so `tableView.dataSource = self` compiles there.
extension UITableViewController: UITableViewDelegate, UITableViewDataSource {}
extension UICollectionViewController: UICollectionViewDelegate, UICollectionViewDataSource {}
// The UIKit overlay (UIKit.swiftinterface of the iOS 26.2 SDK): `extension UIAccessibilityTraits :
// Swift.OptionSet`, so several traits are an array literal, `[.staticText, .header]`.
extension UIAccessibilityTraits: OptionSet {}
public protocol UIContentConfiguration {}

// MARK: - Classes

@preconcurrency @MainActor open class UIMenuElement: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}
// UIScene.h, UIWindowScene.h: API_AVAILABLE(ios(13.0)).
@available(iOS 13.0, *)
@preconcurrency @MainActor open class UIScene: UIResponder {}
@available(iOS 13.0, *)
@preconcurrency @MainActor open class UIWindowScene: UIScene {}
@preconcurrency @MainActor open class UITab: NSObject {}
@preconcurrency @MainActor open class UITabAccessory: NSObject {}
@preconcurrency @MainActor open class UIVisualEffect: NSObject {}
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {}
@preconcurrency @MainActor open class UIRefreshControl: UIControl {}
@preconcurrency @MainActor open class UISearchTextField: UITextField {}
@preconcurrency @MainActor open class UISearchController: UIViewController {}
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {}
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {}
@preconcurrency @MainActor open class UIBarAppearance: NSObject {}
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {}
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {}
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {}
@preconcurrency @MainActor open class UIPageControlProgress: NSObject {}
@preconcurrency @MainActor open class UIMenuDisplayPreferences: NSObject {}
@preconcurrency @MainActor open class UIConversationContext: NSObject {}
open class UITraitCollection: NSObject, @unchecked Sendable {}
open class UIImageAsset: NSObject, @unchecked Sendable {}
open class UIFontDescriptor: NSObject, @unchecked Sendable {}
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {}
open class NSTextContainer: NSObject {}

// MARK: - Value types

public typealias UIActionHandler = (UIAction) -> Void

public struct UIBackgroundConfiguration: Hashable {
    init() {}
}
/// The members generated code sets (UIListContentConfiguration.h; not in the fact sheet, checked by the
/// real-SDK lane).
public struct UIListContentConfiguration: Hashable, UIContentConfiguration {
    public var text: String? = nil
    public var secondaryText: String? = nil
}
public struct UICellConfigurationState: Hashable {}
public struct UIConfigurationColorTransformer {}
public struct UIConfigurationTextAttributesTransformer {}
public struct UISymbolContentTransition {}

/// Members from UIDataDetectors.h (`typedef NS_OPTIONS(NSUInteger, UIDataDetectorTypes)`, API_UNAVAILABLE(tvos, watchos)).
public struct UIDataDetectorTypes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    @available(iOS 4.0, *) public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    @available(iOS 4.0, *) public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    @available(iOS 10.0, *) public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    @available(iOS 10.0, *) public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    @available(iOS 10.0, *) public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    @available(iOS 16.0, *) public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    @available(iOS 16.0, *) public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
public struct UIWritingToolsResultOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable { case leftToRight = 0, rightToLeft = 1 }
public enum UILabelVibrancy: Int, @unchecked Sendable { case none = 0 }
/// The three smart-text enums: `Default, No, Yes` (UITextInputTraits.h, API_AVAILABLE(ios(11.0))).
public enum UITextSmartQuotesType: Int, @unchecked Sendable { case `default` = 0, no = 1, yes = 2 }
public enum UITextSmartDashesType: Int, @unchecked Sendable { case `default` = 0, no = 1, yes = 2 }
public enum UITextSmartInsertDeleteType: Int, @unchecked Sendable { case `default` = 0, no = 1, yes = 2 }
public enum UITextInlinePredictionType: Int, @unchecked Sendable { case `default` = 0 }
public enum UITextMathExpressionCompletionType: Int, @unchecked Sendable { case `default` = 0 }
public enum UIWritingToolsBehavior: Int, @unchecked Sendable { case `default` = 0 }

// MARK: - Nested types named by the tables but not expanded in §6

extension UIView {
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}
extension UIMenuElement {
    public struct Attributes: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public enum State: Int, @unchecked Sendable { case off = 0, on = 1, mixed = 2 }
}
extension UIMenu {
    public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public enum ElementSize: Int, @unchecked Sendable { case small = 0, medium = 1, large = 2 }
}
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {}
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {}
    public enum SelfSizingInvalidation: Int, @unchecked Sendable { case disabled = 0 }
    public enum ReorderingCadence: Int, @unchecked Sendable { case immediate = 0 }
}
extension UITableView {
    public enum SelfSizingInvalidation: Int, @unchecked Sendable { case disabled = 0 }
    public enum SeparatorInsetReference: Int, @unchecked Sendable { case fromCellEdges = 0 }
}
extension UIPageControl {
    public enum Direction: Int, @unchecked Sendable { case natural = 0 }
}
extension UISlider {
    public enum Style: Int, @unchecked Sendable { case `default` = 0 }
    public struct TrackConfiguration {}
}
extension UISplitViewController {
    /// UISplitViewController.h: `UISplitViewControllerBackgroundStyleNone`, `…Sidebar` (iOS 13).
    public enum BackgroundStyle: Int, @unchecked Sendable {
        case none = 0
        case sidebar = 1
    }
}
extension UITabBarController {
    public enum Mode: Int, @unchecked Sendable { case automatic = 0 }
    public enum MinimizeBehavior: Int, @unchecked Sendable { case automatic = 0 }
    @preconcurrency @MainActor open class Sidebar: NSObject {}
}
extension UIImage {
    public enum SymbolColorRenderingMode: Int, @unchecked Sendable { case automatic = 0 }
    public enum SymbolVariableValueMode: Int, @unchecked Sendable { case automatic = 0 }
    public enum Orientation: Int, @unchecked Sendable { case up = 0 }
}
extension UIImage {
    open class Configuration: NSObject, @unchecked Sendable {}
}
extension UIColor {
    public enum Prominence: Int, @unchecked Sendable { case primary = 0 }
}
extension UIBarButtonItem {
    public struct Badge: Hashable {}
}
extension NSLayoutConstraint {
    public struct FormatOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

/// UIPress.h (iOS 9; not in the fact sheet, checked by the real-SDK lane): the press types a gesture
/// recognizer's `allowedPressTypes` holds as `NSNumber`s. `pageUp`/`pageDown` are tvOS only.
@preconcurrency @MainActor open class UIPress: NSObject {
    public enum PressType: Int, @unchecked Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
    }
}

extension UIGestureRecognizer {
    /// UIGestureRecognizer.h: `@property(nonatomic, copy) NSArray<NSNumber *> *allowedPressTypes` (iOS 9).
    public var allowedPressTypes: [NSNumber] {
        get { fatalError("surface stub: UIGestureRecognizer.allowedPressTypes") }
        set {}
    }
}

/// UIKit's Swift overlay (`UIKit.swiftinterface`): a table's or collection's index path by its parts.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
