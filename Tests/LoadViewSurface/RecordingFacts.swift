import Foundation

/// The state the generated code left, in the shape of the independent oracle
/// (`../shared/tools/view-facts.py`, `VIEWFACTS.jsonl`): the view tree in pre-order with the oracle's
/// paths and classes, the properties it reports *read from the objects* (a property the code never
/// set reads as the class's initial value), every active constraint between views of the tree, and
/// the controller's outlets to views of the tree. One JSON object (sorted keys) per unit; the test
/// normalizes it and the oracle's unit the same way and compares them.
@MainActor enum SbgenFacts {
    /// Runtime object → oracle path (`@`, `@/0`, `@/0/contentView`).
    static var paths: [ObjectIdentifier: String] = [:]
    static var nodes: [[String: Any]] = []

    static func controller(_ controller: UIViewController) -> String {
        var outlets: [String: Set<String>] = [:]
        let text = unit(root: controller.view) {
            for (key, value) in controller.sbgenOutlets {
                guard let object = value.flatMap(unwrap), let path = paths[ObjectIdentifier(object)] else { continue }
                outlets[key, default: []].insert(path)
            }
            if let view = controller.view, let path = paths[ObjectIdentifier(view)] {
                outlets["view", default: []].insert(path)
            }
            return outlets
        }
        return text
    }

    /// A view unit: the outlets the view set on itself. When File's Owner is the view (`CardView`
    /// owning `CardView.xib`) they are the owner's outlets the oracle reports; the view's own
    /// outlets, which it leaves out of scope, are ignored by the comparison.
    static func view(_ view: UIView) -> String {
        unit(root: view) {
            var outlets: [String: Set<String>] = [:]
            for (key, value) in view.sbgenOutlets {
                guard let object = value.flatMap(unwrap), let path = paths[ObjectIdentifier(object)] else { continue }
                outlets[key, default: []].insert(path)
            }
            return outlets
        }
    }

    static func unwrap(_ value: Any) -> AnyObject? {
        if let optional = value as? OptionalProtocol { return optional.sbgenUnwrapped.flatMap(unwrap) }
        if value is [Any] { return nil }  // outlet collections: not reported by the oracle
        return value as AnyObject
    }

    static func unit(root: UIView, outlets: () -> [String: Set<String>]) -> String {
        paths = [:]
        nodes = []
        walk(root, path: "@")
        var constraints: [[String: Any]] = []
        for c in sbgenActiveConstraints {
            guard let first = item(c.firstItem) else { continue }
            var second: Any = NSNull()
            if let other = c.secondItem {
                guard let resolved = item(other) else { continue }
                second = resolved
            }
            constraints.append([
                "first": first, "firstAttribute": "\(c.firstAttribute)", "relation": "\(c.relation)",
                "second": second,
                "secondAttribute": c.secondItem == nil ? NSNull() : "\(c.secondAttribute)" as Any,
                "multiplier": Double(c.multiplier), "constant": c.symbolic ? "system" : Double(c.constant) as Any,
                "priority": Double(c.priority.rawValue),
            ])
        }
        var outletObject: [String: Any] = [:]
        for (key, targets) in outlets() {
            outletObject[key] = targets.count == 1 ? targets.first! : targets.sorted()
        }
        let object: [String: Any] = ["nodes": nodes, "constraints": constraints, "outlets": outletObject]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A constraint item's path: a view of the tree, or `PATH:guide` for its layout guides
    /// (`margins`, `safeArea`, `content`, `frame`); nil for objects outside the tree.
    static func item(_ object: AnyObject) -> String? {
        if let guide = object as? UILayoutGuide {
            return paths[ObjectIdentifier(guide.owner)].map { "\($0):\(guide.name)" }
        }
        return paths[ObjectIdentifier(object)]
    }

    /// The oracle's tree: keyed sub-views that are real sub-views at run time (a cell's or effect
    /// view's content view, a table's header and footer views), then the subviews in order. A styled
    /// cell's own labels, static cells and embedded controllers' views are not in it.
    static func walk(_ view: UIView, path: String) {
        paths[ObjectIdentifier(view)] = path
        var kinds: [String] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            kinds.append(String(describing: current.subjectType))
            mirror = current.superclassMirror
        }
        nodes.append(["path": path, "class": SbgenDump.name(view), "kinds": kinds, "props": props(view)])
        var keyed: [(String, UIView)] = []
        if let cell = view as? UITableViewCell { keyed.append(("contentView", cell.contentView)) }
        if let cell = view as? UICollectionViewCell { keyed.append(("contentView", cell.contentView)) }
        if let effect = view as? UIVisualEffectView { keyed.append(("contentView", effect.contentView)) }
        if let table = view as? UITableView {
            if let header = table.tableHeaderView { keyed.append(("tableHeaderView", header)) }
            if let footer = table.tableFooterView { keyed.append(("tableFooterView", footer)) }
        }
        for (key, child) in keyed { walk(child, path: "\(path)/\(key)") }
        for (index, child) in view.subviews.enumerated() where child.sbgenController == nil {
            walk(child, path: "\(path)/\(index)")
        }
    }

    /// The properties the oracle reports, as the objects hold them now.
    static func props(_ view: UIView) -> [String: Any] {
        var p: [String: Any] = [
            "userInteractionEnabled": view.isUserInteractionEnabled, "hidden": view.isHidden,
            "alpha": Double(view.alpha), "opaque": view.isOpaque, "clipsToBounds": view.clipsToBounds,
            "tag": view.tag,
            "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints,
            "contentMode": "\(view.contentMode)",
        ]
        if let label = view as? UILabel {
            if let text = label.text { p["text"] = text }
            p["textAlignment"] = "\(label.textAlignment)"
            p["numberOfLines"] = label.numberOfLines
        }
        if let field = view as? UITextField {
            if let text = field.text { p["text"] = text }
            p["textAlignment"] = "\(field.textAlignment)"
        }
        if let textView = view as? UITextView {
            if let text = textView.text { p["text"] = text }
            p["textAlignment"] = "\(textView.textAlignment)"
        }
        if let imageView = view as? UIImageView, let image = imageView.image { p["image"] = imageFact(image) }
        if let button = view as? UIButton {
            if let title = button.sbgenTitles["normal"] ?? nil { p["title"] = title }
            if let image = button.sbgenImages["normal"] ?? nil { p["image"] = imageFact(image) }
        }
        return p
    }

    /// `{"name", "system"}` as the oracle spells an image (`system`: an SF Symbol).
    static func imageFact(_ image: UIImage) -> [String: Any] {
        let text = image.sbgenCanonical
        for (prefix, system) in [("image(", false), ("symbol(", true)] where text.hasPrefix(prefix) {
            return ["name": String(text.dropFirst(prefix.count).dropLast()), "system": system]
        }
        return ["name": text, "system": false]
    }
}
