// UIKit API that generated code uses and the fact sheet does not list. Each member is taken from the
// iOS 26.2 SDK headers with the Swift names the Clang importer gives them: UIResponder.h — the
// `UIResponderStandardEditActions` protocol's edit actions available since iOS 7 (all `@optional`,
// main actor as UIResponder.h is `NS_SWIFT_UI_ACTOR`); UIViewController.h — `popoverPresentationController`
// (UIPopoverPresentationController.h, API_AVAILABLE(ios(8.0))) and `presentingViewController`
// (API_AVAILABLE(ios(5.0)), read by an unwind segue's search); UIPopoverPresentationController.h —
// `sourceView`, `sourceRect`, `barButtonItem` (API_DEPRECATED_WITH_REPLACEMENT("sourceItem", ios(8.0,
// API_TO_BE_DEPRECATED)), so not yet deprecated), `permittedArrowDirections`; UIApplication.h —
// `UIPopoverArrowDirection` (NS_OPTIONS); UIActivityViewController.h — `initWithActivityItems:applicationActivities:`
// (its `init()` is NS_UNAVAILABLE), with UIActivity.h's class. Hand-written, not generated: keep to what those headers declare.

// MARK: - Standard edit actions (UIResponder.h)

/// `@protocol UIResponderStandardEditActions <NSObject>`, its methods `@optional` (declared here as
/// plain requirements: Linux has no Objective-C protocols; nothing conforms, `#selector` only names them).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}

// MARK: - Popovers (UIPopoverPresentationController.h, UIApplication.h)

/// `typedef NS_OPTIONS(NSUInteger, UIPopoverArrowDirection)`
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR @interface UIPopoverPresentationController : UIPresentationController`
/// (the superclass is left out: generated code uses none of its members).
@preconcurrency @MainActor
open class UIPopoverPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var sourceView: UIView? = nil
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem? = nil
}

extension UIViewController {
    /// `@property (nullable, nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController API_AVAILABLE(ios(8.0));`
    public var popoverPresentationController: UIPopoverPresentationController? { nil }

    /// `@property (nullable, nonatomic, readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));`
    public var presentingViewController: UIViewController? { _s_presentingViewController }
}

// MARK: - Activity view controller (UIActivityViewController.h, UIActivity.h)

/// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UIActivity : NSObject`
@preconcurrency @MainActor
open class UIActivity: NSObject {}

/// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UIActivityViewController : UIViewController`
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// `- (instancetype)initWithActivityItems:(NSArray *)activityItems applicationActivities:(nullable NSArray<__kindof UIActivity *> *)applicationActivities NS_DESIGNATED_INITIALIZER;`
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }
}
