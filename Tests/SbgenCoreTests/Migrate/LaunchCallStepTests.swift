import Foundation
import Testing

@testable import SbgenCore

/// The step that calls the generated launch code, at the delegate's launch method of the plist's
/// own app: applying the plist diff without it leaves no window.
@Suite struct LaunchCallStepTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="C1">
            <scenes>
                <scene sceneID="S1">
                    <objects>
                        <viewController id="C1" customClass="HomeController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V1"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>App</string>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        </dict>
        </plist>
        """

    static func delegate(_ name: String) -> String {
        """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("\\(name)")
                return true
            }
        }
        """
    }

    @Test func theCallIsAStepAtTheOwnAppDelegate() throws {
        let project = try MigrateFixtures.project([
            "App/Base.lproj/Main.storyboard": Self.storyboard, "App/Info.plist": Self.plist,
            "App/AppDelegate.swift": Self.delegate("app"),
            // Another app's delegate, first in path order: not the plist's.
            "Aaa/AppDelegate.swift": Self.delegate("other"),
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.plists.first { $0.path == "App/Info.plist" })
        #expect(entry.keysRemoved)
        #expect(
            entry.items.map { "\($0.file):\($0.line):\($0.column) \($0.severity): \($0.message)" } == [
                "App/AppDelegate.swift:7:1 note: call `sbgenInstallWindow()` first in "
                    + "`application(_:didFinishLaunchingWithOptions:)` of AppDelegate, then apply "
                    + "Info/App/Info.plist.diff: the edited plist without the call leaves `window` nil, a black screen"
            ])
    }

    @Test func withoutTheDelegateSourceTheStepIsAtTheKey() throws {
        let project = try MigrateFixtures.project([
            "App/Base.lproj/Main.storyboard": Self.storyboard, "App/Info.plist": Self.plist,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.plists.first { $0.path == "App/Info.plist" })
        #expect(
            entry.items.map { "\($0.file):\($0.line):\($0.column) \($0.severity): \($0.message)" } == [
                "App/Info.plist:6:1 note: call `sbgenInstallWindow()` first in "
                    + "`application(_:didFinishLaunchingWithOptions:)` of AppDelegate, then apply "
                    + "Info/App/Info.plist.diff: the edited plist without the call leaves `window` nil, a black screen"
            ])
    }
}
