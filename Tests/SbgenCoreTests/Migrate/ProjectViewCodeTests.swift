import Foundation
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// One project's migrated code compiles as one module (issue 19 item 4 and the popovers of item 6):
/// a class that is the prototype of a scene and the class of a xib gets one `sbgenBuildContent()` and
/// one renamed builder; a controller class of scenes in two storyboards gets one `sbgenLoadView()`
/// each name; localized copies are converted once; two storyboards named `Main` in different folders
/// derive different Swift names; popovers are anchored where IB anchored them; the project's module
/// is the one its IB files mark "Inherit Module From Target". Goldens in `Golden/Migrate/Project/`.
@Suite(.serialized) struct ProjectViewCodeTests {
    static func scene(_ id: String, _ controller: String) -> String {
        """
        <scene sceneID="\(id)">
            <objects>
                \(controller)
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """
    }

    static func storyboard(initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <scenes>
                \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A table view controller scene whose table has one prototype cell.
    static func list(_ id: String, controllerClass: String, cellClass: String?, reuse: String) -> String {
        let custom = cellClass.map { #" customClass="\#($0)" customModule="Shop" customModuleProvider="target""# } ?? ""
        return scene(
            id,
            """
            <tableViewController id="\(id)-c" customClass="\(controllerClass)" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(id)-t">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuse)" id="\(id)-p"\(custom)>
                            <rect key="frame" x="0.0" y="28" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)-p" id="\(id)-pc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                    <connections>
                        <outlet property="dataSource" destination="\(id)-c" id="\(id)-ds"/>
                        <outlet property="delegate" destination="\(id)-c" id="\(id)-dl"/>
                    </connections>
                </tableView>
            </tableViewController>
            """)
    }

    /// The product scene: a share button that presents a popover anchored to itself (through its
    /// outlet), a bar button item whose popover is anchored to it, and a third destination that is an
    /// activity view controller.
    static let product = scene(
        "pr",
        """
        <viewController id="pr-c" customClass="ProductViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="pr-v">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="pr-b">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Notes"/>
                        <connections>
                            <segue destination="no-c" kind="popoverPresentation" identifier="notes" popoverAnchorView="pr-b" id="pr-s1">
                                <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                            </segue>
                        </connections>
                    </button>
                </subviews>
            </view>
            <navigationItem key="navigationItem" title="Product" id="pr-n">
                <barButtonItem key="rightBarButtonItem" title="Filter" id="pr-i">
                    <connections>
                        <segue destination="no-c" kind="popoverPresentation" identifier="filter" popoverAnchorBarButtonItem="pr-i" id="pr-s2">
                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                        </segue>
                    </connections>
                </barButtonItem>
            </navigationItem>
            <connections>
                <outlet property="notesButton" destination="pr-b" id="pr-o"/>
                <segue destination="sh-c" kind="presentation" identifier="share" id="pr-s3"/>
            </connections>
        </viewController>
        """)

    static let notes = scene(
        "no",
        """
        <viewController id="no-c" customClass="NotesViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="no-v">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <value key="contentSizeForViewInPopover" type="size" width="300" height="200"/>
        </viewController>
        """)

    static let share = scene(
        "sh",
        #"<viewController id="sh-c" customClass="UIActivityViewController" sceneMemberID="viewController"/>"#)

    static let itemCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="ItemCell" id="x-c" customClass="ItemCell" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="x-c" id="x-cc">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    static var files: [String: String] {
        let main = storyboard(
            initial: "li-c",
            [
                list("li", controllerClass: "ListViewController", cellClass: "ItemCell", reuse: "Item"), product, notes,
                share,
            ])
        return [
            "Shop/Base.lproj/Main.storyboard": main,
            // A full localized copy (an older project's): converted once, from Base.lproj.
            "Shop/fr.lproj/Main.storyboard": main,
            "Shop/ItemCell.xib": itemCellXib,
            // Another target's storyboard of the same name, with the same controller class.
            "Widget/Main.storyboard": storyboard(
                initial: "wl-c", [list("wl", controllerClass: "ListViewController", cellClass: nil, reuse: "Item")]),
        ]
    }

    /// The project's classes as the app declares them.
    static let standIns = """
        final class ListViewController: UITableViewController {}
        final class ItemCell: UITableViewCell {}
        final class NotesViewController: UIViewController {}
        final class ProductViewController: UIViewController {
            var notesButton: UIButton!
        }
        """

    @Test func oneModuleOneMethodPerName() throws {
        let project = try MigrateFixtures.project(Self.files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let swift = result.files.filter { $0.path.hasSuffix(".swift") }
        #expect(
            swift.map(\.path) == [
                "Swift/Shop/Base.lproj/Main+Flow.swift", "Swift/Shop/Base.lproj/Main+LoadView.swift",
                "Swift/Shop/ItemCell+LoadView.swift", "Swift/Widget/Main+Flow.swift",
                "Swift/Widget/Main+LoadView.swift",
            ])
        for file in swift {
            GoldenFile.check(
                file.contents,
                against: "Tests/SbgenCoreTests/Golden/Migrate/Project/"
                    + file.path.dropFirst("Swift/".count).replacingOccurrences(of: "/", with: "~"))
        }
        // The copy is reported, with nothing generated from it.
        let copy = try #require(result.report.files.first { $0.path == "Shop/fr.lproj/Main.storyboard" })
        #expect(copy.role == "localizedCopy")
        #expect(copy.outputs.isEmpty)
        #expect(
            copy.items.map(\.message) == [
                "localized copy of Shop/Base.lproj/Main.storyboard: converted once, from that file; this copy's own "
                    + "texts are not in the code (keep them in .strings files)"
            ])
        // The report names the renamed method where the class must call it.
        let widget = try #require(result.report.files.first { $0.path == "Widget/Main.storyboard" })
        #expect(
            widget.items.map(\.message).contains(
                "add `override func loadView() { sbgenLoadViewWidgetMain() }` to ListViewController"))
        // Every output together type-checks as one module.
        var imports: Set<String> = []
        var body = ""
        for file in swift {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") { imports.insert(String(line)) } else { body += line + "\n" }
            }
        }
        #expect(imports == ["import UIKit"])
        let source = imports.sorted().joined(separator: "\n") + "\n" + Self.standIns + "\n" + body
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, moduleName: "Shop")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    /// An outlet named like its class: the class is created through a file-scope alias, which the
    /// migrated file keeps (it was dropped with the placeholder types once: "cannot find
    /// 'SbgenCircleViewClass' in scope").
    @Test func typeAliasIsKept() throws {
        let controller = """
            <viewController id="vc" customClass="CircleViewController" customModule="Shapes" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="circle" customClass="CircleView" customModule="Shapes" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </subviews>
                </view>
                <connections>
                    <outlet property="CircleView" destination="circle" id="o1"/>
                </connections>
            </viewController>
            """
        let project = try MigrateFixtures.project([
            "Shapes/Main.storyboard": Self.storyboard(initial: "vc", [Self.scene("s1", controller)])
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let file = try #require(result.files.first { $0.path == "Swift/Shapes/Main+LoadView.swift" })
        #expect(file.contents.contains("        let circleView = SbgenCircleViewClass(frame: .zero)\n"))
        #expect(file.contents.contains("\nprivate typealias SbgenCircleViewClass = CircleView\n"))
        #expect(file.contents.contains("        self.CircleView = circleView\n"))
    }
}
