import IBModel

/// Finds the scene a ``SceneReferenceContext`` (segue destination, storyboard reference) points at,
/// among the storyboards the templates emit (localized copies skipped, as at run time one copy loads):
/// in the storyboard the reference was resolved to, by path, since several may share its name.
struct SceneLookup {
    /// A found scene with its document's platform and path.
    struct Found {
        var scene: SceneContext
        var platform: Platform?
        var path: String
    }

    /// Storyboard path → scene id → scene.
    private var scenes: [String: [String: Found]] = [:]

    init(documents: [DocumentContext]) {
        for document in documents where document.kind == "storyboard" && document.swiftName != nil {
            let platform = document.platform.flatMap(Platform.init(rawValue:))
            var byID: [String: Found] = [:]
            for scene in document.scenes {
                byID[scene.sceneID] = Found(scene: scene, platform: platform, path: document.path)
            }
            scenes[document.path] = byID
        }
    }

    /// The resolved scene `reference` leads to; nil when unresolved or not among the inputs.
    func scene(_ reference: SceneReferenceContext) -> Found? {
        guard reference.isResolved, let sceneID = reference.sceneID, let path = reference.storyboardPath else {
            return nil
        }
        return scenes[path]?[sceneID]
    }

    /// The root of a navigation controller scene: the destination of its `rootViewController`
    /// relationship segue.
    func navigationRoot(of found: Found) -> Found? {
        guard found.scene.element == "navigationController" else { return nil }
        let root = found.scene.segues.first { $0.kind == "relationship" && $0.relationship == "rootViewController" }
        return root?.destination.flatMap(scene)
    }
}
