import IBModel
import Testing

@testable import SbgenCore

/// The sbgen context on small inline documents: references, segues, warnings, reusables, nibs.
struct SbgenContextTests {
    private typealias Support = ContextTestSupport

    static func main() throws -> IBDocument {
        try Support.storyboard(
            "Main", initial: "nav",
            #"""
            <scene sceneID="s-nav"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/></connections>
              </navigationController>
            </objects></scene>
            """#,
            #"""
            <scene sceneID="s-list"><objects>
              <tableViewController storyboardIdentifier="List" id="list" customClass="ListVC" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" id="tv" customClass="FancyTable">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Row" id="row" customClass="RowCell" customModule="Cells">
                      <connections><segue destination="prefs-ref" kind="show" identifier="ShowPrefs" id="g1"/></connections>
                    </tableViewCell>
                  </prototypes>
                </tableView>
                <connections>
                  <segue destination="about-ref" kind="presentation" identifier="About" id="g2"/>
                  <segue destination="gone-ref" kind="show" identifier="Gone" id="g3"/>
                </connections>
              </tableViewController>
            </objects></scene>
            """#,
            #"<scene sceneID="s-prefs"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="prefs-ref" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s-about"><objects><viewControllerPlaceholder storyboardName="Settings" id="about-ref" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s-gone"><objects><viewControllerPlaceholder storyboardName="Missing" id="gone-ref" sceneMemberID="viewController"/></objects></scene>"#
        )
    }

    static func settings() throws -> IBDocument {
        try Support.storyboard(
            "Settings", initial: "about",
            #"<scene sceneID="t-about"><objects><viewController storyboardIdentifier="About" id="about" sceneMemberID="viewController"/></objects></scene>"#,
            #"""
            <scene sceneID="t-prefs"><objects>
              <collectionViewController storyboardIdentifier="Prefs" id="prefs" customClass="PrefsVC" customModule="Settings" sceneMemberID="viewController">
                <collectionView key="view" id="cv">
                  <cells>
                    <collectionViewCell reuseIdentifier="Toggle" id="toggle"/>
                  </cells>
                  <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="header" customClass="HeaderView"/>
                </collectionView>
              </collectionViewController>
            </objects></scene>
            """#,
            #"<scene sceneID="t-bad"><objects><viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Nope" id="bad-ref" sceneMemberID="viewController"/></objects></scene>"#
        )
    }

    @Test func referencesResolveAcrossStoryboards() throws {
        let (context, diagnostics) = ContextBuilder.sbgen(documents: [try Self.settings(), try Self.main()])
        #expect(context.documents.map(\.name) == ["Main", "Settings"])
        let main = context.storyboards[0]
        #expect(main.initialScene?.controllerID == "nav")
        let prefs = try #require(main.scenes.first { $0.sceneID == "s-prefs" })
        try Support.expectJSON(
            prefs.reference,
            """
            {"baseType": "UICollectionViewController", "controllerID": "prefs", "customClass": "PrefsVC",
             "customModule": "Settings", "element": "collectionViewController", "identifier": "Prefs",
             "isResolved": true, "module": "Settings", "moduleIsPlaceholder": false, "sceneID": "t-prefs",
             "storyboard": "Settings", "type": "PrefsVC", "viaReference": true}
            """)
        // No referencedIdentifier: the referenced storyboard's initial controller.
        let about = try #require(main.scenes.first { $0.sceneID == "s-about" })
        #expect(about.reference?.identifier == "About")
        #expect(about.reference?.type == "UIViewController")
        let gone = try #require(main.scenes.first { $0.sceneID == "s-gone" })
        try Support.expectJSON(
            gone.reference,
            #"{"identifier": null, "isResolved": false, "storyboard": "Missing", "viaReference": true}"#
                .replacingOccurrences(of: #""identifier": null, "#, with: ""))
        #expect(
            diagnostics.map(\.description) == [
                "Main.storyboard:26:34: warning: storyboard reference to 'Missing' not resolved: no input storyboard is named 'Missing'",
                "Settings.storyboard:15:33: warning: storyboard reference to 'Main' not resolved: 'Main' has no scene with storyboard identifier 'Nope'",
                "Settings.storyboard: warning: storyboard 'Settings' is named like the module 'Settings' it refers to;"
                    + " its namespace is 'SettingsStoryboard' so the module stays visible",
            ])
    }

    @Test func seguesCarryKindClassAndResolvedDestination() throws {
        let (context, _) = ContextBuilder.sbgen(documents: [try Self.main(), try Self.settings()])
        let list = try #require(context.storyboards[0].scenes.first { $0.identifier == "List" })
        #expect(list.segues.map { $0.identifier ?? "-" } == ["About", "Gone", "ShowPrefs"])
        try Support.expectJSON(
            list.segues[2],
            """
            {"destination": {"baseType": "UICollectionViewController", "controllerID": "prefs", "customClass": "PrefsVC",
               "customModule": "Settings", "element": "collectionViewController", "identifier": "Prefs",
               "isResolved": true, "module": "Settings", "moduleIsPlaceholder": false, "sceneID": "t-prefs",
               "storyboard": "Settings", "type": "PrefsVC", "viaReference": true},
             "destinationID": "prefs-ref", "id": "g1", "identifier": "ShowPrefs", "kind": "show", "module": "UIKit",
             "moduleIsPlaceholder": false, "sourceElement": "tableViewCell", "sourceID": "row",
             "type": "UIStoryboardSegue"}
            """)
        let nav = try #require(context.storyboards[0].scenes.first { $0.controllerID == "nav" })
        try Support.expectJSON(
            nav,
            """
            {"baseType": "UINavigationController", "controllerID": "nav", "element": "navigationController",
             "isInitial": true, "module": "UIKit", "moduleIsPlaceholder": false, "sceneID": "s-nav",
             "type": "UINavigationController",
             "segues": [{"destination": {"baseType": "UITableViewController", "controllerID": "list",
                "customClass": "ListVC", "customModule": "App", "element": "tableViewController", "identifier": "List",
                "isResolved": true, "moduleIsPlaceholder": true, "sceneID": "s-list", "storyboard": "Main",
                "type": "ListVC", "viaReference": false},
               "destinationID": "list", "id": "rel", "kind": "relationship", "module": "UIKit",
               "moduleIsPlaceholder": false, "relationship": "rootViewController", "sourceElement": "navigationController",
               "sourceID": "nav", "type": "UIStoryboardSegue"}]}
            """)
    }

    @Test func scenesAreSortedIdentifiedFirst() throws {
        let (context, _) = ContextBuilder.sbgen(documents: [try Self.main()])
        #expect(
            context.storyboards[0].scenes.map { $0.identifier ?? $0.sceneID } == [
                "List", "s-about", "s-gone", "s-nav", "s-prefs",
            ])
    }

    @Test func reusablesWithOwningTableOrCollection() throws {
        let (context, _) = ContextBuilder.sbgen(documents: [try Self.main(), try Self.settings()])
        try Support.expectJSON(
            context.storyboards.map(\.reusables),
            """
            [[{"baseType": "UITableViewCell", "customClass": "RowCell", "customModule": "Cells", "element": "tableViewCell",
               "id": "row", "module": "Cells", "moduleIsPlaceholder": false,
               "owner": {"customClass": "FancyTable", "element": "tableView", "id": "tv", "type": "FancyTable"},
               "reuseIdentifier": "Row", "sceneID": "s-list", "type": "RowCell"}],
             [{"baseType": "UICollectionReusableView", "customClass": "HeaderView", "element": "collectionReusableView",
               "id": "header", "key": "sectionHeaderView", "moduleIsPlaceholder": false,
               "owner": {"element": "collectionView", "id": "cv", "type": "UICollectionView"},
               "reuseIdentifier": "Header", "sceneID": "t-prefs", "type": "HeaderView"},
              {"baseType": "UICollectionViewCell", "element": "collectionViewCell", "id": "toggle", "module": "UIKit",
               "moduleIsPlaceholder": false,
               "owner": {"element": "collectionView", "id": "cv", "type": "UICollectionView"},
               "reuseIdentifier": "Toggle", "sceneID": "t-prefs", "type": "UICollectionViewCell"}]]
            """)
    }

    @Test func modulesAndPlatforms() throws {
        let (context, _) = ContextBuilder.sbgen(
            documents: [try Self.main(), try Self.settings(), try Support.storyboard("Mac", runtime: "MacOSX.Cocoa")])
        // `App` is a placeholder module ("Inherit Module From Target"), so it is not imported.
        #expect(context.modules == ["AppKit", "Cells", "Settings", "UIKit"])
        #expect(context.platforms == ["iOS", "macOS"])
        #expect(context.platform == nil)
        let (single, _) = ContextBuilder.sbgen(documents: [try Self.main()])
        #expect(single.platform == "iOS")
    }

    @Test func duplicateStoryboardIdentifiersAndAmbiguousSegues() throws {
        let board = try Support.storyboard(
            "Dup",
            #"""
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="Same" id="a" sceneMemberID="viewController">
              <connections>
                <segue destination="b" kind="show" identifier="Go" id="g1"/>
                <segue destination="b" kind="show" identifier="Go" id="g2"/>
                <segue destination="c" kind="show" identifier="Go" id="g3"/>
              </connections>
            </viewController></objects></scene>
            """#,
            #"<scene sceneID="s2"><objects><viewController storyboardIdentifier="Same" id="b" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s3"><objects><viewController id="c" sceneMemberID="viewController"><connections><segue destination="b" kind="show" identifier="Go" id="g4"/></connections></viewController></objects></scene>"#
        )
        let (_, diagnostics) = ContextBuilder.sbgen(documents: [board])
        #expect(
            diagnostics.map(\.description) == [
                "Dup.storyboard:8:5: warning: segue identifier 'Go' leads from scene 's1' to different destinations ('Dup/s2' and 'Dup/s3')",
                "Dup.storyboard:11:30: warning: storyboard identifier 'Same' is used by more than one scene in 'Dup' (first at line 4)",
            ])
    }

    @Test func nibsHaveFilesOwnerTopLevelObjectsAndCellReusables() throws {
        let xib = try Support.parse(
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CellOwner" customModule="App" customModuleProvider="target"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="MessageCell" id="cell" customClass="MessageCell" customModule="Chat"/>
                    <view contentMode="scaleToFill" id="extra" userLabel="Extra"/>
                </objects>
            </document>
            """#, path: "Cells/MessageCell.xib")
        let (context, diagnostics) = ContextBuilder.sbgen(documents: [xib])
        #expect(diagnostics.isEmpty)
        #expect(context.storyboards.isEmpty)
        #expect(context.modules == ["Chat", "UIKit"])
        try Support.expectJSON(
            context.nibs,
            """
            [{"framework": "UIKit", "kind": "xib", "name": "MessageCell", "path": "Cells/MessageCell.xib",
              "platform": "iOS", "targetRuntime": "iOS.CocoaTouch", "scenes": [],
              "filesOwner": {"baseType": "NSObject", "customClass": "CellOwner", "customModule": "App",
                "element": "placeholder", "id": "-1", "moduleIsPlaceholder": true, "type": "CellOwner",
                "userLabel": "File's Owner"},
              "reusables": [{"baseType": "UITableViewCell", "customClass": "MessageCell", "customModule": "Chat",
                "element": "tableViewCell", "id": "cell", "module": "Chat", "moduleIsPlaceholder": false,
                "reuseIdentifier": "MessageCell", "type": "MessageCell"}],
              "topLevelObjects": [
                {"baseType": "UITableViewCell", "customClass": "MessageCell", "customModule": "Chat",
                 "element": "tableViewCell", "id": "cell", "module": "Chat", "moduleIsPlaceholder": false,
                 "reuseIdentifier": "MessageCell", "type": "MessageCell"},
                {"baseType": "UIView", "element": "view", "id": "extra", "module": "UIKit", "moduleIsPlaceholder": false,
                 "type": "UIView", "userLabel": "Extra"}]}]
            """)
    }

    /// A gesture recognizer IB lists before the view is no root: `instantiate(owner:)` returns the view.
    @Test func nibRootSkipsObjectsThatCannotBeRoots() throws {
        let xib = try Support.parse(
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tapGestureRecognizer id="tap"/>
                    <view contentMode="scaleToFill" id="banner" customClass="BannerView" customModule="App" customModuleProvider="target"/>
                </objects>
            </document>
            """#, path: "BannerView.xib")
        let (context, _) = ContextBuilder.sbgen(documents: [xib])
        #expect(context.nibs.map(\.nibRootType) == ["BannerView"])
    }
}
