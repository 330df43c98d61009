/// Visual effect views: one at `NSVisualEffectView()`'s initial values (IB's material, blending mode
/// and state left out) with a subview, one within the window, active and emphasized with a current
/// material, and one with a macOS 10.14 material (inside `if #available`): `LoadViewAppKitGoldenTests` case.
enum AppKitVisualEffectFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                        <outlet property="sidebarView" destination="ve2" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <visualEffectView blendingMode="behindWindow" material="appearanceBased" state="followsWindowActiveState" translatesAutoresizingMaskIntoConstraints="NO" id="ve1">
                            <rect key="frame" x="0.0" y="200" width="400" height="100"/>
                            <subviews>
                                <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                                    <rect key="frame" x="18" y="42" width="100" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Header" id="lbc">
                                        <font key="font" metaFont="system"/>
                                        <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lb" firstAttribute="leading" secondItem="ve1" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="lb" firstAttribute="centerY" secondItem="ve1" secondAttribute="centerY" id="c2"/>
                            </constraints>
                        </visualEffectView>
                        <visualEffectView blendingMode="withinWindow" material="sidebar" state="active" emphasized="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ve2">
                            <rect key="frame" x="0.0" y="0.0" width="150" height="200"/>
                        </visualEffectView>
                        <visualEffectView blendingMode="behindWindow" material="hudWindow" state="inactive" fixedFrame="YES" id="ve3">
                            <rect key="frame" x="150" y="0.0" width="250" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </visualEffectView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ve1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="ve1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="ve1" secondAttribute="trailing" id="c5"/>
                        <constraint firstItem="ve2" firstAttribute="top" secondItem="ve1" secondAttribute="bottom" id="c6"/>
                        <constraint firstItem="ve2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                        <constraint firstAttribute="bottom" secondItem="ve2" secondAttribute="bottom" id="c8"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
}
