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

    func migrate(_ target: OSVersion? = nil, storyboard: String = Self.storyboard) throws -> Migrator.Result {
        let project = try MigrateFixtures.project(["Main.storyboard": storyboard])
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

    /// At macOS 15 nothing deprecated is left: no sizes, no baseline separator, no `#available`; a
    /// comment says why the item's sizes are not set (Swift warns about them there, even inside
    /// `if #unavailable`). From macOS 12 on, as at 15.
    @Test(arguments: [12, 15]) func newTargetLeavesDeprecatedSettingsOut(major: Int) throws {
        let result = try migrate(OSVersion(major))
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(flow.contains("#unavailable") == (major < 15) && !flow.contains("#available"))
        #expect(!flow.contains("item.minSize") && !flow.contains("item.maxSize"))
        #expect(
            flow.contains(
                """
                                item.paletteLabel = "Search"
                                // sbgen: minSize and maxSize left out: deprecated in macOS 12, which sizes the item from its view's constraints
                                return item

                """))
        if major >= 15 {
            #expect(!flow.contains("showsBaselineSeparator"))
            #expect(flow.contains("                item.isBordered = true\n"))
        }
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + Self.standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Two items of one identifier: AppKit asks the delegate for an item by identifier, so the second
    /// is never made. A warning at it, and it is left out (no second constant of the same value, no
    /// `case` that is never reached).
    @Test func duplicateIdentifierIsWarnedAndLeftOut() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<toolbarItem explicitItemIdentifier="share""#, with: #"<toolbarItem explicitItemIdentifier="A-1""#)
        #expect(storyboard != Self.storyboard)
        let result = try migrate(storyboard: storyboard)
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(
            result.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [
                "Main.storyboard:20:33: warning: toolbar item 'Share' has the identifier 'A-1' of toolbar item "
                    + "'Refresh' (line 15); AppKit makes one item per identifier: this one is left out",
                "Main.storyboard:29:37: warning: TODO: the <searchField> view of toolbar item 'Search' is not "
                    + "converted; create it in code and set the item's view",
            ])
        #expect(flow.components(separatedBy: #"NSToolbarItem.Identifier("A-1")"#).count == 2)
        #expect(!flow.contains("share"))
        #expect(flow.contains("            [.toggleSidebar, Self.refresh, .flexibleSpace]\n"))
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + Self.standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// An item whose class cannot be a toolbar item's (not a Swift name, or an AppKit class that is
    /// no `NSToolbarItem`) is an error at the item: the flow is not written (its code would not
    /// compile), nothing of it counts as converted, and `migrate` exits with status 1
    /// (`MigrateCommandTests`). A name that is not Swift is the view code's error too.
    @Test(arguments: [
        ("My Item", "is not a Swift name", true), ("1Item", "is not a Swift name", true),
        ("Refresh-Item", "is not a Swift name", true), ("NSButton", "is not an NSToolbarItem class", false),
    ])
    func itemClassThatCannotBeIsAnError(customClass: String, problem: String, viewCodeError: Bool) throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<toolbarItem implicitItemIdentifier="A-1""#,
            with: #"<toolbarItem implicitItemIdentifier="A-1" customClass="\#(customClass)""#)
        #expect(storyboard != Self.storyboard)
        let result = try migrate(storyboard: storyboard)
        #expect(!result.files.contains { $0.path.hasSuffix("+Flow.swift") })
        var errors = [
            "Main.storyboard:15:33: error: customClass '\(customClass)' of toolbar item 'Refresh' \(problem); "
                + "the flow is not written"
        ]
        if viewCodeError {
            errors.insert(
                "Main.storyboard:15:33: error: customClass '\(customClass)' of <toolbarItem> is not a Swift name; "
                    + "file not converted", at: 0)
        }
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == errors)
        let file = try #require(result.report.files.first { $0.path == "Main.storyboard" })
        #expect(!file.outputs.contains { $0.hasSuffix("+Flow.swift") })
        #expect(file.counts.actions.converted == 0)
    }

    /// SDK toolbar item classes and the app's own are fine, one newer than the deployment target
    /// (`NSSharingServicePickerToolbarItem`, macOS 10.15) made inside `if #available` with a plain
    /// item below; an item's `customModule` that is not a module name is not imported (a warning),
    /// `$(PRODUCT_MODULE_NAME)` silently.
    @Test func itemClassesAndModules() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<toolbarItem implicitItemIdentifier="A-1""#,
            with: #"<toolbarItem implicitItemIdentifier="A-1" customClass="RefreshItem" customModule="Feed-Kit""#
        ).replacingOccurrences(
            of: #"<toolbarItem explicitItemIdentifier="share""#,
            with:
                #"<toolbarItem explicitItemIdentifier="share" customClass="NSSharingServicePickerToolbarItem" customModule="$(PRODUCT_MODULE_NAME)""#
        )
        let result = try migrate(storyboard: storyboard)
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(
            result.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [
                "Main.storyboard:15:33: warning: customModule 'Feed-Kit' of toolbar item 'Refresh' is not a Swift "
                    + "module name; not imported",
                "Main.storyboard:29:37: warning: TODO: the <searchField> view of toolbar item 'Search' is not "
                    + "converted; create it in code and set the item's view",
            ])
        #expect(flow.contains("                let item = RefreshItem(itemIdentifier: itemIdentifier)\n"))
        #expect(
            flow.contains(
                """
                            case Self.share:
                                let item: NSToolbarItem
                                if #available(macOS 10.15, *) {
                                    item = NSSharingServicePickerToolbarItem(itemIdentifier: itemIdentifier)
                                } else {
                                    item = NSToolbarItem(itemIdentifier: itemIdentifier)
                                }
                                item.label = "Share"

                """))
        #expect(!flow.contains("import Feed") && !flow.contains("import $"))
        let current = try #require(
            try migrate(OSVersion(10, 15), storyboard: storyboard).files.first { $0.path == "Swift/Main+Flow.swift" }?
                .contents)
        #expect(
            current.contains(
                "                let item = NSSharingServicePickerToolbarItem(itemIdentifier: itemIdentifier)\n"))
    }

    /// A size or a window's content rect of a number that is not finite: a warning; the size is left
    /// out, the rect uses 0 (`NSWindow(contentRect:…)` needs one).
    @Test func nonFiniteSizesAreWarned() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<size key="minSize" width="96" height="22"/>"#,
            with: #"<size key="minSize" width="nan" height="22"/>"#
        ).replacingOccurrences(
            of: #"<rect key="contentRect" x="0" y="0" width="480" height="270"/>"#,
            with: #"<rect key="contentRect" x="0" y="0" width="inf" height="270"/>"#)
        let result = try migrate(storyboard: storyboard)
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(
            result.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [
                "Main.storyboard:9:25: warning: value 'inf' of 'width' is not a finite number; the window's content "
                    + "rect uses 0 for it",
                "Main.storyboard:27:37: warning: value 'nan' of 'width' is not a finite number; the toolbar item's "
                    + "'minSize' is left out",
                "Main.storyboard:29:37: warning: TODO: the <searchField> view of toolbar item 'Search' is not "
                    + "converted; create it in code and set the item's view",
            ])
        #expect(flow.contains("contentRect: NSRect(x: 0, y: 0, width: 0, height: 270)"))
        #expect(!flow.contains("item.minSize") && flow.contains("item.maxSize = NSSize(width: 200, height: 22)"))
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + Self.standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// `MainMenu.xib` with a toolbar in its window, the Export item of class `itemClass`.
    static func mainMenuProject(itemClass: String? = nil) throws -> URL {
        let custom = itemClass.map { #" customClass="\#($0)""# } ?? ""
        let toolbar = """
                    <toolbar key="toolbar" implicitIdentifier="N-1" displayMode="iconOnly" id="ntb">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="E-1"\(custom) label="Export" paletteLabel="Export" image="NSShareTemplate" id="exp">
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
        return try MigrateFixtures.project([
            "Notes/MainMenu.xib": xib,
            "Notes/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSMainNibFile</key><string>MainMenu</string></dict></plist>
            """,
        ])
    }

    /// In the launch code an item class that cannot be is an error too: no launch code is written,
    /// the plist keeps `NSMainNibFile`.
    @Test func mainMenuToolbarItemOfAViewClassIsAnError() throws {
        let project = try Self.mainMenuProject(itemClass: "NSView")
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        #expect(!result.files.contains { $0.path.hasPrefix("Launch/") })
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "Notes/MainMenu.xib:64:17: error: customClass 'NSView' of toolbar item 'Export' is "
                    + "not an NSToolbarItem class; the launch code is not written"
            ])
    }

    /// `MainMenu.xib`'s windows: the toolbar class is nested in the app delegate's class, and an item
    /// that targets the delegate gets `target = delegate`.
    @Test func mainMenuWindowToolbarTargetsTheDelegate() throws {
        let project = try Self.mainMenuProject()
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
