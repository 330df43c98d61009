/// How much of an IB file the parser keeps.
public enum ModelDetail: Sendable, Hashable {
    /// Everything the XML holds: every attribute value, property element, constraint, connection and
    /// character data (what `sbgen dump` prints).
    case full
    /// Only what template contexts read, for `sbgen generate`: the document, its scenes, every object
    /// (element with an `id`, or holding objects) with its container, and segues. Property elements,
    /// constraints, non-segue connections and character data are dropped while reading (the reader
    /// still checks them), objects that hold nothing a context reads are cut down to what classifies
    /// them, and attributes no context reads are dropped (an element whose attributes are all unread
    /// keeps its first one, with an empty value, so it still has attributes): the model's shape is the
    /// one ``full`` gives.
    case accessors

    /// The attributes whose values ``accessors`` keeps: those the model's typed accessors read.
    static let accessorAttributes: Set<String> = [
        // Document
        "type", "version", "toolsVersion", "targetRuntime", "initialViewController", "propertyAccessControl",
        "useAutolayout", "useSafeAreas", "useTraitCollections",
        // Scenes and objects
        "sceneID", "id", "key", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier",
        "restorationIdentifier", "userLabel", "reuseIdentifier", "sceneMemberID", "placeholderIdentifier",
        "storyboardName", "referencedIdentifier", "bundleIdentifier",
        // Connections
        "property", "destination", "collectionClass", "selector", "eventType", "target", "identifier", "kind",
        "relationship", "unwindAction", "reference",
    ]
}
