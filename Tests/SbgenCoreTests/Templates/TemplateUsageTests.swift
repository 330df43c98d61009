import Foundation
import SurfaceHarness
import Testing

@testable import SbgenCore

/// The usage examples of `docs/Templates.md`, type-checked against the four outputs for the iOS and
/// macOS examples (compiled as one module, as four generated files would be).
struct TemplateUsageTests {
    static let iosUsage = """
        @MainActor func showRecipes(from window: UIWindow, tableView: UITableView, at indexPath: IndexPath) {
            // scenes
            let root: UINavigationController = StoryboardScene.Main.initialScene.instantiate()
            let detail = StoryboardScene.Main.recipeDetail.instantiate { coder in
                RecipeDetailViewController(coder: coder)  // your init?(coder:recipe:) here
            }
            let about: AboutViewController = StoryboardScene.Settings.about.instantiate()
            window.rootViewController = root
            _ = (detail, about)

            // reuse-identifiers
            tableView.register(ReuseIdentifier.ingredientCell)
            let cell: IngredientCell = tableView.dequeue(ReuseIdentifier.ingredientCell, for: indexPath)
            let recipeCell: RecipeCell = tableView.dequeue(ReuseIdentifier.recipeCell, for: indexPath)
            _ = (cell, recipeCell)

            // nibs
            let header: RecipeHeaderView = NibFile.recipeHeaderView.instantiate()
            tableView.register(NibFile.ingredientCell.nib, forCellReuseIdentifier: "IngredientCell")
            _ = header
        }

        // segues
        extension RecipesViewController {
            func openDetail() {
                perform(segue: .showDetail)
            }

            func prepareDestination(for segue: UIStoryboardSegue) {
                switch StoryboardSegue.Main.Recipes.destination(of: segue) {
                case .showDetail(let detail)?:
                    detail.title = "Recipe"
                case .showSettings(let settings)?:
                    settings.title = "Settings"
                case nil:
                    break
                }
            }
        }
        """

    static let macUsage = """
        @MainActor func showMainWindow() {
            let window: NSWindowController = StoryboardScene.Main.initialScene.instantiate()
            let preferences = StoryboardScene.Main.preferences.instantiate { coder in
                PreferencesViewController(coder: coder)
            }
            window.showWindow(nil)
            _ = preferences
        }

        extension ViewController {
            func showPreferences() {
                perform(segue: .showPreferences)
            }

            func prepareDestination(for segue: NSStoryboardSegue) {
                if case .showPreferences(let preferences)? = StoryboardSegue.Main.Main.destination(of: segue) {
                    preferences.title = "Preferences"
                }
            }
        }
        """

    @Test(arguments: [("Examples/App", iosUsage), ("Examples/Mac", macUsage)])
    func usageCompiles(_ input: String, _ usage: String) throws {
        let documents = try TemplateRendering.documents([input])
        var source = ""
        var context: SbgenContext?
        for template in ["scenes", "segues", "reuse-identifiers", "nibs"] {
            // One BundleToken per file in real use; here the four outputs share one file.
            let rendered = try TemplateRendering.render(
                template, documents: documents, parameters: template == "scenes" ? [] : ["bundle=Bundle.main"])
            source += rendered.text + "\n"
            context = rendered.context
        }
        let diagnostics = try TemplateRendering.typecheck(source, context: try #require(context), extraSource: usage)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.description }.joined(separator: "\n"))")
    }

    /// A controller cannot perform a segue of another scene: `showAbout` belongs to `Settings`.
    @Test func anotherScenesSegueDoesNotCompile() throws {
        let documents = try TemplateRendering.documents(["Examples/App"])
        let rendered = try TemplateRendering.render("segues", documents: documents)
        let misuse = """
            extension RecipesViewController {
                func openAbout() { perform(segue: .showAbout) }
            }
            """
        let diagnostics = try TemplateRendering.typecheck(rendered.text, context: rendered.context, extraSource: misuse)
        #expect(diagnostics.contains { $0.description.contains("showAbout") })
    }
}
