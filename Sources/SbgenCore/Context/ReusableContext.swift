/// A reusable cell or view: an object with a `reuseIdentifier` (storyboard prototypes, and
/// top-level cells of xibs).
public struct ReusableContext: Sendable, Hashable, Encodable {
    /// `reuseIdentifier` attribute.
    public var reuseIdentifier: String
    /// `id` attribute.
    public var id: String?
    /// The element: `tableViewCell`, `collectionViewCell`, `collectionReusableView`,
    /// `tableViewHeaderFooterView`…
    public var element: String
    /// `key` attribute for supplementary views (`sectionHeaderView`, `sectionFooterView`); nil for cells.
    public var key: String?
    /// `customClass` attribute.
    public var customClass: String?
    /// `customModule` attribute.
    public var customModule: String?
    /// `customModuleProvider="target"`.
    public var moduleIsPlaceholder: Bool
    /// The standard class of ``element`` (`UITableViewCell`…).
    public var baseType: String
    /// `customClass`, or ``baseType``.
    public var type: String
    /// The module to import for ``type`` (see ``SceneContext/module``).
    public var module: String?
    /// The table or collection view that owns the prototype (nearest `tableView`/`collectionView`
    /// ancestor); nil for xib cells, which any table may register.
    public var owner: ReusableOwnerContext?
    /// Storyboards: `sceneID` of the scene holding the prototype; nil for xibs.
    public var sceneID: String?
    /// Line of the element.
    public var line: Int = 0

    init(reuseIdentifier: String, id: String?, element: String, key: String?, info: ClassInfo) {
        self.reuseIdentifier = reuseIdentifier
        self.id = id
        self.element = element
        self.key = key
        self.customClass = info.customClass
        self.customModule = info.customModule
        self.moduleIsPlaceholder = info.moduleIsPlaceholder
        self.baseType = info.baseType
        self.type = info.type
        self.module = info.module
    }
}

/// The table or collection view that holds a prototype cell.
public struct ReusableOwnerContext: Sendable, Hashable, Encodable {
    /// `id` attribute of the owning view.
    public var id: String?
    /// `tableView` or `collectionView` (AppKit: `outlineView` too).
    public var element: String
    /// `customClass` of the owning view.
    public var customClass: String?
    /// `customClass`, or the standard class (`UITableView`, `UICollectionView`).
    public var type: String

    public init(id: String?, element: String, customClass: String?, type: String) {
        self.id = id
        self.element = element
        self.customClass = customClass
        self.type = type
    }
}
