import Foundation
import PackagePlugin

/// `swift package sbgen [--target NAME] <sbgen arguments>`: runs `sbgen` once, in the package's
/// folder (or in each named target's folder), for one-off generation and `migrate` into the
/// package. With no arguments it runs `sbgen generate`, which reads `./sbgen.json`.
@main
struct SbgenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let sbgenArguments = extractor.remainingArguments.isEmpty ? ["generate"] : extractor.remainingArguments
        let sbgen = try context.tool(named: "sbgen").url
        var folders = [context.package.directoryURL]
        if !targetNames.isEmpty {
            folders = try context.package.targets(named: targetNames).compactMap {
                ($0 as? SourceModuleTarget)?.directoryURL
            }
        }
        // The package's `platforms:` are its lowest deployment targets (PackagePlugin does not expose them).
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        for folder in folders {
            try Self.run(sbgen, sbgenArguments, in: folder, packageManifest: manifest)
        }
    }

    /// Runs sbgen with inherited standard output and error, so its diagnostics reach the user as they are.
    /// - Throws: ``SbgenFailed`` when sbgen exits non-zero.
    static func run(_ sbgen: URL, _ arguments: [String], in folder: URL, packageManifest: URL? = nil) throws {
        let process = Process()
        process.executableURL = sbgen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let packageManifest {
            var environment = ProcessInfo.processInfo.environment
            environment["SBGEN_PACKAGE_MANIFEST"] = packageManifest.path
            process.environment = environment
        }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SbgenFailed(status: process.terminationStatus, arguments: arguments)
        }
    }
}

/// sbgen reported errors (already printed); the plugin fails with its exit status.
struct SbgenFailed: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]
    var description: String { "sbgen \(arguments.joined(separator: " ")) exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SbgenCommandPlugin: XcodeCommandPlugin {
        /// From Xcode's project menu: runs in the project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let sbgenArguments = arguments.isEmpty ? ["generate"] : arguments
            try Self.run(context.tool(named: "sbgen").url, sbgenArguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif
