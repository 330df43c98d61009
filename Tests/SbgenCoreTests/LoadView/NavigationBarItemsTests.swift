import Foundation
import SbgenCore
import Testing

/// A navigation item outside a controller: in a standalone navigation bar's `<items>` it becomes
/// `UINavigationItem(title:)`, set as the bar's `items` after its bar button items; one the scene
/// holds beside its controller is made too, so that the outlets to its bar button items connect.
@Suite struct NavigationBarItemsTests {
    @Test func itemOfANavigationBarAndItsOutlet() throws {
        let text = try LoadViewFixtures.generate(
            LoadViewFixtures.xib(
                """
                <navigationBar contentMode="scaleToFill" id="B1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <items>
                        <navigationItem id="N1">
                            <barButtonItem key="leftBarButtonItem" title="Insert" id="I1">
                                <connections>
                                    <action selector="insertItem" destination="-1" id="A1"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </items>
                </navigationBar>
                """, ownerConnections: #"<outlet property="navItem" destination="N1" id="o-n"/>"#),
            name: "T.xib")
        #expect(
            text.contains(
                """
                        let navigationBar1 = UINavigationBar()
                        let navItem = UINavigationItem(title: "")
                        let insertButton = UIBarButtonItem(title: "Insert", style: .plain, target: self, action: #selector(TestViewController.insertItem))

                        // configure
                        rootView.frame = CGRect(x: 0.0, y: 0.0, width: 393.0, height: 852.0)
                        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        navigationBar1.frame = CGRect(x: 0.0, y: 0.0, width: 393.0, height: 44.0)
                        navItem.leftBarButtonItem = insertButton
                        navigationBar1.items = [navItem]

                        // hierarchy
                        rootView.addSubview(navigationBar1)

                        // outlets
                        view = rootView
                        self.navItem = navItem
                    }
                }

                """), "\(text)")
    }

    @Test func topLevelNavigationItem() throws {
        let text = try LoadViewFixtures.generate(
            LoadViewFixtures.storyboard(
                """
                <scene sceneID="S1">
                    <objects>
                        <viewController id="C1" customClass="SaveStateViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <connections>
                                <outlet property="playBarButtonItem" destination="P1" id="O1"/>
                            </connections>
                        </viewController>
                        <navigationItem title="Title" id="N1">
                            <barButtonItem key="rightBarButtonItem" systemItem="play" id="P1">
                                <connections>
                                    <action selector="playButtonTapped:" destination="C1" id="A1"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </objects>
                </scene>
                """), name: "T.storyboard")
        #expect(
            text.contains(
                """
                        // create
                        let navigationItem1 = UINavigationItem(title: "Title")
                        let playBarButtonItem = UIBarButtonItem(barButtonSystemItem: .play, target: self, action: #selector(SaveStateViewController.playButtonTapped(_:)))
                        let rootView = UIView()

                        // configure
                        navigationItem1.rightBarButtonItem = playBarButtonItem
                        rootView.frame = CGRect(x: 0.0, y: 0.0, width: 393.0, height: 852.0)

                        // outlets
                        view = rootView
                        self.playBarButtonItem = playBarButtonItem
                    }
                }

                """), "\(text)")
        #expect(!text.contains("Diagnostics"))
    }

    /// A standalone tab bar's item with more than a title, an image and a tag is named, and left out.
    @Test func tabBarItemWithASelectedImageIsNamed() throws {
        let text = try LoadViewFixtures.generate(
            LoadViewFixtures.xib(
                """
                <tabBar contentMode="scaleToFill" id="B1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                    <items>
                        <tabBarItem title="Map" image="Map" selectedImage="MapFilled" id="T1"/>
                        <tabBarItem title="List" image="List" id="T2"/>
                    </items>
                </tabBar>
                """), name: "T.xib")
        #expect(text.contains("        tabBar1.items = [tabBarItem1]\n"), "\(text)")
        #expect(
            text.hasSuffix(
                """
                // Diagnostics:
                // Fixtures/T.xib:18:9: warning: tab bar item attribute 'selectedImage' of a tab bar not converted; it is left out

                """), "\(text)")
    }
}
