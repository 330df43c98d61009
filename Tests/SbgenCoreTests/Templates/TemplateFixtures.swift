import IBModel

@testable import SbgenCore

/// Small inline storyboards for the template tests: every naming conflict the templates resolve.
enum TemplateFixtures {
    private typealias Support = ContextTestSupport

    /// `Names.storyboard`: identifiers with spaces, dashes, dots, emoji, leading digits and keywords;
    /// two segue identifiers that map to one name; a scene identifier equal to a class name; a
    /// duplicated storyboard identifier; one segue identifier from two scenes with different
    /// destinations; a navigation controller destination; reuse identifiers that clash; a scene and a
    /// segue whose identifiers (without case) give one Swift name.
    static func names(path: String = "Names.storyboard") throws -> IBDocument {
        let scenes = [
            #"""
            <scene sceneID="s-list"><objects>
              <viewController storyboardIdentifier="List" id="list" customClass="ListViewController" sceneMemberID="viewController">
                <connections>
                  <segue destination="item" kind="show" identifier="show-detail" id="g1"/>
                  <segue destination="answer" kind="show" identifier="show detail" id="g2"/>
                  <segue destination="item" kind="show" identifier="default" id="g3"/>
                  <segue destination="item" kind="show" identifier="Open" id="g4"/>
                  <segue destination="nav" kind="presentation" identifier="class" id="g5"/>
                </connections>
              </viewController>
            </objects></scene>
            """#,
            #"""
            <scene sceneID="s-item"><objects>
              <viewController storyboardIdentifier="ItemViewController" id="item" customClass="ItemViewController" sceneMemberID="viewController">
                <connections>
                  <segue destination="answer" kind="show" identifier="Open" id="g6"/>
                  <segue destination="detail-ref" kind="show" identifier="details" id="g7"/>
                </connections>
              </viewController>
            </objects></scene>
            """#,
            #"<scene sceneID="s-answer"><objects><viewController storyboardIdentifier="42 answers" id="answer" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s-pizza"><objects><viewController storyboardIdentifier="🍕" id="pizza" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s-menu"><objects><viewController storyboardIdentifier="pizza.🍕-menu" id="menu" customClass="Detail" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s-initial"><objects><viewController storyboardIdentifier="initialScene" id="initial" sceneMemberID="viewController"/></objects></scene>"#,
            #"""
            <scene sceneID="s-nav"><objects>
              <navigationController storyboardIdentifier="switch" id="nav" sceneMemberID="viewController">
                <connections><segue destination="list2" kind="relationship" relationship="rootViewController" id="g8"/></connections>
              </navigationController>
            </objects></scene>
            """#,
            #"""
            <scene sceneID="s-list2"><objects>
              <tableViewController storyboardIdentifier="List" id="list2" customClass="ItemsViewController" sceneMemberID="viewController">
                <tableView key="view" id="tv">
                  <prototypes>
                    <tableViewCell reuseIdentifier="item-cell" id="c1" customClass="ItemCell"/>
                    <tableViewCell reuseIdentifier="item cell" id="c2"/>
                    <tableViewCell reuseIdentifier="class" id="c3"/>
                  </prototypes>
                </tableView>
              </tableViewController>
            </objects></scene>
            """#,
            #"<scene sceneID="s-ref"><objects><viewControllerPlaceholder storyboardName="Detail" id="detail-ref" sceneMemberID="viewController"/></objects></scene>"#,
            // A scene and its segue named alike, in a script without case: one name for two members.
            #"<scene sceneID="s-jp"><objects><viewController storyboardIdentifier="詳細" id="jp" sceneMemberID="viewController"><connections><segue destination="list" kind="show" identifier="詳細" id="g9"/></connections></viewController></objects></scene>"#,
        ]
        return try Support.parse(storyboardXML(initial: "list", scenes), path: path)
    }

    /// `Detail.storyboard`, named like the class `Detail` of its initial scene.
    static func detail() throws -> IBDocument {
        try Support.parse(
            storyboardXML(
                initial: "d",
                [
                    #"<scene sceneID="s-d"><objects><viewController storyboardIdentifier="Detail" id="d" customClass="Detail" sceneMemberID="viewController"/></objects></scene>"#
                ]), path: "Detail.storyboard")
    }

    /// Every conflict: `Names` (twice: `Base.lproj` and a `fr.lproj` copy) and `Detail`.
    static func conflicts() throws -> [IBDocument] {
        [try names(path: "Base.lproj/Names.storyboard"), try names(path: "fr.lproj/Names.storyboard"), try detail()]
    }

    private static func storyboardXML(initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }
}
