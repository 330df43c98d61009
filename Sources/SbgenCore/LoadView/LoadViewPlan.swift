import IBModel

/// The structured representation of the load-view code for one IB file: what the templates render.
///
/// Codable so that it doubles as the typed template context (see `docs/LoadView.md`, "Template context").
public struct LoadViewPlan: Sendable, Equatable, Codable {
    /// The IB file's path relative to where sbgen ran, for the fixed header (never absolute).
    public var source: String
    /// `UIKit` or `AppKit`, then any extra framework modules (`WebKit`, `MapKit`), sorted.
    public var imports: [String]
    /// One entry per generated type, in document order.
    public var types: [GeneratedType]
    /// The command the code is for, which decides who owns it: `loadview` output is regenerated (its
    /// header says not to edit it); `migrate` output becomes the team's own code.
    public var command: String

    public init(source: String, imports: [String], types: [GeneratedType], command: String = "loadview") {
        self.source = source
        self.imports = imports
        self.types = types
        self.command = command
    }
}

/// One generated declaration: a controller extension with `sbgenLoadView()`, a view extension with
/// `sbgenBuildContent()`, a builder enum with `make()`, or a cell subclass for a prototype cell
/// without a custom class.
public struct GeneratedType: Sendable, Equatable, Codable {
    /// What the declaration is.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// `extension <Controller> { func sbgenLoadView() }`: the team calls it from `loadView()`.
        case controllerExtension
        /// `extension <View> { func sbgenBuildContent() }`: for custom view/cell classes.
        case viewExtension
        /// `extension <Owner> { func sbgenBuildContent() -> <Class> }`: a xib's view built for File's
        /// Owner (outlets and actions to `self`), returned as the nib load returned it. Not discardable:
        /// the caller keeps it (adds it to a view), or it is freed with the outlets it set.
        case ownerExtension
        /// `extension <WindowController> { func sbgenLoadWindow() }`: a macOS xib's top-level window
        /// built for File's Owner (an `NSWindowController` with a `window` outlet); the class calls
        /// it from `loadWindow()`.
        case windowControllerExtension
        /// `@MainActor enum <Name> { static func make() -> <Class> }`: for views without a custom class.
        case viewBuilder
        /// `final class <Name>: UITableViewCell` whose initializer builds the content.
        case cellSubclass
        /// `final class <Name>: UITableView, UITableViewDataSource` serving the sections of a static table
        /// (`<tableView dataMode="static">`); no function, the unit's code fills `sbgenSections`.
        case staticTable
        /// `@objc protocol Sbgen<File>Actions` declaring the actions the file sends that no SDK or custom
        /// class declares (First Responder's), so that `#selector` can name them; its one group holds
        /// the requirements (`func showSettings(_ sender: Any?)`).
        case actionProtocol
        /// `final class Sbgen<File>SizeClassObserver: UIView`: below iOS/tvOS 17, the hidden view that
        /// re-applies the file's size classes when they change (`traitCollectionDidChange(_:)`); no
        /// function, fixed members.
        case sizeClassObserver
        /// File-scope `typealias` lines, one per statement of its one group, for classes a function
        /// cannot name directly (its owner has a member of the same name).
        case typeAliases
    }

    public var kind: Kind
    /// The extended class, builder enum or subclass name.
    public var typeName: String
    /// For builders and cell subclasses: the class built or inherited (`UIView`, `UITableViewCell`).
    public var baseClass: String?
    /// `sbgenLoadView`, `sbgenBuildContent` or `make`.
    public var functionName: String
    /// Doc-comment lines above the declaration (scene, identifier, loading-order notes).
    public var comments: [String]
    /// The scene's `sceneID` (storyboards) or the top-level object's `id` (xibs).
    public var sceneID: String?
    /// The controller's `storyboardIdentifier`, or the cell's `reuseIdentifier`.
    public var identifier: String?
    /// Ordered statement groups: create, configure, hierarchy, constraints, outlets, actions.
    public var groups: [StatementGroup]
    /// The statement that returns the built object (builders only).
    public var returnExpression: String?
    /// Where the scene or object starts in the IB file.
    public var line: Int
    /// Cell subclasses of a styled prototype (`style="IBUITableViewCellStyleSubtitle"`): the
    /// `UITableViewCell.CellStyle` case its initializer passes to `super` (nil: the caller's style).
    public var cellStyle: String? = nil
    /// What the code of this declaration emitted (``EmittedElements``): what `migrate` counts as
    /// converted. Not encoded: it is no part of the template context.
    public var emitted = EmittedElements()

    enum CodingKeys: String, CodingKey {
        case kind, typeName, baseClass, functionName, comments, sceneID, identifier, groups, returnExpression, line
        case cellStyle
    }
}

/// A named run of statements, rendered with a `// <name>` comment line.
public struct StatementGroup: Sendable, Equatable, Codable {
    public var name: String
    public var statements: [Statement]

    public init(name: String, statements: [Statement] = []) {
        self.name = name
        self.statements = statements
    }
}

/// One line of Swift, or a `// sbgen:` comment alone when `code` is empty.
public struct Statement: Sendable, Equatable, Codable {
    public var code: String
    /// Text of a trailing or standalone `// sbgen:` comment (something not converted, or a note).
    public var comment: String?
    /// The IB line the statement comes from.
    public var line: Int?

    public init(_ code: String, comment: String? = nil, line: Int? = nil) {
        self.code = code
        self.comment = comment?.escapingLineBreaks  // a line break would end the `//` comment
        self.line = line
    }
}
