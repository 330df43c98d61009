import Foundation
import Testing

@testable import SbgenCore

/// Nib loads by a name computed from a class, `instantiate(withOwner:)` on a class's own nib, and
/// calls of the project's own nib helpers, as Simplenote writes them (`UIView+Simplenote.swift`'s
/// `loadNib()`, `instantiateFromNib()`, `loadFromNib()`; `SPSectionHeaderView` loading its nib with
/// itself as owner).
@Suite struct ComputedNibCallSiteTests {
    static let helpers = """
        extension UIView {
            @objc
            class func loadNib() -> UINib {
                return UINib(nibName: classNameWithoutNamespaces, bundle: nil)
            }

            class func instantiateFromNib<T>() -> T {
                return loadNib().instantiate(withOwner: nil, options: nil).first as! T
            }

            @objc
            class func loadFromNib() -> Any? {
                return loadNib().instantiate(withOwner: nil, options: nil).first
            }
        }
        """

    static let header = """
        class SPSectionHeaderView: UITableViewHeaderFooterView {
            private lazy var nib = UINib(nibName: type(of: self).classNameWithoutNamespaces, bundle: nil)
        }

        private extension SPSectionHeaderView {
            func configureSubviews() {
                nib.instantiate(withOwner: self, options: nil)
            }
        }
        """

    static let users = """
        final class NoticeController {
            func show() {
                let noticeView: NoticeView = NoticeView.instantiateFromNib()
                tableView.register(TagListViewCell.loadNib(), forCellReuseIdentifier: TagListViewCell.reuseIdentifier)
                _ = Bundle.main.loadNibNamed(String(describing: Self.self), owner: self)
                _ = UINib(nibName: String(describing: BannerView.self), bundle: nil)
                _ = Bundle.main.loadNibNamed(nibName, owner: self)
            }
        }
        """

    static let objectiveC = """
        @implementation SPNoteListViewController
        - (void)showRatings {
            SPRatingsPromptView *ratingsView = [SPRatingsPromptView loadFromNib];
        }
        @end
        """

    @Test func computedNamesOwnersAndHelpers() throws {
        let project = try MigrateFixtures.project([
            "App/UIView+Simplenote.swift": Self.helpers, "App/SPSectionHeaderView.swift": Self.header,
            "App/NoticeController.swift": Self.users, "App/SPNoteListViewController.m": Self.objectiveC,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let files = [
            "App/NoticeController.swift", "App/SPNoteListViewController.m", "App/SPSectionHeaderView.swift",
            "App/UIView+Simplenote.swift",
        ]
        let sites = CallSiteScanner.scan(files, root: project.path)
        // The helpers' own bodies are not call sites; `loadNibNamed(nibName, …)` names nothing to follow.
        #expect(
            sites.map {
                "\($0.file):\($0.line):\($0.column) \($0.kind) \($0.name) \($0.call)\($0.registers ? " registers" : "")"
            } == [
                "App/NoticeController.swift:3:38 nib NoticeView NoticeView.instantiateFromNib()",
                "App/NoticeController.swift:4:28 nib TagListViewCell TagListViewCell.loadNib() registers",
                "App/NoticeController.swift:5:25 loadNib NoticeController loadNibNamed(String(describing: Self.self), …)",
                "App/NoticeController.swift:6:13 nib BannerView UINib(nibName: String(describing: BannerView.self), …)",
                "App/SPNoteListViewController.m:3:40 nib SPRatingsPromptView [SPRatingsPromptView loadFromNib]",
                "App/SPSectionHeaderView.swift:2:28 nib SPSectionHeaderView "
                    + "UINib(nibName: type(of: self).classNameWithoutNamespaces, …)",
                "App/SPSectionHeaderView.swift:7:9 loadNib SPSectionHeaderView nib.instantiate(withOwner: …)",
            ])
    }

    /// The report lists the owner's call sites as steps of its xib.
    @Test func anOwnersXibListsItsCallSites() throws {
        let xib = MigrateFixtures.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SPSectionHeaderView">
                        <connections>
                            <outlet property="containerView" destination="v1" id="o1"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v1"/>
            """)
        let source = Self.header.replacingOccurrences(
            of: "    private lazy var nib", with: "    @IBOutlet var containerView: UIView!\n    private lazy var nib")
        let project = try MigrateFixtures.project([
            "App/SPSectionHeaderView.xib": xib, "App/SPSectionHeaderView.swift": source,
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try Migrator.migrate(MigrationOptions(project: project.path, dryRun: true))
        let entry = try #require(result.report.files.first { $0.path == "App/SPSectionHeaderView.xib" })
        #expect(
            MultiTargetMigrationTests.located(entry).filter { $0.hasPrefix("App/SPSectionHeaderView.swift") } == [
                "App/SPSectionHeaderView.swift:3:28: note: replace `UINib(nibName: type(of: self).classNameWithoutNamespaces, …)` "
                    + "with `sbgenBuildContent()` of SPSectionHeaderView, called on the owner it loaded the nib with: it "
                    + "builds the view with the owner's outlets and actions connected and returns it "
                    + "(Swift/App/SPSectionHeaderView+LoadView.swift)",
                "App/SPSectionHeaderView.swift:8:9: note: replace `nib.instantiate(withOwner: …)` with "
                    + "`sbgenBuildContent()` of SPSectionHeaderView, called on the owner it loaded the nib with: it "
                    + "builds the view with the owner's outlets and actions connected and returns it "
                    + "(Swift/App/SPSectionHeaderView+LoadView.swift)",
            ])
    }
}
