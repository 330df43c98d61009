import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport
import Testing

/// An accessor typed with a class the SDK deprecates (`<glkViewController>`: GLKViewController,
/// iOS/tvOS 12) carries the deprecation, so that the generated file compiles without warnings and
/// Swift warns where the accessor is used (checked against the real SDK with
/// `scripts/check-real-sdk.sh`; the surface has no GLKit).
@Suite struct DeprecatedClassAccessorTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="g1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <glkViewController storyboardIdentifier="Renderer" preferredFramesPerSecond="30" id="g1" sceneMemberID="viewController">
                            <glkView key="view" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" enableSetNeedsDisplay="NO" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </glkView>
                        </glkViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <glkViewController storyboardIdentifier="Custom" id="g2" customClass="GameViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func scenesAccessorsCarryTheDeprecation() throws {
        let document = try IBDocumentParser().parse(data: Data(Self.storyboard.utf8), path: "Renderer.storyboard")
        let (text, _, _) = try TemplateRendering.render("scenes", documents: [document], parameters: [])
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/Templates/scenes-deprecatedClass.swift")
        // A custom subclass is the team's class: its own declaration is where Swift warns.
        #expect(
            !text.contains(
                "@available(iOS, deprecated: 12.0, message: \"GLKViewController is deprecated with OpenGL ES; use MetalKit's MTKView\")\n        internal static let custom"
            ))
    }
}
