import Foundation
import TestSupport
import Testing

/// `sbgen generate` with the built-in accessor templates, as a user runs it: exact output.
@Suite struct GenerateCommandTests {
    /// No target module from the test run's own environment.
    static let environment = ["PRODUCT_MODULE_NAME": ""]

    @Test(arguments: ["scenes", "segues", "reuse-identifiers", "nibs"])
    func builtinTemplateOverTheIOSExample(_ template: String) throws {
        let result = try SbgenProcess.run(
            ["generate", "--template", template, "Examples/App"], environment: Self.environment)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        GoldenFile.check(result.stdout, against: "Tests/sbgenTests/Golden/generate-\(template)-App.swift")
    }

    @Test func parametersAndTargetModule() throws {
        let result = try SbgenProcess.run(
            [
                "generate", "--template", "scenes", "--param", "publicAccess", "--param", "enumName=Scenes",
                "--param", "ignoreTargetModule", "Examples/Mac",
            ], environment: ["PRODUCT_MODULE_NAME": "RecipeBookMac"])
        #expect(result.status == 0)
        GoldenFile.check(result.stdout, against: "Tests/sbgenTests/Golden/generate-scenes-Mac-public.swift")
    }

    @Test func writesTheOutputFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-generate-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Scenes.swift").path
        let result = try SbgenProcess.run(
            ["generate", "--template", "scenes", "-o", output, "Examples/App"], environment: Self.environment)
        #expect(result.status == 0)
        let printed = try SbgenProcess.run(
            ["generate", "--template", "scenes", "Examples/App"], environment: Self.environment)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed.stdout)
    }

    @Test func listsTheBuiltinTemplates() throws {
        let result = try SbgenProcess.run(["template", "list"])
        #expect(result.status == 0)
        #expect(result.stdout == "nibs\nreuse-identifiers\nscenes\nsegues\n")
    }

    @Test func conflictsAreWarnedWithBothLocations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-conflicts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="a"><objects><viewController storyboardIdentifier="show-list" id="x" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="b"><objects><viewController storyboardIdentifier="show list" id="y" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(
            ["generate", "--template", "scenes", "Main.storyboard"], in: folder, environment: Self.environment)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Main.storyboard:4: warning: scene 'show-list' maps to Swift name 'showList' in StoryboardScene.Main, \
                but 'show list' (Main.storyboard:5) has that name too; it is named 'showList2'
                sbgen: 0 errors, 1 warning

                """)
        #expect(
            result.stdout.contains(
                #"static let showList2 = SceneType<Main, UIKit.UIViewController>(identifier: "show-list")"#))
        // Four outputs, two contexts (the parameters differ): the warning is still printed once.
        let config = """
            {"inputs": ["Main.storyboard"], "outputs": [
              {"template": "scenes", "output": "A.swift"}, {"template": "segues", "output": "B.swift"},
              {"template": "scenes", "output": "C.swift", "params": {"enumName": "Scenes"}},
              {"template": "nibs", "output": "D.swift"}]}
            """
        try config.write(to: folder.appendingPathComponent("sbgen.json"), atomically: true, encoding: .utf8)
        let four = try SbgenProcess.run(["generate", "-q"], in: folder, environment: Self.environment)
        #expect(four.status == 0)
        #expect(four.stderr == "")
        let all = try SbgenProcess.run(["generate"], in: folder, environment: Self.environment)
        #expect(all.stderr.components(separatedBy: "it is named 'showList2'").count == 2, "\(all.stderr)")
        #expect(all.stderr.hasSuffix("sbgen: 0 errors, 1 warning\n"))
    }
}
