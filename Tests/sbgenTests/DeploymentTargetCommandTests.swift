import Foundation
import TestSupport
import Testing

/// `--deployment-target`, the `*_DEPLOYMENT_TARGET` variables, `sbgen.json` and `Package.swift` as a
/// user meets them: which one wins, and the exact errors.
@Suite struct DeploymentTargetCommandTests {
    static let storyboard = "Examples/App/Main.storyboard"
    /// What the default target (iOS 12.0) writes and iOS 16 does not: the system background color
    /// in a check, and the bar button item initializer of every version.
    static let lowTarget =
        "if #available(iOS 13.0, *) {\n            rootView.backgroundColor = UIColor.systemBackground"
    static let iOS16 = "UIBarButtonItem(title: \"Settings\", image: UIImage(systemName: \"gearshape\"), target: nil"

    /// A temporary folder with `files`, removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-deployment-\(UUID())")
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static var storyboardPath: String { GoldenFile.repositoryRoot.appendingPathComponent(storyboard).path }

    @Test func theDefaultIsTheLowestTarget() throws {
        let result = try SbgenProcess.run(["loadview", "-v", Self.storyboard])
        #expect(result.status == 0)
        #expect(result.stdout.contains(Self.lowTarget))
        #expect(!result.stdout.contains(Self.iOS16))
        #expect(
            result.stderr.contains(
                "deployment targets: iOS 12.0 (default), tvOS 12.0 (default), macOS 10.13 (default)\n"))
    }

    @Test func commandLineBeatsEnvironment() throws {
        let result = try SbgenProcess.run(
            ["loadview", "-v", "--deployment-target", "ios16.0", Self.storyboard],
            environment: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0", "MACOSX_DEPLOYMENT_TARGET": "12.0"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(Self.iOS16))
        // Nothing up to iOS 16 is checked: the only newer API is the done item's `.prominent` (iOS 26).
        let checks = result.stdout.components(separatedBy: "#available(").dropFirst()
        #expect(!checks.isEmpty && checks.allSatisfy { $0.hasPrefix("iOS 26.0, *)") })
        #expect(
            result.stderr.contains(
                "deployment targets: iOS 16.0 (--deployment-target), tvOS 12.0 (default), macOS 12.0 (environment)\n"))
    }

    @Test func environmentBeatsConfigurationWhichBeatsThePackage() throws {
        let folder = try Self.folder([
            "sbgen.json": #"{"deploymentTarget": {"iOS": "16.0"}}"#,
            "Package.swift": #"let package = Package(name: "App", platforms: [.iOS(.v13), .tvOS(.v15)])"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift").path
        let configured = try SbgenProcess.run(
            ["loadview", "-v", Self.storyboardPath], in: folder, environment: ["SBGEN_PACKAGE_MANIFEST": manifest])
        #expect(configured.status == 0)
        #expect(configured.stdout.contains(Self.iOS16))
        #expect(
            configured.stderr.contains(
                "deployment targets: iOS 16.0 (sbgen.json), tvOS 15.0 (Package.swift), macOS 10.13 (default)\n"))
        let environment = try SbgenProcess.run(
            ["loadview", "-v", Self.storyboardPath], in: folder,
            environment: ["SBGEN_PACKAGE_MANIFEST": manifest, "IPHONEOS_DEPLOYMENT_TARGET": "14.0"])
        #expect(environment.stdout.contains("UIColor.systemBackground"))
        #expect(!environment.stdout.contains(Self.lowTarget))
        #expect(!environment.stdout.contains(Self.iOS16))
        #expect(environment.stderr.contains("deployment targets: iOS 14.0 (environment), tvOS 15.0 (Package.swift)"))
        let package = try SbgenProcess.run(
            ["loadview", "-v", "--config", "/dev/null/none.json", Self.storyboardPath], in: folder,
            environment: ["SBGEN_PACKAGE_MANIFEST": manifest])
        #expect(package.status == 1)
        #expect(
            package.stderr.hasPrefix(
                "/dev/null/none.json: error: cannot read the configuration file: no such file\n"), "\(package.stderr)")
    }

    @Test(arguments: [
        (
            ["--deployment-target", "13.0"], [String: String](),
            "error: invalid --deployment-target '13.0': expected a platform and a version, such as ios13.0, macos11.0 or tvos15.0"
        ),
        (
            ["--deployment-target", "ios13", "--deployment-target", "ios14.0"], [:],
            "error: --deployment-target given twice for iOS ('ios13' and 'ios14.0')"
        ),
        (
            [], ["IPHONEOS_DEPLOYMENT_TARGET": "latest"],
            "error: IPHONEOS_DEPLOYMENT_TARGET 'latest' is not a version; expected one such as 13.0"
        ),
    ])
    func invalidValuesAreUsageErrors(arguments: [String], environment: [String: String], message: String) throws {
        let result = try SbgenProcess.run(["loadview"] + arguments + [Self.storyboard], environment: environment)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == message + "\nUsage: sbgen loadview [options] <file|dir> ...\nSee 'sbgen loadview --help'.\n")
    }

    @Test func aBadConfigurationValueIsLocated() throws {
        let folder = try Self.folder(["sbgen.json": "{\n  \"deploymentTarget\": {\"iOS\": \"13.x\"}\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(["migrate", "--dry-run", folder.path], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(folder.path)/sbgen.json:2:31: error: 'deploymentTarget.iOS' must be a version such as 13.0, "
                + "found '13.x'\nsbgen: 1 error, 0 warnings\n", "\(result.stderr)")
    }

    @Test func templatesSeeTheResolvedTargets() throws {
        let folder = try Self.folder([
            "targets.stencil":
                "{{ env.IPHONEOS_DEPLOYMENT_TARGET }} {{ env.TVOS_DEPLOYMENT_TARGET }} {{ env.MACOSX_DEPLOYMENT_TARGET }}\n",
            "sbgen.json": #"{"deploymentTarget": {"tvOS": "17.0"}, "outputs": [{"templatePath": "targets.stencil"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SbgenProcess.run(
            ["generate", "--config", "sbgen.json", "--deployment-target", "macos14.0", Self.storyboardPath], in: folder,
            environment: ["IPHONEOS_DEPLOYMENT_TARGET": "15"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "15.0 17.0 14.0\n")
    }
}
