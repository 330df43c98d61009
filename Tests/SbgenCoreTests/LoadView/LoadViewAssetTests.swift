import Foundation
import IBModel
import IBParser
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// Issue 19 items 2 and 5: assets from the IB file's own bundle, SF Symbols with their
/// configuration, and the controller attributes IB decodes on the controller. Each case has a
/// golden (`Golden/Assets/<name>.swift`, `SBGEN_RECORD=1` re-records), is type-checked against the
/// stand-in surface, and the main-bundle UIKit cases run on the recording surface.
@Suite("LoadView assets, symbols and controller attributes", .serialized)
struct LoadViewAssetTests {
    /// Name, IB text, the bundle it is generated for.
    static let cases: [(name: String, source: String, bundle: AssetBundle)] = [
        ("AssetsPackage", assetsXib, .module),
        ("AssetsFramework", assetsXib, .framework),
        ("AssetsApp", assetsXib, .main),
        (
            "AssetsFrameworkWithoutClass",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <imageView contentMode="scaleAspectFit" image="Logo" id="logo">
                        <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </imageView>
                </objects>
            </document>
            """, .framework
        ),
        ("AssetsMacPackage", macAssetsXib, .module),
        ("Symbols", symbolsXib, .main),
        ("ItemImageReferences", itemsStoryboard, .main),
        ("ControllerAttributes", controllersStoryboard, .main),
    ]

    static let assetsXib = LoadViewFixtures.xib(
        """
        <imageView contentMode="scaleAspectFit" image="Badge" highlightedImage="BadgeOn" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
            <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
            <color key="tintColor" name="AccentColor"/>
        </imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
            <rect key="frame" x="0.0" y="70" width="100" height="44"/>
            <state key="normal" title="Go" image="Arrow"/>
            <state key="disabled" backgroundImage="Disabled"/>
        </button>
        <imageView contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i2">
            <rect key="frame" x="0.0" y="120" width="64" height="64"/>
        </imageView>
        """, rootExtra: #"<color key="backgroundColor" name="Background"/>"#)

    static let macAssetsXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                            <rect key="frame" x="20" y="20" width="48" height="48"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="Badge" id="imgc"/>
                        </imageView>
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="sym">
                            <rect key="frame" x="20" y="70" width="24" height="24"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="star" catalog="system" id="symc"/>
                        </imageView>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                            <rect key="frame" x="80" y="40" width="100" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="tfc">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="Ink"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    static let symbolsXib = LoadViewFixtures.xib(
        """
        <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
            <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
            <imageReference key="image" image="gear" catalog="system" symbolScale="large"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="regular"/>
        </imageView>
        <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i2">
            <rect key="frame" x="0.0" y="70" width="64" height="64"/>
            <imageReference key="image" image="bell" catalog="system" symbolScale="default"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30" scale="large" weight="medium"/>
        </imageView>
        <imageView contentMode="scaleAspectFit" image="heart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i3">
            <rect key="frame" x="0.0" y="140" width="64" height="64"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="medium">
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </preferredSymbolConfiguration>
        </imageView>
        <imageView contentMode="scaleAspectFit" image="leaf" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i4">
            <rect key="frame" x="0.0" y="210" width="64" height="64"/>
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="medium"/>
        </imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
            <rect key="frame" x="0.0" y="280" width="100" height="44"/>
            <state key="normal">
                <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>
            </state>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
            <rect key="frame" x="120" y="280" width="100" height="44"/>
            <buttonConfiguration key="configuration" style="plain" image="star" catalog="system">
                <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="small"/>
            </buttonConfiguration>
        </button>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
            <rect key="frame" x="0.0" y="330" width="100" height="44"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="image" keyPath="imageNormal" value="safari" catalog="system"/>
                <userDefinedRuntimeAttribute type="image" keyPath="background" value="Panel"/>
            </userDefinedRuntimeAttributes>
        </view>
        """)

    static let itemsStoryboard = LoadViewFixtures.storyboard(
        """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="safe1"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Home" id="tab1">
                        <imageReference key="image" image="house" catalog="system" symbolScale="large"/>
                        <imageReference key="selectedImage" image="house.fill" catalog="system"/>
                    </tabBarItem>
                    <navigationItem key="navigationItem" title="Home" id="nav1">
                        <barButtonItem key="rightBarButtonItem" id="bbi1">
                            <imageReference key="image" image="gearshape" catalog="system"/>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)

    static let controllersStoryboard = LoadViewFixtures.storyboard(
        """
        <scene sceneID="s1">
            <objects>
                <tableViewController automaticallyAdjustsScrollViewInsets="NO" extendedLayoutIncludesOpaqueBars="YES" id="tvc" customClass="ListViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tableView>
                    <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="screenName" value="List"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="tracksViews" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController automaticallyAdjustsScrollViewInsets="NO" id="vc2" customClass="ReaderViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root2">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </scrollView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe2"/>
                    </view>
                    <extendedEdge key="edgesForExtendedLayout"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController hidesBottomBarWhenPushed="YES" id="vc3" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root3">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="safe3"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)

    static func kind(_ source: String) -> String { source.contains("Storyboard.XIB") ? "storyboard" : "xib" }

    static func generate(_ name: String) throws -> (document: IBDocument, output: LoadViewGenerator.Output) {
        let entry = cases.first { $0.name == name }!
        let path = "Fixtures/\(name).\(kind(entry.source))"
        let document = try IBDocumentParser().parse(data: Data(entry.source.utf8), path: path)
        return (document, LoadViewGenerator.generate(document, source: path, options: .init(assetBundle: entry.bundle)))
    }

    @Test("Golden output", arguments: cases.map(\.name))
    func golden(name: String) throws {
        let (_, output) = try Self.generate(name)
        var text = try LoadViewRenderer.render(output.plan)
        if !output.diagnostics.isEmpty {
            text += "\n// Diagnostics:\n" + output.diagnostics.map { "// \($0)" }.joined(separator: "\n") + "\n"
        }
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/Assets/\(name).swift")
    }

    @Test("Type-checks against the stand-in surface", arguments: cases.map(\.name))
    func compiles(name: String) throws {
        let (document, output) = try Self.generate(name)
        let code = try LoadViewRenderer.render(output.plan)
        // What SwiftPM generates for a target with resources (resource_bundle_accessor.swift).
        let module = code.contains("Bundle.module") ? "\nextension Bundle { static let module = Bundle.main }\n" : ""
        let source = code + "\n" + LoadViewCompileTests.standIns(document, plan: output.plan) + module
        let platform: SurfacePlatform = document.platform == .macOS ? .macOS : .iOS
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: platform)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))\n\(source)")
    }

    @Test("Main-bundle UIKit cases run on the recording surface and equal the canonical form")
    func equality() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var prepared: [LoadViewHarness.Prepared] = []
        for entry in Self.cases where entry.bundle == .main && !entry.source.contains("MacOSX.Cocoa") {
            let text = entry.source.replacingOccurrences(of: "TestViewController", with: "\(entry.name)ViewController")
            let url = folder.appendingPathComponent("\(entry.name).\(Self.kind(text))")
            try text.write(to: url, atomically: true, encoding: .utf8)
            let one = try #require(LoadViewHarness.prepare(url.path, displayName: url.lastPathComponent))
            prepared.append(one)
        }
        #expect(prepared.count == 4)
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(comparisons.count == 5)
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }

    @Test("The bundle is told from where the IB file lives")
    func locate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String = "") throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func plist(_ type: String) -> String {
            "<plist version=\"1.0\"><dict>\n\t<key>CFBundlePackageType</key>\n\t<string>\(type)</string>\n</dict></plist>"
        }
        try write("Pkg/Package.swift", "// swift-tools-version:5.9")
        try write("Pkg/Sources/Feature/Views/Card.xib")
        try write("Pkg/Sources/Loose.xib")
        try write("Pkg/Tests/FeatureTests/Fixture.xib")
        try write("App/Info.plist", plist("APPL"))
        try write("App/Base.lproj/Main.storyboard")
        try write("Kit/Info.plist", plist("FMWK"))
        try write("Kit/Base.lproj/Panel.xib")
        try write("Kit2/Info.plist", plist("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"))
        try write("Kit2/Panel.xib")
        try write("Other/Sources/Feature/Card.xib")
        func bundle(_ path: String, _ environment: [String: String] = [:]) -> AssetBundle {
            AssetBundle.locate(forIBFile: root.appendingPathComponent(path).path, environment: environment)
        }
        #expect(bundle("Pkg/Sources/Feature/Views/Card.xib") == .module)
        #expect(bundle("Pkg/Sources/Loose.xib") == .main)  // not in a target folder
        #expect(bundle("Pkg/Tests/FeatureTests/Fixture.xib") == .main)
        #expect(bundle("App/Base.lproj/Main.storyboard") == .main)
        #expect(bundle("Kit/Base.lproj/Panel.xib") == .framework)
        #expect(bundle("Kit2/Panel.xib") == .main)  // the package type is a build setting
        #expect(bundle("Kit2/Panel.xib", ["PRODUCT_TYPE": "com.apple.product-type.framework"]) == .framework)
        #expect(bundle("Other/Sources/Feature/Card.xib") == .main)  // no Package.swift above `Sources`
    }
}
