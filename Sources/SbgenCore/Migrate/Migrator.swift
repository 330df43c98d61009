import IBModel

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
        /// Everything reported, in file order: warnings for what was not converted, notes for manual steps.
        public var diagnostics: [Diagnostic]
        /// The storyboards' models, with ``MigrationOptions/keepsModels``: freed with the result.
        var keptModels: [any Sendable] = []
    }

    /// The file listing the outputs of the last run; outputs not in it are never overwritten.
    public static let manifestName = ".sbgen-migration"

    /// Runs the migration.
    /// - Throws: ``DiagnosticError`` when the project cannot be read, or an output cannot be written
    ///   (read-only folder, a file sbgen did not write in the way).
    public static func migrate(_ options: MigrationOptions) throws(DiagnosticError) -> Result {
        let output = options.resolvedOutputDirectory
        let scan = try ProjectScanner.scan(options.project, excluding: [output])
        // Nothing to convert: writing a report and launch code for no file would only hide the mistake.
        guard !scan.ibFiles.isEmpty else {
            throw DiagnosticError(
                .error(
                    "no .storyboard or .xib file in this folder (Pods, Carthage, .build, DerivedData, build and "
                        + "hidden folders are not searched); nothing to migrate",
                    at: SourceLocation(file: options.project)))
        }
        // A misspelt --only would otherwise "migrate" nothing and still write launch code for it.
        for wanted in options.only where !scan.ibFiles.contains(where: { Self.matches($0, only: wanted) }) {
            throw DiagnosticError(
                .error(
                    "--only \(wanted): no .storyboard or .xib of the project matches it (give its path inside "
                        + "the project, or the project's path followed by it)",
                    at: SourceLocation(file: options.project)))
        }
        var result = convert(scan, options: options)
        result.diagnostics.insert(contentsOf: scan.skipped, at: 0)
        guard !options.dryRun else { return result }
        try checkWritable(output, project: options.project)
        try guardOwnership(result.files, in: output)
        var manifest = result.files.map(\.path)
        manifest.append(manifestName)
        let all =
            result.files + [
                GeneratedFile(path: manifestName, contents: manifest.sorted().joined(separator: "\n") + "\n")
            ]
        for file in all {
            let path = output + "/" + file.path
            switch try OutputWriter.write(file.contents, to: path) {
            case .written: result.written.append(file.path)
            case .unchanged: result.unchanged.append(file.path)
            }
        }
        if options.inPlace {
            for plist in scan.infoPlists {
                guard let edited = result.files.first(where: { $0.path == "Info/" + plist }),
                    result.report.plists.first(where: { $0.path == plist })?.keysRemoved == true
                else { continue }
                try OutputWriter.write(edited.contents, to: options.project + "/" + plist)
            }
        }
        return result
    }

    /// Whether the IB file at `path` (relative to the project) is the one an `--only` value names.
    static func matches(_ path: String, only wanted: String) -> Bool {
        path == wanted || wanted.hasSuffix("/" + path) || path.hasSuffix("/" + wanted)
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

    /// Refuses to replace a file that a previous run did not write (the team's own file).
    static func guardOwnership(_ files: [GeneratedFile], in output: String) throws(DiagnosticError) {
        let manifestPath = output + "/" + manifestName
        let owned = Set(
            ((try? String(contentsOfFile: manifestPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        )
        let manager = FileManager.default
        let foreign = files.map(\.path).filter { manager.fileExists(atPath: output + "/" + $0) && !owned.contains($0) }
        guard foreign.isEmpty else {
            throw DiagnosticError(
                foreign.map {
                    .error(
                        "not overwriting a file sbgen did not write; move it or choose another --output-dir",
                        at: SourceLocation(file: output + "/" + $0))
                })
        }
    }
}
