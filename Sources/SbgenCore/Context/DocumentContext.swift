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
