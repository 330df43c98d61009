/// Tab views: one as IB's library makes it (top tabs, the system font: nothing restated) with two
/// items, outlets of its custom root view to the tab view and to an item, and one without tabs whose second item is the
/// initial one: `LoadViewAppKitGoldenTests` case.
enum AppKitTabViewFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root" customClass="TabsView">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tabView translatesAutoresizingMaskIntoConstraints="NO" id="tv1">
                            <rect key="frame" x="13" y="150" width="374" height="140"/>
                            <font key="font" metaFont="system"/>
                            <tabViewItems>
                                <tabViewItem label="General" identifier="general" id="ti1">
                                    <view key="view" id="v1">
                                        <rect key="frame" x="10" y="33" width="354" height="94"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <button translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                                <rect key="frame" x="18" y="58" width="100" height="18"/>
                                                <buttonCell key="cell" type="check" title="Enabled" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="b1c">
                                                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                                    <font key="font" metaFont="system"/>
                                                </buttonCell>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="b1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20" id="c1"/>
                                            <constraint firstItem="b1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="20" id="c2"/>
                                        </constraints>
                                    </view>
                                </tabViewItem>
                                <tabViewItem label="Advanced" identifier="advanced" id="ti2">
                                    <view key="view" id="v2">
                                        <rect key="frame" x="10" y="33" width="354" height="94"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                        <tabView fixedFrame="YES" type="noTabsNoBorder" controlSize="small" drawsBackground="NO" allowsTruncatedLabels="NO" initialItem="ti4" translatesAutoresizingMaskIntoConstraints="NO" id="tv2">
                            <rect key="frame" x="20" y="20" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <font key="font" metaFont="smallSystem"/>
                            <tabViewItems>
                                <tabViewItem label="One" identifier="one" id="ti3">
                                    <view key="view" id="v3">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </tabViewItem>
                                <tabViewItem label="Two" identifier="two" id="ti4">
                                    <view key="view" id="v4">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </tabViewItem>
                            </tabViewItems>
                        </tabView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tv1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                        <constraint firstItem="tv1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="13" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="tv1" secondAttribute="trailing" constant="13" id="c5"/>
                    </constraints>
                    <connections>
                        <outlet property="tabView" destination="tv1" id="o1"/>
                        <outlet property="generalItem" destination="ti1" id="o2"/>
                    </connections>
                </customView>
            </objects>
        </document>
        """
}
