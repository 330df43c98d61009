import Foundation
import IBModel
import IBParser
import Testing

@testable import SbgenCore

/// Outlet names and action selectors IB lets through that Swift cannot spell are located warnings,
/// not code that does not parse (break-it pass: `self.1abc = …`, `#selector(VC.a b(_:))`).
@Suite struct ConnectionNameTests {
    @Test func outletNamesAreSwiftProperties() {
        for name in ["titleLabel", "_x", "view2", "café"] { #expect(UnitBuilder.isPropertyName(name), "\(name)") }
        for name in ["1abc", "a b", "", "x:", "$0", "#x", "a-b", "init", "a.b", "some"] {
            #expect(!UnitBuilder.isPropertyName(name), "\(name)")
        }
    }

    @Test func selectorsAreObjectiveCSelectors() {
        for selector in ["reload", "signIn:", "tapped:forEvent:", "move:in:", "_x:"] {
            #expect(UnitBuilder.isSelector(selector), "\(selector)")
        }
        for selector in ["", ":", "a b:", "1x:", "x::", "a:b", "default:", "a:1b:"] {
            #expect(!UnitBuilder.isSelector(selector), "\(selector)")
        }
    }

    @Test func badNamesAreWarningsNotCode() throws {
        let xib = LoadViewFixtures.xib(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <state key="normal" title="Go"/>
                <connections>
                    <action selector="a b:" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            """, ownerConnections: #"<outlet property="1abc" destination="b1" id="o1"/>"#)
        let document = try IBDocumentParser().parse(data: Data(xib.utf8), path: "Bad.xib")
        let output = LoadViewGenerator.generate(document, source: "Bad.xib")
        #expect(
            output.diagnostics.map { "\($0.location.line): \($0.message)" }.sorted() == [
                "19: action 'a b:' is not an Objective-C selector; not connected",
                "7: outlet '1abc' is not a Swift property name; not connected",
            ])
        let text = try LoadViewRenderer.render(output.plan)
        #expect(!text.contains("self.1abc") && !text.contains("#selector(TestViewController.a b"))
    }
}
