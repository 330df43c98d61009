import IBModel

/// The `UIButton` properties that iOS/tvOS 15 deprecate ("This property is ignored when using
/// UIButtonConfiguration"): `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`,
/// `reversesTitleShadowWhenHighlighted`, `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`,
/// `showsTouchWhenHighlighted`.
///
/// A button IB made without a `<buttonConfiguration>` still uses them on every OS version, and nothing
/// else gives its look: `UIButton.Configuration.contentInsets`/`imagePadding` act only on a button that
/// has a configuration, and giving it one changes its font, colors and layout. So they are set as the
/// nib loader sets them, by key-value coding: `button.setValue(NSValue(uiEdgeInsets: …), forKey:
/// "contentEdgeInsets")`. That is the same setter, and Swift does not warn about it at any
/// deployment target (a direct assignment warns from iOS 15 on, so code generated for iOS 12 would
/// warn when the app raises its target). On a button with a configuration UIKit ignores them, as it
/// does for the nib.
extension ViewMapping {
    /// The `<inset key=…>` elements of a button that are such properties.
    static let legacyButtonProperties: Set<String> = ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"]

    /// The rule of one of the deprecated Boolean properties.
    static func legacyButtonRule(_ key: String) -> AttributeRule {
        AttributeRule(key, .bool, setter: "{t}.setValue({v}, forKey: \"\(key)\")")
    }

    /// `property` (one of ``legacyButtonProperties``, a `UIEdgeInsets` value) set by key-value coding.
    static func legacyButtonProperty(_ property: MappedProperty) -> MappedProperty {
        MappedProperty(
            key: property.key, value: property.value,
            setter: .concat("{t}.setValue(NSValue(uiEdgeInsets: {v}), forKey: \"", property.key, "\")"))
    }
}
