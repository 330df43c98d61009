import Foundation
import SurfaceHarness
import TestSupport
import Testing

@testable import SbgenCore

/// IB names an action by its Objective-C selector, which Swift derives from the method's name and
/// labels (`dismissActiveEditing(gestureRecognizer:)` is `dismissActiveEditingWithGestureRecognizer:`)
/// or takes from `@objc(…)`. Spelled back as `#selector(T.dismissActiveEditingWithGestureRecognizer(_:))`
/// the generated code did not compile; with the project's sources, `migrate` writes the method's Swift
/// name.
@Suite(.serialized) struct RenamedActionMigrationTests {
    static let main = scene.replacingOccurrences(of: "destination=\"ac-c\"", with: "destination=\"rn-c\"")

    static let scene =
        MultiTargetMigrationTests.header + " initialViewController=\"rn-c\">\n" + """
                    <scenes>
                        <scene sceneID="rn">
                            <objects>
                                <viewController id="rn-c" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="rn-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>

            """ + PrivateActionMigrationTests.button("rn-b1", "Share", y: 0, action: "shareWithSender:")
        + PrivateActionMigrationTests.button("rn-b2", "Open", y: 50, action: "didTapOn:")
        + PrivateActionMigrationTests.button("rn-b3", "Close", y: 100, action: "closeTapped:")
        + PrivateActionMigrationTests.button("rn-b4", "Sign In", y: 150, action: "signInWith:")
        + PrivateActionMigrationTests.button("rn-b5", "Reload", y: 200, action: "reload") + """
                                    </subviews>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="rn-t" appends="YES" id="rn-gc"/>
                                    </connections>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="rn-fr" sceneMemberID="firstResponder"/>
                            <tapGestureRecognizer id="rn-t">
                                <connections>
                                    <action selector="dismissActiveEditingWithGestureRecognizer:" destination="rn-c" id="rn-ta"/>
                                </connections>
                            </tapGestureRecognizer>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    static let controller = """
        import UIKit

        final class EditorViewController: UIViewController {
            @IBAction func share(sender: Any) {}
            @IBAction func didTap(on sender: Any) {}
            @objc(closeTapped:) func close(_ sender: Any) {}
            @IBAction private func signIn(with sender: Any) {}
            @IBAction func reload() {}
            @objc func dismissActiveEditing(gestureRecognizer: UITapGestureRecognizer) {}
        }
        """

    @Test func actionsAreSpelledWithTheirSwiftNames() throws {
        let project = try MigrateFixtures.project([
            "App/Base.lproj/Main.storyboard": Self.main, "App/EditorViewController.swift": Self.controller,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let view = try #require(result.files.first { $0.path == "Swift/App/Base.lproj/Main+LoadView.swift" })
        let selectors = view.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("#selector(") }
        #expect(
            selectors == [
                "tapGestureRecognizer1.addTarget(self, action: "
                    + "#selector(EditorViewController.dismissActiveEditing(gestureRecognizer:)))",
                "shareButton.addTarget(self, action: #selector(EditorViewController.share(sender:)), for: .touchUpInside)",
                "openButton.addTarget(self, action: #selector(EditorViewController.didTap(on:)), for: .touchUpInside)",
                "closeButton.addTarget(self, action: #selector(EditorViewController.close(_:)), for: .touchUpInside)",
                "// sbgen: signInButton.addTarget(self, action: #selector(EditorViewController.signIn(with:)), "
                    + "for: .touchUpInside)  (App/EditorViewController.swift declares signIn(with:) private)",
                "reloadButton.addTarget(self, action: #selector(EditorViewController.reload), for: .touchUpInside)",
            ])
        let main = try #require(result.report.files.first { $0.path == "App/Base.lproj/Main.storyboard" })
        #expect(
            MultiTargetMigrationTests.located(main).filter { $0.contains("TODO: action") } == [
                "App/Base.lproj/Main.storyboard:36:41: warning: TODO: action signIn(with:) of EditorViewController is "
                    + "not connected: make `@IBAction private func signIn(with:)` internal "
                    + "(App/EditorViewController.swift:7) or move the generated extension into that file, then "
                    + "restore `signInButton.addTarget(self, action: #selector(EditorViewController.signIn(with:)), "
                    + "for: .touchUpInside)`"
            ])
        #expect(main.counts.actions == MigrationReport.Count(total: 6, converted: 5))
        let source =
            Self.controller + "\n"
            + view.contents.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, moduleName: "App")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}

/// Swift's Objective-C names for `@objc` methods, by the compiler's rule (``ObjCSelectorName``).
@Suite struct ObjCSelectorNameTests {
    @Test func derivesSelectorsAsSwiftDoes() {
        let cases: [(String, [String], String?, String)] = [
            ("reload", [], nil, "reload"),
            ("share", ["_"], nil, "share:"),
            ("share", ["sender"], nil, "shareWithSender:"),
            ("dismissActiveEditing", ["gestureRecognizer"], nil, "dismissActiveEditingWithGestureRecognizer:"),
            ("didTap", ["on"], nil, "didTapOn:"),
            ("move", ["toIndex", "animated"], nil, "moveToIndex:animated:"),
            ("scrollTo", ["item"], nil, "scrollToItem:"),
            ("loadURL", ["at"], nil, "loadURLAt:"),
            ("tapped", ["_", "forEvent"], nil, "tapped:forEvent:"),
            ("go", ["_", "_"], nil, "go::"),
            ("close", ["_"], "closeTapped:", "closeTapped:"),
        ]
        for (name, labels, explicit, expected) in cases {
            #expect(ObjCSelectorName.selector(name: name, labels: labels, explicit: explicit) == expected)
        }
        #expect(ObjCSelectorName.words("URLForKey") == ["URL", "For", "Key"])
        #expect(ObjCSelectorName.words("scrollToItem") == ["scroll", "To", "Item"])
        #expect(ObjCSelectorName.words("loadURL") == ["load", "URL"])
    }
}
