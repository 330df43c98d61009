import UIKit

/// What sbgen generated for this target, from the package's sbgen.json (the target has none).
public enum SbgenFiles {
    /// Uses the generated member, so a missing output fails the build.
    @MainActor public static func check() -> UINib { ingredientCellXibFile() }
}
