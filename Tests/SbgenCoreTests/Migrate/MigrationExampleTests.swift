import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import Testing

/// The example app migrates, the result type-checks against the UIKit surface in Swift 6 mode, and
/// nothing in it still loads a storyboard or nib.
@Suite(.serialized) struct MigrationExampleTests {
    static let app = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationApp").path
    static let legacy = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationLegacyApp").path

    func standIns(_ project: String, extra: [String: String]) throws -> String {
        var builder = StandInBuilder()
        for file in try ProjectScanner.scan(project).ibFiles {
            builder.add(try IBDocumentParser().parse(path: project + "/" + file))
        }
        return builder.source(extra: extra)
    }

    /// The generated Swift, one file, imports first.
    func swift(_ result: Migrator.Result, excluding: Set<String> = []) -> String {
        let files = result.files.filter { $0.path.hasSuffix(".swift") && !excluding.contains($0.path) }
        var imports: Set<String> = []
        var body = ""
        for file in files {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") { imports.insert(String(line)) } else { body += line + "\n" }
            }
        }
        return imports.sorted().joined(separator: "\n") + "\n" + body
    }

    @Test func exampleAppMigratesAndCompiles() throws {
        let output = try MigrateFixtures.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Migrator.migrate(MigrationOptions(project: Self.app, outputDirectory: output.path))
        let paths = result.files.map(\.path)
        #expect(paths.contains("Swift/RecipeBook/Main+Flow.swift"))
        #expect(paths.contains("Swift/RecipeBook/Settings+Flow.swift"))
        #expect(paths.contains("Launch/RecipeBook/SceneDelegate+Launch.swift"))
        #expect(paths.contains("Info/RecipeBook/Info.plist"))
        let code = swift(result)
        let statements = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        for banned in ["UIStoryboard(", "UINib(", "instantiateViewController", "performSegue(", "nibName:"] {
            #expect(!statements.contains { $0.contains(banned) }, "generated code still uses \(banned)")
        }
        // No storyboard or nib is left referenced by the edited Info.plist.
        let plist = try #require(result.files.first { $0.path == "Info/RecipeBook/Info.plist" })
        let edit = try InfoPlistEditor.edit(Data(plist.contents.utf8), path: plist.path)
        #expect(edit.keys.isEmpty)
        // The flow: tab bar → navigation → recipes, profile found by the nib-name rule.
        #expect(code.contains("static func makeInitialViewController() -> UITabBarController"))
        #expect(code.contains("controller.viewControllers = [makeRoot(), makeProfile()]"))
        #expect(code.contains("controller.viewControllers = [makeRecipes()]"))
        // View code for every scene and xib, with the bar button items' segues wired in.
        #expect(paths.contains("Swift/RecipeBook/ProfileView+LoadView.swift"))
        #expect(code.contains("extension ProfileViewController {"))
        #expect(code.contains(".action = #selector(RecipesViewController.sbgenShowSettingsAction(_:))"))
        #expect(code.contains(".action = #selector(RecipeDetailViewController.sbgenEditRecipeAction(_:))"))
        #expect(!code.contains("segue not converted"))
        let profile = try #require(result.report.files.first { $0.path == "RecipeBook/ProfileView.xib" })
        #expect(profile.owner?.contains("finds `ProfileView` by its class name without \"Controller\"") == true)
        let source = try standIns(Self.app, extra: ["SceneDelegate": "UIResponder"]) + "\n" + code
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)\n\(source)")
    }

    @Test func secondRunChangesNothing() throws {
        let output = try MigrateFixtures.temporaryFolder("out")
        defer { try? FileManager.default.removeItem(at: output) }
        let options = MigrationOptions(project: Self.app, outputDirectory: output.path)
        let first = try Migrator.migrate(options)
        #expect(!first.written.isEmpty)
        let second = try Migrator.migrate(options)
        #expect(second.written.isEmpty)
        #expect(second.unchanged.count == first.written.count)
        #expect(second.files == first.files)
    }

    @Test func legacyMainWindowAppCompiles() throws {
        let result = try Migrator.migrate(MigrationOptions(project: Self.legacy, dryRun: true))
        #expect(result.report.plists.first?.keysRemoved == true)
        // main.swift holds top-level code; the surface checks declarations, so it is checked by text.
        let main = try #require(result.files.first { $0.path == "Launch/main.swift" })
        #expect(main.contents.contains("NSStringFromClass(AppDelegate.self)"))
        let source = try standIns(Self.legacy, extra: [:]) + "\n" + swift(result, excluding: ["Launch/main.swift"])
        // UIWindow(frame:) and UIScreen.main are deprecated in iOS 26: warnings, not errors, for this old app.
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, warningsAsErrors: false)
        #expect(diagnostics.allSatisfy { !"\($0)".contains("error:") }, "\(diagnostics)\n\(source)")
    }
}
