/// Cell and view attributes of AppKit controls (line break, focus ring, tag, alternate image, round
/// rect bezel, transparent, image hugs title, expansion tool tips, text completion, autoresizes
/// subviews, image frame style and alignment, row size style): `LoadViewAppKitGoldenTests` case.
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
                <customView autoresizesSubviews="NO" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button imageHugsTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
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
                        <textField allowsExpansionToolTips="YES" textCompletion="NO" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="18" y="200" width="200" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" focusRingType="none" title="Name" id="t1c">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                            <rect key="frame" x="20" y="100" width="80" height="80"/>
                            <imageCell key="cell" refusesFirstResponder="YES" focusRingType="none" alignment="left" imageAlignment="topLeft" imageScaling="proportionallyDown" imageFrameStyle="photo" image="Logo" id="i1c"/>
                        </imageView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
}
