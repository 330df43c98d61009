import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import Testing

/// The launch code and the flow at the lowest deployment target and at a current one: the scene
/// code is iOS 13 code, the window code of an app without scenes is marked deprecated (iOS 26), the
/// flow's SF Symbols and presentation styles go inside `if #available`. Each output compiles at its
/// target against the surface with its availability (`AvailabilityCheck`), and the current target's
/// output does not at the lowest one.
@Suite("Launch and flow code at the deployment target", .serialized)
struct LaunchDeploymentTargetTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="tab">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" image="house" id="t1"/>
                            <connections>
                                <segue destination="vc2" kind="presentation" identifier="showDetail" modalPresentationStyle="automatic" id="p1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="house" catalog="system" width="24" height="24"/>
            </resources>
        </document>
        """

    static let iOS12 = DeploymentTargets([DeploymentTarget(.iOS, OSVersion(12))])
    static let iOS26 = DeploymentTargets([DeploymentTarget(.iOS, OSVersion(26))])

    /// `migrate --dry-run` of a project with `Main.storyboard` and `plist` at `targets`.
    func migrate(plist root: [String: Any], targets: DeploymentTargets) throws -> Migrator.Result {
        let project = try MigrateFixtures.project(["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: project) }
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try data.write(to: project.appendingPathComponent("App/Info.plist"))
        return try Migrator.migrate(
            MigrationOptions(project: project.path, dryRun: true, viewCode: .none, deploymentTargets: targets))
    }

    func file(_ result: Migrator.Result, _ path: String) -> String? { result.files.first { $0.path == path }?.contents }

    @Test func sceneCodeIsIOS13CodeBelowIt() throws {
        let low = try #require(
            file(
                try migrate(
                    plist: ["UIApplicationSceneManifest": InfoPlistEditorTests.sceneManifest], targets: Self.iOS12),
                "Launch/App/SceneDelegate+Launch.swift"))
        #expect(
            low.contains("import UIKit\n\n@available(iOS 13.0, *)\n@MainActor\nextension SceneDelegate {"), "\(low)")
        let high = try #require(
            file(
                try migrate(
                    plist: ["UIApplicationSceneManifest": InfoPlistEditorTests.sceneManifest], targets: Self.iOS26),
                "Launch/App/SceneDelegate+Launch.swift"))
        #expect(high.contains("import UIKit\n\n@MainActor\nextension SceneDelegate {"), "\(high)")
    }

    @Test func windowCodeWithoutScenesIsMarkedDeprecated() throws {
        for targets in [Self.iOS12, Self.iOS26] {
            let result = try migrate(plist: ["UIMainStoryboardFile": "Main"], targets: targets)
            let launch = try #require(file(result, "Launch/App/AppDelegate+Launch.swift"))
            #expect(
                launch.contains(
                    """
                    @available(iOS, deprecated: 26.0, message: "UIWindow(frame:) and UIScreen.main are deprecated in iOS 26: \
                    adopt the scene life cycle (UIApplicationSceneManifest) and create the window with UIWindow(windowScene:)")
                    @available(tvOS, deprecated: 26.0, message: "UIWindow(frame:) and UIScreen.main are deprecated in tvOS 26: \
                    adopt the scene life cycle (UIApplicationSceneManifest) and create the window with UIWindow(windowScene:)")
                    @MainActor
                    extension AppDelegate {
                    """), "\(launch)")
            let messages = result.report.plists.first?.items.map(\.message) ?? []
            let warning =
                "the app has no scene manifest: at iOS 26 its window code (UIWindow(frame:), UIScreen.main) is "
                + "deprecated; the generated function is marked deprecated, so calling it warns until the app adopts "
                + "the scene life cycle"
            let call =
                "call `sbgenInstallWindow()` first in `application(_:didFinishLaunchingWithOptions:)` of AppDelegate, "
                + "then apply Info/App/Info.plist.diff: the edited plist without the call leaves `window` nil, a black screen"
            #expect(messages == (targets == Self.iOS26 ? [warning] : []) + [call])
        }
    }

    @Test func flowUsesNewerAPIInsideAvailabilityChecks() throws {
        let low = try #require(
            file(try migrate(plist: ["UIMainStoryboardFile": "Main"], targets: Self.iOS12), "Swift/Main+Flow.swift"))
        #expect(
            low.contains(
                """
                        if #available(iOS 13.0, *) {
                            controller.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                        } else {
                            controller.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
                        }
                """), "\(low)")
        #expect(
            low.contains(
                """
                        if #available(iOS 13.0, *) {
                            destination.modalPresentationStyle = .automatic
                        }
                """), "\(low)")
        let high = try #require(
            file(try migrate(plist: ["UIMainStoryboardFile": "Main"], targets: Self.iOS26), "Swift/Main+Flow.swift"))
        #expect(
            high.contains(
                "        controller.tabBarItem = UITabBarItem(title: \"Home\", image: UIImage(systemName: \"house\"), tag: 0)"
            ), "\(high)")
        #expect(high.contains("        destination.modalPresentationStyle = .automatic\n"), "\(high)")
    }

    /// The launch code of both kinds and the flow, with the classes a project declares (its scene
    /// delegate is iOS 13 code, as at any target below iOS 13).
    func sources(_ targets: DeploymentTargets) throws -> [String] {
        let scenes = try migrate(
            plist: ["UIApplicationSceneManifest": InfoPlistEditorTests.sceneManifest], targets: targets)
        let delegate = try migrate(plist: ["UIMainStoryboardFile": "Main"], targets: targets)
        let standIns = """
            final class AppDelegate: UIResponder { var window: UIWindow? }
            @available(iOS 13.0, *)
            final class SceneDelegate: UIResponder { var window: UIWindow? }
            final class HomeViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            """
        return [
            standIns, try #require(file(scenes, "Launch/App/SceneDelegate+Launch.swift")),
            try #require(file(delegate, "Launch/App/AppDelegate+Launch.swift")),
            try #require(file(delegate, "Swift/Main+Flow.swift")),
        ]
    }

    @Test func eachTargetsCodeCompilesAtItsTarget() throws {
        for (targets, version) in [(Self.iOS12, "12.0"), (Self.iOS26, "26.0")] {
            let diagnostics = try AvailabilityCheck.check(
                try sources(targets), at: AvailabilityCheck.Target(.iOS, version))
            #expect(
                diagnostics.isEmpty, "at iOS \(version):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func currentTargetsCodeFailsAtTheLowestTarget() throws {
        let diagnostics = try AvailabilityCheck.check(
            try sources(Self.iOS26), at: AvailabilityCheck.Target(.iOS, "12.0"))
        let messages = diagnostics.map { "\($0.file): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("Checked1.swift: 'UIWindowScene' is only available in iOS 13.0") })
        #expect(messages.contains { $0.hasPrefix("Checked3.swift: 'init(systemName:)' is only available in iOS 13.0") })
        #expect(messages.contains { $0.hasPrefix("Checked3.swift: 'automatic' is only available in iOS 13.0") })
    }
}
