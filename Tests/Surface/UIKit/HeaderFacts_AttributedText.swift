// UIKit API for attributed text that the fact sheet does not list (it lists `attributedText` and
// `NSParagraphStyle.LineBreakStrategy` only). Each member is taken from the iOS SDK headers
// UIKit.framework/Headers/NSAttributedString.h (the attribute keys; `NSFontAttributeName` →
// `NSAttributedString.Key.font`) and NSParagraphStyle.h (`UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0))
// @interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>`, not main-actor).
// `NSAttributedString`/`NSMutableAttributedString` themselves are Foundation's (re-exported here).
// Hand-written, not generated: keep to what those headers declare.

extension NSAttributedString.Key {
    /// `UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// `UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// `UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// `UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSParagraphStyle : NSObject <NSCopying,
/// NSMutableCopying, NSSecureCoding>` (`@property(readonly) NSTextAlignment alignment;`,
/// `@property(readonly) NSLineBreakMode lineBreakMode;`; `lineBreakStrategy` is in the fact sheet's tables).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public struct LineBreakStrategy: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public override init() { super.init() }
    open var alignment: NSTextAlignment { _s_alignment }
    open var lineBreakMode: NSLineBreakMode { _s_lineBreakMode }
    var _s_alignment: NSTextAlignment = .natural
    var _s_lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// `UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSMutableParagraphStyle : NSParagraphStyle`
/// (`@property NSTextAlignment alignment;`, `@property NSLineBreakMode lineBreakMode;`).
@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { _s_alignment }
        set { _s_alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _s_lineBreakMode }
        set { _s_lineBreakMode = newValue }
    }
}

extension NSAttributedString.Key {
    /// `UIKIT_EXTERN NSAttributedStringKey const NSShadowAttributeName API_AVAILABLE(macos(10.0), ios(6.0));`
    @available(iOS 6.0, *)
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
}

/// `UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSShadow : NSObject <NSCopying,
/// NSSecureCoding>` (NSShadow.h: `@property (nonatomic, assign) CGSize shadowOffset;`,
/// `@property (nonatomic, assign) CGFloat shadowBlurRadius;`, `@property (nullable, nonatomic, strong) id
/// shadowColor;`); `- (instancetype)init` gives a zero offset and blur radius and no colour.
@available(iOS 6.0, *)
open class NSShadow: NSObject {
    public override init() { super.init() }
    open var shadowOffset: CGSize = CGSize(width: 0, height: 0)
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any? = nil
}
