/// Text views: the document view of a scroll view's clip view (flags IB writes that are the code-made
/// text view's own left out, the ones it leaves out where `NSTextView(frame:)` differs set, the find
/// bar, sizes IB writes twice, colors, an outlet) and a text view placed directly in a view (its find
/// panel, writing direction, text checking flags, non-contiguous layout and a one-run text storage):
/// `LoadViewAppKitGoldenTests` case.
enum AppKitTextViewsFixture {
    static let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                        <outlet property="logView" destination="tv1" id="o1"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                            <rect key="frame" x="20" y="100" width="440" height="180"/>
                            <clipView key="contentView" drawsBackground="NO" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="440" height="180"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textView editable="NO" importsGraphics="NO" richText="NO" verticallyResizable="YES" findStyle="bar" allowsCharacterPickerTouchBarItem="NO" textCompletion="NO" id="tv1">
                                        <rect key="frame" x="0.0" y="0.0" width="440" height="180"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                        <size key="minSize" width="440" height="180"/>
                                        <size key="maxSize" width="612" height="10000000"/>
                                        <color key="insertionPointColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                        <size key="minSize" width="440" height="180"/>
                                        <size key="maxSize" width="612" height="10000000"/>
                                    </textView>
                                </subviews>
                            </clipView>
                            <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                                <rect key="frame" x="-100" y="-100" width="240" height="16"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                            <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="vs">
                                <rect key="frame" x="424" y="0.0" width="16" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </scroller>
                        </scrollView>
                        <textView drawsBackground="NO" importsGraphics="NO" usesFontPanel="YES" findStyle="panel" continuousSpellChecking="YES" allowsUndo="YES" usesRuler="YES" allowsNonContiguousLayout="YES" baseWritingDirection="leftToRight" quoteSubstitution="YES" smartInsertDelete="YES" id="tv2">
                            <rect key="frame" x="20" y="20" width="440" height="60"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <size key="minSize" width="440" height="60"/>
                            <size key="maxSize" width="440" height="60"/>
                            <attributedString key="textStorage">
                                <fragment content="Notes">
                                    <attributes>
                                        <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                        <font key="NSFont" size="12" name="Menlo-Regular"/>
                                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                            <color key="insertionPointColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="sv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="sv" secondAttribute="bottom" constant="100" id="c4"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
}
