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
    /// The view code generator (default: the `loadview` generator).
    public var viewCode: ViewCodeProvider
    /// Render the report's files (`MIGRATION.md`, `migration-report.json`) into the result's files.
    /// A dry run whose report nobody reads turns it off: rendering the two took as long as
    /// finishing all the storyboards. A run that writes always renders them; the result's
    /// `report` is always complete.
    public var renderReports: Bool

    public init(
        project: String, outputDirectory: String? = nil, dryRun: Bool = false, only: [String] = [],
        inPlace: Bool = false, viewCode: ViewCodeProvider = .loadView, renderReports: Bool = true
    ) {
        self.project = project
        self.outputDirectory = outputDirectory
        self.dryRun = dryRun
        self.only = only
        self.inPlace = inPlace
        self.viewCode = viewCode
        self.renderReports = renderReports
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
