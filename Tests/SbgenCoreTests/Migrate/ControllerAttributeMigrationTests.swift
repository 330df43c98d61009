import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import Testing

/// Issue 19 items 2 and 5 in `migrate`: the factories set what UIKit reads before `loadView()`
/// (`hidesBottomBarWhenPushed`, a navigation controller's bars), tab bar item images come from
/// `<imageReference>` and the storyboard's own bundle, and macOS windows keep their title bar.
@Suite("migrate: controller and window attributes, asset bundles")
struct ControllerAttributeMigrationTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController navigationBarHidden="YES" toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" id="tab">
                                <imageReference key="image" image="Feed"/>
                                <imageReference key="selectedImage" image="newspaper.fill" catalog="system" symbolScale="large"/>
                            </tabBarItem>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController hidesBottomBarWhenPushed="YES" id="vc" customClass="FeedViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let macStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="wc">
            <scenes>
                <scene sceneID="w0">
                    <objects>
                        <windowController id="wc" customClass="MainWindowController" sceneMemberID="viewController">
                            <window key="window" title="Main" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" titlebarAppearsTransparent="YES" titleVisibility="hidden" animationBehavior="default" id="win">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES" fullSizeContentView="YES"/>
                                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                                <toolbar key="toolbar" implicitIdentifier="T1" autosavesConfiguration="NO" displayMode="iconAndLabel" sizeMode="regular" id="tb">
                                    <allowedToolbarItems>
                                        <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="flex"/>
                                        <toolbarItem implicitItemIdentifier="I1" label="Reload" paletteLabel="Reload" image="arrow.clockwise" catalog="system" id="reload">
                                            <connections>
                                                <action selector="reload:" target="wc" id="a1"/>
                                            </connections>
                                        </toolbarItem>
                                    </allowedToolbarItems>
                                    <defaultToolbarItems>
                                        <toolbarItem reference="flex"/>
                                        <toolbarItem reference="reload"/>
                                    </defaultToolbarItems>
                                </toolbar>
                            </window>
                        </windowController>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func body(_ text: String, after signature: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let start = lines.firstIndex(where: { $0.contains(signature) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { $0 != "}" })
    }

    @Test func factoriesSetControllerFlagsAndItemImagesFromThePackageBundle() throws {
        let project = try MigrateFixtures.project([
            "Package.swift": "// swift-tools-version:5.9\n", "Sources/Feature/Main.storyboard": Self.storyboard,
            "Sources/Feature/Card.xib": Self.cardXib,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let flow = try #require(result.files.first { $0.path.hasSuffix("Main+Flow.swift") }?.contents)
        #expect(
            body(flow, after: "static func makeNavigationController()") == [
                "let controller = UINavigationController()",
                "controller.isNavigationBarHidden = true",
                "controller.isToolbarHidden = false",
                "if #available(iOS 13.0, *) {",
                "controller.tabBarItem = UITabBarItem(title: \"Feed\", image: UIImage(named: \"Feed\", in: Bundle.module, "
                    + "compatibleWith: nil), selectedImage: UIImage(systemName: \"newspaper.fill\", withConfiguration: "
                    + "UIImage.SymbolConfiguration(scale: .large)))",
                "} else {",
                "controller.tabBarItem = UITabBarItem(title: \"Feed\", image: nil, tag: 0)",
            ])
        #expect(
            body(flow, after: "static func makeFeedViewController()") == [
                "let controller = FeedViewController()", "controller.hidesBottomBarWhenPushed = true",
                "return controller",
            ])
        // The factory sets it, so the view code does not warn about it.
        #expect(!result.diagnostics.contains { $0.message.contains("hidesBottomBarWhenPushed") })
        let card = try #require(result.files.first { $0.path.hasSuffix("Card+LoadView.swift") }?.contents)
        #expect(card.contains("root.image = UIImage(named: \"Badge\", in: Bundle.module, compatibleWith: nil)"))
    }

    /// The project's own layout decides, not the working directory's (this package's `Sources`).
    @Test func aProjectWithoutPackageLoadsFromTheMainBundle() throws {
        let project = try MigrateFixtures.project([
            "Sources/Feature/Main.storyboard": Self.storyboard, "Sources/Feature/Card.xib": Self.cardXib,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let flow = try #require(result.files.first { $0.path.hasSuffix("Main+Flow.swift") }?.contents)
        #expect(flow.contains("image: UIImage(named: \"Feed\"), selectedImage:"))
        let card = try #require(result.files.first { $0.path.hasSuffix("Card+LoadView.swift") }?.contents)
        #expect(card.contains("root.image = UIImage(named: \"Badge\")\n"))
        #expect(!flow.contains("Bundle") && !card.contains("Bundle"))
    }

    static let cardXib = MigrateFixtures.xib(
        """
                <imageView contentMode="scaleAspectFit" image="Badge" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                    <autoresizingMask key="autoresizingMask"/>
                </imageView>
        """)

    @Test func windowsKeepTheirTitleBarAndTheirToolbar() throws {
        let project = try MigrateFixtures.project(["Main.storyboard": Self.macStoryboard])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let flow = try #require(result.files.first { $0.path.hasSuffix("Main+Flow.swift") }?.contents)
        #expect(
            body(flow, after: "static func makeMainWindowController()") == [
                "let window = NSWindow(", "contentRect: NSRect(x: 196, y: 240, width: 480, height: 270),",
                "styleMask: [.titled, .closable, .fullSizeContentView], backing: .buffered, defer: false)",
                "window.title = \"Main\"", "window.isReleasedWhenClosed = false",
                "window.titlebarAppearsTransparent = true", "window.titleVisibility = .hidden",
                "let controller = MainWindowController(window: window)",
                "window.toolbar = MainWindowControllerToolbar(windowController: controller)", "return controller",
            ])
        // The toolbar and its items are code now (MacToolbarTests has the whole class): no warning.
        #expect(!result.diagnostics.contains { $0.message.contains("toolbar") })
        #expect(flow.contains("item.action = #selector(MainWindowController.reload(_:))\n"))
        let standIns = "final class MainWindowController: NSWindowController { @objc func reload(_ sender: Any?) {} }\n"
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow + "\n" + standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
