/// One `<scene>` of a storyboard, described by its controller (`sceneMemberID="viewController"`).
public struct SceneContext: Sendable, Hashable, Encodable {
    /// `<scene sceneID>`.
    public var sceneID: String
    /// The controller's `id`.
    public var controllerID: String
    /// The controller's `storyboardIdentifier`; nil when it has none (it cannot be instantiated by
    /// identifier, only as the initial scene or through segues).
    public var identifier: String?
    /// The controller's element: `viewController`, `navigationController`, `tableViewController`,
    /// `windowController`, `viewControllerPlaceholder`…
    public var element: String
    /// `customClass` attribute.
    public var customClass: String?
    /// `customModule` attribute.
    public var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the target being built.
    public var moduleIsPlaceholder: Bool
    /// The standard class of ``element`` (from the `StandardTypes` table), e.g. `UINavigationController`.
    public var baseType: String
    /// `customClass`, or ``baseType``.
    public var type: String
    /// The module to import for ``type``: `customModule`, or the standard class's module (`UIKit`,
    /// `AVKit`…) without custom class; nil for a placeholder module or a custom class without module.
    public var module: String?
    /// True for the controller named by `<document initialViewController>`.
    public var isInitial: Bool
    /// For a storyboard reference scene: where it leads (resolved across the input storyboards).
    public var reference: SceneReferenceContext?
    /// The scene's segues, identified ones first sorted by identifier, then the others by id.
    public var segues: [SegueContext]

    public init(
        sceneID: String, controllerID: String, identifier: String?, element: String, isInitial: Bool,
        reference: SceneReferenceContext? = nil, segues: [SegueContext] = [], customClass: String? = nil,
        customModule: String? = nil, moduleIsPlaceholder: Bool = false, baseType: String, type: String,
        module: String?
    ) {
        self.sceneID = sceneID
        self.controllerID = controllerID
        self.identifier = identifier
        self.element = element
        self.isInitial = isInitial
        self.reference = reference
        self.segues = segues
        self.customClass = customClass
        self.customModule = customModule
        self.moduleIsPlaceholder = moduleIsPlaceholder
        self.baseType = baseType
        self.type = type
        self.module = module
    }

    init(
        sceneID: String, controllerID: String, identifier: String?, element: String, isInitial: Bool,
        info: ClassInfo
    ) {
        self.init(
            sceneID: sceneID, controllerID: controllerID, identifier: identifier, element: element,
            isInitial: isInitial, customClass: info.customClass, customModule: info.customModule,
            moduleIsPlaceholder: info.moduleIsPlaceholder, baseType: info.baseType, type: info.type,
            module: info.module)
    }
}
