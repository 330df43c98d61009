// UIKit API that generated code uses and the fact sheet does not list, from the iOS 26.2 SDK headers
// (UIKit.framework/Headers: UIAccessibilityContentSizeCategoryImageAdjusting.h, UIGeometry.h), with the
// Swift names the Clang importer gives them (`+valueWithUIEdgeInsets:` → `NSValue(uiEdgeInsets:)`).
// Hand-written, not generated: keep to what those headers declare.

import Foundation

// MARK: - UIGeometry.h

/// `@interface NSValue (NSValueUIGeometryExtensions)`
extension NSValue {
    /// `+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets API_AVAILABLE(watchos(2.0));`
    public convenience init(uiEdgeInsets: UIEdgeInsets) { self.init() }
}

// MARK: - UIAccessibilityContentSizeCategoryImageAdjusting.h

/// `UIKIT_EXTERN API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos)
/// @protocol UIAccessibilityContentSizeCategoryImageAdjusting <NSObject>`
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// `@property (nonatomic) BOOL adjustsImageSizeForAccessibilityContentSizeCategory NS_SWIFT_UI_ACTOR;`
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

/// `@interface UIImageView (UIAccessibilityContentSizeCategoryImageAdjusting) <UIAccessibilityContentSizeCategoryImageAdjusting>`
extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { false }
        set {}
    }
}

/// `@interface UIButton (UIAccessibilityContentSizeCategoryImageAdjusting) <UIAccessibilityContentSizeCategoryImageAdjusting>`
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { false }
        set {}
    }
}
