import IBModel

/// Attributes IB leaves out of the file because the nib's decoding gives their value anyway, where an
/// object of the class made in code starts with another one. IB's rule: an attribute it does not
/// write has the archive's default for that element (`UIView`'s decoding: interactive, not clipping;
/// a label left-aligned and autoshrinking). Evidence: every element of these kinds in the 596
/// iOS/tvOS files of the corpus (`../shared/tools/view-facts.py`, counts absent / written), and the
/// initial values the iOS 26.2 SDK states (`../shared/sdk-defaults.md`). Each rule sets the value
/// the nib has, so the code-made view behaves the same.
extension ViewMapping {
    /// Appends to `result` what `object` (a view of class `className`) needs set because IB left the
    /// attribute out. Called before the property elements are read, so an `attributedText` set later
    /// still aligns by its own paragraph style:
    /// - `<label>`, `<imageView>` without `userInteractionEnabled`: interactive in the nib (only `NO` is
    ///   ever written: labels 2,056 absent / 893 `NO`, image views 552 / 54); `UILabel()` and
    ///   `UIImageView()` start with it off (UILabel.h, UIImageView.h), so a gesture on them never fires.
    /// - `<label>`, `<textView>` without `textAlignment`: left in the nib (IB writes `natural`
    ///   explicitly: 1,242 labels, 39 text views; absent 864 / 122); `UILabel()` and `UITextView()` are
    ///   natural (UILabel.h; Apple's documentation of `UITextView.textAlignment`), which is right-aligned
    ///   in Arabic and Hebrew. `UITextField()` is left already (UITextField.h and its documentation).
    /// - `<label>` without `adjustsFontSizeToFit`: autoshrinking in the nib (2,690 labels say `NO`, the
    ///   263 without it carry autoshrink settings); `UILabel()` does not autoshrink.
    /// - `<scrollView>`, `<tableView>`, `<collectionView>`, `<textView>` (or a `<view>` whose custom
    ///   class is one of UIKit's scroll views) without `clipsSubviews`: not clipping in the nib; UIScrollView and its subclasses clip when made in code (Apple's
    ///   documentation of `UIView.clipsToBounds`: "Some subclasses of UIView, like UIScrollView,
    ///   override the default value to true").
    static func archiveDefaults(_ object: IBObject, className: String, into result: inout [MappedProperty]) {
        let attributes = object.attributes
        switch object.element {
        case "label" where isKind(className, of: "UILabel"):
            if attributes.value("userInteractionEnabled") == nil { result.append(interactive) }
            if attributes.value("textAlignment") == nil { result.append(leftAligned) }
            if attributes.value("adjustsFontSizeToFit") == nil {
                result.append(
                    MappedProperty(
                        key: "adjustsFontSizeToFitWidth", value: .bool(true),
                        setter: "{t}.adjustsFontSizeToFitWidth = {v}"))
            }
        case "imageView" where isKind(className, of: "UIImageView"):
            if attributes.value("userInteractionEnabled") == nil { result.append(interactive) }
        case "textView" where isKind(className, of: "UITextView"):
            if attributes.value("textAlignment") == nil { result.append(leftAligned) }
            if attributes.value("clipsSubviews") == nil { result.append(notClipping) }
        case "scrollView", "tableView", "collectionView":
            if attributes.value("clipsSubviews") == nil, isKind(className, of: "UIScrollView") {
                result.append(notClipping)
            }
        case "view":
            // `<view customClass="UIScrollView">`: decoded by UIView's rule, created as a scroll view.
            if let custom = attributes.value("customClass"), isKind(custom, of: "UIScrollView"),
                attributes.value("clipsSubviews") == nil
            {
                result.append(notClipping)
            }
        default:
            break
        }
    }

    static let interactive = MappedProperty(
        key: "isUserInteractionEnabled", value: .bool(true), setter: "{t}.isUserInteractionEnabled = {v}")
    static let leftAligned = MappedProperty(
        key: "textAlignment", value: .enumCase(type: "NSTextAlignment", name: "left"), setter: "{t}.textAlignment = {v}"
    )
    static let notClipping = MappedProperty(
        key: "clipsToBounds", value: .bool(false), setter: "{t}.clipsToBounds = {v}")
}
