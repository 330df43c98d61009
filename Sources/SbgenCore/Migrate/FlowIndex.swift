import IBModel

/// Every scene of every storyboard of a project, with the Swift that builds its controller, so
/// segues and storyboard references in one storyboard can name factories of another.
public struct FlowIndex: Sendable {
    /// One scene's controller.
    public struct Scene: Sendable, Equatable {
        /// The storyboard's flow enum, e.g. `MainFlow`.
        public var enumName: String
        /// The factory, e.g. `makeRecipes`.
        public var factoryName: String
        /// The type the factory returns: the custom class, a generated subclass, or the UIKit class.
        public var typeName: String
        /// The controller's element (`viewController`, `navigationController`…).
        public var element: String
        /// The `sceneID`.
        public var sceneID: String
        /// True when the scene is a storyboard reference (`viewControllerPlaceholder`).
        public var isReference: Bool
        /// The generated subclass name for a controller without a custom class that has a view; nil otherwise.
        public var subclassName: String?
        /// The module to import for ``typeName`` when it is not UIKit's (`AVKit`); nil for UIKit.
        public var module: String?
        /// The custom class's `customModule` when it is not "Inherit Module From Target": imported
        /// unless it is the module the code is built into.
        public var customModule: String?
        /// Why the scene has no factory (a SwiftUI hosting controller is generic over its root view); nil when it has one.
        public var unsupported: String?

        /// `MainFlow.makeRecipes()`.
        public var expression: String { String.concat(enumName, ".", factoryName, "()") }
    }

    /// One storyboard.
    public struct Storyboard: Sendable {
        /// The file name without extension (`Main`), as storyboard references name it.
        public var name: String
        /// The project-relative path.
        public var path: String
        public var enumName: String
        public var initialControllerID: String?
        /// Controller id → scene.
        public var scenes: [String: Scene]
        /// `storyboardIdentifier` → controller id.
        public var identifiers: [String: String]
        /// Controller ids in document order.
        public var order: [String]
    }

    /// Storyboard path (project-relative) → storyboard.
    public private(set) var storyboards: [String: Storyboard] = [:]
    /// Storyboard name → paths, sorted: a project (or a corpus of them) may hold several `Main.storyboard`.
    private var paths: [String: [String]] = [:]
    /// Storyboard path → its folders (the path split at `/`, without the file name), split once:
    /// ``storyboard(named:near:)`` compares them with every storyboard of the same name.
    private var folders: [String: [Substring]] = [:]

    /// Names (without extension) of the storyboards an app extension's `NSExtensionMainStoryboard`
    /// names: their initial controller replaces that key, not `UIMainStoryboardFile`.
    public var extensionStoryboards: Set<String> = []

    /// Marks each scene of a custom class whose `X()` does not compile as unsupported, with the
    /// reason `problem` gives (``DeclaredMembers/noArgumentInitProblem(_:)``): no factory calls it.
    mutating func markUncreatable(_ problem: (String) -> String?) {
        for path in storyboards.keys {
            for (id, scene) in storyboards[path]!.scenes
            where scene.subclassName == nil && !scene.isReference && scene.unsupported == nil {
                if let reason = problem(scene.typeName) { storyboards[path]!.scenes[id]!.unsupported = reason }
            }
        }
    }

    /// Indexes `documents` (xibs are ignored). Enum names are `<Name>Flow`; when two storyboards share
    /// a name, their folder names are prefixed so that every enum is unique.
    public init(_ documents: [IBDocument]) {
        self.init(summaries: documents.map(Summary.init))
    }

    /// What the index reads of one document. `migrate` takes it while the document is parsed, on
    /// any core, so that the document itself need not stay in memory until every file is read.
    public struct Summary: Sendable {
        var kind: IBDocument.Kind
        var name: String
        var path: String
        var platform: Platform?
        var initialViewController: String?
        /// Every `customClass` of the document, unqualified (some may repeat).
        var customClasses: [String] = []
        var scenes: [SceneSummary] = []
        /// A storyboard's folders (its path split at `/`, without the file name), split here, on
        /// the core that read the document, rather than one storyboard after another in the index.
        var folders: [Substring] = []

        public init(_ document: IBDocument) {
            var classes: Set<String> = []
            document.forEachObject { object in
                if let custom = object.customClass { classes.insert(MigrationNaming.unqualified(custom)) }
            }
            self.init(document, customClasses: Array(classes))
        }

        /// The summary of `document`, whose custom classes (unqualified) are already known.
        init(_ document: IBDocument, customClasses: [String]) {
            kind = document.kind
            name = Migrator.documentName(document)
            path = document.path
            platform = document.platform
            initialViewController = document.initialViewController
            self.customClasses = customClasses
            guard kind == .storyboard else { return }
            folders = FlowIndex.folders(of: path)
            // The initial controller's factory is `makeInitialViewController()` (FlowGenerator); a scene
            // of class `InitialViewController` must not take that name.
            var usedFactories: Set<String> = ["makeInitialViewController"]
            for scene in document.scenes {
                guard let controller = scene.controller, let id = controller.id else { continue }
                var summary = SceneSummary(
                    sceneID: scene.sceneID, id: id, element: controller.element,
                    customClass: controller.customClass, storyboardIdentifier: controller.storyboardIdentifier,
                    isStoryboardReference: controller.isStoryboardReference,
                    storyboardName: controller.storyboardName,
                    referencedIdentifier: controller.referencedIdentifier,
                    hasView: controller.child(key: "view") != nil,
                    unsupported: FlowIndex.unsupportedReason(controller),
                    customModule: controller.customModuleProvider == "target"
                        ? nil : controller.customModule.flatMap { ModuleImports.isModuleName($0) ? $0 : nil })
                summary.name(storyboard: name, platform: platform, usedFactories: &usedFactories)
                scenes.append(summary)
            }
        }
    }

    /// The scene controller's attributes the index uses.
    struct SceneSummary: Sendable {
        var sceneID: String
        var id: String
        var element: String
        var customClass: String?
        var storyboardIdentifier: String?
        var isStoryboardReference: Bool
        var storyboardName: String?
        var referencedIdentifier: String?
        /// Whether the controller has a `view` child.
        var hasView: Bool
        var unsupported: String?
        /// ``Scene/customModule``.
        var customModule: String?
        /// The scene's factory (`makeRecipes`), unique within its storyboard, and the UIKit or
        /// AppKit type and module of its element: named on the core that read the document, so
        /// that the index (one core, while the others wait for it) only makes names unique
        /// across storyboards.
        var factoryName = ""
        var baseType = ""
        var module: String?

        /// `RoomViewControllerStoryboardId` → `RoomViewController`: a storyboard identifier often ends
        /// with a word saying what it is, which the factory's name need not repeat
        /// (`makeRoomViewController()`). Kept when nothing else is left.
        static func withoutIdentifierSuffix(_ stem: String) -> String {
            for suffix in ["StoryboardIdentifier", "StoryboardId", "StoryboardID", "Identifier", "SceneID", "SceneId"]
            where stem.hasSuffix(suffix) && stem.count > suffix.count {
                return String(stem.dropLast(suffix.count))
            }
            return stem
        }

        /// Names the factory and the element's type, as the storyboard named `storyboard` does
        /// with the factory names its earlier scenes took (`usedFactories`).
        mutating func name(storyboard: String, platform: Platform?, usedFactories: inout Set<String>) {
            let resolved = StandardTypes.resolve(element: element, platform: platform)
            baseType = resolved.type
            module = ["UIKit", "AppKit"].contains(resolved.module) ? nil : resolved.module
            let stem: String
            if let identifier = storyboardIdentifier.flatMap({ $0.isEmpty ? nil : $0 }) {
                stem = Self.withoutIdentifierSuffix(MigrationNaming.typeSafe(identifier))
            } else if let custom = customClass.map(MigrationNaming.unqualified) {
                stem = custom
            } else if isStoryboardReference {
                stem = "Reference" + MigrationNaming.typeSafe(storyboardName ?? storyboard)
            } else {
                stem = MigrationNaming.typeSafe(StandardTypes.uppercasedFirst(element))
            }
            factoryName = MigrationNaming.unique("make" + (stem.isEmpty ? "Scene" : stem), in: &usedFactories)
        }
    }

    /// Indexes the documents `summaries` were taken from, as ``init(_:)`` does.
    public init(summaries: [Summary]) {
        let storyboardDocuments = summaries.filter { $0.kind == .storyboard }
        for document in storyboardDocuments {
            paths[document.name, default: []].append(document.path)
            folders[document.path] = document.folders
        }
        var usedEnums: Set<String> = []
        // Generated subclasses must not take the name of one of the app's classes.
        var usedTypes: Set<String> = []
        usedTypes.reserveCapacity(summaries.reduce(0) { $0 + $1.customClasses.count })
        for document in summaries { usedTypes.formUnion(document.customClasses) }
        for document in storyboardDocuments {
            var stem = MigrationNaming.typeSafe(document.name)
            if (paths[document.name]?.count ?? 0) > 1 {
                // The folders split on the core that read the document (splitting the path here walked
                // its Characters, for every storyboard sharing a name).
                let folders = document.folders.suffix(2)
                stem = folders.map { MigrationNaming.typeSafe(String($0)) }.joined() + stem
            }
            let enumName = MigrationNaming.unique(stem + "Flow", in: &usedEnums)
            let enumStem = String(enumName.dropLast(4))
            var storyboard = Storyboard(
                name: document.name, path: document.path, enumName: enumName,
                initialControllerID: document.initialViewController, scenes: [:], identifiers: [:], order: [])
            for controller in document.scenes {
                let id = controller.id
                let custom = controller.customClass.map(MigrationNaming.unqualified)
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                let factory = controller.factoryName
                var subclass: String?
                if custom == nil, controller.hasView,
                    ["viewController", "tableViewController", "collectionViewController"].contains(controller.element)
                {
                    let name = enumStem + factory.dropFirst(4)
                    subclass = MigrationNaming.unique(
                        name.hasSuffix("Controller") ? name : name + "Controller", in: &usedTypes)
                }
                storyboard.scenes[id] = Scene(
                    enumName: enumName, factoryName: factory, typeName: custom ?? subclass ?? controller.baseType,
                    element: controller.element, sceneID: controller.sceneID,
                    isReference: controller.isStoryboardReference, subclassName: subclass,
                    module: controller.module, customModule: custom == nil ? nil : controller.customModule,
                    unsupported: controller.unsupported)
                if let identifier { storyboard.identifiers[identifier] = id }
                if controller.isStoryboardReference {
                    references[ReferenceKey(storyboard: document.path, id: id)] = Reference(
                        storyboardName: controller.storyboardName,
                        identifier: controller.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 })
                }
                storyboard.order.append(id)
            }
            storyboards[document.path] = storyboard
        }
    }

    /// Controller elements whose class the flow can create with `init()`.
    static let creatable: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "avPlayerViewController", "windowController",
    ]

    /// Why a scene gets no factory; nil when it gets one.
    static func unsupportedReason(_ controller: IBObject) -> String? {
        if controller.isStoryboardReference { return nil }
        if controller.element == "hostingController" {
            return "a SwiftUI hosting controller scene is not converted; create it with its root view"
        }
        if controller.customClass == nil, !creatable.contains(controller.element) {
            return "<\(controller.element)> scene not converted"
        }
        return nil
    }

    /// The storyboard a reference or `Info.plist` names: of the storyboards called `name`, the one
    /// whose folder is closest to `path` (sharing the most leading folders), then the first by path.
    public func storyboard(named name: String, near path: String?) -> Storyboard? {
        guard let candidates = paths[name], !candidates.isEmpty else { return nil }
        let near = Self.folders(of: path ?? "")
        let shared = candidates.map { zip(near, folders[$0] ?? []).prefix { $0 == $1 }.count }
        // The maximum of (shared folders, reversed path), as `max(by:)` would pick it, each score computed once.
        var best = 0
        for slot in candidates.indices.dropFirst()
        where (shared[best], candidates[slot]) < (shared[slot], candidates[best]) {
            best = slot
        }
        return storyboards[candidates[best]]
    }

    /// `path` split at `/`, without its last part (the file name), as `path.split(separator: "/")
    /// .dropLast()` gives it. An ASCII path is split on its bytes: the Character split cost more
    /// than the rest of a storyboard's summary.
    static func folders(of path: String) -> [Substring] {
        guard path.isASCIIOnly else { return Array(path.split(separator: "/").dropLast()) }
        // The non-empty parts between slashes, found on the bytes (every Character one byte).
        var text = path
        let parts = text.withUTF8 { bytes -> [Range<Int>] in
            var parts: [Range<Int>] = []
            var start = 0
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
                if offset > start { parts.append(start..<offset) }
                start = offset + 1
            }
            if bytes.count > start { parts.append(start..<bytes.count) }
            return parts
        }
        let utf8 = path.utf8
        return parts.dropLast().map { part in
            let start = utf8.index(utf8.startIndex, offsetBy: part.lowerBound)
            let end = utf8.index(start, offsetBy: part.count)
            return Substring(utf8[start..<end])
        }
    }

    /// What a controller id of `storyboard` stands for: its own scene, or, through storyboard references
    /// (followed across storyboards, at most 16 deep), the scene it names.
    /// - Returns: the scene, or a problem to report ("storyboard 'X' not found").
    /// - Parameter storyboard: the project-relative path of the storyboard holding `controllerID`.
    public func resolve(_ controllerID: String, in storyboard: String) -> (scene: Scene?, problem: String?) {
        var current = (storyboard: storyboard, id: controllerID)
        for _ in 0..<16 {
            guard let entry = storyboards[current.storyboard] else {
                return (nil, "storyboard '\(current.storyboard)' not found in the project")
            }
            guard let scene = entry.scenes[current.id] else {
                return (nil, "no scene with controller id '\(current.id)' in \(current.storyboard)")
            }
            if let unsupported = scene.unsupported { return (nil, unsupported) }
            guard scene.isReference,
                let reference = references[ReferenceKey(storyboard: current.storyboard, id: current.id)]
            else { return (scene, nil) }
            let targetName = reference.storyboardName ?? entry.name
            guard let targetEntry = self.storyboard(named: targetName, near: current.storyboard) else {
                return (nil, "referenced storyboard '\(targetName)' not found in the project")
            }
            let target = targetEntry.path
            if let identifier = reference.identifier {
                guard let id = targetEntry.identifiers[identifier] else {
                    return (nil, "no scene with storyboard identifier '\(identifier)' in \(target)")
                }
                current = (target, id)
            } else {
                guard let id = targetEntry.initialControllerID else {
                    return (nil, "\(target) has no initial view controller")
                }
                current = (target, id)
            }
        }
        return (nil, "storyboard references loop")
    }

    struct ReferenceKey: Hashable, Sendable {
        var storyboard: String
        var id: String
    }

    struct Reference: Sendable {
        var storyboardName: String?
        var identifier: String?
    }

    /// Storyboard references: where each placeholder points.
    private var references: [ReferenceKey: Reference] = [:]
}
