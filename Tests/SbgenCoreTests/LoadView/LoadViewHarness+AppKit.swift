import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport

/// macOS units on the AppKit recording surface (`Tests/LoadViewSurface/AppKit`, built as module `AppKit`).
extension LoadViewHarness {
    static let appKitSurfaceFolder = surfaceFolder.appendingPathComponent("AppKit")

    static var appKitSurfaceFiles: [String] {
        swiftFiles(in: appKitSurfaceFolder) + swiftFiles(in: surfaceFolder.appendingPathComponent("Shared"))
    }

    /// Class names the AppKit recording surface declares (a custom class with such a name needs no stand-in).
    static let appKitSurfaceClasses: Set<String> = {
        var names: Set<String> = []
        for file in appKitSurfaceFiles {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { " :{".contains($0) })
                if let index = words.firstIndex(where: { $0 == "class" }), index + 1 < words.count {
                    names.insert(String(words[index + 1]))
                }
            }
        }
        return names
    }()

    /// The AppKit recording surface, built once per test process as module `AppKit`.
    static let appKitSurfaceModule: String? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-recording-appkit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = shell(
            [
                "swiftc", "-swift-version", "6", "-Onone", "-suppress-warnings", "-enable-testing", "-module-name",
                "AppKit", "-emit-module", "-emit-library", "-emit-module-path",
                folder.appendingPathComponent("AppKit.swiftmodule").path,
                "-o", folder.appendingPathComponent("libAppKit.so").path,
            ] + appKitSurfaceFiles)
        if result.status != 0 { print(result.output) }
        return result.status == 0 ? folder.path : nil
    }()

    /// Prepares the fully converted units of a macOS document (nil when nothing qualifies).
    static func prepareAppKit(_ path: String, displayName: String) -> Prepared? {
        guard let document = try? IBDocumentParser().parse(path: path), document.platform == .macOS else { return nil }
        let output = LoadViewGenerator.generate(document, source: displayName)
        let units = output.units.filter(\.fullyConverted)
        guard !units.isEmpty, let rendered = try? LoadViewRenderer.render(output.plan) else { return nil }
        let code = rewrite(rendered).replacingOccurrences(of: "@testable import UIKit", with: "@testable import AppKit")
        var prepared = Prepared(
            file: displayName, code: code, mainLines: [], expected: [], names: [], standIns: [:], factories: [:],
            module: "AppKit")
        var objects: [String: IBObject] = [:]
        document.forEachObject { if let id = $0.id { objects[id] = $0 } }
        // Also the file's protocol of responder actions (`Sbgen<File>Actions`): two files of one name clash.
        for type in output.plan.types where [.cellSubclass, .viewBuilder, .actionProtocol].contains(type.kind) {
            prepared.names.insert(type.typeName)
        }
        for type in output.plan.types where type.kind == .viewExtension {
            prepared.standIns[type.typeName, default: StandIn(base: type.baseClass ?? "NSView")].buildsContent = true
        }
        if !collectAppKitStandIns(document, into: &prepared) { return nil }
        for (index, unit) in units.enumerated() {
            let label = "\(displayName) #\(index) \(unit.typeName).\(unit.functionName)"
            guard let id = unit.sceneID else { continue }
            let literal = MappedValue.stringLiteral(label)
            switch unit.kind {
            case .controllerExtension:
                let controller: IBObject
                let root: IBObject
                let others: [IBObject]
                if document.kind == .storyboard {
                    guard let scene = document.scenes.first(where: { $0.sceneID == id }), let c = scene.controller,
                        let r = c.child(key: "view")
                    else { continue }
                    (controller, root, others) = (c, r, scene.members)
                } else {
                    guard let owner = LoadViewGenerator.filesOwner(document), let r = objects[id] else { continue }
                    (controller, root, others) = (owner, r, document.topLevelObjects)
                }
                // A view controller xib's sheets and panels are built with its view: their constraints too.
                let detached = others.filter {
                    $0.id != root.id
                        && (ViewMapping.className(for: $0.element, platform: .macOS) != nil || $0.element == "window")
                }
                if !unit.typeName.contains("sbgen"), unit.functionName != "sbgenLoadView" {
                    prepared.names.insert("\(unit.typeName).\(unit.functionName)")
                }
                prepared.expected.append(
                    (
                        label,
                        CanonicalHierarchy.controller(
                            document, controller: controller, root: root, label: label, detached: detached)
                    ))
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; let c = \(unit.typeName)(); c.\(unit.functionName)(); "
                        + "print(SbgenDump.controller(c, label: \(literal))); print(\"%%\") }")
            case .viewExtension:
                guard let object = objects[id] else { continue }
                prepared.expected.append(
                    (label, CanonicalHierarchy.view(document, object: object, label: label, derived: true)))
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; let v = \(unit.typeName)(frame: .zero); "
                        + "print(SbgenDump.view(v, label: \(literal))); print(\"%%\") }")
            case .windowControllerExtension:
                guard let window = objects[id], let owner = LoadViewGenerator.filesOwner(document) else { continue }
                if unit.functionName != "sbgenLoadWindow" {
                    prepared.names.insert("\(unit.typeName).\(unit.functionName)")
                }
                prepared.expected.append(
                    (label, CanonicalHierarchy.window(document, window: window, owner: owner, label: label)))
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; let c = \(unit.typeName)(window: nil); c.\(unit.functionName)(); "
                        + "print(SbgenDump.window(c.window!, controller: c, label: \(literal))); print(\"%%\") }")
            case .viewBuilder where objects[id]?.element == "window":
                guard let window = objects[id] else { continue }
                prepared.expected.append(
                    (label, CanonicalHierarchy.window(document, window: window, owner: nil, label: label)))
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; let w = \(unit.typeName).make(); "
                        + "print(SbgenDump.window(w, controller: nil, label: \(literal))); print(\"%%\") }")
            case .viewBuilder:
                guard let object = objects[id] else { continue }
                prepared.expected.append(
                    (label, CanonicalHierarchy.view(document, object: object, label: label, derived: false)))
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; let v = \(unit.typeName).make(); "
                        + "print(SbgenDump.view(v, label: \(literal))); print(\"%%\") }")
            case .cellSubclass, .staticTable, .actionProtocol, .typeAliases, .sizeClassObserver:
                continue
            case .ownerExtension:
                // File's Owner's class builds the view for itself; the oracle describes the nib's views
                // without their owner, so these units are not compared (docs/LoadView.md).
                continue
            }
        }
        // Prototype cell views of fully converted units: their builders run too.
        var cellIDs: Set<String> = []
        for unit in units {
            guard let id = unit.sceneID else { continue }
            let scope = document.scenes.first { $0.sceneID == id }?.members ?? objects[id].map { [$0] } ?? []
            let all = document.kind == .xib && unit.kind == .controllerExtension ? document.topLevelObjects : scope
            for object in all {
                object.forEachObject { if $0.element == "tableCellView", let cellID = $0.id { cellIDs.insert(cellID) } }
            }
        }
        for type in output.plan.types where type.baseClass == "NSTableCellView" && cellIDs.contains(type.sceneID ?? "")
        {
            guard let object = objects[type.sceneID ?? ""] else { continue }
            let label = "\(displayName) cell \(type.typeName)"
            let literal = MappedValue.stringLiteral(label)
            let derived = type.kind == .viewExtension
            prepared.expected.append(
                (label, CanonicalHierarchy.view(document, object: object, label: label, derived: derived)))
            let make = derived ? "\(type.typeName)(frame: .zero)" : "\(type.typeName).make()"
            prepared.mainLines.append(
                "do { sbgenActiveConstraints = []; let v = \(make); "
                    + "print(SbgenDump.view(v, label: \(literal))); print(\"%%\") }")
        }
        prepared.names.formUnion(prepared.standIns.keys)
        return prepared.expected.isEmpty ? nil : prepared
    }

    /// Stand-ins for the custom classes of a macOS document; false when one class has two base classes.
    static func collectAppKitStandIns(_ document: IBDocument, into prepared: inout Prepared) -> Bool {
        var ok = true
        func visit(_ object: IBObject, base given: String?) {
            guard let custom = object.customClass, var base = given, !appKitSurfaceClasses.contains(custom) else {
                return
            }
            if let existing = prepared.standIns[custom]?.base, existing != base {
                // IB lets one class sit on a custom view and on a box: the class is the more specific one.
                if ViewMapping.isKind(existing, of: base) {
                    base = existing
                } else if !ViewMapping.isKind(base, of: existing) {
                    ok = false
                }
            }
            prepared.standIns[custom, default: StandIn(base: base)].base = base
            var connections = object.connections
            for cell in object.children where cell.key == "cell" { connections += cell.connections }
            for connection in connections where connection.kind == .outlet || connection.kind == .outletCollection {
                if let property = connection.property, property != "view" {
                    prepared.standIns[custom]?.outlets.insert(property)
                }
            }
        }
        // The object a window is built for (MainMenu.xib's app delegate, ``LoadViewGenerator/outletHolder``).
        let holders = Set(
            document.topLevelObjects.filter { $0.element == "window" }.compactMap {
                LoadViewGenerator.outletHolder(document, of: $0)?.id
            })
        document.forEachObject { object in
            if object.element == "customObject", let id = object.id, holders.contains(id) {
                visit(object, base: "NSObject")
            } else if object.element == "customObject", object.id == "-2" {
                if object.connections.contains(where: { $0.property == "view" }) {
                    visit(object, base: "NSViewController")
                } else if object.connections.contains(where: { $0.kind == .outlet && $0.property == "window" }) {
                    visit(object, base: "NSWindowController")
                }
            } else if object.element == "window" {
                visit(object, base: "NSWindow")
            } else if object.sceneMemberID == "viewController" {
                // Every macOS scene controller class (page, split, tab…) is an NSViewController subclass
                // to the generated code; window controllers get no code.
                if object.element != "windowController" { visit(object, base: "NSViewController") }
            } else {
                visit(object, base: ViewMapping.className(for: object.element, platform: .macOS))
            }
        }
        return ok
    }

    /// Members the AppKit recording surface's base classes already have; outlets with these names are not redeclared.
    static let appKitBaseMembers: [String: Set<String>] = [
        "NSViewController": ["title", "view", "children"], "NSTableCellView": ["textField", "imageView"],
        "NSTableView": ["dataSource", "delegate"], "NSTextField": ["delegate"], "NSTextView": ["delegate"],
        "NSWindowController": ["window"],
        "NSWindow": ["delegate", "contentView"],
    ]

    /// The stand-in declarations of an AppKit batch.
    static func appKitStandInCode(_ standIns: [String: StandIn]) -> String {
        var out = "import Foundation\n@testable import AppKit\n\n"
        for name in standIns.keys.sorted() {
            let standIn = standIns[name]!
            // The team's classes adopt the protocols their outlets need (data source, delegates).
            out +=
                "final class \(name): \(standIn.base), NSTableViewDataSource, NSTableViewDelegate, NSTextFieldDelegate, "
                + "NSTextViewDelegate {\n"
            // The members of the base class and of its superclasses (a custom NSSearchField has NSTextField's).
            var reserved: Set<String> = []
            for (className, members) in appKitBaseMembers where ViewMapping.isKind(standIn.base, of: className) {
                reserved.formUnion(members)
            }
            // NSResponder's `menu` (a view's context menu): the recording NSView has it.
            if ViewMapping.isKind(standIn.base, of: "NSView") { reserved.insert("menu") }
            for outlet in standIn.outlets.sorted() where !reserved.contains(outlet) {
                // An NSObject (the app delegate a window is built for) records nothing: its unit is not compared.
                out +=
                    standIn.base == "NSObject"
                    ? "    var \(outlet): Any?\n"
                    : "    var \(outlet): Any? { didSet { sbgenOutlet(\"\(outlet)\", \(outlet)) } }\n"
            }
            if standIn.buildsContent {
                out += "    override init(frame frameRect: CGRect) {\n        super.init(frame: frameRect)\n"
                out += "        sbgenBuildContent()\n    }\n"
                out += "    required init?(coder: NSCoder) { super.init(coder: coder) }\n"
            }
            out += "}\n\n"
        }
        return out
    }
}
