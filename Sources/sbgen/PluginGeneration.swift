import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `generate --plugin-output-dir`: the one command SbgenPlugin runs per target. It renders every
/// output of the configuration as it is *now* (or the default templates), under the names the
/// plugin gives them, and checks them against what SwiftPM planned.
///
/// SwiftPM plans a build — runs the plugin and fixes each command's declared outputs — before the
/// build starts, and plans again only when `Package.swift` or the set of files in a target's folder
/// changes. `sbgen.json` is an input of this command, so an edit reruns it; when the edit changes
/// the files to generate (an output added, removed or renamed, inputs excluded) or the templates
/// to watch, the plan is out of date: the new files are written, SwiftPM is made to plan again (a
/// file appears in or leaves the plugin's prebuild folder, which SwiftPM watches), and the build
/// stops with an error that says to build again. Edits that keep the files take effect at once.
struct PluginGeneration {
    /// Where the outputs go: the plugin's work folder.
    var outputFolder: String
    /// The target's module: default file names are `<module>+<template>.swift`.
    var module: String
    /// The file names the build plan declared, in `outputFolder`.
    var planned: Set<String>
    /// The template files the build plan declared as inputs.
    var plannedTemplates: Set<String>
    /// ``configDigest(_:)`` of the configuration when the plan was made (`-` for none).
    var plannedDigest: String
    /// Toggled (created or removed) to make SwiftPM plan again; a file of the plugin's prebuild folder.
    var replanMarker: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let outputFolder = arguments.value("--plugin-output-dir"),
            let module = arguments.value("--plugin-module"),
            let replanMarker = arguments.value("--plugin-replan-marker")
        else {
            throw UsageError(message: "--plugin-output-dir needs --plugin-module and --plugin-replan-marker")
        }
        self.outputFolder = outputFolder
        self.module = module
        self.replanMarker = replanMarker
        planned = Set(arguments.all("--plugin-planned"))
        plannedTemplates = Set(arguments.all("--plugin-template").map(Self.standardized))
        plannedDigest = arguments.value("--plugin-config-digest") ?? "-"
    }

    /// One output as the plugin names it.
    private struct Planned {
        var job: GenerationJob
        var files: [String]
    }

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let configPath = arguments.value("--config")
        var config: SbgenConfig?
        if let configPath {
            let (loaded, diagnostics) = SbgenConfig.load(path: configPath)
            console.report(diagnostics)
            guard let loaded else { return 1 }
            config = loaded
        }
        let (files, inputDiagnostics) =
            config?.collectInputs(overriding: arguments.positionals) ?? InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
        guard !files.isEmpty else {
            // The plugin plans no command for a target without inputs (all excluded, say).
            guard !planned.isEmpty else { return console.errorCount > 0 ? 1 : 0 }
            reportOutdatedPlan(generated: [], templates: [], config: configPath, console: console)
            return 1
        }
        var outputs: [Planned] = []
        var templates: Set<String> = []
        if let config {
            for entry in config.outputs {
                let (selection, name, kind, trim, parameters) = try GenerationJob.options(
                    from: ParsedArguments(), entry: entry, config: config)
                if case .file(let path) = selection { templates.formUnion(Self.templateInputs(path)) }
                outputs.append(
                    plan(
                        GenerationJob(
                            selection: selection, templateName: name, contextKind: kind, trimMode: trim,
                            strict: arguments.flag("--strict") || config.isStrict(entry), parameters: parameters,
                            inputs: files, destination: .standardOutput),
                        output: entry.output?.value))
            }
        } else {
            for name in SbgenConfig.defaultTemplates {
                outputs.append(
                    plan(
                        GenerationJob(
                            selection: .builtin(name), templateName: name, contextKind: .sbgen, trimMode: nil,
                            strict: arguments.flag("--strict"), parameters: TemplateParameters(), inputs: files,
                            destination: .standardOutput),
                        output: nil))
            }
        }
        // The package's `platforms:` (SBGEN_PACKAGE_MANIFEST, from the plugin) give the targets.
        let targets = try DeploymentTargetOption.resolve(arguments, config: config, console: console)
        let status = GenerationRunner(console: console, deploymentTargets: targets).run(
            outputs.map(\.job), files: files, protecting: configPath.map { [$0] } ?? [])
        let generated = Set(outputs.flatMap(\.files))
        guard generated != planned || templates != plannedTemplates else { return status }
        reportOutdatedPlan(
            generated: generated, templates: templates, config: configPath, console: console)
        return 1
    }

    /// `job` writing into the output folder under the plugin's names: `output` absent →
    /// `<module>+<name>.swift`; ending in `/` → one file per input, named from its path; else the
    /// file name of `output`.
    private func plan(_ job: GenerationJob, output: String?) -> Planned {
        var job = job
        let folder = outputFolder.hasSuffix("/") ? outputFolder : outputFolder + "/"
        guard let output else {
            let name = "\(module)+\(job.templateName).swift"
            job.destination = .file(folder + name)
            return Planned(job: job, files: [name])
        }
        guard output.hasSuffix("/") else {
            let name = URL(fileURLWithPath: output).lastPathComponent
            job.destination = .file(folder + name)
            return Planned(job: job, files: [name])
        }
        let names = OutputNaming.fileNames(forRelativePaths: job.inputs, templateName: job.templateName)
        job.destination = .perInput(Dictionary(uniqueKeysWithValues: zip(job.inputs, names.map { folder + $0 })))
        return Planned(job: job, files: names)
    }

    /// Makes SwiftPM plan the next build (see the type's discussion) and says so: an error, since
    /// this build compiles the outputs it planned, not the ones the configuration now names.
    private func reportOutdatedPlan(
        generated: Set<String>, templates: Set<String>, config: String?, console: Console
    ) {
        let location = SourceLocation(file: config ?? outputFolder)
        let added = generated.subtracting(planned)
        let removed = planned.subtracting(generated)
        guard added.isEmpty, removed.isEmpty else {
            guard plannedDigest != Self.configDigest(config) else {
                // The configuration is as planned, yet the names differ: the plugin's copy of the
                // naming rules disagrees with sbgen's. Building again would not help.
                console.report(
                    .error(
                        "SbgenPlugin planned \(Self.list(planned)) but sbgen generates \(Self.list(generated)); "
                            + "this is a bug in sbgen, please report it", at: location))
                return
            }
            requestPlan()
            var changes: [String] = []
            if !added.isEmpty { changes.append("now generates \(Self.list(added))") }
            if !removed.isEmpty { changes.append("no longer generates \(Self.list(removed))") }
            console.report(
                .error(
                    "this build was planned before sbgen.json changed: it \(changes.joined(separator: " and ")); "
                        + "build again (SwiftPM plans the next build with the new outputs)", at: location))
            return
        }
        // Same files, other templates to watch: a template named in sbgen.json, or one beside it.
        requestPlan()
        var changes: [String] = []
        let new = templates.subtracting(plannedTemplates).map { URL(fileURLWithPath: $0).lastPathComponent }
        let gone = plannedTemplates.subtracting(templates).map { URL(fileURLWithPath: $0).lastPathComponent }
        if !new.isEmpty { changes.append("new: \(Self.list(Set(new)))") }
        if !gone.isEmpty { changes.append("gone: \(Self.list(Set(gone)))") }
        console.report(
            .error(
                "this build was planned before the templates it reads changed (\(changes.joined(separator: "; "))); "
                    + "build again (SwiftPM plans the next build with them as inputs)", at: location))
    }

    /// Adds ``replanMarker`` or removes it: either way SwiftPM plans the next build.
    private func requestPlan() {
        let manager = FileManager.default
        if manager.fileExists(atPath: replanMarker) {
            try? manager.removeItem(atPath: replanMarker)
        } else {
            let text =
                "// Written and removed by sbgen: each change makes SwiftPM plan the build again (SbgenPlugin).\n"
            _ = manager.createFile(atPath: replanMarker, contents: Data(text.utf8))
        }
    }

    private static func list(_ names: Set<String>) -> String {
        names.isEmpty ? "nothing" : names.sorted().joined(separator: ", ")
    }

    /// A template file and the `.stencil` files beside it (its includes), as the plugin declares them.
    static func templateInputs(_ path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return [standardized(url.path)]
            + siblings.filter { $0.hasSuffix(".stencil") }.map { standardized(folder.appendingPathComponent($0).path) }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// 64-bit FNV-1a of the configuration's bytes, in hexadecimal; `-` when there is none. The plugin
    /// computes the same at planning time (`PluginConfigDigest`).
    static func configDigest(_ path: String?) -> String {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return "-" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
