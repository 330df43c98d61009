/// Exactly SwiftGen 6.6's `ib` context (see `docs/Context.md`), for templates written for SwiftGen.
///
/// Keys and absent-versus-empty rules match SwiftGen: a scene has `customClass`/`customModule` or
/// `baseType`, never both; a segue always has `customClass`/`customModule` (empty when unset);
/// `initialScene` is absent when the storyboard has none.
public struct SwiftGenContext: Sendable, Hashable, Encodable {
    /// Sorted, de-duplicated modules used by non-placeholder scenes and segues, plus each storyboard's
    /// platform framework (`UIKit`/`AppKit`).
    public var modules: [String]
    /// The platform name (`iOS`, `macOS`, `tvOS`, `watchOS`) when every storyboard has the same one;
    /// the empty string when they are mixed or there are none.
    public var platform: String
    /// The storyboards, sorted by name.
    public var storyboards: [Storyboard]
    /// `--param` values.
    public var param: TemplateParameters
    /// The environment variables (e.g. `PRODUCT_MODULE_NAME`).
    public var env: [String: String]

    public init(
        modules: [String], platform: String, storyboards: [Storyboard], param: TemplateParameters = .init(),
        env: [String: String] = [:]
    ) {
        self.modules = modules
        self.platform = platform
        self.storyboards = storyboards
        self.param = param
        self.env = env
    }

    /// One `.storyboard` file.
    public struct Storyboard: Sendable, Hashable, Encodable {
        /// The file name without folder and extension.
        public var name: String
        /// From `<document targetRuntime>`: `iOS.CocoaTouch*` → `iOS`, `MacOSX.Cocoa` → `macOS`,
        /// `AppleTV` → `tvOS`, `watchKit` → `watchOS`.
        public var platform: String
        /// The controller whose `id` is `<document initialViewController>`; absent when unset.
        public var initialScene: Scene?
        /// Controllers (`sceneMemberID="viewController"`) with a non-empty `storyboardIdentifier`,
        /// storyboard references excluded, de-duplicated, sorted by identifier.
        public var scenes: [Scene]
        /// `<segue>`s with a non-empty `identifier`, de-duplicated, sorted by identifier.
        public var segues: [Segue]

        public init(name: String, platform: String, initialScene: Scene?, scenes: [Scene], segues: [Segue]) {
            self.name = name
            self.platform = platform
            self.initialScene = initialScene
            self.scenes = scenes
            self.segues = segues
        }
    }

    /// A scene's controller.
    public struct Scene: Sendable, Hashable, Encodable {
        /// `storyboardIdentifier`, or the empty string (an initial scene without one).
        public var identifier: String
        /// `customClass`; absent when the controller has no custom class.
        public var customClass: String?
        /// `customModule`, or the empty string; absent when there is no custom class.
        public var customModule: String?
        /// The element name with its first letter uppercased (`NavigationController`); absent when
        /// there is a custom class.
        public var baseType: String?
        /// `customClass`, or the standard class (`UINavigationController`, `AVPlayerViewController`).
        public var type: String
        /// `customModule`, or the standard class's module, or the empty string for a custom class
        /// without a module.
        public var module: String
        /// `customModuleProvider="target"` ("Inherit Module From Target").
        public var moduleIsPlaceholder: Bool

        public init(
            identifier: String, customClass: String? = nil, customModule: String? = nil, baseType: String? = nil,
            type: String, module: String, moduleIsPlaceholder: Bool
        ) {
            self.identifier = identifier
            self.customClass = customClass
            self.customModule = customModule
            self.baseType = baseType
            self.type = type
            self.module = module
            self.moduleIsPlaceholder = moduleIsPlaceholder
        }
    }

    /// A segue with an identifier.
    public struct Segue: Sendable, Hashable, Encodable {
        /// `identifier`.
        public var identifier: String
        /// `customClass`, or the empty string.
        public var customClass: String
        /// `customModule`, or the empty string.
        public var customModule: String
        /// `customClass`, or `UIStoryboardSegue`/`NSStoryboardSegue`.
        public var type: String
        /// `customModule`, or the platform framework when there is no custom class, else empty.
        public var module: String
        /// `customModuleProvider="target"`.
        public var moduleIsPlaceholder: Bool

        public init(
            identifier: String, customClass: String, customModule: String, type: String, module: String,
            moduleIsPlaceholder: Bool
        ) {
            self.identifier = identifier
            self.customClass = customClass
            self.customModule = customModule
            self.type = type
            self.module = module
            self.moduleIsPlaceholder = moduleIsPlaceholder
        }
    }
}
