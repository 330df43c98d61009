import IBModel

/// What the sbgen context needs of one parsed storyboard or xib, taken from it as soon as it is
/// parsed, so the document itself can be released (`generate` keeps digests, not documents).
///
/// Everything that depends on this document alone is built here: scenes with their segues,
/// reusables, nib objects, and the warnings about the document itself. What depends on other
/// storyboards (where storyboard references and segues lead) is resolved by ``ContextBuilder``
/// once every digest is at hand. A class: digests are passed around, filtered and sorted, never
/// changed, and copying one would copy every scene.
public final class DocumentDigest: Sendable {
    /// The document's context; segue destinations and storyboard references not resolved yet.
    let context: DocumentContext
    /// The `targetRuntime`/document type's platform; nil when unknown.
    public let platform: Platform?
    /// The root `<document>` element's location, for diagnostics about the whole document.
    public let location: SourceLocation
    /// Storyboards: what references and segues from any storyboard need to find its scenes.
    let entry: StoryboardIndex.Entry?
    /// Storyboards: per scene kept in ``context``, in document order, what is left to resolve.
    let pendingScenes: [PendingScene]

    /// One scene whose references and segue destinations are resolved later.
    struct PendingScene: Sendable {
        var context: SceneContext
        var warningBefore: Diagnostic?
        /// The controller's location, for reference warnings; set for storyboard references only.
        var referenceLocation: SourceLocation?
        /// Warnings about the segues themselves, in order.
        var segueWarnings: [Diagnostic]
        /// Segue id → where it is, for warnings about identifiers that lead to different destinations.
        var segueLocations: [String: SourceLocation]
    }

    /// The document's path, as given to the parser.
    public var path: String { context.path }
    /// The document's name: its file name without extension.
    public var name: String { context.name }

    /// Digests `document`.
    public init(document: IBDocument) {
        platform = document.platform
        location = document.location(of: document.position)
        guard document.kind == .storyboard else {
            context = Self.nib(document)
            entry = nil
            pendingScenes = []
            return
        }
        let entry = StoryboardIndex.Entry(document: document)
        var pending: [PendingScene] = []
        var firstUse: [String: IBObject] = [:]
        for scene in document.scenes {
            guard let controller = scene.controller, var context = entry.scene(scene.sceneID) else { continue }
            var warningBefore: Diagnostic?
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
                if let first = firstUse[identifier] {
                    warningBefore = .warning(
                        "storyboard identifier '\(identifier)' is used by more than one scene in '\(document.name)'"
                            + " (first at line \(first.position.line))",
                        at: document.location(of: controller.position))
                } else {
                    firstUse[identifier] = controller
                }
            }
            let referenceLocation =
                controller.isStoryboardReference ? document.location(of: controller.position) : nil
            var segueWarnings: [Diagnostic] = []
            var segueLocations: [String: SourceLocation] = [:]
            context.segues = Self.segues(
                of: scene, in: document, entry: entry, warnings: &segueWarnings, locations: &segueLocations)
            context.line = controller.position.line
            pending.append(
                PendingScene(
                    context: context, warningBefore: warningBefore, referenceLocation: referenceLocation,
                    segueWarnings: segueWarnings, segueLocations: segueLocations))
        }
        context = DocumentContext(
            name: document.name, path: document.path, kind: document.kind.rawValue,
            platform: document.platform?.rawValue, targetRuntime: document.targetRuntime,
            framework: StandardTypes.framework(for: document.platform),
            reusables: Self.storyboardReusables(document))
        self.entry = entry
        pendingScenes = pending
    }

    // MARK: - Segues

    /// The segues of `scene`, in document order, destinations not resolved yet.
    private static func segues(
        of scene: IBScene, in document: IBDocument, entry: StoryboardIndex.Entry, warnings: inout [Diagnostic],
        locations: inout [String: SourceLocation]
    ) -> [SegueContext] {
        var segues: [SegueContext] = []
        for member in scene.members {
            member.forEachObject { object in
                for connection in object.connections where connection.kind == .segue {
                    segues.append(segue(connection, from: object, in: document))
                    // Only unwind segues lead to something other than a scene's controller (the Exit).
                    if connection.segueKind != "unwind", let destination = connection.destination,
                        !entry.isController(destination)
                    {
                        warnings.append(
                            .warning(
                                "segue \(connection.identifier.map { "'\($0)' " } ?? "")leads to '\(destination)', which "
                                    + "is no scene's controller in this storyboard (edited by hand?); its destination "
                                    + "is typed as the base class", at: document.location(of: connection.position)))
                    }
                    if let id = connection.id { locations[id] = document.location(of: connection.position) }
                }
            }
        }
        return segues
    }

    private static func segue(
        _ connection: IBConnection, from source: IBObject, in document: IBDocument
    )
        -> SegueContext
    {
        let placeholder = connection.customModuleProvider == "target"
        let module: String?
        if placeholder {
            module = nil
        } else if let customModule = ModuleImports.importable(connection.customModule) {
            module = customModule
        } else {
            module = connection.customClass == nil ? StandardTypes.framework(for: document.platform) : nil
        }
        let identifier = connection.identifier.flatMap { $0.isEmpty ? nil : $0 }
        var context = SegueContext(
            id: connection.id ?? "", identifier: identifier, kind: connection.segueKind ?? "",
            relationship: connection.relationship, unwindAction: connection.unwindAction,
            customClass: connection.customClass, customModule: connection.customModule,
            moduleIsPlaceholder: placeholder,
            type: connection.customClass ?? StandardTypes.segueType(platform: document.platform), module: module,
            sourceID: connection.source ?? source.id, sourceElement: source.element,
            destinationID: connection.destination, destination: nil)
        context.line = connection.position.line
        return context
    }

    // MARK: - Reusables

    private static let reusableOwners: Set<String> = ["tableView", "collectionView", "outlineView"]

    private static func storyboardReusables(_ document: IBDocument) -> [ReusableContext] {
        var reusables: [ReusableContext] = []
        for scene in document.scenes {
            for index in scene.members.indices {
                collectReusables(
                    in: scene.members[index], owner: nil, sceneID: scene.sceneID, platform: document.platform,
                    into: &reusables)
            }
        }
        return reusables.sorted { ($0.reuseIdentifier, $0.id ?? "") < ($1.reuseIdentifier, $1.id ?? "") }
    }

    /// Adds the reusables at and below `object`, each with the nearest table/collection view above it.
    /// Recursive, reading each object in place (depth is bounded by the parser's 256 levels).
    private static func collectReusables(
        in object: IBObject, owner: ReusableOwnerContext?, sceneID: String, platform: Platform?,
        into reusables: inout [ReusableContext]
    ) {
        if var reusable = reusable(object, platform: platform) {
            reusable.owner = owner
            reusable.sceneID = sceneID
            reusable.line = object.position.line
            reusables.append(reusable)
        }
        guard !object.children.isEmpty else { return }
        let nextOwner = reusableOwners.contains(object.element) ? ownerContext(object, platform: platform) : owner
        for index in object.children.indices {
            collectReusables(
                in: object.children[index], owner: nextOwner, sceneID: sceneID, platform: platform, into: &reusables)
        }
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

    private static func nib(_ document: IBDocument) -> DocumentContext {
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
            reusable(object, platform: platform).map { reusable in
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
}
