import Dispatch
import IBModel
import SbgenTemplate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sbgen migrate` as a library call: scan the project, convert each IB file (view code, flow),
/// generate the launch code and edited `Info.plist`s, build the report, and write it all to the
/// output folder. The project's own files are only read (unless `inPlace`).
public enum Migrator {
    /// What a migration produced.
    public struct Result: Sendable {
        public var report: MigrationReport
        /// Every output, sorted by path (relative to the output folder).
        public var files: [GeneratedFile]
        /// Outputs written (created or changed) / left untouched because their bytes were equal.
        public var written: [String] = []
        public var unchanged: [String] = []
        /// `NAME.new` files of earlier runs removed: their file matches the output again.
        public var removed: [String] = []
        /// Everything reported, in file order: warnings for what was not converted, notes for manual steps.
        public var diagnostics: [Diagnostic]
        /// The storyboards' models, with ``MigrationOptions/keepsModels``: freed with the result.
        var keptModels: [any Sendable] = []
    }

    /// The ledger of the outputs written, with their digests (``OutputLedger``); a file not in it
    /// is never overwritten, and one edited since is kept (its new version goes beside it).
    public static let manifestName = ".sbgen-migration"

    /// Runs the migration.
    /// - Throws: ``DiagnosticError`` when the project cannot be read, or an output cannot be written
    ///   (read-only folder, a file sbgen did not write in the way).
    public static func migrate(_ options: MigrationOptions) throws(DiagnosticError) -> Result {
        let output = options.resolvedOutputDirectory
        let scan = try ProjectScanner.scan(options.project, excluding: outputFolders(output, project: options.project))
        // Nothing to convert: writing a report and launch code for no file would only hide the mistake.
        guard !scan.ibFiles.isEmpty else {
            throw DiagnosticError(
                .error(
                    "no .storyboard or .xib file in this folder (Pods, Carthage, .build, DerivedData, build and "
                        + "hidden folders are not searched); nothing to migrate",
                    at: SourceLocation(file: options.project)))
        }
        var options = options
        options.only = try resolveOnly(options.only, in: scan.ibFiles, project: options.project)
        let givenPlists = try resolveInfoPlists(options.infoPlistFiles, project: options.project)
        var result = convert(scan, options: options, givenPlists: givenPlists)
        let ledger = OutputLedger.read(folder: output, name: manifestName)
        let edits: OutputLedger.EditPolicy =
            options.force ? .overwrite : options.refuseEdited ? .refuse : .writeBeside
        guard !options.dryRun else {
            // What a run would do with hand edits, when an earlier run wrote there (else nothing to read).
            if !ledger.digests.isEmpty,
                let plan = try? ledger.plan(
                    result.files.map { ($0.path, $0.contents) }, in: output, edits: .writeBeside, foreign: .replace)
            {
                record(plan, in: &result, output: output)
            }
            if options.renderReports { renderReports(&result) }
            return result
        }
        try checkWritable(output, project: options.project)
        // The outputs first, so that the report can list the hand edits kept; then with the report.
        let outputs = try ledger.plan(
            result.files.map { ($0.path, $0.contents) }, in: output, edits: edits, foreign: .refuse)
        record(outputs, in: &result, output: output)
        renderReports(&result)
        let plan = try ledger.plan(
            result.files.map { ($0.path, $0.contents) }, in: output, edits: edits, foreign: .refuse)
        (result.written, result.unchanged) = try OutputLedger.apply(plan, in: output, name: manifestName)
        result.removed = plan.removals
        if plan.keptEdits.count > outputs.keptEdits.count {  // the report itself was edited
            record(plan, in: &result, output: output)
        }
        if options.inPlace {
            for plist in result.report.plists where plist.keysRemoved {
                guard let edited = result.files.first(where: { $0.path == "Info/" + plist.path }) else { continue }
                try OutputWriter.write(edited.contents, to: options.project + "/" + plist.path)
            }
        }
        return result
    }

    /// The project-relative paths of `INFOPLIST_FILE` / `--info-plist` values.
    /// - Throws: ``DiagnosticError`` for a value that is no file inside the project folder.
    static func resolveInfoPlists(_ values: [String], project: String) throws(DiagnosticError) -> Set<String> {
        let root = URL(fileURLWithPath: project).standardizedFileURL.path
        var paths: Set<String> = []
        var errors: [Diagnostic] = []
        for value in values {
            var isDirectory: DirectoryFlag = false
            let candidates = value.hasPrefix("/") ? [value] : [root + "/" + value, value]
            let found = candidates.lazy.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.first {
                FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            guard let found else {
                errors.append(
                    .error(
                        "INFOPLIST_FILE \(value): no such file (give its path inside the project folder)",
                        at: SourceLocation(file: value)))
                continue
            }
            guard found.hasPrefix(root + "/") else {
                errors.append(
                    .error(
                        "INFOPLIST_FILE \(value): outside the project folder \(project); give a plist inside it",
                        at: SourceLocation(file: value)))
                continue
            }
            paths.insert(String(found.dropFirst(root.count + 1)))
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        return paths
    }

    /// The hand edits `plan` keeps or overwrites, in the report and as warnings at the edited files.
    static func record(_ plan: OutputLedger.Plan, in result: inout Result, output: String) {
        result.report.handEdited =
            plan.keptEdits.map { MigrationReport.HandEdit(path: $0.edited, newVersion: $0.newVersion) }
            + plan.overwrittenEdits.map { MigrationReport.HandEdit(path: $0, newVersion: nil) }
        result.report.handEdited.sort { $0.path < $1.path }
        result.diagnostics.removeAll { $0.message.hasPrefix(handEditPrefix) }
        for edit in result.report.handEdited {
            let message =
                edit.newVersion.map {
                    "\(handEditPrefix)kept; the new version is \(output)/\($0): merge it by hand (or run with --force)"
                } ?? "\(handEditPrefix)overwritten (--force)"
            result.diagnostics.append(
                .warning(message, at: SourceLocation(file: output + "/" + edit.path, line: 1, column: 1)))
        }
    }

    /// How the warnings about hand-edited outputs start.
    static let handEditPrefix = "edited by hand since sbgen wrote it: "

    /// Adds `MIGRATION.md` and `migration-report.json`, rendered from the final report, one per core.
    static func renderReports(_ result: inout Result) {
        let final = result.report
        let reports = ResultSlots<GeneratedFile>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { slot in
            reports.set(
                slot,
                slot == 0
                    ? GeneratedFile(path: "MIGRATION.md", contents: final.markdown())
                    : GeneratedFile(path: "migration-report.json", contents: final.json()))
        }
        result.files.removeAll { $0.path == "MIGRATION.md" || $0.path == "migration-report.json" }
        result.files += reports.values()
        result.files.sort { $0.path < $1.path }
    }

    /// The folders of `output` a scan of the project leaves out, as absolute paths (both are given
    /// relative to the working directory), so a second run never reads the first run's `Info.plist`
    /// copies or Swift as the app's: the project's `sbgen-migration` (the default output folder) and
    /// the output folder when it has that name, whole, and the
    /// folders an earlier run wrote into (Swift/, Launch/, Info/, by the ledger) of any output folder
    /// — which may be the project itself, or a folder of it that holds IB files.
    static func outputFolders(_ output: String, project: String) -> [String] {
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        let projectPath = URL(fileURLWithPath: project).standardizedFileURL.path
        // The default output folder, also when this run writes elsewhere.
        var folders = [projectPath + "/sbgen-migration"]
        if outputPath.hasSuffix("/sbgen-migration"), projectPath != outputPath,
            !projectPath.hasPrefix(outputPath + "/")
        {
            folders.append(outputPath)
        }
        let written = OutputLedger.read(folder: outputPath, name: manifestName).digests.keys
        for folder in ["Swift", "Launch", "Info"] where written.contains(where: { $0.hasPrefix(folder + "/") }) {
            folders.append(outputPath + "/" + folder)
        }
        return folders
    }

    /// Whether the IB file at `path` (relative to the project) is the one an `--only` value names:
    /// its path inside the project, the project's path followed by it, or its last components.
    static func matches(_ path: String, only wanted: String) -> Bool {
        isExactly(path, only: wanted) || path.hasSuffix("/" + wanted)
    }

    /// The IB file whose name is a likely typo of the name `wanted` ends with, when one is.
    static func closestFile(to wanted: String, among files: [String]) -> String? {
        func split(_ path: String) -> (stem: String, kind: String) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: ".") else { return (name, "") }
            return (String(name[..<dot]), String(name[dot...]))
        }
        let (stem, kind) = split(wanted)
        let candidates = files.filter { split($0).kind == kind }
        guard let closest = Suggestion.closest(to: stem, among: candidates.map { split($0).stem }) else { return nil }
        let matching = candidates.filter { split($0).stem == closest }
        return matching.count == 1 ? matching[0] : nil
    }

    private static func isExactly(_ path: String, only wanted: String) -> Bool {
        path == wanted || wanted.hasSuffix("/" + path)
    }

    /// Each `--only` value as the project-relative path of the one IB file it names. A value that
    /// names no file, or only ends the paths of several (`Launch Screen.xib` in two apps), is an
    /// error before anything is written: a misspelt or ambiguous value would migrate the wrong files.
    static func resolveOnly(
        _ values: [String], in ibFiles: [String], project: String
    ) throws(DiagnosticError) -> [String] {
        var resolved: [String] = []
        for wanted in values {
            let exact = ibFiles.filter { isExactly($0, only: wanted) }
            let found = exact.isEmpty ? ibFiles.filter { matches($0, only: wanted) } : exact
            guard !found.isEmpty else {
                // A likely typo of a file's name (`Mian.storyboard`): its stem against the stems of the
                // files of that kind (the extension would make any two names look alike).
                let suggestion = Self.closestFile(to: wanted, among: ibFiles)
                throw DiagnosticError(
                    .error(
                        "--only \(wanted): no .storyboard or .xib of the project matches it (give its path inside "
                            + "the project, or the project's path followed by it)"
                            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        at: SourceLocation(file: project)))
            }
            guard found.count == 1 else {
                throw DiagnosticError(
                    .error(
                        "--only \(wanted): \(found.count) files of the project end with it ("
                            + found.sorted().joined(separator: ", ") + "); give the path of the one to migrate",
                        at: SourceLocation(file: project)))
            }
            resolved.append(found[0])
        }
        return resolved
    }

    /// A clear error before anything is written when the output folder cannot be created or written.
    static func checkWritable(_ output: String, project: String) throws(DiagnosticError) {
        let manager = FileManager.default
        var existing = URL(fileURLWithPath: output).standardizedFileURL
        while !manager.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        guard access(existing.path, W_OK) != 0 else { return }
        let reason = String(cString: strerror(errno))  // before anything else can change errno
        let projectPath = URL(fileURLWithPath: project).standardizedFileURL.path
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        var message = "cannot write the output folder \(output): \(reason)"
        if outputPath == projectPath || outputPath.hasPrefix(projectPath + "/") {
            message += "; it is inside the project folder, which is read-only: choose another with --output-dir"
        }
        throw DiagnosticError(.error(message, at: SourceLocation(file: output)))
    }

}
