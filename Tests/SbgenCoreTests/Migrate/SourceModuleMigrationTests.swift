import Foundation
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// What the project's sources say of modules (issue 19, items 2, 5 and 7): two modules each
/// declaring a class `Cell` are checked each against its own declaration; a `customClass` that is
/// the `@objc` runtime name of another module's Swift class gets that module's import.
@Suite(.serialized) struct SourceModuleMigrationTests {
    /// A xib of a `Cell` view of `module` (marked "Inherit Module From Target") with a `title` outlet.
    static func cellXib(_ module: String) -> String {
        MigrateFixtures.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="c-v" customClass="Cell" customModule="\(module)" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="c-l">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <connections>
                            <outlet property="title" destination="c-l" id="c-o"/>
                        </connections>
                    </view>
            """)
    }

    /// Kit's `Cell` declares `title` private (and is read first), Shop's internal: only Kit's
    /// assignment is withheld.
    @Test func sameClassNameInTwoModules() throws {
        let project = try MigrateFixtures.project([
            "Kit/Cell.xib": Self.cellXib("Kit"),
            "Kit/Cell.swift":
                "import UIKit\n\nfinal class Cell: UIView {\n    @IBOutlet private var title: UILabel!\n}\n",
            "Shop/Cell.xib": Self.cellXib("Shop"),
            "Shop/Cell.swift": "import UIKit\n\nfinal class Cell: UIView {\n    @IBOutlet var title: UILabel!\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let kit = try #require(result.report.files.first { $0.path == "Kit/Cell.xib" })
        let shop = try #require(result.report.files.first { $0.path == "Shop/Cell.xib" })
        #expect(
            MultiTargetMigrationTests.located(kit).filter { $0.contains("TODO: ") } == [
                "Kit/Cell.xib:17:17: warning: TODO: outlet title of Cell is not assigned: make `@IBOutlet private var "
                    + "title` internal (Kit/Cell.swift:4) or move the generated extension into that file, then "
                    + "restore `self.title = title1`"
            ])
        #expect(MultiTargetMigrationTests.located(shop).filter { $0.contains("TODO: ") } == [])
        #expect(kit.counts.outlets == MigrationReport.Count(total: 1, converted: 0))
        #expect(shop.counts.outlets == MigrationReport.Count(total: 1, converted: 1))
        let shopView = try #require(result.files.first { $0.path == "Swift/Shop/Cell+LoadView.swift" })
        #expect(shopView.contents.contains("        self.title = title1\n"))
    }

    /// Shop's storyboard names Kit's `@objc(KTBadgeView) public final class BadgeView` by its runtime
    /// name, without a module: the code names `BadgeView`, and imports Kit.
    @Test func runtimeNameOfAnotherModulesClassImportsIt() throws {
        let storyboard =
            MultiTargetMigrationTests.header + " initialViewController=\"b-c\">\n" + """
                    <scenes>
                        <scene sceneID="b">
                            <objects>
                                <viewController id="b-c" customClass="BadgeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="b-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="b-badge" customClass="KTBadgeView">
                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="b-fr" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
        let project = try MigrateFixtures.project([
            "Shop/Base.lproj/Main.storyboard": storyboard,
            "Shop/BadgeViewController.swift": "import UIKit\n\nfinal class BadgeViewController: UIViewController {}\n",
            "Kit/Kit.xib": Self.cellXib("Kit"),
            "Kit/BadgeView.swift": "import UIKit\n\n@objc(KTBadgeView)\npublic final class BadgeView: UIView {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let view = try #require(result.files.first { $0.path == "Swift/Shop/Base.lproj/Main+LoadView.swift" })
        #expect(
            view.contents.split(separator: "\n").filter { $0.hasPrefix("import ") } == ["import UIKit", "import Kit"])
        #expect(view.contents.contains("        let view1 = BadgeView(frame: .zero)\n"))
    }

    /// No module known (no `--module`, no mark, no folder named like one): the module IB names for
    /// the controller the code extends is the code's own, not imported (a self-import), in the view
    /// code and in the flow.
    @Test func noModuleKnownNoSelfImport() throws {
        let storyboard =
            MultiTargetMigrationTests.header + " initialViewController=\"m-c\">\n" + """
                    <scenes>
                        <scene sceneID="m">
                            <objects>
                                <viewController id="m-c" customClass="MainViewController" customModule="App" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="m-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="m-b" customClass="BadgeView" customModule="App">
                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="m-fr" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
        let project = try MigrateFixtures.project([
            "Screens/Main.storyboard": storyboard,
            "Screens/MainViewController.swift":
                "import UIKit\n\nfinal class MainViewController: UIViewController {}\nfinal class BadgeView: UIView {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let imports = result.files.filter { $0.path.hasPrefix("Swift/Screens/") }.map { file in
            file.path + ": "
                + file.contents.split(separator: "\n").filter { $0.hasPrefix("import ") }.joined(separator: ", ")
        }
        #expect(
            imports.sorted() == [
                "Swift/Screens/Main+Flow.swift: import UIKit", "Swift/Screens/Main+LoadView.swift: import UIKit",
            ])
    }

    /// Shop's storyboard names Kit's `HUDView`, which Kit's sources declare internal: Shop cannot
    /// name it; a step at its first use says to make it public.
    @Test func internalClassOfAnotherModuleIsAStep() throws {
        let storyboard =
            MultiTargetMigrationTests.header + " initialViewController=\"h-c\">\n" + """
                    <scenes>
                        <scene sceneID="h">
                            <objects>
                                <viewController id="h-c" customClass="HUDViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="h-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="h-hud" customClass="HUDView" customModule="Kit">
                                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                            </view>
                                            <view contentMode="scaleToFill" id="h-badge" customClass="BadgeView" customModule="Kit">
                                                <rect key="frame" x="0.0" y="50" width="44" height="44"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="h-fr" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
        let project = try MigrateFixtures.project([
            "Shop/Base.lproj/Main.storyboard": storyboard,
            "Shop/HUDViewController.swift": "import UIKit\n\nfinal class HUDViewController: UIViewController {}\n",
            "Kit/Kit.xib": Self.cellXib("Kit"),
            "Kit/HUDView.swift": "import UIKit\n\nfinal class HUDView: UIView {}\npublic class BadgeView: UIView {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let main = try #require(result.report.files.first { $0.path == "Shop/Base.lproj/Main.storyboard" })
        #expect(
            MultiTargetMigrationTests.located(main).filter { $0.contains("TODO: ") } == [
                "Shop/Base.lproj/Main.storyboard:11:29: warning: TODO: HUDView is internal in module Kit "
                    + "(Kit/HUDView.swift): module Shop cannot name it, and this file's code does not compile until "
                    + "it can; make `class HUDView` public (or open) in Kit"
            ])
    }

    /// Shop's `ListCell` inherits `title` from Kit's `BaseCell`, which declares it internal: Shop's
    /// extension cannot assign it; the step says to make it public in Kit.
    @Test func outletInheritedFromAnotherModule() throws {
        let project = try MigrateFixtures.project([
            "Kit/Kit.xib": Self.cellXib("Kit"),
            "Kit/BaseCell.swift":
                "import UIKit\n\nopen class BaseCell: UIView {\n    @IBOutlet var title: UILabel!\n}\n",
            "Shop/ListCell.xib": Self.cellXib("Shop").replacingOccurrences(of: "\"Cell\"", with: "\"ListCell\""),
            "Shop/ListCell.swift": "import UIKit\nimport Kit\n\nfinal class ListCell: BaseCell {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let shop = try #require(result.report.files.first { $0.path == "Shop/ListCell.xib" })
        #expect(
            MultiTargetMigrationTests.located(shop).filter { $0.contains("TODO: ") } == [
                "Shop/ListCell.xib:17:17: warning: TODO: outlet title of ListCell is not assigned: ListCell inherits "
                    + "it from Kit's BaseCell, and an extension in module Shop can assign only a public or open "
                    + "property; make `title` public in Kit (Kit/BaseCell.swift:4), then restore `self.title = title1`"
            ])
        #expect(shop.counts.outlets == MigrationReport.Count(total: 1, converted: 0))
    }
}
