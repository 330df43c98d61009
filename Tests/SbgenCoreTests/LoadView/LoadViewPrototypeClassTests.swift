import Foundation
import SbgenCore
import Testing

/// Two prototype cells of one class with different content: the second one's warning is located at
/// its own start tag, column included.
@Suite struct LoadViewPrototypeClassTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="t1" customClass="ListController" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" style="plain" rowHeight="44" id="tv1">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="a" id="c1" customClass="MyCell">
                                        <tableViewCellContentView key="contentView" id="cv1">
                                            <subviews>
                                                <label text="A" id="l1"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="b" id="c2" customClass="MyCell">
                                        <tableViewCellContentView key="contentView" id="cv2">
                                            <subviews>
                                                <button id="b1"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func secondPrototypeOfAClassIsLocated() throws {
        let text = try LoadViewFixtures.generate(Self.storyboard, name: "Two.storyboard")
        let diagnostics = text.split(separator: "\n").filter { $0.hasPrefix("// Fixtures/") && $0.contains("warning") }
        #expect(
            diagnostics == [
                "// Fixtures/Two.storyboard:16:29: warning: prototype class MyCell already gets its content from "
                    + "line 9; this prototype's content is not generated"
            ])
    }
}
