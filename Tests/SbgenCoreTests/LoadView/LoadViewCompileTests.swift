import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Type-checks generated load-view code against the UIKit surface (`Tests/Surface`) in Swift 6
/// language mode with complete concurrency checking and warnings as errors. Stand-in classes
/// declare what a team's classes have: the outlets (typed) and the action methods.
@Suite("LoadView compiles against the surface", .serialized)
struct LoadViewCompileTests {
    @Test("Examples", arguments: LoadViewEqualityTests.examples)
    func example(path: String) throws {
        let document = try IBDocumentParser().parse(path: GoldenFile.repositoryRoot.appendingPathComponent(path).path)
        try check(document)
    }

    @Test("macOS example against the AppKit surface")
    func macExample() throws {
        let path = GoldenFile.repositoryRoot.appendingPathComponent("Examples/Mac/Main.storyboard").path
        try check(try IBDocumentParser().parse(path: path))
    }

    @Test("Golden fixtures", arguments: LoadViewGoldenTests.cases.map(\.0))
    func fixture(name: String) throws {
        let source = LoadViewGoldenTests.cases.first { $0.0 == name }!.1
        let kind = source.contains("Storyboard.XIB") ? "storyboard" : "xib"
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/\(name).\(kind)")
        try check(document)
    }

    func check(_ document: IBDocument) throws {
        let output = LoadViewGenerator.generate(document, source: document.path)
        let code = try LoadViewRenderer.render(output.plan)
        let source = code + "\n" + Self.standIns(document, plan: output.plan)
        let platform: SurfacePlatform = document.platform == .macOS ? .macOS : .iOS
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: platform)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))\n\(source)")
    }

    /// `final class X: Base { var outlet: Type?; @objc func action(_ sender: Any) {} }` for every custom class.
    static func standIns(_ document: IBDocument, plan: LoadViewPlan) -> String {
        var objects: [String: IBObject] = [:]
        document.forEachObject { if let id = $0.id { objects[id] = $0 } }
        var constraintIDs: Set<String> = []
        document.forEachObject { object in for c in object.constraints { if let id = c.id { constraintIDs.insert(id) } }
        }
        var classes: [String: (base: String, outlets: [String: String], actions: Set<String>)] = [:]
        let generated = Set(plan.types.filter { $0.kind == .cellSubclass || $0.kind == .viewBuilder }.map(\.typeName))
        let macOS = document.platform == .macOS
        // The object a window is built for (MainMenu.xib's app delegate, ``LoadViewGenerator/outletHolder``).
        let holders = Set(
            document.topLevelObjects.filter { $0.element == "window" }.compactMap {
                LoadViewGenerator.outletHolder(document, of: $0)?.id
            })
        func base(_ object: IBObject) -> String? {
            if macOS, let id = object.id, holders.contains(id) { return "NSObject" }
            if object.placeholderIdentifier == "IBFilesOwner" || (object.element == "customObject" && object.id == "-2")
            {
                // MainMenu.xib's File's Owner is the application itself: an SDK class, no stand-in.
                if macOS, object.customClass?.hasPrefix("NS") == true { return nil }
                if macOS, !object.connections.contains(where: { $0.property == "view" }),
                    object.connections.contains(where: { $0.kind == .outlet && $0.property == "window" })
                {
                    return "NSWindowController"  // a window controller's xib (`sbgenLoadWindow()`)
                }
                return macOS ? "NSViewController" : "UIViewController"
            }
            if macOS {
                if object.element == "window" { return "NSWindow" }
                if object.sceneMemberID == "viewController" {
                    return object.element == "viewController" ? "NSViewController" : nil
                }
                return ViewMapping.className(for: object.element, platform: .macOS)
            }
            if object.sceneMemberID == "viewController" {
                return [
                    "tableViewController": "UITableViewController",
                    "collectionViewController": "UICollectionViewController",
                ][object.element] ?? "UIViewController"
            }
            if object.element == "collectionViewLayout" { return "UICollectionViewLayout" }
            return ViewMapping.gestureClasses[object.element]
                ?? ViewMapping.className(for: object.element, platform: .iOS)
        }
        func typeName(_ id: String) -> String {
            if constraintIDs.contains(id) { return "NSLayoutConstraint" }
            guard let object = objects[id] else { return "AnyObject" }
            if object.sceneMemberID == "viewController" || object.placeholderIdentifier != nil { return "AnyObject" }
            if object.element == "navigationItem" { return "UINavigationItem" }
            if object.element == "barButtonItem" { return "UIBarButtonItem" }
            return object.customClass ?? base(object) ?? "AnyObject"
        }
        document.forEachObject { object in
            guard let custom = object.customClass, !generated.contains(custom), let base = base(object) else { return }
            var entry = classes[custom] ?? (base, [:], [])
            for connection in object.connections {
                guard let property = connection.property, let destination = connection.destination else { continue }
                // NSTableCellView's own `textField`/`imageView` are what IB connects.
                let inherited = entry.base == "NSTableCellView" && ["textField", "imageView"].contains(property)
                let controllerWindow = entry.base == "NSWindowController" && property == "window"
                if connection.kind == .outlet, property != "view", !inherited, !controllerWindow {
                    entry.outlets[property] = typeName(destination) + "?"
                }
                if connection.kind == .outletCollection, property != "gestureRecognizers" {
                    entry.outlets[property] = "[AnyObject]?"
                }
            }
            classes[custom] = entry
        }
        // Action methods live on the target's class.
        document.forEachObject { object in
            for connection in object.connections where connection.kind == .action {
                guard let selector = connection.selector,
                    ActionSelectors.sdkSpelling(selector, appKit: macOS) == nil,
                    let target = connection.destination ?? connection.target, let owner = objects[target],
                    let custom = owner.customClass, classes[custom] != nil
                else { continue }
                classes[custom]?.actions.insert(selector)
            }
        }
        // Foundation's key-value coding (part of NSObject on Apple platforms, absent from
        // swift-corelibs-foundation): what `setValue(_:forKeyPath:)` statements call.
        var out = "extension NSObject {\n    func setValue(_ value: Any?, forKeyPath keyPath: String) {}\n"
        out += "    func setValue(_ value: Any?, forKey key: String) {}\n}\n\n"
        for name in classes.keys.sorted() {
            let entry = classes[name]!
            out += "final class \(name): \(entry.base) {\n"
            for property in entry.outlets.keys.sorted() { out += "    var \(property): \(entry.outlets[property]!)\n" }
            for selector in entry.actions.sorted() {
                let parts = selector.split(separator: ":").map(String.init)
                let parameters = parts.enumerated().map {
                    $0.offset == 0 ? "_ sender: Any" : "\($0.element) p\($0.offset): Any"
                }
                out +=
                    "    @objc func \(parts.first ?? selector)(\(selector.hasSuffix(":") ? parameters.joined(separator: ", ") : "")) {}\n"
            }
            out += "}\n\n"
        }
        return out
    }
}
