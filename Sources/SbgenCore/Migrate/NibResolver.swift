import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// UIKit's rules for which xib a view controller loads its view from, and the checks UIKit makes
/// when it loads one.
///
/// `UIViewController.nibName` is the name given to `init(nibName:bundle:)`; when it is nil, UIKit
/// looks for the class name without the word `Controller` (`MyView` for `MyViewController`), then
/// for the class name itself. A `~iphone`/`~ipad` variant of a name is used only on that device.
public enum NibResolver {
    /// The device a nib variant is for: `Name~iphone.xib`, `Name~ipad.xib`, or any device.
    public enum Device: String, Sendable, Hashable, Codable, Comparable {
        case any, iphone, ipad

        public static func < (lhs: Device, rhs: Device) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One xib a controller can load: its nib name and the device it is for.
    public struct Candidate: Sendable, Hashable, Codable {
        /// The xib's name without folder, device suffix and extension.
        public var nibName: String
        /// The device the file is for.
        public var device: Device
        /// Project-relative path of the xib.
        public var path: String
    }

    /// Where a controller's view comes from.
    public struct Resolution: Sendable, Equatable, Codable {
        /// The nib name UIKit settles on; nil when no xib matches.
        public var nibName: String?
        /// Every file of that name, one per device (sorted: any, ipad, iphone).
        public var files: [Candidate]
        /// True when the name came from an explicit `nibName`, false when from the class-name rule.
        public var explicit: Bool
    }

    /// The names UIKit tries for `className` when no nib name is given, in order. A module prefix
    /// (`App.MyViewController`) is dropped: UIKit uses the unqualified Objective-C name.
    public static func candidateNames(forClass className: String) -> [String] {
        let name = MigrationNaming.unqualified(className)
        var names: [String] = []
        if name.hasSuffix("Controller"), name.count > "Controller".count {
            names.append(String(name.dropLast("Controller".count)))
        }
        names.append(name)
        return names
    }

    /// Splits a xib path into nib name and device: `Base.lproj/MyView~ipad.xib` → (`MyView`, `.ipad`).
    public static func nibName(ofPath path: String) -> (name: String, device: Device) {
        if let fast = asciiNibName(ofPath: path) { return fast }
        var base = path.split(separator: "/").last.map(String.init) ?? path
        if base.hasSuffix(".xib") { base.removeLast(4) }
        for device in [Device.iphone, .ipad] where base.hasSuffix("~" + device.rawValue) {
            return (String(base.dropLast(device.rawValue.count + 1)), device)
        }
        return (base, .any)
    }

    /// ``nibName(ofPath:)`` of an ASCII path, on its bytes: the same answer without splitting the
    /// path into Characters (it runs for every xib, several times). Nil for any other path.
    static func asciiNibName(ofPath path: String) -> (name: String, device: Device)? {
        // On the contiguous bytes: the generic `UTF8View` walk cost thousands of instructions a path.
        var bytes = path
        return bytes.withUTF8 { bytes -> (name: String, device: Device)? in
            guard let base = bytes.baseAddress else { return (path, .any) }
            for byte in bytes where byte >= 0x80 { return nil }
            // The last non-empty component, as `split(separator: "/").last` gives it.
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return (path, .any) }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            func hasSuffix(_ suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                return end - start >= count && memcmp(base + end - count, suffix.utf8Start, count) == 0
            }
            func name(droppingLast count: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(end - count)]), as: UTF8.self)
            }
            if hasSuffix(".xib") { end -= 4 }
            if hasSuffix("~iphone") { return (name(droppingLast: 7), .iphone) }
            if hasSuffix("~ipad") { return (name(droppingLast: 5), .ipad) }
            return (name(droppingLast: 0), .any)
        }
    }

    /// The xib(s) a controller of `className` loads: `explicitNibName` when given, otherwise the
    /// first name of ``candidateNames(forClass:)`` that has a file in `xibPaths`.
    public static func resolve(className: String, explicitNibName: String? = nil, xibPaths: [String]) -> Resolution {
        let byName = catalog(xibPaths)
        func files(_ name: String) -> [Candidate] {
            (byName[name] ?? []).sorted { ($0.device, $0.path) < ($1.device, $1.path) }
        }
        if let explicitNibName {
            return Resolution(nibName: explicitNibName, files: files(explicitNibName), explicit: true)
        }
        for name in candidateNames(forClass: className) where !files(name).isEmpty {
            return Resolution(nibName: name, files: files(name), explicit: false)
        }
        return Resolution(nibName: nil, files: [], explicit: false)
    }

    /// `xibPaths` by nib name. `migrate` resolves every scene and xib of a project against the same
    /// list, so the last catalog is kept: rebuilding it per call made migration quadratic.
    static func catalog(_ xibPaths: [String]) -> [String: [Candidate]] {
        if let cached = lastCatalog.lock.withLock({ lastCatalog.paths == xibPaths ? lastCatalog.byName : nil }) {
            return cached
        }
        var byName: [String: [Candidate]] = [:]
        for path in xibPaths {
            let (name, device) = nibName(ofPath: path)
            byName[name, default: []].append(Candidate(nibName: name, device: device, path: path))
        }
        lastCatalog.lock.withLock {
            lastCatalog.paths = xibPaths
            lastCatalog.byName = byName
        }
        return byName
    }

    private static let lastCatalog = Catalog()

    /// The last catalog built, for the paths it was built from; guarded by `lock`.
    private final class Catalog: @unchecked Sendable {
        let lock = Lock()
        var paths: [String] = []
        var byName: [String: [Candidate]] = [:]
    }

    /// What a xib is, judged the way UIKit would use it.
    public enum Role: Sendable, Equatable, Codable {
        /// File's Owner is `ownerClass` and its `view` outlet points at the view with id `viewID`.
        case controllerView(ownerClass: String, viewID: String)
        /// File's Owner looks like a view controller, but its `view` outlet is not connected: UIKit
        /// would stop with "loaded the nib but the view outlet was not set".
        case viewOutletMissing(ownerClass: String)
        /// `MainWindow.xib`-style: File's Owner is `UIApplication` (or `NSApplication`).
        case mainNib
        /// Top-level views (cells, headers, custom views) that code loads on its own.
        case views
        /// No top-level object at all.
        case empty
    }

    /// The role of a xib document.
    public static func role(of document: IBDocument) -> Role {
        // AppKit xibs write File's Owner as `<customObject id="-2">`, not as a placeholder.
        let owner = LoadViewGenerator.filesOwner(document)
        let ownerClass = owner?.customClass ?? "NSObject"
        if ownerClass == "UIApplication" || ownerClass == "NSApplication" { return .mainNib }
        if document.topLevelObjects.isEmpty { return .empty }
        if let owner,
            let viewID = owner.connections.first(where: { $0.kind == .outlet && $0.property == "view" })?
                .destination
        {
            return .controllerView(ownerClass: ownerClass, viewID: viewID)
        }
        if looksLikeController(ownerClass) { return .viewOutletMissing(ownerClass: ownerClass) }
        return .views
    }

    /// Class names that are view controllers by convention or by being UIKit's own.
    public static func looksLikeController(_ className: String) -> Bool {
        className.hasSuffix("Controller")
    }
}
