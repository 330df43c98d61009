import Foundation
import PackagePlugin

/// What the build-tool plugin asks the build system to run for one target.
///
/// - One command per configured output (`sbgen.json`'s `outputs`, or the default templates). Its
///   inputs are *all* the target's storyboards and xibs (a storyboard's segues and references
///   resolve against the others, so each output may depend on every file), `sbgen.json`, the
///   template file and the `.stencil` files beside it (its includes); its outputs are listed exactly.
/// - Output names: by default one file per template, rendered over all inputs, named
///   `<module>+<template>.swift` (the built-in templates declare one namespace for all files). An
///   entry whose `output` ends in `/` gets one file per input instead, named from the input's path
///   relative to the target: `Base.lproj/Main.storyboard` → `Base.lproj_Main.storyboard+name.swift`
///   and `fr.lproj/Main.storyboard` → `fr.lproj_Main.storyboard+name.swift`, which never collide.
///   An `output` naming a file keeps that file name.
/// - `sbgen` writes only outputs whose bytes change, so touching one storyboard reruns the target's
///   commands but recompiles only the Swift files whose content changed.
struct BuildPlan {
    /// Mirrors `SbgenConfig.defaultTemplates`: used when the target has no `sbgen.json`.
    static let defaultTemplates = ["scenes", "segues", "reuse-identifiers", "nibs"]

    /// One planned `sbgen generate` run.
    struct Output {
        var name: String
        var arguments: [String]
        var extraInputs: [URL]
        /// nil: one file per input; otherwise the single file's name.
        var singleFile: String?

        /// `<module>+<name>.swift`: the default single file, distinct from any hand-written file name.
        static func defaultFile(module: String, name: String) -> String { "\(module)+\(name).swift" }
    }

    let inputs: [URL]
    /// `inputs` relative to the base folder: how they are passed to sbgen (run with `-C base`), so
    /// generated files never contain absolute paths.
    let relativeInputs: [String]
    let baseFolder: URL
    let config: URL?
    let outputs: [Output]
    let workFolder: URL
    let moduleName: String
    /// The package's `Package.swift` (SwiftPM targets): sbgen reads its `platforms:` as the lowest
    /// deployment targets (`SBGEN_PACKAGE_MANIFEST`), and a change to it reruns the commands.
    var packageManifest: URL?

    /// - Parameters:
    ///   - files: the target's files; `.storyboard` and `.xib` are inputs, `sbgen.json` the configuration.
    ///   - baseFolder: what output names are relative to (the target's folder).
    ///   - fallbackConfigs: configurations tried in order when `files` holds none; the first that exists is used.
    /// - Throws: ``PlanError`` when `sbgen.json` is not valid JSON or not shaped like a configuration
    ///   (`sbgen config lint` gives the located details).
    init(files: [URL], baseFolder: URL, fallbackConfigs: [URL], workFolder: URL, moduleName: String) throws {
        self.workFolder = workFolder
        self.baseFolder = baseFolder
        self.moduleName = moduleName
        var config = files.first { $0.lastPathComponent == "sbgen.json" }
        if config == nil {
            config = fallbackConfigs.first { FileManager.default.fileExists(atPath: $0.path) }
        }
        self.config = config
        var ibFiles = files.filter { ["storyboard", "xib"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        var exclude: [String] = []
        var outputs: [Output] = []
        if let config {
            let (entries, excluded) = try Self.readConfig(config)
            exclude = excluded
            let configFolder = config.deletingLastPathComponent()
            for (index, entry) in entries.enumerated() {
                var extraInputs: [URL] = []
                var name = entry["template"] as? String ?? "output"
                if let templatePath = entry["templatePath"] as? String {
                    let url =
                        templatePath.hasPrefix("/")
                        ? URL(fileURLWithPath: templatePath) : configFolder.appendingPathComponent(templatePath)
                    // Its `{% include %}`s are found next to it: every template there is an input too.
                    let folder = url.deletingLastPathComponent()
                    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                    extraInputs.append(url)
                    extraInputs += siblings.filter { $0.hasSuffix(".stencil") && $0 != url.lastPathComponent }.sorted()
                        .map { folder.appendingPathComponent($0) }
                    name = url.deletingPathExtension().lastPathComponent
                }
                var singleFile: String? = Output.defaultFile(module: moduleName, name: name)
                if let output = entry["output"] as? String {
                    singleFile = output.hasSuffix("/") ? nil : URL(fileURLWithPath: output).lastPathComponent
                }
                outputs.append(
                    Output(
                        name: name, arguments: ["--config", config.path, "--output-entry", String(index)],
                        extraInputs: extraInputs, singleFile: singleFile))
            }
        } else {
            outputs = Self.defaultTemplates.map {
                Output(
                    name: $0, arguments: ["--template", $0], extraInputs: [],
                    singleFile: Output.defaultFile(module: moduleName, name: $0))
            }
        }
        let configFolder = config?.deletingLastPathComponent() ?? baseFolder
        ibFiles.removeAll { file in
            let relative = Self.relativePath(file, to: configFolder)
            return exclude.contains { PluginGlob.matchesItselfOrAncestor(pattern: $0, path: relative) }
        }
        self.inputs = ibFiles
        self.relativeInputs = ibFiles.map { Self.relativePath($0, to: baseFolder) }
        self.outputs = outputs
    }

    /// The build commands, one per configured output; none when the target has no IB files.
    func commands(sbgen: URL, targetName: String) throws -> [Command] {
        guard !inputs.isEmpty else { return [] }
        return outputs.map { output in
            let files: [URL]
            if let singleFile = output.singleFile {
                files = [workFolder.appendingPathComponent(singleFile)]
            } else {
                files = PluginOutputNaming.fileNames(forRelativePaths: relativeInputs, templateName: output.name)
                    .map { workFolder.appendingPathComponent($0) }
            }
            return .buildCommand(
                displayName: "sbgen: generating \(output.name) for \(targetName)",
                executable: sbgen,
                arguments: ["generate", "-C", baseFolder.path] + output.arguments
                    + files.flatMap { ["-o", $0.path] } + relativeInputs,
                environment: ["PRODUCT_MODULE_NAME": moduleName].merging(
                    packageManifest.map { ["SBGEN_PACKAGE_MANIFEST": $0.path] } ?? [:]
                ) { $1 },
                inputFiles: inputs + (config.map { [$0] } ?? []) + output.extraInputs
                    + (packageManifest.map { [$0] } ?? []),
                outputFiles: files)
        }
    }

    /// `outputs` entries and `exclude` patterns; the rest of the file is sbgen's to check.
    private static func readConfig(_ url: URL) throws -> ([[String: Any]], [String]) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw PlanError("\(url.path): invalid JSON; run 'sbgen config lint \(url.path)' for the location")
        }
        guard let root = object as? [String: Any] else {
            throw PlanError("\(url.path): the configuration must be a JSON object")
        }
        let outputs = root["outputs"] as? [[String: Any]] ?? []
        let exclude = (root["exclude"] as? [String]) ?? (root["exclude"] as? String).map { [$0] } ?? []
        return (outputs, exclude)
    }

    static func relativePath(_ file: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// A planning failure shown by the build system.
struct PlanError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
