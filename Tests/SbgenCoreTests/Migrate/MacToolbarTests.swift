import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// A window's `<toolbar>` becomes a generated `NSToolbar` subclass that is its own delegate: IB's
/// identifiers (AppKit's standard items by their SDK names), allowed, default and selectable items,
/// labels, tags, images, actions to the window controller or up the responder chain, with the
/// deprecated size and separator settings inside `if #unavailable`. The report counts the toolbar,
/// its items and their actions; an item's custom view is a located warning.
@Suite struct MacToolbarTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="wc">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <windowController id="wc" customClass="MainWindowController" sceneMemberID="viewController">
                            <window key="window" title="Main" id="w1">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                <toolbar key="toolbar" implicitIdentifier="T-1" autosavesConfiguration="NO" displayMode="iconAndLabel" sizeMode="regular" showsBaselineSeparator="NO" id="tb">
                                    <allowedToolbarItems>
                                        <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="f1"/>
                                        <toolbarItem implicitItemIdentifier="NSToolbarToggleSidebarItem" id="f2"/>
                                        <toolbarItem implicitItemIdentifier="NSToolbarPrintItem" id="f3"/>
                                        <toolbarItem implicitItemIdentifier="A-1" label="Refresh" paletteLabel="Refresh Feeds" toolTip="Refresh all feeds" tag="3" image="NSRefreshTemplate" selectable="YES" id="i1">
                                            <connections>
                                                <action selector="refresh:" target="wc" id="a1"/>
                                            </connections>
                                        </toolbarItem>
                                        <toolbarItem explicitItemIdentifier="share" label="Share" paletteLabel="Share" image="square.and.arrow.up" catalog="system" bordered="YES" id="i2">
                                            <connections>
                                                <action selector="shareArticle:" target="fr" id="a2"/>
                                            </connections>
                                        </toolbarItem>
                                        <toolbarItem implicitItemIdentifier="A-3" label="Search" paletteLabel="Search" id="i3">
                                            <nil key="toolTip"/>
                                            <size key="minSize" width="96" height="22"/>
                                            <size key="maxSize" width="200" height="22"/>
                                            <searchField key="view" id="sf1">
                                                <rect key="frame" x="0.0" y="14" width="96" height="22"/>
                                            </searchField>
                                        </toolbarItem>
                                    </allowedToolbarItems>
                                    <defaultToolbarItems>
                                        <toolbarItem reference="f2"/>
                                        <toolbarItem reference="i1"/>
                                        <toolbarItem reference="f1"/>
                                        <toolbarItem reference="i2"/>
                                    </defaultToolbarItems>
                                </toolbar>
                            </window>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>
                            </connections>
                        </windowController>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="ContentViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let standIns = """
        final class MainWindowController: NSWindowController { @objc func refresh(_ sender: Any?) {} }
        final class ContentViewController: NSViewController {}
        """

    func migrate(_ target: OSVersion? = nil) throws -> Migrator.Result {
        let project = try MigrateFixtures.project(["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: project) }
        var options = MigrationOptions(project: project.path, dryRun: true)
        if let target { options.deploymentTargets = DeploymentTargets([DeploymentTarget(.macOS, target)]) }
        return try Migrator.migrate(options)
    }

    @Test func toolbarMatchesGoldenAndCompiles() throws {
        let result = try migrate()
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        GoldenFile.check(flow, against: "Tests/SbgenCoreTests/Golden/Migrate/Toolbar/Main+Flow.swift")
        #expect(
            result.diagnostics.filter { $0.severity == .warning }.map(\.description) == [
                "Main.storyboard:29:37: warning: TODO: the <searchField> view of toolbar item 'Search' is not "
                    + "converted; create it in code and set the item's view"
            ])
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + Self.standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// The toolbar, its six items and both actions are counted; the search field is not.
    @Test func reportCountsTheToolbar() throws {
        let file = try #require(try migrate().report.files.first { $0.path == "Main.storyboard" })
        #expect(file.counts.actions == MigrationReport.Count(total: 2, converted: 2))
        #expect(file.counts.views == MigrationReport.Count(total: 9, converted: 8))
    }

    /// At macOS 15 nothing deprecated is left: no sizes, no baseline separator, no `#available`.
    @Test func newTargetLeavesDeprecatedSettingsOut() throws {
        let flow = try #require(try migrate(OSVersion(15)).files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(!flow.contains("#unavailable") && !flow.contains("#available"))
        #expect(!flow.contains("minSize") && !flow.contains("showsBaselineSeparator"))
        #expect(flow.contains("                item.isBordered = true\n"))
    }

    /// `MainMenu.xib`'s windows: the toolbar class is nested in the app delegate's class, and an item
    /// that targets the delegate gets `target = delegate`.
    @Test func mainMenuWindowToolbarTargetsTheDelegate() throws {
        let toolbar = """
                    <toolbar key="toolbar" implicitIdentifier="N-1" displayMode="iconOnly" id="ntb">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="E-1" label="Export" paletteLabel="Export" image="NSShareTemplate" id="exp">
                                <connections>
                                    <action selector="exportNotes:" target="Voe-Tx-rLC" id="xa1"/>
                                </connections>
                            </toolbarItem>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="exp"/>
                        </defaultToolbarItems>
                    </toolbar>
                    <view key="contentView" id="EiT-Mj-1SZ">
            """
        let xib = MacLaunchTests.mainMenu.replacingOccurrences(
            of: "            <view key=\"contentView\" id=\"EiT-Mj-1SZ\">\n", with: toolbar + "\n")
        #expect(xib != MacLaunchTests.mainMenu)
        let project = try MigrateFixtures.project([
            "Notes/MainMenu.xib": xib,
            "Notes/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSMainNibFile</key><string>MainMenu</string></dict></plist>
            """,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let launch = try #require(result.files.first { $0.path == "Launch/Notes/AppDelegate+Launch.swift" }?.contents)
        #expect(launch.contains("        window.toolbar = WindowToolbar(appDelegate: self)\n"))
        #expect(launch.contains("extension AppDelegate {\n    /// The toolbar of MainMenu.xib:"))
        #expect(
            launch.contains(
                """
                                item.action = #selector(AppDelegate.exportNotes(_:))
                                item.target = appDelegate
                                return item
                """))
        let standIns = """
            final class AppDelegate: NSObject, NSApplicationDelegate {
                var window: NSWindow?
                @objc func exportNotes(_ sender: Any?) {}
            }
            """
        let main = try #require(result.files.first { $0.path == "Launch/Notes/SbgenMain.swift" }?.contents)
        let body = main.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.hasPrefix("//") }
        let source = launch + "\n" + standIns + "\n" + body.joined(separator: "\n") + "\n"
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
