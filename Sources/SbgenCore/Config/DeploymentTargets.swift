import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The deployment target of each platform for one run, and where each came from.
///
/// Precedence, highest first (`docs/Configuration.md`, "Deployment target"):
/// `--deployment-target` > `IPHONEOS_DEPLOYMENT_TARGET` / `MACOSX_DEPLOYMENT_TARGET` /
/// `TVOS_DEPLOYMENT_TARGET` (Xcode sets them for build phases) > `sbgen.json` `deploymentTarget` >
/// the package's `platforms:` (`SBGEN_PACKAGE_MANIFEST`, set by the plugins) > for `migrate`, the
/// project's `project.pbxproj` (``applyXcodeProject(in:)``) > the lowest target
/// Xcode 26 supports (``DeploymentTarget/lowest(_:)``). Each platform is decided on its own.
public struct DeploymentTargets: Sendable, Equatable, CustomStringConvertible {
    /// Where a platform's target came from.
    public enum Source: String, Sendable, Equatable {
        case commandLine = "--deployment-target"
        case environment = "environment"
        case configuration = "sbgen.json"
        case packageManifest = "Package.swift"
        /// `migrate` only: the project's `*.xcodeproj/project.pbxproj` (``XcodeProjectTargets``).
        case xcodeProject = "project.pbxproj"
        case lowestSupported = "default"
    }

    /// One platform's version and its source.
    public struct Entry: Sendable, Equatable {
        public var version: OSVersion
        public var source: Source
    }

    /// The platforms sbgen generates for.
    public static let platforms: [Platform] = [.iOS, .tvOS, .macOS]

    /// The environment variable Xcode sets for each platform's deployment target.
    public static let environmentVariables: [(name: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
    ]

    /// The environment variable the plugins set to the package's `Package.swift`.
    public static let packageManifestVariable = "SBGEN_PACKAGE_MANIFEST"

    public private(set) var entries: [Platform: Entry]

    /// Every platform at its lowest supported target.
    public init() {
        var entries: [Platform: Entry] = [:]
        for platform in Platform.allCases {
            entries[platform] = Entry(version: DeploymentTarget.lowest(platform), source: .lowestSupported)
        }
        self.entries = entries
    }

    /// The lowest supported targets except for the given ones (tests, API users).
    public init(_ targets: [DeploymentTarget], source: Source = .commandLine) {
        self.init()
        for target in targets { entries[target.platform] = Entry(version: target.version, source: source) }
    }

    /// The target of `platform`.
    public subscript(platform: Platform) -> DeploymentTarget {
        DeploymentTarget(platform, entries[platform]?.version ?? DeploymentTarget.lowest(platform))
    }

    /// `iOS 13.0 (--deployment-target), tvOS 12.0 (default), macOS 11.0 (Package.swift)`.
    public var description: String {
        Self.platforms.map { "\(self[$0]) (\(entries[$0]?.source.rawValue ?? "default"))" }.joined(separator: ", ")
    }

    /// For each platform left at its default target whose generated code checks availability
    /// (`#available(iOS …` or `#unavailable(iOS …` in `code`), a note that says where a target comes
    /// from: the fallbacks behind those checks are there only because no target was given.
    /// - Returns: one message a platform, in ``platforms`` order (empty when every target was given).
    public func defaultTargetNotes(code: [String]) -> [String] {
        Self.platforms.compactMap { platform in
            guard entries[platform]?.source ?? .lowestSupported == .lowestSupported else { return nil }
            let name = platform.availabilityName
            guard code.contains(where: { $0.contains("available(\(name) ") }) else { return nil }
            let variable = Self.environmentVariables.first { $0.platform == platform }?.name ?? ""
            let example = platform == .macOS ? "macos12.0" : platform == .tvOS ? "tvos15.0" : "ios15.0"
            return "no \(name) deployment target given, so the code is generated for \(self[platform]), the lowest "
                + "Xcode 26 supports, with `#available` checks and fallbacks for later API; give the app's own "
                + "(--deployment-target \(example), \(variable), sbgen.json or Package.swift) to leave them out"
        }
    }

    /// `targets` replace what a lower-precedence source set. A version below the lowest supported
    /// one is raised to it, with a warning at `location` (the code could not be checked below it).
    mutating func apply(
        _ targets: [Platform: OSVersion], from source: Source, locations: [Platform: SourceLocation] = [:],
        warnings: inout [Diagnostic]
    ) {
        for platform in targets.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            var version = targets[platform]!
            let lowest = DeploymentTarget.lowest(platform)
            if version < lowest {
                let name = platform.availabilityName
                warnings.append(
                    .warning(
                        "\(name) \(version) is below \(name) \(lowest), the lowest deployment target Xcode 26 "
                            + "supports; code is generated for \(name) \(lowest)",
                        at: locations[platform] ?? SourceLocation(file: source.rawValue)))
                version = lowest
            }
            entries[platform] = Entry(version: version, source: source)
        }
    }

    /// A value of `--deployment-target` or a deployment-target environment variable that is not one.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    /// Resolves every source by precedence.
    /// - Parameters:
    ///   - commandLine: the `--deployment-target` values (`ios13.0`, `macos11.0`…), in order.
    ///   - environment: the process environment (the three `*_DEPLOYMENT_TARGET` variables and
    ///     `SBGEN_PACKAGE_MANIFEST` are read).
    ///   - configuration: `sbgen.json`'s `deploymentTarget`, already validated.
    /// - Returns: the targets, and warnings: a `Package.swift` whose `platforms:` could not be read,
    ///   a version below the lowest supported one (raised to it).
    /// - Throws: ``Problem`` for a value that is no deployment target, or two for one platform.
    public static func resolve(
        commandLine: [String], environment: [String: String], configuration: SbgenConfig? = nil
    ) throws(Problem) -> (DeploymentTargets, [Diagnostic]) {
        var targets = DeploymentTargets()
        var diagnostics: [Diagnostic] = []
        if let manifest = environment[packageManifestVariable], !manifest.isEmpty {
            let (platforms, problems) = PackageManifestPlatforms.read(path: manifest)
            diagnostics += problems
            targets.apply(
                platforms.mapValues(\.version), from: .packageManifest, locations: platforms.mapValues(\.location),
                warnings: &diagnostics)
        }
        if let configuration {
            targets.apply(
                configuration.deploymentTarget.compactMapValues { OSVersion($0.value) }, from: .configuration,
                locations: configuration.deploymentTarget.mapValues(\.location), warnings: &diagnostics)
        }
        var fromEnvironment: [Platform: OSVersion] = [:]
        for (name, platform) in environmentVariables {
            guard let text = environment[name], !text.isEmpty else { continue }
            guard let version = OSVersion(text) else {
                throw Problem(message: "\(name) '\(text)' is not a version; expected one such as \(example(platform))")
            }
            fromEnvironment[platform] = version
        }
        targets.apply(
            fromEnvironment, from: .environment,
            locations: Dictionary(
                uniqueKeysWithValues: environmentVariables.map { ($0.platform, SourceLocation(file: $0.name)) }),
            warnings: &diagnostics)
        var given: [Platform: String] = [:]
        var fromCommandLine: [Platform: OSVersion] = [:]
        for text in commandLine {
            guard let target = DeploymentTarget(parsing: text) else {
                throw Problem(
                    message: "invalid --deployment-target '\(text)': expected a platform and a version, such as "
                        + "ios13.0, macos11.0 or tvos15.0")
            }
            if let first = given[target.platform] {
                throw Problem(
                    message: "--deployment-target given twice for \(target.platform.availabilityName) "
                        + "('\(first)' and '\(text)')")
            }
            given[target.platform] = text
            fromCommandLine[target.platform] = target.version
        }
        targets.apply(fromCommandLine, from: .commandLine, warnings: &diagnostics)
        return (targets, diagnostics)
    }

    /// For `migrate`: each platform still at its default takes what the project's first
    /// `*.xcodeproj/project.pbxproj` directly in `folder` sets (``XcodeProjectTargets``).
    /// - Returns: a note (at the pbxproj's `path:line`) for each platform whose targets set several
    ///   values, saying which was taken; a warning for a value below the lowest supported one.
    public mutating func applyXcodeProject(in folder: String) -> [Diagnostic] {
        guard let file = XcodeProjectTargets.projectFiles(in: folder).first,
            let data = FileManager.default.contents(atPath: folder + "/" + file)
        else { return [] }
        let choices = XcodeProjectTargets.read(String(decoding: data, as: UTF8.self)).filter {
            entries[$0.key]?.source ?? .lowestSupported == .lowestSupported
        }
        var diagnostics: [Diagnostic] = []
        let locations = choices.mapValues { SourceLocation(file: file, line: $0.line, column: 1) }
        apply(choices.mapValues(\.version), from: .xcodeProject, locations: locations, warnings: &diagnostics)
        for platform in Self.platforms {
            if let choice = choices[platform], let note = choice.note {
                diagnostics.append(.note(note, at: locations[platform]!))
            }
        }
        return diagnostics
    }

    /// `13.0` for iOS and tvOS, `11.0` for macOS: the version in a message's example.
    static func example(_ platform: Platform) -> String { platform == .macOS ? "11.0" : "13.0" }
}
