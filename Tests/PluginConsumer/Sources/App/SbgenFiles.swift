import UIKit

/// What sbgen generated for this target; members are added by the generated files.
public enum SbgenFiles {
    /// Uses a member of each kind of generated file, so a missing or misnamed output fails the build.
    @MainActor public static func check() -> Int {
        _ = baseLprojMainStoryboardFile()
        _ = cellsIngredientCellXibFile()
        return baseLprojMainStoryboard.count + frLprojMainStoryboard.count + allPaths.count
    }
}
