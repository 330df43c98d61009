/// Search fields: one as IB's library makes it (the cell values that are `NSSearchField()`'s own left
/// out) with a placeholder, search options, recents and an action, and a small one with a title:
/// `LoadViewAppKitGoldenTests` case.
enum AppKitSearchFieldFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                        <outlet property="searchField" destination="sf1" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <searchField wantsLayer="YES" verticalHuggingPriority="750" textCompletion="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sf1">
                            <rect key="frame" x="20" y="58" width="260" height="22"/>
                            <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" placeholderString="Search" usesSingleLineMode="YES" bezelStyle="round" sendsWholeSearchString="YES" recentsAutosaveName="searchRecents" maximumRecents="20" id="sf1c">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </searchFieldCell>
                            <connections>
                                <action selector="search:" target="-2" id="a1"/>
                            </connections>
                        </searchField>
                        <searchField verticalHuggingPriority="750" fixedFrame="YES" id="sf2">
                            <rect key="frame" x="20" y="20" width="160" height="19"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <searchFieldCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" title="Filter" usesSingleLineMode="YES" bezelStyle="round" sendsSearchStringImmediately="YES" id="sf2c">
                                <font key="font" metaFont="smallSystem"/>
                                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </searchFieldCell>
                        </searchField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sf1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="sf1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="sf1" secondAttribute="trailing" constant="20" id="c3"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
}
