import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// One test per family of version-dependent API (`DeploymentTargetFixtures`): the loadview output at
/// the lowest deployment target and at a current one, each a golden
/// (`Golden/DeploymentTarget/<family>-<target>.swift`), and the availability check of the stand-in
/// surface (`AvailabilityCheck`): every output compiles at its own target, and the current target's
/// output fails at the lowest one, so a generator that ignored the target would fail here.
@Suite("Deployment target families", .serialized)
struct DeploymentTargetFamilyTests {
    typealias Fixtures = DeploymentTargetFixtures

    static func targets(_ platform: Platform) -> (low: DeploymentTarget, high: DeploymentTarget) {
        platform == .macOS ? (Fixtures.macOSLow, Fixtures.macOSHigh) : (Fixtures.iOSLow, Fixtures.iOSHigh)
    }

    static func goldenPath(_ family: Fixtures.Family, _ target: DeploymentTarget) -> String {
        let suffix = "\(target.platform.availabilityName.lowercased())\(target.version)"
        return "Tests/SbgenCoreTests/Golden/DeploymentTarget/\(family.name)-\(suffix).swift"
    }

    @Test("goldens at the lowest and a current target", arguments: Fixtures.families)
    func goldens(family: Fixtures.Family) throws {
        let (low, high) = Self.targets(family.platform)
        let lowOutput = try Fixtures.generate(family, at: low).golden
        let highOutput = try Fixtures.generate(family, at: high).golden
        GoldenFile.check(lowOutput, against: Self.goldenPath(family, low))
        GoldenFile.check(highOutput, against: Self.goldenPath(family, high))
        // The target decides the code: a generator that ignored it would write the same text twice.
        #expect(lowOutput != highOutput)
    }

    /// The families of `platform`, generated at `target`, with the stand-ins of their custom classes.
    static func sources(_ platform: Platform, at target: DeploymentTarget) throws -> [String] {
        var sources: [String] = []
        for (index, family) in Fixtures.families.filter({ $0.platform == platform }).enumerated() {
            let document = try Fixtures.document(family)
            let output = LoadViewGenerator.generate(
                document, source: document.path,
                options: LoadViewGenerator.Options(deploymentTargets: DeploymentTargets([target])))
            var standIns = LoadViewCompileTests.standIns(document, plan: output.plan)
            // Every file's stand-ins start with the same NSObject extension: one copy for the module.
            if index > 0, let end = standIns.range(of: "}\n\n") { standIns.removeSubrange(..<end.upperBound) }
            sources.append(try LoadViewRenderer.render(output.plan) + "\n" + standIns)
        }
        return sources
    }

    static func surface(_ platform: Platform) -> SurfacePlatform { platform == .macOS ? .macOS : .iOS }

    @Test("each target's output compiles at that target", arguments: [Platform.iOS, .macOS])
    func compilesAtItsTarget(platform: Platform) throws {
        let (low, high) = Self.targets(platform)
        for target in [low, high] {
            let diagnostics = try AvailabilityCheck.check(
                try Self.sources(platform, at: target),
                at: AvailabilityCheck.Target(Self.surface(platform), target.version.description))
            #expect(diagnostics.isEmpty, "at \(target):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("the current target's output fails at the lowest target", arguments: [Platform.iOS, .macOS])
    func currentOutputFailsAtTheLowestTarget(platform: Platform) throws {
        let (low, high) = Self.targets(platform)
        let families = Fixtures.families.filter { $0.platform == platform }
        let diagnostics = try AvailabilityCheck.check(
            try Self.sources(platform, at: high),
            at: AvailabilityCheck.Target(Self.surface(platform), low.version.description))
        for (index, family) in families.enumerated() {
            let messages = diagnostics.filter { $0.file == "Checked\(index).swift" }.map(\.message)
            #expect(
                messages.contains { $0.hasPrefix(family.newerAPI) },
                "\(family.name): expected \"\(family.newerAPI)\" among:\n\(messages.joined(separator: "\n"))")
        }
    }
}
