import IBModel

/// Where `migrate` gets the per-scene / per-xib view code (the `loadview` generator), kept behind
/// this seam so flow, launch and report work without it.
public struct ViewCodeProvider: Sendable {
    /// The view code of one IB file, before the segue triggers are wired in.
    public struct Prepared: Sendable {
        /// Scene id (storyboards) or root view id (xibs) → the generated function that builds that
        /// controller's view (`sbgenLoadView…`).
        public var loadViewFunctions: [String: String]
        /// True when the view code adds embed-segue children itself.
        public var embedsChildren: Bool
        /// Warnings for what was not converted, notes for manual steps.
        public var diagnostics: [Diagnostic]
        /// The methods the view code declares on the project's classes, in document order: the
        /// project keeps one method per name on each class (``LoadViewProject/settle(_:swiftNames:paths:)``).
        public var builders: [LoadViewProject.Builder]
        /// The modules of the classes the file names: its imports, once the project's module is known.
        public var modules: ModuleImports
        /// Whether ``render`` writes a file (the view code has a declaration).
        public var hasCode: Bool
        /// The declarations the file holds (controller extensions, content builders, builder enums,
        /// cell subclasses), as generated: the report names them in its steps.
        public var declarations: [GeneratedType]
        /// What their code emits: the report counts these elements as converted.
        public var emitted: EmittedElements
        /// Renders the file with the flow's segue triggers wired in (`SOURCE.addTarget(…)`).
        public var render: @Sendable (FlowWiring) -> Rendered

        public init(
            loadViewFunctions: [String: String], embedsChildren: Bool, diagnostics: [Diagnostic],
            builders: [LoadViewProject.Builder] = [], modules: ModuleImports = ModuleImports(), hasCode: Bool = true,
            declarations: [GeneratedType] = [], emitted: EmittedElements = EmittedElements(),
            render: @escaping @Sendable (FlowWiring) -> Rendered
        ) {
            self.loadViewFunctions = loadViewFunctions
            self.embedsChildren = embedsChildren
            self.diagnostics = diagnostics
            self.builders = builders
            self.modules = modules
            self.hasCode = hasCode
            self.declarations = declarations
            self.emitted = emitted
            self.render = render
        }
    }

    /// One file's view code as rendered for the project.
    public struct Rendered: Sendable {
        /// The Swift; nil when the file has nothing to generate.
        public var text: String?
        /// Further diagnostics: triggers that could not be wired, outlets written as comments
        /// (``OutletAccessCheck``).
        public var diagnostics: [Diagnostic]
        /// The `<outlet>` start tags (``EmittedElements/key(_:)``) whose assignment `text` writes as
        /// a comment: emitted by the generator, but not converted.
        public var withheldOutlets: [UInt64]
        /// The `<action>` start tags whose statement `text` writes as a comment (``OutletAccessCheck``).
        public var withheldActions: [UInt64] = []
        /// The view code's notes on custom classes created in code, respelled (or nil: dropped) by
        /// what the sources show the classes override (``NibLifecycleCheck``), by their first message.
        public var settledNotes: [String: String?] = [:]
        /// The classes of another module `text` extends: their own initializer cannot call the
        /// builder, so the step to call it from there is not given.
        public var foreignTypes: Set<String>

        public init(
            text: String?, diagnostics: [Diagnostic] = [], withheldOutlets: [UInt64] = [],
            foreignTypes: Set<String> = []
        ) {
            self.text = text
            self.diagnostics = diagnostics
            self.withheldOutlets = withheldOutlets
            self.foreignTypes = foreignTypes
        }
    }

    /// Prepares the view code of a document; `source` is its project-relative path, `swiftName` the
    /// name Swift names derived from the file use, unique in the project
    /// (``LoadViewProject/swiftNames(_:)``; nil: the file name), `targets` the run's deployment
    /// targets (``MigrationOptions/deploymentTargets``).
    public var prepare:
        @Sendable (_ document: IBDocument, _ source: String, _ swiftName: String?, _ targets: DeploymentTargets) ->
            Prepared?

    public init(
        prepare:
            @escaping @Sendable (
                _ document: IBDocument, _ source: String, _ swiftName: String?, _ targets: DeploymentTargets
            ) -> Prepared?
    ) {
        self.prepare = prepare
    }

    /// No view code: every view, constraint, outlet and action is reported as not converted.
    public static let none = ViewCodeProvider { _, _, _, _ in nil }
}

/// What the flow hands to the view code: the triggers to wire, and the segues it converted.
public struct FlowWiring: Sendable, Equatable {
    public var triggers: [FlowGenerator.Trigger]
    /// Lines of the converted segues: the view code's "segue not converted" notes there are dropped.
    public var convertedSegueLines: Set<Int>
    /// The module the project's code is built into (its classes are not imported); nil: the one the
    /// file itself marks "Inherit Module From Target" most often.
    public var targetModule: String?
    /// The file's methods that another file's keep the name of (one method per name on each class).
    public var renames: [LoadViewProject.Rename]
    /// How ``targetModule`` was decided (``LoadViewProject/Decision/moduleBasis``); nil with a
    /// ``targetModule``: it was given.
    var moduleBasis: LoadViewProject.ModuleBasis?
    /// What the project's files show to be other modules than ``targetModule``
    /// (``LoadViewProject/Decision/otherModules``).
    var otherModules: Set<String> = []
    /// The project's Swift sources as `migrate` read them: the access of the outlets the view code
    /// assigns (``OutletAccessCheck``). nil: not known.
    var sources: SwiftSourceIndex?

    public init(
        triggers: [FlowGenerator.Trigger] = [], convertedSegueLines: Set<Int> = [], targetModule: String? = nil,
        renames: [LoadViewProject.Rename] = []
    ) {
        self.triggers = triggers
        self.convertedSegueLines = convertedSegueLines
        self.targetModule = targetModule
        self.renames = renames
    }
}
