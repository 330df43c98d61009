import Foundation
import SbgenCore
import Testing

/// A connection from one scene to another scene's object (IB files keep them after copy and paste):
/// the warning says which scene, and why it cannot be made.
@Suite struct LoadViewCrossSceneTests {
    static let storyboard = LoadViewFixtures.storyboard(
        """
        <scene sceneID="s1">
            <objects>
                <viewController id="a" customClass="FirstController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="va"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="b" customClass="SecondController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vb">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                <connections>
                                    <action selector="next:" destination="a" eventType="touchUpInside" id="x1"/>
                                    <outlet property="delegate" destination="va" id="x2"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    @Test func warningNamesTheOtherScene() throws {
        let text = try LoadViewFixtures.generate(Self.storyboard, name: "Cross.storyboard")
        let warnings = text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("// Fixtures/") && $0.contains("warning")
        }
        let why =
            "a storyboard compiles each scene into a nib of its own, so UIKit never made this connection either; "
            + "remove it in IB"
        #expect(
            warnings == [
                "// Fixtures/Cross.storyboard:18:29: warning: action 'next:' targets an object of another scene "
                    + "(scene s1, line 4); not connected: " + why,
                "// Fixtures/Cross.storyboard:19:29: warning: outlet 'delegate' points to an object of another scene "
                    + "(scene s1, line 4); not connected: " + why,
            ])
    }
}
