import Foundation
import SbgenCore
import TestSupport
import Testing

/// One golden file per view class family and per property family (`Golden/LoadView/<name>.swift`;
/// `SBGEN_RECORD=1` re-records).
@Suite("LoadView goldens")
struct LoadViewGoldenTests {
    /// Every fixture: these and the control properties' (`LoadViewGoldenTests+ControlProperties.swift`).
    static let cases = baseCases + controlPropertyCases

    static let baseCases: [(String, String)] = [
        (
            // `fixedFrame="YES"`: IB's "Autoresizing Mask" layout for a view no constraint places. Its frame
            // and mask are set, and it keeps translatesAutoresizingMaskIntoConstraints on, whatever IB writes.
            "FixedFrameViews",
            LoadViewFixtures.xib(
                """
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="40" width="288" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="12" y="12" width="196" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </view>
                """)
        ),
        (
            "Label",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="2" baselineAdjustment="alignCenters" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" adjustsFontForContentSizeCategory="YES" id="l1">
                    <rect key="frame" x="20" y="20" width="100" height="40"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    <color key="textColor" systemColor="labelColor"/>
                    <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                """, ownerConnections: #"<outlet property="titleLabel" destination="l1" id="o1"/>"#)
        ),
        (
            "Button",
            LoadViewFixtures.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                    <state key="normal" title="Share" image="square.and.arrow.up" catalog="system">
                        <color key="titleColor" systemColor="systemBlueColor"/>
                    </state>
                    <state key="highlighted" title="Sharing"/>
                    <state key="disabled" backgroundImage="Disabled"/>
                    <connections>
                        <action selector="shareTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <action selector="shareDown:forEvent:" destination="-2" eventType="touchDown" id="a2"/>
                    </connections>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                    <rect key="frame" x="0.0" y="50" width="100" height="44"/>
                    <buttonConfiguration key="configuration" style="filled" title="Buy" image="cart" catalog="system"/>
                </button>
                """)
        ),
        (
            "ImageView",
            LoadViewFixtures.xib(
                """
                <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                    <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                </imageView>
                <imageView contentMode="scaleAspectFill" image="Header" highlightedImage="HeaderHighlighted" translatesAutoresizingMaskIntoConstraints="NO" id="i2">
                    <rect key="frame" x="0.0" y="70" width="64" height="64"/>
                </imageView>
                """)
        ),
        (
            "TextInput",
            LoadViewFixtures.xib(
                """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="none" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="continue" secureTextEntry="YES" textContentType="one-time-code" enablesReturnKeyAutomatically="YES"/>
                    <connections>
                        <action selector="emailChanged:" destination="-1" eventType="editingChanged" id="a3"/>
                        <outlet property="delegate" destination="-1" id="d1"/>
                    </connections>
                </textField>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Notes" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="t2">
                    <rect key="frame" x="0.0" y="40" width="200" height="100"/>
                    <color key="textColor" systemColor="secondaryLabelColor"/>
                    <fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="12"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences" textContentType="url"/>
                </textView>
                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                    <rect key="frame" x="0.0" y="150" width="200" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                """)
        ),
        (
            "Controls",
            LoadViewFixtures.xib(
                """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    <color key="onTintColor" systemColor="systemGreenColor"/>
                    <connections>
                        <action selector="toggled:" destination="-1" eventType="valueChanged" id="a4"/>
                    </connections>
                </switch>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="c2">
                    <rect key="frame" x="0.0" y="40" width="200" height="31"/>
                </slider>
                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" minimumValue="1" maximumValue="12" stepValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="c3">
                    <rect key="frame" x="0.0" y="80" width="94" height="32"/>
                </stepper>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="c4">
                    <rect key="frame" x="0.0" y="120" width="200" height="32"/>
                    <segments>
                        <segment title="Metric"/>
                        <segment title="Imperial"/>
                    </segments>
                </segmentedControl>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="c5">
                    <rect key="frame" x="0.0" y="160" width="37" height="37"/>
                </activityIndicatorView>
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="c6">
                    <rect key="frame" x="0.0" y="200" width="200" height="4"/>
                </progressView>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="1" translatesAutoresizingMaskIntoConstraints="NO" id="c7">
                    <rect key="frame" x="0.0" y="210" width="200" height="26"/>
                    <color key="currentPageIndicatorTintColor" systemColor="labelColor"/>
                </pageControl>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="c8">
                    <rect key="frame" x="0.0" y="240" width="200" height="50"/>
                </datePicker>
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c9">
                    <rect key="frame" x="0.0" y="300" width="200" height="216"/>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="d2"/>
                        <outlet property="delegate" destination="-1" id="d3"/>
                    </connections>
                </pickerView>
                """)
        ),
        (
            "StackView",
            LoadViewFixtures.xib(
                """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="s1"/>
                        <label opaque="NO" contentMode="left" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="s2"/>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="st2">
                    <rect key="frame" x="0.0" y="120" width="200" height="20"/>
                </stackView>
                """)
        ),
        (
            "ScrollView",
            LoadViewFixtures.xib(
                """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" keyboardDismissMode="interactive" translatesAutoresizingMaskIntoConstraints="NO" id="sc">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="800"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="1200"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="k1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="k2"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="k3"/>
                        <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="k4"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                </scrollView>
                """)
        ),
        (
            "VisualEffectAndBars",
            LoadViewFixtures.xib(
                """
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ve">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vc">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Blurred" translatesAutoresizingMaskIntoConstraints="NO" id="vl"/>
                        </subviews>
                    </view>
                    <blurEffect style="regular"/>
                </visualEffectView>
                <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nb">
                    <rect key="frame" x="0.0" y="100" width="393" height="44"/>
                    <items>
                        <navigationItem title="Options" prompt="Pick one" id="ni">
                            <barButtonItem key="leftBarButtonItem" title="Insert" style="done" id="ni1"/>
                            <barButtonItem key="rightBarButtonItem" systemItem="trash" id="ni2"/>
                        </navigationItem>
                    </items>
                </navigationBar>
                <navigationBar contentMode="scaleToFill" translucent="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nb2">
                    <rect key="frame" x="0.0" y="250" width="393" height="44"/>
                    <items>
                        <navigationItem id="ni3"/>
                    </items>
                </navigationBar>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb2">
                    <rect key="frame" x="0.0" y="300" width="393" height="44"/>
                    <items/>
                </toolbar>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tb">
                    <rect key="frame" x="0.0" y="150" width="393" height="44"/>
                    <items>
                        <barButtonItem title="Edit" id="e1"/>
                        <barButtonItem systemItem="flexibleSpace" id="fs"/>
                    </items>
                </toolbar>
                <tabBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tab">
                    <rect key="frame" x="0.0" y="200" width="393" height="49"/>
                    <color key="barTintColor" white="0.95" alpha="1" colorSpace="calibratedWhite"/>
                    <items/>
                </tabBar>
                <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tab2">
                    <rect key="frame" x="0.0" y="350" width="393" height="49"/>
                    <items>
                        <tabBarItem title="Map" image="Map" id="ti1"/>
                        <tabBarItem tag="2" systemItem="favorites" id="ti2"/>
                    </items>
                </tabBar>
                """)
        ),
        (
            "WebMapCustom",
            LoadViewFixtures.xib(
                """
                <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                </wkWebView>
                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                    <rect key="frame" x="0.0" y="200" width="200" height="200"/>
                </mapView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="g" customClass="GradientView" customModule="RecipeBook" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="400" width="200" height="50"/>
                </view>
                """)
        ),
        (
            "Colors",
            LoadViewFixtures.xib(
                """
                <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                <view contentMode="scaleToFill" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="calibratedRGB"/></view>
                <view contentMode="scaleToFill" id="v3"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" white="0.33" alpha="0.5" colorSpace="calibratedWhite"/></view>
                <view contentMode="scaleToFill" id="v4"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
                <view contentMode="scaleToFill" id="v5"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" red="1" green="0.2" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></view>
                <view contentMode="scaleToFill" id="v6"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                    <color key="tintColor" name="AccentColor"/></view>
                <view contentMode="scaleToFill" id="v7"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" systemColor="tableCellGroupedBackgroundColor"/></view>
                <view contentMode="scaleToFill" id="v8"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" cocoaTouchSystemColor="viewFlipsideBackgroundColor"/></view>
                """)
        ),
        (
            "Fonts",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="a" id="f1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/></label>
                <label opaque="NO" contentMode="left" text="b" id="f2"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <fontDescription key="fontDescription" type="italicSystem" pointSize="12"/></label>
                <label opaque="NO" contentMode="left" text="c" id="f3"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/></label>
                <label opaque="NO" contentMode="left" text="d" adjustsFontForContentSizeCategory="YES" id="f4"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
                """)
        ),
        (
            "Constraints",
            LoadViewFixtures.xib(
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                <label opaque="NO" contentMode="left" text="b" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                        <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c3"/>
                        <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0.5" id="c4"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c5"/>
                        <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="bottom" relation="lessThanOrEqual" constant="20" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" relation="greaterThanOrEqual" constant="16" priority="750" identifier="trailingSpace" id="c7"/>
                        <constraint firstItem="a" firstAttribute="height" constant="44" id="c8"/>
                        <constraint firstItem="b" firstAttribute="left" secondItem="a" secondAttribute="leading" id="c9"/>
                        <constraint firstItem="b" firstAttribute="width" constant="100" placeholder="YES" id="c10"/>
                    </constraints>
                    """, ownerConnections: #"<outlet property="heightConstraint" destination="c8" id="o8"/>"#)
        ),
        (
            "FrameAndAutoresizing",
            LoadViewFixtures.xib(
                """
                <view contentMode="scaleToFill" id="fixed">
                    <rect key="frame" x="10" y="20.5" width="100" height="50.333333333333336"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
                <view contentMode="scaleToFill" id="plain">
                    <rect key="frame" x="0.0" y="80" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
                """)
        ),
        (
            "CommonAttributes",
            LoadViewFixtures.xib(
                """
                <view alpha="0.5" hidden="YES" opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" tag="7" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <color key="tintColor" systemColor="systemPinkColor"/>
                    <edgeInsets key="layoutMargins" top="4" left="8" bottom="4" right="8"/>
                    <accessibility key="accessibilityConfiguration" label="Card" hint="Opens the recipe" identifier="recipe.card">
                        <accessibilityTraits key="traits" button="YES" header="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="12"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="hero.id" value="card"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="4 stars"/>
                    </userDefinedRuntimeAttributes>
                    <variation key="heightClass=compact" hidden="NO"/>
                </view>
                """)
        ),
        (
            "GesturesOutletsActions",
            LoadViewFixtures.xib(
                """
                <imageView userInteractionEnabled="YES" contentMode="scaleAspectFill" image="photo" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                    </connections>
                </imageView>
                <label opaque="NO" contentMode="left" text="a" translatesAutoresizingMaskIntoConstraints="NO" id="la"/>
                <label opaque="NO" contentMode="left" text="b" translatesAutoresizingMaskIntoConstraints="NO" id="lb"/>
                """,
                ownerConnections: """
                    <outlet property="photoView" destination="img" id="o1"/>
                    <outletCollection property="labels" destination="la" collectionClass="NSMutableArray" id="o2"/>
                    <outletCollection property="labels" destination="lb" collectionClass="NSMutableArray" id="o3"/>
                    """,
                objects: """
                    <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                        <connections>
                            <action selector="photoTapped:" destination="-1" id="a1"/>
                        </connections>
                    </tapGestureRecognizer>
                    """)
        ),
        (
            "SizeClassVariations",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="Always" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" systemColor="labelColor"/>
                    <variation key="widthClass=compact">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                    </variation>
                    <variation key="widthClass=regular">
                        <color key="textColor" systemColor="secondaryLabelColor"/>
                    </variation>
                    <variation key="heightClass=compact" hidden="YES"/>
                </label>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <variation key="heightClass=compact" axis="horizontal" spacing="12"/>
                    <variation key="heightClass=regular-widthClass=regular" ambiguous="YES">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="40"/>
                    </variation>
                </stackView>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1">
                            <variation key="heightClass=regular-widthClass=regular" constant="40"/>
                            <variation key="heightClass=compact" constant="8"/>
                        </constraint>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c3"/>
                        <constraint firstItem="s" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="s" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c6"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c3"/>
                            <exclude reference="c6"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <exclude reference="c2"/>
                            <include reference="c3"/>
                        </mask>
                    </variation>
                    """)
        ),
        (
            "SizeClassNotConverted",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="Always" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                <label opaque="NO" contentMode="left" text="Compact only" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
                """,
                rootExtra: """
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="b"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="subviews">
                            <include reference="b"/>
                        </mask>
                    </variation>
                    <variation key="userInterfaceIdiom=mac">
                        <mask key="subviews">
                            <exclude reference="a"/>
                        </mask>
                    </variation>
                    """)
        ),
        (
            // A variation of both classes is its own `case`, tried before the width-only and height-only
            // ones and never joined to them; a constraint it installs again, which a width-only
            // variation removes, stays installed for its traits.
            "SizeClassBothClasses",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <variation key="widthClass=compact" hidden="YES"/>
                    <variation key="widthClass=compact-heightClass=regular" hidden="NO"/>
                </label>
                <label opaque="NO" contentMode="left" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <variation key="heightClass=regular" hidden="YES"/>
                    <variation key="heightClass=regular-widthClass=compact" hidden="YES"/>
                    <variation key="widthClass=compact-heightClass=regular" alpha="0.5"/>
                    <variation key="widthClass=compact-widthClass=regular" hidden="NO"/>
                </label>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1">
                            <variation key="widthClass=compact" constant="8"/>
                            <variation key="heightClass=regular" constant="4"/>
                            <variation key="widthClass=compact-heightClass=regular" constant="40"/>
                        </constraint>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="c3"/>
                    </constraints>
                    <variation key="widthClass=compact">
                        <mask key="constraints">
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact-heightClass=regular">
                        <mask key="constraints">
                            <include reference="c2"/>
                        </mask>
                    </variation>
                    """)
        ),
        (
            // Numbers that are not finite (`nan`, `inf`, `1e999`…): Swift has no literal for them. Each is a
            // warning at its element, and what it sets is left out: the property, the frame, the font,
            // the color, the whole constraint (a constant of 0 or a required priority would be another
            // layout), a size-class constant.
            "NonFiniteNumbers",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" alpha="nan" horizontalHuggingPriority="inf" contentMode="left" text="A" minimumFontSize="nan" adjustsFontSizeToFit="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <fontDescription key="fontDescription" type="system" pointSize="inf"/>
                    <color key="textColor" red="nan" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <edgeInsets key="layoutMargins" top="NaN" left="8" bottom="4" right="8"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <real key="value" value="-inf"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
                <view contentMode="scaleToFill" id="b">
                    <rect key="frame" x="nan" y="0.0" width="inf" height="10"/>
                </view>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="nan" minValue="0.0" maxValue="1e999" translatesAutoresizingMaskIntoConstraints="NO" id="s"/>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="nan" id="c1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="-inf" id="c2"/>
                        <constraint firstItem="a" firstAttribute="width" secondItem="safe" secondAttribute="width" multiplier="NaN" id="c3"/>
                        <constraint firstItem="a" firstAttribute="height" secondItem="safe" secondAttribute="height" multiplier="1:inf" id="c4"/>
                        <constraint firstItem="s" firstAttribute="top" secondItem="safe" secondAttribute="top" priority="nan" id="c5"/>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="1e999" id="c6"/>
                        <constraint firstItem="a" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="20" id="c7">
                            <variation key="widthClass=compact" constant="nan"/>
                        </constraint>
                        <constraint firstItem="s" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="c8"/>
                    </constraints>
                    """)
        ),
        (
            // UIKit raises for a priority outside (0, 1000] when it activates the constraint: a warning, and
            // the nearest valid priority (1, or 1000: required, then not written).
            "ConstraintPriorities",
            LoadViewFixtures.xib(
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v"/>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" priority="0" id="c1"/>
                        <constraint firstItem="v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" priority="-5" id="c2"/>
                        <constraint firstItem="v" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" priority="1500" id="c3"/>
                        <constraint firstItem="v" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" priority="1000.5" id="c4"/>
                        <constraint firstItem="v" firstAttribute="width" constant="100" priority="0.5" id="c5"/>
                        <constraint firstItem="v" firstAttribute="height" constant="50" priority="999" id="c6"/>
                        <constraint firstItem="v" firstAttribute="height" relation="greaterThanOrEqual" constant="20" priority="1000" id="c7"/>
                    </constraints>
                    """)
        ),
        (
            "AppKitControls",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                            <outlet property="nameField" destination="tf" id="o1"/>
                        </connections>
                    </customObject>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                        <subviews>
                            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                                <rect key="frame" x="20" y="20" width="440" height="230"/>
                                <subviews>
                                    <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                                        <rect key="frame" x="0.0" y="209" width="440" height="21"/>
                                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" placeholderString="Name" drawsBackground="YES" id="tfc">
                                            <font key="font" metaFont="system"/>
                                            <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                        </textFieldCell>
                                    </textField>
                                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bt">
                                        <rect key="frame" x="0.0" y="170" width="80" height="32"/>
                                        <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="btc">
                                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                            <font key="font" metaFont="system"/>
                                            <string key="keyEquivalent" base64-UTF8="YES">DQ</string>
                                        </buttonCell>
                                        <connections>
                                            <action selector="add:" target="-2" id="a1"/>
                                        </connections>
                                    </button>
                                    <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="iv">
                                        <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" id="ivc"/>
                                    </imageView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """
        ),
        (
            "CellStyles",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="cs">
                    <objects>
                        <tableViewController id="cst" customClass="ContactsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="cstv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Contact" textLabel="t1" detailTextLabel="d1" imageView="i1" style="IBUITableViewCellStyleSubtitle" id="p1">
                                        <rect key="frame" x="0.0" y="50" width="393" height="56"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="p1" id="pc1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t1">
                                                    <rect key="frame" x="60" y="8" width="40" height="20"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Phone" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="d1">
                                                    <rect key="frame" x="60" y="30" width="40" height="16"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" image="person.circle" catalog="system" id="i1">
                                                    <rect key="frame" x="20" y="16" width="24" height="24"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </imageView>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="cst" id="cds"/>
                                    <outlet property="delegate" destination="cst" id="cdl"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="cs3">
                    <objects>
                        <tableViewController id="cs3c" customClass="SettingsListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="cs3t">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Setting" textLabel="t2" detailTextLabel="d2" style="IBUITableViewCellStyleValue1" id="p2" customClass="SettingCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="106" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="p2" id="pc2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="t2">
                                                    <rect key="frame" x="20" y="12" width="33" height="20"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="d2">
                                                    <rect key="frame" x="330" y="12" width="44" height="20"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="cs2">
                    <objects>
                        <tableViewController id="cs2c" customClass="AboutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="cs2t">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="cs2s">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" textLabel="vt" detailTextLabel="vd" style="IBUITableViewCellStyleValue2" id="vc">
                                                <rect key="frame" x="20" y="18" width="353" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="vc" id="vcc">
                                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Version" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="vt">
                                                            <rect key="frame" x="20" y="14" width="91" height="16"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                                                            <color key="textColor" systemColor="tintColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="1.0" textAlignment="left" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="vd">
                                                            <rect key="frame" x="117" y="14" width="20" height="16"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="cs2c" id="c2ds"/>
                                    <outlet property="delegate" destination="cs2c" id="c2dl"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="versionLabel" destination="vd" id="c2o"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """)
        ),
        (
            // UIKit turns a label's minimumFontSize into a minimumScaleFactor of its font size, for
            // any number of lines and text styles too; IB's editor guides (<userGuides>) are not in the nib.
            "LabelMinimumFontSize",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="Two lines" lineBreakMode="tailTruncation" numberOfLines="2" minimumFontSize="12" translatesAutoresizingMaskIntoConstraints="NO" id="m3">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                    <fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="20"/>
                </label>
                <label opaque="NO" contentMode="left" text="Bold" lineBreakMode="tailTruncation" minimumFontSize="9" translatesAutoresizingMaskIntoConstraints="NO" id="m5">
                    <rect key="frame" x="0.0" y="50" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                </label>
                <label opaque="NO" contentMode="left" text="Styled" lineBreakMode="tailTruncation" minimumFontSize="13" translatesAutoresizingMaskIntoConstraints="NO" id="m4">
                    <rect key="frame" x="0.0" y="200" width="100" height="21"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="g1">
                    <rect key="frame" x="0.0" y="80" width="100" height="100"/>
                    <userGuides>
                        <userLayoutGuide location="50" affinity="minX"/>
                        <userLayoutGuide affinity="minY"/>
                    </userGuides>
                </view>
                """)
        ),
        (
            // The app's own layout class: created with init(); a cell's content view written without an id
            // (older files) is the cell's content view.
            "CollectionViewCustomLayout",
            LoadViewFixtures.xib(
                """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <collectionViewLayout key="collectionViewLayout" id="gl" customClass="GridLayout" customModule="App" customModuleProvider="target"/>
                    <cells>
                        <collectionViewCell clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile">
                            <rect key="frame" x="0.0" y="0.0" width="90" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="90" height="120"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """)
        ),
        (
            "AttributesWithoutAPI",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" contentMode="left" text="Autoshrink" lineBreakMode="tailTruncation" minimumFontSize="10" id="m1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" contentMode="left" text="Fixed" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" minimumFontSize="9" id="m2">
                    <rect key="frame" x="0.0" y="30" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """,
                objects: """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" hidesAccessoryWhenEditing="NO" indentationWidth="10" reuseIdentifier="Plain" id="h1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="h1" id="h1c">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" hidesAccessoryWhenEditing="NO" indentationWidth="10" reuseIdentifier="Checked" id="h2">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="h2" id="h2c">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" editingAccessoryType="checkmark" hidesAccessoryWhenEditing="NO" indentationWidth="10" reuseIdentifier="Both" id="h3">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="h3" id="h3c">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    """)
        ),
        (
            "ContentBuilderConflict",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="cb1">
                    <objects>
                        <tableViewController id="cbc" customClass="OptionsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="cbt">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Option" id="cbp" customClass="OptionCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="28" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cbp" id="cbpc">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" contentMode="left" text="Option" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cbl"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="cb2">
                    <objects>
                        <tableViewController id="cbs" customClass="StaticOptionsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="cbst">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="cbss">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cbsc" customClass="OptionCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="18" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cbsc" id="cbscc">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """)
        ),
        (
            "XibViewsAndGestures",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="banner" customClass="BannerView" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <gestureRecognizers/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                        </connections>
                    </view>
                    <view contentMode="scaleToFill" id="banner2" customClass="BannerView" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="plain">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap2" appends="YES" id="g2"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="tap2">
                        <connections>
                            <outlet property="delegate" destination="plain" id="td2"/>
                        </connections>
                    </tapGestureRecognizer>
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <action selector="bannerTapped:" destination="banner" id="ta"/>
                            <outlet property="delegate" destination="banner" id="td"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </document>
            """
        ),
        (
            "StaticTable",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="st">
                    <objects>
                        <tableViewController id="stc" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="stv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="sec1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="44" id="c1" customClass="SwitchCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                                            <connections>
                                                                <action selector="syncChanged:" destination="stc" eventType="valueChanged" id="a1"/>
                                                            </connections>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="trailingMargin" secondItem="sw" secondAttribute="trailing" id="k1"/>
                                                        <constraint firstItem="sw" firstAttribute="centerY" secondItem="cv1" secondAttribute="centerY" id="k2"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" rowHeight="80" id="c2">
                                                <rect key="frame" x="0.0" y="94" width="393" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c2" id="cv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="sec2">
                                        <string key="footerTitle">Signed in
                as you.</string>
                                        <cells/>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="stc" id="ds"/>
                                    <outlet property="delegate" destination="stc" id="dl"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="syncSwitch" destination="sw" id="o1"/>
                                <outlet property="aboutCell" destination="c2" id="o2"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """)
        ),
        (
            "TableViewPrototypes",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <tableViewController storyboardIdentifier="List" title="List" id="tvc" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="ItemCell" rowHeight="60" id="cell" customClass="ItemCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" contentMode="left" text="Item" translatesAutoresizingMaskIntoConstraints="NO" id="il"/>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="il" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                                                <constraint firstItem="il" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="k2"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="nameLabel" destination="il" id="o1"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Spacer" id="cell2">
                                        <rect key="frame" x="0.0" y="110" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell2" id="cv2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="tvc" id="ds"/>
                                    <outlet property="delegate" destination="tvc" id="dl"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="List" largeTitleDisplayMode="always" id="ni">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <action selector="addTapped:" destination="tvc" id="aa"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="List" image="list.bullet" catalog="system" id="ti"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """)
        ),
        (
            "VisualEffects",
            LoadViewFixtures.xib(
                """
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fx1c">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fx2c">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Vivid" translatesAutoresizingMaskIntoConstraints="NO" id="fxl">
                                            <rect key="frame" x="20" y="20" width="100" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </view>
                                <vibrancyEffect>
                                    <blurEffect style="light"/>
                                </vibrancyEffect>
                            </visualEffectView>
                        </subviews>
                    </view>
                    <blurEffect style="light"/>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx3">
                    <rect key="frame" x="0.0" y="200" width="393" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fx3c">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <vibrancyEffect style="secondaryLabel">
                        <blurEffect style="systemMaterial"/>
                    </vibrancyEffect>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx4">
                    <rect key="frame" x="0.0" y="300" width="393" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fx4c">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <blurEffect style="systemChromeMaterialDark"/>
                </visualEffectView>
                """)
        ),
        (
            "VisualEffectsTVOnly",
            LoadViewFixtures.xib(
                """
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx5">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fx5c">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <blurEffect style="extraDark"/>
                </visualEffectView>
                """)
        ),
        (
            "AttributedText",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="at1">
                    <rect key="frame" x="20" y="20" width="300" height="40"/>
                    <attributedString key="attributedText">
                        <fragment content="Bold ">
                            <attributes>
                                <font key="NSFont" size="17" name="HelveticaNeue-Bold"/>
                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                        <fragment>
                            <string key="content">and
                plain</string>
                            <attributes>
                                <font key="NSFont" metaFont="system" size="15"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="at2">
                    <rect key="frame" x="20" y="80" width="300" height="60"/>
                    <attributedString key="attributedText">
                        <fragment content="Terms">
                            <attributes>
                                <color key="NSColor" systemColor="labelColor"/>
                                <font key="NSFont" size="12" name="Helvetica"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="at3">
                    <rect key="frame" x="20" y="150" width="300" height="60"/>
                    <attributedString key="attributedText"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                """)
        ),
        (
            "AttributedTextUnsupported",
            LoadViewFixtures.xib(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="at4">
                    <rect key="frame" x="20" y="20" width="300" height="40"/>
                    <attributedString key="attributedText">
                        <fragment content="Spaced">
                            <attributes>
                                <real key="NSKern" value="2"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="leftToRight" minimumLineHeight="14" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
                """)
        ),
        (
            "CollectionViewAndEmbed",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="GridViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cvw">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="fl">
                                            <size key="itemSize" width="100" height="100"/>
                                            <size key="estimatedItemSize" width="100" height="100"/>
                                            <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile">
                                                <rect key="frame" x="16" y="0.0" width="100" height="100"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </view>
                                            </collectionViewCell>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Icon" id="icon" customClass="IconCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="132" y="0.0" width="100" height="100"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="iconContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="iconImage">
                                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                        </imageView>
                                                    </subviews>
                                                </collectionViewCellContentView>
                                                <connections>
                                                    <outlet property="iconImage" destination="iconImage" id="o1"/>
                                                </connections>
                                            </collectionViewCell>
                                        </cells>
                                        <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Recipes" translatesAutoresizingMaskIntoConstraints="NO" id="hdrLabel">
                                                    <rect key="frame" x="16" y="15" width="100" height="20"/>
                                                </label>
                                            </subviews>
                                        </collectionReusableView>
                                    </collectionView>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cont">
                                        <rect key="frame" x="0.0" y="600" width="393" height="200"/>
                                        <connections>
                                            <segue destination="child" kind="embed" id="emb"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="child" customClass="FooterViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="croot">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """)
        ),
        (
            // A prototype cell's button acts on the controller: sent up the responder chain.
            "PrototypeCellAction",
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="t1" customClass="ListController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Item" id="c1" customClass="ItemCell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                                    <rect key="frame" x="16" y="7" width="60" height="30"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <state key="normal" title="Delete"/>
                                                    <connections>
                                                        <action selector="deleteItem:" destination="t1" eventType="touchUpInside" id="a1"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """)
        ),
    ]

    @Test("Golden output", arguments: cases.map(\.0))
    func golden(name: String) throws {
        let source = Self.cases.first { $0.0 == name }!.1
        let text = try LoadViewFixtures.generate(
            source, name: "\(name).\(source.contains("Storyboard.XIB") ? "storyboard" : "xib")")
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/LoadView/\(name).swift")
    }
}
