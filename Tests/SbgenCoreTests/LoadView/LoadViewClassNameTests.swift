import Foundation
import IBParser
import SbgenCore
import Testing

/// A `customClass` that is no Swift name was written into the code as it is (`extension A B {`):
/// the file is refused with one located error per such class instead.
@Suite struct LoadViewClassNameTests {
    static func storyboard(_ customClass: String) -> String {
        LoadViewFixtures.storyboard(
            """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="\(customClass)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"/>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    func generate(_ customClass: String) throws -> LoadViewGenerator.Output {
        let path = "Fixtures/Names.storyboard"
        let document = try IBParser.IBDocumentParser().parse(data: Data(Self.storyboard(customClass).utf8), path: path)
        return LoadViewGenerator.generate(document, source: path)
    }

    @Test(arguments: [
        "A B", "1View", "class", "Home)", "Home.", "Home-View", "Home$", "`Home`", "App.9Lives", "Home+1",
    ])
    func notASwiftName(customClass: String) throws {
        let output = try generate(customClass)
        #expect(output.plan.types.isEmpty)
        #expect(
            output.diagnostics.map(\.description) == [
                "Fixtures/Names.storyboard:6:9: error: customClass '\(customClass)' of <viewController> is not a "
                    + "Swift name; file not converted"
            ])
    }

    @Test(arguments: ["HomeViewController", "App.HomeViewController", "_Home", "Écran1", "_1", "Z9_x", "Vue2é"])
    func swiftNames(customClass: String) throws {
        let output = try generate(customClass)
        #expect(output.plan.types.map(\.typeName) == [customClass])
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
    }
}
