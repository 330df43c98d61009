import Foundation
import TestSupport
import Testing

/// Mistakes a new user made with the documented commands: each gets a clear error, never broken code.
@Suite struct UserMistakeTests {
    @Test(arguments: ["scenes", "segues", "reuse-identifiers", "nibs"])
    func aCopiedBuiltinTemplateRendersTheSame(template: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-copy-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try SbgenProcess.run(["template", "cat", template])
        #expect(copy.status == 0)
        #expect(!copy.stdout.contains("{% include"))
        let path = folder.appendingPathComponent("my-\(template).stencil").path
        try copy.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let builtin = try SbgenProcess.run(["generate", "--template", template, "Examples/App"])
        let custom = try SbgenProcess.run(["generate", "--template-path", path, "--trim", "smart", "Examples/App"])
        #expect(builtin.status == 0 && custom.status == 0)
        #expect(custom.stdout == builtin.stdout)
    }

    /// A folder with no IB file is an error in every command that reads IB files (exit 1, nothing on
    /// standard output), not a warning and an empty result.
    @Test(arguments: [["dump"], ["loadview"], ["generate", "--template", "scenes"]])
    func aFolderWithoutIBFilesIsAnError(command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-empty-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(command + ["Empty"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let verb =
            ["dump": "dump", "loadview": "convert"][command[0]].map { "to \($0)" } ?? "to generate 'scenes' from"
        let location = command[0] == "generate" ? "scenes" : "Empty"
        #expect(
            result.stderr
                == "Empty: warning: no .storyboard or .xib file in this folder\n\(location): error: no storyboard or xib "
                + "\(verb)\nsbgen: 1 error, 1 warning\n")
    }

    @Test func builtinTemplatesRefuseOneFilePerInput() throws {
        let result = try SbgenProcess.run([
            "generate", "--template", "scenes", "-o", ".build/per-file/", "Examples/App",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                .build/per-file/Examples_App_IngredientCell.xib+scenes.swift: error: the built-in template 'scenes' \
                declares one namespace for all inputs, so one file per input would not compile; give one output file
                sbgen: 1 error, 0 warnings

                """)
    }

    @Test func builtinTemplatesTakeOneFilePerInputForOneInput() throws {
        let folder = ".build/per-file-one-\(UUID().uuidString)/"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try SbgenProcess.run([
            "generate", "--template", "scenes", "-o", folder, "Examples/App/Main.storyboard",
        ])
        #expect(result.status == 0)
        let alone = try SbgenProcess.run(["generate", "--template", "scenes", "Examples/App/Main.storyboard"])
        let written = try String(
            contentsOfFile: folder + "Examples_App_Main.storyboard+scenes.swift", encoding: .utf8)
        #expect(written == alone.stdout)
    }

    /// `customModule="My-App"` (edited by hand; Xcode writes `My_App`) is neither imported nor
    /// prefixed (`import My-App` does not compile): the class is used unqualified, with a warning
    /// once per file. `$(PRODUCT_MODULE_NAME)` unexpanded is the target's own module.
    @Test func aCustomModuleThatIsNoSwiftNameIsLeftOutWithAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-module-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="a">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="List" id="a" customClass="ListViewController" customModule="My-App" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="Detail" id="b" customClass="DetailViewController" customModule="$(PRODUCT_MODULE_NAME)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try SbgenProcess.run(["generate", "--template", "scenes", "Main.storyboard"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Main.storyboard:6: warning: custom module 'My-App' is not a Swift module name (Xcode names a module \
                'My_App'); accessors use its classes, such as 'ListViewController', without it
                sbgen: 0 errors, 1 warning

                """)
        #expect(!result.stdout.contains("import My"))
        #expect(!result.stdout.contains("$(PRODUCT_MODULE_NAME)"))
        #expect(result.stdout.contains("InitialSceneType<Main, ListViewController>()"))
        #expect(result.stdout.contains("SceneType<Main, DetailViewController>(identifier: \"Detail\")"))
    }

    @Test func missingTemplateFileSaysWhy() throws {
        let result = try SbgenProcess.run(["generate", "--template-path", "nope.stencil", "Examples/App"])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                nope.stencil: error: cannot read template file: no such file
                sbgen: 1 error, 0 warnings

                """)
    }

    @Test func builtinTemplatesRefuseMixedPlatforms() throws {
        let result = try SbgenProcess.run(
            ["generate", "--template", "scenes", "Examples/App/Main.storyboard", "Examples/Mac/Main.storyboard"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Examples/App/Main.storyboard:2:1: error: inputs for both AppKit (macOS) and UIKit (iOS, tvOS) in one \
                'scenes' output; the built-in templates generate for one of them: give each its own output (e.g. \
                Examples/App and Examples/Mac)
                sbgen: 1 error, 0 warnings

                """)
    }

    @Test func mistypedBuiltinTemplateName() throws {
        let result = try SbgenProcess.run(["generate", "--template", "scene", "Examples/App"])
        // A bad option value: wrong usage (64), like an unknown --context.
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                error: no built-in template named 'scene'; did you mean 'scenes'?
                Usage: sbgen generate [options] [<file|dir> ...]
                See 'sbgen generate --help'.

                """)
    }

    @Test func loadviewWithAnUnknownIdentifier() throws {
        let result = try SbgenProcess.run(["loadview", "Examples/App/Main.storyboard", "--identifier", "Nope"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Examples/App/Main.storyboard: error: no scene or xib object with identifier 'Nope' in the inputs
                sbgen: 1 error, 0 warnings

                """)
    }

    /// `--module` must be a module name: Xcode's spelling of one is suggested, nothing is written.
    @Test func aModuleThatIsNoModuleName() throws {
        for (command, given, message) in [
            ("loadview", "My App", "error: --module 'My App' is not a Swift module name; did you mean 'My_App'?"),
            ("migrate", "2048", "error: --module '2048' is not a Swift module name; did you mean '_2048'?"),
            ("loadview", "", "error: --module needs a module name"),
        ] {
            let result = try SbgenProcess.run(
                [command, "Examples/App", "--module", given, "--dry-run"].filter {
                    command == "migrate" || $0 != "--dry-run"
                })
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
        }
    }

    @Test func builtinTemplateParametersAreChecked() throws {
        let typo = try SbgenProcess.run(["generate", "--template", "scenes", "--param", "publicAcess", "Examples/App"])
        #expect(typo.status == 0)
        #expect(
            typo.stderr == """
                --param publicAcess: warning: the built-in template 'scenes' has no parameter 'publicAcess'; did you \
                mean 'publicAccess'? (see docs/Templates.md)
                sbgen: 0 errors, 1 warning

                """)
        let bare = try SbgenProcess.run(["generate", "--template", "scenes", "--param", "enumName", "Examples/App"])
        #expect(bare.status == 1)
        #expect(bare.stdout == "")
        #expect(
            bare.stderr
                == "--param enumName: error: parameter 'enumName' needs one value: --param enumName=VALUE\nsbgen: 1 error, 0 warnings\n"
        )
        let number = try SbgenProcess.run(["generate", "--template", "nibs", "--param", "enumName=3", "Examples/App"])
        #expect(number.status == 1)
        #expect(
            number.stderr
                == "--param enumName: error: enumName '3' is not a Swift type name\nsbgen: 1 error, 0 warnings\n")
    }
}
