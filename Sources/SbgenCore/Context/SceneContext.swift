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
    /// Line of the controller element in the storyboard (for messages and doc comments).
    public var line: Int = 0
    /// Accessor name of an instantiable scene (`showDetail` for identifier `Show Detail`), unique in
    /// its storyboard; nil for scenes without identifier, storyboard references and the later scene
    /// of a duplicated identifier. Set by the naming pass (`AccessorNaming`).
    public var swiftName: String?
    /// The Swift type to instantiate as: ``type`` spelled with its module as the `module` and
    /// `ignoreTargetModule` parameters ask (`RecipeBook.ListVC`, `UIKit.UINavigationController`); for
    /// a storyboard reference, the referenced scene's type. Generic base classes
    /// (`UIHostingController`) and class names Swift cannot spell become the framework's
    /// `UIViewController`/`NSViewController`.
    public var swiftType: String = ""
    /// `@available(…, deprecated: …)` lines for an accessor typed with a standard class the SDK
    /// deprecates (`GLKViewController`); nil for every other scene (see `StandardTypes.deprecation`).
    public var availability: [String]?
    /// Name of the scene's segue enum (`StoryboardSegue.Main.<segueTypeName>`), unique in its
    /// storyboard; nil when the scene has no identified segue.
    public var segueTypeName: String?
    /// The scene's identified segues, one per identifier, with typed destinations.
    public var segueCases: [SegueCaseContext] = []
    /// The custom class spelled for `extension … { func perform(segue:) }`: set when the scene has
    /// segue cases and a custom class (standard UIKit/AppKit classes are never extended).
    public var performerType: String?

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
