import Foundation
import IBModel
import IBParser
import Testing

/// The model holds exactly what the XML says, field by field.
@Suite struct ModelTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="nav-1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="vc-1" customClass="DetailViewController" \
        customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Hi" id="l-1"><string key="accessibilityLabel"> </string></label>
                                    <button id="b-1">
                                        <state key="normal" title="Go"/>
                                        <connections>
                                            <action selector="go:" destination="vc-1" eventType="touchUpInside" id="a-1"/>
                                            <segue destination="ref-1" kind="show" identifier="more" id="sg-1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="l-1" firstAttribute="top" secondItem="v-1" \
        secondAttribute="topMargin" multiplier="16:9" constant="8" priority="750" relation="greaterThanOrEqual" id="c-1"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="label" destination="l-1" id="o-1"/>
                                <outletCollection property="buttons" destination="b-1" collectionClass="NSMutableArray" id="oc-1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="10" y="20"/>
                </scene>
                <scene sceneID="s-2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="About" id="ref-1" \
        sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="photo" catalog="system" width="128" height="93"/>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
            <inferredMetricsTieBreakers>
                <segue reference="sg-1"/>
            </inferredMetricsTieBreakers>
        </document>

        """

    @Test func documentFields() throws {
        let document = try IBDocumentParser().parse(
            data: Data(Self.storyboard.utf8), path: "Base.lproj/Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.name == "Main")
        #expect(document.documentType == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(document.version == "3.0")
        #expect(document.toolsVersion == "22505")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.platform == .iOS)
        #expect(document.useAutolayout && document.useSafeAreas && document.useTraitCollections)
        #expect(document.initialViewController == "nav-1")
        #expect(document.propertyAccessControl == "none")
        #expect(document.device?.attributes["id"] == "retina6_12")
        #expect(document.dependencies.map(\.name) == ["plugIn", "capability"])
        #expect(document.imageResources.map { $0.attributes["name"] } == ["photo"])
        #expect(document.systemColorResources.first?.child("color")?.attributes["white"] == "1")
        #expect(document.segueReferences.map { $0.attributes["reference"] } == ["sg-1"])
        #expect(document.position == SourcePosition(line: 2, column: 1))
        #expect(document.scenes.map(\.sceneID) == ["s-1", "s-2"])
    }

    @Test func controllerAndChildIndexesPointAtControllerAndChild() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                            <viewController id="vc-1" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" id="n-1"/>
                                <view key="view" id="v-1"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let scene = try IBDocumentParser().parse(data: Data(text.utf8), path: "Main.storyboard").scenes[0]
        #expect(scene.controllerIndex == 1)
        #expect(scene.controller?.id == "vc-1")
        let controller = try #require(scene.controller)
        #expect(controller.childIndex(key: "view") == 1)
        #expect(controller.childIndex(key: "navigationItem") == 0)
        #expect(controller.childIndex(key: "tabBarItem") == nil)
        #expect(controller.child(key: "view")?.id == "v-1")
    }

    @Test func sceneAndObjects() throws {
        let document = try IBDocumentParser().parse(data: Data(Self.storyboard.utf8), path: "Main.storyboard")
        let scene = document.scenes[0]
        #expect(scene.members.map(\.element) == ["viewController", "placeholder"])
        #expect(scene.properties.map(\.key) == ["canvasLocation"])
        let controller = try #require(scene.controller)
        #expect(controller.id == "vc-1")
        #expect(controller.customClass == "DetailViewController")
        #expect(controller.customModule == "App")
        #expect(controller.customModuleProvider == "target")
        #expect(controller.storyboardIdentifier == "Detail")
        #expect(controller.position == SourcePosition(line: 11, column: 17))
        let view = try #require(controller.child(key: "view"))
        #expect(scene.controllerIndex == 0)
        #expect(controller.children.map(\.key) == ["view"])
        #expect(controller.childIndex(key: "view") == 0)
        #expect(controller.childIndex(key: "navigationItem") == nil)
        #expect(view.childIndex(key: "view") == nil)
        #expect(view.container == nil)
        #expect(view.property("rect", key: "frame")?.attributes["width"] == "393")
        #expect(view.subviews.map(\.element) == ["label", "button"])
        #expect(view.subviews.map(\.container) == ["subviews", "subviews"])
        let label = view.subviews[0]
        #expect(label.property("string", key: "accessibilityLabel")?.text == " ")
        #expect(label.position.line == 15)
        let button = view.subviews[1]
        #expect(button.property("state", key: "normal")?.attributes["title"] == "Go")
        #expect(button.connections.map(\.kind) == [.action, .segue])
        #expect(button.connections.map(\.source) == ["b-1", "b-1"])
        #expect(button.connections[0].selector == "go:")
        #expect(button.connections[0].eventType == "touchUpInside")
        #expect(button.connections[1].identifier == "more")
        #expect(button.connections[1].segueKind == "show")
        #expect(button.connections[1].destination == "ref-1")
        let constraint = try #require(view.constraints.first)
        #expect(constraint.firstItem == "l-1")
        #expect(constraint.secondAttribute == "topMargin")
        #expect(constraint.multiplierValue == 16.0 / 9.0)
        #expect(constraint.relation == "greaterThanOrEqual")
        #expect(constraint.priority == "750")
        #expect(controller.connections.map(\.kind) == [.outlet, .outletCollection])
        #expect(controller.connections[1].collectionClass == "NSMutableArray")
        let reference = try #require(document.scenes[1].controller)
        #expect(reference.isStoryboardReference)
        #expect(reference.storyboardName == "Settings")
        #expect(reference.referencedIdentifier == "About")
    }

    /// `forEachObject` lends each object to the closure without copying it: the walk order, objects
    /// the closure keeps (intact after the document is gone), and a closure that throws midway.
    @Test func forEachObjectWalk() throws {
        struct Stop: Error {}
        var kept: [IBObject] = []
        do {
            let document = try IBDocumentParser().parse(data: Data(Self.storyboard.utf8), path: "Main.storyboard")
            let before = document
            var ids: [String?] = []
            document.forEachObject { object in
                ids.append(object.id)
                kept.append(object)
            }
            #expect(ids == ["vc-1", "v-1", "l-1", "b-1", "fr-1", "ref-1"])
            #expect(kept[1] == document.scenes[0].members[0].children[0])
            var visited = 0
            #expect(throws: Stop.self) {
                try document.forEachObject { _ in
                    visited += 1
                    if visited == 3 { throw Stop() }
                }
            }
            #expect(visited == 3)
            #expect(document == before)
            var again: [String?] = []
            document.scenes[0].members[0].forEachObject { again.append($0.id) }
            #expect(again == ["vc-1", "v-1", "l-1", "b-1"])
        }
        #expect(kept.map(\.id) == ["vc-1", "v-1", "l-1", "b-1", "fr-1", "ref-1"])
        #expect(kept[2].property("string", key: "accessibilityLabel")?.text == " ")
        #expect(kept[3].connections.map(\.kind) == [.action, .segue])
        #expect(kept[0].children.first?.subviews.map(\.id) == ["l-1", "b-1"])
    }

    @Test func xibPlaceholdersAndTopLevelObjects() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell reuseIdentifier="Cell" id="c-1" customClass="IngredientCell">
                        <tableViewCellContentView key="contentView" id="cv-1"/>
                    </tableViewCell>
                </objects>
            </document>

            """
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "IngredientCell.xib")
        #expect(document.kind == .xib)
        #expect(document.filesOwner?.customClass == "ProfileViewController")
        #expect(document.topLevelObjects.map(\.element) == ["tableViewCell"])
        #expect(document.topLevelObjects[0].reuseIdentifier == "Cell")
        #expect(document.topLevelObjects[0].child(key: "contentView")?.id == "cv-1")
    }

    @Test func listElementsBecomeContainers() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <segmentedControl id="s-1">
                        <segments><segment title="One"/><segment title="Two"/></segments>
                    </segmentedControl>
                    <toolbar id="t-1"><items><barButtonItem title="A" id="i-1"/><barButtonItem title="B" id="i-2"/></items></toolbar>
                </objects>
            </document>

            """
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "Bars.xib")
        let segments = try #require(document.objects[0].property("segments"))
        #expect(segments.children.map { $0.attributes["title"] } == ["One", "Two"])
        let toolbar = document.objects[1]
        #expect(toolbar.children.map(\.id) == ["i-1", "i-2"])
        #expect(toolbar.children.map(\.container) == ["items", "items"])
    }

    @Test func encodings() throws {
        let utf8 = Self.storyboard
        let withBOM = Data([0xEF, 0xBB, 0xBF]) + Data(utf8.utf8)
        let crlf = Data(utf8.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let utf16 = utf8.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
            .data(using: .utf16)!  // with BOM
        let utf16BE = utf8.data(using: .utf16BigEndian)!
        let utf16LE = utf8.data(using: .utf16LittleEndian)!
        let utf32 = utf8.data(using: .utf32)!  // with BOM
        let utf32BE = utf8.data(using: .utf32BigEndian)!
        let reference = try IBDocumentParser().parse(data: Data(utf8.utf8), path: "Main.storyboard")
        for data in [withBOM, crlf, utf16, utf16BE, utf16LE, utf32, utf32BE] {
            let document = try IBDocumentParser().parse(data: data, path: "Main.storyboard")
            #expect(document.scenes == reference.scenes)
            #expect(document.resources.count == reference.resources.count)
        }
    }

    @Test func startTagsSpanningLinesAreLocatedAtTheirStart() throws {
        let xib =
            "<?xml version=\"1.0\"?>\n<document type=\"x\"\n   version=\"3.0\">\n  <objects>\n    <view\n"
            + "        id=\"a\"\n        key=\"b\"/>\n    <label id=\"l\"/>\n  </objects>\n</document>\n"
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "Lines.xib")
        #expect(document.position == SourcePosition(line: 2, column: 1))
        #expect(
            document.objects.map(\.position) == [
                SourcePosition(line: 5, column: 5), SourcePosition(line: 8, column: 5),
            ])
    }

    @Test func nonASCIIIdentifiers() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: "storyboardIdentifier=\"Detail\"", with: "storyboardIdentifier=\"Détail 🍳\"")
        let document = try IBDocumentParser().parse(data: Data(text.utf8), path: "Ünïcode.storyboard")
        #expect(document.scenes[0].controller?.storyboardIdentifier == "Détail 🍳")
        #expect(document.name == "Ünïcode")
    }

    /// Attribute lookup matches XML names: a name spelled with bytes of another length is another
    /// name, though Swift's `==` calls some such strings equal.
    @Test func attributeLookupByName() {
        let attributes: IBAttributes = [
            "ab": "1", "cd": "2", "caf\u{E9}": "3", "\u{212A}ey": "4", "a;b": "5", "id": "6",
        ]
        #expect(attributes["cd"] == "2")
        #expect(attributes["id"] == "6")
        #expect(attributes["caf\u{E9}"] == "3")
        #expect(attributes["\u{212A}ey"] == "4")
        #expect(attributes["c"] == nil)
        #expect(attributes["abc"] == nil)
        #expect(attributes["cafe\u{301}"] == nil)  // decomposed: another XML name
        #expect(attributes["Key"] == nil)  // U+212A KELVIN SIGN is not the letter K in XML
        #expect(attributes["a\u{37E}b"] == nil)  // nor U+037E GREEK QUESTION MARK a semicolon
    }

    @Test func codableRoundTrip() throws {
        let document = try IBDocumentParser().parse(data: Data(Self.storyboard.utf8), path: "Main.storyboard")
        let data = try JSONEncoder().encode(document)
        let decoded = try JSONDecoder().decode(IBDocument.self, from: data)
        #expect(decoded == document)
    }
}
