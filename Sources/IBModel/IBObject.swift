/// An IB object: any element with an `id` (a view controller, view, control, cell, bar item,
/// gesture recognizer, placeholder, layout guide…), plus the top-level members of a scene or xib.
///
/// Typed accessors read the attributes IB writes; every attribute stays in ``attributes``.
public struct IBObject: Sendable, Equatable, Codable {
    /// The XML element name: `viewController`, `tableViewController`, `navigationController`, `view`,
    /// `label`, `button`, `tableViewCell`, `viewControllerPlaceholder`, `windowController`, `placeholder`…
    public var element: String
    /// Every attribute of the element, in document order.
    public var attributes: IBAttributes
    /// The list element without attributes that held this object in its parent (`subviews`, `cells`,
    /// `prototypes`, `items`, `gestureRecognizers`, `sections`…); nil for a direct child such as
    /// `<view key="view">`, and for scene members and xib top-level objects.
    public var container: String?
    /// Child objects in document order, subviews included (their ``container`` is `subviews`).
    public var children: [IBObject]
    /// The `<constraint>` elements of this view's `<constraints>` list, in document order.
    public var constraints: [IBConstraint]
    /// The children of this object's `<connections>` element, in document order.
    public var connections: [IBConnection]
    /// Property elements (`rect`, `color`, `fontDescription`, `state`, `string`, `size`, `inset`,
    /// `userDefinedRuntimeAttributes`, `variation`…), kept whole, in document order.
    public var properties: [IBElement]
    /// Where the start tag is.
    public var position: SourcePosition

    /// `id` attribute: unique within the document (`abc-de-fgh` in Xcode 5+ files, numbers in older ones,
    /// `-1`/`-2`/`-3` for xib placeholders).
    public var id: String? { attributes["id"] }
    /// `key` attribute: the parent's property this object is (e.g. `view`, `navigationItem`, `contentView`).
    public var key: String? { attributes["key"] }
    /// `customClass` attribute: the class set in the identity inspector.
    public var customClass: String? { attributes["customClass"] }
    /// `customModule` attribute: the module of the custom class.
    public var customModule: String? { attributes["customModule"] }
    /// `customModuleProvider` attribute: `target` when the module is "inherit module from target".
    public var customModuleProvider: String? { attributes["customModuleProvider"] }
    /// `storyboardIdentifier` attribute of a scene's controller.
    public var storyboardIdentifier: String? { attributes["storyboardIdentifier"] }
    /// `restorationIdentifier` attribute.
    public var restorationIdentifier: String? { attributes["restorationIdentifier"] }
    /// `userLabel` attribute: the name shown in IB's document outline.
    public var userLabel: String? { attributes["userLabel"] }
    /// `reuseIdentifier` attribute of cells, header/footer and supplementary views.
    public var reuseIdentifier: String? { attributes["reuseIdentifier"] }
    /// `sceneMemberID` attribute: `viewController` marks a scene's controller; also `firstResponder`, `exit`.
    public var sceneMemberID: String? { attributes["sceneMemberID"] }
    /// `placeholderIdentifier` attribute of a xib `<placeholder>`: `IBFilesOwner`, `IBFirstResponder`.
    public var placeholderIdentifier: String? { attributes["placeholderIdentifier"] }
    /// `storyboardName` attribute of a storyboard reference; nil means the same storyboard.
    public var storyboardName: String? { attributes["storyboardName"] }
    /// `referencedIdentifier` attribute of a storyboard reference; nil means the initial controller.
    public var referencedIdentifier: String? { attributes["referencedIdentifier"] }
    /// `bundleIdentifier` attribute of a storyboard reference.
    public var bundleIdentifier: String? { attributes["bundleIdentifier"] }

    /// True for a storyboard reference (`viewControllerPlaceholder`, macOS `controllerPlaceholder`).
    public var isStoryboardReference: Bool {
        element == "viewControllerPlaceholder" || element == "controllerPlaceholder"
    }

    /// True for a xib `<placeholder>` (File's Owner, First Responder, Application) and for the
    /// storyboard `<placeholder>` scene members (First Responder, Exit).
    public var isPlaceholder: Bool { element == "placeholder" }

    /// The child objects that sat in `<subviews>`, in order (back to front).
    public var subviews: [IBObject] { children.filter { $0.container == "subviews" } }

    /// The first child object with this `key` (e.g. `view`, `navigationItem`).
    public func child(key: String) -> IBObject? { childIndex(key: key).map { children[$0] } }

    /// The index in ``children`` of ``child(key:)``, found in place (see ``IBScene/controllerIndex``).
    public func childIndex(key: String) -> Int? {
        children.withUnsafeBufferPointer { children in children.indices.first { children[$0].key == key } }
    }

    /// The first property element named `name` with, when given, `key`.
    public func property(_ name: String, key: String? = nil) -> IBElement? {
        properties.first { $0.name == name && (key == nil || $0.key == key) }
    }
}

extension IBObject {
    // The trailing `Void` parameter tells this initializer apart from the memberwise one it calls; see
    // ``IBElement``'s initializer for why.
    public init(
        element: String, attributes: IBAttributes = IBAttributes(), container: String? = nil, children: [IBObject] = [],
        constraints: [IBConstraint] = [], connections: [IBConnection] = [], properties: [IBElement] = [],
        position: SourcePosition, _: Void = ()
    ) {
        self.init(
            element: element, attributes: attributes, container: container, children: children,
            constraints: constraints, connections: connections, properties: properties, position: position)
    }
}

extension IBObject {
    /// Calls `body` for this object and every object below it, parents before children, in document
    /// order.
    public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
        // Recursive, where a stack of objects would copy every one; depth is bounded by the parser
        // (libxml2 refuses documents nested over 256 levels). `body` still gets each object as a copy
        // (a retain and a release per field): passes over every object of many documents read them
        // in place through pointers instead (SbgenCore's ObjectWalk).
        try body(self)
        try children.withUnsafeBufferPointer { children in
            for index in children.indices { try children[index].forEachObject(body) }
        }
    }
}
