import Foundation
import Testing

@testable import SbgenCore

/// A xib whose File's Owner is an Objective-C class: Swift sees the class through its headers, so an
/// outlet or action only its `.m` file declares (the class extension, an `@implementation` method)
/// cannot be named by the generated extension. Each is a comment and a located step naming the
/// header to declare it in; what a header declares, or what a superclass's header declares (an
/// override), is assigned and counted.
@Suite struct ObjectiveCOwnerMigrationTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ReceiptsViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o0"/>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                        <outlet property="closeButton" destination="close" id="o2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Receipts" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="close">
                            <rect key="frame" x="0.0" y="40" width="100" height="44"/>
                            <state key="normal" title="Close"/>
                            <connections>
                                <action selector="onClose:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="share">
                            <rect key="frame" x="0.0" y="90" width="100" height="44"/>
                            <state key="normal" title="Share"/>
                            <connections>
                                <action selector="onShare:" destination="-1" eventType="touchUpInside" id="a2"/>
                            </connections>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="help">
                            <rect key="frame" x="0.0" y="140" width="100" height="44"/>
                            <state key="normal" title="Help"/>
                            <connections>
                                <action selector="onHelp:" destination="-1" eventType="touchUpInside" id="a3"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let files = [
        "App/ReceiptsViewController.xib": xib,
        "App/BaseViewController.h": """
        #import <UIKit/UIKit.h>
        @interface BaseViewController : UIViewController
        - (IBAction)onHelp:(id)sender;
        @end
        """,
        "App/ReceiptsViewController.h": """
        #import "BaseViewController.h"
        @interface ReceiptsViewController : BaseViewController
        @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
        - (IBAction)onShare:(id)sender;
        @end
        """,
        "App/ReceiptsViewController.m": """
        #import "ReceiptsViewController.h"
        @interface ReceiptsViewController ()
        @property (weak, nonatomic) IBOutlet UIButton *closeButton;
        @end

        @implementation ReceiptsViewController
        - (IBAction)onClose:(id)sender {
        }
        - (IBAction)onShare:(id)sender {
        }
        - (IBAction)onHelp:(id)sender {
        }
        @end
        """,
    ]

    @Test func membersOnlyTheImplementationDeclaresAreSteps() throws {
        let project = try MigrateFixtures.project(Self.files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.files.first { $0.path == "App/ReceiptsViewController.xib" })
        #expect(
            MultiTargetMigrationTests.located(entry).filter { $0.contains("TODO: ") } == [
                "App/ReceiptsViewController.xib:8:17: warning: TODO: outlet closeButton of ReceiptsViewController is "
                    + "not assigned: Swift sees an Objective-C class through its headers, and `@property (weak, "
                    + "nonatomic) IBOutlet UIButton *closeButton` is declared in App/ReceiptsViewController.m:3; move "
                    + "it to ReceiptsViewController's header, then restore `self.closeButton = closeButton`",
                "App/ReceiptsViewController.xib:26:25: warning: TODO: action onClose(_:) of ReceiptsViewController is "
                    + "not connected: Swift sees an Objective-C class through its headers, and no header declares "
                    + "`- (IBAction)onClose:(id)sender` (App/ReceiptsViewController.m:7); declare it in "
                    + "ReceiptsViewController's header, then restore `closeButton.addTarget(self, action: "
                    + "#selector(ReceiptsViewController.onClose(_:)), for: .touchUpInside)`",
            ])
        // The header's outlet and action, and the superclass header's override, are converted.
        #expect(entry.counts.outlets == MigrationReport.Count(total: 3, converted: 2))
        #expect(entry.counts.actions == MigrationReport.Count(total: 3, converted: 2))
        let view = try #require(result.files.first { $0.path == "Swift/App/ReceiptsViewController+LoadView.swift" })
        #expect(view.contents.contains("        self.titleLabel = titleLabel\n"))
        #expect(
            view.contents.contains(
                "        // sbgen: self.closeButton = closeButton  (App/ReceiptsViewController.m declares closeButton; "
                    + "move it to the header)\n"))
        #expect(view.contents.contains("action: #selector(ReceiptsViewController.onHelp(_:)), for: .touchUpInside)\n"))
    }

    /// An outlet instance variable (`__weak IBOutlet UIButton *closeButton;` in the class extension's
    /// braces) is never seen by Swift: the step says to declare it as a property in the header.
    @Test func outletInstanceVariablesAreSteps() throws {
        var files = Self.files
        files["App/ReceiptsViewController.m"] = files["App/ReceiptsViewController.m"]!.replacingOccurrences(
            of: "@interface ReceiptsViewController ()\n@property (weak, nonatomic) IBOutlet UIButton *closeButton;",
            with: "@interface ReceiptsViewController () {\n    __weak IBOutlet UIButton *closeButton;\n}")
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.files.first { $0.path == "App/ReceiptsViewController.xib" })
        #expect(
            MultiTargetMigrationTests.located(entry).filter { $0.contains("outlet closeButton") } == [
                "App/ReceiptsViewController.xib:8:17: warning: TODO: outlet closeButton of ReceiptsViewController is "
                    + "not assigned: `__weak IBOutlet UIButton *closeButton` (App/ReceiptsViewController.m:3) is an "
                    + "instance variable, which Swift does not see; declare `@property (weak) IBOutlet UIButton "
                    + "*closeButton;` in ReceiptsViewController's header instead, then restore "
                    + "`self.closeButton = closeButton`"
            ])
        #expect(entry.counts.outlets == MigrationReport.Count(total: 3, converted: 2))
    }

    /// `customClass="encryption_warning"` (an image name typed into the class field) names no class of
    /// the project: UIKit makes a `UIImageView`, and so does the code, with a located warning.
    @Test func aLowercaseClassNoSourceDeclaresIsTheElementsOwn() throws {
        let xib = Self.xib.replacingOccurrences(
            of: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Receipts\"",
            with: "<imageView customClass=\"encryption_warning\" id=\"badge\"/>\n"
                + "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Receipts\"")
        var files = Self.files
        files["App/ReceiptsViewController.xib"] = xib
        let project = try MigrateFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.files.first { $0.path == "App/ReceiptsViewController.xib" })
        #expect(
            MultiTargetMigrationTests.located(entry).filter { $0.contains("encryption_warning") } == [
                "App/ReceiptsViewController.xib:16:17: warning: customClass encryption_warning: no class of that name "
                    + "in the project's sources (a class name starting with a lowercase letter is likely not one): "
                    + "UIKit logs \"Unknown class\" and makes the element's own class, and so does the code; correct "
                    + "or clear the class in IB"
            ])
        let view = try #require(result.files.first { $0.path == "Swift/App/ReceiptsViewController+LoadView.swift" })
        #expect(view.contents.contains(" = UIImageView()\n"))
        #expect(!view.contents.contains("encryption_warning("))
    }

    @Test func parsesInterfacesPropertiesAndActionSelectors() {
        var index = SwiftSourceIndex()
        index.add(objectiveC: Self.files["App/ReceiptsViewController.m"]!, file: "App/ReceiptsViewController.m")
        index.add(objectiveC: Self.files["App/ReceiptsViewController.h"]!, file: "App/ReceiptsViewController.h")
        #expect(index.objectiveCClasses == ["ReceiptsViewController"])
        #expect(index.objectiveCSuperclasses == ["ReceiptsViewController": "BaseViewController"])
        #expect(index.outletDeclarations["ReceiptsViewController"]?["titleLabel"]?.map(\.setter) == [.internal])
        #expect(index.outletDeclarations["ReceiptsViewController"]?["closeButton"]?.map(\.setter) == [.private])
        // The header's declaration replaces the implementation's definition read before it.
        #expect(
            index.actionDeclarations["ReceiptsViewController"]?["onShare(_:)"]?.map { "\($0.access) \($0.file)" } == [
                "internal App/ReceiptsViewController.h"
            ])
        #expect(SwiftSourceIndex.objectiveCSelector("- (void)foo:(id)a bar:(NSString *)b {") == "foo:bar:")
        #expect(SwiftSourceIndex.objectiveCSelector("- (void)viewDidLoad") == nil)
        #expect(SwiftSourceIndex.objectiveCSelector("- (NSInteger)count:(id)a;") == nil)
        #expect(SwiftSourceIndex.swiftName(ofObjectiveCSelector: "foo:bar:") == "foo(_:bar:)")
        #expect(
            SwiftSourceIndex.objectiveCPropertyName("@property (nonatomic) IBOutletCollection(UIView) NSArray *views;")
                == "views")
    }
}
