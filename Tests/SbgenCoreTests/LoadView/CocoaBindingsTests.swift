import Foundation
import IBModel
import IBParser
import Testing

@testable import SbgenCore

/// Cocoa bindings: their Swift spellings, and what is left as a located warning.
@Suite("Cocoa bindings")
struct CocoaBindingsTests {
    @Test("A binding name is the NSBindingName constant, or NSBindingName(\"…\") for IB's numbered names")
    func names() {
        #expect(CocoaBindings.nameSpelling("value") == ".value")
        #expect(CocoaBindings.nameSpelling("isIndeterminate") == ".isIndeterminate")
        #expect(CocoaBindings.nameSpelling("enabled2") == "NSBindingName(\"enabled2\")")
        #expect(CocoaBindings.nameSpelling("displayPatternValue1") == "NSBindingName(\"displayPatternValue1\")")
    }

    static func binding(_ options: String) throws -> IBConnection {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <textField id="t">
                        <connections>
                            <binding destination="-2" name="value" keyPath="x" id="b"><dictionary key="options">\(options)</dictionary></binding>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "T.xib")
        return try #require(document.objects.first { $0.id == "t" }?.connections.first)
    }

    @Test("Options: bools, numbers, strings, Foundation's transformer names; deprecated ones stay strings")
    func options() throws {
        let binding = try Self.binding(
            """
            <bool key="NSValidatesImmediately" value="YES"/><integer key="NSNullPlaceholder" value="-1"/>\
            <string key="NSValueTransformerName">NSIsNotNil</string>\
            <bool key="NSDeletesObjectsOnRemove" value="NO"/>
            """)
        let spelled = CocoaBindings.optionsSpelling(binding)
        #expect(
            spelled.entries == [
                ".validatesImmediately: true", ".nullPlaceholder: -1",
                ".valueTransformerName: NSValueTransformerName.isNotNilTransformerName",
                ".deletesObjectsOnRemove: false",
            ])
        #expect(spelled.problem == nil)
        let deprecated = try Self.binding(#"<string key="NSValueTransformerName">NSUnarchiveFromData</string>"#)
        #expect(CocoaBindings.optionsSpelling(deprecated).entries == [#".valueTransformerName: "NSUnarchiveFromData""#])
        let unknown = try Self.binding(#"<string key="NSFutureOption">x</string>"#)
        #expect(CocoaBindings.optionsSpelling(unknown).problem == "binding option 'NSFutureOption'")
    }

    @Test("A long call puts its arguments, then each option, on lines of their own")
    func wrapping() {
        #expect(
            CocoaBindings.call(on: "field", arguments: ".value, to: self, withKeyPath: \"name\"", options: nil)
                == "field.bind(.value, to: self, withKeyPath: \"name\")")
        let long = CocoaBindings.call(
            on: "showIconsButton", arguments: ".enabled, to: self, withKeyPath: \"isUnlocked\"",
            options: [
                ".multipleValuesPlaceholder: -1", ".noSelectionPlaceholder: -1", ".notApplicablePlaceholder: -1",
                ".nullPlaceholder: -1",
            ])
        #expect(
            long == """
                showIconsButton.bind(
                    .enabled, to: self, withKeyPath: "isUnlocked",
                    options: [
                        .multipleValuesPlaceholder: -1,
                        .noSelectionPlaceholder: -1,
                        .notApplicablePlaceholder: -1,
                        .nullPlaceholder: -1,
                    ])
                """)
        let short = CocoaBindings.call(
            on: "field", arguments: ".value, to: NSUserDefaultsController.shared, withKeyPath: \"values.name\"",
            options: [".continuouslyUpdatesValue: true"])
        #expect(
            short == """
                field.bind(
                    .value, to: NSUserDefaultsController.shared, withKeyPath: "values.name",
                    options: [.continuouslyUpdatesValue: true])
                """)
    }

    @Test("Bindings to objects the code does not create, and a cell's own bindings, are located warnings")
    func warnings() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="ListViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                        </connections>
                    </customObject>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <textField id="t">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <textFieldCell key="cell" id="tc">
                                    <connections>
                                        <binding destination="-2" name="value" keyPath="x" id="b2"/>
                                    </connections>
                                </textFieldCell>
                                <connections>
                                    <binding destination="ac" name="value" keyPath="selection.name" id="b1"/>
                                </connections>
                            </textField>
                        </subviews>
                    </customView>
                    <arrayController id="ac"/>
                </objects>
            </document>
            """
        let document = try IBDocumentParser().parse(data: Data(source.utf8), path: "List.xib")
        let output = LoadViewGenerator.generate(document, source: "List.xib")
        #expect(
            output.diagnostics.map(\.description) == [
                "List.xib:25:9: warning: top-level <arrayController> not converted",
                "List.xib:16:29: warning: binding 'value' of the control's cell not converted",
                "List.xib:20:25: warning: binding 'value' to <arrayController> not converted: the code does not create it",
            ])
    }
}
