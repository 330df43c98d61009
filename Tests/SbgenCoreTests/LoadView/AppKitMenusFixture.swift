/// Top-level menus of a view controller xib: a view's context menu (`menu` outlet) with a submenu,
/// item properties and actions to File's Owner and the first responder, and a menu File's Owner
/// holds (`statusMenu`, an outlet to one of its items, its delegate): `LoadViewAppKitGoldenTests` case.
enum AppKitMenusFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                        <outlet property="statusMenu" destination="sm" id="o1"/>
                        <outlet property="quitItem" destination="sq" id="o2"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView id="pane">
                            <rect key="frame" x="20" y="20" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <connections>
                                <outlet property="menu" destination="cm" id="o3"/>
                            </connections>
                        </customView>
                    </subviews>
                </customView>
                <menu title="Context" id="cm" userLabel="Context Menu">
                    <items>
                        <menuItem title="Open" keyEquivalent="o" identifier="openItem" id="c1">
                            <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                            <connections>
                                <action selector="openItem:" target="-2" id="a1"/>
                            </connections>
                        </menuItem>
                        <menuItem title="Copy" tag="4" id="c2">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <connections>
                                <action selector="copy:" target="-1" id="a2"/>
                            </connections>
                        </menuItem>
                        <menuItem isSeparatorItem="YES" id="c3"/>
                        <menuItem title="Sort By" id="c4">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <menu key="submenu" title="Sort By" id="sub">
                                <items>
                                    <menuItem title="Name" state="on" id="s1">
                                        <modifierMask key="keyEquivalentModifierMask"/>
                                        <connections>
                                            <action selector="sortByName:" target="-2" id="a3"/>
                                        </connections>
                                    </menuItem>
                                    <menuItem title="Date" enabled="NO" id="s2">
                                        <modifierMask key="keyEquivalentModifierMask"/>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="Plain" id="c5">
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                    <point key="canvasLocation" x="100" y="400"/>
                </menu>
                <menu title="Status" autoenablesItems="NO" id="sm">
                    <items>
                        <menuItem title="Preferences…" hidden="YES" id="sp">
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                        <menuItem title="Quit" keyEquivalent="q" id="sq">
                            <connections>
                                <action selector="terminate:" target="-1" id="a4"/>
                            </connections>
                        </menuItem>
                    </items>
                    <connections>
                        <outlet property="delegate" destination="-2" id="o4"/>
                    </connections>
                </menu>
            </objects>
        </document>
        """
}
