import Foundation
import IBModel
import SbgenCore
import Testing

@Suite struct InfoPlistEditorTests {
    static var sceneManifest: [String: Any] {
        [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                        "UISceneStoryboardFile": "Main",
                    ]
                ]
            ],
        ]
    }

    /// Each key form, as (plist root, what must be found).
    static var forms: [(String, [String: Any], (InfoPlistEditor.LaunchKeys) -> Bool)] {
        [
            ("UIMainStoryboardFile", ["UIMainStoryboardFile": "Main"], { $0.mainStoryboard == "Main" }),
            ("UIMainStoryboardFile~ipad", ["UIMainStoryboardFile~ipad": "Pad"], { $0.mainStoryboardPad == "Pad" }),
            ("NSMainStoryboardFile", ["NSMainStoryboardFile": "Main"], { $0.macMainStoryboard == "Main" }),
            ("NSMainNibFile", ["NSMainNibFile": "MainWindow"], { $0.mainNib == "MainWindow" }),
            ("NSMainNibFile~ipad", ["NSMainNibFile~ipad": "MainWindow-iPad"], { $0.mainNibPad == "MainWindow-iPad" }),
            (
                "UISceneStoryboardFile", ["UIApplicationSceneManifest": sceneManifest],
                {
                    $0.usesScenes && $0.sceneStoryboards.first?.storyboard == "Main"
                        && $0.sceneStoryboards.first?.delegateClass == "SceneDelegate"
                }
            ),
        ]
    }

    static let keyNames = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "NSMainStoryboardFile", "NSMainNibFile",
        "NSMainNibFile~ipad", "UISceneStoryboardFile",
    ]

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func everyKeyFormIsFoundAndRemoved(format: PropertyListSerialization.PropertyListFormat) throws {
        for (name, launchKeys, check) in Self.forms {
            var root: [String: Any] = ["CFBundleName": "App", "LSRequiresIPhoneOS": true]
            root.merge(launchKeys) { _, new in new }
            let data = try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            let edit = try InfoPlistEditor.edit(data, path: "App/Info.plist")
            #expect(check(edit.keys), "\(name) not found")
            #expect(!edit.keys.isEmpty)
            #expect(edit.wasBinary == (format == .binary))
            for key in Self.keyNames { #expect(!edit.edited.contains("<key>\(key)</key>"), "\(name): \(key) left") }
            #expect(edit.edited.contains("<key>CFBundleName</key>"))
            #expect(edit.edited.contains("<true/>"), "booleans stay booleans")
            #expect(edit.diff.hasPrefix("--- App/Info.plist\n+++ App/Info.plist\n@@ "))
            #expect(edit.diff.contains("<key>\(name)</key>"), "\(name): removal missing from the diff")
            // The edited plist reads back, without launch keys.
            let reread = try InfoPlistEditor.edit(Data(edit.edited.utf8), path: "App/Info.plist")
            #expect(reread.keys.isEmpty)
            #expect(reread.diff.isEmpty)
        }
    }

    @Test func xmlDiffTouchesOnlyTheRemovedLines() throws {
        let url = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/App/Info.plist")
        let edit = try InfoPlistEditor.edit(try Data(contentsOf: url), path: "Info.plist")
        let changed = edit.diff.split(separator: "\n").filter {
            ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
        }
        #expect(
            changed == [
                "-\t\t\t\t\t<key>UISceneStoryboardFile</key>", "-\t\t\t\t\t<string>Main</string>",
                "-\t<key>UIMainStoryboardFile</key>", "-\t<string>Main</string>",
            ])
    }

    /// Keys in Xcode's order (not sorted), a comment and odd indentation stay as they were: only the
    /// launch keys' lines go.
    @Test func xmlEditKeepsKeyOrderAndComments() throws {
        let original = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>UIDesignRequiresCompatibility</key>
              <true/>
              <!-- the app's fonts -->
              <key>UIAppFonts</key>
              <array><string>A.ttf</string></array>
              <key>UIMainStoryboardFile</key>
              <string>Main</string>
              <key>CFBundleName</key>
              <string>App</string>
            </dict>
            </plist>

            """
        let edit = try InfoPlistEditor.edit(Data(original.utf8), path: "Info.plist")
        #expect(
            edit.edited
                == original.replacingOccurrences(
                    of: "  <key>UIMainStoryboardFile</key>\n  <string>Main</string>\n", with: ""))
    }

    @Test func utf16PlistDiffIsText() throws {
        let utf8 = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "App", "UIMainStoryboardFile": "Main"], format: .xml, options: 0)
        let text = String(decoding: utf8, as: UTF8.self).replacingOccurrences(of: "UTF-8", with: "UTF-16")
        for encoding in [String.Encoding.utf16] {  // with a byte-order mark: Foundation reads UTF-16 plists only so
            let edit = try InfoPlistEditor.edit(text.data(using: encoding)!, path: "Info.plist")
            #expect(edit.keys.mainStoryboard == "Main")
            #expect(!edit.diff.contains("\u{0}"))
            let changed = edit.diff.split(separator: "\n").filter {
                ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
            }
            #expect(changed == ["-\t<key>UIMainStoryboardFile</key>", "-\t<string>Main</string>"])
        }
    }

    @Test func notAPlist() {
        #expect(throws: DiagnosticError.self) { try InfoPlistEditor.edit(Data("hello".utf8), path: "Info.plist") }
        let array = try? PropertyListSerialization.data(fromPropertyList: ["a"], format: .xml, options: 0)
        #expect(throws: DiagnosticError.self) { try InfoPlistEditor.edit(array ?? Data(), path: "Info.plist") }
    }

    @Test func unifiedDiffFormat() {
        let diff = UnifiedDiff.make("a\nb\nc\n", "a\nc\n", oldName: "x", newName: "x")
        #expect(diff == "--- x\n+++ x\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
        #expect(UnifiedDiff.make("same\n", "same\n", oldName: "x", newName: "x") == "")
    }
}
