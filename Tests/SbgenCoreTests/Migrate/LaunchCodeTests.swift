import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import Testing

/// The launch code for each way an `Info.plist` names the main interface, from a temporary project.
@Suite struct LaunchCodeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func migrate(
        plist root: [String: Any], format: PropertyListSerialization.PropertyListFormat, extra: [String: String] = [:]
    )
        throws -> Migrator.Result
    {
        var files = ["Main.storyboard": Self.storyboard]
        files.merge(extra) { _, new in new }
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try data.write(to: project.appendingPathComponent("App/Info.plist"))
        return try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
    }

    func file(_ result: Migrator.Result, _ path: String) -> String? { result.files.first { $0.path == path }?.contents }

    /// Keys nothing replaces are reported and kept: removing them would leave the app without its
    /// interface (on iPad) with no code doing what they did.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func keysNotConvertedAreKept(format: PropertyListSerialization.PropertyListFormat) throws {
        let kept = "launch keys kept: not everything they did is generated"
        let cases: [([String: Any], [String], [String])] = [
            (
                ["UIMainStoryboardFile~ipad": "Main"],
                ["UIMainStoryboardFile~ipad=Main"],
                ["UIMainStoryboardFile~ipad 'Main' without UIMainStoryboardFile is not converted", kept]
            ),
            (
                ["UIMainStoryboardFile": ["Main"]],
                ["UIMainStoryboardFile=(not a string)"],
                ["UIMainStoryboardFile: the value is not a string; not converted", kept]
            ),
            (
                ["UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": ["Pad"], "NSMainNibFile~ipad": "Window"],
                ["UIMainStoryboardFile=Main", "NSMainNibFile~ipad=Window", "UIMainStoryboardFile~ipad=(not a string)"],
                [
                    "UIMainStoryboardFile~ipad: the value is not a string; not converted",
                    "NSMainNibFile~ipad 'Window' is not converted", kept,
                ]
            ),
        ]
        for (plist, keys, messages) in cases {
            let result = try migrate(plist: plist, format: format)
            let entry = try #require(result.report.plists.first)
            #expect(entry.launchKeys == keys)
            #expect(entry.items.map(\.message) == messages)
            #expect(entry.keysRemoved == false)
            #expect(file(result, "Info/App/Info.plist") == nil)
        }
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func sceneStoryboard(format: PropertyListSerialization.PropertyListFormat) throws {
        let result = try migrate(
            plist: ["UIApplicationSceneManifest": InfoPlistEditorTests.sceneManifest], format: format)
        let launch = try #require(file(result, "Launch/App/SceneDelegate+Launch.swift"))
        #expect(launch.contains("extension SceneDelegate {"))
        #expect(launch.contains("func sbgenInstallWindow(in windowScene: UIWindowScene) {"))
        #expect(
            launch.contains(
                """
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = MainFlow.makeInitialViewController()
                        self.window = window
                        window.makeKeyAndVisible()
                """))
        #expect(result.report.plists.first?.keysRemoved == true)
        #expect(file(result, "Info/App/Info.plist")?.contains("UISceneStoryboardFile") == false)
        #expect(
            file(result, "Info/App/Info.plist.diff")?.contains("-\t\t\t\t\t<key>UISceneStoryboardFile</key>") == true)
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func mainStoryboardWithoutScenes(format: PropertyListSerialization.PropertyListFormat) throws {
        let result = try migrate(plist: ["UIMainStoryboardFile": "Main"], format: format)
        let launch = try #require(file(result, "Launch/App/AppDelegate+Launch.swift"))
        #expect(launch.contains("extension AppDelegate {"))
        #expect(launch.contains("let window = UIWindow(frame: UIScreen.main.bounds)"))
        #expect(launch.contains("window.makeKeyAndVisible()"))
        #expect(result.report.plists.first?.launchKeys == ["UIMainStoryboardFile=Main"])
    }

    static let padStoryboard = storyboard.replacingOccurrences(of: "HomeViewController", with: "PadHomeViewController")

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func padStoryboardChosenByIdiom(format: PropertyListSerialization.PropertyListFormat) throws {
        let result = try migrate(
            plist: ["UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "Pad", "CFBundleName": "App"],
            format: format, extra: ["Pad.storyboard": Self.padStoryboard])
        let launch = try #require(file(result, "Launch/App/AppDelegate+Launch.swift"))
        #expect(
            launch.contains(
                """
                    /// Does what UIKit did for `UIMainStoryboardFile` = Main and `UIMainStoryboardFile~ipad` = Pad in App/Info.plist.
                    /// Call it first in `application(_:didFinishLaunchingWithOptions:)`.
                    func sbgenInstallWindow() {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            window.rootViewController = PadFlow.makeInitialViewController()
                        } else {
                            window.rootViewController = MainFlow.makeInitialViewController()
                        }
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                """), "\(launch)")
        // The one step: call the launch code (LaunchCallStepTests).
        #expect(
            result.report.plists.first?.items.map(\.message) == [
                "call `sbgenInstallWindow()` first in `application(_:didFinishLaunchingWithOptions:)` of AppDelegate, "
                    + "then apply Info/App/Info.plist.diff: the edited plist without the call leaves `window` nil, a black screen"
            ])
        #expect(
            result.report.plists.first?.launchKeys == ["UIMainStoryboardFile=Main", "UIMainStoryboardFile~ipad=Pad"])
        // Both keys are replaced, so both leave the edited Info.plist; the rest stays.
        #expect(result.report.plists.first?.keysRemoved == true)
        let plist = try #require(file(result, "Info/App/Info.plist"))
        #expect(!plist.contains("UIMainStoryboardFile"))
        #expect(plist.contains("<key>CFBundleName</key>"))
        let diff = try #require(file(result, "Info/App/Info.plist.diff"))
        #expect(diff.contains("-\t<key>UIMainStoryboardFile</key>\n-\t<string>Main</string>"), "\(diff)")
        #expect(diff.contains("-\t<key>UIMainStoryboardFile~ipad</key>\n-\t<string>Pad</string>"), "\(diff)")
        // The launch code and both flows type-check against the UIKit surface (UIDevice from UIDevice.h).
        let standIns = """
            class AppDelegate: UIResponder { var window: UIWindow? }
            class HomeViewController: UIViewController {}
            class PadHomeViewController: UIViewController {}
            """
        let swift = result.files.filter { $0.path.hasSuffix(".swift") }.map(\.contents)
            .map { $0.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n") }
        let source = "import UIKit\n" + standIns + "\n" + swift.joined(separator: "\n")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, warningsAsErrors: false)
        // Only UIWindow(frame:) and UIScreen.main warn (deprecated in iOS 26), as for the plain key.
        #expect(
            diagnostics.allSatisfy { "\($0)".contains("warning:") && "\($0)".contains("deprecated") }, "\(diagnostics)")
    }

    @Test func padStoryboardWithoutInitialControllerKeepsTheKeys() throws {
        let result = try migrate(
            plist: ["UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "Pad"], format: .xml)
        #expect(
            result.report.plists.first?.items.map(\.message) == [
                "the main storyboard 'Pad' has no initial view controller or was not found",
                "launch keys kept: not everything they did is generated",
            ])
        let launch = try #require(file(result, "Launch/App/AppDelegate+Launch.swift"))
        #expect(launch.contains("window.rootViewController = MainFlow.makeInitialViewController()"))
        #expect(!launch.contains("UIDevice"))
        #expect(result.report.plists.first?.keysRemoved == false)
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func mainNib(format: PropertyListSerialization.PropertyListFormat) throws {
        let legacy = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationLegacyApp")
        let result = try migrate(
            plist: ["NSMainNibFile": "MainWindow"], format: format,
            extra: [
                "MainWindow.xib": try String(
                    contentsOf: legacy.appendingPathComponent("MainWindow.xib"), encoding: .utf8)
            ])
        let launch = try #require(file(result, "Launch/App/AppDelegate+Launch.swift"))
        #expect(
            launch.contains(
                """
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        let navigationController = UINavigationController()
                        let viewController = RootViewController()
                        viewController.navigationItem.title = "Notes"
                        navigationController.viewControllers = [viewController]
                        window.rootViewController = navigationController
                        self.window = window
                        self.navigationController = navigationController
                        window.makeKeyAndVisible()
                """))
        let main = try #require(file(result, "Launch/App/main.swift"))
        #expect(
            main.contains(
                "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))")
        )
        #expect(result.report.plists.first?.keysRemoved == true)
    }

    @Test func macStoryboardIsKept() throws {
        let result = try migrate(plist: ["NSMainStoryboardFile": "Main"], format: .binary)
        #expect(result.report.plists.first?.keysRemoved == false)
        #expect(file(result, "Info/App/Info.plist") == nil)
        #expect(result.report.plists.first?.items.contains { $0.message.contains("NSMainStoryboardFile") } == true)
    }
}
