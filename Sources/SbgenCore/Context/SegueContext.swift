/// One `<segue>` of a scene (any object of the scene may hold it: the controller, a button, a cell…).
public struct SegueContext: Sendable, Hashable, Encodable {
    /// `id` attribute.
    public var id: String
    /// `identifier` attribute; nil for segues without one (most relationship and embed segues).
    public var identifier: String?
    /// `kind` attribute: `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`,
    /// `relationship`, `unwind`, `custom`, `push`, `modal`, `sheet`, `popover`…
    public var kind: String
    /// `relationship` attribute of a relationship segue (`rootViewController`, `viewControllers`…).
    public var relationship: String?
    /// `unwindAction` attribute of an unwind segue.
    public var unwindAction: String?
    /// `customClass` attribute.
    public var customClass: String?
    /// `customModule` attribute.
    public var customModule: String?
    /// `customModuleProvider="target"`.
    public var moduleIsPlaceholder: Bool
    /// `customClass`, or `UIStoryboardSegue` / `NSStoryboardSegue`.
    public var type: String
    /// `customModule`, or the platform framework without custom class; nil otherwise.
    public var module: String?
    /// `id` of the object whose `<connections>` holds the segue.
    public var sourceID: String?
    /// Element of that object (`viewController`, `button`, `tableViewCell`…).
    public var sourceElement: String?
    /// `destination` attribute: the destination object's id.
    public var destinationID: String?
    /// The destination scene, followed through storyboard references; nil when `destination` is not
    /// a scene's controller (e.g. unwind segues, which point at the Exit placeholder).
    public var destination: SceneReferenceContext?
    /// Line of the `<segue>` element.
    public var line: Int = 0

    public init(
        id: String, identifier: String?, kind: String, relationship: String?, unwindAction: String?,
        customClass: String?, customModule: String?, moduleIsPlaceholder: Bool, type: String, module: String?,
        sourceID: String?, sourceElement: String?, destinationID: String?, destination: SceneReferenceContext?
    ) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.unwindAction = unwindAction
        self.customClass = customClass
        self.customModule = customModule
        self.moduleIsPlaceholder = moduleIsPlaceholder
        self.type = type
        self.module = module
        self.sourceID = sourceID
        self.sourceElement = sourceElement
        self.destinationID = destinationID
        self.destination = destination
    }
}
