import Dispatch
import IBModel

/// Builds ``SbgenContext`` from ``DocumentDigest``s: each digest holds its document's scenes,
/// segues and reusables; this resolves what crosses documents (storyboard references, segue
/// destinations) through a ``StoryboardIndex`` of every storyboard's scenes.
struct SbgenContextBuilder {
    private let digests: [DocumentDigest]
    private let index: StoryboardIndex
    private(set) var diagnostics: [Diagnostic] = []

    init(digests: consuming [DocumentDigest]) {
        // Sorted by name, then path, so output and "first storyboard with that name" are stable. Each
        // name is derived from its path once, not at every comparison.
        let keys = digests.map { ($0.name, $0.path) }
        let order = keys.indices.sorted { (keys[$0].0, keys[$0].1, $0) < (keys[$1].0, keys[$1].1, $1) }
        self.digests = order.map { digests[$0] }
        let groups = LocalizationGroups(
            self.digests.map {
                .init(kind: $0.context.kind, name: $0.name, path: $0.path, isSkipped: $0.platform == .watchOS)
            })
        self.index = StoryboardIndex(entries: self.digests.map(\.entry), groups: groups)
    }

    mutating func build(parameters: TemplateParameters, environment: [String: String]) -> SbgenContext {
        // Each document's context depends only on its digest and the index: resolved on all cores, each
        // with its own warnings, gathered in document order so the diagnostics stay deterministic.
        let base = self
        let slots = ResultSlots<(DocumentContext, [Diagnostic])>(count: digests.count)
        DispatchQueue.concurrentPerform(iterations: digests.count) { position in
            var diagnostics: [Diagnostic] = []
            let context = base.resolve(base.digests[position], at: position, diagnostics: &diagnostics)
            slots.set(position, (context, diagnostics))
        }
        var contexts: [DocumentContext] = []
        contexts.reserveCapacity(digests.count)
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

    /// The digest's context with storyboard references and segue destinations resolved.
    private func resolve(
        _ digest: DocumentDigest, at position: Int, diagnostics: inout [Diagnostic]
    )
        -> DocumentContext
    {
        var document = digest.context
        guard let entry = digest.entry else { return document }
        var scenes: [SceneContext] = []
        var initial: SceneContext?
        for pending in digest.pendingScenes {
            var context = pending.context
            if let warning = pending.warningBefore { diagnostics.append(warning) }
            if let location = pending.referenceLocation {
                let resolution = index.resolve(controllerID: context.controllerID, in: position)
                context.reference = resolution.reference
                if let problem = resolution.problem { diagnostics.append(.warning(problem, at: location)) }
            }
            for segue in context.segues.indices {
                if let destinationID = context.segues[segue].destinationID,
                    entry.isController(destinationID)
                {
                    context.segues[segue].destination =
                        index.resolve(controllerID: destinationID, in: position).reference
                }
            }
            diagnostics += pending.segueWarnings
            diagnostics += Self.ambiguityWarnings(
                context.segues, scene: context.sceneID, locations: pending.segueLocations, path: document.path)
            context.segues.sort { Self.segueOrder($0) < Self.segueOrder($1) }
            if context.isInitial { initial = context }
            scenes.append(context)
        }
        scenes.sort { Self.sceneOrder($0) < Self.sceneOrder($1) }
        document.initialScene = initial
        document.scenes = scenes
        return document
    }

    /// Identified scenes first, by identifier; then the others, by scene id.
    private static func sceneOrder(_ scene: SceneContext) -> (Int, String, String) {
        (scene.identifier == nil ? 1 : 0, scene.identifier ?? "", scene.sceneID)
    }

    /// One identifier, several destinations: `performSegue(withIdentifier:)` cannot tell them apart.
    private static func ambiguityWarnings(
        _ segues: [SegueContext], scene sceneID: String, locations: [String: SourceLocation], path: String
    ) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var firstDestination: [String: (key: String, segue: SegueContext)] = [:]
        for segue in segues {
            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
            let key = destinationKey(segue)
            if let first = firstDestination[identifier] {
                guard first.key != key else { continue }
                warnings.append(
                    .warning(
                        "segue identifier '\(identifier)' leads from scene '\(sceneID)' to different destinations"
                            + " ('\(first.key)' and '\(key)')",
                        at: locations[segue.id] ?? SourceLocation(file: path)))
            } else {
                firstDestination[identifier] = (key, segue)
            }
        }
        return warnings
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
