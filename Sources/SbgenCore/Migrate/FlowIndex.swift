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

        /// `MainFlow.makeRecipes()`.
        public var expression: String { "\(enumName).\(factoryName)()" }
    }

    /// One storyboard.
    public struct Storyboard: Sendable {
        public var name: String
        public var enumName: String
        public var initialControllerID: String?
        /// Controller id → scene.
        public var scenes: [String: Scene]
        /// `storyboardIdentifier` → controller id.
        public var identifiers: [String: String]
        /// Controller ids in document order.
        public var order: [String]
    }

    /// Storyboard name (file name without extension) → storyboard. With two storyboards of one name
    /// (localized copies), the first in path order wins.
    public private(set) var storyboards: [String: Storyboard] = [:]

    /// Indexes `documents` (xibs are ignored).
    public init(_ documents: [IBDocument]) {
        var usedEnums: Set<String> = []
        for document in documents where document.kind == .storyboard && storyboards[document.name] == nil {
            let enumName = MigrationNaming.unique(MigrationNaming.typeSafe(document.name) + "Flow", in: &usedEnums)
            var storyboard = Storyboard(
                name: document.name, enumName: enumName, initialControllerID: document.initialViewController,
                scenes: [:], identifiers: [:], order: [])
            var usedFactories: Set<String> = []
            for scene in document.scenes {
                guard let controller = scene.controller, let id = controller.id else { continue }
                let base = StandardTypes.resolve(element: controller.element, platform: document.platform).type
                let custom = controller.customClass.map(MigrationNaming.unqualified)
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                let stem: String
                if let identifier {
                    stem = MigrationNaming.typeSafe(identifier)
                } else if let custom {
                    stem = custom
                } else if controller.isStoryboardReference {
                    stem = "Reference" + MigrationNaming.typeSafe(controller.storyboardName ?? document.name)
                } else {
                    stem = MigrationNaming.typeSafe(StandardTypes.uppercasedFirst(controller.element))
                }
                let factory = MigrationNaming.unique("make" + (stem.isEmpty ? "Scene" : stem), in: &usedFactories)
                var subclass: String?
                if custom == nil, controller.child(key: "view") != nil,
                    ["viewController", "tableViewController", "collectionViewController"].contains(controller.element)
                {
                    subclass = MigrationNaming.typeSafe(document.name) + factory.dropFirst(4) + "Controller"
                }
                storyboard.scenes[id] = Scene(
                    enumName: enumName, factoryName: factory, typeName: custom ?? subclass ?? base,
                    element: controller.element, sceneID: scene.sceneID,
                    isReference: controller.isStoryboardReference, subclassName: subclass)
                if let identifier { storyboard.identifiers[identifier] = id }
                if controller.isStoryboardReference {
                    references[ReferenceKey(storyboard: document.name, id: id)] = Reference(
                        storyboardName: controller.storyboardName,
                        identifier: controller.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 })
                }
                storyboard.order.append(id)
            }
            storyboards[document.name] = storyboard
        }
    }

    /// What a controller id of `storyboard` stands for: its own scene, or, through storyboard references
    /// (followed across storyboards, at most 16 deep), the scene it names.
    /// - Returns: the scene, or a problem to report ("storyboard 'X' not found").
    public func resolve(_ controllerID: String, in storyboard: String) -> (scene: Scene?, problem: String?) {
        var current = (storyboard: storyboard, id: controllerID)
        for _ in 0..<16 {
            guard let entry = storyboards[current.storyboard] else {
                return (nil, "storyboard '\(current.storyboard)' not found in the project")
            }
            guard let scene = entry.scenes[current.id] else {
                return (nil, "no scene with controller id '\(current.id)' in \(current.storyboard).storyboard")
            }
            guard scene.isReference,
                let reference = references[ReferenceKey(storyboard: current.storyboard, id: current.id)]
            else { return (scene, nil) }
            let target = reference.storyboardName ?? current.storyboard
            guard let targetEntry = storyboards[target] else {
                return (nil, "referenced storyboard '\(target)' not found in the project")
            }
            if let identifier = reference.identifier {
                guard let id = targetEntry.identifiers[identifier] else {
                    return (nil, "no scene with storyboard identifier '\(identifier)' in \(target).storyboard")
                }
                current = (target, id)
            } else {
                guard let id = targetEntry.initialControllerID else {
                    return (nil, "\(target).storyboard has no initial view controller")
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
