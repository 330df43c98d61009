import Dispatch
import IBModel

/// Builds ``SbgenContext``: scenes first (so references and segues can point at any storyboard's
/// scenes), then segues and references, then reusables and nibs.
struct SbgenContextBuilder {
    private let documents: [IBDocument]
    private let index: StoryboardIndex
    private(set) var diagnostics: [Diagnostic] = []

    init(documents: [IBDocument]) {
        // Sorted by name, then path, so output and "first storyboard with that name" are stable. Each
        // name is derived from its path once, not at every comparison.
        let keys = documents.map { ($0.name, $0.path) }
        self.documents = keys.indices.sorted { (keys[$0].0, keys[$0].1, $0) < (keys[$1].0, keys[$1].1, $1) }
            .map { documents[$0] }
        self.index = StoryboardIndex(documents: self.documents)
    }

    mutating func build(parameters: TemplateParameters, environment: [String: String]) -> SbgenContext {
        // Each document's context depends only on it and the index: built on all cores, each with its
        // own warnings, gathered in document order so the diagnostics stay deterministic.
        let base = self
        let slots = ResultSlots<(DocumentContext, [Diagnostic])>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { position in
            var worker = base
            worker.diagnostics = []
            let document = base.documents[position]
            let context =
                document.kind == .storyboard ? worker.storyboard(document, at: position) : worker.nib(document)
            slots.set(position, (context, worker.diagnostics))
        }
        var contexts: [DocumentContext] = []
        contexts.reserveCapacity(documents.count)
        var modules: Set<String> = []
        var platforms: Set<String> = []
        for (context, documentDiagnostics) in slots.values() {
            diagnostics += documentDiagnostics
            modules.formUnion(Self.modules(of: context))
            if let platform = context.platform { platforms.insert(platform) }
            contexts.append(context)
        }
        return SbgenContext(
            documents: contexts, modules: modules.sorted(), platforms: platforms.sorted(), param: parameters,
            env: environment)
    }

    // MARK: - Storyboards

    private mutating func storyboard(_ document: IBDocument, at position: Int) -> DocumentContext {
        var scenes: [SceneContext] = []
        var initial: SceneContext?
        var firstUse: [String: IBObject] = [:]
        for scene in document.scenes {
            guard let controller = scene.controller, var context = index.scene(scene.sceneID, in: position) else {
                continue
            }
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
                if let first = firstUse[identifier] {
                    diagnostics.append(
                        .warning(
                            "storyboard identifier '\(identifier)' is used by more than one scene in '\(document.name)'"
                                + " (first at line \(first.position.line))",
                            at: document.location(of: controller.position)))
                } else {
                    firstUse[identifier] = controller
                }
            }
            if controller.isStoryboardReference {
                let resolution = index.resolve(controllerID: context.controllerID, in: position)
                context.reference = resolution.reference
                if let problem = resolution.problem {
                    diagnostics.append(.warning(problem, at: document.location(of: controller.position)))
                }
            }
            context.segues = segues(of: scene, in: document, at: position)
            context.line = controller.position.line
            if context.isInitial { initial = context }
            scenes.append(context)
        }
        scenes.sort { Self.sceneOrder($0) < Self.sceneOrder($1) }
        return DocumentContext(
            name: document.name, path: document.path, kind: document.kind.rawValue,
            platform: document.platform?.rawValue, targetRuntime: document.targetRuntime,
            framework: StandardTypes.framework(for: document.platform), initialScene: initial, scenes: scenes,
            reusables: storyboardReusables(document))
    }

    /// Identified scenes first, by identifier; then the others, by scene id.
    private static func sceneOrder(_ scene: SceneContext) -> (Int, String, String) {
        (scene.identifier == nil ? 1 : 0, scene.identifier ?? "", scene.sceneID)
    }

    private mutating func segues(of scene: IBScene, in document: IBDocument, at position: Int) -> [SegueContext] {
        var segues: [SegueContext] = []
        var positions: [String: SourcePosition] = [:]
        for member in scene.members {
            member.forEachObject { object in
                for connection in object.connections where connection.kind == .segue {
                    segues.append(segue(connection, from: object, in: document, at: position))
                    // Only unwind segues lead to something other than a scene's controller (the Exit).
                    if connection.segueKind != "unwind", let destination = connection.destination,
                        !index.isController(destination, in: position)
                    {
                        diagnostics.append(
                            .warning(
                                "segue \(connection.identifier.map { "'\($0)' " } ?? "")leads to '\(destination)', which "
                                    + "is no scene's controller in this storyboard (edited by hand?); its destination "
                                    + "is typed as the base class", at: document.location(of: connection.position)))
                    }
                    if let id = connection.id { positions[id] = connection.position }
                }
            }
        }
        // One identifier, several destinations: `performSegue(withIdentifier:)` cannot tell them apart.
        var firstDestination: [String: (key: String, segue: SegueContext)] = [:]
        for segue in segues {
            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
            let key = Self.destinationKey(segue)
            if let first = firstDestination[identifier] {
                guard first.key != key else { continue }
                let at = positions[segue.id].map { document.location(of: $0) } ?? SourceLocation(file: document.path)
                diagnostics.append(
                    .warning(
                        "segue identifier '\(identifier)' leads from scene '\(scene.sceneID)' to different destinations"
                            + " ('\(first.key)' and '\(key)')",
                        at: at))
            } else {
                firstDestination[identifier] = (key, segue)
            }
        }
        return segues.sorted { Self.segueOrder($0) < Self.segueOrder($1) }
    }

    private static func destinationKey(_ segue: SegueContext) -> String {
        if let destination = segue.destination, destination.isResolved, let sceneID = destination.sceneID {
            return "\(destination.storyboard)/\(sceneID)"
        }
        if let destination = segue.destination { return "\(destination.storyboard)/\(destination.identifier ?? "")" }
        return segue.destinationID ?? ""
    }

    private static func segueOrder(_ segue: SegueContext) -> (Int, String, String) {
        (segue.identifier == nil ? 1 : 0, segue.identifier ?? "", segue.id)
    }

    private func segue(
        _ connection: IBConnection, from source: IBObject, in document: IBDocument, at position: Int
    ) -> SegueContext {
        let placeholder = connection.customModuleProvider == "target"
        let module: String?
        if placeholder {
            module = nil
        } else if let customModule = connection.customModule {
            module = customModule
        } else {
            module = connection.customClass == nil ? StandardTypes.framework(for: document.platform) : nil
        }
        var destination: SceneReferenceContext?
        if let destinationID = connection.destination, index.isController(destinationID, in: position) {
            destination = index.resolve(controllerID: destinationID, in: position).reference
        }
        let identifier = connection.identifier.flatMap { $0.isEmpty ? nil : $0 }
        var context = SegueContext(
            id: connection.id ?? "", identifier: identifier, kind: connection.segueKind ?? "",
            relationship: connection.relationship, unwindAction: connection.unwindAction,
            customClass: connection.customClass, customModule: connection.customModule,
            moduleIsPlaceholder: placeholder,
            type: connection.customClass ?? StandardTypes.segueType(platform: document.platform), module: module,
            sourceID: connection.source ?? source.id, sourceElement: source.element,
            destinationID: connection.destination, destination: destination)
        context.line = connection.position.line
        return context
    }

    // MARK: - Reusables

    private static let reusableOwners: Set<String> = ["tableView", "collectionView", "outlineView"]

    private func storyboardReusables(_ document: IBDocument) -> [ReusableContext] {
        var reusables: [ReusableContext] = []
        for scene in document.scenes {
            // Iterative walk that remembers the nearest table/collection view above each object.
            var stack: [(object: IBObject, owner: IBObject?)] = scene.members.reversed().map { ($0, nil) }
            while let (object, owner) = stack.popLast() {
                if var reusable = Self.reusable(object, platform: document.platform) {
                    reusable.owner = owner.map { Self.ownerContext($0, platform: document.platform) }
                    reusable.sceneID = scene.sceneID
                    reusable.line = object.position.line
                    reusables.append(reusable)
                }
                let nextOwner = Self.reusableOwners.contains(object.element) ? object : owner
                stack.append(contentsOf: object.children.reversed().map { ($0, nextOwner) })
            }
        }
        return reusables.sorted { ($0.reuseIdentifier, $0.id ?? "") < ($1.reuseIdentifier, $1.id ?? "") }
    }

    private static func reusable(_ object: IBObject, platform: Platform?) -> ReusableContext? {
        guard let reuseIdentifier = object.reuseIdentifier, !reuseIdentifier.isEmpty else { return nil }
        return ReusableContext(
            reuseIdentifier: reuseIdentifier, id: object.id, element: object.element, key: object.key,
            info: ClassInfo(object: object, platform: platform))
    }

    private static func ownerContext(_ owner: IBObject, platform: Platform?) -> ReusableOwnerContext {
        ReusableOwnerContext(
            id: owner.id, element: owner.element, customClass: owner.customClass,
            type: owner.customClass ?? StandardTypes.resolve(element: owner.element, platform: platform).type)
    }

    // MARK: - Nibs

    private func nib(_ document: IBDocument) -> DocumentContext {
        let platform = document.platform
        let owner = document.filesOwner.map { owner in
            var info = ClassInfo(object: owner, platform: platform)
            // A File's Owner without class is any NSObject; it needs no import of its own.
            info.baseType = "NSObject"
            if owner.customClass == nil {
                info.type = "NSObject"
                info.module = nil
            }
            return NibObjectContext(
                id: owner.id, element: owner.element, userLabel: owner.userLabel, reuseIdentifier: nil, info: info)
        }
        let objects = document.topLevelObjects.map { object in
            NibObjectContext(
                id: object.id, element: object.element, userLabel: object.userLabel,
                reuseIdentifier: object.reuseIdentifier, info: ClassInfo(object: object, platform: platform))
        }
        let reusables = document.topLevelObjects.compactMap { object in
            Self.reusable(object, platform: platform).map { reusable in
                var reusable = reusable
                reusable.line = object.position.line
                return reusable
            }
        }
        .sorted { ($0.reuseIdentifier, $0.id ?? "") < ($1.reuseIdentifier, $1.id ?? "") }
        return DocumentContext(
            name: document.name, path: document.path, kind: document.kind.rawValue, platform: platform?.rawValue,
            targetRuntime: document.targetRuntime, framework: StandardTypes.framework(for: platform),
            reusables: reusables, filesOwner: owner, topLevelObjects: objects)
    }

    // MARK: - Modules

    static func modules(of document: DocumentContext) -> Set<String> {
        var modules: Set<String> = [document.framework]
        for scene in document.scenes {
            if let module = scene.module { modules.insert(module) }
            for segue in scene.segues { if let module = segue.module { modules.insert(module) } }
        }
        for reusable in document.reusables { if let module = reusable.module { modules.insert(module) } }
        if let module = document.filesOwner?.module { modules.insert(module) }
        for object in document.topLevelObjects { if let module = object.module { modules.insert(module) } }
        modules.remove("")
        return modules
    }
}
