import Foundation
import TestSupport
import Testing

/// `sbgen loadview` as a user runs it.
@Suite struct LoadViewCommandTests {
    @Test func examplesOutputIsTheGolden() throws {
        let result = try SbgenProcess.run(["loadview", "Examples/App"])
        #expect(result.status == 0)
        GoldenFile.check(result.stdout, against: "Tests/sbgenTests/Golden/loadview-App.swift")
        GoldenFile.check(result.stderr, against: "Tests/sbgenTests/Golden/loadview-App.stderr")
    }

    @Test func oneSceneByIdentifier() throws {
        let result = try SbgenProcess.run(
            ["loadview", "Examples/App/Main.storyboard", "--identifier", "RecipeDetail"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("extension RecipeDetailViewController {"))
        #expect(!result.stdout.contains("extension RecipesViewController {"))
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let result = try SbgenProcess.run(["loadview", "--strict", "Examples/App/Main.storyboard"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: "))
    }

    @Test func writesOneFilePerDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-loadview-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(["loadview", "-q", "Examples/App", "--output-dir", folder.path])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.contains("Main+LoadView.swift"))
        #expect(names.contains("IngredientCell+LoadView.swift"))
    }

    @Test func helpHasExamples() throws {
        let result = try SbgenProcess.run(["loadview", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("EXAMPLES:"))
        #expect(result.stdout.contains("--identifier <NAME>"))
    }

    @Test func sceneAndIdentifierTogetherIsAUsageError() throws {
        let result = try SbgenProcess.run(["loadview", "--scene", "a", "--identifier", "b", "Examples/App"])
        #expect(result.status == 64)
    }
}
