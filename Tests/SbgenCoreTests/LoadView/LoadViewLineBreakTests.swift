import Foundation
import SbgenCore
import Testing

/// An attribute value with a line break (`&#10;`) quoted in a `// sbgen:` comment or a diagnostic:
/// escaped, or the rest of the comment would be a line of Swift and the file would not compile.
@Suite struct LoadViewLineBreakTests {
    static let storyboard = LoadViewFixtures.storyboard(
        """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"/>
                    <navigationItem key="a&#10;b" id="n1"/>
                </viewController>
            </objects>
        </scene>
        """)

    @Test func lineBreaksInQuotedValuesAreEscaped() throws {
        let text = try LoadViewFixtures.generate(Self.storyboard, name: "Break.storyboard")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.filter { $0.contains("navigationItem") } == [
                "        // sbgen: <navigationItem key=\"a\\nb\"> of the controller not converted (line 8)",
                "// Fixtures/Break.storyboard:8:13: warning: <navigationItem key=\"a\\nb\"> of the controller not converted",
            ])
        #expect(!lines.contains { $0.hasPrefix("b\"") })
    }
}
