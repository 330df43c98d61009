// UIKit API that generated code uses and the fact sheet does not list. Each member is taken from the
// iOS SDK headers (UIKit.framework/Headers: UIBlurEffect.h and UIVibrancyEffect.h, © 2016-2019;
// UIDevice.h, © 2007-2018, audited for sendability) with the Swift names the Clang importer gives them:
// `+effectWithStyle:` → `init(style:)`, `+effectForBlurEffect:(style:)` → `init(blurEffect:(style:))`,
// `+currentDevice` → `current`. All three classes are `NS_SWIFT_UI_ACTOR` (main actor) there.
// Hand-written, not generated: keep to what those headers declare.

// MARK: - Visual effects (UIBlurEffect.h, UIVibrancyEffect.h)

extension UIBlurEffect {
    /// `+ (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;`
    public convenience init(style: UIBlurEffect.Style) { self.init() }
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR @interface UIVibrancyEffect : UIVisualEffect`
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// `+ (UIVibrancyEffect *)effectForBlurEffect:(UIBlurEffect *)blurEffect;`
    public convenience init(blurEffect: UIBlurEffect) { self.init() }
    /// `+ (UIVibrancyEffect *)effectForBlurEffect:(UIBlurEffect *)blurEffect style:(UIVibrancyEffectStyle)style
    /// API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init() }
}

/// `typedef NS_ENUM(NSInteger, UIVibrancyEffectStyle) {…} API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos);`
@available(iOS 13.0, *)
@available(tvOS, unavailable)
public enum UIVibrancyEffectStyle: Int, @unchecked Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

// MARK: - Device (UIDevice.h)

/// `typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {…} API_UNAVAILABLE(watchos);`
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1
    @available(iOS 3.2, *)
    case phone = 0
    @available(iOS 3.2, *)
    case pad = 1
    @available(iOS 9.0, *)
    case tv = 2
    @available(iOS 9.0, *)
    case carPlay = 3
    @available(iOS 14.0, *)
    case mac = 5
    @available(iOS 17.0, *)
    case vision = 6
}

/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIDevice : NSObject`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIDevice: NSObject {
    override init() { super.init() }
    /// `@property(class, nonatomic, readonly) UIDevice *currentDevice;`
    open class var current: UIDevice { UIDevice() }
    /// `@property(nonatomic,readonly) UIUserInterfaceIdiom userInterfaceIdiom API_AVAILABLE(ios(3.2));`
    @available(iOS 3.2, *)
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

// MARK: - Image configurations (UIImageConfiguration.h)

@available(iOS 13.0, *)
extension UIImage.Configuration {
    /// `- (instancetype)configurationByApplyingConfiguration:(nullable UIImageConfiguration *)otherConfiguration;`
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
}
