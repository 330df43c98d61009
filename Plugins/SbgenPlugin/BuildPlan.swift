import Foundation
import PackagePlugin

/// What the build-tool plugin asks the build system to run for one target.
///
/// - One `sbgen generate --plugin-output-dir` command per target, which renders every configured
///   output (`sbgen.json`'s `outputs`, or the default templates) from one parse of the inputs. Its
///   inputs are *all* the target's storyboards and xibs (a storyboard's segues and references
///   resolve against the others; `exclude` is applied by sbgen, so editing it takes effect),
///   `sbgen.json`, each template file and the `.stencil` files beside it (its includes); its
///   outputs are listed exactly.
/// - Output names: by default one file per template, rendered over all inputs, named
///   `<module>+<template>.swift` (the built-in templates declare one namespace for all files). An
///   entry whose `output` ends in `/` gets one file per input instead, named from the input's path
///   relative to the target: `Base.lproj/Main.storyboard` → `Base.lproj_Main.storyboard+name.swift`
///   and `fr.lproj/Main.storyboard` → `fr.lproj_Main.storyboard+name.swift`, which never collide.
///   An `output` naming a file keeps that file name.
/// - SwiftPM plans (runs this plugin) before a build and plans again only when `Package.swift` or
///   the files of a target change, not when `sbgen.json`'s content does. sbgen checks the plan
///   against the configuration each time it runs; when they differ it makes SwiftPM plan again by
///   adding or removing a file in a folder SwiftPM watches — the output folder of a prebuild
///   command that does nothing else (``replanFolder``) — and fails the build, asking for another.
/// - `sbgen` writes only outputs whose bytes change, so touching one storyboard reruns the target's
///   command but recompiles only the Swift files whose content changed.
struct BuildPlan {
    /// Mirrors `SbgenConfig.defaultTemplates`: used when the target has no `sbgen.json`.
    static let defaultTemplates = ["scenes", "segues", "reuse-identifiers", "nibs"]

    /// One output the command generates: its short name and its file(s) in the work folder.
    struct Output {
        var name: String
        var files: [String]
    }

    /// Every IB file of the target, before `exclude`: what sbgen reads and filters.
    let allInputs: [URL]
    /// The inputs after `exclude`, relative to the base folder: what output names are made from.
    let relativeInputs: [String]
    let baseFolder: URL
    let config: URL?
    let outputs: [Output]
    /// Template files and the `.stencil` files beside them: inputs of the command.
    let templateFiles: [URL]
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
        let ibFiles = files.filter { ["storyboard", "xib"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        allInputs = ibFiles
        var entries: [(name: String, output: String?)] = []
        var exclude: [String] = []
        var templateFiles: [URL] = []
        if let config {
            let (outputs, excluded) = try Self.readConfig(config)
            exclude = excluded
            let configFolder = config.deletingLastPathComponent()
            for entry in outputs {
                var name = entry["template"] as? String ?? "output"
                if let templatePath = entry["templatePath"] as? String {
                    let url =
                        templatePath.hasPrefix("/")
                        ? URL(fileURLWithPath: templatePath) : configFolder.appendingPathComponent(templatePath)
                    // Its `{% include %}`s are found next to it: every template there is an input too.
                    let folder = url.deletingLastPathComponent()
                    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                    templateFiles.append(url)
                    templateFiles += siblings.filter { $0.hasSuffix(".stencil") && $0 != url.lastPathComponent }
                        .sorted().map { folder.appendingPathComponent($0) }
                    name = url.deletingPathExtension().lastPathComponent
                }
                entries.append((name, entry["output"] as? String))
            }
        } else {
            entries = Self.defaultTemplates.map { ($0, nil) }
        }
        self.templateFiles = templateFiles
        let configFolder = config?.deletingLastPathComponent() ?? baseFolder
        let included = ibFiles.filter { file in
            let relative = Self.relativePath(file, to: configFolder)
            return !exclude.contains { PluginGlob.matchesItselfOrAncestor(pattern: $0, path: relative) }
        }
        let relativeInputs = included.map { Self.relativePath($0, to: baseFolder) }
        self.relativeInputs = relativeInputs
        outputs = entries.map { entry in
            guard let output = entry.output else {
                return Output(name: entry.name, files: ["\(moduleName)+\(entry.name).swift"])
            }
            guard output.hasSuffix("/") else {
                return Output(name: entry.name, files: [URL(fileURLWithPath: output).lastPathComponent])
            }
            return Output(
                name: entry.name,
                files: PluginOutputNaming.fileNames(forRelativePaths: relativeInputs, templateName: entry.name))
        }
    }

    /// The prebuild command's output folder. SwiftPM plans again when a file appears in it or leaves
    /// it; sbgen toggles ``replanMarker`` there when `sbgen.json` no longer matches the plan.
    var replanFolder: URL { workFolder.appendingPathComponent("Replan") }
    /// The toggled file; while present it is compiled with the target (it holds a comment only).
    var replanMarker: URL { replanFolder.appendingPathComponent("\(moduleName)+SbgenReplan.swift") }

    /// The files the command writes, in the work folder.
    var outputFiles: [URL] { outputs.flatMap(\.files).map { workFolder.appendingPathComponent($0) } }

    /// The commands: none when the target has no IB file to read (or none left after `exclude`),
    /// or its configuration lists no output; else the prebuild command that gives SwiftPM a folder
    /// to watch, and the sbgen command.
    func commands(sbgen: URL, targetName: String) throws -> [Command] {
        guard !relativeInputs.isEmpty, !outputs.isEmpty else { return [] }
        var arguments = [
            "generate", "-C", baseFolder.path, "--plugin-output-dir", workFolder.path, "--plugin-module", moduleName,
            "--plugin-replan-marker", replanMarker.path, "--plugin-config-digest", PluginConfigDigest.of(config),
        ]
        if let config { arguments += ["--config", config.path] }
        arguments += outputs.flatMap(\.files).flatMap { ["--plugin-planned", $0] }
        arguments += templateFiles.flatMap { ["--plugin-template", $0.path] }
        arguments += ["--"] + allInputs.map { Self.relativePath($0, to: baseFolder) }
        return [
            .prebuildCommand(
                displayName: "sbgen: watching sbgen.json for \(targetName)",
                executable: URL(fileURLWithPath: "/bin/mkdir"), arguments: ["-p", replanFolder.path],
                outputFilesDirectory: replanFolder),
            .buildCommand(
                displayName: "sbgen: generating \(outputs.map(\.name).joined(separator: ", ")) for \(targetName)",
                executable: sbgen, arguments: arguments,
                environment: ["PRODUCT_MODULE_NAME": moduleName].merging(
                    packageManifest.map { ["SBGEN_PACKAGE_MANIFEST": $0.path] } ?? [:]
                ) { $1 },
                inputFiles: allInputs + (config.map { [$0] } ?? []) + templateFiles
                    + (packageManifest.map { [$0] } ?? []),
                outputFiles: outputFiles),
        ]
    }

    /// Deletes the Swift files of the work folder that this plan does not declare: outputs that an
    /// earlier configuration named. (The build system only ever adds to the folder.)
    func removeStaleOutputs() {
        let declared = Set(outputs.flatMap(\.files))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workFolder.path)) ?? []
        for name in names where name.hasSuffix(".swift") && !declared.contains(name) {
            try? FileManager.default.removeItem(at: workFolder.appendingPathComponent(name))
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
