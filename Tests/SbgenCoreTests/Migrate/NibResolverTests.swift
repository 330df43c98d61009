import Foundation
import IBModel
import SbgenCore
import Testing

@Suite struct NibResolverTests {
    @Test func candidateNamesDropControllerFirst() {
        #expect(NibResolver.candidateNames(forClass: "MyViewController") == ["MyView", "MyViewController"])
        #expect(
            NibResolver.candidateNames(forClass: "App.ProfileViewController") == [
                "ProfileView", "ProfileViewController",
            ])
        #expect(NibResolver.candidateNames(forClass: "Settings") == ["Settings"])
        #expect(NibResolver.candidateNames(forClass: "Controller") == ["Controller"])
    }

    @Test func deviceSuffixes() {
        #expect(NibResolver.nibName(ofPath: "App/Base.lproj/MyView~ipad.xib") == ("MyView", .ipad))
        #expect(NibResolver.nibName(ofPath: "MyView~iphone.xib") == ("MyView", .iphone))
        #expect(NibResolver.nibName(ofPath: "MyView.xib") == ("MyView", .any))
    }

    /// ASCII paths are split on bytes: the same answers as the Character way, edge cases included.
    @Test func nibNameOfEdgeCasePaths() {
        let cases: [(String, String, NibResolver.Device)] = [
            ("", "", .any), ("///", "///", .any), ("a/b/", "b", .any), (".xib", "", .any), ("~ipad.xib", "", .ipad),
            ("A/~iphone", "", .iphone), ("x.xib.xib", "x.xib", .any), ("My~ipad~iphone.xib", "My~ipad", .iphone),
            ("Views/Cell.XIB", "Cell.XIB", .any), ("Café~ipad.xib", "Café", .ipad), ("e\u{301}~ipad.xib", "é", .ipad),
        ]
        for (path, name, device) in cases {
            #expect(NibResolver.nibName(ofPath: path) == (name, device), "\(path)")
        }
    }

    @Test func nameWithoutControllerWinsOverFullName() {
        let paths = ["A/MyViewController.xib", "B/MyView.xib"]
        let resolution = NibResolver.resolve(className: "MyViewController", xibPaths: paths)
        #expect(resolution.nibName == "MyView")
        #expect(resolution.files.map(\.path) == ["B/MyView.xib"])
        #expect(!resolution.explicit)
    }

    @Test func fullNameWhenNoShortName() {
        let resolution = NibResolver.resolve(className: "MyViewController", xibPaths: ["MyViewController.xib"])
        #expect(resolution.nibName == "MyViewController")
    }

    @Test func explicitNibNameWins() {
        let resolution = NibResolver.resolve(
            className: "MyViewController", explicitNibName: "Other", xibPaths: ["MyView.xib", "Other.xib"])
        #expect(resolution.nibName == "Other")
        #expect(resolution.explicit)
        #expect(resolution.files.map(\.path) == ["Other.xib"])
    }

    @Test func deviceVariantsAreGroupedUnderOneName() {
        let resolution = NibResolver.resolve(
            className: "MyViewController", xibPaths: ["MyView~iphone.xib", "MyView~ipad.xib", "MyView.xib"])
        #expect(resolution.nibName == "MyView")
        #expect(resolution.files.map(\.device) == [.any, .ipad, .iphone])
    }

    @Test func noMatch() {
        let resolution = NibResolver.resolve(className: "MyViewController", xibPaths: ["Unrelated.xib"])
        #expect(resolution.nibName == nil)
        #expect(resolution.files.isEmpty)
    }

    @Test func roles() throws {
        let connected = try MigrateFixtures.parse(
            MigrateFixtures.controllerXib("ProfileViewController"), path: "ProfileView.xib")
        #expect(NibResolver.role(of: connected) == .controllerView(ownerClass: "ProfileViewController", viewID: "v1"))
        let missing = try MigrateFixtures.parse(
            MigrateFixtures.controllerXib("ProfileViewController", connected: false), path: "ProfileView.xib")
        #expect(NibResolver.role(of: missing) == .viewOutletMissing(ownerClass: "ProfileViewController"))
        let empty = try MigrateFixtures.parse(
            MigrateFixtures.xib(
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#),
            path: "Empty.xib")
        #expect(NibResolver.role(of: empty) == .empty)
        let cell = try MigrateFixtures.parse(
            MigrateFixtures.xib(
                #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/><tableViewCell id="c1" reuseIdentifier="Cell"/>"#
            ),
            path: "Cell.xib")
        #expect(NibResolver.role(of: cell) == .views)
        let legacy = try MigrateFixtures.parse(
            String(
                contentsOf: MigrateFixtures.repositoryRoot.appendingPathComponent(
                    "Examples/MigrationLegacyApp/MainWindow.xib"), encoding: .utf8),
            path: "MainWindow.xib")
        #expect(NibResolver.role(of: legacy) == .mainNib)
    }

    /// The report says how UIKit finds each controller xib, and flags the ones UIKit would refuse.
    @Test func reportExplainsNibLookup() throws {
        let project = try MigrateFixtures.project([
            "ProfileView.xib": MigrateFixtures.controllerXib("ProfileViewController"),
            "Legacy.xib": MigrateFixtures.controllerXib("SettingsViewController"),
            "Broken.xib": MigrateFixtures.controllerXib("BrokenViewController", connected: false),
            "Empty.xib": MigrateFixtures.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#),
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let files = Dictionary(uniqueKeysWithValues: result.report.files.map { ($0.path, $0) })
        #expect(files["ProfileView.xib"]?.role == "controllerView")
        #expect(files["ProfileView.xib"]?.owner?.contains("by its class name without \"Controller\"") == true)
        #expect(files["Legacy.xib"]?.owner?.contains("init(nibName: \"Legacy\", bundle: nil)") == true)
        #expect(files["Broken.xib"]?.role == "viewOutletMissing")
        #expect(files["Broken.xib"]?.items.first?.message.contains("view outlet was not set") == true)
        #expect(files["Broken.xib"]?.items.first?.line == 2)
        #expect(files["Empty.xib"]?.role == "empty")
        #expect(files["Empty.xib"]?.items.first?.severity == "warning")
    }
}
