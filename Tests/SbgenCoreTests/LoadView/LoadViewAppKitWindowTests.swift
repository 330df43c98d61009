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
        "AppKitSheetViewController",
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
                "viewBuilder SbgenAppKitMainMenuWindowWindowBuilder.make NSWindow",
                "windowControllerExtension InspectorWindowController.sbgenLoadWindow NSWindowController",
                "viewBuilder SbgenAppKitLooseWindowWindowBuilder.make NSWindow",
                "actionProtocol SbgenAppKitLooseWindowActions. ",
                "controllerExtension ExportViewController.sbgenLoadView ",
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
                "AppKitMainMenuWindow.xib:13:17: warning: outlet 'window' of the top-level object AppDelegate points "
                    + "into this window, which is built without it; not connected: assign it from the built window",
                "AppKitMainMenuWindow.xib:14:17: warning: outlet 'statusLabel' of the top-level object AppDelegate "
                    + "points into this window, which is built without it; not connected: assign it from the built window",
                "AppKitUtilityWindow.xib:11:9: note: custom class InspectorWindow is created with "
                    + "init(contentRect:styleMask:backing:defer:), not init(coder:), and gets no awakeFromNib",
                "AppKitUtilityWindow.xib:11:9: warning: window attribute animationBehavior=\"utilityWindow\" not converted",
                "AppKitUtilityWindow.xib:11:9: warning: window attribute hidesOnDeactivate=\"YES\" not converted",
                "AppKitUtilityWindow.xib:13:13: warning: window <windowCollectionBehavior key=\"collectionBehavior\"> "
                    + "not converted",
                "AppKitUtilityWindow.xib:20:13: warning: window <toolbar key=\"toolbar\"> not converted",
            ])
    }
}
