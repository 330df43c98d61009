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

    /// Outputs depend on one input each: a broken file keeps its own output as it was, the others
    /// are written, and the exit code says something failed.
    @Test func aBrokenFileDoesNotStopTheOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-loadview-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "Examples/App/IngredientCell.xib", toPath: input.appendingPathComponent("IngredientCell.xib").path)
        try "<?xml version=\"1.0\"?>\n<document>\n".write(
            to: input.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let result = try SbgenProcess.run(["loadview", input.path, "--output-dir", output.path])
        #expect(result.status == 1)
        #expect(
            result.stderr == "\(input.path)/Broken.storyboard:2:11: error: the file ends before the document does "
                + "(truncated?): <document> opened at 2:1 is not closed\nsbgen: 1 error, 0 warnings\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                == [".sbgen-loadview", "IngredientCell+LoadView.swift"])
    }

    /// With --strict, a file whose warnings became errors is not written; the message says which.
    @Test func strictWithholdsTheFileWithWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-loadview-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(
            ["loadview", "--strict", "Examples/App/Main.storyboard", "--output-dir", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "sbgen: not written because of the errors above: \(folder.path)/Main+LoadView.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func documentsOfOneNameInFoldersOfOneNameEachGetAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-loadview-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = try String(
            contentsOf: GoldenFile.repositoryRoot.appendingPathComponent("Examples/App/ProfileViewController.xib"),
            encoding: .utf8)
        // Three targets with a Base.lproj/Profile.xib each: the third used to overwrite the second.
        for target in ["A", "B", "C"] {
            let url = folder.appendingPathComponent("In/\(target)/Base.lproj/Profile.xib")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try example.replacingOccurrences(of: "ProfileViewController", with: "\(target)Controller")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try SbgenProcess.run(["loadview", "-q", "In", "--output-dir", "Out"], in: folder)
        #expect(result.status == 0)
        let output = folder.appendingPathComponent("Out")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files.first == ".sbgen-loadview")  // the ledger of what was written
        let names = Array(files.dropFirst())
        #expect(
            names == [
                "Base.lproj-Profile+LoadView.swift", "C-Base.lproj-Profile+LoadView.swift", "Profile+LoadView.swift",
            ])
        for (name, controller) in zip(names, ["B", "C", "A"]) {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("extension \(controller)Controller {"), "\(name)")
        }
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
