import Foundation
import SbgenCore
import Testing

/// `migrate`: the flow's factory sets a controller's title, its navigation item's title and its tab
/// bar item with its tag and badge (UIKit had them when the storyboard made the controller, and a tab
/// bar shows its children's items, and the app reads their tags, before their views load); the view
/// code does not set them again.
@Suite struct ControllerItemsOnceTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController title="Recipes" id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Recipes" image="book" tag="2" badgeValue="3" id="tab"/>
                            <navigationItem key="navigationItem" title="All Recipes" prompt="Pick one" id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func eachItemIsSetOnce() throws {
        let project = try MigrateFixtures.project(["Main.storyboard": Self.storyboard])
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        func lines(_ path: String) throws -> [String] {
            let text = try #require(result.files.first { $0.path == path }?.contents)
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let flow = try lines("Swift/Main+Flow.swift")
        let set = ["title", "navigationItem.title", "tabBarItem", "tabBarItem.tag", "tabBarItem.badgeValue"]
        #expect(
            flow.filter { line in set.contains { line.hasPrefix("controller.\($0) = ") } } == [
                "controller.title = \"Recipes\"",
                "controller.tabBarItem = UITabBarItem(title: \"Recipes\", image: UIImage(named: \"book\"), tag: 2)",
                "controller.tabBarItem.badgeValue = \"3\"", "controller.navigationItem.title = \"All Recipes\"",
            ])
        let viewCode = try lines("Swift/Main+LoadView.swift")
        #expect(
            viewCode.filter { line in (set + ["navigationItem.prompt"]).contains { line.hasPrefix("\($0) = ") } } == [
                "navigationItem.prompt = \"Pick one\""
            ])
    }
}
