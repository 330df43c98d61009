/// One input document: a storyboard or a xib.
///
/// Storyboard keys (`initialScene`, `scenes`) are empty for xibs; nib keys (`filesOwner`,
/// `topLevelObjects`) are empty for storyboards.
public struct DocumentContext: Sendable, Hashable, Encodable {
    /// The file name without folder and extension (`Main` for `Base.lproj/Main.storyboard`): the
    /// name `UIStoryboard(name:)`/`UINib(nibName:)` take.
    public var name: String
    /// The path as given on the command line (relative paths stay relative).
    public var path: String
    /// `storyboard` or `xib`, from the file extension.
    public var kind: String
    /// `iOS`, `macOS`, `tvOS` or `watchOS`, from `<document targetRuntime>` (or the document type
    /// of legacy files); nil when unknown.
    public var platform: String?
    /// `targetRuntime` attribute, e.g. `iOS.CocoaTouch`.
    public var targetRuntime: String?
    /// The platform framework: `UIKit` or `AppKit`.
    public var framework: String
    /// Storyboards: the scene whose controller `<document initialViewController>` names.
    public var initialScene: SceneContext?
    /// Storyboards: every scene with a controller, sorted by identifier (scenes without identifier
    /// last, by scene id). Storyboard references are scenes too (see ``SceneContext/reference``).
    public var scenes: [SceneContext]
    /// Reusable cells and views (storyboard prototypes, xib top-level cells), sorted by reuse
    /// identifier, then id.
    public var reusables: [ReusableContext]
    /// Xibs: the File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`); nil when absent.
    public var filesOwner: NibObjectContext?
    /// Xibs: the top-level objects other than placeholders, in document order (the order
    /// `UINib.instantiate` returns them in, so index 0 is the first).
    public var topLevelObjects: [NibObjectContext]
    /// Namespace type name for the document's accessors (`Main`, `MainMenu`), unique among the
    /// inputs and never a class or module name the generated code refers to; nil for documents the
    /// built-in templates skip (a localized copy of an earlier document, watchOS).
    public var swiftName: String?
    /// Member name for the document (`NibFile.ingredientCell`), unique among the xibs; nil when skipped.
    public var memberName: String?
    /// The folder ``swiftName`` and ``memberName`` are named for, when another input of the same kind
    /// and name is a different file, no localized copy (`App` for `App/Base.lproj/Main.storyboard`
    /// beside `Lessons/Base.lproj/Main.storyboard`: `AppMain`); nil otherwise. Set by the naming pass.
    public var folder: String?
    /// Storyboards: every identified segue of every scene, one case per identifier (sorted), for
    /// the storyboard-wide `StoryboardSegue.Main` enum.
    public var segueCases: [SegueCaseContext] = []
    /// Xibs: the Swift type of the first top-level object (spelled as ``SceneContext/swiftType``), or
    /// `NSObject` when its class cannot be named safely; nil without top-level objects.
    public var nibRootType: String?

    public init(
        name: String, path: String, kind: String, platform: String?, targetRuntime: String?, framework: String,
        initialScene: SceneContext? = nil, scenes: [SceneContext] = [], reusables: [ReusableContext] = [],
        filesOwner: NibObjectContext? = nil, topLevelObjects: [NibObjectContext] = []
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.platform = platform
        self.targetRuntime = targetRuntime
        self.framework = framework
        self.initialScene = initialScene
        self.scenes = scenes
        self.reusables = reusables
        self.filesOwner = filesOwner
        self.topLevelObjects = topLevelObjects
    }
}
