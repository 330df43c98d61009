import Foundation
import IBModel

/// The facts `../shared/tools/ib-facts.py` extracts from an IB file, computed from our model instead
/// of from the XML, in the same JSON shape, so the two can be compared value for value.
enum CorpusFacts {
    static func facts(of document: IBDocument, file: String) -> [String: Any] {
        var out: [String: Any] = [
            "file": file,
            "kind": document.kind.rawValue,
            "documentType": document.documentType as Any? ?? NSNull(),
            "targetRuntime": document.targetRuntime as Any? ?? NSNull(),
            "initialViewController": document.initialViewController as Any? ?? NSNull(),
        ]
        var controllerOf: [String: String] = [:]  // object id → scene controller id, for objects inside a controller
        var scenes: [[String: Any]] = []
        for scene in document.scenes {
            var entry: [String: Any] = ["sceneID": scene.sceneID]
            if let controller = scene.controller {
                var fields: [String: Any] = ["element": controller.element]
                copy(
                    controller.attributes,
                    ["id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier"], into: &fields
                )
                entry["controller"] = fields
                let controllerID = controller.id ?? ""
                controller.forEachObject { object in
                    if let id = object.id { controllerOf[id] = controllerID }
                }
            }
            scenes.append(entry)
        }
        out["scenes"] = scenes
        if document.kind == .xib || document.scenes.isEmpty, !document.objects.isEmpty || document.kind == .xib {
            var top: [[String: Any]] = []
            for object in document.objects {
                if object.isPlaceholder {
                    if object.placeholderIdentifier == "IBFilesOwner" {
                        var owner: [String: Any] = [:]
                        copy(object.attributes, ["customClass", "customModule", "customModuleProvider"], into: &owner)
                        out["filesOwner"] = owner
                    }
                    continue
                }
                var fields: [String: Any] = ["element": object.element]
                copy(object.attributes, ["id", "customClass", "customModule", "customModuleProvider"], into: &fields)
                top.append(fields)
            }
            out["topLevelObjects"] = top
        }
        var references: [[String: Any]] = []
        var reusables: [[String: Any]] = []
        var segues: [[String: Any]] = []
        var outlets: [[String: Any]] = []
        var collections: [[String: Any]] = []
        var actions: [[String: Any]] = []
        document.forEachObject { object in
            if object.element == "viewControllerPlaceholder" {
                var fields: [String: Any] = [:]
                copy(
                    object.attributes, ["id", "storyboardName", "referencedIdentifier", "bundleIdentifier"],
                    into: &fields)
                references.append(fields)
            }
            if ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(
                object.element), object.reuseIdentifier?.isEmpty == false
            {
                var fields: [String: Any] = ["element": object.element]
                copy(object.attributes, ["id", "reuseIdentifier", "customClass", "customModule"], into: &fields)
                reusables.append(fields)
            }
            for connection in object.connections {
                var fields: [String: Any] = [:]
                if let source = connection.source { fields["source"] = source }
                if let id = object.id, let controller = controllerOf[id] { fields["sceneController"] = controller }
                switch connection.element {
                case "segue":
                    copy(
                        connection.attributes,
                        ["id", "identifier", "kind", "destination", "customClass", "relationship"], into: &fields)
                    segues.append(fields)
                case "outlet":
                    copy(connection.attributes, ["id", "property", "destination"], into: &fields)
                    outlets.append(fields)
                case "outletCollection":
                    copy(connection.attributes, ["id", "property", "destination", "collectionClass"], into: &fields)
                    collections.append(fields)
                case "action":
                    copy(
                        connection.attributes, ["id", "selector", "eventType", "destination", "target"], into: &fields)
                    actions.append(fields)
                default:
                    break
                }
            }
        }
        out["references"] = references
        out["reusables"] = reusables
        out["segues"] = segues
        out["outlets"] = outlets
        out["outletCollections"] = collections
        out["actions"] = actions
        return out
    }

    private static func copy(_ attributes: IBAttributes, _ names: [String], into fields: inout [String: Any]) {
        for name in names { if let value = attributes[name] { fields[name] = value } }
    }

    /// Canonical JSON text of a facts object: sorted keys, so two equal fact sets give equal text.
    static func canonical(_ object: Any) -> String {
        let data = try! JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
