import SbgenCore

/// Goldens of the control properties of issue 20 item 5 (`docs/LoadView.md`, "Control properties"):
/// one fixture per family, added to ``LoadViewGoldenTests/cases``.
extension LoadViewGoldenTests {
    static let controlPropertyCases: [(String, String)] = [
        (
            "TextInputTraits",
            LoadViewFixtures.xib(
                """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocorrectionType="no" spellCheckingType="no" keyboardType="alphabet" smartDashesType="no" smartInsertDeleteType="no" smartQuotesType="no" textContentType="street-address"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="t2">
                    <rect key="frame" x="0.0" y="40" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" keyboardType="numberPad" smartQuotesType="yes" textContentType="cc-csc"/>
                </textField>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Call 555 0100" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="t3">
                    <rect key="frame" x="0.0" y="80" width="200" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES" address="YES" calendarEvent="YES"/>
                    <textInputTraits key="textInputTraits" smartDashesType="yes" textContentType="shipment-tracking-number"/>
                </textView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Plain" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="t4">
                    <rect key="frame" x="0.0" y="190" width="200" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <dataDetectorType key="dataDetectorTypes"/>
                    <textInputTraits key="textInputTraits"/>
                </textView>
                """)
        ),
        (
            "ShadowsAndIndicators",
            LoadViewFixtures.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" adjustsImageSizeForAccessibilityContentSizeCategory="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                    <size key="titleShadowOffset" width="0.0" height="1"/>
                    <state key="normal" title="Engraved">
                        <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                    </state>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Flat" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                    <rect key="frame" x="0.0" y="50" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="shadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="shadowOffset" width="0.0" height="0.0"/>
                </label>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" adjustsImageSizeForAccessibilityContentSizeCategory="YES" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                    <rect key="frame" x="0.0" y="80" width="40" height="40"/>
                </imageView>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" momentary="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                    <rect key="frame" x="0.0" y="130" width="121" height="32"/>
                    <segments>
                        <segment title="Back"/>
                        <segment title="Next"/>
                    </segments>
                </segmentedControl>
                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                    <rect key="frame" x="0.0" y="170" width="20" height="20"/>
                </activityIndicatorView>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" animating="YES" style="white" translatesAutoresizingMaskIntoConstraints="NO" id="a2">
                    <rect key="frame" x="30" y="170" width="20" height="20"/>
                </activityIndicatorView>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="a3">
                    <rect key="frame" x="60" y="170" width="37" height="37"/>
                    <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </activityIndicatorView>
                """)
        ),
        (
            "LegacyButtonProperties",
            LoadViewFixtures.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="custom" reversesTitleShadowWhenHighlighted="YES" adjustsImageWhenHighlighted="NO" adjustsImageWhenDisabled="NO" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                    <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                    <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
                    <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
                    <state key="normal" title="Next" image="Arrow"/>
                </button>
                """)
        ),
        (
            "BarItemsMapsAndScrolling",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Places" id="vc" customClass="PlacesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" zoomEnabled="NO" scrollEnabled="NO" showsUserLocation="YES" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                    </mapView>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" indicatorStyle="white" prefetchingEnabled="NO" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                                        <rect key="frame" x="0.0" y="300" width="393" height="400"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                                            <size key="itemSize" width="50" height="50"/>
                                        </collectionViewFlowLayout>
                                    </collectionView>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" apportionsSegmentWidthsByContent="YES" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                        <rect key="frame" x="0.0" y="700" width="200" height="32"/>
                                        <segments>
                                            <segment title="Nearby"/>
                                            <segment title="All places"/>
                                        </segments>
                                    </segmentedControl>
                                    <view contentMode="scaleToFill" customClass="UIScrollView" translatesAutoresizingMaskIntoConstraints="NO" id="plainScroll">
                                        <rect key="frame" x="0.0" y="740" width="393" height="100"/>
                                    </view>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Places" userLabel="Places Item" id="ni">
                                <barButtonItem key="leftBarButtonItem" title="Filter" enabled="NO" userLabel="Filter Item" id="filter">
                                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" title="Map" width="60" id="mapItem">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="map"/>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <action selector="showMap:" destination="vc" id="sm"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="Places" image="map" catalog="system" userLabel="Places Tab" id="ti">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="places"/>
                                </userDefinedRuntimeAttributes>
                            </tabBarItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """)
        ),
        (
            "ListConfigurationsAndPresses",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="dbg" customClass="DebugViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" id="flags">
                                                <rect key="frame" x="20" y="18" width="353" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="flags" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="323" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <listContentConfiguration key="contentConfiguration" text="Feature Flags" secondaryText=""/>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="crash">
                                                <rect key="frame" x="20" y="62" width="353" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="crash" id="cv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <listContentConfiguration key="contentConfiguration" text="Crash (fatal error)"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="dbg" id="ds"/>
                                    <outlet property="delegate" destination="dbg" id="dl"/>
                                    <outletCollection property="gestureRecognizers" destination="press" appends="YES" id="gr"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="press">
                            <pressTypeMask key="allowedPressTypes" select="YES" playPause="YES"/>
                            <connections>
                                <action selector="selectPressed:" destination="dbg" id="sp"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                """)
        ),
    ]
}
