import Foundation
import IBModel
import IBParser
import SbgenCore

/// One IB document per family of version-dependent API the generator emits, each generated at the
/// lowest deployment target and at a current one (`DeploymentTargetFamilyTests`). Every family has
/// its own File's Owner class, so that the outputs of one platform and target compile together.
enum DeploymentTargetFixtures {
    struct Family: Sendable, CustomStringConvertible {
        var name: String
        var platform: Platform
        var document: String
        /// An API of the family the high-target output calls without a check (what the low-target
        /// compile of that output must report as "only available in …").
        var newerAPI: String

        var description: String { name }
    }

    static let iOSLow = DeploymentTarget(.iOS, OSVersion(12))
    static let iOSHigh = DeploymentTarget(.iOS, OSVersion(26))
    static let macOSLow = DeploymentTarget(.macOS, OSVersion(10, 13))
    static let macOSHigh = DeploymentTarget(.macOS, OSVersion(15))

    static let families: [Family] = [
        Family(
            name: "SystemColors", platform: .iOS,
            document: xib(
                owner: "ColorsViewController",
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <color key="textColor" systemColor="labelColor"/>
                    <color key="backgroundColor" systemColor="systemMintColor"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                    <rect key="frame" x="0.0" y="30" width="100" height="20"/>
                    <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
                </view>
                """,
                rootExtra: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                resources: """
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    """),
            newerAPI: "'label' is only available in iOS 13.0"),
        Family(
            name: "SymbolImages", platform: .iOS,
            document: xib(
                owner: "SymbolsViewController",
                """
                <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                    <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                </imageView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="70" width="100" height="44"/>
                    <state key="normal" title="Share" image="square.and.arrow.up" catalog="system"/>
                </button>
                """),
            newerAPI: "'init(systemName:)' is only available in iOS 13.0"),
        Family(
            name: "ButtonConfiguration", platform: .iOS,
            document: xib(
                owner: "ConfigurationViewController",
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    <buttonConfiguration key="configuration" style="filled" title="Buy" image="cart"/>
                </button>
                """),
            newerAPI: "'configuration' is only available in iOS 15.0"),
        Family(
            name: "ButtonMenus", platform: .iOS,
            document: xib(
                owner: "MenusViewController",
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" role="primary" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    <state key="normal" title="Sort"/>
                </button>
                """),
            newerAPI: "'showsMenuAsPrimaryAction' is only available in iOS 14.0"),
        Family(
            name: "StylesAndTypes", platform: .iOS,
            document: xib(
                owner: "StylesViewController",
                """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                </tableView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="close" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="410" width="30" height="30"/>
                </button>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                    <rect key="frame" x="0.0" y="450" width="200" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                    <color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </segmentedControl>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e1">
                    <rect key="frame" x="0.0" y="490" width="100" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="e1c">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <blurEffect style="systemMaterial"/>
                </visualEffectView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                    <rect key="frame" x="0.0" y="600" width="100" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Mute">
                        <accessibilityTraits key="traits" button="YES" toggleButton="YES"/>
                    </accessibility>
                </view>
                """),
            newerAPI: "'insetGrouped' is only available in iOS 13.0"),
        Family(
            name: "BarItems", platform: .iOS,
            document: storyboard(
                """
                <scene sceneID="sc1">
                    <objects>
                        <viewController id="vc1" customClass="BarItemsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Items" largeTitleDisplayMode="inline" id="n1">
                                <barButtonItem key="leftBarButtonItem" title="Settings" image="Gear" id="bb1"/>
                                <rightBarButtonItems>
                                    <barButtonItem systemItem="close" id="bb2"/>
                                    <barButtonItem title="Share" image="square.and.arrow.up" catalog="system" id="bb3"/>
                                    <barButtonItem style="done" systemItem="done" id="bb4"/>
                                </rightBarButtonItems>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="Home" image="house" catalog="system" id="tb1"/>
                        </viewController>
                    </objects>
                </scene>
                """),
            newerAPI: "'init(title:image:target:action:menu:)' is only available in iOS 16.0"),
        Family(
            name: "ControlProperties", platform: .iOS,
            document: xib(
                owner: "ControlPropertiesViewController",
                """
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="white" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </activityIndicatorView>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="0.0" y="30" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" smartQuotesType="no" textContentType="cc-csc"/>
                </textField>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Total: $12" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="t2">
                    <rect key="frame" x="0.0" y="70" width="200" height="100"/>
                    <dataDetectorType key="dataDetectorTypes" link="YES" money="YES"/>
                    <textInputTraits key="textInputTraits" textContentType="date-time"/>
                </textView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" adjustsImageWhenHighlighted="NO" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="0.0" y="180" width="100" height="44"/>
                    <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                    <state key="normal" title="Next"/>
                </button>
                """),
            newerAPI: "'creditCardSecurityCode' is only available in iOS 17.0"),
        Family(
            // IB's date picker Style: `preferredDatePickerStyle` and `.wheels`/`.compact` are iOS 13.4,
            // `.inline` iOS 14.0 (UIDatePicker.h); `DatePickerStyleTests` checks the targets between.
            name: "DatePickerStyles", platform: .iOS,
            document: xib(
                owner: "DatePickersViewController",
                """
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="d1"/>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="d2"/>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline" translatesAutoresizingMaskIntoConstraints="NO" id="d3"/>
                """),
            newerAPI: "'preferredDatePickerStyle' is only available in iOS 13.4"),
        Family(
            name: "AppKitColors", platform: .macOS,
            document: appKitXib(
                owner: "AppKitColorsViewController",
                """
                <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="20" y="20" width="200" height="20"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Status" id="t1c">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" name="separatorColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="20" y="60" width="80" height="30"/>
                    <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="b1c">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                    <color key="contentTintColor" name="systemIndigoColor" catalog="System" colorSpace="catalog"/>
                </button>
                <progressIndicator maxValue="100" bezeled="NO" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                    <rect key="frame" x="20" y="100" width="200" height="20"/>
                </progressIndicator>
                """),
            newerAPI: "'contentTintColor' is only available in macOS 10.14"),
        Family(
            name: "AppKitLayoutGuides", platform: .macOS,
            document: appKitXib(
                owner: "AppKitGuidesViewController",
                """
                <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <rect key="frame" x="20" y="20" width="200" height="20"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="t1c">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """,
                rootExtra: """
                    <constraints>
                        <constraint firstItem="t1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="t1" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" symbolic="YES" id="c2"/>
                    </constraints>
                    """),
            newerAPI: "'safeAreaLayoutGuide' is only available in macOS 11.0"),
    ]

    /// A xib whose File's Owner (`owner`) has the root view holding `subviews`.
    static func xib(owner: String, _ subviews: String, rootExtra: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections>
                        <outlet property="view" destination="root" id="o-root"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    \(rootExtra)
                </view>
            </objects>
            <resources>
                \(resources)
            </resources>
        </document>
        """
    }

    /// A storyboard with `scenes`.
    static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                \(scenes)
            </scenes>
            <resources>
                <image name="Gear" width="24" height="24"/>
                <image name="house" catalog="system" width="24" height="24"/>
                <image name="square.and.arrow.up" catalog="system" width="24" height="24"/>
            </resources>
        </document>
        """
    }

    /// A macOS xib whose File's Owner (`owner`) has the root view holding `subviews`.
    static func appKitXib(owner: String, _ subviews: String, rootExtra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="\(owner)">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    \(rootExtra)
                </customView>
            </objects>
        </document>
        """
    }

    /// The parsed document of `family`.
    static func document(_ family: Family) throws -> IBDocument {
        let kind = family.document.contains("Storyboard.XIB") ? "storyboard" : "xib"
        return try IBDocumentParser().parse(data: Data(family.document.utf8), path: "Fixtures/\(family.name).\(kind)")
    }

    /// The family's loadview output at `target`, with its diagnostics as trailing comments.
    static func generate(_ family: Family, at target: DeploymentTarget) throws -> (code: String, golden: String) {
        let document = try document(family)
        let output = LoadViewGenerator.generate(
            document, source: document.path,
            options: LoadViewGenerator.Options(deploymentTargets: DeploymentTargets([target])))
        let code = try LoadViewRenderer.render(output.plan)
        var golden = code
        if !output.diagnostics.isEmpty {
            golden += "\n// Diagnostics:\n" + output.diagnostics.map { "// \($0)" }.joined(separator: "\n") + "\n"
        }
        return (code, golden)
    }
}
