import Foundation
import SbgenCore
import Testing

/// `<refreshControl key="refreshControl">` of a table view controller: `UIRefreshControl()` with its
/// tint colour and its valueChanged action, assigned to `refreshControl` after the view; what IB
/// writes on every refresh control (`enabled="NO"`, `contentMode="center"`…) sets nothing.
@Suite struct RefreshControlTests {
    static let scene = """
        <scene sceneID="S1">
            <objects>
                <tableViewController id="C1" customClass="TasksViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="T1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <connections>
                            <outlet property="dataSource" destination="C1" id="D1"/>
                            <outlet property="delegate" destination="C1" id="D2"/>
                        </connections>
                    </tableView>
                    <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="R1">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="tintColor" systemColor="systemMintColor"/>
                        <connections>
                            <action selector="refresh:" destination="C1" eventType="valueChanged" id="A1"/>
                        </connections>
                    </refreshControl>
                </tableViewController>
            </objects>
        </scene>
        """

    @Test func refreshControlOfATableViewController() throws {
        let text = try LoadViewFixtures.generate(
            LoadViewFixtures.storyboard(Self.scene).replacingOccurrences(
                of: "</document>",
                with: """
                    <resources>
                        <systemColor name="systemMintColor">
                            <color red="0.0" green="0.7803921568627451" blue="0.74509803921568629" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </systemColor>
                    </resources>
                    </document>
                    """), name: "T.storyboard")
        #expect(
            text.contains(
                """
                        let rootView = UITableView(frame: .zero, style: .plain)
                        let refreshControl1 = UIRefreshControl()

                        // configure
                        rootView.alwaysBounceVertical = true
                        rootView.rowHeight = 44.0
                        rootView.sectionHeaderHeight = 28.0
                        rootView.sectionFooterHeight = 28.0
                        rootView.frame = CGRect(x: 0.0, y: 0.0, width: 393.0, height: 852.0)
                        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        if #available(iOS 15.0, *) {
                            refreshControl1.tintColor = UIColor.systemMint
                        }

                        // outlets
                        view = rootView
                        refreshControl = refreshControl1
                        rootView.dataSource = self
                        rootView.delegate = self

                        // actions
                        refreshControl1.addTarget(self, action: #selector(TasksViewController.refresh(_:)), for: .valueChanged)
                    }
                }

                """), "\(text)")
        #expect(!text.contains("Diagnostics"))
    }

    /// An attribute IB does not write by default is named.
    @Test func otherAttributesAreNamed() throws {
        let scene = Self.scene.replacingOccurrences(of: #"enabled="NO""#, with: #"enabled="NO" hidden="YES""#)
        let text = try LoadViewFixtures.generate(LoadViewFixtures.storyboard(scene), name: "T.storyboard")
        #expect(
            text.hasSuffix(
                """
                // Diagnostics:
                // Fixtures/T.storyboard:15:13: warning: refresh control attribute hidden="YES" not converted; set it on refreshControl1 in code

                """), "\(text)")
    }
}
