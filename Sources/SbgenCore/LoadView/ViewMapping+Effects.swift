import IBModel

extension ViewMapping {
    /// IB `<blurEffect style=…>` → `UIBlurEffect.Style` cases available on iOS (`extraDark` is tvOS-only).
    static let blurStyles: Set<String> = [
        "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial", "systemThinMaterial",
        "systemMaterial", "systemThickMaterial", "systemChromeMaterial", "systemUltraThinMaterialLight",
        "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight",
        "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
        "systemChromeMaterialDark",
    ]

    /// IB `<vibrancyEffect style=…>` → `UIVibrancyEffectStyle` cases (iOS 13).
    static let vibrancyStyles: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill", "tertiaryFill",
        "separator",
    ]

    /// The `effect` of a visual effect view from its `<blurEffect style=…>` or `<vibrancyEffect [style=…]>`
    /// (holding the `<blurEffect>` it is for): `UIBlurEffect(style:)`, `UIVibrancyEffect(blurEffect:[style:])`.
    static func visualEffect(_ element: IBElement, into result: inout [MappedProperty], issue: (String) -> Void) {
        func blur(_ element: IBElement?) -> (swift: String, canonical: String)? {
            guard let style = element?.attributes.value("style"), blurStyles.contains(style) else { return nil }
            return ("UIBlurEffect(style: .\(style))", "blur(\(style))")
        }
        let value: (swift: String, canonical: String)?
        if element.name == "blurEffect" {
            value = blur(element)
        } else if let inner = blur(element.child("blurEffect")) {
            if let style = element.attributes.value("style") {
                value =
                    vibrancyStyles.contains(style)
                    ? (
                        "UIVibrancyEffect(blurEffect: \(inner.swift), style: .\(style))",
                        "vibrancy(\(inner.canonical),\(style))"
                    )
                    : nil
            } else {
                value = ("UIVibrancyEffect(blurEffect: \(inner.swift))", "vibrancy(\(inner.canonical))")
            }
        } else {
            value = nil
        }
        guard let value else {
            let styles = ([element] + element.children).compactMap { $0.attributes.value("style") }
            issue(
                "visual effect <\(element.name)> with style \(styles.joined(separator: "/")) not converted (no iOS API)"
            )
            return
        }
        result.append(
            MappedProperty(
                key: "effect", value: .constant(swift: value.swift, canonical: value.canonical),
                setter: "{t}.effect = {v}"))
    }
}
