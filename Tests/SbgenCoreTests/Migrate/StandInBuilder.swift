import IBModel
import SbgenCore

/// Declarations for an app's own classes, made from its IB files, so migrated code type-checks
/// without the app's sources: each custom class with its UIKit base class, its outlets (as `Any?`)
/// and its action methods.
struct StandInBuilder {
    private var bases: [String: String] = [:]
    private var outlets: [String: Set<String>] = [:]
    private var actions: [String: Set<String>] = [:]

    /// Outlet names that UIKit base classes already declare (the real class overrides or reuses them).
    static let inherited: Set<String> = [
        "view", "window", "delegate", "dataSource", "tableView", "collectionView", "imageView", "textLabel",
        "detailTextLabel", "contentView", "backgroundView", "selectedBackgroundView", "accessoryView",
        "gestureRecognizers", "inputView", "inputAccessoryView", "navigationItem", "tabBarItem", "titleView",
        "searchBar", "tabBar", "navigationBar", "toolbar", "refreshControl", "scrollView", "textField", "layer",
    ]

    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController",
    ]

    mutating func add(_ document: IBDocument) {
        var classes: [String: String] = [:]
        document.forEachObject { object in
            guard let id = object.id, let custom = object.customClass else { return }
            classes[id] = custom
            // UIKit's own classes (First Responder is a `UIResponder`) need no stand-in.
            if custom.hasPrefix("UI") || custom.hasPrefix("NS") { return }
            let base: String
            if object.placeholderIdentifier == "IBFilesOwner" {
                base = custom == "UIApplication" ? "" : "UIViewController"
            } else if object.isPlaceholder {
                return
            } else if object.element == "customObject" {
                base = "UIResponder"
            } else {
                base = StandardTypes.resolve(element: object.element, platform: .iOS).type
            }
            // Classes on elements outside the surface (SwiftUI hosting, OpenGL views) get no stand-in.
            guard
                StandardTypes.resolve(element: object.element, platform: .iOS).module == "UIKit" || object.isPlaceholder
                    || object.element == "customObject"
            else { return }
            if !base.isEmpty, bases[custom] == nil || bases[custom] == "UIViewController" { bases[custom] = base }
        }
        document.forEachObject { object in
            guard let id = object.id else { return }
            for connection in object.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    if let owner = classes[id], let property = connection.property, !Self.inherited.contains(property) {
                        outlets[owner, default: []].insert(property)
                    }
                case .segue:
                    // A custom segue's class: the flow creates it with `init(identifier:source:destination:)`.
                    if let custom = connection.customClass, !custom.hasPrefix("UI"), bases[custom] == nil {
                        bases[custom] = "UIStoryboardSegue"
                    }
                case .action:
                    if let target = connection.destination.flatMap({ classes[$0] }), let selector = connection.selector
                    {
                        actions[target, default: []].insert(selector)
                    }
                default: break
                }
            }
        }
    }

    /// `class X: Base { var outlet: Any?; @objc func action(_ a0: Any?) {} }` for every class, sorted.
    func source(extra: [String: String] = [:]) -> String {
        var text = "import UIKit\n"
        for (name, base) in bases.merging(extra, uniquingKeysWith: { _, new in new }).sorted(by: { $0.key < $1.key }) {
            text += "\nclass \(name): \(base) {\n"
            if name.hasSuffix("Delegate") { text += "    var window: UIWindow?\n" }
            for outlet in (outlets[name] ?? []).sorted() where outlet != "window" {
                text += "    var \(outlet): Any?\n"
            }
            for selector in (actions[name] ?? []).sorted() {
                let parts = selector.split(separator: ":", omittingEmptySubsequences: true)
                guard let head = parts.first else { continue }
                let labels = ["_"] + parts.dropFirst().map(String.init)
                let parameters = (0..<selector.filter { $0 == ":" }.count).map { "\(labels[$0]) a\($0): Any?" }
                text += "    @objc func \(head)(\(parameters.joined(separator: ", "))) {}\n"
            }
            text += "}\n"
        }
        return text
    }
}

/// What the toolbar classes of migrated macOS window code name besides AppKit: the items' custom
/// classes (`let item = RSToolbarItem(itemIdentifier:`) and the actions sent to the app's classes
/// (`#selector(MainWindowController.refresh(_:))`), read from the generated text.
enum ToolbarStandIns {
    /// The custom `NSToolbarItem` subclasses the text creates, sorted.
    static func itemClasses(in text: String) -> [String] {
        Set(text.matches(of: /let item = (\w+)\(itemIdentifier:/).map { String($0.1) }.filter { !$0.hasPrefix("NS") })
            .sorted()
    }

    /// One-argument actions `#selector` names on `type`, sorted.
    static func actions(in text: String, on type: String) -> [String] {
        Set(text.matches(of: /#selector\((\w+)\.(\w+)\(_:\)\)/).filter { $0.1 == type }.map { String($0.2) }).sorted()
    }

    /// `    @objc func name(_ sender: Any?) {}` for each action on `type`.
    static func methods(in text: String, on type: String) -> String {
        actions(in: text, on: type).map { "    @objc func \($0)(_ sender: Any?) {}\n" }.joined()
    }
}
