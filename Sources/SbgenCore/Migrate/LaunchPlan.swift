/// The launch code for one `Info.plist`: what `migrate-launch.stencil` (and, for old main nibs,
/// `migrate-main.stencil`) render.
public struct LaunchPlan: Sendable, Equatable, Codable {
    /// How the app started before.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// `UISceneStoryboardFile` in a scene configuration: a scene delegate installs the window.
        case scene
        /// `UIMainStoryboardFile` without scenes: the app delegate installs the window.
        case appDelegate
        /// `NSMainNibFile` = `MainWindow`: the app delegate was an object of the nib.
        case mainNib
        /// `NSMainStoryboardFile` or `NSMainNibFile` = `MainMenu` (macOS): `main.swift` creates the
        /// delegate, installs the menu and shows the initial window (see `MacLaunch`).
        case macApp
    }

    public var kind: Kind
    /// The `Info.plist`, project-relative, for the header.
    public var source: String
    /// `UIKit` (`AppKit` for ``Kind/macApp``).
    public var imports: [String]
    /// The delegate class the extension is on (`SceneDelegate`, `AppDelegate`).
    public var typeName: String
    /// The functions of the extension.
    public var functions: [FlowFunction]
    /// For ``Kind/mainNib``: the `main.swift` statement naming the delegate class; for ``Kind/macApp``
    /// the `@main enum SbgenMain` with its `@MainActor static func main()` (`SbgenMain.swift`), one
    /// line of code a line; nil otherwise.
    public var entryPoint: String?
    /// Lines declared before the extension (the main menu's protocol of responder actions).
    public var declarations: [String] = []
    /// Attribute lines before the extension: `@available(iOS 13.0, *)` for scene code below iOS 13, a
    /// deprecation for window code that needs an API the SDK deprecates with no replacement there.
    public var attributes: [String]

    public init(
        kind: Kind, source: String, imports: [String] = ["UIKit"], typeName: String, attributes: [String] = [],
        functions: [FlowFunction], entryPoint: String? = nil
    ) {
        self.attributes = attributes
        self.kind = kind
        self.source = source
        self.imports = imports
        self.typeName = typeName
        self.functions = functions
        self.entryPoint = entryPoint
    }
}
