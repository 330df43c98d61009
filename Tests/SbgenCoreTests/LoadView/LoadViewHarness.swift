import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport

/// Runs generated load-view code on the executable recording surface (`Tests/LoadViewSurface`) and
/// returns, per unit, the canonical dump it printed next to the canonical form computed from the model.
enum LoadViewHarness {
    /// One unit's two canonical texts.
    struct Comparison {
        var file: String
        var label: String
        var expected: String
        var actual: String?
        /// The id of the unit's root view (the oracle's `root`), when the unit has one.
        var rootID: String?
        /// What the run-time state printed for the oracle comparison (`SbgenFacts`, JSON).
        var facts: String?
    }

    /// A file prepared for a batch: its generated code and the code that builds and dumps its units.
    struct Prepared {
        var file: String
        var code: String
        var mainLines: [String]
        var expected: [(String, String)]
        /// Custom and generated type names this file declares or needs stand-ins for.
        var names: Set<String>
        var standIns: [String: StandIn]
        var factories: [String: String]
        /// The recording surface module the code runs against (`UIKit` or `AppKit`).
        var module = "UIKit"
        /// `iOS` or `tvOS` (UIKit files).
        var platform = "iOS"
        /// Label → id of the unit's root view.
        var roots: [String: String] = [:]
        /// Ids of the document's `symbolic="YES"` constraints (system spacing), read from the model.
        var symbolic: Set<String> = []
        /// Labels of units with warnings (prepared with `partial`).
        var partial: Set<String> = []
        /// Ids of views and constraints a `<variation key="default">` mask excludes (not installed
        /// for the base size class), read from the model.
        var excluded: Set<String> = []
        /// Ids of the views whose `opaque` the oracle comparison compares (``ViewMapping/opaqueHasEffect(_:)``).
        var opaqueCompared: Set<String> = []
        /// Ids of the views IB marks `fixedFrame="YES"` (laid out by their frames), read from the model.
        var fixedFrames: Set<String> = []
    }

    /// A stand-in declaration for a custom class: base class, outlet properties, content builder.
    struct StandIn {
        var base: String
        var outlets: Set<String> = []
        var buildsContent = false
    }

    static let surfaceFolder = GoldenFile.repositoryRoot.appendingPathComponent("Tests/LoadViewSurface")

    static var surfaceFiles: [String] {
        swiftFiles(in: surfaceFolder) + swiftFiles(in: surfaceFolder.appendingPathComponent("Shared"))
    }

    /// The `.swift` files directly in `folder`, sorted, as paths.
    static func swiftFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Class names the recording surface declares: a custom class with such a name (IB allows
    /// `customClass="UIStackView"`) needs no stand-in.
    static let surfaceClasses: Set<String> = {
        var names: Set<String> = []
        for file in surfaceFiles {
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

    /// Prepares the fully converted units of `path` (nil when nothing qualifies); with `partial`, the
    /// units with warnings too (their labels in `Prepared.partial`), for the oracle comparison of what
    /// they do convert.
    static func prepare(_ path: String, displayName: String, partial: Bool = false) -> Prepared? {
        guard let document = try? IBDocumentParser().parse(path: path) else { return nil }
        let output = LoadViewGenerator.generate(document, source: displayName)
        let units = output.units.filter { partial || $0.fullyConverted }
        guard !units.isEmpty, document.platform == .iOS || document.platform == .tvOS else { return nil }
        guard let rendered = try? LoadViewRenderer.render(output.plan) else { return nil }
        var prepared = Prepared(
            file: displayName, code: rewrite(rendered), mainLines: [], expected: [],
            names: [], standIns: [:], factories: [:])
        prepared.platform = document.platform == .tvOS ? "tvOS" : "iOS"
        var objects: [String: IBObject] = [:]
        document.forEachObject {
            if let id = $0.id {
                objects[id] = $0
                if ViewMapping.className(for: $0.element, platform: .iOS) != nil, ViewMapping.opaqueHasEffect($0) {
                    prepared.opaqueCompared.insert(id)
                }
                if $0.attributes["fixedFrame"] == "YES" { prepared.fixedFrames.insert(id) }
            }
            for constraint in $0.constraints where constraint.isSymbolic {
                if let id = constraint.id { prepared.symbolic.insert(id) }
            }
            for variation in $0.properties where variation.name == "variation" && variation.key == "default" {
                for mask in variation.children where mask.name == "mask" {
                    for exclude in mask.children where exclude.name == "exclude" {
                        if let reference = exclude.attributes["reference"] { prepared.excluded.insert(reference) }
                    }
                }
            }
        }
        // Also the file's protocol of responder actions (`Sbgen<File>Actions`): two files of one name clash.
        for type in output.plan.types
        where [.cellSubclass, .viewBuilder, .staticTable, .actionProtocol].contains(type.kind) {
            prepared.names.insert(type.typeName)
        }
        for type in output.plan.types where type.kind == .viewExtension {
            prepared.standIns[type.typeName, default: StandIn(base: type.baseClass ?? "UIView")].buildsContent = true
        }
        if !collectStandIns(document, into: &prepared) { return nil }
        for type in output.plan.types
        where type.kind == .cellSubclass || (type.kind == .viewExtension && type.identifier != nil) {
            let base = type.baseClass ?? prepared.standIns[type.typeName]?.base ?? "UIView"
            prepared.factories[type.typeName] =
                base == "UITableViewCell"
                ? "{ \(type.typeName)(style: .default, reuseIdentifier: nil) }" : "{ \(type.typeName)(frame: .zero) }"
        }
        for (index, unit) in units.enumerated() {
            let label = "\(displayName) #\(index) \(unit.typeName).\(unit.functionName)"
            guard let id = unit.sceneID, !unit.typeName.isEmpty else { continue }
            if !unit.fullyConverted { prepared.partial.insert(label) }
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
                let detached = others.filter {
                    $0.id != root.id && ViewMapping.className(for: $0.element, platform: .iOS) != nil
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
                prepared.roots[label] = root.id
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; sbgenBarCustomViews = []; let c = \(unit.typeName)(); c.\(unit.functionName)(); "
                        + "print(SbgenDump.controller(c, label: \(MappedValue.stringLiteral(label)))); "
                        + "print(\"## facts \" + SbgenFacts.controller(c)); print(\"%%\") }")
            case .viewExtension:
                guard let object = objects[id] else { continue }
                let base = prepared.standIns[unit.typeName]?.base ?? "UIView"
                let make =
                    base == "UITableViewCell"
                    ? "\(unit.typeName)(style: .default, reuseIdentifier: nil)" : "\(unit.typeName)(frame: .zero)"
                prepared.expected.append(
                    (label, CanonicalHierarchy.view(document, object: object, label: label, derived: true)))
                prepared.roots[label] = id
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; sbgenBarCustomViews = []; let v = \(make); "
                        + "print(SbgenDump.view(v, label: \(MappedValue.stringLiteral(label)))); "
                        + "print(\"## facts \" + SbgenFacts.view(v)); print(\"%%\") }")
            case .viewBuilder:
                guard let object = objects[id] else { continue }
                prepared.expected.append(
                    (label, CanonicalHierarchy.view(document, object: object, label: label, derived: false)))
                prepared.roots[label] = id
                prepared.mainLines.append(
                    "do { sbgenActiveConstraints = []; sbgenBarCustomViews = []; let v = \(unit.typeName).make(); "
                        + "print(SbgenDump.view(v, label: \(MappedValue.stringLiteral(label)))); "
                        + "print(\"## facts \" + SbgenFacts.view(v)); print(\"%%\") }")
            case .cellSubclass, .staticTable, .actionProtocol, .typeAliases, .sizeClassObserver,
                .windowControllerExtension:
                continue
            case .ownerExtension:
                // File's Owner's class builds the view for itself; the oracle describes the nib's views
                // without their owner, so these units are not compared (docs/LoadView.md).
                continue
            }
        }
        prepared.names.formUnion(prepared.standIns.keys)
        return prepared.expected.isEmpty ? nil : prepared
    }

    static let controllerBases = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "pageViewController": "UIPageViewController", "splitViewController": "UISplitViewController",
    ]

    /// Stand-ins for every custom class of the document; false when one class has two base classes.
    static func collectStandIns(_ document: IBDocument, into prepared: inout Prepared) -> Bool {
        var ok = true
        func visit(_ object: IBObject, base: String?) {
            guard let custom = object.customClass, var base, !surfaceClasses.contains(custom) else { return }
            // A `<view>` that sends control events (`eventType`) is a control: IB allows a UIControl
            // subclass on a plain view element.
            if base == "UIView", object.connections.contains(where: { $0.kind == .action && $0.eventType != nil }) {
                base = "UIControl"
            }
            if let existing = prepared.standIns[custom], existing.base != base {
                // IB lets a `<view>` carry the custom class of a `<scrollView>` elsewhere: the class is
                // the more derived of the two bases (one stand-in serves both).
                if ViewMapping.isKind(existing.base, of: base) {
                    base = existing.base
                } else if !ViewMapping.isKind(base, of: existing.base) {
                    ok = false
                }
            }
            prepared.standIns[custom, default: StandIn(base: base)].base = base
            for connection in object.connections
            where connection.kind == .outlet || connection.kind == .outletCollection {
                if let property = connection.property, property != "view", property != "gestureRecognizers" {
                    prepared.standIns[custom]?.outlets.insert(property)
                }
            }
        }
        document.forEachObject { object in
            if object.placeholderIdentifier == "IBFilesOwner" {
                // Only an owner with a `view` outlet is a controller; other owners get no code.
                if object.connections.contains(where: { $0.property == "view" }) {
                    visit(object, base: "UIViewController")
                }
            } else if let base = controllerBases[object.element], object.sceneMemberID == "viewController" {
                visit(object, base: base)
            } else if let base = ViewMapping.gestureClasses[object.element] {
                visit(object, base: base)
            } else if object.element == "collectionViewLayout" {
                visit(object, base: "UICollectionViewLayout")
            } else {
                visit(object, base: ViewMapping.className(for: object.element, platform: .iOS))
            }
        }
        return ok
    }

    /// Linux has no Objective-C runtime: `#selector(T.name(_:x:))` becomes `Selector("name:x:")`; the
    /// the UIKit imports become `@testable import UIKit` (the recording surface, built once as a module
    /// named `UIKit` with `-enable-testing`).
    static func rewrite(_ code: String) -> String {
        var lines: [String] = ["import Foundation", "@testable import UIKit"]
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("import ") { continue }
            // The file's protocol of responder actions: only `#selector` names it, and those become strings.
            var text = line.hasPrefix("@objc protocol ") ? String(line.dropFirst("@objc ".count)) : String(line)
            while let range = text.range(of: "#selector(") {
                var depth = 1
                var end = range.upperBound
                while end < text.endIndex, depth > 0 {
                    if text[end] == "(" { depth += 1 }
                    if text[end] == ")" { depth -= 1 }
                    end = text.index(after: end)
                }
                let inner = String(text[range.upperBound..<text.index(before: end)])
                text.replaceSubrange(range.lowerBound..<end, with: "Selector(\"\(objcName(inner))\")")
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// `Type.name(_:forEvent:)` → `name:forEvent:`.
    static func objcName(_ swift: String) -> String {
        // `T.dismiss as (T) -> () -> Void` names `T.dismiss`; `NSDocument.save(_:)` is `saveDocument:`.
        var text = swift.components(separatedBy: " as ")[0]
        if let selector = ActionSelectors.selector(ofSDKSpelling: text) { return selector }
        if let open = text.firstIndex(of: "(") {
            let head = text[..<open]
            let name = head.split(separator: ".").last.map(String.init) ?? String(head)
            let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":")
            text = name + labels.map { $0 == "_" ? ":" : "\($0):" }.joined()
            return text
        }
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}
