import Foundation
import PackagePlugin

/// What both command plugins do (`sbgen`, read-only, and `sbgen-write`): run `sbgen` once in the
/// package's folder, or in each `--target`'s folder. For `generate` in a target's folder, the
/// target's storyboards and xibs are the inputs when neither the arguments nor `sbgen.json` name
/// any (`--default-input`), as the build-tool plugin reads them.
/// (This file is shared by both plugin targets through a symbolic link: plugins cannot share a library.)
enum SbgenCommandRunner {
    /// - Parameter readOnly: sbgen creates and replaces no file (`SBGEN_READ_ONLY`); an output that
    ///   would change is an error that names `writeVerb`, the command that may write.
    static func perform(
        context: PluginContext, arguments: [String], readOnly: Bool, verb: String
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let sbgenArguments = extractor.remainingArguments.isEmpty ? ["generate"] : extractor.remainingArguments
        let sbgen = try context.tool(named: "sbgen").url
        var runs: [(folder: URL, defaultInputs: [String])] = [(context.package.directoryURL, [])]
        if !targetNames.isEmpty {
            runs = try context.package.targets(named: targetNames).compactMap { target in
                guard let target = target as? SourceModuleTarget else { return nil }
                let inputs = target.sourceFiles.map(\.url).filter { ["storyboard", "xib"].contains($0.pathExtension) }
                return (target.directoryURL, inputs.map { relativePath($0, to: target.directoryURL) }.sorted())
            }
        }
        for run in runs {
            var runArguments = sbgenArguments
            if runArguments.first == "generate" {
                runArguments.insert(contentsOf: run.defaultInputs.flatMap { ["--default-input", $0] }, at: 1)
            }
            var environment = ProcessInfo.processInfo.environment
            // The package's `platforms:` are its lowest deployment targets (PackagePlugin does not expose them).
            environment["SBGEN_PACKAGE_MANIFEST"] =
                context.package.directoryURL.appendingPathComponent("Package.swift").path
            if readOnly {
                let again = (["swift", "package", "--allow-writing-to-package-directory", "sbgen-write"] + arguments)
                    .joined(separator: " ")
                environment["SBGEN_READ_ONLY"] =
                    "'swift package \(verb)' may not write into the package; to write, run '\(again)'"
            }
            try Self.run(sbgen, runArguments, in: run.folder, environment: environment)
        }
    }

    /// Runs sbgen with inherited standard output and error, so its diagnostics reach the user as they are.
    /// - Throws: ``SbgenFailed`` when sbgen exits non-zero.
    static func run(_ sbgen: URL, _ arguments: [String], in folder: URL, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = sbgen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SbgenFailed(status: process.terminationStatus, arguments: arguments)
        }
    }

    static func relativePath(_ file: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// sbgen reported errors (already printed); the plugin fails with its exit status.
struct SbgenFailed: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]
    var description: String {
        // The target's inputs are left out: they can be hundreds of paths.
        var shown: [String] = []
        var skip = false
        for argument in arguments {
            if skip {
                skip = false
            } else if argument == "--default-input" {
                skip = true
            } else {
                shown.append(argument)
            }
        }
        return "sbgen \(shown.joined(separator: " ")) exited with status \(status)"
    }
}
