import Foundation
import IBModel
import SbgenCore
import Testing

/// Each segue kind becomes its call; unwind and custom segues become TODO warnings with their line.
@Suite struct FlowGeneratorTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="split">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="src" kind="relationship" relationship="masterViewController" id="r1"/>
                                <segue destination="dst" kind="relationship" relationship="detailViewController" id="r2"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="src" customClass="SourceViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1">
                                        <connections>
                                            <segue destination="dst" kind="popoverPresentation" identifier="pop" id="g1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="dst" kind="presentation" identifier="present" modalPresentationStyle="overFullScreen" modalTransitionStyle="crossDissolve" animates="NO" id="g2"/>
                                <segue destination="dst" kind="push" identifier="push" id="g3"/>
                                <segue destination="dst" kind="showDetail" identifier="detail" id="g4"/>
                                <segue destination="dst" kind="custom" customClass="FadeSegue" identifier="fade" id="g5"/>
                                <segue destination="ref" kind="show" identifier="other" id="g6"/>
                            </connections>
                        </viewController>
                        <tapGestureRecognizer id="t1">
                            <connections>
                                <segue destination="dst" kind="show" identifier="tap" id="g7"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="dst" customClass="DestinationViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="exit" kind="unwind" unwindAction="back:" id="g8"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Far" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let other = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="o1">
                    <objects>
                        <viewController storyboardIdentifier="Far" id="far" sceneMemberID="viewController">
                            <view key="view" id="fv"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func generate() throws -> FlowGenerator.Output {
        let main = try MigrateFixtures.parse(Self.storyboard, path: "Main.storyboard")
        let other = try MigrateFixtures.parse(Self.other, path: "Other.storyboard")
        var used: [String: Set<String>] = [:]
        return FlowGenerator.generate(
            main, source: "Main.storyboard", index: FlowIndex([main, other]), usedMethods: &used)
    }

    func body(_ output: FlowGenerator.Output, _ signaturePrefix: String) -> [String]? {
        output.plan.extensions.flatMap(\.methods).first { $0.signature.hasPrefix(signaturePrefix) }?.body
    }

    @Test func splitViewRelationships() throws {
        let output = try generate()
        let split = try #require(output.plan.factories.first { $0.signature.contains("makeSplitViewController") })
        #expect(
            split.body.contains(
                "controller.viewControllers = [makeSourceViewController(), makeDestinationViewController()]"))
    }

    /// A line break in an id or identifier would end the `///` comment and make the rest code.
    @Test func lineBreaksInIdsStayInTheDocComment() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s&#10;0">
                        <objects>
                            <viewController storyboardIdentifier="A&#10;}&#13;func evil() {" id="c" customClass="AViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try MigrateFixtures.parse(text, path: "Odd.storyboard")
        var used: [String: Set<String>] = [:]
        let output = FlowGenerator.generate(
            document, source: "Odd.storyboard", index: FlowIndex([document]), usedMethods: &used)
        let factory = try #require(output.plan.factories.first)
        #expect(
            factory.comments == [
                #"Scene s\n0 of Odd.storyboard (line 6), storyboard identifier 'A\n}\rfunc evil() {'."#
            ])
    }

    @Test func everySegueKind() throws {
        let output = try generate()
        #expect(
            body(output, "func sbgenPresent(")
                == [
                    "let destination = MainFlow.makeDestinationViewController()",
                    "destination.modalPresentationStyle = .overFullScreen",
                    "destination.modalTransitionStyle = .crossDissolve", "prepare(destination)",
                    "present(destination, animated: false)",
                ])
        #expect(
            body(output, "func sbgenPush(")?.last
                == "navigationController?.pushViewController(destination, animated: true)")
        #expect(body(output, "func sbgenDetail(")?.last == "showDetailViewController(destination, sender: sender)")
        #expect(body(output, "func sbgenPop(")?.contains("destination.modalPresentationStyle = .popover") == true)
        #expect(body(output, "func sbgenOther(")?.first == "let destination = OtherFlow.makeFar()")
        #expect(body(output, "@objc func sbgenPopAction(") == ["sbgenPop(sender: sender)"])
        #expect(body(output, "@objc func sbgenTapAction(") == ["sbgenTap(sender: sender)"])
        #expect(
            output.triggers.map(\.wiring) == [
                "SOURCE.addTarget(self, action: #selector(SourceViewController.sbgenPopAction(_:)), for: .touchUpInside)",
                "SOURCE.addTarget(self, action: #selector(SourceViewController.sbgenTapAction(_:)))",
            ])
        #expect(output.segueCount == 10)
        #expect(output.convertedSegues == 8)
    }

    @Test func unwindAndCustomAreTodos() throws {
        let output = try generate()
        let todos = output.diagnostics.filter { $0.severity == .warning }
        #expect(todos.count == 2)
        let custom = try #require(todos.first { $0.message.contains("custom segue 'fade'") })
        #expect(custom.message.hasPrefix("TODO: "))
        #expect(custom.location.description == "Main.storyboard:30:25")
        let unwind = try #require(todos.first { $0.message.contains("unwind segue") })
        #expect(unwind.location.line == 45)
    }
}
