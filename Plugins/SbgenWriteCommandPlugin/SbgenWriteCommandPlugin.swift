import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory sbgen-write [--target NAME] <sbgen arguments>`:
/// the same as `swift package sbgen`, with permission to write into the package — for generating
/// into the package, `migrate`, `loadview --output-dir` and `config init`.
@main
struct SbgenWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SbgenCommandRunner.perform(context: context, arguments: arguments, readOnly: false, verb: "sbgen-write")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SbgenWriteCommandPlugin: XcodeCommandPlugin {
        /// From Xcode's project menu: runs in the project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let sbgenArguments = arguments.isEmpty ? ["generate"] : arguments
            try SbgenCommandRunner.run(
                context.tool(named: "sbgen").url, sbgenArguments, in: context.xcodeProject.directoryURL,
                environment: ProcessInfo.processInfo.environment)
        }
    }
#endif
