/// One storyboard or xib: the root `<document>` element and everything under it.
public struct IBDocument: Sendable, Equatable, Codable {
    /// Storyboard or xib, from the file extension.
    public enum Kind: String, Sendable, Hashable, Codable {
        case storyboard, xib
    }

    /// The path the document was read from, as given by the caller.
    public var path: String
    /// `.storyboard` or `.xib`.
    public var kind: Kind
    /// Every attribute of `<document>`, in document order.
    public var attributes: IBAttributes
    /// `<device>`, when present: the device the canvas shows.
    public var device: IBElement?
    /// The children of `<dependencies>` (`deployment`, `plugIn`, `capability`), in order.
    public var dependencies: [IBElement]
    /// Storyboards: the `<scene>`s, in document order. Empty for xibs.
    public var scenes: [IBScene]
    /// Xibs: the children of the document's `<objects>`, placeholders included, in document order.
    /// Empty for storyboards.
    public var objects: [IBObject]
    /// The children of `<resources>` (`image`, `namedColor`, `systemColor`), in order.
    public var resources: [IBElement]
    /// Segue back-references (`<segue reference="YES">` under `<inferredMetricsTieBreakers>`).
    /// They are not connections; each repeats a segue declared elsewhere.
    public var segueReferences: [IBConnection]
    /// Other children of `<document>` (`classes`, `simulatedMetricsContainer`…), kept whole.
    public var properties: [IBElement]
    /// Where `<document>` starts.
    public var position: SourcePosition

    public init(
        path: String, kind: Kind, attributes: IBAttributes, device: IBElement? = nil, dependencies: [IBElement] = [],
        scenes: [IBScene] = [], objects: [IBObject] = [], resources: [IBElement] = [],
        segueReferences: [IBConnection] = [], properties: [IBElement] = [], position: SourcePosition
    ) {
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.device = device
        self.dependencies = dependencies
        self.scenes = scenes
        self.objects = objects
        self.resources = resources
        self.segueReferences = segueReferences
        self.properties = properties
        self.position = position
    }

    /// `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var documentType: String? { attributes["type"] }
    /// `version` attribute: the document format version (`3.0`).
    public var version: String? { attributes["version"] }
    /// `toolsVersion` attribute: the IB build that saved the file (`22505`, `32700.99.1234`).
    public var toolsVersion: String? { attributes["toolsVersion"] }
    /// `targetRuntime` attribute: `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `AppleTV`, `MacOSX.Cocoa`, `watchKit`.
    public var targetRuntime: String? { attributes["targetRuntime"] }
    /// The platform implied by ``targetRuntime`` (or the document type); nil when unknown.
    public var platform: Platform? { Platform(targetRuntime: targetRuntime, documentType: documentType) }
    /// `initialViewController` attribute: the id of the initial scene's controller.
    public var initialViewController: String? { attributes["initialViewController"] }
    /// `useAutolayout="YES"`.
    public var useAutolayout: Bool { attributes.bool("useAutolayout") }
    /// `useSafeAreas="YES"`.
    public var useSafeAreas: Bool { attributes.bool("useSafeAreas") }
    /// `useTraitCollections="YES"`.
    public var useTraitCollections: Bool { attributes.bool("useTraitCollections") }
    /// `propertyAccessControl` attribute (`none`, `localizable`, `all`).
    public var propertyAccessControl: String? { attributes["propertyAccessControl"] }

    /// The file name without folder and extension: `Main` for `Base.lproj/Main.storyboard`.
    public var name: String {
        // ASCII paths (nearly all) by bytes, read in place: finding characters in a String costs far
        // more, and so did going through the UTF-8 view byte by byte (paths are long).
        let ascii = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard String.isASCII(bytes) else { return nil }
            var start = bytes.startIndex
            if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) { start = slash + 1 }
            var end = bytes.endIndex
            if let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), dot != start { end = dot }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let ascii = ascii ?? nil { return ascii }
        var base = path
        if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        return base
    }

    /// A location in this document, for diagnostics.
    public func location(of position: SourcePosition) -> SourceLocation {
        SourceLocation(file: path, position: position)
    }

    /// Xibs: the File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`).
    public var filesOwner: IBObject? { objects.first { $0.placeholderIdentifier == "IBFilesOwner" } }

    /// Xibs: the top-level objects that are not placeholders, in order.
    public var topLevelObjects: [IBObject] { objects.filter { !$0.isPlaceholder } }

    /// Calls `body` for every object of the document (scene members and xib objects and all below
    /// them), parents first, in document order.
    public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
        // Through buffer pointers, which read each scene and object in place instead of copying it.
        try scenes.withUnsafeBufferPointer { scenes in
            for scene in scenes.indices {
                try scenes[scene].members.withUnsafeBufferPointer { members in
                    for member in members.indices { try members[member].forEachObject(body) }
                }
            }
        }
        try objects.withUnsafeBufferPointer { objects in
            for object in objects.indices { try objects[object].forEachObject(body) }
        }
    }

    /// The `<image>` resources: name, and `width`/`height` in points.
    public var imageResources: [IBElement] { resources.filter { $0.name == "image" } }
    /// The `<namedColor>` resources (asset-catalog colors) with their `<color>` values.
    public var namedColorResources: [IBElement] { resources.filter { $0.name == "namedColor" } }
    /// The `<systemColor>` resources with their `<color>` values.
    public var systemColorResources: [IBElement] { resources.filter { $0.name == "systemColor" } }
}
