import IBModel

/// `isOpaque` only where it can matter: views of an app's own class.
///
/// Apple's documentation of `UIView.isOpaque`: "You only need to set a value for the opaque property
/// for subclasses of UIView that draw their own content using the draw(_:) method. The opaque
/// property has no effect for system provided classes such as UIButton, UILabel, UITableViewCell,
/// and so on." IB writes `opaque="NO"` on nearly every label, button and cell content view; set in
/// code it would change nothing. A view of a custom class may draw, so it keeps the value.
///
/// The generated code, the model of the equality proof (both through ``properties(of:className:archiveDefaults:)``)
/// and the oracle comparison of the corpus proof (which leaves `opaque` uncompared for the other
/// views) all ask ``opaqueHasEffect(_:)``. AppKit has no rule for `opaque`: `NSView.isOpaque` is a
/// read-only property a subclass overrides, and nothing is generated for it.
extension ViewMapping {
    /// UIKit (and MapKit, WebKit) classes the mapping knows: an IB element's class and its superclasses.
    static let systemViewClasses: Set<String> = Set(uiKitClasses.values).union(
        superclasses.keys.filter { !$0.hasPrefix("NS") })

    /// Whether `isOpaque` can change how `object` draws: it has a custom class (IB's `customClass`),
    /// and that class is not one of UIKit's (``systemViewClasses``). A view another object owns (a
    /// cell's `contentView`, its `textLabel`) has no custom class in IB either.
    public static func opaqueHasEffect(_ object: IBObject) -> Bool {
        guard let customClass = object.customClass else { return false }
        return !systemViewClasses.contains(customClass)
    }
}
