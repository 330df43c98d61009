import Foundation
import IBModel
import IBParser
import SbgenCore
import Testing

/// Storyboard references are followed however long the chain; only a real cycle is reported.
@Suite struct ReferenceChainTests {
    /// A storyboard whose initial scene is a reference to `next`, or a real controller when nil.
    static func storyboard(_ name: String, next: String?) throws -> IBDocument {
        let controller =
            next.map {
                "<viewControllerPlaceholder storyboardName=\"\($0)\" id=\"ref-\(name)\" sceneMemberID=\"viewController\"/>"
            } ?? "<viewController storyboardIdentifier=\"End\" id=\"ref-\(name)\" sceneMemberID=\"viewController\"/>"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="ref-\(name)">
                <scenes>
                    <scene sceneID="s-\(name)"><objects>\(controller)</objects></scene>
                </scenes>
            </document>

            """
        return try IBDocumentParser().parse(data: Data(xml.utf8), path: "\(name).storyboard")
    }

    @Test func aChainOfTwentyReferencesResolves() throws {
        var documents: [IBDocument] = []
        for index in 1...20 {
            documents.append(try Self.storyboard("C\(index)", next: index < 20 ? "C\(index + 1)" : nil))
        }
        let (context, diagnostics) = ContextBuilder.sbgen(documents: documents)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let first = try #require(context.storyboards.first { $0.name == "C1" }?.initialScene)
        #expect(first.reference?.storyboard == "C20")
        #expect(first.reference?.identifier == "End")
        #expect(first.reference?.isResolved == true)
    }

    @Test func aCycleIsReported() throws {
        let documents = [try Self.storyboard("A", next: "B"), try Self.storyboard("B", next: "A")]
        let (_, diagnostics) = ContextBuilder.sbgen(documents: documents)
        #expect(
            diagnostics.map(\.description).sorted() == [
                "A.storyboard:4:39: warning: storyboard references form a cycle through 'A'",
                "B.storyboard:4:39: warning: storyboard references form a cycle through 'B'",
            ])
    }
}

/// A segue whose destination id is no scene's controller (a hand-edited file) is reported.
@Suite struct DanglingSegueTests {
    @Test func aSegueToAMissingControllerIsWarned() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s-1"><objects>
                        <viewController storyboardIdentifier="A" id="vc-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="gone" kind="show" identifier="next" id="sg-1"/>
                                <segue destination="exit" kind="unwind" identifier="back" unwindAction="back:" id="sg-2"/>
                            </connections>
                        </viewController>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects></scene>
                </scenes>
            </document>

            """
        let document = try IBDocumentParser().parse(data: Data(xml.utf8), path: "Main.storyboard")
        let (_, diagnostics) = ContextBuilder.sbgen(documents: [document])
        #expect(
            diagnostics.map(\.description) == [
                "Main.storyboard:7:21: warning: segue 'next' leads to 'gone', which is no scene's controller in this "
                    + "storyboard (edited by hand?); its destination is typed as the base class"
            ])
    }
}
