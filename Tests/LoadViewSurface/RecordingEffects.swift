import Foundation

// Visual effects (UIBlurEffect.h, UIVibrancyEffect.h; declared for type checking in
// Tests/Surface/UIKit/HeaderFacts_EffectsDevice.swift). Each effect records how it was made.

class UIVisualEffect: SbgenCanonical {
    let sbgenCanonical: String
    init(sbgen: String) { sbgenCanonical = sbgen }
}

final class UIBlurEffect: UIVisualEffect {
    enum Style {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }
    convenience init(style: Style) { self.init(sbgen: "blur(\(style))") }
}

enum UIVibrancyEffectStyle {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

final class UIVibrancyEffect: UIVisualEffect {
    convenience init(blurEffect: UIBlurEffect) { self.init(sbgen: "vibrancy(\(blurEffect.sbgenCanonical))") }
    convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(sbgen: "vibrancy(\(blurEffect.sbgenCanonical),\(style))")
    }
}
