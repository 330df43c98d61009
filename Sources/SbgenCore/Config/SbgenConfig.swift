import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sbgen.json`: what to read and what to generate, so a project runs `sbgen generate` (or the
/// SwiftPM plugin) with no arguments. The schema is in `docs/Configuration.md`; decoding and
/// validation (with `file:line:column` for every problem) are in `SbgenConfig+Decoding.swift`.
public struct SbgenConfig: Sendable, Equatable {
    /// A string from the file with where it was written.
    public struct Located: Sendable, Equatable {
        public var value: String
        public var location: SourceLocation

        public init(_ value: String, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// One generated output: `outputs[i]` in the file.
    public struct Output: Sendable, Equatable {
        /// A built-in template name (`template`); exactly one of this and ``templatePath`` is set.
        public var template: Located?
        /// A template file (`templatePath`), relative to the configuration's folder.
        public var templatePath: Located?
        /// The file to write (`output`), relative to the configuration's folder; nil prints to stdout.
        /// A value ending in `/` is a folder that gets one file per input (see `docs/Configuration.md`).
        public var output: Located?
        /// `sbgen` or `swiftgen` (`context`); nil means the default.
        public var context: Located?
        /// `smart` or `none` (`trim`); nil means the template kind's default.
        public var trim: Located?
        /// `params` flattened into `--param` items (`key=value`, bare `key` for true, dotted nesting).
        public var params: [String]
        /// `strict`: undefined template variables are errors (``TemplateEnvironment/strict``); nil
        /// means the file's top-level `strict`.
        public var strict: Bool?
        /// Where the entry's `{` is.
        public var location: SourceLocation

        /// The short name used in plugin output file names: the template name, or the template
        /// file's name without its extension.
        public var name: String {
            if let template { return template.value }
            let file = URL(fileURLWithPath: templatePath?.value ?? "output").deletingPathExtension()
            return file.lastPathComponent
        }
    }

    /// The configuration file's path as given; relative paths inside it are relative to its folder.
    public var path: String
    /// `inputs`: files, folders and globs.
    public var inputs: [Located]
    /// `exclude`: paths and globs left out of the inputs.
    public var exclude: [Located]
    /// `outputs`, in file order.
    public var outputs: [Output]
    /// The top-level `strict`: the default of every entry's `strict` (false when absent).
    public var strict = false
    /// `deploymentTarget`: per platform (`iOS`, `macOS`, `tvOS`), the version as written (validated
    /// by ``load(path:)``). Below the command line and the environment in precedence; see ``DeploymentTargets``.
    public var deploymentTarget: [Platform: Located] = [:]

    /// The built-in templates a target gets when it has no `sbgen.json` (the plugin's default).
    public static let defaultTemplates = ["scenes", "segues", "reuse-identifiers", "nibs"]

    /// Whether `entry` renders in strict mode: its own `strict`, else the file's.
    public func isStrict(_ entry: Output) -> Bool { entry.strict ?? strict }

    /// The folder that relative paths in the file are resolved against (`.` for `sbgen.json`).
    public var folder: String {
        let parent = path.nsDeletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// `relative` resolved against ``folder``; absolute paths and paths in `.` are returned as they are.
    public func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") || folder == "." { return relative }
        return folder + "/" + relative
    }

    /// The IB files the configuration names, with exclusions applied, in a stable order.
    /// - Parameter overriding: inputs given on the command line, which replace `inputs` (exclusions
    ///   still apply, since they describe the project).
    /// - Returns: files, plus an error for each input that does not exist and a warning for each glob
    ///   that matches nothing.
    public func collectInputs(overriding: [String] = []) -> (files: [String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var paths: [String] = []
        // Command-line inputs are relative to the working folder, the file's to the file's folder.
        let given = overriding.isEmpty ? inputs : overriding.map { Located($0, at: SourceLocation(file: $0)) }
        let resolve = overriding.isEmpty ? self.resolve : { $0 }
        for input in given {
            guard Glob.hasWildcards(input.value) else {
                if FileManager.default.fileExists(atPath: resolve(input.value)) {
                    paths.append(resolve(input.value))
                } else {
                    diagnostics.append(.error("input '\(input.value)' does not exist", at: input.location))
                }
                continue
            }
            let glob = Glob(input.value)
            let (found, walkDiagnostics) = InputFiles.collect([resolve(glob.baseFolder)], warnAboutEmptyFolders: false)
            diagnostics += walkDiagnostics
            let matched = found.filter { glob.matches(relativeToFolder($0)) }
            if matched.isEmpty {
                diagnostics.append(.warning("'\(input.value)' matches no storyboard or xib", at: input.location))
            }
            paths += matched
        }
        var (files, collectDiagnostics) = InputFiles.collect(paths)
        diagnostics += collectDiagnostics
        let exclusions = exclude.map { Glob($0.value) }
        files.removeAll { file in exclusions.contains { $0.matchesItselfOrAncestor(relativeToFolder(file)) } }
        return (files, diagnostics)
    }

    /// `path` relative to ``folder``, for matching patterns (paths outside it stay as they are).
    func relativeToFolder(_ path: String) -> String {
        if folder == "." && !path.hasPrefix("/") { return Glob.normalize(path) }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return Glob.normalize(absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path)
    }
}
