import Testing

@testable import SbgenCore

/// Our SwiftGen context for one of SwiftGen's own fixtures, against SwiftGen's saved context.
///
/// Input: `Tests/Fixtures/Resources/IB-macOS/Message.storyboard` of SwiftGen/SwiftGen (MIT) at
/// commit 94e754380051b866e0799d73ee148a7f23a7e7df, cut down to what the context reads (controllers,
/// their ids/classes/modules and every segue at its original nesting; frames, constraints, cells and
/// colors removed). Expected: `Tests/Fixtures/StencilContexts/IB-macOS/messages.yaml` at the same
/// commit, translated by hand from YAML to JSON.
struct SwiftGenFixtureTests {
    static let messageStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="cOe-wK-5aS">
                    <objects>
                        <windowController storyboardIdentifier="WindowCtrl" id="iTF-24-C42" sceneMemberID="viewController">
                            <window key="window" title="Window" id="7kg-xf-23M"/>
                            <connections>
                                <segue destination="8Pf-JJ-Bj4" kind="relationship" relationship="window.shadowedContentViewController" id="zxt-bS-Xji"/>
                            </connections>
                        </windowController>
                        <customObject id="R45-VF-O9D" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="4rE-a5-G8R">
                    <objects>
                        <splitViewController storyboardIdentifier="SplitMessages" id="8Pf-JJ-Bj4" sceneMemberID="viewController">
                            <connections>
                                <segue destination="3pk-bw-FlH" kind="relationship" relationship="splitItems" id="3ZF-gt-7HJ"/>
                                <segue destination="Lxj-cP-fFs" kind="relationship" relationship="splitItems" id="RKO-gC-l69"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="KL7-WW-1Vf">
                    <objects>
                        <tabViewController storyboardIdentifier="MessagesTab" id="3pk-bw-FlH" customClass="CustomTabViewController" customModule="SwiftGen" sceneMemberID="viewController">
                            <connections>
                                <segue destination="JyP-8A-Iz9" kind="relationship" relationship="tabItems" id="ToA-vU-P69"/>
                            </connections>
                        </tabViewController>
                    </objects>
                </scene>
                <scene sceneID="GeB-EV-NfO">
                    <objects>
                        <viewController storyboardIdentifier="MessageDetails" id="Lxj-cP-fFs" customClass="DetailsViewController" customModule="NotCurrentModule" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="Kr5-Lg-sHR">
                                <subviews>
                                    <textField id="VfK-Tf-7Nk">
                                        <connections>
                                            <segue destination="F1C-uo-ozY" kind="custom" identifier="Fade" customClass="SlowFadeSegue" customModule="PrefsWindowController" id="and-Oo-071"/>
                                        </connections>
                                    </textField>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="F1C-uo-ozY" kind="popover" identifier="Popover" popoverBehavior="t" preferredEdge="maxY" id="flp-DG-HKm"/>
                                <segue destination="F1C-uo-ozY" kind="modal" identifier="Modal" id="v1X-lb-nhi"/>
                                <segue destination="F1C-uo-ozY" kind="sheet" identifier="Sheet" id="Kxp-Ra-zsP"/>
                                <segue destination="F1C-uo-ozY" kind="show" identifier="Show" id="zL6-jB-uO5"/>
                                <segue destination="F1C-uo-ozY" kind="custom" identifier="Login" customClass="LoginSegue" customModule="ExtraModule" id="w80-yI-DNd"/>
                                <segue destination="F1C-uo-ozY" kind="custom" identifier="private" customClass="RotateSegue" customModule="NotCurrentModule" customModuleProvider="target" id="Q9w-dD-dDj"/>
                                <segue destination="F1C-uo-ozY" kind="custom" identifier="public" customClass="ZoomSegue" customModule="SwiftGen" id="aFQ-Jc-W0a"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="QXR-d2-KZV">
                    <objects>
                        <viewController id="gY6-Xv-7Ac" sceneMemberID="viewController">
                            <view key="view" id="hQI-1R-0r9">
                                <subviews>
                                    <containerView id="sZs-f8-CYX">
                                        <connections>
                                            <segue destination="EHq-9a-j15" kind="embed" identifier="Embed" id="bkk-80-yU1"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="LpL-gC-gOa">
                    <objects>
                        <viewController id="F1C-uo-ozY" sceneMemberID="viewController">
                            <view key="view" id="G3v-66-afC"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Qo3-4F-rQr">
                    <objects>
                        <viewController storyboardIdentifier="MessageList" id="JyP-8A-Iz9" sceneMemberID="viewController">
                            <view key="view" id="CS4-15-wYO">
                                <subviews>
                                    <containerView id="fXO-6Q-6cr">
                                        <connections>
                                            <segue destination="EHq-9a-j15" kind="embed" identifier="Embed" id="rRd-wB-sdk"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="7qj-eQ-e3S">
                    <objects>
                        <viewController storyboardIdentifier="MessageListFooter" id="EHq-9a-j15" sceneMemberID="viewController">
                            <view key="view" id="udM-Wg-2Vg"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="rRd-wB-sdk"/>
                <segue reference="Q9w-dD-dDj"/>
            </inferredMetricsTieBreakers>
        </document>
        """

    /// messages.yaml, as JSON (`param`/`env` are added by sbgen, empty here).
    static let expected = """
        {
          "env": {}, "param": {},
          "modules": ["AppKit", "ExtraModule", "PrefsWindowController", "SwiftGen"],
          "platform": "macOS",
          "storyboards": [{
            "name": "Message",
            "platform": "macOS",
            "scenes": [
              {"customClass": "DetailsViewController", "customModule": "NotCurrentModule", "identifier": "MessageDetails",
               "module": "NotCurrentModule", "moduleIsPlaceholder": true, "type": "DetailsViewController"},
              {"baseType": "ViewController", "identifier": "MessageList", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSViewController"},
              {"baseType": "ViewController", "identifier": "MessageListFooter", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSViewController"},
              {"customClass": "CustomTabViewController", "customModule": "SwiftGen", "identifier": "MessagesTab",
               "module": "SwiftGen", "moduleIsPlaceholder": false, "type": "CustomTabViewController"},
              {"baseType": "SplitViewController", "identifier": "SplitMessages", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSSplitViewController"},
              {"baseType": "WindowController", "identifier": "WindowCtrl", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSWindowController"}
            ],
            "segues": [
              {"customClass": "", "customModule": "", "identifier": "Embed", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"},
              {"customClass": "SlowFadeSegue", "customModule": "PrefsWindowController", "identifier": "Fade",
               "module": "PrefsWindowController", "moduleIsPlaceholder": false, "type": "SlowFadeSegue"},
              {"customClass": "LoginSegue", "customModule": "ExtraModule", "identifier": "Login",
               "module": "ExtraModule", "moduleIsPlaceholder": false, "type": "LoginSegue"},
              {"customClass": "", "customModule": "", "identifier": "Modal", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"},
              {"customClass": "", "customModule": "", "identifier": "Popover", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"},
              {"customClass": "", "customModule": "", "identifier": "Sheet", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"},
              {"customClass": "", "customModule": "", "identifier": "Show", "module": "AppKit",
               "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"},
              {"customClass": "RotateSegue", "customModule": "NotCurrentModule", "identifier": "private",
               "module": "NotCurrentModule", "moduleIsPlaceholder": true, "type": "RotateSegue"},
              {"customClass": "ZoomSegue", "customModule": "SwiftGen", "identifier": "public",
               "module": "SwiftGen", "moduleIsPlaceholder": false, "type": "ZoomSegue"}
            ]
          }]
        }
        """

    @Test func macOSMessagesMatchesSwiftGensSavedContext() throws {
        let document = try ContextTestSupport.parse(Self.messageStoryboard, path: "IB-macOS/Message.storyboard")
        let (context, diagnostics) = ContextBuilder.swiftgen(documents: [document])
        #expect(diagnostics.isEmpty)
        try ContextTestSupport.expectJSON(context, Self.expected)
    }
}
