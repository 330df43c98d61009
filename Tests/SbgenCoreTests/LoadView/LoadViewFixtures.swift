import Foundation
import IBModel
import IBParser
import SbgenCore

/// Small inline IB documents for the load-view golden tests.
enum LoadViewFixtures {
    /// A xib whose File's Owner is `TestViewController` with a root view holding `subviews`;
    /// `rootExtra` goes inside the root view (constraints, colors), `objects` next to it.
    static func xib(
        _ subviews: String, rootExtra: String = "", ownerConnections: String = "", objects: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TestViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o-root"/>
                        \(ownerConnections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    \(rootExtra)
                </view>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A storyboard with one scene whose controller is `controller` (its XML, `<view key="view">` included).
    static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                \(scenes)
            </scenes>
        </document>
        """
    }

    /// Generated Swift plus the diagnostics as trailing comments: what a golden file holds.
    static func generate(_ text: String, name: String) throws -> String {
        let path = "Fixtures/\(name)"
        let document = try IBDocumentParser().parse(data: Data(text.utf8), path: path)
        let output = LoadViewGenerator.generate(document, source: path)
        var result = try LoadViewRenderer.render(output.plan)
        if !output.diagnostics.isEmpty {
            result += "\n// Diagnostics:\n" + output.diagnostics.map { "// \($0)" }.joined(separator: "\n") + "\n"
        }
        return result
    }
}
