/// One reuse identifier accessor: a `reuseIdentifier` with the class and kind of view it dequeues.
///
/// The same identifier with the same class in several documents (a prototype in two storyboards, or
/// a prototype and a cell xib) is one accessor. An identifier with different classes (in different
/// scenes or files) gets one accessor per scene, or xib, that uses it, named for it
/// (`recipeListCell`, `ingredientsCell`; see ``scene``), and a warning naming each.
public struct ReuseIdentifierContext: Sendable, Hashable, Encodable {
    /// Accessor name, unique among the reuse identifiers (`recipeCell`).
    public var swiftName: String
    /// `reuseIdentifier` attribute.
    public var identifier: String
    /// `tableCell` (`tableViewCell`), `tableHeaderFooter` (`tableViewHeaderFooterView`),
    /// `collectionCell` (`collectionViewCell`), `collectionSupplementary` (`collectionReusableView`),
    /// or `other` (any other element with a reuse identifier; emitted as a plain string).
    public var kind: String
    /// The view's type, spelled as ``SceneContext/swiftType``.
    public var swiftType: String
    /// Name of the xib that holds the view at top level (for registration); nil for storyboard
    /// prototypes only.
    public var nibName: String?
    /// File names (`Main.storyboard`) of the documents that hold the identifier with this class, in
    /// context order (no folders, so generated code never holds a path).
    public var documents: [String]
    /// For an identifier with different classes in different scenes: the scene this accessor is
    /// for (its storyboard identifier, else its controller's class, else `Scene` and its id); nil
    /// otherwise, and for a xib's cell (``documents`` names the xib).
    public var scene: String?

    public init(
        swiftName: String, identifier: String, kind: String, swiftType: String, nibName: String?, documents: [String]
    ) {
        self.swiftName = swiftName
        self.identifier = identifier
        self.kind = kind
        self.swiftType = swiftType
        self.nibName = nibName
        self.documents = documents
    }
}
