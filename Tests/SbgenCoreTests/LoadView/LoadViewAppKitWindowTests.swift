import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport
import Testing

/// Top-level `<window>`s of macOS xibs: a window controller's (`sbgenLoadWindow()`), an app
/// delegate's in a MainMenu-style xib (a builder), one with a custom class, an unusual style mask
/// and parts that are not converted (warnings), a document-modal window nothing points to, and a
/// view controller xib's sheet (built with the view).
@Suite("LoadView AppKit windows")
struct LoadViewAppKitWindowTests {
    static let names = [
        "AppKitWindowController", "AppKitMainMenuWindow", "AppKitUtilityWindow", "AppKitLooseWindow",
        "AppKitSheetViewController", "AppKitWindowAttributes",
    ]

    static func source(_ name: String) throws -> String {
        try String(
            contentsOf: GoldenFile.repositoryRoot.appendingPathComponent(
                "Tests/SbgenCoreTests/Fixtures/Windows/\(name).xib"),
            encoding: .utf8)
    }

    @Test("Golden output", arguments: names)
    func golden(name: String) throws {
        let text = try LoadViewFixtures.generate(try Self.source(name), name: "\(name).xib")
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/LoadView/\(name).swift")
    }

    @Test("Type-checks against the AppKit surface", arguments: names)
    func compiles(name: String) throws {
        let document = try IBDocumentParser().parse(
            data: Data(try Self.source(name).utf8), path: "Fixtures/\(name).xib")
        try LoadViewCompileTests().check(document)
    }

    @Test("Units: the window controller's extension, the app delegate's window builder")
    func units() throws {
        var kinds: [String] = []
        for name in Self.names {
            let document = try IBDocumentParser().parse(data: Data(try Self.source(name).utf8), path: "\(name).xib")
            let output = LoadViewGenerator.generate(document, source: "\(name).xib")
            kinds += output.plan.types.map {
                "\($0.kind.rawValue) \($0.typeName).\($0.functionName) \($0.baseClass ?? "")"
            }
        }
        #expect(
            kinds == [
                "windowControllerExtension PreferencesWindowController.sbgenLoadWindow NSWindowController",
                "ownerExtension AppDelegate.sbgenLoadWindowAppKitMainMenuWindow NSWindow",
                "windowControllerExtension InspectorWindowController.sbgenLoadWindow NSWindowController",
                "viewBuilder SbgenAppKitLooseWindowWindowBuilder.make NSWindow",
                "actionProtocol SbgenAppKitLooseWindowActions. ",
                "controllerExtension ExportViewController.sbgenLoadView ",
                "windowControllerExtension FinderPanelController.sbgenLoadWindow NSWindowController",
                "viewBuilder SbgenAppKitWindowAttributesWindow2Builder.make NSWindow",
            ])
    }

    @Test("What a window has that is not converted: located warnings")
    func diagnostics() throws {
        var lines: [String] = []
        for name in Self.names {
            let document = try IBDocumentParser().parse(data: Data(try Self.source(name).utf8), path: "\(name).xib")
            lines += LoadViewGenerator.generate(document, source: "\(name).xib").diagnostics.map(\.description)
        }
        #expect(
            lines == [
                "AppKitUtilityWindow.xib:11:9: note: custom class InspectorWindow is created with "
                    + "init(contentRect:styleMask:backing:defer:), not init(coder:), and gets no awakeFromNib",
                "AppKitUtilityWindow.xib:20:13: warning: window <toolbar key=\"toolbar\"> not converted",
            ])
    }

    @Test("An NSPanel window: built as an NSPanel, outlets to it connected")
    func panel() throws {
        func source(_ owner: String, outlet: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="\(owner)">
                        <connections>
                            <outlet property="\(outlet)" destination="p" id="o1"/>
            \(outlet == "window" ? "" : "<outlet property=\"view\" destination=\"v\" id=\"o2\"/>")
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            \(outlet == "window" ? "" : "<customView id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/></customView>")
                    <window title="Find" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="p" customClass="NSPanel">
                        <windowStyleMask key="styleMask" titled="YES" utility="YES"/>
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="60"/>
                        <view key="contentView" id="pc">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        }
        var lines: [String] = []
        var outlets: [String] = []
        for (owner, outlet) in [("FindWindowController", "window"), ("FindViewController", "findPanel")] {
            let document = try IBDocumentParser().parse(data: Data(source(owner, outlet: outlet).utf8), path: "P.xib")
            let output = LoadViewGenerator.generate(document, source: "P.xib")
            lines += output.diagnostics.map(\.description)
            outlets += output.plan.types.flatMap(\.groups).filter { $0.name == "outlets" }.flatMap(\.statements)
                .map(\.code)
        }
        #expect(lines == [])
        #expect(outlets == ["self.window = window", "view = rootView", "self.findPanel = findPanel"])
    }
}
