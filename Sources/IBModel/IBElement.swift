/// An IB element that the model does not type: a property element such as `<rect key="frame">`,
/// `<color key="backgroundColor">`, `<fontDescription>`, `<state key="normal">`, `<string key="text">`,
/// `<userDefinedRuntimeAttributes>` or `<variation>`, with everything under it.
///
/// Nothing the XML holds is dropped: unknown elements end up here too.
public struct IBElement: Sendable, Equatable, Codable {
    /// The XML element name, e.g. `rect`, `color`, `fontDescription`.
    public var name: String
    /// Every attribute, in document order.
    public var attributes: IBAttributes
    /// Child elements, in document order.
    public var children: [IBElement]
    /// Character data directly inside the element (e.g. the text of `<string key="text">`);
    /// nil when there is none or when the element has child elements and only whitespace.
    public var text: String?
    /// The wrapper element this one sat in, when its parent object held it through a list element
    /// without attributes (e.g. `segments`, `items`); nil when it was a direct child.
    public var container: String?
    /// Where the start tag is.
    public var position: SourcePosition

    /// The `key` attribute: the property of the parent this element sets (e.g. `frame`).
    public var key: String? { attributes["key"] }

    /// The first child with element `name` and, when given, `key`.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }
}

extension IBElement {
    // The trailing `Void` parameter tells this initializer apart from the memberwise one it calls. An
    // initializer that assigns the fields one by one makes the compiler (Swift 6.3) copy and destroy the
    // whole value once more for structs this large: a retain and a release per field, for every
    // element a parse builds.
    public init(
        name: String, attributes: IBAttributes = IBAttributes(), children: [IBElement] = [], text: String? = nil,
        container: String? = nil, position: SourcePosition, _: Void = ()
    ) {
        self.init(
            name: name, attributes: attributes, children: children, text: text, container: container, position: position
        )
    }
}
