import Foundation
import SbgenCore
import TestSupport
import Testing

/// The note "custom class X is created with init(frame:), not init(coder:), and gets no
/// awakeFromNib" is a manual step only where the class's sources make it one: an `awakeFromNib()`
/// override or an `init(coder:)` without an `init(frame:)` (in it or a project superclass). A class
/// whose sources show neither, up to an SDK superclass, gets no note (Loop had 37 such notes for 7
/// classes that override awakeFromNib).
@Suite(.serialized) struct NibLifecycleMigrationTests {
    static func view(_ id: String, _ className: String, y: Int) -> String {
        """
                                        <view contentMode="scaleToFill" id="\(id)" customClass="\(className)" customModule="App" customModuleProvider="target">
                                            <rect key="frame" x="0.0" y="\(y)" width="100" height="40"/>
                                        </view>

        """
    }

    static let main =
        MultiTargetMigrationTests.header + " initialViewController=\"lc-c\">\n" + """
                    <scenes>
                        <scene sceneID="lc">
                            <objects>
                                <viewController id="lc-c" customClass="CardsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="lc-v">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>

            """ + view("lc-1", "PlainView", y: 0) + view("lc-2", "AwakeView", y: 50)
        + view("lc-3", "CoderView", y: 100) + view("lc-4", "BadgeView", y: 150)
        + view("lc-5", "PodView", y: 200) + view("lc-6", "ObjCView", y: 250) + """
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    static let sources = """
        import UIKit

        final class CardsViewController: UIViewController {}

        final class PlainView: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        class AwakeView: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                layer.cornerRadius = 8
            }
        }

        final class CoderView: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        /// Inherits AwakeView's awakeFromNib.
        final class BadgeView: AwakeView {}

        /// A superclass the sources do not declare (another package).
        final class PodView: ShimmerView {}
        """

    @Test func notesOnlyWhereTheSourcesNeedThem() throws {
        let project = try MigrateFixtures.project([
            "App/Base.lproj/Main.storyboard": Self.main, "App/Views.swift": Self.sources,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let main = try #require(result.report.files.first { $0.path == "App/Base.lproj/Main.storyboard" })
        #expect(
            MultiTargetMigrationTests.located(main).filter { $0.contains("custom class") } == [
                "App/Base.lproj/Main.storyboard:14:33: note: custom class AwakeView is created with init(frame:), not "
                    + "init(coder:): its awakeFromNib() (App/Views.swift:11) is not called; move that setup into "
                    + "init(frame:)",
                "App/Base.lproj/Main.storyboard:17:33: note: custom class CoderView is created with init(frame:), not "
                    + "init(coder:): its init(coder:) (App/Views.swift:18) is not called; do its setup in the "
                    + "initializer code uses too",
                "App/Base.lproj/Main.storyboard:20:33: note: custom class BadgeView is created with init(frame:), not "
                    + "init(coder:): its superclass AwakeView's awakeFromNib() (App/Views.swift:11) is not called; "
                    + "move that setup into init(frame:)",
                "App/Base.lproj/Main.storyboard:23:33: note: custom class PodView is created with init(frame:), not "
                    + "init(coder:), and gets no awakeFromNib",
                "App/Base.lproj/Main.storyboard:26:33: note: custom class ObjCView is created with init(frame:), not "
                    + "init(coder:), and gets no awakeFromNib",
            ])
        let view = try #require(result.files.first { $0.path == "Swift/App/Base.lproj/Main+LoadView.swift" })
        let comments = view.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("// sbgen: custom class") }
        #expect(
            comments == [
                "// sbgen: custom class AwakeView is created with init(frame:), not init(coder:): its awakeFromNib() "
                    + "(App/Views.swift:11) is not called; move that setup into init(frame:)",
                "// sbgen: custom class CoderView is created with init(frame:), not init(coder:): its init(coder:) "
                    + "(App/Views.swift:18) is not called; do its setup in the initializer code uses too",
                "// sbgen: custom class BadgeView is created with init(frame:), not init(coder:): its superclass "
                    + "AwakeView's awakeFromNib() (App/Views.swift:11) is not called; move that setup into init(frame:)",
                "// sbgen: custom class PodView is created with init(frame:), not init(coder:), and gets no awakeFromNib",
                "// sbgen: custom class ObjCView is created with init(frame:), not init(coder:), and gets no "
                    + "awakeFromNib",
            ])
    }
}
