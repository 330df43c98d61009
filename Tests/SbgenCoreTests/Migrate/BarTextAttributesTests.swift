import Foundation
import IBModel
import SbgenCore
import SurfaceHarness
import TestSupport
import Testing

/// `<textAttributes key="titleTextAttributes">` and `largeTitleTextAttributes` of a navigation
/// controller's bar: a dictionary of the keys IB wrote, the shadow as an `NSShadow`, a system colour
/// newer than the target with the file's colour before it, an asset colour through the subscript (it
/// is optional); IB's zero shadow offset without a colour is no shadow.
@Suite struct BarTextAttributesTests {
    static func storyboard(_ bar: String, tvOS: Bool = false) -> String {
        let type = tvOS ? "AppleTV.Storyboard" : "CocoaTouch.Storyboard.XIB"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(tvOS ? "AppleTV" : "iOS.CocoaTouch")" useAutolayout="YES" initialViewController="C1">
                <scenes>
                    <scene sceneID="S1">
                        <objects>
                            <navigationController id="C1" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="B1">
            \(bar)
                                </navigationBar>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <systemColor name="systemIndigoColor">
                        <color red="0.34509803921568627" green="0.33725490196078434" blue="0.83921568627450982" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>
            """
    }

    static let attributes = """
        <textAttributes key="titleTextAttributes">
            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            <color key="textColor" systemColor="systemIndigoColor"/>
            <color key="textShadowColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="-1"/>
        </textAttributes>
        <textAttributes key="largeTitleTextAttributes">
            <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="34"/>
            <color key="textColor" name="Title"/>
        </textAttributes>
        """

    static func flow(_ result: Migrator.Result) throws -> String {
        try #require(result.files.first { $0.path == "Swift/Main+Flow.swift" }?.contents)
    }

    @Test func titleAndLargeTitleAttributes() throws {
        let result = try MigrationReportExactnessTests.migrate(["Main.storyboard": Self.storyboard(Self.attributes)])
        #expect(result.report.files[0].items.isEmpty)
        let flow = try Self.flow(result)
        #expect(
            flow.contains(
                """
                        let controller = UINavigationController()
                        let titleShadow = NSShadow()
                        titleShadow.shadowColor = UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.5)
                        titleShadow.shadowOffset = CGSize(width: 0.0, height: -1.0)
                        if #available(iOS 13.0, *) {
                            controller.navigationBar.titleTextAttributes = [
                                .font: UIFont.preferredFont(forTextStyle: .headline),
                                .foregroundColor: UIColor.systemIndigo,
                                .shadow: titleShadow,
                            ]
                        } else {
                            controller.navigationBar.titleTextAttributes = [
                                .font: UIFont.preferredFont(forTextStyle: .headline),
                                .foregroundColor: UIColor(red: 0.34509805, green: 0.3372549, blue: 0.8392157, alpha: 1.0),
                                .shadow: titleShadow,
                            ]
                        }
                        var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [
                            .font: UIFont(name: "Avenir-Heavy", size: 34.0) ?? UIFont.systemFont(ofSize: 34.0),
                        ]
                        largeTitleTextAttributes[.foregroundColor] = UIColor(named: "Title")
                        controller.navigationBar.largeTitleTextAttributes = largeTitleTextAttributes
                        return controller

                """), "\(flow)")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: flow, platform: .iOS)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let availability = try AvailabilityCheck.check([flow], at: AvailabilityCheck.Target(.iOS, "12.0"))
        #expect(availability.isEmpty, "\(availability.map(\.description))")
    }

    /// One short key, one line; IB's zero offset alone sets nothing.
    @Test func oneKeyAndTheZeroOffset() throws {
        let one = try MigrationReportExactnessTests.migrate([
            "Main.storyboard": Self.storyboard(
                #"<textAttributes key="titleTextAttributes"><color key="textColor" systemColor="systemRedColor"/></textAttributes>"#
            )
        ])
        #expect(one.report.files[0].items.isEmpty)
        #expect(
            try Self.flow(one).contains(
                "        controller.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]\n"))
        let zero = try MigrationReportExactnessTests.migrate([
            "Main.storyboard": Self.storyboard(
                #"<textAttributes key="titleTextAttributes"><offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="0.0"/></textAttributes>"#
            )
        ])
        #expect(zero.report.files[0].items.isEmpty)
        #expect(
            try Self.flow(zero).contains(
                "        let controller = UINavigationController()\n        return controller\n"))
    }

    /// tvOS has no large titles; an element IB does not write there is named.
    @Test func whatIsNotConvertedIsNamed() throws {
        let result = try MigrationReportExactnessTests.migrate([
            "Main.storyboard": Self.storyboard(
                #"<textAttributes key="largeTitleTextAttributes"><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></textAttributes><textAttributes key="titleTextAttributes"><size key="textShadowOffset" width="1" height="1"/></textAttributes>"#,
                tvOS: true)
        ])
        #expect(
            result.report.files[0].items.map { "\($0.line):\($0.column) \($0.message)" } == [
                "8:1 <textAttributes key=\"largeTitleTextAttributes\"> of the navigation bar is not converted: "
                    + "UINavigationBar.largeTitleTextAttributes is unavailable on tvOS",
                "8:219 <size key=\"textShadowOffset\"> in <textAttributes key=\"titleTextAttributes\"> of the "
                    + "navigation bar is not converted; set it on controller.navigationBar in code",
            ])
    }
}
