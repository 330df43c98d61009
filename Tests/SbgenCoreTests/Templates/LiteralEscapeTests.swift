import Foundation
import Testing

@testable import SbgenCore

/// Identifiers and file names holding `"` or `\` reach the generated Swift as escaped string
/// literals (written as `"{{ x }}"`, the templates made code that did not compile).
struct LiteralEscapeTests {
    /// A storyboard `a"b\c.storyboard` (storyboard identifier `q"\x`, segue `go"\there`, reuse
    /// identifier `cell"\1`) and a xib `n"b.xib`, in a new temporary folder.
    static func makeProject() throws -> URL {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1-aa-bbb">
                <scenes>
                    <scene sceneID="sc1-aa-bbb">
                        <objects>
                            <viewController storyboardIdentifier="q&quot;\\x" id="vc1-aa-bbb" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb"/>
                                <connections>
                                    <segue destination="vc2-aa-bbb" kind="show" identifier="go&quot;\\there" id="sg1-aa-bbb"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="sc2-aa-bbb">
                        <objects>
                            <tableViewController id="vc2-aa-bbb" sceneMemberID="viewController">
                                <tableView key="view" contentMode="scaleToFill" id="tv2-aa-bbb">
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="cell&quot;\\1" id="cl2-aa-bbb">
                                            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cl2-aa-bbb" id="cv2-aa-bbb"/>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB"/>
                </objects>
            </document>
            """
        return try MigrateFixtures.project([#"a"b\c.storyboard"#: storyboard, #"n"b.xib"#: xib])
    }

    @Test func identifiersAndNamesAreEscapedInLiteralsAndCompile() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = try TemplateRendering.documents([folder.path])
        var source = ""
        var lines: [String] = []
        var context: SbgenContext?
        for template in ["scenes", "segues", "reuse-identifiers", "nibs"] {
            let rendered = try TemplateRendering.render(
                template, documents: documents, parameters: template == "scenes" ? [] : ["bundle=Bundle.main"])
            source += rendered.text + "\n"
            lines += rendered.text.split(separator: "\n").map(String.init).filter { $0.contains(#"\""#) }
            context = rendered.context
        }
        #expect(
            lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                #"internal static let storyboardName = "a\"b\\c""#,
                #"internal static let qx = SceneType<ABC, UIKit.UIViewController>(identifier: "q\"\\x")"#,
                #"case goThere = "go\"\\there""#,
                #"case goThere = "go\"\\there""#,
                #"internal static let cell1 = ReusableTableCell<UIKit.UITableViewCell>(identifier: "cell\"\\1")"#,
                #"internal static let nb = NibType<UIKit.UIView>(name: "n\"b") {"#,
                #"UINib(nibName: "n\"b", bundle: Bundle.main)"#,
            ])
        let diagnostics = try TemplateRendering.typecheck(source, context: try #require(context))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.description }.joined(separator: "\n"))")
    }
}
