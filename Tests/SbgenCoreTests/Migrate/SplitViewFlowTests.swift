import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Split view controllers and the bars of navigation and tab bar controllers in the flow
/// (`Fixtures/Migrate/SplitView`): the column style IB chose (`allowDoubleColumnStyle="YES"`,
/// three columns with a supplementary relationship) becomes `init(style:)` and
/// `setViewController(_:for:)`, the attributes IB writes on the controller and on the bars are set
/// where the factory creates them, with `if #available` below iOS 14; every attribute that is not
/// converted is a warning at its line that names it.
@Suite struct SplitViewFlowTests {
    static let project = MigrateFixtures.repositoryRoot.appendingPathComponent(
        "Tests/SbgenCoreTests/Fixtures/Migrate/SplitView"
    ).path

    static let standIns = """
        final class RootSplitViewController: UISplitViewController {}
        final class FeedsViewController: UIViewController {}
        final class TimelineViewController: UIViewController {}
        final class ArticleViewController: UIViewController {}
        """

    static let iOS14 = DeploymentTargets([DeploymentTarget(.iOS, OSVersion(14, 0))])

    func migrate(_ targets: DeploymentTargets? = nil) throws -> Migrator.Result {
        var options = MigrationOptions(project: Self.project, dryRun: true)
        if let targets { options.deploymentTargets = targets }
        return try Migrator.migrate(options)
    }

    func file(_ result: Migrator.Result, _ path: String) throws -> String {
        try #require(result.files.first { $0.path == path }?.contents)
    }

    /// The flow and view code with the stand-ins, one source.
    func source(_ result: Migrator.Result) throws -> String {
        let flow = try file(result, "Swift/Main+Flow.swift")
        let loadView = try file(result, "Swift/Main+LoadView.swift")
        return flow + "\n" + loadView.replacingOccurrences(of: "import UIKit\n", with: "") + "\n" + Self.standIns
    }

    @Test func flowMatchesGoldensAndCompiles() throws {
        let low = try migrate()
        GoldenFile.check(
            try file(low, "Swift/Main+Flow.swift"),
            against: "Tests/SbgenCoreTests/Golden/Migrate/SplitView/Main+Flow.swift")
        let high = try migrate(Self.iOS14)
        GoldenFile.check(
            try file(high, "Swift/Main+Flow.swift"),
            against: "Tests/SbgenCoreTests/Golden/Migrate/SplitView/Main+Flow-ios14.0.swift")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: try source(low), platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// iOS 12 code calls iOS 13 and 14 API only inside `if #available`; iOS 14 code needs no check.
    @Test func eachTargetsCodeCompilesAtItsTarget() throws {
        for (result, version) in [(try migrate(), "12.0"), (try migrate(Self.iOS14), "14.0")] {
            let diagnostics = try AvailabilityCheck.check(
                [try source(result)], at: AvailabilityCheck.Target(.iOS, version))
            #expect(
                diagnostics.isEmpty, "at iOS \(version):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        }
    }

    /// Each attribute left out is named, with what to do (items sorted by place, then text); the bars
    /// and the controllers count as converted.
    @Test func whatIsNotConvertedIsNamed() throws {
        let report = try migrate().report
        let file = try #require(report.files.first)
        #expect(
            file.items.filter { $0.severity == "warning" }.map { "\($0.line):\($0.column) \($0.message)" } == [
                "36:17 splitViewController attribute definesPresentationContext=\"YES\" is not converted; set it on "
                    + "the controller in code",
                "36:17 splitViewController attribute useStoryboardIdentifierAsRestorationIdentifier=\"YES\" is not "
                    + "converted: UIKit restores a controller made in code through its restorationClass or the app "
                    + "delegate's application(_:viewControllerWithRestorationIdentifierPath:coder:); set "
                    + "controller.restorationIdentifier = \"Settings\" and restore it there",
                "87:21 tabBar attribute shadowImage=\"line\" is not converted; set it on controller.tabBar in code",
            ])
        #expect(file.counts.scenes == MigrationReport.Count(total: 9, converted: 9))
        #expect(file.counts.views == MigrationReport.Count(total: 10, converted: 10))
        #expect(file.counts.segues == MigrationReport.Count(total: 11, converted: 11))
        #expect(!file.items.contains { $0.message.contains("no other item says why") })
    }

    /// On tvOS the split view controller has no `primaryBackgroundStyle` and the navigation bar no
    /// `prefersLargeTitles` or `barStyle` (`API_UNAVAILABLE(tvos)`); a classic split view controller
    /// has no supplementary or compact column.
    @Test func unavailableAPIAndMissingColumnsAreWarnings() throws {
        func storyboard(_ runtime: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="24506" targetRuntime="\(runtime)" initialViewController="S1">
                <scenes>
                    <scene sceneID="A">
                        <objects>
                            <splitViewController primaryBackgroundStyle="sidebar" presentsWithGesture="NO" id="S1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="N1" kind="relationship" relationship="masterViewController" id="R1"/>
                                    <segue destination="N1" kind="relationship" relationship="compactViewController" id="R2"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
                    <scene sceneID="B">
                        <objects>
                            <navigationController id="N1" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" barStyle="black" translucent="NO" id="B1"/>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let project = try MigrateFixtures.project(["TV/Main.storyboard": storyboard("AppleTV")])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let file = try #require(result.report.files.first)
        #expect(
            file.items.filter { $0.severity == "warning" }.map { "\($0.line):\($0.column) \($0.message)" } == [
                "6:17 splitViewController attribute primaryBackgroundStyle=\"sidebar\" is not converted: "
                    + "UISplitViewController.primaryBackgroundStyle is unavailable on tvOS",
                "9:25 relationship 'compactViewController' not converted: only a column-style split view "
                    + "controller (allowDoubleColumnStyle=\"YES\") has that column",
                "17:21 navigationBar attribute barStyle=\"black\" is not converted: UINavigationBar.barStyle is "
                    + "unavailable on tvOS",
                "17:21 navigationBar attribute largeTitles=\"YES\" is not converted: "
                    + "UINavigationBar.prefersLargeTitles is unavailable on tvOS",
            ])
        let flow = try #require(result.files.first { $0.path == "Swift/TV/Main+Flow.swift" }?.contents)
        #expect(flow.contains("        controller.presentsWithGesture = false\n"))
        #expect(flow.contains("        controller.viewControllers = [makeNavigationController()]\n"))
        #expect(flow.contains("        controller.navigationBar.isTranslucent = false\n"))
        #expect(!flow.contains("primaryBackgroundStyle") && !flow.contains("prefersLargeTitles"))
    }
}
