/// One child of an object's `<connections>` element: an outlet, outlet collection, action, segue,
/// or (macOS) a Cocoa binding.
public struct IBConnection: Sendable, Equatable, Codable {
    /// What kind of connection the element is.
    public enum Kind: String, Sendable, Equatable, Codable {
        case outlet, outletCollection, action, segue, binding, other
    }

    /// The XML element name: `outlet`, `outletCollection`, `action`, `segue`, `binding`…
    public var element: String
    /// Every attribute, in document order.
    public var attributes: IBAttributes
    /// `id` of the object whose `<connections>` holds this one (the outlet's owner, the action's sender,
    /// the segue's source).
    public var source: String?
    /// Child elements (e.g. a binding's `<dictionary key="options">`), kept whole.
    public var properties: [IBElement]
    /// Where the start tag is.
    public var position: SourcePosition

    /// The kind, from the element name.
    public var kind: Kind {
        // A plain switch: `Kind(rawValue:)` searches a table of the raw values at run time.
        switch element {
        case "outlet": .outlet
        case "outletCollection": .outletCollection
        case "action": .action
        case "segue": .segue
        case "binding": .binding
        default: .other
        }
    }
    /// `id` attribute.
    public var id: String? { attributes["id"] }
    /// `property` attribute of an outlet or outlet collection.
    public var property: String? { attributes["property"] }
    /// `destination` attribute: the object id an outlet points to, an action's target (UIKit),
    /// or a segue's destination controller.
    public var destination: String? { attributes["destination"] }
    /// `collectionClass` attribute of an outlet collection (`NSMutableArray`).
    public var collectionClass: String? { attributes["collectionClass"] }
    /// `selector` attribute of an action, e.g. `shareTapped:`.
    public var selector: String? { attributes["selector"] }
    /// `eventType` attribute of a UIKit action, e.g. `touchUpInside`, `valueChanged`.
    public var eventType: String? { attributes["eventType"] }
    /// `target` attribute of an AppKit action.
    public var target: String? { attributes["target"] }
    /// `identifier` attribute of a segue.
    public var identifier: String? { attributes["identifier"] }
    /// `kind` attribute of a segue: `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`,
    /// `relationship`, `unwind`, `custom`, `push`, `modal`, `sheet`, `modal`…
    public var segueKind: String? { attributes["kind"] }
    /// `relationship` attribute of a relationship segue: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `window.shadowedContentViewController`…
    public var relationship: String? { attributes["relationship"] }
    /// `customClass` attribute of a custom segue.
    public var customClass: String? { attributes["customClass"] }
    /// `customModule` attribute of a custom segue.
    public var customModule: String? { attributes["customModule"] }
    /// `customModuleProvider` attribute of a custom segue.
    public var customModuleProvider: String? { attributes["customModuleProvider"] }
    /// `unwindAction` attribute of an unwind segue, e.g. `unwindToList:`.
    public var unwindAction: String? { attributes["unwindAction"] }
}

extension IBConnection {
    // The trailing `Void` parameter tells this initializer apart from the memberwise one it calls; see
    // ``IBElement``'s initializer for why.
    public init(
        element: String, attributes: IBAttributes, source: String?, properties: [IBElement] = [],
        position: SourcePosition, _: Void = ()
    ) {
        self.init(element: element, attributes: attributes, source: source, properties: properties, position: position)
    }
}
