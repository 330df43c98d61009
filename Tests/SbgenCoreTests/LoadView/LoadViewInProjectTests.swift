import Foundation
import IBParser
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// What generated view code needs to compile in the team's project (issue 19 items 1, 3, 6 and
/// issue 18 item 5), one minimal IB input per class of problem: the golden output
/// (`Golden/LoadView/InProject/<name>.swift`, `SBGEN_RECORD=1` re-records) and a type-check against
/// the stand-in surface in Swift 6 with warnings as errors, with the team's classes declared as the
/// project would have them (another module's classes in a module of their own).
@Suite("LoadView output compiles in the project", .serialized)
struct LoadViewInProjectTests {
    struct Case: Sendable {
        var name: String
        var source: String
        /// The module the code is built into (`-module-name`).
        var module = "App"
        /// The project's own classes, compiled with the generated code.
        var standIns = ""
        /// Other modules: name → source.
        var modules: [String: String] = [:]
        var compiles = true
    }

    static let storyboardHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        """
    static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        """

    static let cases: [Case] = [
        // Classes of another module are imported; the target's own classes (Inherit Module From
        // Target, or the module the file votes for) and classes without a module are not. An outlet
        // named like its class gets a local that does not shadow the class, and the class is reached
        // through an alias where the owner's outlet hides it.
        Case(
            name: "Modules",
            source: storyboardHeader + """
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="ChartsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="chart" customClass="BarChartView" customModule="ChartKit">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                            </view>
                                            <view contentMode="scaleToFill" id="badge" customClass="BadgeView" customModule="App">
                                                <rect key="frame" x="0.0" y="300" width="44" height="44"/>
                                            </view>
                                            <view contentMode="scaleToFill" id="gauge" customClass="GaugeView">
                                                <rect key="frame" x="0.0" y="350" width="44" height="44"/>
                                            </view>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="BarChartView" destination="chart" id="o1"/>
                                        <outlet property="badge" destination="badge" id="o2"/>
                                    </connections>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """,
            standIns: """
                final class ChartsViewController: UIViewController {
                    var BarChartView: BarChartView?
                    var badge: BadgeView?
                }
                final class BadgeView: UIView {}
                final class GaugeView: UIView {}
                """,
            modules: ["ChartKit": "import UIKit\nopen class BarChartView: UIView {}\n"]),
        // A reusable view that loads its xib with itself as File's Owner: the xib's view is built in
        // an extension of the owner's class, its outlets and actions connected to `self`, and
        // returned as `loadNibNamed` returned it.
        Case(
            name: "OwnerContentView",
            source: xibHeader + """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="contentView" destination="content" id="o1"/>
                                <outlet property="titleLabel" destination="title" id="o2"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="16" width="200" height="21"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                    <rect key="frame" x="240" y="16" width="64" height="44"/>
                                    <state key="normal" title="More"/>
                                    <connections>
                                        <action selector="moreTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """,
            standIns: """
                final class CardView: UIView {
                    var contentView: UIView?
                    var titleLabel: UILabel?
                    @objc func moreTapped(_ sender: Any) {}
                }
                """),
        // File's Owner and the top-level view are one class: the content goes into `self`.
        Case(
            name: "OwnerIsTheView",
            source: xibHeader + """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="messageLabel" destination="message" id="o1"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="banner" customClass="BannerView" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Offline" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                    <rect key="frame" x="16" y="12" width="200" height="21"/>
                                </label>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """,
            standIns: """
                final class BannerView: UIView {
                    var messageLabel: UILabel?
                }
                """),
        // Selectors that compile: zero-argument actions named like an SDK member (`dismiss`, `next`)
        // or like another action of the class (`reload`, `reload:`), SDK edit actions sent to First
        // Responder, and First Responder actions no SDK class declares (the file's protocol).
        Case(
            name: "Selectors",
            source: xibHeader + """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EditorViewController" customModule="App" customModuleProvider="target">
                            <connections>
                                <outlet property="view" destination="root" id="o1"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="b1">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                    <connections>
                                        <action selector="dismiss" destination="-1" eventType="touchUpInside" id="a1"/>
                                        <action selector="next" destination="-1" eventType="touchDown" id="a2"/>
                                        <action selector="reload" destination="-1" eventType="touchDownRepeat" id="a3"/>
                                        <action selector="reload:" destination="-1" eventType="touchUpOutside" id="a4"/>
                                        <action selector="cut:" destination="-2" eventType="touchCancel" id="a5"/>
                                        <action selector="showSettings:" destination="-2" eventType="touchDragInside" id="a6"/>
                                        <action selector="refreshAll" destination="-2" eventType="touchDragOutside" id="a7"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """,
            standIns: """
                final class EditorViewController: UIViewController {
                    @objc func dismiss() {}
                    @objc func next() {}
                    @objc func reload() {}
                    @objc func reload(_ sender: Any) {}
                }
                """),
        // A bar button item's custom view is built and wrapped (`UIBarButtonItem(customView:)`), an
        // outlet collection takes a styled cell's own label unwrapped, and a root view that is not
        // converted leaves an empty view so that `view` is set.
        Case(
            name: "ItemsAndFallbacks",
            source: storyboardHeader + """
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="tvc" customClass="OptionsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <sections>
                                            <tableViewSection id="sec">
                                                <cells>
                                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="cl" style="IBUITableViewCellStyleDefault" id="cell">
                                                        <rect key="frame" x="0.0" y="18" width="393" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cc">
                                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <subviews>
                                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Sync" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="cl">
                                                                    <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                                                    <autoresizingMask key="autoresizingMask"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                    <navigationItem key="navigationItem" title="Options" id="nav">
                                        <barButtonItem key="rightBarButtonItem" style="plain" id="bbi">
                                            <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="help">
                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <state key="normal" title="Help"/>
                                                <connections>
                                                    <action selector="showHelp:" destination="tvc" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </barButtonItem>
                                    </navigationItem>
                                    <connections>
                                        <outletCollection property="labels" destination="cl" collectionClass="NSMutableArray" id="oc1"/>
                                    </connections>
                                </tableViewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="vc2" customClass="SceneViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <sceneKitView key="view" contentMode="scaleToFill" id="scn">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    </sceneKitView>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """,
            standIns: """
                final class OptionsViewController: UITableViewController {
                    var labels: [UILabel]?
                    @objc func showHelp(_ sender: Any) {}
                }
                final class SceneViewController: UIViewController {}
                """),
    ]

    @Test("Golden output", arguments: cases.map(\.name))
    func golden(name: String) throws {
        let test = try #require(Self.cases.first { $0.name == name })
        let kind = test.source.contains("Storyboard.XIB") ? "storyboard" : "xib"
        let text = try LoadViewFixtures.generate(test.source, name: "\(name).\(kind)")
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/LoadView/InProject/\(name).swift")
    }

    @Test("Type-checks against the surface as part of the project", arguments: cases.map(\.name))
    func compiles(name: String) throws {
        let test = try #require(Self.cases.first { $0.name == name })
        let kind = test.source.contains("Storyboard.XIB") ? "storyboard" : "xib"
        let document = try IBDocumentParser().parse(data: Data(test.source.utf8), path: "Fixtures/\(name).\(kind)")
        let output = LoadViewGenerator.generate(document, source: document.path)
        let code = try LoadViewRenderer.render(output.plan)
        let diagnostics = try SurfaceCompiler.shared.typecheck(
            source: code + "\n" + test.standIns, platform: .iOS, extraModules: test.modules,
            moduleName: test.module)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))\n\(code)")
    }

    /// The module comes from `PRODUCT_MODULE_NAME` / `--module` when given: a class of that module
    /// written without "Inherit Module From Target" is not imported either.
    @Test func givenModuleIsNotImported() throws {
        let source =
            Self.storyboardHeader + """
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="HomeViewController" customModule="Kiosk" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="chart" customClass="BarChartView" customModule="ChartKit">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Home.storyboard")
        #expect(
            LoadViewGenerator.generate(document, source: "Home.storyboard").plan.imports == [
                "UIKit", "ChartKit", "Kiosk",
            ])
        let given = LoadViewGenerator.generate(
            document, source: "Home.storyboard", options: LoadViewGenerator.Options(module: "Kiosk"))
        #expect(given.plan.imports == ["UIKit", "ChartKit"])
    }

    /// An SDK class used as a custom class imports its framework.
    @Test func sdkClassImportsItsFramework() throws {
        let source = LoadViewFixtures.xib(
            """
            <view contentMode="scaleToFill" id="volume" customClass="MPVolumeView">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            </view>
            """)
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Player.xib")
        #expect(LoadViewGenerator.generate(document, source: "Player.xib").plan.imports == ["UIKit", "MediaPlayer"])
    }
}
