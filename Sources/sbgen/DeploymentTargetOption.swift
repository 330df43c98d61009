import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--deployment-target` and the other sources of a run's deployment targets (``DeploymentTargets``).
enum DeploymentTargetOption {
    static let spec = OptionSpec(
        names: ["--deployment-target"], valueName: "os+version",
        help: "The oldest OS the code runs on: ios13.0, macos11.0, tvos15.0 (once per platform). Default: "
            + "IPHONEOS_/MACOSX_/TVOS_DEPLOYMENT_TARGET, sbgen.json, Package.swift, else iOS/tvOS 12.0, macOS 10.13.",
        repeatable: true)

    /// `-c/--config` of `loadview` and `migrate`: where `deploymentTarget` is read.
    static func configSpec(defaultPath: String) -> OptionSpec {
        OptionSpec(
            names: ["-c", "--config"], valueName: "file",
            help: "Read 'deploymentTarget' from this sbgen.json (default: \(defaultPath) when it exists).")
    }

    /// The configuration `--config` names, or `defaultPath` when that exists; nil without either.
    /// - Returns: `.failure` (already reported) when the file has errors.
    static func configuration(
        _ arguments: ParsedArguments, defaultPath: String, console: Console
    ) -> Result<SbgenConfig?, ConfigurationFailed> {
        let path =
            arguments.value("--config") ?? (FileManager.default.fileExists(atPath: defaultPath) ? defaultPath : nil)
        guard let path else { return .success(nil) }
        let (config, diagnostics) = SbgenConfig.load(path: path)
        console.report(diagnostics)
        return config.map { .success($0) } ?? .failure(ConfigurationFailed())
    }

    /// The configuration had errors; they are reported.
    struct ConfigurationFailed: Error {}

    /// Resolves the run's deployment targets by precedence; warnings are reported, the result is
    /// printed with `-v`. `xcodeProjectFolder` (`migrate`'s project): its `project.pbxproj` gives the
    /// platforms no other source gave.
    /// - Throws: ``UsageError`` for a value of `--deployment-target` or of a `*_DEPLOYMENT_TARGET`
    ///   variable that is no deployment target.
    static func resolve(
        _ arguments: ParsedArguments, config: SbgenConfig?, xcodeProjectFolder: String? = nil, console: Console
    ) throws(UsageError) -> DeploymentTargets {
        do {
            var (targets, diagnostics) = try DeploymentTargets.resolve(
                commandLine: arguments.all("--deployment-target"),
                environment: ProcessInfo.processInfo.environment, configuration: config)
            if let xcodeProjectFolder { diagnostics += targets.applyXcodeProject(in: xcodeProjectFolder) }
            console.report(diagnostics)
            console.info("deployment targets: \(targets)")
            return targets
        } catch {
            throw UsageError(message: error.message)
        }
    }
}
