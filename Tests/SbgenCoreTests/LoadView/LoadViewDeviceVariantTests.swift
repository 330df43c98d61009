import Foundation
import IBModel
import IBParser
import SbgenCore
import Testing

/// `Name~ipad.xib` and `Name~iphone.xib` share their File's Owner class: each gets its own function,
/// or the two generated extensions would both declare `sbgenLoadView()` and not compile together.
@Suite struct LoadViewDeviceVariantTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                    <connections>
                        <outlet property="view" destination="v1" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v1"/>
            </objects>
        </document>
        """

    @Test(
        arguments: [
            ("Profile.xib", "func sbgenLoadView() {", nil),
            ("Profile~ipad.xib", "func sbgenLoadViewPad() {", "UIKit loads this variant only on iPad"),
            ("Profile~iphone.xib", "func sbgenLoadViewPhone() {", "UIKit loads this variant only on iPhone"),
        ] as [(String, String, String?)])
    func eachVariantHasItsOwnFunction(name: String, signature: String, comment: String?) throws {
        let text = try LoadViewFixtures.generate(Self.xib, name: name)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("func sbgen") } == [signature])
        #expect(
            lines.filter { $0.hasPrefix("/// UIKit loads this variant") }
                == (comment.map { ["/// \($0); choose it by `traitCollection.userInterfaceIdiom`."] } ?? []))
    }
}
