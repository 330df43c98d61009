import Foundation
import SbgenCore
import Testing

/// A xib whose File's Owner has outlets into its views but no `view` outlet (a class that loads the
/// nib with itself as owner): the builder and the view's own content builder have no owner to
/// connect them to, so each such outlet is a warning at its `<outlet>`, and the units are not
/// fully converted (the VIEWFACTS proof found 24 corpus units that lost them silently).
@Suite struct LoadViewOwnerOutletTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShopItemView">
                    <connections>
                        <outlet property="titleLabel" destination="t1" id="o1"/>
                        <outlet property="badgeView" destination="b1" id="o2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" id="t1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </label>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="b1" customClass="BadgeView">
                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                </view>
            </objects>
        </document>
        """

    @Test func ownerOutletsIntoBuiltViewsAreWarnings() throws {
        let text = try LoadViewFixtures.generate(Self.xib, name: "ShopItemView.xib")
        let diagnostics = text.split(separator: "\n").filter { $0.hasPrefix("// Fixtures/") }.map(String.init)
        let expected: [String] = [
            "// Fixtures/ShopItemView.xib:6:17: warning: outlet 'titleLabel' of File's Owner (ShopItemView) points "
                + "into this view, which is built without its owner; not connected",
            "// Fixtures/ShopItemView.xib:7:17: warning: outlet 'badgeView' of File's Owner (ShopItemView) points "
                + "into this view, which is built without its owner; not connected",
            "// Fixtures/ShopItemView.xib:19:9: note: custom class BadgeView is created with its designated "
                + "initializer, not init(coder:), and gets no awakeFromNib",
        ]
        #expect(diagnostics == expected)
        #expect(text.contains("enum SbgenShopItemViewBuilder"))
        #expect(text.contains("extension BadgeView"))
    }
}
