/// Where a segue or a storyboard reference leads: a scene, possibly in another storyboard, found by
/// following storyboard references (`viewControllerPlaceholder`/`controllerPlaceholder`).
///
/// The class keys (`type`, `module`…) are those of the destination controller and are absent when
/// the destination is unresolved.
public struct SceneReferenceContext: Sendable, Hashable, Encodable {
    /// The name of the storyboard holding the scene (the reference's `storyboardName`, or the
    /// current storyboard).
    public var storyboard: String
    /// The destination's `storyboardIdentifier` (for an unresolved reference, its
    /// `referencedIdentifier`); nil for the initial controller or a controller without identifier.
    public var identifier: String?
    /// True when the scene was found among the inputs; false leaves only ``storyboard`` and
    /// ``identifier`` known (a warning says why).
    public var isResolved: Bool
    /// True when at least one storyboard reference was followed.
    public var viaReference: Bool
    /// `<scene sceneID>` of the destination.
    public var sceneID: String?
    /// The destination controller's `id`.
    public var controllerID: String?
    /// The destination controller's element (e.g. `navigationController`).
    public var element: String?
    /// The destination controller's `customClass`.
    public var customClass: String?
    /// The destination controller's `customModule`.
    public var customModule: String?
    /// The destination controller's `customModuleProvider="target"`.
    public var moduleIsPlaceholder: Bool?
    /// The standard class of the destination's element.
    public var baseType: String?
    /// The destination's class: `customClass` or ``baseType``.
    public var type: String?
    /// The module to import for ``type`` (see ``SceneContext/module``).
    public var module: String?
    /// The path of the storyboard holding the scene, when resolved: which of several storyboards of
    /// one name it is (see ``LocalizationGroups``). Not in the template context: generated code
    /// never holds a path.
    var storyboardPath: String?

    private enum CodingKeys: String, CodingKey {
        case storyboard, identifier, isResolved, viaReference, sceneID, controllerID, element, customClass
        case customModule, moduleIsPlaceholder, baseType, type, module
    }

    public init(storyboard: String, identifier: String?, isResolved: Bool, viaReference: Bool) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.isResolved = isResolved
        self.viaReference = viaReference
    }

    init(storyboard: String, path: String, viaReference: Bool, scene: SceneContext) {
        self.init(storyboard: storyboard, identifier: scene.identifier, isResolved: true, viaReference: viaReference)
        storyboardPath = path
        sceneID = scene.sceneID
        controllerID = scene.controllerID
        element = scene.element
        customClass = scene.customClass
        customModule = scene.customModule
        moduleIsPlaceholder = scene.moduleIsPlaceholder
        baseType = scene.baseType
        type = scene.type
        module = scene.module
    }
}
