import Foundation
import IBModel
import SbgenCore
import Testing

/// Each segue kind becomes its call: unwind segues find their destination at run time, custom segues
/// create their class.
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
                    "destination.modalTransitionStyle = .crossDissolve",
                    "self.prepare(for: UIStoryboardSegue(identifier: \"present\", source: self, destination: destination), "
                        + "sender: sender)",
                    "prepare(destination)", "present(destination, animated: false)",
                ])
        #expect(
            body(output, "func sbgenPush(")?.last
                == "navigationController?.pushViewController(destination, animated: true)")
        #expect(body(output, "func sbgenDetail(")?.last == "showDetailViewController(destination, sender: sender)")
        #expect(body(output, "func sbgenPop(")?.contains("destination.modalPresentationStyle = .popover") == true)
        #expect(body(output, "func sbgenOther(")?.first == "let destination = OtherFlow.makeFar()")
        #expect(
            body(output, "@objc func sbgenPopAction(") == [
                "guard shouldPerformSegue(withIdentifier: \"pop\", sender: sender) else { return }",
                "sbgenPop(sender: sender)",
            ])
        #expect(
            body(output, "@objc func sbgenTapAction(") == [
                "guard shouldPerformSegue(withIdentifier: \"tap\", sender: sender) else { return }",
                "sbgenTap(sender: sender)",
            ])
        #expect(
            output.triggers.map(\.wiring) == [
                "SOURCE.addTarget(self, action: #selector(SourceViewController.sbgenPopAction(_:)), for: .touchUpInside)",
                "SOURCE.addTarget(self, action: #selector(SourceViewController.sbgenTapAction(_:)))",
            ])
        #expect(output.segueCount == 10)
        #expect(output.convertedSegues == 10)
    }

    @Test func unwindAndCustomSegues() throws {
        let output = try generate()
        #expect(output.diagnostics.filter { $0.severity == .warning }.isEmpty)
        #expect(
            body(output, "func sbgenFade(") == [
                "let destination = MainFlow.makeDestinationViewController()",
                "let segue = FadeSegue(identifier: \"fade\", source: self, destination: destination)",
                "self.prepare(for: segue, sender: sender)", "prepare(destination)", "segue.perform()",
            ])
        let unwind = try #require(body(output, "func sbgenUnwindBack("))
        #expect(unwind.first == "let action = NSSelectorFromString(\"back:\")")
        #expect(
            unwind.suffix(6) == [
                "let segue = UIStoryboardSegue(identifier: nil, source: self, destination: destination)",
                "prepare(for: segue, sender: sender)", "destination.perform(action, with: segue)",
                "// What was presented on the way up is dismissed; the destination's stack pops back to it.",
                "presenter?.dismiss(animated: true)",
                "destination.navigationController?.popToViewController(destination, animated: true)",
            ])
        #expect(output.plan.extensions.first { $0.typeName == "DestinationViewController" } != nil)
    }

    /// A custom segue without a class has nothing to create: a TODO at its line.
    @Test func customSegueWithoutAClassIsATodo() throws {
        let text = Self.storyboard.replacingOccurrences(of: #" customClass="FadeSegue""#, with: "")
        let main = try MigrateFixtures.parse(text, path: "Main.storyboard")
        let other = try MigrateFixtures.parse(Self.other, path: "Other.storyboard")
        var used: [String: Set<String>] = [:]
        let output = FlowGenerator.generate(
            main, source: "Main.storyboard", index: FlowIndex([main, other]), usedMethods: &used)
        let todos = output.diagnostics.filter { $0.severity == .warning }
        #expect(
            todos.map { "\($0.location) \($0.message)" } == [
                "Main.storyboard:30:25 TODO: custom segue 'fade' has no class; not converted: give it its "
                    + "UIStoryboardSegue subclass in IB, or present the destination in code"
            ])
        #expect(output.convertedSegues == 9)
    }
}
