import Foundation
import SurfaceHarness
import Testing

@testable import SbgenCore

/// User-defined runtime attributes against the project's sources, as in Simplenote: `SPShadowView`
/// declares `var cornerRadius`, `RoundedCrossButton` inherits from `RoundedButton` whose extension
/// of `UIView` declares it, and `ActivityIndicatorButton` has no such key (code would crash where
/// the nib logged).
@Suite struct RuntimeAttributeMigrationTests {
    static func view(_ id: String, _ customClass: String, y: Int, key: String, value: String) -> String {
        """
                        <view contentMode="scaleToFill" id="\(id)" customClass="\(customClass)">
                            <rect key="frame" x="0.0" y="\(y)" width="100" height="40"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="\(key)">
                                    <real key="value" value="\(value)"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>

        """
    }

    static let xib = MigrateFixtures.xib(
        """
                <view contentMode="scaleToFill" id="root" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>

        """ + view("v1", "SPShadowView", y: 0, key: "cornerRadius", value: "10")
            + view("v2", "RoundedCrossButton", y: 50, key: "cornerRadius", value: "8")
            + view("v3", "ActivityIndicatorButton", y: 100, key: "cornerRadius", value: "8")
            + view("v4", "SPShadowView", y: 150, key: "steps", value: "3") + """
                            </subviews>
                        </view>
                """)

    static let sources = """
        import UIKit

        final class CardView: UIView {}

        final class SPShadowView: UIView {
            var cornerRadius: CGFloat = .zero {
                didSet { layer.cornerRadius = cornerRadius }
            }
            @IBInspectable
            var steps: Int = 1
        }

        class RoundedButton: UIView {}
        class RoundedCrossButton: RoundedButton {}
        class ActivityIndicatorButton: UIView {}

        extension UIView {
            @IBInspectable var unused: Bool { false }
        }

        extension RoundedButton {
            @IBInspectable var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
        }
        """

    @Test func declaredKeysAreTypedMissingKeysAreSteps() throws {
        let project = try MigrateFixtures.project(["App/CardView.xib": Self.xib, "App/Views.swift": Self.sources])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let view = try #require(result.files.first { $0.path == "Swift/App/CardView+LoadView.swift" })
        #expect(
            view.contents.split(separator: "\n").filter { $0.contains("cornerRadius") || $0.contains("steps") }
                .map { $0.trimmingCharacters(in: .whitespaces) } == [
                    "view1.cornerRadius = 10.0", "view2.cornerRadius = 8.0",
                    "view3.setValue(8.0, forKeyPath: \"cornerRadius\")", "view4.steps = 3",
                ])
        // The typed assignments type-check against the classes as declared.
        let source =
            Self.sources + "\n"
            + view.contents.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let diagnostics = try SurfaceCompiler.shared.typecheck(source: source, platform: .iOS, moduleName: "App")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        let entry = try #require(result.report.files.first { $0.path == "App/CardView.xib" })
        #expect(
            MultiTargetMigrationTests.located(entry).filter { $0.contains("runtime attribute") } == [
                "App/CardView.xib:26:1: warning: TODO: runtime attribute 'cornerRadius' of ActivityIndicatorButton: no "
                    + "`var cornerRadius` in ActivityIndicatorButton, its superclasses or their extensions in the "
                    + "project's sources, and no UIKit property sbgen knows; "
                    + "`view3.setValue(8.0, forKeyPath: \"cornerRadius\")` raises "
                    + "NSUnknownKeyException at run time if the class has no such key (a nib only logs it): declare it "
                    + "or remove the attribute"
            ])
    }

    @Test func keyValueSetsAreRead() {
        #expect(
            RuntimeAttributeCheck.keyValueSet(#"button.setValue(8.0, forKeyPath: "cornerRadius")"#)! == (
                "button", "8.0", "cornerRadius"
            ))
        #expect(RuntimeAttributeCheck.keyValueSet(#"button.setValue(8.0, forKeyPath: "layer.cornerRadius")"#) == nil)
        #expect(RuntimeAttributeCheck.keyValueSet(#"button.setValue(false, forKey: "adjusts")"#) == nil)
    }
}
