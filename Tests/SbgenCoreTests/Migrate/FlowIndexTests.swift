import Foundation
import IBModel
import SbgenCore
import Testing

/// Two apps in one folder: same-name storyboards get distinct flows, references stay in their app.
@Suite struct FlowIndexTests {
    static func storyboard(_ body: String, initial: String = "c1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(body)
            </scenes>
        </document>
        """
    }

    static let main = storyboard(
        """
                <scene sceneID="s1"><objects>
                    <viewController id="c1" customClass="HomeViewController" sceneMemberID="viewController">
                        <connections><segue destination="r1" kind="show" identifier="settings" id="g1"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/>
                </objects></scene>
        """)

    static func settings(_ className: String) -> String {
        storyboard(
            """
                    <scene sceneID="t1"><objects>
                        <viewController id="c1" customClass="\(className)" sceneMemberID="viewController"/>
                    </objects></scene>
            """)
    }

    @Test func sameNameStoryboards() throws {
        let documents = try [
            MigrateFixtures.parse(Self.main, path: "A/Main.storyboard"),
            MigrateFixtures.parse(Self.settings("ASettings"), path: "A/Settings.storyboard"),
            MigrateFixtures.parse(Self.main, path: "B/Main.storyboard"),
            MigrateFixtures.parse(Self.settings("BSettings"), path: "B/Settings.storyboard"),
        ]
        let index = FlowIndex(documents)
        #expect(index.storyboards["A/Main.storyboard"]?.enumName == "AMainFlow")
        #expect(index.storyboards["B/Main.storyboard"]?.enumName == "BMainFlow")
        #expect(index.resolve("r1", in: "A/Main.storyboard").scene?.typeName == "ASettings")
        #expect(index.resolve("r1", in: "B/Main.storyboard").scene?.typeName == "BSettings")
        #expect(index.storyboard(named: "Settings", near: "B/Info.plist")?.path == "B/Settings.storyboard")
        #expect(index.resolve("nope", in: "A/Main.storyboard").problem?.contains("no scene") == true)
    }
}

/// A factory is named for its scene's storyboard identifier without the word that says it is one.
@Suite struct FactoryNameTests {
    @Test func identifierSuffixesAreDropped() throws {
        let scenes = ["RoomViewControllerStoryboardId", "SettingsSceneID", "StoryboardId", "Detail"].enumerated().map {
            """
                    <scene sceneID="s\($0.offset)">
                        <objects>
                            <viewController storyboardIdentifier="\($0.element)" id="c\($0.offset)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        }
        let project = try MigrateFixtures.project([
            "Main.storyboard": FlowIndexTests.storyboard(scenes.joined(separator: "\n"), initial: "c3")
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let flow = try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        let factories = flow.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "static func make") else { return nil }
            return String(line[range.lowerBound...].dropFirst(12).prefix { $0 != "(" })
        }
        // `StoryboardId` alone keeps its name: nothing would be left.
        #expect(
            factories == [
                "makeInitialViewController", "makeRoomViewController", "makeSettings", "makeStoryboardId", "makeDetail",
            ])
    }
}
