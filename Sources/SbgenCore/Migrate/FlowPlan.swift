/// The storyboard flow of one storyboard as Swift declarations: what `migrate-flow.stencil` renders.
///
/// Bodies are lists of unindented lines; the template places them, so no generator indents code.
public struct FlowPlan: Sendable, Equatable, Codable {
    /// The storyboard's project-relative path, for the header (never absolute).
    public var source: String
    /// `UIKit`, then extra modules, sorted.
    public var imports: [String]
    /// The enum holding the factories: `MainFlow` for `Main.storyboard`.
    public var enumName: String
    /// One factory per scene, in document order.
    public var factories: [FlowFunction]
    /// Subclasses for scenes whose controller has no custom class but a view to load.
    public var subclasses: [FlowSubclass]
    /// Segue methods, grouped by the source controller's class, in document order.
    public var extensions: [FlowExtension]
    /// Top-level declarations after the extensions (a window's toolbar class), each a block of
    /// lines written as they are, a blank line before each.
    public var declarations: [[String]] = []

    public init(
        source: String, imports: [String], enumName: String, factories: [FlowFunction] = [],
        subclasses: [FlowSubclass] = [], extensions: [FlowExtension] = []
    ) {
        self.source = source
        self.imports = imports
        self.enumName = enumName
        self.factories = factories
        self.subclasses = subclasses
        self.extensions = extensions
    }
}

/// One generated function: its doc lines, its signature (`static func makeRecipes() -> Recipes…`)
/// and its body lines.
public struct FlowFunction: Sendable, Equatable, Codable {
    public var comments: [String]
    public var signature: String
    public var body: [String]

    /// - Parameter comments: doc lines; a line break in one (IB ids and identifiers may hold one) is
    ///   written `\n`, since it would end the `///` comment and make the rest code.
    public init(comments: [String], signature: String, body: [String]) {
        self.comments = comments.map(\.escapingLineBreaks)
        self.signature = signature
        self.body = body
    }
}

/// `final class <name>: <baseClass>` whose `loadView()` calls the migrated view code.
public struct FlowSubclass: Sendable, Equatable, Codable {
    public var comments: [String]
    public var name: String
    public var baseClass: String
    /// The body of `loadView()`.
    public var loadViewBody: [String]

    /// - Parameter comments: doc lines, line breaks written `\n` (see ``FlowFunction``).
    init(comments: [String], name: String, baseClass: String, loadViewBody: [String]) {
        self.comments = comments.map(\.escapingLineBreaks)
        self.name = name
        self.baseClass = baseClass
        self.loadViewBody = loadViewBody
    }
}

/// `extension <typeName> { … }` with segue methods.
public struct FlowExtension: Sendable, Equatable, Codable {
    public var typeName: String
    public var methods: [FlowFunction]
}
