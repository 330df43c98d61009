import Foundation
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// IB actions whose methods the project's sources declare where the generated extension (another
/// file) cannot name them, as Simplenote's `@IBAction private func signInWasPressed(_:)`: `private`,
/// `fileprivate`, or in a `private extension`. Each such `addTarget` is written as a comment with a
/// step naming the declaration, and the action is not counted as converted; an internal action is
/// connected. Golden in `Golden/Migrate/PrivateActions/`.
@Suite(.serialized) struct PrivateActionMigrationTests {
    static let header = MultiTargetMigrationTests.header

    static func button(_ id: String, _ title: String, y: Int, action: String, event: String = "touchUpInside") -> String
    {
        """
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)">
                                            <rect key="frame" x="0.0" y="\(y)" width="200" height="44"/>
                                            <state key="normal" title="\(title)"/>
                                            <connections>
                                                <action selector="\(action)" destination="ac-c" eventType="\(event)" id="\(id)-a"/>
                                            </connections>
                                        </button>

        """
    }

    /// One scene, five buttons: `signIn:` (private), `reset:` (fileprivate), `help:` (in a private
    /// extension), `done:` (internal), `tapped:forEvent:` (`@IBAction` on the line before, private).
    static let main =
        header + " initialViewController=\"ac-c\">\n" + """
                    <scenes>
                        <scene sceneID="ac">
                            <objects>
                                <viewController id="ac-c" customClass="AccountViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="ac-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>

            """ + button("ac-b1", "Sign In", y: 0, action: "signIn:")
        + button("ac-b2", "Reset", y: 50, action: "reset:")
        + button("ac-b3", "Help", y: 100, action: "help:") + button("ac-b4", "Done", y: 150, action: "done:")
        + button("ac-b5", "Tap", y: 200, action: "tapped:forEvent:", event: "touchDown") + """
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="ac-fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    static let controller = """
        import UIKit

        final class AccountViewController: UIViewController {
            @IBAction private func signIn(_ sender: Any) {}
            @IBAction fileprivate func reset(_ sender: UIButton) {}
            @IBAction func done(_ sender: Any) {}
            @IBAction
            private func tapped(_ sender: UIButton,
                                forEvent event: UIEvent) {}
        }

        private extension AccountViewController {
            @IBAction func help(_ sender: Any) {}
        }
        """

    static var files: [String: String] {
        ["App/Base.lproj/Main.storyboard": main, "App/AccountViewController.swift": controller]
    }

    @Test func privateActionsAreStepsNotConnections() throws {
        let project = try MigrateFixtures.project(Self.files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let view = try #require(result.files.first { $0.path == "Swift/App/Base.lproj/Main+LoadView.swift" })
        GoldenFile.check(
            view.contents, against: "Tests/SbgenCoreTests/Golden/Migrate/PrivateActions/Main+LoadView.swift")
        let main = try #require(result.report.files.first { $0.path == "App/Base.lproj/Main.storyboard" })
        let restore = " or move the generated extension into that file, then restore `"
        #expect(
            MultiTargetMigrationTests.located(main).filter { $0.contains("TODO: action") } == [
                "App/Base.lproj/Main.storyboard:15:41: warning: TODO: action signIn(_:) of AccountViewController is not "
                    + "connected: make `@IBAction private func signIn(_:)` internal (App/AccountViewController.swift:4)"
                    + restore + "signInButton.addTarget(self, action: #selector(AccountViewController.signIn(_:)), "
                    + "for: .touchUpInside)`",
                "App/Base.lproj/Main.storyboard:22:41: warning: TODO: action reset(_:) of AccountViewController is not "
                    + "connected: make `@IBAction fileprivate func reset(_:)` internal "
                    + "(App/AccountViewController.swift:5)" + restore
                    + "resetButton.addTarget(self, action: #selector(AccountViewController.reset(_:)), for: .touchUpInside)`",
                "App/Base.lproj/Main.storyboard:29:41: warning: TODO: action help(_:) of AccountViewController is not "
                    + "connected: `@IBAction func help(_:)` is in a `private extension AccountViewController`, whose "
                    + "members are fileprivate; move it out of that extension (App/AccountViewController.swift:13)"
                    + restore
                    + "helpButton.addTarget(self, action: #selector(AccountViewController.help(_:)), for: .touchUpInside)`",
                "App/Base.lproj/Main.storyboard:43:41: warning: TODO: action tapped(_:forEvent:) of "
                    + "AccountViewController is not connected: make `@IBAction private func tapped(_:forEvent:)` "
                    + "internal (App/AccountViewController.swift:7)" + restore
                    + "tapButton.addTarget(self, action: #selector(AccountViewController.tapped(_:forEvent:)), "
                    + "for: .touchDown)`",
            ])
        // The four written as comments are not converted; `done:` (internal) is.
        #expect(main.counts.actions == MigrationReport.Count(total: 5, converted: 1))
        // The output type-checks with the class as the project declares it, the actions as written.
        let source =
            // (The stand-in surface has no UIEvent; the scan does not read parameter types.)
            "import UIKit\n"
            + Self.controller.replacingOccurrences(of: "import UIKit\n", with: "")
            .replacingOccurrences(of: "UIEvent", with: "AnyObject") + "\n"
            + view.contents.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, moduleName: "App")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
