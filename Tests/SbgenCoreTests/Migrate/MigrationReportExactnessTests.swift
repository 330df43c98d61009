import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// The report counts what the generated Swift contains, leaves launch screens out, finds the
/// plists an app uses, and lists the calls of the project's sources that load the migrated files.
@Suite struct MigrationReportExactnessTests {
    static func storyboard(_ scenes: String, initial: String = "C1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A plist with `keys` (`<key>…</key><string>…</string>` pairs) in its root dictionary.
    static func plist(_ keys: [(String, String)]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(keys.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined(separator: "\n"))
        </dict>
        </plist>
        """
    }

    static func migrate(
        _ files: [String: String], configure: (inout MigrationOptions) -> Void = { _ in }
    ) throws
        -> Migrator.Result
    {
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        var options = MigrationOptions(project: project.path, dryRun: true)
        configure(&options)
        return try Migrator.migrate(options)
    }

    /// The children of a skipped view are not converted (nor their constraints and outlets), and a
    /// view sharing a line with a skipped one is: counted by start tag, not by line.
    @Test func countsOnlyWhatWasGenerated() throws {
        let scene = """
                    <scene sceneID="S1">
                        <objects>
                            <viewController id="C1" customClass="ListController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V1">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <webView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="W1">
                                            <subviews>
                                                <label text="Inside" translatesAutoresizingMaskIntoConstraints="NO" id="L1"/>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="20" id="K1"/>
                                            </constraints>
                                            <connections>
                                                <outlet property="delegate" destination="C1" id="O1"/>
                                            </connections>
                                        </webView>
                                        <webView contentMode="scaleToFill" id="W2"/><label text="Beside" translatesAutoresizingMaskIntoConstraints="NO" id="L2"/>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="L2" firstAttribute="top" secondItem="V1" secondAttribute="top" id="K2"/>
                                        <constraint firstItem="L1" firstAttribute="top" secondItem="V1" secondAttribute="top" id="K3"/>
                                    </constraints>
                                </view>
                                <connections>
                                    <outlet property="inside" destination="L1" id="O2"/>
                                    <outlet property="beside" destination="L2" id="O3"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
            """
        let result = try Self.migrate(["Main.storyboard": Self.storyboard(scene)])
        let file = try #require(result.report.files.first)
        // Views V1 W1 L1 W2 L2: the root and the label beside the second web view are built.
        #expect(file.counts.views == MigrationReport.Count(total: 5, converted: 2))
        // K1 is inside the skipped view, K3 reaches into it; K2 is activated.
        #expect(file.counts.constraints == MigrationReport.Count(total: 3, converted: 1))
        // O1 belongs to the skipped view, O2 points into it; O3 is set.
        #expect(file.counts.outlets == MigrationReport.Count(total: 3, converted: 1))
        #expect(file.counts.scenes == MigrationReport.Count(total: 1, converted: 1))
        let code = try #require(result.files.first { $0.path == "Swift/Main+LoadView.swift" }?.contents)
        #expect(code.contains("let beside = UILabel()"))
        #expect(!code.contains("Inside"))
        // Each left-out element has an item saying why (at it or at the view it is in): no catch-all.
        #expect(!file.items.contains { $0.message.contains("no other item says why") })
        #expect(
            file.items.filter { $0.severity == "warning" }.map { "\($0.line):\($0.column) \($0.message)" } == [
                "10:29 <webView> not converted; it and its content are left out",
                "21:29 <webView> not converted; it and its content are left out",
                "25:29 constraint with first item/attribute that is not converted; skipped",
                "29:25 outlet 'inside' points to <label> 'L1', which this code does not create; not connected",
            ])
    }

    /// A bar IB writes as every container's is the container's own, and so is one with attributes:
    /// the factory sets them on it. What nothing converts and no other item names is named in the
    /// catch-all warning: each element with what IB wrote on it, each action by its selector.
    @Test func unnamedGapsAreNamed() throws {
        func scene(_ bar: String) -> String {
            """
                    <scene sceneID="S1">
                        <objects>
                            <navigationController id="C1" sceneMemberID="viewController">
                                \(bar)
                            </navigationController>
                        </objects>
                    </scene>
            """
        }
        let plain = try Self.migrate([
            "Main.storyboard": Self.storyboard(
                scene(
                    #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="B1"><rect key="frame" x="0.0" y="0.0" width="390" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>"#
                ))
        ])
        #expect(plain.report.files[0].counts.views == MigrationReport.Count(total: 1, converted: 1))
        #expect(plain.report.files[0].items.isEmpty)
        let large = try Self.migrate([
            "Main.storyboard": Self.storyboard(
                scene(#"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="B1"/>"#))
        ])
        #expect(large.report.files[0].counts.views == MigrationReport.Count(total: 1, converted: 1))
        #expect(large.report.files[0].items.isEmpty)
        let flow = try #require(large.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
        #expect(flow.contains("        controller.navigationBar.prefersLargeTitles = true\n"))
        // A bar button item of a container's navigation item: the factory sets only the item's title.
        let item = try Self.migrate([
            "Main.storyboard": Self.storyboard(
                scene(
                    #"<navigationItem key="navigationItem" title="Root" id="N1"><barButtonItem key="rightBarButtonItem" systemItem="done" id="I1"><connections><action selector="done:" destination="C1" id="A1"/></connections></barButtonItem></navigationItem>"#
                ))
        ])
        #expect(
            item.report.files[0].items.map { "\($0.line):\($0.column) \($0.severity): \($0.message)" } == [
                "7:79 warning: TODO: not in the generated code, and no other item says why: 1 view (<barButtonItem "
                    + "key=\"rightBarButtonItem\" systemItem=\"done\"> 7:79); 1 action ('done:' 7:158)"
            ])
    }

    /// The storyboard `UILaunchStoryboardName` names is neither converted nor counted; the plists are
    /// those with application keys, whatever their names; a `.plist` that is no property list is a
    /// warning at `path:1:1` and stops nothing.
    @Test func launchScreensAndPlists() throws {
        let main = Self.storyboard(
            """
                    <scene sceneID="S1">
                        <objects>
                            <viewController id="C1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V1"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let files = [
            "App/Main.storyboard": main, "App/LaunchScreen.storyboard": main.replacingOccurrences(of: "C1", with: "C2"),
            "App/Info-Production.plist": Self.plist([
                ("CFBundleIdentifier", "org.example.app"), ("UIMainStoryboardFile", "Main"),
                ("UILaunchStoryboardName", "LaunchScreen"),
            ]),
            "App/Strings.plist": Self.plist([("Greeting", "Hello")]),
            "App/GoogleService-Info.plist": "\u{1}\u{2}encrypted\u{3}",
        ]
        let result = try Self.migrate(files)
        #expect(result.report.plists.map(\.path) == ["App/Info-Production.plist"])
        #expect(
            result.report.plists[0].launchKeys == [
                "UIMainStoryboardFile=Main", "UILaunchStoryboardName=LaunchScreen (the launch screen: kept)",
            ])
        #expect(result.report.plists[0].keysRemoved)
        #expect(
            result.report.skipped.map { "\($0.file):\($0.line):\($0.column) \($0.severity): \($0.message)" } == [
                "App/GoogleService-Info.plist:1:1 warning: not a property list sbgen can read (XML or binary; an "
                    + "encrypted file, another format); skipped"
            ])
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let launch = try #require(result.report.files.first { $0.path == "App/LaunchScreen.storyboard" })
        #expect(launch.role == "launchScreen")
        #expect(launch.counts == MigrationReport.Counts())
        #expect(launch.outputs.isEmpty && launch.items.isEmpty)
        #expect(
            launch.reason?.hasPrefix("The launch screen (UILaunchStoryboardName in App/Info-Production.plist)") == true)
        #expect(result.report.totals.scenes == MigrationReport.Count(total: 1, converted: 1))
        #expect(!result.files.contains { $0.path.contains("LaunchScreen") })
        let edited = try #require(result.files.first { $0.path == "Info/App/Info-Production.plist" }?.contents)
        #expect(edited.contains("<key>UILaunchStoryboardName</key>") && !edited.contains("UIMainStoryboardFile"))

        // `INFOPLIST_FILE` / `--info-plist`: read whatever its keys; one that does not exist is an error.
        let given = try Self.migrate(files) { $0.infoPlistFiles = ["App/Strings.plist"] }
        #expect(given.report.plists.map(\.path) == ["App/Info-Production.plist", "App/Strings.plist"])
        #expect(throws: DiagnosticError.self) { try Self.migrate(files) { $0.infoPlistFiles = ["App/Missing.plist"] } }
    }

    /// A constraint the base layout excludes (`<variation key="default">`) with no size-class
    /// variation to install it is never active: left out of the code, it counts as converted and
    /// no TODO names it. With a size-class variation that installs it, the size-class code activates
    /// it in that size class: converted as well.
    @Test func constraintsNoVariationInstallsAreConverted() throws {
        func scene(_ variations: String) -> String {
            Self.storyboard(
                """
                        <scene sceneID="S1">
                            <objects>
                                <viewController id="C1" customClass="ListController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="V1">
                                        <subviews>
                                            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="L1"/>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="L1" firstAttribute="top" secondItem="V1" secondAttribute="top" id="K1"/>
                                            <constraint firstItem="L1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" id="K2"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="constraints"><exclude reference="K2"/></mask>
                                        </variation>
                \(variations)
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """)
        }
        let never = try Self.migrate(["App/Main.storyboard": scene("")])
        #expect(never.report.totals.constraints == MigrationReport.Count(total: 2, converted: 2))
        #expect(!never.report.files[0].items.contains { $0.message.contains("no other item says why") })
        let compact = try Self.migrate([
            "App/Main.storyboard": scene(
                #"<variation key="heightClass=compact"><mask key="constraints"><include reference="K2"/></mask></variation>"#
            )
        ])
        #expect(compact.report.totals.constraints == MigrationReport.Count(total: 2, converted: 2))
    }

    /// An app extension's `NSExtensionMainStoryboard` is found, named and kept, with the step that
    /// replaces it: the report no longer says "no launch keys" for a plist that loads a storyboard.
    @Test func extensionStoryboardIsAStep() throws {
        let main = Self.storyboard(
            """
                    <scene sceneID="S1">
                        <objects>
                            <viewController id="C1" customClass="ShareViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V1"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>NSExtension</key>
            <dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string>
            <key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict>
            </dict>
            </plist>
            """
        let result = try Self.migrate(["Share/MainInterface.storyboard": main, "Share/Info.plist": plist])
        #expect(result.report.plists.map(\.path) == ["Share/Info.plist"])
        #expect(
            result.report.plists[0].launchKeys == ["NSExtensionMainStoryboard=MainInterface (an app extension's: kept)"]
        )
        #expect(!result.report.plists[0].keysRemoved)
        #expect(
            result.report.plists[0].items.map { "\($0.file):\($0.line):\($0.column) \($0.severity): \($0.message)" }
                == [
                    "Share/Info.plist:5:1 warning: NSExtensionMainStoryboard = MainInterface is kept: the extension loads "
                        + "its storyboard. To delete it, set NSExtensionPrincipalClass to its initial view controller's class "
                        + "($(PRODUCT_MODULE_NAME).ShareViewController), whose loadView builds the view, and remove the key"
                ])
    }

    /// The calls of the project's Swift and Objective-C files that load the migrated files are steps
    /// at their `file:line:column`, each naming the generated replacement.
    @Test func callSitesAreSteps() throws {
        let app = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationApp/RecipeBook")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: app.path) {
            files["RecipeBook/" + name] = try String(contentsOf: app.appendingPathComponent(name), encoding: .utf8)
        }
        files["RecipeBook/RecipesViewController.swift"] = """
            import UIKit

            final class RecipesViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "IngredientCell", bundle: nil), forCellReuseIdentifier: "Cell")
                    let profile = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Profile")
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    _ = ProfileViewController(nibName: "ProfileView", bundle: nil)
                    _ = UINib(nibName: "NotInTheProject", bundle: nil)
                }
            }
            """
        files["RecipeBook/Legacy.m"] = """
            @implementation Legacy
            - (void)load {
                [[NSBundle mainBundle] loadNibNamed:@"RecipeHeaderView" owner:self options:nil];
            }
            @end
            """
        let result = try Self.migrate(files)
        let steps = result.report.files.flatMap(\.items).filter {
            !$0.file.hasSuffix(".storyboard") && !$0.file.hasSuffix(".xib")
        }
        #expect(
            steps.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }.sorted()
                == [
                    "RecipeBook/RecipesViewController.swift:5:28: replace `UINib(nibName: \"IngredientCell\", …)` with "
                        + "`register(IngredientCell.self, …)` (the same reuse identifier); IngredientCell builds its content "
                        + "in `sbgenBuildContent()`: call it from its `init(style:reuseIdentifier:)` "
                        + "(Swift/RecipeBook/IngredientCell+LoadView.swift)",
                    "RecipeBook/RecipesViewController.swift:6:23: replace `UIStoryboard(name: \"Main\", …)` with the "
                        + "factories of `MainFlow` in Swift/RecipeBook/Main+Flow.swift (the initial controller: "
                        + "`MainFlow.makeInitialViewController()`)",
                    "RecipeBook/RecipesViewController.swift:6:63: replace `instantiateViewController(withIdentifier: "
                        + "\"Profile\")` with `MainFlow.makeProfile()`",
                    "RecipeBook/RecipesViewController.swift:7:9: replace `performSegue(withIdentifier: \"showDetail\", …)` "
                        + "with `sbgenShowDetail(sender:prepare:)` of RecipesViewController (Swift/RecipeBook/Main+Flow.swift)",
                    "RecipeBook/RecipesViewController.swift:8:34: replace `ProfileViewController(nibName: \"ProfileView\", "
                        + "…)` with `ProfileViewController()`, whose `loadView()` calls `sbgenLoadView()`: add `override "
                        + "func loadView() { sbgenLoadView() }` to ProfileViewController "
                        + "(Swift/RecipeBook/ProfileView+LoadView.swift)",
                    "RecipeBook/Legacy.m:3:28: replace `loadNibNamed:@\"RecipeHeaderView\"` with "
                        + "`RecipeHeaderView(frame: .zero)`; it builds its content in `sbgenBuildContent()`: call it from "
                        + "its `init(frame:)` (Swift/RecipeBook/RecipeHeaderView+LoadView.swift)",
                ].sorted())
        #expect(steps.allSatisfy { $0.severity == "note" })
        #expect(result.report.callSiteSteps == 6)
        // The content builders' own steps, at the classes' IB objects.
        #expect(
            result.report.files.flatMap(\.items).filter { $0.message.hasPrefix("call `sbgenBuildContent()`") }.map {
                "\($0.file):\($0.line):\($0.column)"
            } == [
                "RecipeBook/IngredientCell.xib:14:9", "RecipeBook/Main.storyboard:67:29",
                "RecipeBook/RecipeHeaderView.xib:15:9",
            ])
    }

    /// Every item is located with a column (the corpus's items are checked by ``CorpusMigrationTests``).
    @Test func everyItemHasAColumn() throws {
        let app = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/MigrationApp").path
        let result = try Migrator.migrate(MigrationOptions(project: app, dryRun: true))
        #expect(!result.report.allItems.isEmpty)
        for item in result.report.allItems { #expect(item.line > 0 && item.column > 0, "\(item)") }
        for diagnostic in result.diagnostics { #expect(diagnostic.location.column > 0, "\(diagnostic)") }
    }

    /// A macOS main storyboard's menu, built by the launch code, counts as converted with the plist.
    @Test func launchCodeCounts() throws {
        let mac = MigrateFixtures.repositoryRoot.appendingPathComponent("Examples/Mac")
        let with = try Migrator.migrate(MigrationOptions(project: mac.path, dryRun: true))
        let project = try MigrateFixtures.project([
            "Main.storyboard": try String(contentsOf: mac.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let without = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let (a, b) = (with.report.files[0].counts, without.report.files[0].counts)
        #expect(a.views.total == b.views.total && a.actions.total == b.actions.total)
        #expect(a.views.converted > b.views.converted, "the menu and its items")
        #expect(a.actions.converted > b.actions.converted, "the menu items' actions")
        #expect(!with.report.files[0].items.contains { $0.message.contains("menuItem") })
        // The window's delegate outlet to its plain NSWindowController (Xcode's template) sets nothing:
        // NSWindowController implements no NSWindowDelegate method. It is no TODO.
        #expect(!with.report.files[0].items.contains { $0.severity == "warning" })
        #expect(with.report.files[0].counts.outlets.converted == with.report.files[0].counts.outlets.total)
        // Without the plist nothing converts the menu: the catch-all names each element by what IB wrote
        // on it, each outlet by its property and each action by its selector.
        #expect(
            without.report.files[0].items.filter { $0.severity == "warning" }.map {
                "\($0.line):\($0.column) \($0.message)"
            } == [
                "13:21 TODO: not in the generated code, and no other item says why: 13 views (<menu key=\"mainMenu\" "
                    + "title=\"Main Menu\" systemMenu=\"main\"> 13:21, <menuItem title=\"RecipeBook\"> 15:29, <menu "
                    + "key=\"submenu\" title=\"RecipeBook\" systemMenu=\"apple\"> 17:33, <menuItem title=\"About "
                    + "RecipeBook\"> 19:41, +9 more); 1 outlet ('delegate' 57:25); 4 actions "
                    + "('orderFrontStandardAboutPanel:' 22:49, 'hide:' 30:49, 'terminate:' 36:49, 'performMiniaturize:' "
                    + "48:49)"
            ])
    }
}
