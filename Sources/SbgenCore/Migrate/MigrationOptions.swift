/// How `sbgen migrate` runs.
public struct MigrationOptions: Sendable {
    /// The app's project folder.
    public var project: String
    /// Where generated files go; nil means `<project>/sbgen-migration`.
    public var outputDirectory: String?
    /// Compute everything, write nothing.
    public var dryRun: Bool
    /// Only these IB files (project-relative, or as given); empty means all. Every storyboard is
    /// still read, so segues into other storyboards resolve.
    public var only: [String]
    /// Also replace the project's `Info.plist` files with their edited versions.
    public var inPlace: Bool
    /// `Info.plist` files to read whatever their keys (`INFOPLIST_FILE`, `--info-plist`): paths
    /// relative to the project folder (as Xcode's build setting is), or to the working directory,
    /// or absolute; each must be a file inside the project folder.
    public var infoPlistFiles: [String] = []
    /// Overwrite outputs edited by hand since sbgen wrote them (default: write `NAME.new` beside them).
    public var force = false
    /// Refuse, with an error at each, to write when an output was edited by hand (instead of `NAME.new`).
    public var refuseEdited = false
    /// The view code generator (default: the `loadview` generator).
    public var viewCode: ViewCodeProvider
    /// The module the migrated code is built into (`--module`, `PRODUCT_MODULE_NAME`): its classes are
    /// not imported. nil: per platform, the `customModule` the IB files mark "Inherit Module From
    /// Target" most often.
    public var module: String?
    /// Render the report's files (`MIGRATION.md`, `migration-report.json`) into the result's files.
    /// A dry run whose report nobody reads turns it off: rendering the two took as long as
    /// finishing all the storyboards. A run that writes always renders them; the result's
    /// `report` is always complete.
    public var renderReports: Bool
    /// Hand each storyboard's document and view-code plan to the result when its conversion is done,
    /// instead of freeing it there. Freeing a model is a walk over all its elements (about 2% of a
    /// run); a process that exits right after the migration, as the `sbgen` CLI does, can skip it
    /// by never freeing the result (like a compiler driver's `-disable-free`). Nothing leaks: the
    /// models go when the result goes. Memory stays at the run's peak until then (storyboards are
    /// all in memory at once anyway, while their flows are indexed).
    public var keepsModels: Bool
    /// The deployment targets the view, flow and launch code are generated for (``DeploymentTargets``).
    public var deploymentTargets: DeploymentTargets

    public init(
        project: String, outputDirectory: String? = nil, dryRun: Bool = false, only: [String] = [],
        inPlace: Bool = false, viewCode: ViewCodeProvider = .loadView, renderReports: Bool = true,
        keepsModels: Bool = false, module: String? = nil, deploymentTargets: DeploymentTargets = DeploymentTargets()
    ) {
        self.module = module
        self.deploymentTargets = deploymentTargets
        self.project = project
        self.outputDirectory = outputDirectory
        self.dryRun = dryRun
        self.only = only
        self.inPlace = inPlace
        self.viewCode = viewCode
        self.renderReports = renderReports
        self.keepsModels = keepsModels
    }

    /// The output folder actually used.
    public var resolvedOutputDirectory: String {
        outputDirectory ?? (project.hasSuffix("/") ? project : project + "/") + "sbgen-migration"
    }
}

/// One file `migrate` produces.
public struct GeneratedFile: Sendable, Equatable {
    /// Path relative to the output folder.
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
