import Foundation
import IBModel
import IBParser
import SbgenCore
import Testing

/// macOS attributes with no public AppKit API or no run-time effect: the exact diagnostics.
@Suite("LoadView AppKit attribute diagnostics")
struct AppKitAttributeDiagnosticsTests {
    static func diagnostics(_ subviews: String) throws -> [String] {
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
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
            \(subviews)
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "A.xib")
        return LoadViewGenerator.generate(document, source: "A.xib").diagnostics.map(\.description)
    }

    @Test("wantsLayer=YES (IB's Core Animation Layer) is set before the layer's runtime attributes")
    func wantsLayer() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView wantsLayer="YES" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="15"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </customView>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "L.xib")
        let output = LoadViewGenerator.generate(document, source: "L.xib")
        #expect(output.diagnostics.isEmpty)
        let code = output.plan.types.flatMap(\.groups).flatMap(\.statements).map(\.code)
        let layer = try #require(code.firstIndex(of: "root.wantsLayer = true"))
        // An NSView's layer is optional (nil without wantsLayer): `layer?`, or it would not compile.
        let radius = try #require(code.firstIndex(of: "root.layer?.cornerRadius = 15.0"))
        #expect(layer < radius)
    }

    @Test("A source list highlight is style = .sourceList from macOS 12 (deprecated there), as IB wrote it below")
    func sourceListHighlight() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tableView selectionHighlightStyle="sourceList" viewBased="YES" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </tableView>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "S.xib")
        func code(_ version: OSVersion) -> [String] {
            let options = LoadViewGenerator.Options(
                deploymentTargets: DeploymentTargets([DeploymentTarget(.macOS, version)]))
            return LoadViewGenerator.generate(document, source: "S.xib", options: options).plan.types
                .flatMap(\.groups).flatMap(\.statements).map(\.code).filter { $0.contains("sourceList") }
        }
        #expect(code(OSVersion(11)) == ["root.selectionHighlightStyle = .sourceList"])
        #expect(code(OSVersion(12)) == ["root.style = .sourceList"])
    }

    @Test("A table column's binding is a warning, not silence")
    func tableColumnBinding() throws {
        let diagnostics = try Self.diagnostics(
            """
            <tableView viewBased="YES" id="tv">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <tableColumns>
                    <tableColumn identifier="Name" width="200" id="col">
                        <connections>
                            <binding destination="-2" name="value" keyPath="names" id="bd"/>
                        </connections>
                    </tableColumn>
                </tableColumns>
            </tableView>
            """)
        #expect(
            diagnostics == [
                "A.xib:17:17: warning: binding 'value' of a table column not converted; bind it (or fill the "
                    + "table) in code"
            ])
    }

    @Test("An accessibility connection to an object the code does not create, or of another property, is a warning")
    func accessibilityConnections() throws {
        let diagnostics = try Self.diagnostics(
            """
            <customView id="v1">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <connections>
                    <accessibilityConnection property="title" destination="elsewhere" id="ax1"/>
                    <accessibilityConnection property="serves" destination="root" id="ax2"/>
                </connections>
            </customView>
            """)
        #expect(
            diagnostics == [
                "A.xib:15:9: warning: <accessibilityConnection property=\"title\"> to an object outside this unit "
                    + "not converted: the code does not create it",
                "A.xib:16:9: warning: <accessibilityConnection property=\"serves\"> not converted",
            ])
    }

    @Test("First Runtime Layout Width: a warning for wrapping text, nothing for a single line")
    func firstLayoutWidth() throws {
        let wrapping = try Self.diagnostics(
            """
            <textField setsMaxLayoutWidthAtFirstLayout="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                <rect key="frame" x="18" y="200" width="200" height="32"/>
                <textFieldCell key="cell" selectable="YES" title="A long text" id="t1c" userLabel="Wrapping">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        #expect(
            wrapping == [
                "A.xib:12:1: warning: attribute 'setsMaxLayoutWidthAtFirstLayout' of textField not converted: "
                    + "NSTextField has no public API for IB's preferred width \"First Runtime Layout Width\"; set "
                    + "preferredMaxLayoutWidth to the field's width after its first layout"
            ])
        let single = try Self.diagnostics(
            """
            <textField setsMaxLayoutWidthAtFirstLayout="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                <rect key="frame" x="18" y="200" width="200" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="t1c">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        #expect(single == [])
    }

    @Test("A deprecated visual effect material and a text view's text storage: exact warnings")
    func deprecatedMaterialAndTextStorage() throws {
        let material = try Self.diagnostics(
            """
            <visualEffectView blendingMode="withinWindow" material="dark" state="followsWindowActiveState" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </visualEffectView>
            """)
        #expect(
            material == [
                "A.xib:12:1: warning: material 'dark' of visualEffectView not converted: "
                    + "NSVisualEffectView.Material.dark is deprecated since macOS 10.14; choose a semantic material "
                    + "(.hudWindow, .sidebar, .menu…)"
            ])
        let text = try Self.diagnostics(
            """
            <textView importsGraphics="NO" verticallyResizable="YES" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <attributedString key="textStorage">
                    <fragment content="Hello, "/>
                    <fragment content="world">
                        <attributes>
                            <real key="NSKern" value="0.0"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="left" lineHeightMultiple="1.2"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </textView>
            """)
        #expect(
            text == [
                "A.xib:14:5: warning: text of the text view (textStorage) not converted (2 runs)"
            ])
        let one = try Self.diagnostics(
            """
            <textView importsGraphics="NO" verticallyResizable="YES" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <attributedString key="textStorage">
                    <fragment>
                        <string key="content">Tab	stops</string>
                        <attributes>
                            <real key="NSKern" value="0.0"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="left" lineHeightMultiple="1.2">
                                <tabStops/>
                            </paragraphStyle>
                        </attributes>
                    </fragment>
                </attributedString>
            </textView>
            """)
        #expect(
            one == [
                "A.xib:14:5: warning: text of the text view (textStorage) not converted (NSKern; "
                    + "NSParagraphStyle lineHeightMultiple; NSParagraphStyle <tabStops>)"
            ])
    }
}
