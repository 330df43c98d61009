/// Cell and view attributes of AppKit controls (line break, focus ring, tag, alternate image, round
/// rect bezel, transparent, image hugs title, expansion tool tips, text completion, autoresizes
/// subviews, image frame style and alignment, scroll view content insets, stack view edge insets, clip
/// view copiesOnScroll, key equivalent modifiers, a deprecated system color alias): `LoadViewAppKitGoldenTests` case.
enum AppKitControlAttributesFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView autoresizesSubviews="NO" clipsToBounds="YES" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button imageHugsTitle="YES" appearanceType="darkAqua" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="250" width="120" height="32"/>
                            <buttonCell key="cell" type="push" title="Play" bezelStyle="rounded" alternateImage="pause" alignment="center" lineBreakMode="truncatingTail" borderStyle="border" focusRingType="none" imageScaling="proportionallyDown" inset="2" tag="100" id="b1c">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                            <rect key="frame" x="150" y="250" width="120" height="18"/>
                            <buttonCell key="cell" type="roundRect" title="Create" bezelStyle="roundedRect" alignment="center" lineBreakMode="wordWrapping" transparent="YES" imageScaling="proportionallyDown" inset="2" id="b2c">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="miniSystemBold"/>
                            </buttonCell>
                        </button>
                        <textField allowsExpansionToolTips="YES" textCompletion="NO" appearanceType="aqua" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="18" y="200" width="200" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" focusRingType="none" title="Name" id="t1c">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                            <rect key="frame" x="20" y="100" width="80" height="80"/>
                            <imageCell key="cell" refusesFirstResponder="YES" focusRingType="none" alignment="left" imageAlignment="topLeft" imageScaling="proportionallyDown" imageFrameStyle="photo" image="Logo" id="i1c"/>
                            <color key="contentTintColor" name="linkColor" catalog="System" colorSpace="catalog"/>
                        </imageView>
                        <scrollView fixedFrame="YES" automaticallyAdjustsContentInsets="NO" id="sv2">
                            <rect key="frame" x="200" y="0.0" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <clipView key="contentView" copiesOnScroll="NO" id="cv2">
                                <rect key="frame" x="1" y="1" width="98" height="98"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="doc">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    </customView>
                                </subviews>
                                <color key="backgroundColor" name="alternateSelectedControlColor" catalog="System" colorSpace="catalog"/>
                            </clipView>
                            <edgeInsets key="contentInsets" left="0.0" right="0.0" top="37" bottom="0.0"/>
                            <scroller key="horizontalScroller" verticalHuggingPriority="750" horizontal="YES" id="hs2">
                                <rect key="frame" x="1" y="83" width="98" height="16"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs2">
                                <rect key="frame" x="83" y="1" width="16" height="98"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                        </scrollView>
                        <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="4" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                            <rect key="frame" x="300" y="200" width="80" height="40"/>
                            <edgeInsets key="edgeInsets" left="8" right="8" top="4" bottom="4"/>
                            <subviews>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="b3">
                                    <rect key="frame" x="8" y="4" width="60" height="32"/>
                                    <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="b3c">
                                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                        <font key="font" metaFont="system"/>
                                        <string key="keyEquivalent">s</string>
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
}
