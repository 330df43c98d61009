import Foundation
import IBModel
import SbgenCore
import Testing

/// `sbgen.json`: decoding, every kind of located error, globs and exclusions, the starter file.
@Suite struct SbgenConfigTests {
    /// A temporary folder with `files` (path → contents), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-config-\(UUID())")
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func decodesEveryKey() throws {
        let root = try Self.folder([
            "sbgen.json": """
            {
              "//": "comment",
              "inputs": "App",
              "exclude": ["**/fr.lproj"],
              "strict": true,
              "outputs": [
                {"templatePath": "t.stencil", "output": "Gen/", "context": "swiftgen", "trim": "smart",
                 "params": {"enumName": "S", "public": true, "off": false, "pt": {"x": 1}, "v": ["a", "b"]}},
                {"template": "scenes", "strict": false}
              ]
            }
            """,
            "t.stencil": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("sbgen.json").path
        let (config, diagnostics) = SbgenConfig.load(path: path)
        #expect(diagnostics == [])
        let output = try #require(config?.outputs.first)
        #expect(config?.inputs.map(\.value) == ["App"])
        #expect(config?.exclude.map(\.value) == ["**/fr.lproj"])
        #expect(output.templatePath?.value == "t.stencil")
        #expect(output.name == "t")
        #expect(output.output?.value == "Gen/")
        #expect(output.context?.value == "swiftgen")
        #expect(output.params == ["enumName=S", "public", "pt.x=1", "v=a", "v=b"])
        #expect(config?.strict == true)
        #expect(output.strict == nil)
        #expect(config?.outputs.map { config!.isStrict($0) } == [true, false])
        #expect(config?.resolve("t.stencil") == root.path + "/t.stencil")
    }

    @Test func lintReportsEveryProblemWithItsPosition() throws {
        let root = try Self.folder([
            "sbgen.json": """
            {
              "inputs": ["Missing", 3, "*.nothing"],
              "ouput": "x",
              "outputs": [
                {"template": "scenez", "context": "swiftgne"},
                {"templatePath": "nope.stencil", "trim": 4, "tempate": "x"},
                {"output": "a.swift"}
              ]
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("sbgen.json").path
        let lines = SbgenConfig.lint(path: path).map {
            $0.description.replacingOccurrences(of: root.path + "/", with: "")
        }
        #expect(
            lines == [
                "sbgen.json:2:14: error: input 'Missing' does not exist",
                "sbgen.json:2:25: error: 'inputs' must be a string, found a number",
                "sbgen.json:2:28: warning: '*.nothing' matches no storyboard or xib",
                "sbgen.json:3:3: error: unknown key 'ouput'; did you mean 'outputs'?",
                "sbgen.json:5:18: error: no built-in template named 'scenez'; did you mean 'scenes'?",
                "sbgen.json:5:39: error: unknown context 'swiftgne'; did you mean 'swiftgen'?",
                "sbgen.json:6:22: error: template file 'nope.stencil' does not exist",
                "sbgen.json:6:46: error: 'trim' must be a string, found a number",
                "sbgen.json:6:49: error: unknown key 'tempate'; did you mean 'template'?",
                "sbgen.json:7:5: error: an 'outputs' entry needs 'template' or 'templatePath'",
            ])
        #expect(SbgenConfig.load(path: path).0 == nil)
    }

    @Test func globsAndExclusionsPickInputs() throws {
        let storyboard = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>"
        let root = try Self.folder([
            "App/Base.lproj/Main.storyboard": storyboard, "App/fr.lproj/Main.storyboard": storyboard,
            "App/Cells/Cell.xib": storyboard, "App/Legacy/Old.xib": storyboard, "Other/X.xib": storyboard,
            "sbgen.json":
                #"{"inputs": ["App/**/*.storyboard", "App/Cells", "App/Legacy"], "exclude": ["**/fr.lproj", "App/Leg*"]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = try #require(SbgenConfig.load(path: root.appendingPathComponent("sbgen.json").path).0)
        let (files, diagnostics) = config.collectInputs()
        #expect(diagnostics == [])
        #expect(
            files.map { String($0.dropFirst(root.path.count + 1)) } == [
                "App/Base.lproj/Main.storyboard", "App/Cells/Cell.xib",
            ])
    }

    @Test func globMatching() {
        #expect(Glob("**/*.xib").matches("a/b/c.xib"))
        #expect(Glob("**/*.xib").matches("c.xib"))
        #expect(!Glob("*.xib").matches("a/c.xib"))
        #expect(Glob("a/?.xib").matches("a/b.xib"))
        #expect(Glob("fr.lproj").matchesItselfOrAncestor("fr.lproj/Main.storyboard"))
        #expect(!Glob("fr.lproj").matchesItselfOrAncestor("App/fr.lproj/Main.storyboard"))
        #expect(Glob("App/**").baseFolder == "App")
    }

    @Test func theStarterLintsClean() throws {
        let root = try Self.folder(["sbgen.json": SbgenConfig.starter()])
        defer { try? FileManager.default.removeItem(at: root) }
        let diagnostics = SbgenConfig.lint(path: root.appendingPathComponent("sbgen.json").path)
        #expect(diagnostics.filter { $0.severity == .error } == [])
        #expect(SbgenConfig.starter(templates: ["scenes"]).contains(#""template": "scenes""#))
    }

    /// Outputs that write one file: the same path spelled two ways, or one folder with the same template.
    @Test func lintFindsTwoOutputsWritingOneFile() throws {
        let config = """
            {"inputs": ["A.xib"], "outputs": [
              {"template": "scenes", "output": "Gen/S.swift"},
              {"template": "segues", "output": "Gen/../Gen//S.swift"},
              {"template": "nibs", "output": "Each/"},
              {"template": "nibs", "output": "./Each/"},
              {"template": "scenes", "output": "Each/"}]}
            """
        let root = try Self.folder(["sbgen.json": config, "A.xib": "<document/>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("sbgen.json").path
        #expect(
            SbgenConfig.lint(path: path).map(\.description) == [
                "\(path):3:36: error: 'Gen/../Gen//S.swift' writes the same file as 'Gen/S.swift' of another output",
                "\(path):5:34: error: './Each/' writes the same files as 'Each/' of another output",
            ])
    }
}
