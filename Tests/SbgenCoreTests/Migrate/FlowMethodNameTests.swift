import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// Segue method names are unique on each type across storyboards, the earlier file keeping the plain
/// name, although `migrate` generates the flows on all cores.
@Suite struct FlowMethodNameTests {
    typealias Name = FlowGenerator.MethodName

    @Test func settleReplaysTheFilesInOrder() {
        let files: [[Name]] = [
            [
                Name(type: "A", candidate: "sbgenShowX", name: "sbgenShowX"),
                Name(type: "A", candidate: "sbgenShowX", name: "sbgenShowX2"),
            ],
            [Name(type: "B", candidate: "sbgenY", name: "sbgenY")],
            [
                Name(type: "A", candidate: "sbgenShowX", name: "sbgenShowX"),
                Name(type: "B", candidate: "sbgenZ", name: "sbgenZ"),
            ],
            // The first file's action took this name.
            [Name(type: "A", candidate: "sbgenShowXAction", name: "sbgenShowXAction")],
            [Name(type: "C", candidate: "sbgenShowX", name: "sbgenShowX")],
            [],
        ]
        let before = Name.settle(files)
        #expect(before.count == 6)
        #expect(before[0] == nil)
        #expect(before[1] == nil)
        #expect(
            before[2] == [
                "A": ["sbgenShowX", "sbgenShowXAction", "sbgenShowX2", "sbgenShowX2Action"],
                "B": ["sbgenY", "sbgenYAction"],
            ])
        #expect(
            before[3] == [
                "A": [
                    "sbgenShowX", "sbgenShowXAction", "sbgenShowX2", "sbgenShowX2Action", "sbgenShowX3",
                    "sbgenShowX3Action",
                ]
            ])
        #expect(before[4] == nil)
        #expect(before[5] == nil)
    }

    static func storyboard(_ title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button contentMode="scaleToFill" id="b1">
                                        <rect key="frame" x="10" y="10" width="100" height="30"/>
                                        <state key="normal" title="\(title)"/>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="showDetail" id="g1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Two storyboards segue from the same class with the same identifier: the second file's method
    /// (and the action its view code wires) is `sbgenShowDetail2`, as when the flows were generated
    /// one file after another.
    @Test func namesAcrossStoryboardsAsInFileOrder() throws {
        let files = ["A.storyboard": Self.storyboard("A"), "B.storyboard": Self.storyboard("B")]
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        func contents(_ path: String) throws -> String {
            try #require(result.files.first { $0.path == path }).contents
        }
        #expect(try contents("Swift/A+Flow.swift").contains("func sbgenShowDetail(sender:"))
        #expect(try contents("Swift/B+Flow.swift").contains("func sbgenShowDetail2(sender:"))
        #expect(try contents("Swift/B+Flow.swift").contains("@objc func sbgenShowDetail2Action(_ sender: Any?)"))
        #expect(
            try contents("Swift/B+LoadView.swift").contains("#selector(ListViewController.sbgenShowDetail2Action(_:))"))
        #expect(
            try contents("Swift/A+LoadView.swift").contains("#selector(ListViewController.sbgenShowDetailAction(_:))"))
        // The same text as one flow after another.
        let documents = try ["A.storyboard", "B.storyboard"].map { try MigrateFixtures.parse(files[$0]!, path: $0) }
        let index = FlowIndex(documents)
        var used: [String: Set<String>] = [:]
        for document in documents {
            let flow = FlowGenerator.generate(
                document, source: document.path, index: index, loadViewFunctions: ["s1": "sbgenLoadView"],
                embedsInViewCode: true, usedMethods: &used)
            let stem = "Swift/" + document.path.dropLast(".storyboard".count)
            #expect(try contents(stem + "+Flow.swift") == FlowTextWriter.render(flow.plan))
        }
    }
}
