import Foundation

// Size classes (the SDK members are those of Tests/Surface/UIKit/HeaderFacts_Traits.swift). A view
// made in code and not yet in a window has unspecified size classes: every size-class variation is
// out, the base values the oracle reports are in. Trait-change handlers are kept, never called.

enum UIUserInterfaceSizeClass: Int {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

extension UITraitCollection {
    var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

@MainActor protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

protocol UITraitDefinition: AnyObject {}
typealias UITrait = any UITraitDefinition.Type
final class UITraitHorizontalSizeClass: UITraitDefinition {}
final class UITraitVerticalSizeClass: UITraitDefinition {}
protocol UITraitChangeRegistration: AnyObject {}
final class SbgenTraitChangeRegistration: UITraitChangeRegistration {}

/// Handlers registered by size-class code, in order (kept alive as UIKit keeps them).
@MainActor var sbgenTraitChangeHandlers: [Any] = []

extension UIView: UITraitEnvironment {
    var traitCollection: UITraitCollection { UITraitCollection() }

    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        sbgenTraitChangeHandlers.append(handler)
        return SbgenTraitChangeRegistration()
    }
}
