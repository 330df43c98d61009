import IBModel

/// The canonical text of a view hierarchy, computed straight from the IB model: classes, child order,
/// frames, properties (through ``ViewMapping``), constraints, outlets and actions.
///
/// The executable recording surface prints the same form after running the generated code; the
/// equality test compares the two. The format is line based: `controller`, `view`/`sub`/`arranged`/
/// `derived`/`prototype` nodes with their path (`@` is the root, `/i` the i-th subview), `prop key = value`,
/// `gesture`, `action`, `register`, `embed`, then sorted `constraint`, `outlet` and `binding` lines.
public final class CanonicalHierarchy {
    let document: IBDocument
    let nameHint: String
    var paths: [String: String] = [:]
    var lines: [String] = []
    var objects: [String: IBObject] = [:]
    var constraints: [(IBConstraint, String)] = []
    var outlets: [(String, IBConnection)] = []
    /// Cocoa bindings with the path of the bound object.
    var bindings: [(String, IBConnection)] = []
    var legacyGuides: [String: [String: String]] = [:]
    var controllerID: String?
    var firstResponders: Set<String> = []
    var controllerClasses: [String: String] = [:]
    /// Built-in views of styled cells (`cell.textLabel` …): derived, not subviews.
    var builtIn: Set<String> = []
    /// Paths of static tables: each is its own data source (`outlet <path>.dataSource = <path>`).
    var staticDataSources: [String] = []
    /// Extra top-level views of the unit (created, but not in the tree).
    var detached: [IBObject] = []
    /// The scroll view a controller's `automaticallyAdjustsScrollViewInsets="NO"` sets
    /// `contentInsetAdjustmentBehavior = .never` on.
    var insetAdjustedScrollView: String?

    init(document: IBDocument) {
        self.document = document
        self.nameHint = document.name
        document.forEachObject { object in if let id = object.id { objects[id] = object } }
        for object in document.objects
        where object.placeholderIdentifier == "IBFirstResponder" || LoadViewGenerator.isAppKitFirstResponder(object) {
            if let id = object.id { firstResponders.insert(id) }
        }
        for scene in document.scenes {
            for member in scene.members where member.sceneMemberID == "firstResponder" {
                if let id = member.id { firstResponders.insert(id) }
            }
        }
        controllerClasses = LoadViewGenerator.controllerClasses(document)
    }

    /// The canonical form of a controller unit (`controller` is the scene controller or File's Owner).
    public static func controller(
        _ document: IBDocument, controller: IBObject, root: IBObject, label: String, detached: [IBObject] = []
    ) -> String {
        let writer = CanonicalHierarchy(document: document)
        writer.controllerID = controller.id
        if let id = controller.id { writer.paths[id] = "self" }
        let base =
            document.platform == .macOS
            ? "NSViewController" : (LoadViewGenerator.controllerBaseClasses[controller.element] ?? "UIViewController")
        writer.lines = ["== \(label)", "controller \(controller.customClass ?? base)"]
        for guide in controller.children where guide.element == "viewControllerLayoutGuide" {
            guard let id = guide.id else { continue }
            writer.legacyGuides[id] =
                guide.attributes["type"] == "top"
                ? ["bottom": "top", "top": "top"] : ["top": "bottom", "bottom": "bottom"]
        }
        if let id = controller.child(key: "navigationItem")?.id { writer.paths[id] = "self.navigationItem" }
        if let id = controller.child(key: "tabBarItem")?.id { writer.paths[id] = "self.tabBarItem" }
        if document.platform != .macOS, controller.attributes["automaticallyAdjustsScrollViewInsets"] == "NO" {
            writer.insetAdjustedScrollView =
                UnitBuilder.insetAdjustedScrollView(root: root, platform: document.platform ?? .iOS)?.id
        }
        var props = writer.controllerProperties(controller)
        for key in props.keys.sorted() { writer.lines.append("  prop \(key) = \(props[key]!)") }
        props = [:]
        for connection in controller.connections
        where connection.kind == .outlet || connection.kind == .outletCollection {
            if connection.property == "view", connection.destination == root.id { continue }  // `view = rootView`
            writer.outlets.append(("self", connection))
        }
        writer.detached = detached
        writer.finish(root: root, rootDerived: false)
        return writer.lines.joined(separator: "\n")
    }

    /// The canonical form of a window unit: the window controller (`owner`, File's Owner with the
    /// `window` outlet; nil for a window builder) with its outlets but `window`, then the tree of
    /// the window's `<view key="contentView">`.
    public static func window(_ document: IBDocument, window: IBObject, owner: IBObject?, label: String) -> String {
        let writer = CanonicalHierarchy(document: document)
        writer.lines = ["== \(label)"]
        if let owner {
            writer.controllerID = owner.id
            if let id = owner.id { writer.paths[id] = "self" }
            let custom = owner.customClass.flatMap { UnitBuilder.isFrameworkClassName($0) ? nil : $0 }
            writer.lines.append("controller \(custom ?? "NSWindowController")")
            for connection in owner.connections
            where connection.kind == .outlet || connection.kind == .outletCollection {
                if connection.property == "window", connection.destination == window.id { continue }  // `self.window`
                writer.outlets.append(("self", connection))
            }
        }
        writer.lines += WindowAttributes.canonicalLines(window)
        guard let content = window.child(key: "contentView") else { return writer.lines.joined(separator: "\n") }
        writer.finish(root: content, rootDerived: false)
        return writer.lines.joined(separator: "\n")
    }

    /// The canonical form of a view unit; `derived` when the generated code configures `self`.
    public static func view(_ document: IBDocument, object: IBObject, label: String, derived: Bool) -> String {
        let writer = CanonicalHierarchy(document: document)
        writer.lines = ["== \(label)"]
        writer.finish(root: object, rootDerived: derived)
        return writer.lines.joined(separator: "\n")
    }

    func finish(root: IBObject, rootDerived: Bool) {
        var prototypes: [(String, IBObject, Bool)] = []
        assign(root, path: "@", prototypes: &prototypes)
        for (reuse, cell, _) in prototypes { assign(cell, path: "proto:\(reuse)", prototypes: &prototypes) }
        emit(root, path: "@", head: "view", depth: 0, derived: rootDerived)
        for object in detached where paths[object.key_] == nil { collectDetached(object) }
        for (reuse, cell, _) in prototypes {
            emit(cell, path: "proto:\(reuse)", head: "prototype", depth: 0, derived: true)
        }
        lines += topLevelMenuLines()
        lines += constraints.compactMap { constraintLine($0.0, owner: $0.1) }.sorted().map { "constraint \($0)" }
        lines += outletLines().sorted()
    }

    // MARK: Paths

    func assign(_ object: IBObject, path: String, prototypes: inout [(String, IBObject, Bool)]) {
        let id = object.key_
        paths[id] = path
        var gestureIndex = 0
        for connection in object.connections
        where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
            if let destination = connection.destination { paths[destination] = "\(path)#g\(gestureIndex)" }
            gestureIndex += 1
        }
        let base = baseClass(object)
        if ViewMapping.isKind(base, of: "NSPopUpButton"), let cell = appKitCell(of: object) {
            for (index, item) in ViewMapping.popUpItems(cell).enumerated() { paths[item.key_] = "\(path)/item\(index)" }
        }
        for (index, item) in appKitTabViewItems(object).enumerated() { paths[item.key_] = "\(path)/item\(index)" }
        let collection = ViewMapping.isKind(base, of: "UICollectionView")
        if collection, let layout = object.child(key: "collectionViewLayout") {
            paths[layout.key_] = "\(path).collectionViewLayout"  // outlets to the layout
        }
        for child in object.children {
            if child.element == "viewLayoutGuide", let guideID = child.id {
                let suffix = ["safeArea": "safeArea", "contentLayoutGuide": "content", "frameLayoutGuide": "frame"][
                    child.key ?? ""]
                if let suffix { paths[guideID] = "\(path).\(suffix)" }
            } else if child.container == "prototypes" || (collection && child.container == "cells"),
                let reuse = child.reuseIdentifier
            {
                prototypes.append((reuse, child, collection))
            }
        }
        for (name, child) in derivedChildren(object) { assign(child, path: "\(path)/\(name)", prototypes: &prototypes) }
        let excluded = ViewMapping.excludedByDefault(object)
        for (index, child) in object.subviews.filter({ !excluded.contains($0.key_) && !builtIn.contains($0.key_) })
            .enumerated()
        {
            assign(child, path: "\(path)/\(index)", prototypes: &prototypes)
        }
    }

    func derivedChildren(_ object: IBObject) -> [(String, IBObject)] {
        var result: [(String, IBObject)] = []
        if let content = object.child(key: "contentView") ?? object.idlessContentView {
            result.append(("contentView", content))
        }
        for (property, id) in UnitBuilder.builtInCellViews(object) {
            guard let view = objects[id] else { continue }
            builtIn.insert(id)
            result.append((property, view))
        }
        for key in ["tableHeaderView", "tableFooterView"] {
            if let child = object.child(key: key) { result.append((key, child)) }
        }
        for (index, section) in staticSections(object).enumerated() {
            for (row, cell) in section.cells.enumerated() { result.append(("s\(index)r\(row)", cell)) }
        }
        // A tab view's item views: the items own them, AppKit shows one at a time.
        for (index, item) in appKitTabViewItems(object).enumerated() {
            if let view = item.child(key: "view") { result.append(("tab\(index)", view)) }
        }
        return result
    }

    /// The sections a static table serves: titles and cells (none for other views).
    func staticSections(_ object: IBObject) -> [(header: String?, footer: String?, cells: [IBObject])] {
        guard UnitBuilder.isStaticTable(object) else { return [] }
        return object.children.filter { $0.container == "sections" && $0.element == "tableViewSection" }.map {
            section in
            let header = section.property("string", key: "headerTitle")?.text ?? section.attributes["headerTitle"]
            let footer = section.property("string", key: "footerTitle")?.text ?? section.attributes["footerTitle"]
            return (
                header, footer, section.children.filter { $0.container == "cells" && $0.element == "tableViewCell" }
            )
        }
    }

    func baseClass(_ object: IBObject) -> String {
        ViewMapping.className(for: object.element, platform: document.platform ?? .iOS) ?? object.element
    }

    func className(_ object: IBObject, derived: Bool, head: String) -> String {
        if head == "prototype" {
            return object.customClass
                ?? UnitBuilder.prototypeClassName(object, in: document)
        }
        if derived, object.key == "contentView" {
            return document.platform == .macOS ? object.customClass ?? baseClass(object) : "UIView"
        }
        if UnitBuilder.isStaticTable(object) { return UnitBuilder.staticTableClassName(in: document) }
        return object.customClass ?? baseClass(object)
    }
}
