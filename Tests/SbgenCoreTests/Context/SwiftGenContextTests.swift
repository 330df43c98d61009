import IBModel
import Testing

@testable import SbgenCore

/// Each SwiftGen 6.6 `ib` rule on a small inline storyboard.
struct SwiftGenContextTests {
    private typealias Support = ContextTestSupport

    private func context(_ documents: IBDocument...) -> (SwiftGenContext, [Diagnostic]) {
        ContextBuilder.swiftgen(documents: documents)
    }

    @Test func onlyScenesWithIdentifierCountAndInitialSceneIsSeparate() throws {
        let board = try Support.storyboard(
            "Main", initial: "init",
            #"<scene sceneID="s1"><objects><viewController id="init" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s2"><objects><viewController storyboardIdentifier="B" id="b" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s3"><objects><viewController storyboardIdentifier="" id="c" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s4"><objects><viewControllerPlaceholder storyboardIdentifier="Ref" storyboardName="Other" id="r" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s5"><objects><navigationController storyboardIdentifier="A" id="a" sceneMemberID="viewController"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/></objects></scene>"#
        )
        let (context, diagnostics) = context(board)
        #expect(diagnostics.isEmpty)
        try Support.expectJSON(
            context,
            """
            {"env": {}, "modules": ["UIKit"], "param": {}, "platform": "iOS",
             "storyboards": [{
               "initialScene": {"baseType": "ViewController", "identifier": "", "module": "UIKit",
                                "moduleIsPlaceholder": false, "type": "UIViewController"},
               "name": "Main", "platform": "iOS",
               "scenes": [
                 {"baseType": "NavigationController", "identifier": "A", "module": "UIKit",
                  "moduleIsPlaceholder": false, "type": "UINavigationController"},
                 {"baseType": "ViewController", "identifier": "B", "module": "UIKit",
                  "moduleIsPlaceholder": false, "type": "UIViewController"}],
               "segues": []}]}
            """)
    }

    @Test func standardTypeNames() throws {
        let elements = [
            "glkViewController", "avPlayerViewController", "tabBarController", "splitViewController",
            "pageViewController", "tableViewController", "collectionViewController", "hostingController",
        ]
        let scenes = elements.enumerated().map { index, element in
            #"<scene sceneID="s\#(index)"><objects><\#(element) storyboardIdentifier="item \#(index)" id="c\#(index)" sceneMemberID="viewController"/></objects></scene>"#
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch.iPad"><scenes>\(scenes.joined())</scenes></document>
            """
        let (context, _) = context(try Support.parse(xml, path: "Known Types.storyboard"))
        let rows = context.storyboards[0].scenes.map {
            "\($0.identifier) \($0.baseType ?? "-") \($0.type) \($0.module)"
        }
        #expect(
            rows == [
                "item 0 GlkViewController GLKViewController GLKit",
                "item 1 AvPlayerViewController AVPlayerViewController AVKit",
                "item 2 TabBarController UITabBarController UIKit",
                "item 3 SplitViewController UISplitViewController UIKit",
                "item 4 PageViewController UIPageViewController UIKit",
                "item 5 TableViewController UITableViewController UIKit",
                "item 6 CollectionViewController UICollectionViewController UIKit",
                // SwiftGen knows no SwiftUI: the fallback rule and UIKit.
                "item 7 HostingController UIHostingController UIKit",
            ])
        #expect(context.modules == ["AVKit", "GLKit", "UIKit"])
        #expect(context.platform == "iOS")
    }

    @Test func macOSTypesAndPageController() throws {
        let board = try Support.storyboard(
            "Mac", runtime: "MacOSX.Cocoa",
            #"<scene sceneID="s1"><objects><windowController storyboardIdentifier="W" id="w" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s2"><objects><pagecontroller storyboardIdentifier="P" id="p" sceneMemberID="viewController"/></objects></scene>"#,
            #"<scene sceneID="s3"><objects><tabViewController storyboardIdentifier="T" id="t" customClass="Tabs" sceneMemberID="viewController"><connections><segue destination="w" kind="sheet" identifier="S" id="sg"/></connections></tabViewController></objects></scene>"#
        )
        try Support.expectJSON(
            context(board).0.storyboards,
            """
            [{"name": "Mac", "platform": "macOS",
              "scenes": [
                {"baseType": "Pagecontroller", "identifier": "P", "module": "AppKit", "moduleIsPlaceholder": false,
                 "type": "NSPageController"},
                {"customClass": "Tabs", "customModule": "", "identifier": "T", "module": "", "moduleIsPlaceholder": false,
                 "type": "Tabs"},
                {"baseType": "WindowController", "identifier": "W", "module": "AppKit", "moduleIsPlaceholder": false,
                 "type": "NSWindowController"}],
              "segues": [{"customClass": "", "customModule": "", "identifier": "S", "module": "AppKit",
                          "moduleIsPlaceholder": false, "type": "NSStoryboardSegue"}]}]
            """)
    }

    @Test func customModulesPlaceholdersAndModules() throws {
        let board = try Support.storyboard(
            "Wizard", initial: "c",
            #"<scene sceneID="s1"><objects><viewController storyboardIdentifier="Create" id="c" customClass="CreateVC" customModule="Extra" sceneMemberID="viewController"><connections><segue destination="p" kind="show" identifier="Next" customClass="Slide" customModule="Segues" id="g1"/></connections></viewController></objects></scene>"#,
            #"<scene sceneID="s2"><objects><viewController storyboardIdentifier="Pick" id="p" customClass="PickVC" customModule="App" customModuleProvider="target" sceneMemberID="viewController"><connections><segue destination="c" kind="show" identifier="Back" customClass="Fade" customModule="App" customModuleProvider="target" id="g2"/></connections></viewController></objects></scene>"#,
            #"<scene sceneID="s3"><objects><glkViewController storyboardIdentifier="GL" id="g" customClass="MyGL" sceneMemberID="viewController"/></objects></scene>"#
        )
        let (context, _) = context(board)
        // Placeholder modules are not imported; GLKit stays with a custom class (SwiftGen's table).
        #expect(context.modules == ["Extra", "GLKit", "Segues", "UIKit"])
        try Support.expectJSON(
            context.storyboards[0].scenes,
            """
            [{"customClass": "CreateVC", "customModule": "Extra", "identifier": "Create", "module": "Extra",
              "moduleIsPlaceholder": false, "type": "CreateVC"},
             {"customClass": "MyGL", "customModule": "", "identifier": "GL", "module": "GLKit",
              "moduleIsPlaceholder": false, "type": "MyGL"},
             {"customClass": "PickVC", "customModule": "App", "identifier": "Pick", "module": "App",
              "moduleIsPlaceholder": true, "type": "PickVC"}]
            """)
        try Support.expectJSON(
            context.storyboards[0].segues,
            """
            [{"customClass": "Fade", "customModule": "App", "identifier": "Back", "module": "App",
              "moduleIsPlaceholder": true, "type": "Fade"},
             {"customClass": "Slide", "customModule": "Segues", "identifier": "Next", "module": "Segues",
              "moduleIsPlaceholder": false, "type": "Slide"}]
            """)
    }

    @Test func seguesNeedAnIdentifierAndAreDeDuplicatedAndSorted() throws {
        let board = try Support.storyboard(
            "Main",
            #"""
            <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController">
              <view key="view" id="v"><subviews>
                <containerView id="c1"><connections><segue destination="b" kind="embed" identifier="Embed" id="e1"/></connections></containerView>
                <containerView id="c2"><connections><segue destination="b" kind="embed" identifier="Embed" id="e2"/></connections></containerView>
                <button id="bt"><connections><segue destination="b" kind="custom" identifier="Embed" customClass="Other" id="e3"/></connections></button>
              </subviews></view>
              <connections>
                <segue destination="b" kind="show" identifier="Zed" id="z"/>
                <segue destination="b" kind="show" identifier="" id="empty"/>
                <segue destination="b" kind="relationship" relationship="rootViewController" id="rel"/>
                <segue destination="b" kind="show" identifier="Alpha" id="al"/>
              </connections>
            </viewController></objects></scene>
            """#,
            #"<scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>"#
        )
        let segues = context(board).0.storyboards[0].segues
        #expect(segues.map(\.identifier) == ["Alpha", "Embed", "Embed", "Zed"])
        // Same identifier, different class: both kept (SwiftGen de-duplicates whole segues).
        #expect(Set(segues.filter { $0.identifier == "Embed" }.map(\.type)) == ["Other", "UIStoryboardSegue"])
    }

    @Test func storyboardsSortedByNameMixedPlatformsAndXibsIgnored() throws {
        let ios = try Support.storyboard(
            "B",
            #"<scene sceneID="s"><objects><viewController storyboardIdentifier="X" id="x" sceneMemberID="viewController"/></objects></scene>"#
        )
        let tv = try Support.storyboard("A", runtime: "AppleTV")
        let xib = try Support.parse(
            #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch"><objects/></document>"#,
            path: "Cell.xib")
        let (context, diagnostics) = context(ios, xib, tv)
        #expect(diagnostics.isEmpty)
        #expect(context.storyboards.map(\.name) == ["A", "B"])
        #expect(context.storyboards.map(\.platform) == ["tvOS", "iOS"])
        #expect(context.platform == "")
        #expect(context.modules == ["UIKit"])
    }

    @Test func unsupportedRuntimeIsAnErrorAndTheStoryboardIsLeftOut() throws {
        let board = try Support.storyboard("Odd", runtime: "Carbon")
        let (context, diagnostics) = context(board)
        #expect(context.storyboards.isEmpty)
        #expect(context.platform == "")
        #expect(
            diagnostics.map(\.description) == [
                "Odd.storyboard:2:1: error: unsupported target runtime 'Carbon'; storyboard left out of the SwiftGen context"
            ])
    }

    /// SwiftGen's initial-scene query does not exclude storyboard references (its scene query does).
    @Test func initialSceneMayBeAStoryboardReference() throws {
        let board = try Support.storyboard(
            "Entry", initial: "ref",
            #"<scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Main" id="ref" sceneMemberID="viewController"/></objects></scene>"#
        )
        try Support.expectJSON(
            context(board).0.storyboards[0].initialScene,
            """
            {"baseType": "ViewControllerPlaceholder", "identifier": "", "module": "UIKit", "moduleIsPlaceholder": false,
             "type": "UIViewControllerPlaceholder"}
            """)
    }

    @Test func paramAndEnvAreExposed() throws {
        let (context, _) = ContextBuilder.swiftgen(
            documents: [], parameters: try TemplateParameters(parsing: ["module=App", "publicAccess"]),
            environment: ["PRODUCT_MODULE_NAME": "App"])
        try Support.expectJSON(
            context,
            #"{"env": {"PRODUCT_MODULE_NAME": "App"}, "modules": [], "param": {"module": "App", "publicAccess": true}, "platform": "", "storyboards": []}"#
        )
    }
}
