import SurfaceHarness
import Testing

/// Code shaped like an Interface Builder generator's output must type-check against the iOS surface
/// with Swift 6, complete concurrency checking and warnings as errors.
@Suite struct UIKitAcceptanceTests {
    @Test func storyboardAndNibAccessors() throws {
        try expectCompiles(
            """
            import UIKit

            final class ProfileViewController: UIViewController {}

            @MainActor enum StoryboardScene {
                static let main = UIStoryboard(name: "Main", bundle: nil)
                static func initial() -> UIViewController? { main.instantiateInitialViewController() }
                static func profile() -> ProfileViewController {
                    main.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
                }
                @available(iOS 13.0, *)
                static func profileTyped() -> ProfileViewController {
                    main.instantiateViewController(identifier: "Profile") { coder in ProfileViewController(coder: coder) }
                }
                @available(iOS 13.0, *)
                static func initialTyped() -> ProfileViewController? {
                    main.instantiateInitialViewController { coder in ProfileViewController(coder: coder) }
                }
                static func nibObjects(owner: Any?) -> [Any] {
                    let nib = UINib(nibName: "Header", bundle: Bundle.main)
                    return nib.instantiate(withOwner: owner, options: nil)
                }
                static func discard() {
                    main.instantiateInitialViewController()
                }
            }
            """, platform: .iOS)
    }

    @Test func segues() throws {
        try expectCompiles(
            """
            import UIKit

            final class ListViewController: UITableViewController {
                enum Segue: String { case showDetail }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    guard let identifier = segue.identifier, let route = Segue(rawValue: identifier) else { return }
                    switch route {
                    case .showDetail:
                        let destination: UIViewController = segue.destination
                        destination.title = "Detail"
                    }
                }
                func open() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: self) }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
            }
            """, platform: .iOS)
    }

    @Test func tableAndCollectionViews() throws {
        try expectCompiles(
            """
            import UIKit

            final class ItemCell: UITableViewCell {
                static let reuseIdentifier = "ItemCell"
            }
            final class PhotoCell: UICollectionViewCell {}
            final class SectionHeader: UICollectionReusableView {}

            final class Controller: UIViewController {
                let table = UITableView(frame: .zero, style: .insetGrouped)
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.register(ItemCell.self, forCellReuseIdentifier: ItemCell.reuseIdentifier)
                    table.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "nib")
                    table.rowHeight = UITableView.automaticDimension
                    table.estimatedRowHeight = 44
                    table.separatorStyle = .singleLine
                    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
                    grid.register(
                        SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: "Header")
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 100, height: 100)
                    layout.scrollDirection = .horizontal
                    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                }

                func cell(at indexPath: IndexPath) -> ItemCell {
                    table.dequeueReusableCell(withIdentifier: ItemCell.reuseIdentifier, for: indexPath) as! ItemCell
                }
                func photo(at indexPath: IndexPath) -> PhotoCell {
                    grid.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
                }
                func header(at indexPath: IndexPath) -> SectionHeader {
                    grid.dequeueReusableSupplementaryView(
                        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                        for: indexPath) as! SectionHeader
                }
            }
            """, platform: .iOS)
    }

    @Test func programmaticLoadView() throws {
        try expectCompiles(
            """
            import UIKit

            final class LoginViewController: UIViewController {
                private(set) var titleLabel: UILabel!
                private(set) var submit: UIButton!

                override func loadView() {
                    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                    root.backgroundColor = .systemBackground
                    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    root.tintColor = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.9, alpha: 1)

                    let label = UILabel()
                    label.text = "Welcome"
                    label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
                    label.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    label.textAlignment = .center
                    label.numberOfLines = 0
                    label.lineBreakMode = .byWordWrapping
                    label.adjustsFontForContentSizeCategory = true
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
                    label.accessibilityIdentifier = "title"
                    label.font.pointSize > 10 ? () : ()

                    let field = UITextField()
                    field.placeholder = "Email"
                    field.borderStyle = .roundedRect
                    field.keyboardType = .emailAddress
                    field.textContentType = .emailAddress
                    field.autocapitalizationType = .none
                    field.returnKeyType = .next
                    field.font = .preferredFont(forTextStyle: .body)

                    let button = UIButton(type: .system)
                    button.setTitle("Sign in", for: .normal)
                    button.setTitle("Signing in", for: .disabled)
                    button.setTitleColor(.white, for: .normal)
                    button.setImage(UIImage(systemName: "arrow.right"), for: .normal)
                    button.backgroundColor = UIColor(named: "Accent", in: Bundle.main, compatibleWith: nil)
                    button.layer.cornerRadius = 8
                    button.layer.borderColor = UIColor.separator.cgColor
                    button.contentHorizontalAlignment = .center
                    button.isEnabled = false

                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Continue"
                    configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    let modern = UIButton(configuration: configuration, primaryAction: nil)

                    let toggle = UISwitch()
                    toggle.isOn = true
                    toggle.onTintColor = .systemGreen
                    let slider = UISlider()
                    slider.minimumValue = 0
                    slider.maximumValue = 10
                    slider.value = 5
                    let segments = UISegmentedControl(items: ["One", "Two"])
                    segments.selectedSegmentIndex = 0
                    let spinner = UIActivityIndicatorView(style: .medium)
                    spinner.hidesWhenStopped = true
                    let image = UIImageView(image: UIImage(named: "logo"))
                    image.contentMode = .scaleAspectFit

                    let stack = UIStackView(arrangedSubviews: [label, field, button, modern])
                    stack.axis = .vertical
                    stack.alignment = .fill
                    stack.distribution = .fillEqually
                    stack.spacing = 12
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.addArrangedSubview(toggle)
                    stack.setCustomSpacing(24, after: label)
                    root.addSubview(stack)
                    root.addSubview(image)
                    root.insertSubview(spinner, belowSubview: stack)
                    root.addSubview(slider)
                    root.addSubview(segments)

                    let height = image.heightAnchor.constraint(equalToConstant: 80)
                    height.priority = .defaultHigh
                    height.identifier = "logo-height"
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor, constant: -8),
                        stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                        image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 1.5),
                        image.bottomAnchor.constraint(lessThanOrEqualTo: stack.topAnchor, constant: -20),
                        height,
                        NSLayoutConstraint(
                            item: spinner, attribute: .centerX, relatedBy: .equal, toItem: root,
                            attribute: .centerX, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: spinner, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: 20),
                    ])
                    button.addTarget(self, action: #selector(didTapSubmit(_:)), for: .touchUpInside)
                    toggle.addAction(UIAction(title: "Toggle") { _ in }, for: .valueChanged)
                    titleLabel = label
                    submit = button
                    view = root
                }

                @objc private func didTapSubmit(_ sender: UIButton) {}
            }
            """, platform: .iOS)
    }

    @Test func barsAndContainers() throws {
        try expectCompiles(
            """
            import UIKit

            @MainActor func makeRoot() -> UIViewController {
                let home = UIViewController()
                home.title = "Home"
                home.navigationItem.title = "Home"
                home.navigationItem.largeTitleDisplayMode = .always
                home.navigationItem.rightBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .add, target: nil, action: nil)
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                let navigation = UINavigationController(rootViewController: home)
                navigation.navigationBar.prefersLargeTitles = true
                navigation.navigationBar.isTranslucent = false
                let tabs = UITabBarController()
                tabs.setViewControllers([navigation], animated: false)
                tabs.tabBar.tintColor = .systemBlue
                home.modalPresentationStyle = .fullScreen
                home.modalTransitionStyle = .crossDissolve
                return tabs
            }
            """, platform: .iOS)
    }

    @Test func colorsFontsImagesAndGeometry() throws {
        try expectCompiles(
            """
            import UIKit

            enum Palette {
                static let brand = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
                static let p3 = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
                static let gray = UIColor(white: 0.5, alpha: 1)
                static let hsb = UIColor(hue: 0.1, saturation: 0.5, brightness: 0.5, alpha: 1)
                static let named: UIColor? = UIColor(named: "Brand")
                static let system: [UIColor] = [.label, .secondaryLabel, .systemRed, .systemGroupedBackground, .clear]
                static let title = UIFont.preferredFont(forTextStyle: .headline)
                static let custom: UIFont? = UIFont(name: "Avenir-Heavy", size: 17)
                static let bold = UIFont.boldSystemFont(ofSize: 14)
                static let icon: UIImage? = UIImage(systemName: "star.fill")
                static let config = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
                static let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                static let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
            }

            let sendable: [any Sendable] = [UIColor.red, UIFont.systemFont(ofSize: 1), UIImage(), UILayoutPriority.required]
            """, platform: .iOS)
    }

    @Test func customModuleStandIns() throws {
        try expectCompiles(
            """
            import DesignKit
            import UIKit

            @MainActor func build() -> UIView {
                let badge = BadgeView(frame: .zero)
                badge.count = 3
                return badge
            }
            """, platform: .iOS,
            extraModules: [
                "DesignKit": """
                import UIKit
                open class BadgeView: UIView {
                    public var count = 0
                }
                """
            ])
    }

    @Test func frameworkStandIns() throws {
        try expectCompiles(
            """
            import AVKit
            import MapKit
            import SwiftUI
            import UIKit
            import WebKit

            @MainActor func build() -> [UIView] {
                let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                let map = MKMapView(frame: .zero)
                let host = UIHostingController(rootView: Text("Hi"))
                let player = AVPlayerViewController()
                return [web, map, host.view, player.view]
            }
            """, platform: .iOS)
    }
}
