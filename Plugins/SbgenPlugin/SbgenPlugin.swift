import Foundation
import PackagePlugin

/// The build-tool plugin: for a target with storyboards and xibs, runs `sbgen generate` once, as a
/// `buildCommand` with every file it reads as an input and every file it writes as an output, so the
/// build system runs it only when one of those changes (see ``BuildPlan``).
///
/// Plugins cannot link library code, so this only plans commands ( ``BuildPlan``) and runs the
/// `sbgen` executable built from source.
@main
struct SbgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // A target's own sbgen.json wins (found on disk too, should the manifest exclude it); the
        // package's applies to targets without one.
        var plan = try BuildPlan(
            files: target.sourceFiles.map(\.url), baseFolder: target.directoryURL,
            fallbackConfigs: [
                target.directoryURL.appendingPathComponent("sbgen.json"),
                context.package.directoryURL.appendingPathComponent("sbgen.json"),
            ],
            workFolder: context.pluginWorkDirectoryURL, moduleName: target.moduleName)
        plan.removeStaleOutputs()
        // PackagePlugin does not expose the package's `platforms:`: sbgen reads them from the manifest.
        plan.packageManifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        return try plan.commands(sbgen: context.tool(named: "sbgen").url, targetName: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SbgenPlugin: XcodeBuildToolPlugin {
        /// Xcode app targets: inputs are the target's files; `sbgen.json` is the one among them or at
        /// the project's root; the module name is the product's name as Xcode derives it.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let projectFolder = context.xcodeProject.directoryURL
            let moduleName = String(
                (target.product?.name ?? target.displayName).map { $0.isLetter || $0.isNumber ? $0 : "_" })
            let plan = try BuildPlan(
                files: target.inputFiles.map(\.url), baseFolder: projectFolder,
                fallbackConfigs: [projectFolder.appendingPathComponent("sbgen.json")],
                workFolder: context.pluginWorkDirectoryURL, moduleName: moduleName)
            plan.removeStaleOutputs()
            return try plan.commands(sbgen: context.tool(named: "sbgen").url, targetName: target.displayName)
        }
    }
#endif
