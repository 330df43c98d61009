import Foundation
import IBModel
import SbgenCore
import Testing

/// Deployment targets: the values (`--deployment-target`, environment, `sbgen.json`, `Package.swift`),
/// their precedence and their exact diagnostics.
@Suite struct DeploymentTargetTests {
    @Test(arguments: [
        ("13", OSVersion(13, 0)), ("13.0", OSVersion(13, 0)), ("13.4.1", OSVersion(13, 4, 1)),
        ("10.15", OSVersion(10, 15)),
    ])
    func versions(text: String, expected: OSVersion) {
        #expect(OSVersion(text) == expected)
    }

    @Test(arguments: ["", "13.", ".1", "13.0.0.1", "13a", "v13", "13 .0", "-1", "1.2.3.4"])
    func notVersions(text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test func versionsPrintAndCompare() {
        #expect(OSVersion(13).description == "13.0")
        #expect(OSVersion(10, 12, 2).description == "10.12.2")
        #expect(OSVersion(10, 15) < OSVersion(11))
        #expect(OSVersion(13, 4) > OSVersion(13, 0, 9))
    }

    @Test(arguments: [
        ("ios13.0", "iOS 13.0"), ("iOS13", "iOS 13.0"), ("iOS 15.4", "iOS 15.4"), ("iphoneos16.0", "iOS 16.0"),
        ("macos11.0", "macOS 11.0"), ("macOS=12", "macOS 12.0"), ("macosx10.15", "macOS 10.15"),
        ("tvos15.0", "tvOS 15.0"), ("appletvos17.2", "tvOS 17.2"),
    ])
    func commandLineSpellings(text: String, expected: String) {
        #expect(DeploymentTarget(parsing: text)?.description == expected)
    }

    @Test(arguments: ["13.0", "ios", "ios13.x", "watchos10.0", "visionos1.0", "ios 13 .0"])
    func notDeploymentTargets(text: String) {
        #expect(DeploymentTarget(parsing: text) == nil)
    }

    @Test func defaultsAreTheLowestTargetsXcode26Supports() throws {
        let (targets, diagnostics) = try DeploymentTargets.resolve(commandLine: [], environment: [:])
        #expect(diagnostics == [])
        #expect(targets[.iOS].description == "iOS 12.0")
        #expect(targets[.tvOS].description == "tvOS 12.0")
        #expect(targets[.macOS].description == "macOS 10.13")
        #expect(targets.description == "iOS 12.0 (default), tvOS 12.0 (default), macOS 10.13 (default)")
    }

    /// Command line > environment > sbgen.json > Package.swift > default, each platform on its own.
    @Test func precedence() throws {
        let folder = try SbgenConfigTests.folder([
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "App",
                platforms: [.iOS(.v14), .macOS(.v11), .tvOS(.v14)],
                targets: [.target(name: "App")]
            )
            """,
            "sbgen.json": #"{"deploymentTarget": {"iOS": "15.0", "macOS": "12.0"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift").path
        let (config, configDiagnostics) = SbgenConfig.load(path: folder.appendingPathComponent("sbgen.json").path)
        #expect(configDiagnostics == [])
        let (targets, diagnostics) = try DeploymentTargets.resolve(
            commandLine: ["ios17.0"],
            environment: [
                "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "MACOSX_DEPLOYMENT_TARGET": "13.0",
                "SBGEN_PACKAGE_MANIFEST": manifest,
            ], configuration: config)
        #expect(diagnostics == [])
        #expect(
            targets.description == "iOS 17.0 (--deployment-target), tvOS 14.0 (Package.swift), macOS 13.0 (environment)"
        )
        let (withoutCommandLine, _) = try DeploymentTargets.resolve(
            commandLine: [], environment: ["SBGEN_PACKAGE_MANIFEST": manifest], configuration: config)
        #expect(
            withoutCommandLine.description
                == "iOS 15.0 (sbgen.json), tvOS 14.0 (Package.swift), macOS 12.0 (sbgen.json)")
    }

    @Test(arguments: [
        (
            ["13.0"], [String: String](),
            "invalid --deployment-target '13.0': expected a platform and a version, such as ios13.0, macos11.0 or "
                + "tvos15.0"
        ),
        (["ios13.0", "iOS14"], [:], "--deployment-target given twice for iOS ('ios13.0' and 'iOS14')"),
        (
            [], ["IPHONEOS_DEPLOYMENT_TARGET": "13.x"],
            "IPHONEOS_DEPLOYMENT_TARGET '13.x' is not a version; expected one such as 13.0"
        ),
        (
            [], ["MACOSX_DEPLOYMENT_TARGET": "eleven"],
            "MACOSX_DEPLOYMENT_TARGET 'eleven' is not a version; expected one such as 11.0"
        ),
    ])
    func invalidValues(commandLine: [String], environment: [String: String], message: String) {
        #expect(throws: DeploymentTargets.Problem(message: message)) {
            try DeploymentTargets.resolve(commandLine: commandLine, environment: environment)
        }
    }

    @Test func belowTheLowestTargetIsRaisedWithAWarning() throws {
        let (targets, diagnostics) = try DeploymentTargets.resolve(
            commandLine: ["ios9.0"], environment: ["MACOSX_DEPLOYMENT_TARGET": "10.9"])
        #expect(targets[.iOS].description == "iOS 12.0")
        #expect(targets[.macOS].description == "macOS 10.13")
        #expect(
            diagnostics.map(\.description) == [
                "MACOSX_DEPLOYMENT_TARGET: warning: macOS 10.9 is below macOS 10.13, the lowest deployment target "
                    + "Xcode 26 supports; code is generated for macOS 10.13",
                "--deployment-target: warning: iOS 9.0 is below iOS 12.0, the lowest deployment target Xcode 26 "
                    + "supports; code is generated for iOS 12.0",
            ])
    }

    // MARK: sbgen.json

    @Test func configurationErrorsAreLocated() throws {
        let folder = try SbgenConfigTests.folder([
            "sbgen.json": """
            {
              "deploymentTarget": {"iOS": "thirteen", "macos": "11.0", "tvOS": true}
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sbgen.json").path
        let (config, diagnostics) = SbgenConfig.load(path: path)
        #expect(config == nil)
        #expect(
            diagnostics.map { $0.description.replacingOccurrences(of: path, with: "sbgen.json") } == [
                "sbgen.json:2:31: error: 'deploymentTarget.iOS' must be a version such as 13.0, found 'thirteen'",
                "sbgen.json:2:43: error: unknown key 'macos'; did you mean 'macOS'?",
                "sbgen.json:2:68: error: 'deploymentTarget.tvOS' must be a version string, found a boolean",
            ])
    }

    @Test func configurationVersionsMayBeNumbers() throws {
        let folder = try SbgenConfigTests.folder(["sbgen.json": #"{"deploymentTarget": {"iOS": 16, "tvOS": "16.4"}}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, diagnostics) = SbgenConfig.load(path: folder.appendingPathComponent("sbgen.json").path)
        #expect(diagnostics == [])
        let (targets, _) = try DeploymentTargets.resolve(commandLine: [], environment: [:], configuration: config)
        #expect(targets.description == "iOS 16.0 (sbgen.json), tvOS 16.4 (sbgen.json), macOS 10.13 (default)")
    }

    // MARK: Package.swift

    @Test func manifestPlatformsInEverySpelling() {
        let (platforms, diagnostics) = PackageManifestPlatforms.parse(
            """
            // swift-tools-version:5.9
            import PackageDescription

            /* platforms: [.iOS(.v9)] in a comment is not read */
            let package = Package(
                name: "App", // platforms: [.iOS(.v10)]
                platforms: [
                    .iOS("15.4"),
                    .macOS(.v10_15), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
                ],
                targets: [
                    .target(
                        name: "App",
                        swiftSettings: [.define("X", .when(platforms: [.iOS]))])
                ]
            )
            """, file: "Package.swift")
        #expect(diagnostics == [])
        #expect(platforms[.iOS]?.version == OSVersion(15, 4))
        #expect(platforms[.iOS]?.location == SourceLocation(file: "Package.swift", line: 8, column: 9))
        #expect(platforms[.macOS]?.version == OSVersion(10, 15))
        #expect(platforms[.tvOS]?.version == OSVersion(16))
    }

    @Test func manifestWithoutPlatformsDeclaresNone() {
        let (platforms, diagnostics) = PackageManifestPlatforms.parse(
            """
            let package = Package(name: "App", targets: [.target(name: "App", swiftSettings: [
                .define("X", .when(platforms: [.macOS]))])])
            """, file: "Package.swift")
        #expect(platforms.isEmpty)
        #expect(diagnostics == [])
    }

    @Test func unreadablePlatformsAreLocatedWarnings() {
        let (platforms, diagnostics) = PackageManifestPlatforms.parse(
            """
            let minimum = SupportedPlatform.iOS(.v15)
            let package = Package(
                name: "App",
                platforms: supported,
                targets: []
            )
            """, file: "Package.swift")
        #expect(platforms.isEmpty)
        #expect(
            diagnostics.map(\.description) == [
                "Package.swift:4:5: warning: 'platforms:' is not a list literal sbgen can read; the default deployment "
                    + "targets are used (set 'deploymentTarget' in sbgen.json)"
            ])
        let (some, problems) = PackageManifestPlatforms.parse(
            "let package = Package(name: \"A\", platforms: [.iOS(minimumIOS), .macOS(.v12)])", file: "Package.swift")
        #expect(some.mapValues(\.version) == [.macOS: OSVersion(12)])
        #expect(
            problems.map(\.description) == [
                "Package.swift:1:46: warning: '.iOS(minimumIOS)' is not a version sbgen can read; iOS keeps its "
                    + "default deployment target"
            ])
    }

    @Test func missingManifestIsAWarning() throws {
        let (targets, diagnostics) = try DeploymentTargets.resolve(
            commandLine: [], environment: ["SBGEN_PACKAGE_MANIFEST": "/nonexistent/Package.swift"])
        #expect(targets[.iOS].description == "iOS 12.0")
        #expect(
            diagnostics.map(\.description) == [
                "/nonexistent/Package.swift: warning: cannot read the package manifest; its platforms are not used"
            ])
    }
}
