import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// macOS storyboard flow: window controllers with their content controller, show/modal/sheet/popover
/// and embed segues become AppKit calls that type-check against the AppKit surface; custom segues
/// and presentations of window controllers are TODO warnings with their location.
@Suite(.serialized) struct MacFlowTests {
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
                            </window>
                            <connections>
                                <segue destination="src" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="src" customClass="SourceViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1">
                                        <connections>
                                            <segue destination="wcd" kind="show" identifier="inspector" id="g1"/>
                                        </connections>
                                    </button>
                                    <button id="b2">
                                        <connections>
                                            <segue destination="dst" kind="popover" identifier="pop" popoverAnchorView="b2" popoverBehavior="s" preferredEdge="minY" id="g2"/>
                                        </connections>
                                    </button>
                                    <containerView id="c1">
                                        <connections>
                                            <segue destination="child" kind="embed" id="g3"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="dst" kind="modal" identifier="modal" id="g4"/>
                                <segue destination="dst" kind="sheet" identifier="sheet" id="g5"/>
                                <segue destination="dst" kind="custom" customClass="FadeSegue" identifier="fade" id="g6"/>
                                <segue destination="dst" kind="show" identifier="inWindow" id="g7"/>
                                <segue destination="wcd" kind="modal" identifier="modalWindow" id="g8"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="dst" customClass="DestinationViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <windowController storyboardIdentifier="Inspector" id="wcd" sceneMemberID="viewController">
                            <connections>
                                <segue destination="child" kind="relationship" relationship="window.shadowedContentViewController" id="r2"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="child" customClass="ChildViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `embedsInViewCode` is true as in a real migration: AppKit view code builds no container views,
    /// so the embed helper is generated all the same.
    func generate() throws -> FlowGenerator.Output {
        let main = try MigrateFixtures.parse(Self.storyboard, path: "Main.storyboard")
        var used: [String: Set<String>] = [:]
        return FlowGenerator.generate(
            main, source: "Main.storyboard", index: FlowIndex([main]), embedsInViewCode: true, usedMethods: &used)
    }

    func body(_ output: FlowGenerator.Output, _ signaturePrefix: String) -> [String]? {
        output.plan.extensions.flatMap(\.methods).first { $0.signature.hasPrefix(signaturePrefix) }?.body
    }

    @Test func factoriesBuildWindowControllersAndContent() throws {
        let output = try generate()
        #expect(output.plan.imports == ["AppKit"])
        #expect(
            output.plan.factories.map(\.body) == [
                ["makeMainWindowController()"],
                [
                    "let window = NSWindow(", "    contentRect: NSRect(x: 0, y: 0, width: 480, height: 270),",
                    "    styleMask: [.titled, .closable], backing: .buffered, defer: false)",
                    "window.title = \"Main\"", "let controller = MainWindowController(window: window)",
                    "controller.contentViewController = makeSourceViewController()", "return controller",
                ],
                ["let controller = SourceViewController()", "return controller"],
                ["let controller = DestinationViewController()", "return controller"],
                [
                    "let controller = NSWindowController(window: nil)",
                    "controller.contentViewController = makeChildViewController()", "return controller",
                ],
                ["let controller = ChildViewController()", "return controller"],
            ])
    }

    @Test func everySegueKind() throws {
        let output = try generate()
        #expect(
            body(output, "@discardableResult func sbgenInspector(")
                == [
                    "let destination = MainFlow.makeInspector()", "prepare(destination)",
                    "destination.showWindow(sender)", "return destination",
                ])
        #expect(
            body(output, "@discardableResult func sbgenInWindow(")
                == [
                    "let destination = MainFlow.makeDestinationViewController()", "prepare(destination)",
                    "let windowController = NSWindowController(window: NSWindow(contentViewController: destination))",
                    "windowController.showWindow(sender)", "return windowController",
                ])
        #expect(body(output, "func sbgenModal(")?.last == "presentAsModalWindow(destination)")
        #expect(body(output, "func sbgenSheet(")?.last == "presentAsSheet(destination)")
        #expect(
            body(output, "func sbgenPop(relativeTo anchor: NSView,")?.last
                == "present(destination, asPopoverRelativeTo: anchor.bounds, of: anchor, preferredEdge: .minY, "
                + "behavior: .semitransient)")
        #expect(
            body(output, "@objc func sbgenPopAction(") == [
                "sbgenPop(relativeTo: sender as? NSView ?? view, sender: sender)"
            ])
        #expect(
            body(output, "@discardableResult func sbgenEmbedChildViewController(in container: NSView)")
                == [
                    "let child = MainFlow.makeChildViewController()", "addChild(child)",
                    "child.view.frame = container.bounds", "child.view.autoresizingMask = [.width, .height]",
                    "container.addSubview(child.view)", "return child",
                ])
        #expect(
            output.triggers.map(\.wiring) == [
                "SOURCE.target = self\nSOURCE.action = #selector(SourceViewController.sbgenInspectorAction(_:))",
                "SOURCE.target = self\nSOURCE.action = #selector(SourceViewController.sbgenPopAction(_:))",
            ])
        #expect(output.segueCount == 10)
        #expect(output.convertedSegues == 8)
        #expect(
            output.diagnostics.map(\.description) == [
                "Main.storyboard:42:25: warning: TODO: custom segue 'fade' (FadeSegue) not converted; move its "
                    + "perform() into a method that presents the destination",
                "Main.storyboard:44:25: warning: TODO: modal segue 'modalWindow' to a window controller not "
                    + "converted; present its window in code",
            ])
    }

    /// The generated flow type-checks against the AppKit surface (Swift 6), with stand-ins for the app's classes.
    @Test func flowCompilesAgainstAppKitSurface() throws {
        let project = try MigrateFixtures.project(["Main.storyboard": Self.storyboard])
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let text = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        let standIns = """
            final class MainWindowController: NSWindowController {}
            final class SourceViewController: NSViewController {}
            final class DestinationViewController: NSViewController {}
            final class ChildViewController: NSViewController {}
            """
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: text + "\n" + standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Examples/Mac: the Settings button's sheet segue becomes `presentAsSheet`, wired in the view code.
    @Test func exampleMacFlowMatchesGoldenAndCompiles() throws {
        let result = try Migrator.migrate(
            MigrationOptions(project: MacLaunchTests.mac, dryRun: true))
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        GoldenFile.check(flow, against: "Tests/SbgenCoreTests/Golden/Migrate/Mac/Main+Flow.swift")
        let loadView = try #require(result.files.first { $0.path == "Swift/Main+LoadView.swift" }?.contents)
        #expect(
            loadView.contains(
                "        settingsButton.target = self\n"
                    + "        settingsButton.action = #selector(ViewController.sbgenShowPreferencesAction(_:))"
                    + "  // sbgen: segue trigger\n"))
        let counts = try #require(result.report.files.first { $0.path == "Main.storyboard" }?.counts.segues)
        #expect(counts == MigrationReport.Count(total: 2, converted: 2))
        let standIns = """
            final class AppDelegate: NSObject, NSApplicationDelegate {}
            final class ViewController: NSViewController {}
            final class PreferencesViewController: NSViewController {}
            """
        let diagnostics = try SurfaceCompiler.shared.typecheck(
            source: flow + "\n" + standIns, platform: .macOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
