/// A top-level object of a xib (placeholders excluded), or its File's Owner.
public struct NibObjectContext: Sendable, Hashable, Encodable {
    /// `id` attribute.
    public var id: String?
    /// The element: `view`, `tableViewCell`, `collectionViewCell`, `customObject`, `window`, `menu`…
    /// (`placeholder` for the File's Owner).
    public var element: String
    /// `userLabel` attribute: the name shown in IB's outline.
    public var userLabel: String?
    /// `reuseIdentifier` attribute of cells and reusable views.
    public var reuseIdentifier: String?
    /// `customClass` attribute.
    public var customClass: String?
    /// `customModule` attribute.
    public var customModule: String?
    /// `customModuleProvider="target"`.
    public var moduleIsPlaceholder: Bool
    /// The standard class of ``element`` (`UIView`, `NSView`…); `NSObject` for the File's Owner.
    public var baseType: String
    /// `customClass`, or ``baseType``.
    public var type: String
    /// The module to import for ``type`` (see ``SceneContext/module``).
    public var module: String?

    init(id: String?, element: String, userLabel: String?, reuseIdentifier: String?, info: ClassInfo) {
        self.id = id
        self.element = element
        self.userLabel = userLabel
        self.reuseIdentifier = reuseIdentifier
        self.customClass = info.customClass
        self.customModule = info.customModule
        self.moduleIsPlaceholder = info.moduleIsPlaceholder
        self.baseType = info.baseType
        self.type = info.type
        self.module = info.module
    }
}
