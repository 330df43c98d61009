import Foundation
import IBModel
import IBParser
import Testing

/// An element id used twice in one file (a bad merge; Xcode refuses to open it) is one located
/// error at the second use, naming the first one's line, and a note at the first, at every detail.
@Suite struct DuplicateIDTests {
    private static let details: [ModelDetail] = [.full, .accessors]

    private func diagnostics(_ text: String, path: String = "Dup.storyboard", detail: ModelDetail) -> [String] {
        do {
            let document = try IBDocumentParser(detail: detail).parse(data: Data(text.utf8), path: path)
            return ["parsed: \(document.kind)"]
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    /// Eleven lines (lines 4–14 as the first scene): `<viewController>` on line 6 (column 17), its
    /// `<view>` on line 7 (column 21), `subviews` from line 9 and `members` on line 12 (column 1).
    private static func scene(
        _ sceneID: String, controller: String, view: String, subviews: String = "", members: String = ""
    ) -> String {
        """
                <scene sceneID="\(sceneID)">
                    <objects>
                        <viewController id="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(view)">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
        \(subviews)
                            </view>
                        </viewController>
        \(members)
                    </objects>
                </scene>
        """
    }

    @Test(arguments: details) func viewIDUsedInTwoScenes(detail: ModelDetail) {
        // The second scene's lines are the first's plus 11: its view is on line 18.
        let text = Self.storyboard(
            Self.scene("s1", controller: "vc1", view: "v1") + "\n" + Self.scene("s2", controller: "vc2", view: "v1"))
        #expect(
            diagnostics(text, detail: detail) == [
                "Dup.storyboard:18:21: error: duplicate id 'v1' (first used at line 7): Xcode cannot open a file whose "
                    + "ids are not unique (a bad merge?)",
                "Dup.storyboard:7:21: note: 'v1' is first used here",
            ])
    }

    /// Elements the accessor detail drops unread (constraints, outlets, empty elements) are checked
    /// too: any id counts, as in Xcode.
    @Test(arguments: details) func droppedElementsAreChecked(detail: ModelDetail) {
        let constraints =
            "<constraints>\n<constraint firstAttribute=\"height\" constant=\"44\" id=\"c1\"/>\n"
            + "  <constraint firstAttribute=\"width\" constant=\"44\" id=\"c1\"/>\n</constraints>"
        #expect(
            diagnostics(
                Self.storyboard(Self.scene("s1", controller: "vc1", view: "v1", subviews: constraints)), detail: detail)
                == [
                    "Dup.storyboard:11:3: error: duplicate id 'c1' (first used at line 10): Xcode cannot open a file "
                        + "whose ids are not unique (a bad merge?)",
                    "Dup.storyboard:10:1: note: 'c1' is first used here",
                ])
        // An empty element whose only id is the duplicate one (the scene's First Responder placeholder).
        let placeholder =
            "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"vc1\" sceneMemberID=\"firstResponder\"/>"
        #expect(
            diagnostics(
                Self.storyboard(Self.scene("s1", controller: "vc1", view: "v1", members: placeholder)), detail: detail)
                == [
                    "Dup.storyboard:12:1: error: duplicate id 'vc1' (first used at line 6): Xcode cannot open a file "
                        + "whose ids are not unique (a bad merge?)",
                    "Dup.storyboard:6:17: note: 'vc1' is first used here",
                ])
    }

    /// Xib placeholders write `id` before other attributes.
    @Test(arguments: details) func idBeforeOtherAttributes(detail: ModelDetail) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-1" customClass="UIResponder"/>
                </objects>
            </document>

            """
        #expect(
            diagnostics(text, path: "Dup.xib", detail: detail) == [
                "Dup.xib:5:9: error: duplicate id '-1' (first used at line 4): Xcode cannot open a file whose ids are "
                    + "not unique (a bad merge?)",
                "Dup.xib:4:9: note: '-1' is first used here",
            ])
    }

    /// Ids are per file: the same ids in the next file (the parser keeps its table from file to
    /// file) are no duplicates; nor are ids equal to other attributes' values, or ids that differ
    /// only in case.
    @Test(arguments: details) func idsArePerFileAndExact(detail: ModelDetail) {
        let text = Self.storyboard(
            Self.scene("v1", controller: "vc1", view: "v1x") + "\n" + Self.scene("s2", controller: "VC1", view: "v2"))
        for _ in 0..<3 { #expect(diagnostics(text, detail: detail) == ["parsed: storyboard"]) }
    }

    /// A file with many ids (the table grows from its first size) finds the one duplicate at its end,
    /// and the next file starts clean.
    @Test(arguments: details) func manyIDs(detail: ModelDetail) {
        // View k on line 9 + k, column 21.
        let views = (0..<5000).map { "                    <view contentMode=\"scaleToFill\" id=\"id-\($0)\"/>" }
        let controller = """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <subviews>
            \(views.joined(separator: "\n"))
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        let unique = Self.storyboard(controller)
        #expect(diagnostics(unique, detail: detail) == ["parsed: storyboard"])
        let duplicated = unique.replacingOccurrences(of: "id=\"id-4999\"", with: "id=\"id-17\"")
        #expect(
            diagnostics(duplicated, detail: detail) == [
                "Dup.storyboard:5008:21: error: duplicate id 'id-17' (first used at line 26): Xcode cannot open a "
                    + "file whose ids are not unique (a bad merge?)",
                "Dup.storyboard:26:21: note: 'id-17' is first used here",
            ])
        #expect(diagnostics(unique, detail: detail) == ["parsed: storyboard"])
    }

    /// Ids of any length: up to 32 bytes they are compared as words, longer ones byte for byte; ids
    /// that differ in their last byte only, or in length only, are different.
    @Test(arguments: details) func longAndShortIDs(detail: ModelDetail) {
        let long = String(repeating: "x", count: 40)
        for (first, second) in [
            ("a", "ab"), ("abcdefgh", "abcdefgi"), (String(long.prefix(32)), String(long.prefix(31)) + "y"),
            (long, long + "x"), (long + "1", long + "2"),
        ] {
            let text = Self.storyboard(
                Self.scene("s1", controller: "vc1", view: first) + "\n"
                    + Self.scene("s2", controller: "vc2", view: second))
            #expect(diagnostics(text, detail: detail) == ["parsed: storyboard"], "\(first) \(second)")
        }
        for id in ["a", "abcdefgh", String(long.prefix(32)), long] {
            let text = Self.storyboard(
                Self.scene("s1", controller: "vc1", view: id) + "\n" + Self.scene("s2", controller: "vc2", view: id))
            #expect(
                diagnostics(text, detail: detail).first
                    == "Dup.storyboard:18:21: error: duplicate id '\(id)' (first used at line 7): Xcode cannot open a "
                    + "file whose ids are not unique (a bad merge?)")
        }
    }

    /// A merge-conflict marker stays the file's first problem: the duplicate ids of a bad merge
    /// follow from it.
    @Test(arguments: details) func mergeConflictComesFirst(detail: ModelDetail) {
        let text = Self.storyboard(
            "<<<<<<< HEAD\n" + Self.scene("s1", controller: "vc1", view: "v1") + "\n=======\n"
                + Self.scene("s1", controller: "vc1", view: "v1") + "\n>>>>>>> branch")
        #expect(
            diagnostics(text, detail: detail) == [
                "Dup.storyboard:4:1: error: unresolved merge conflict marker; resolve the conflict and save the file "
                    + "in Xcode"
            ])
    }

    /// After a recoverable XML error (an undefined namespace prefix), a duplicate id still stops the
    /// parse, which frees libxml2's buffer: the element's other attributes are not read after that
    /// (the fuzzer's heap-use-after-free), and the first error is the one reported.
    @Test(arguments: details) func duplicateIDAfterAnEarlierError(detail: ModelDetail) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><b:c/>
            <scene sceneID="q1" id="a"/><scene sceneID="abcdefgh" storyboardIdentifier="xyzxyzxyzxyz" id="a"/>
            </document>

            """
        #expect(
            diagnostics(text, detail: detail) == ["Dup.storyboard:2:90: error: Namespace prefix b on c is not defined"])
    }
}
