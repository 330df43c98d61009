import Foundation
import SbgenCore
import Testing

@testable import SbgenCore

/// Classes the generated code creates with `X()`: only when that compiles. Simplenote's share
/// extension (`NSExtensionMainStoryboard` = MainInterface) starts at `SharePresentationController`,
/// which declares only `required init?(coder:)`, and its `ShareViewController` xib's owner declares
/// `init(context:)`: neither can be created with `X()`.
@Suite struct InitializerMigrationTests {
    static let storyboard =
        MultiTargetMigrationTests.header + " initialViewController=\"sp-c\">\n" + """
                <scenes>
                    <scene sceneID="sp">
                        <objects>
                            <viewController id="sp-c" customClass="SharePresentationController" customModule="Share" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sp-v">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="sp-fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>com.example.share</string>
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionMainStoryboard</key>
                <string>MainInterface</string>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.share-services</string>
            </dict>
        </dict>
        </plist>
        """

    static let presentation = """
        import UIKit

        class SharePresentationController: UIViewController {
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
            }
        }
        """

    static let share = """
        import UIKit

        class ShareViewController: UIViewController {
            init(context: NSExtensionContext?) {
                super.init(nibName: type(of: self).nibName, bundle: nil)
            }

            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        """

    static func files(presentation: String) -> [String: String] {
        [
            "Share/Base.lproj/MainInterface.storyboard": storyboard, "Share/Info.plist": plist,
            "Share/SharePresentationController.swift": presentation,
            "Share/ShareViewController.swift": share,
            "Share/ShareViewController.xib": MigrateFixtures.controllerXib("ShareViewController"),
            "Share/Presenter.swift": #"let nib = UINib(nibName: "ShareViewController", bundle: nil)"#,
        ]
    }

    @Test func anExtensionsInitialControllerWithoutInitIsAStepNotACall() throws {
        let project = try MigrateFixtures.project(Self.files(presentation: Self.presentation))
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        // No flow: its only scene cannot be created with `SharePresentationController()`.
        #expect(!result.files.contains { $0.path.hasSuffix("+Flow.swift") })
        #expect(
            result.files.filter { $0.path.hasSuffix(".swift") && $0.contents.contains("SharePresentationController()") }
                .map(\.path) == [])
        let main = try #require(result.report.files.first { $0.path == "Share/Base.lproj/MainInterface.storyboard" })
        let problem =
            "`SharePresentationController()` does not compile: SharePresentationController declares only "
            + "`init?(coder:)` (Share/SharePresentationController.swift:4) and no `init()`; create it with that initializer"
        #expect(
            MultiTargetMigrationTests.located(main).filter { $0.contains("does not compile") } == [
                "Share/Base.lproj/MainInterface.storyboard:2:1: warning: initial view controller: " + problem,
                "Share/Base.lproj/MainInterface.storyboard:6:17: warning: " + problem,
            ])
        #expect(main.counts.scenes == MigrationReport.Count(total: 1, converted: 0))
        // The key's step says what the principal class needs.
        let plist = try #require(result.report.plists.first { $0.path == "Share/Info.plist" })
        #expect(
            plist.items.map(\.message) == [
                "NSExtensionMainStoryboard = MainInterface is kept: the extension loads its storyboard. To delete it, "
                    + "set NSExtensionPrincipalClass to its initial view controller's class "
                    + "($(PRODUCT_MODULE_NAME).SharePresentationController), whose loadView builds the view, and remove "
                    + "the key; the "
                    + "extension creates that class with `init()`, and SharePresentationController declares only "
                    + "`init?(coder:)` (Share/SharePresentationController.swift:4) and no `init()`: add "
                    + "`override init(nibName: String?, bundle: Bundle?)` to it first"
            ])
        let xib = try #require(result.report.files.first { $0.path == "Share/ShareViewController.xib" })
        #expect(
            xib.owner
                == "File's Owner `ShareViewController` finds `ShareViewController` by its class name when created "
                + "with `nibName: nil` (`ShareViewController()` does not compile; see the step).")
        #expect(
            MultiTargetMigrationTests.located(xib).filter { $0.contains("warning: `ShareViewController()`") } == [
                "Share/ShareViewController.xib:2:1: warning: `ShareViewController()` does not compile: "
                    + "ShareViewController declares `init(context:)` (Share/ShareViewController.swift:4), "
                    + "`init?(coder:)` (Share/ShareViewController.swift:8) and no `init()`; create it with one of them"
            ])
        // The call-site step does not offer `ShareViewController()` either.
        #expect(
            MultiTargetMigrationTests.located(xib).filter { $0.hasPrefix("Share/Presenter.swift") } == [
                "Share/Presenter.swift:1:11: note: replace `UINib(nibName: \"ShareViewController\", …)` with a "
                    + "ShareViewController created with its own initializer (`ShareViewController()` does not compile: "
                    + "ShareViewController declares `init(context:)` (Share/ShareViewController.swift:4), "
                    + "`init?(coder:)` (Share/ShareViewController.swift:8) and no `init()`; create it with one of "
                    + "them), whose `loadView()` calls `sbgenLoadView()`: add `override func loadView() { "
                    + "sbgenLoadView() }` to ShareViewController (Swift/Share/ShareViewController+LoadView.swift)"
            ])
    }

    /// With an `init()` the factory is written, and says which key it replaces.
    @Test func anExtensionsCreatableInitialControllerNamesNSExtensionMainStoryboard() throws {
        let creatable = Self.presentation.replacingOccurrences(
            of: "    required init?",
            with: "    init() {\n        super.init(nibName: nil, bundle: nil)\n    }\n\n    required init?")
        let project = try MigrateFixtures.project(Self.files(presentation: creatable))
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let flow = try #require(result.files.first { $0.path == "Swift/Share/Base.lproj/MainInterface+Flow.swift" })
        #expect(
            flow.contents.split(separator: "\n").filter { $0.contains("///") || $0.contains("()") }.map(String.init)
                == [
                    "/// The controllers of Share/Base.lproj/MainInterface.storyboard, built in code: one factory per scene.",
                    "    /// The initial controller of Share/Base.lproj/MainInterface.storyboard: what UIKit built for "
                        + "`NSExtensionMainStoryboard` (an app extension's: `NSExtensionPrincipalClass` replaces that key).",
                    "    static func makeInitialViewController() -> SharePresentationController {",
                    "        makeSharePresentationController()",
                    "    /// Scene sp of Share/Base.lproj/MainInterface.storyboard (line 6).",
                    "    static func makeSharePresentationController() -> SharePresentationController {",
                    "        let controller = SharePresentationController()",
                ])
    }

    static func members(_ text: String) -> DeclaredMembers {
        var members = DeclaredMembers()
        members.add(swift: text, file: "A.swift")
        return members
    }

    @Test func initializersDecideWhetherXCompiles() {
        let members = Self.members(
            """
            class Plain: UIViewController {}
            class Coder: UIViewController {
                required init?(coder: NSCoder) { fatalError() }
            }
            class Nib: UIViewController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Convenient: UIViewController {
                private let id: Int
                init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
                convenience init() { self.init(id: 0) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Inherits: Coder {}
            class Hidden: UIView {
                private init() { super.init(frame: .zero) }
                init(style: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(
            members.superclasses == [
                "Plain": "UIViewController", "Coder": "UIViewController", "Nib": "UIViewController",
                "Convenient": "UIViewController", "Inherits": "Coder", "Hidden": "UIView",
            ])
        #expect(members.initializers["Convenient"]?.map(\.signature) == ["init(id:)", "init()", "init?(coder:)"])
        #expect(members.initializers["Convenient"]?.map(\.isConvenience) == [false, true, false])
        #expect(members.initializers["Coder"]?.map(\.isRequired) == [true])
        #expect(members.noArgumentInitProblem("Plain") == nil)
        #expect(members.noArgumentInitProblem("Nib") == nil)
        #expect(members.noArgumentInitProblem("Convenient") == nil)
        #expect(members.noArgumentInitProblem("UIViewController") == nil)
        #expect(
            members.noArgumentInitProblem("Coder")
                == "`Coder()` does not compile: Coder declares only `init?(coder:)` (A.swift:3) and no `init()`; "
                + "create it with that initializer")
        #expect(
            members.noArgumentInitProblem("Inherits")
                == "`Inherits()` does not compile: Inherits's superclass Coder declares only `init?(coder:)` "
                + "(A.swift:3) and no `init()`; create it with that initializer")
        #expect(
            members.noArgumentInitProblem("Hidden")
                == "`Hidden()` does not compile: Hidden declares `init()` (A.swift:19), `init(style:)` (A.swift:20), "
                + "`init?(coder:)` (A.swift:21) and its `init()` is private; create it with one of them")
    }
}
