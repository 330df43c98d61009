import Foundation
import IBModel
import IBParser
import SbgenCore
import Testing

/// Top-level menus of a view controller xib that no outlet holds: nothing would keep the menu, so
/// it is not built, with one located warning.
@Suite("AppKit top-level menus")
struct AppKitTopLevelMenuTests {
    @Test("A top-level menu no outlet holds: a warning at the menu, the unit's other content built")
    func unreferencedMenu() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="TestViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                        </connections>
                    </customObject>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    </customView>
                    <menu id="orphan">
                        <items>
                            <menuItem title="Unused" id="u1"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "Fixtures/T.xib")
        let output = LoadViewGenerator.generate(document, source: "Fixtures/T.xib")
        #expect(
            output.diagnostics.map(\.description) == [
                "Fixtures/T.xib:12:9: warning: top-level <menu> not converted: no outlet holds it"
            ])
        let code = output.plan.types.flatMap(\.groups).flatMap(\.statements).map(\.code)
        #expect(!code.contains { $0.contains("NSMenu") })
    }
}
