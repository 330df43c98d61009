import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// Launch keys set as build settings (`INFOPLIST_KEY_…`, Xcode 13's generated Info.plist): read from
/// `project.pbxproj`, merged into the target's `INFOPLIST_FILE`, or standing alone when there is no
/// Info.plist file.
@Suite struct BuildSettingLaunchKeysTests {
    /// A `project.pbxproj` with one application target whose Debug and Release configurations set
    /// `target` (one setting per line), and a project whose configurations set `project`.
    static func pbxproj(target name: String, _ target: [String], project: [String] = []) -> String {
        func configuration(_ id: String, _ configurationName: String, _ settings: [String]) -> String {
            """
                    \(id) /* \(configurationName) */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
            \(settings.map { "                \($0)" }.joined(separator: "\n"))
                        };
                        name = \(configurationName);
                    };
            """
        }
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    T1 /* \(name) */ = {
                        isa = PBXNativeTarget;
                        buildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "\(name)" */;
                        name = \(name);
                    };
                    P1 /* Project object */ = {
                        isa = PBXProject;
                        buildConfigurationList = L2 /* Build configuration list for PBXProject */;
                    };
            \(configuration("C1", "Debug", target))
            \(configuration("C2", "Release", target))
            \(configuration("C3", "Debug", project))
            \(configuration("C4", "Release", project))
                    L1 = {
                        isa = XCConfigurationList;
                        buildConfigurations = (
                            C1 /* Debug */,
                            C2 /* Release */,
                        );
                    };
                    L2 = {
                        isa = XCConfigurationList;
                        buildConfigurations = (
                            C3 /* Debug */,
                            C4 /* Release */,
                        );
                    };
                };
                rootObject = P1 /* Project object */;
            }
            """
    }

    @Test func readsEachTargetsLaunchSettingsWithTheirLines() {
        let text = Self.pbxproj(
            target: "Notes",
            [
                "GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_FILE = \"$(SRCROOT)/Notes/Info.plist\";",
                "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;", "INFOPLIST_KEY_UIMainStoryboardFile = Main;",
                "INFOPLIST_KEY_NSMainNibFile = \"$(MAIN_NIB)\";",
            ],
            project: ["INFOPLIST_KEY_NSMainStoryboardFile = \"Mac Main\";"])
        let targets = BuildSettingLaunchKeys.targets(text, path: "Apps/Notes.xcodeproj/project.pbxproj")
        #expect(
            targets == [
                BuildSettingLaunchKeys.Target(
                    name: "Notes", project: "Apps/Notes.xcodeproj/project.pbxproj",
                    infoPlistFile: "Apps/Notes/Info.plist",
                    settings: [
                        // Keys order; the project's value where the target sets none; `$(…)` not read.
                        .init(key: "UIMainStoryboardFile", value: "Main", lines: [20, 31]),
                        .init(key: "NSMainStoryboardFile", value: "Mac Main", lines: [39, 46]),
                        .init(key: "UILaunchStoryboardName", value: "LaunchScreen", lines: [19, 30]),
                    ])
            ])
    }

    @Test func valuesAreReadAsXcodeWritesThem() {
        #expect(BuildSettingLaunchKeys.value("Main /* the main one */;") == "Main")
        #expect(BuildSettingLaunchKeys.value(#""Ma\"in";"#) == #"Ma"in"#)
        #expect(BuildSettingLaunchKeys.value(#""Main;"#) == nil)
        #expect(BuildSettingLaunchKeys.value("App/Info.plist;") == "App/Info.plist")
        let text = Self.pbxproj(
            target: "App",
            ["INFOPLIST_KEY_UIMainStoryboardFile = Main${SUFFIX};", "INFOPLIST_KEY_NSMainNibFile = \"$(NIB)\";"])
        #expect(BuildSettingLaunchKeys.targets(text, path: "App.xcodeproj/project.pbxproj") == [])
    }

    /// Debug and Release name different storyboards: the first is converted, the other is a warning.
    @Test func configurationsThatDifferAreReported() {
        var text = Self.pbxproj(target: "App", ["INFOPLIST_KEY_UIMainStoryboardFile = Main;"])
        // The Release configuration's (the second) names another storyboard.
        let release = text.ranges(of: "= Main;")[1]
        text.replaceSubrange(release, with: "= Settings;")
        let setting = BuildSettingLaunchKeys.targets(text, path: "App.xcodeproj/project.pbxproj").first?.settings.first
        #expect(setting?.value == "Main")
        #expect(setting?.lines == [17])
        #expect(setting?.otherValues.map { "\($0.value):\($0.line)" } == ["Settings:24"])
    }

    /// A target's name is one folder of the output: `../` cannot leave it.
    @Test func targetNamesAreFolderNames() {
        #expect(PlistDiscovery.Plist.folderName("../../../victim") == "_________victim")
        #expect(PlistDiscovery.Plist.folderName("My App-2") == "My App-2")
        #expect(PlistDiscovery.Plist.folderName("//") == "Target")
    }

    @Test func aTargetWithoutLaunchSettingsIsNotListed() {
        let text = Self.pbxproj(target: "Kit", ["PRODUCT_NAME = Kit;", "INFOPLIST_FILE = Kit/Info.plist;"])
        #expect(BuildSettingLaunchKeys.targets(text, path: "Kit.xcodeproj/project.pbxproj") == [])
    }

    /// A macOS app of Xcode 13's template: no Info.plist file, `INFOPLIST_KEY_NSMainNibFile = MainMenu`.
    /// The main nib is converted into launch code in the target's folder, and the step names the
    /// build setting; nothing under `Info/` is written.
    @Test func mainNibFromBuildSettingsAlone() throws {
        let project = try MigrateFixtures.project([
            "Notes/MainMenu.xib": MacLaunchTests.mainMenu,
            "Notes.xcodeproj/project.pbxproj": Self.pbxproj(
                target: "Notes", ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_NSMainNibFile = MainMenu;"]),
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        #expect(
            result.files.map(\.path).filter { $0.hasPrefix("Launch/") || $0.hasPrefix("Info/") }.sorted() == [
                "Launch/Notes/AppDelegate+Launch.swift", "Launch/Notes/SbgenMain.swift",
            ])
        let plist = try #require(result.report.plists.first)
        #expect(plist.path == "Notes.xcodeproj/project.pbxproj")
        #expect(plist.launchKeys == ["NSMainNibFile=MainMenu"])
        #expect(plist.keysRemoved)
        #expect(
            plist.items.map { "\($0.file):\($0.line): \($0.severity): \($0.message)" } == [
                "Notes.xcodeproj/project.pbxproj:18: note: remove the build setting INFOPLIST_KEY_NSMainNibFile = "
                    + "MainMenu of target 'Notes' (lines 18, 26): the launch code replaces it"
            ])
        let entry = try #require(result.report.files.first { $0.path == "Notes/MainMenu.xib" })
        #expect(entry.role == "mainNib")
        #expect(entry.items.map(\.message) == [])
    }

    /// An iOS app of Xcode 13's template: the scene manifest in the Info.plist file, the main
    /// storyboard and the launch screen as build settings. The launch screen is left out (not
    /// converted, not counted), and the step says to apply the plist's diff and remove the setting.
    @Test func sceneManifestInTheFileKeysInBuildSettings() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array></dict></dict>
            </dict></plist>
            """
        let project = try MigrateFixtures.project([
            "App/Main.storyboard": LaunchCodeTests.storyboard,
            "App/LaunchScreen.storyboard": LaunchCodeTests.storyboard,
            "App/Info.plist": plist,
            "App.xcodeproj/project.pbxproj": Self.pbxproj(
                target: "App",
                [
                    "INFOPLIST_FILE = App/Info.plist;", "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
                    "INFOPLIST_KEY_UIMainStoryboardFile = Main;",
                ]),
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        #expect(result.report.files.first { $0.path == "App/LaunchScreen.storyboard" }?.role == "launchScreen")
        let entry = try #require(result.report.plists.first)
        #expect(entry.path == "App/Info.plist")
        #expect(
            entry.launchKeys == [
                "UIMainStoryboardFile=Main", "UISceneStoryboardFile=Main (Default Configuration)",
                "UILaunchStoryboardName=LaunchScreen (the launch screen: kept)",
            ])
        #expect(
            entry.items.map { "\($0.file):\($0.line): \($0.message)" } == [
                "App/Info.plist:7: call `sbgenInstallWindow(in: windowScene)` from `scene(_:willConnectTo:options:)` "
                    + "of SceneDelegate, then apply Info/App/Info.plist.diff and remove the build setting "
                    + "INFOPLIST_KEY_UIMainStoryboardFile of target 'App' (App.xcodeproj/project.pbxproj:19): the "
                    + "edited plist without the call leaves `window` nil, a black screen",
                "App.xcodeproj/project.pbxproj:19: remove the build setting INFOPLIST_KEY_UIMainStoryboardFile = Main "
                    + "of target 'App' (lines 19, 28): the launch code replaces it",
            ])
    }
    /// The plist names a scene delegate no source declares (renamed, or a typo): the launch code's
    /// `extension MySceneDelegate` would not compile, so the step is a warning that says so.
    @Test func sceneDelegateNoSourceDeclaresIsAWarning() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).MySceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array></dict></dict>
            </dict></plist>
            """
        let project = try MigrateFixtures.project([
            "App/Main.storyboard": LaunchCodeTests.storyboard,
            "App/Info.plist": plist,
            "App/SceneDelegate.swift": "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n",
            "App/MySceneDelegateHelpers.swift": "// class MySceneDelegateHelper {}\nstruct MySceneDelegateOptions {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.plists.first)
        #expect(
            entry.items.map { "\($0.severity): \($0.file):\($0.line): \($0.message)" } == [
                "warning: App/Info.plist:7: call `sbgenInstallWindow(in: windowScene)` from "
                    + "`scene(_:willConnectTo:options:)` of MySceneDelegate, then apply Info/App/Info.plist.diff: the "
                    + "edited plist without the call leaves `window` nil, a black screen; no .swift or .m file under "
                    + "the project folder declares class MySceneDelegate, which the plist names and the launch code "
                    + "extends"
            ])
    }
}
