import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `sbgen migrate`: converts an app's storyboards and xibs into code it can review and commit.
struct MigrateCommand: Command {
    let name = "migrate"
    let abstract = "Convert an app project's storyboards and xibs to code, with launch code and a report."
    let positionalUsage = "<project-dir>"
    let discussion = """
        Finds the .storyboard/.xib files, the Info.plist files (every .plist with application keys,
        and INFOPLIST_FILE) and the .swift/.m files under the project folder (skipping Pods, Carthage,
        .build, DerivedData, build and hidden folders) and writes, to the output folder (default
        <project-dir>/sbgen-migration): per IB file its view code (+LoadView.swift) and storyboard
        flow (+Flow.swift), the launch code that replaces the main storyboard or nib (Launch/), the
        edited Info.plist files with a diff (Info/), and the report (MIGRATION.md,
        migration-report.json), which lists every step left, with file:line:column, including the
        calls in the project's sources that load the migrated files. Launch screens are not converted.
        The project's files are only read, unless --in-place is given. A file in the output folder
        that sbgen did not write is never replaced; one edited by hand since sbgen wrote it is kept,
        and its new version is written beside it as NAME.new (--force overwrites it, --refuse-edited
        stops with an error instead). Running it twice changes nothing the second time. The code uses
        API available at the deployment target (--deployment-target, IPHONEOS_/MACOSX_/TVOS_DEPLOYMENT_TARGET,
        sbgen.json, Package.swift, the project's .xcodeproj; docs/Configuration.md). See docs/Migration.md.
        """
    let examples = [
        ("Migrate an app into a review folder", "sbgen migrate MyApp --output-dir /tmp/MyApp-migration"),
        ("What would change, as JSON, without writing", "sbgen migrate MyApp --dry-run --report json"),
    ]
    let options = [
        OptionSpec(
            names: ["-o", "--output-dir"], valueName: "DIR",
            help: "Where to write (default <project-dir>/sbgen-migration)."),
        OptionSpec(names: ["--dry-run"], help: "Compute everything, write nothing."),
        OptionSpec(names: ["--only"], valueName: "FILE", help: "Only this IB file (repeatable).", repeatable: true),
        OptionSpec(names: ["--report"], valueName: "json|markdown", help: "Print the report to standard output."),
        OptionSpec(names: ["--in-place"], help: "Also replace the project's Info.plist files with the edited ones."),
        OptionSpec(
            names: ["--module"], valueName: "NAME",
            help:
                "The module the code is built into (default $PRODUCT_MODULE_NAME, else the IB files' target module)."),
        OptionSpec(
            names: ["--info-plist"], valueName: "FILE",
            help: "Also read this Info.plist, whatever its keys (repeatable; default $INFOPLIST_FILE).",
            repeatable: true),
        OptionSpec(names: ["--force"], help: "Overwrite outputs edited by hand since sbgen wrote them."),
        OptionSpec(
            names: ["--refuse-edited"],
            help: "Stop with an error at each output edited by hand, instead of writing NAME.new beside it."),
        DeploymentTargetOption.spec,
        DeploymentTargetOption.configSpec(defaultPath: "<project-dir>/sbgen.json"),
    ]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else {
            // `--deployment-target iOS 15.0` leaves `15.0` as a second folder: say what was meant.
            if let split = arguments.all("--deployment-target").first(where: { !$0.contains(where: \.isNumber) }),
                let version = arguments.positionals.first(where: { $0.first?.isNumber == true })
            {
                throw UsageError(
                    message: "invalid --deployment-target '\(split)': write the platform and the version as one "
                        + "word, \(split.lowercased())\(version)")
            }
            throw UsageError(
                message: arguments.positionals.isEmpty ? "no project folder given" : "give one project folder")
        }
        let report = arguments.value("--report")
        if let report, report != "json", report != "markdown" {
            throw UsageError(message: "unknown report format '\(report)'; expected json or markdown")
        }
        if arguments.flag("--dry-run"), arguments.flag("--in-place") {
            throw UsageError(message: "--dry-run and --in-place cannot be used together")
        }
        if arguments.flag("--force"), arguments.flag("--refuse-edited") {
            throw UsageError(message: "--force and --refuse-edited cannot be used together")
        }
        let project = arguments.positionals[0]
        guard
            case .success(let config) = DeploymentTargetOption.configuration(
                arguments, defaultPath: (project.hasSuffix("/") ? project : project + "/") + "sbgen.json",
                console: console)
        else { return 1 }
        let targets = try DeploymentTargetOption.resolve(
            arguments, config: config, xcodeProjectFolder: project, console: console)
        var options = MigrationOptions(
            project: project, outputDirectory: arguments.value("--output-dir"),
            dryRun: arguments.flag("--dry-run"), only: arguments.all("--only"), inPlace: arguments.flag("--in-place"),
            viewCode: MigrationViewCode.provider, renderReports: report != nil, keepsModels: true,
            module: try ModuleOption.value(arguments), deploymentTargets: targets)
        options.infoPlistFiles = arguments.all("--info-plist")
        if options.infoPlistFiles.isEmpty, let file = ProcessInfo.processInfo.environment["INFOPLIST_FILE"],
            !file.isEmpty
        {
            options.infoPlistFiles = [file]
        }
        options.force = arguments.flag("--force")
        options.refuseEdited = arguments.flag("--refuse-edited")
        Self.padHeapTop()
        let result: Migrator.Result
        do throws(DiagnosticError) {
            result = try Migrator.migrate(options)
        } catch {
            console.report(error.diagnostics)
            return 1
        }
        // The process exits right after: the result, with the models it keeps, is never freed
        // (freeing it was about 2% of a run; see `MigrationOptions.keepsModels`).
        _ = Unmanaged.passRetained(KeptUntilExit(result))
        // Warnings are what is not converted (TODOs), notes the manual steps (shown with -v).
        console.report(result.diagnostics)
        if console.verbosity > .quiet {
            for note in targets.defaultTargetNotes(code: result.files.map(\.contents)) {
                console.printError("sbgen: note: " + note)
            }
        }
        for path in result.written { console.info("wrote \(options.resolvedOutputDirectory)/\(path)") }
        switch report {
        case "json": console.output(result.files.first { $0.path == "migration-report.json" }?.contents ?? "")
        case "markdown": console.output(result.files.first { $0.path == "MIGRATION.md" }?.contents ?? "")
        default:
            let totals = result.report.totals
            // The same counts as MIGRATION.md: errors and warnings are not converted, notes are steps.
            let (open, steps) = result.report.itemCounts
            let fileCount = result.report.files.count
            var line = "migrated \(fileCount) IB file\(fileCount == 1 ? "" : "s")"
            let counted = totals.rows.filter { $0.1.total > 0 }.map { "\($0.1.converted)/\($0.1.total) \($0.0)" }
            if !counted.isEmpty { line += ": " + counted.joined(separator: ", ") }
            line += "; \(open) item\(open == 1 ? "" : "s") not converted, \(steps) manual step\(steps == 1 ? "" : "s")"
            let calls = result.report.callSiteSteps
            if calls > 0 { line += " (\(calls) at calls in the project's sources)" }
            line +=
                options.dryRun
                ? " (dry run: nothing written)"
                : "; \(result.written.count) file\(result.written.count == 1 ? "" : "s") written, \(result.unchanged.count) unchanged"
            let kept = result.report.handEdited.compactMap(\.newVersion)
            if !kept.isEmpty {
                line +=
                    "; \(kept.count) file\(kept.count == 1 ? "" : "s") edited by hand kept, "
                    + (options.dryRun ? "the new version would go beside: " : "the new version beside: ")
                    + kept.joined(separator: ", ")
            }
            let overwritten = result.report.handEdited.filter { $0.newVersion == nil }.map(\.path)
            if !overwritten.isEmpty {
                line += "; edited by hand and overwritten (--force): " + overwritten.joined(separator: ", ")
            }
            if console.verbosity > .quiet { console.output(line + "\n") }
        }
        // Where the report is: on standard error, so that `--report json` output stays the report alone.
        if console.verbosity > .quiet {
            let folder = options.resolvedOutputDirectory
            console.printError(
                options.dryRun
                    ? "sbgen: dry run: no report written (run without --dry-run to write \(folder)/MIGRATION.md)"
                    : "sbgen: report: \(folder)/MIGRATION.md, \(folder)/migration-report.json")
        }
        return result.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// glibc gives the top of the heap back to the system when more than 128 KB of it is free, and
    /// `migrate` frees documents in waves on every core (xibs while parsing, storyboards after the
    /// flow index), so each wave faulted the same pages in again. A 16 MB pad keeps them: a fifth
    /// fewer page faults and about half the system time, for 1–2 MB more peak memory.
    static func padHeapTop() {
        #if canImport(Glibc)
            // (`mallopt` is in <malloc.h>, which Glibc's module map leaves out.)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let topPad: Int32 = -2  // M_TOP_PAD
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
                _ = unsafeBitCast(symbol, to: Mallopt.self)(topPad, 16 << 20)
            }
        #endif
    }
}

/// What the `migrate` command leaves allocated until the process exits.
private final class KeptUntilExit {
    let result: Migrator.Result

    init(_ result: Migrator.Result) { self.result = result }
}
