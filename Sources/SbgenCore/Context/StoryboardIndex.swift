import IBModel

/// The scenes of every input storyboard, indexed so storyboard references and segue destinations
/// can be followed from one storyboard into another.
struct StoryboardIndex {
    /// One storyboard's scenes: base contexts (no segues or reference yet), by controller id. Built
    /// from the document alone (see ``DocumentDigest``).
    struct Entry: Sendable {
        var name: String
        var path: String
        var byController: [String: SceneContext] = [:]
        /// Storyboard references among the controllers: the storyboard and identifier each names.
        var references: [String: (storyboardName: String?, identifier: String?)] = [:]
        var sceneByID: [String: String] = [:]
        var byIdentifier: [String: String] = [:]
        var initialController: String?

        init(document: IBDocument) {
            name = document.name
            path = document.path
            initialController = document.initialViewController
            for scene in document.scenes {
                guard let controller = scene.controller, let id = controller.id else { continue }
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                byController[id] = SceneContext(
                    sceneID: scene.sceneID, controllerID: id, identifier: identifier, element: controller.element,
                    isInitial: id == document.initialViewController,
                    info: ClassInfo(object: controller, platform: document.platform))
                // The last controller with an id wins, as in `byController`.
                references[id] =
                    controller.isStoryboardReference
                    ? (controller.storyboardName, controller.referencedIdentifier) : nil
                sceneByID[scene.sceneID] = id
                if let identifier, byIdentifier[identifier] == nil { byIdentifier[identifier] = id }
            }
        }

        /// The base context of the scene `sceneID`.
        func scene(_ sceneID: String) -> SceneContext? { sceneByID[sceneID].flatMap { byController[$0] } }

        /// True when `id` is a scene's controller.
        func isController(_ id: String) -> Bool { byController[id] != nil }
    }

    /// Same indexes as the sorted document list; nil for xibs.
    private var entries: [Entry?]
    /// Storyboard name → positions of the primary storyboards with that name (one per group of
    /// localized copies; several when different storyboards share the name).
    private var byName: [String: [Int]] = [:]
    private let groups: LocalizationGroups

    /// - Parameters:
    ///   - entries: one per document, in the builder's order; nil for xibs.
    ///   - groups: the localized copies among the same documents.
    init(entries: [Entry?], groups: LocalizationGroups) {
        self.entries = entries
        self.groups = groups
        for (position, entry) in entries.enumerated() where groups.primary[position] == position {
            if let entry { byName[entry.name, default: []].append(position) }
        }
    }

    /// Where the controller `controllerID` leads: itself, or, for a storyboard reference, the scene
    /// it names (following chained references).
    /// - Returns: the destination, and why it could not be resolved when it could not.
    func resolve(controllerID: String, in position: Int) -> (reference: SceneReferenceContext?, problem: String?) {
        var position = position
        var controllerID = controllerID
        var viaReference = false
        // A chain of any length is followed; only coming back to a reference already followed is a cycle.
        var followed: Set<String> = []
        while followed.insert("\(position)/\(controllerID)").inserted {
            guard let entry = entries[position], let scene = entry.byController[controllerID] else { return (nil, nil) }
            guard let reference = entry.references[controllerID] else {
                return (
                    SceneReferenceContext(
                        storyboard: entry.name, path: entry.path, viaReference: viaReference, scene: scene), nil
                )
            }
            viaReference = true
            let name = reference.storyboardName ?? entry.name
            let identifier = reference.identifier.flatMap { $0.isEmpty ? nil : $0 }
            let unresolved = SceneReferenceContext(
                storyboard: name, identifier: identifier, isResolved: false, viaReference: true)
            // Of several storyboards of that name, the one nearest the referring one (its target, likely).
            guard let target = byName[name].flatMap({ groups.nearest($0, to: position) }),
                let targetEntry = entries[target]
            else {
                return (
                    unresolved, "storyboard reference to '\(name)' not resolved: no input storyboard is named '\(name)'"
                )
            }
            let next: String?
            if let identifier {
                next = targetEntry.byIdentifier[identifier]
            } else {
                next = targetEntry.initialController
            }
            guard let next, targetEntry.byController[next] != nil else {
                let what =
                    identifier.map { "no scene with storyboard identifier '\($0)'" } ?? "no initial view controller"
                return (unresolved, "storyboard reference to '\(name)' not resolved: '\(name)' has \(what)")
            }
            position = target
            controllerID = next
        }
        let name = entries[position]?.name ?? ""
        return (
            SceneReferenceContext(storyboard: name, identifier: nil, isResolved: false, viaReference: true),
            "storyboard references form a cycle through '\(name)'"
        )
    }
}
