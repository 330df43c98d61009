// Size-class API that generated code uses and the fact sheet leaves out (it omits trait-change
// registration). Taken from the iOS 26.2 SDK: UIInterface.h (`UIUserInterfaceSizeClass`, ios(8.0)),
// UITraitCollection.h (`horizontalSizeClass`, `verticalSizeClass`; `UITraitEnvironment`, whose
// `traitCollectionDidChange:` is API_DEPRECATED ios(8.0, 17.0): declared in UIView's generated body so
// that it can be overridden), UITrait.h (`UITraitHorizontalSizeClass`, `UITraitVerticalSizeClass`,
// ios(17.0)) and the UIKit Swift overlay (UIKit.swiftinterface: `typealias UITrait = any
// UITraitDefinition.Type`, `UITraitChangeObservable.registerForTraitChanges(_:handler:)`, iOS 17.0,
// `@discardableResult`, main actor). Hand-written, not generated: keep to what those declare.

/// `typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {…} API_AVAILABLE(ios(8.0));`
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

extension UITraitCollection {
    /// `@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;`
    public var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    /// `@property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;`
    public var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

/// `@protocol UITraitEnvironment <NSObject>` (NS_SWIFT_UI_ACTOR): `traitCollection`, and
/// `traitCollectionDidChange:` (in UIView's body here).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {}

/// `@protocol UITraitDefinition <NSObject>` (UITrait.h, ios(17.0)).
@available(iOS 17.0, *)
public protocol UITraitDefinition: AnyObject {}

/// `typedef Class<UITraitDefinition> UITrait` (the overlay: `any UITraitDefinition.Type`).
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// `@interface UITraitHorizontalSizeClass : NSObject <UINSIntegerTraitDefinition>` (ios(17.0)).
@available(iOS 17.0, *)
public final class UITraitHorizontalSizeClass: NSObject, UITraitDefinition {}

/// `@interface UITraitVerticalSizeClass : NSObject <UINSIntegerTraitDefinition>` (ios(17.0)).
@available(iOS 17.0, *)
public final class UITraitVerticalSizeClass: NSObject, UITraitDefinition {}

/// `@protocol UITraitChangeRegistration <NSObject, NSCopying>` (ios(17.0)).
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: AnyObject {}

@available(iOS 17.0, *)
final class _SurfaceTraitChangeRegistration: UITraitChangeRegistration {}

extension UIView {
    /// `registerForTraitChanges(_:handler:)` of the overlay's `UITraitChangeObservable` (iOS 17.0):
    /// `handler: @escaping (Self, UITraitCollection) -> Void` with `Self: UITraitEnvironment`.
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _SurfaceTraitChangeRegistration()
    }
}
