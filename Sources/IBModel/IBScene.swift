/// One `<scene>` of a storyboard.
public struct IBScene: Sendable, Equatable, Codable {
    /// `sceneID` attribute.
    public var sceneID: String
    /// Every attribute of `<scene>`, in document order.
    public var attributes: IBAttributes
    /// The children of the scene's `<objects>`, in document order: the controller
    /// (`sceneMemberID="viewController"`), the First Responder and Exit placeholders, gesture
    /// recognizers, top-level views, custom objects.
    public var members: [IBObject]
    /// Other children of `<scene>` (e.g. `<point key="canvasLocation">`), kept whole.
    public var properties: [IBElement]
    /// Where the start tag is.
    public var position: SourcePosition

    public init(
        sceneID: String, attributes: IBAttributes = [:], members: [IBObject], properties: [IBElement] = [],
        position: SourcePosition
    ) {
        self.sceneID = sceneID
        self.attributes = attributes
        self.members = members
        self.properties = properties
        self.position = position
    }

    /// The scene's controller: the first member with `sceneMemberID="viewController"`; nil for a scene
    /// without one (rare: a scene holding only a storyboard reference still has it).
    public var controller: IBObject? { controllerIndex.map { members[$0] } }

    /// The index of ``controller`` in ``members``. Read in place: `members.first { … }` copies every
    /// member it passes to its closure (a retain and a release per field), and callers that walk
    /// every scene of many documents can then read the controller where it lies.
    public var controllerIndex: Int? {
        members.withUnsafeBufferPointer { members in
            members.indices.first { members[$0].sceneMemberID == "viewController" }
        }
    }
}
