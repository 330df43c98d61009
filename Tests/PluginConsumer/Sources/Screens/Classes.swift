import UIKit

// The classes the storyboards and xibs name ("Inherit Module From Target", so they live here), and
// uses of each built-in template's output: a missing or misnamed accessor fails the build.

/// Initial scene of `Settings.storyboard`.
final class SettingsViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .showAbout(let about)? = StoryboardSegue.Settings.Settings.destination(of: segue) {
            about.title = "About"
        }
    }
}

/// Scene `About`.
final class AboutViewController: UIViewController {}

/// The cell in `IngredientCell.xib`.
final class IngredientCell: UITableViewCell {}

/// The view in `RecipeHeaderView.xib`.
final class RecipeHeaderView: UIView {}

/// Touches one accessor of each template.
@MainActor func useGeneratedAccessors(tableView: UITableView) -> [Any] {
    let settings: SettingsViewController = StoryboardScene.Settings.initialScene.instantiate()
    let about: AboutViewController = StoryboardScene.Settings.about.instantiate()
    tableView.register(ReuseIdentifier.ingredientCell)
    let header: RecipeHeaderView = NibFile.recipeHeaderView.instantiate()
    return [settings, about, header, StoryboardSegue.Settings.showAbout.rawValue]
}
