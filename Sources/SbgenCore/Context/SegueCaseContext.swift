/// One identified segue as the `segues` template emits it: a case of a scene's (or storyboard's)
/// segue enum, with the destination typed for `prepare(for:sender:)`.
public struct SegueCaseContext: Sendable, Hashable, Encodable {
    /// The segue's `identifier` attribute (the raw value).
    public var identifier: String
    /// Case name, unique in its enum (`showDetail`, `` `default` ``).
    public var swiftName: String
    /// `kind` attribute of the first segue with this identifier.
    public var kind: String
    /// Type of the destination handed to `prepare(for:sender:)`: the destination scene's type, the
    /// root of a destination navigation controller, or the framework base (`UIKit.UIViewController`;
    /// `Any` on macOS) when unknown (unwind segues, unresolved references, ambiguous identifiers).
    public var destinationType: String
    /// Type to cast the destination to; nil when ``destinationType`` is the uncast base.
    public var destinationCast: String?
    /// Set when the destination is a navigation controller: its type, to cast through before
    /// taking its root (`viewControllers.first`).
    public var navigationType: String?
    /// Line of the first `<segue>` with this identifier.
    public var line: Int

    public init(
        identifier: String, swiftName: String, kind: String, destinationType: String, destinationCast: String?,
        navigationType: String?, line: Int
    ) {
        self.identifier = identifier
        self.swiftName = swiftName
        self.kind = kind
        self.destinationType = destinationType
        self.destinationCast = destinationCast
        self.navigationType = navigationType
        self.line = line
    }
}
