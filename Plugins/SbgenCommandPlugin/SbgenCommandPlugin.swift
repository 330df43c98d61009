import Foundation
import PackagePlugin

/// `swift package sbgen [--target NAME] <sbgen arguments>`: runs `sbgen` in the package's folder (or
/// in each named target's folder) without permission to write into the package, so it never prompts:
/// `config lint`, `template list|cat`, `dump`, `help`, `migrate --dry-run`, and `generate` to standard
/// output or with outputs that are up to date. Anything that would write a file is reported as an
/// error that gives the `sbgen-write` command to run instead. With no arguments it runs `sbgen generate`.
@main
struct SbgenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SbgenCommandRunner.perform(context: context, arguments: arguments, readOnly: true, verb: "sbgen")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SbgenCommandPlugin: XcodeCommandPlugin {
        /// From Xcode's project menu: runs in the project's folder, read-only.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let sbgenArguments = arguments.isEmpty ? ["generate"] : arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SBGEN_READ_ONLY"] = "the 'sbgen' command may not write into the project; use 'sbgen-write'"
            try SbgenCommandRunner.run(
                context.tool(named: "sbgen").url, sbgenArguments, in: context.xcodeProject.directoryURL,
                environment: environment)
        }
    }
#endif
