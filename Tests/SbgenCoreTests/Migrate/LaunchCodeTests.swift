import Foundation
import IBModel
import SbgenCore
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

    @Test func padStoryboardIsReported() throws {
        let result = try migrate(
            plist: ["UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "Pad"], format: .xml)
        #expect(
            result.report.plists.first?.items.map(\.message) == [
                "UIMainStoryboardFile~ipad (Pad) not converted: UIKit used it on iPad; make the initial controller of "
                    + "Pad.storyboard the root there (UIDevice.current.userInterfaceIdiom == .pad; not in the SDK fact sheet)",
                "launch keys kept: not everything they did is generated",
            ])
        // The key stays in the edited Info.plist: the launch code does not replace it yet.
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
