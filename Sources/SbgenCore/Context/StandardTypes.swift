import IBModel

/// The one table that maps IB element names to the UIKit/AppKit classes they instantiate, shared by
/// the sbgen and SwiftGen contexts.
///
/// Elements not in the table fall back to SwiftGen's rule: the platform prefix (`UI`/`NS`) plus the
/// element name with its first letter uppercased (`navigationController` → `UINavigationController`).
public enum StandardTypes {
    /// One row of the table.
    public struct Entry: Sendable, Hashable {
        /// The IB element name, e.g. `avPlayerViewController`.
        public var element: String
        /// The class on iOS, tvOS and watchOS; nil when the element is AppKit-only.
        public var uiKit: String?
        /// The class on macOS; nil when the element is UIKit-only.
        public var appKit: String?
        /// The module that declares the class; nil means the platform framework (`UIKit`/`AppKit`).
        public var module: String?
        /// True when SwiftGen 6.6 knows this row (its `tagTypeMap`); SwiftGen uses the fallback rule
        /// and the platform framework for every other element.
        public var swiftGen: Bool

        init(_ element: String, ui: String? = nil, ns: String? = nil, module: String? = nil, swiftGen: Bool = false) {
            self.element = element
            self.uiKit = ui
            self.appKit = ns
            self.module = module
            self.swiftGen = swiftGen
        }
    }

    /// A class and the module to import for it.
    public struct Resolved: Sendable, Hashable {
        public var type: String
        public var module: String
    }

    /// Rows whose class name or module differs from the fallback rule, or that sbgen needs to know.
    /// Grouped by family; look-ups go through ``entry(for:)``.
    public static let entries: [Entry] = [
        // SwiftGen's own exceptions.
        Entry(
            "avPlayerViewController", ui: "AVPlayerViewController", ns: "AVPlayerViewController",
            module: "AVKit", swiftGen: true),
        Entry("glkViewController", ui: "GLKViewController", ns: "GLKViewController", module: "GLKit", swiftGen: true),
        Entry("pagecontroller", ns: "NSPageController", swiftGen: true),
        // Controllers.
        Entry("collectionViewController", ui: "UICollectionViewController"),
        Entry("hostingController", ui: "UIHostingController", ns: "NSHostingController", module: "SwiftUI"),
        Entry("navigationController", ui: "UINavigationController"),
        Entry("pageViewController", ui: "UIPageViewController"),
        Entry("splitViewController", ui: "UISplitViewController", ns: "NSSplitViewController"),
        Entry("tabBarController", ui: "UITabBarController"),
        Entry("tabViewController", ns: "NSTabViewController"),
        Entry("tableViewController", ui: "UITableViewController"),
        Entry("viewController", ui: "UIViewController", ns: "NSViewController"),
        Entry("windowController", ns: "NSWindowController"),
        Entry("controller", ui: "WKInterfaceController", module: "WatchKit"),
        // Storyboard references stand for a controller; the referenced scene has the real class.
        Entry("viewControllerPlaceholder", ui: "UIViewController", ns: "NSViewController"),
        Entry("controllerPlaceholder", ui: "UIViewController", ns: "NSViewController"),
        // Reusable and top-level views.
        Entry("collectionReusableView", ui: "UICollectionReusableView"),
        Entry("collectionViewCell", ui: "UICollectionViewCell"),
        Entry("collectionViewItem", ns: "NSCollectionViewItem"),
        Entry("customObject", ui: "NSObject", ns: "NSObject"),
        Entry("customView", ui: "UIView", ns: "NSView"),
        Entry("tableCellView", ns: "NSTableCellView"),
        Entry("tableViewCell", ui: "UITableViewCell"),
        Entry("tableViewHeaderFooterView", ui: "UITableViewHeaderFooterView"),
        Entry("view", ui: "UIView", ns: "NSView"),
    ]

    /// Standard classes the SDKs deprecate that an accessor can be typed with (scene controllers),
    /// by element: per platform the version, and why. Such an accessor carries
    /// ``deprecation(element:platform:)``, so Swift warns where the accessor is used instead of in
    /// generated code (Swift does not warn about a deprecated type inside a declaration that is
    /// deprecated itself). Other deprecated classes (`UIWebView`, `NSOpenGLView`, `NSDrawer`) are
    /// views and objects, which no accessor names by their class (a nib's root is then `NSObject`).
    static let deprecatedElements: [String: [(platform: Platform, version: String, message: String)]] = [
        "glkViewController": [
            (.iOS, "12.0", "GLKViewController is deprecated with OpenGL ES; use MetalKit's MTKView"),
            (.tvOS, "12.0", "GLKViewController is deprecated with OpenGL ES; use MetalKit's MTKView"),
            (.macOS, "10.14", "GLKViewController is deprecated with OpenGL; use MetalKit's MTKView"),
        ]
    ]

    /// The `@available(<platform>, deprecated: <version>, message: …)` lines for an object of
    /// `element` without a custom class whose standard class the SDK deprecates (`<glkViewController>`
    /// → GLKViewController); nil for every other class. `platform` nil gives every platform's line.
    public static func deprecation(element: String, platform: Platform?) -> [String]? {
        guard let entries = deprecatedElements[element] else { return nil }
        // UIKit documents are built for iOS and tvOS alike: both lines.
        let platforms: [Platform]? = platform.map { $0 == .macOS ? [.macOS] : [.iOS, .tvOS] }
        let lines = entries.filter { platforms?.contains($0.platform) ?? true }.map {
            "@available(\($0.platform.availabilityName), deprecated: \($0.version), message: \(SwiftLiteral.string($0.message)))"
        }
        return lines.isEmpty ? nil : lines
    }

    private static let byElement: [String: Entry] = Dictionary(
        entries.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })

    /// The row for `element`, if any.
    public static func entry(for element: String) -> Entry? { byElement[element] }

    /// The platform framework: `AppKit` on macOS, `UIKit` elsewhere.
    public static func framework(for platform: Platform?) -> String { platform == .macOS ? "AppKit" : "UIKit" }

    /// The class prefix: `NS` on macOS, `UI` elsewhere.
    public static func prefix(for platform: Platform?) -> String { platform == .macOS ? "NS" : "UI" }

    /// SwiftGen's fallback: prefix + element with its first letter uppercased.
    public static func fallbackType(element: String, platform: Platform?) -> String {
        prefix(for: platform) + uppercasedFirst(element)
    }

    /// The class sbgen uses for `element` on `platform`: the table's class for that platform family,
    /// else the other family's, else the fallback rule; the module from the table or the framework.
    public static func resolve(element: String, platform: Platform?) -> Resolved {
        let framework = framework(for: platform)
        guard let entry = byElement[element] else {
            return Resolved(type: fallbackType(element: element, platform: platform), module: framework)
        }
        let preferred = platform == .macOS ? entry.appKit : entry.uiKit
        let type = preferred ?? entry.uiKit ?? entry.appKit ?? fallbackType(element: element, platform: platform)
        return Resolved(type: type, module: entry.module ?? framework)
    }

    /// The class SwiftGen 6.6 reports for a scene element: the table's class only for rows SwiftGen
    /// knows, else the fallback rule with the platform framework.
    public static func swiftGenResolve(element: String, platform: Platform) -> Resolved {
        guard let entry = byElement[element], entry.swiftGen else {
            return Resolved(type: fallbackType(element: element, platform: platform), module: framework(for: platform))
        }
        let preferred = platform == .macOS ? entry.appKit : entry.uiKit
        return Resolved(
            type: preferred ?? entry.appKit ?? entry.uiKit ?? "", module: entry.module ?? framework(for: platform))
    }

    /// The segue class: `UIStoryboardSegue` / `NSStoryboardSegue`.
    public static func segueType(platform: Platform?) -> String { prefix(for: platform) + "StoryboardSegue" }

    /// `navigationController` → `NavigationController` (SwiftGen's `baseType`).
    public static func uppercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
