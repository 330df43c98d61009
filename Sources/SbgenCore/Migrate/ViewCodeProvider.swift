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
        /// The declarations the file holds (controller extensions, content builders, builder enums,
        /// cell subclasses), as generated: the report names them in its steps.
        public var declarations: [GeneratedType]
        /// What their code emits: the report counts these elements as converted.
        public var emitted: EmittedElements
        /// Renders the file with the flow's segue triggers wired in (`SOURCE.addTarget(…)`); nil
        /// when the file has nothing to generate. Returns further diagnostics (triggers that could
        /// not be wired).
        public var render: @Sendable (FlowWiring) -> (text: String?, diagnostics: [Diagnostic])

        public init(
            loadViewFunctions: [String: String], embedsChildren: Bool, diagnostics: [Diagnostic],
            declarations: [GeneratedType] = [], emitted: EmittedElements = EmittedElements(),
            render: @escaping @Sendable (FlowWiring) -> (text: String?, diagnostics: [Diagnostic])
        ) {
            self.loadViewFunctions = loadViewFunctions
            self.embedsChildren = embedsChildren
            self.diagnostics = diagnostics
            self.declarations = declarations
            self.emitted = emitted
            self.render = render
        }
    }

    /// Prepares the view code of a document; `source` is its project-relative path, `targets` the
    /// run's deployment targets (``MigrationOptions/deploymentTargets``).
    public var prepare: @Sendable (_ document: IBDocument, _ source: String, _ targets: DeploymentTargets) -> Prepared?

    public init(
        prepare:
            @escaping @Sendable (_ document: IBDocument, _ source: String, _ targets: DeploymentTargets) ->
            Prepared?
    ) {
        self.prepare = prepare
    }

    /// No view code: every view, constraint, outlet and action is reported as not converted.
    public static let none = ViewCodeProvider { _, _, _ in nil }
}

/// What the flow hands to the view code: the triggers to wire, and the segues it converted.
public struct FlowWiring: Sendable, Equatable {
    public var triggers: [FlowGenerator.Trigger]
    /// Lines of the converted segues: the view code's "segue not converted" notes there are dropped.
    public var convertedSegueLines: Set<Int>

    public init(triggers: [FlowGenerator.Trigger] = [], convertedSegueLines: Set<Int> = []) {
        self.triggers = triggers
        self.convertedSegueLines = convertedSegueLines
    }
}
