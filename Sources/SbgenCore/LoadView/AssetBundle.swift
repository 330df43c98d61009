import IBModel
import SbgenTemplate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bundle that holds an IB file's images and named colours, which is the bundle of the
/// target the IB file belongs to: a nib looks its assets up in its own bundle, while
/// `UIImage(named:)` and `UIColor(named:)` without one look them up in the main bundle.
public enum AssetBundle: Sendable, Equatable {
    /// An app target: the main bundle (no `in:` argument).
    case main
    /// A SwiftPM target (`<package>/Sources/<Target>/…`): `Bundle.module`.
    case module
    /// A framework target: `Bundle(for: C.self)`, for a class `C` of the module (the generator
    /// picks one from the IB file).
    case framework

    /// The bundle of the IB file at `path` (absolute, or relative to the current directory), from
    /// where it lives:
    /// - `.module` when a folder above it is `Sources`, that folder's parent has a `Package.swift`,
    ///   and the file lies in a target folder below it (`Sources/<Target>/…`);
    /// - `.framework` when the nearest `Info.plist` in its folder or above (up to a `Package.swift`
    ///   folder) has `CFBundlePackageType` `FMWK`, or when `environment["PRODUCT_TYPE"]` (the build
    ///   setting Xcode passes to build phases) names a framework;
    /// - `.main` otherwise.
    /// Results are cached per folder.
    /// - Parameter environment: the variables to read `PRODUCT_TYPE` from; nil: the process's (read
    ///   once: building the environment's dictionary per file cost 4% of `loadview`).
    public static func locate(forIBFile path: String, environment: [String: String]? = nil) -> AssetBundle {
        if let productType = environment.map({ $0["PRODUCT_TYPE"] }) ?? processProductType,
            productType.hasSuffix(".framework") || productType.hasSuffix(".framework.static")
        {
            return .framework
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var folders = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !folders.isEmpty else { return .main }
        folders.removeLast()
        let folder = "/" + folders.joined(separator: "/")
        if let known = lock.withLock({ cache[folder] }) { return known }
        let found = locate(folders: folders)
        lock.withLock { cache[folder] = found }
        return found
    }

    private static func locate(folders: [String]) -> AssetBundle {
        let fileManager = FileManager.default
        var framework: Bool?
        for depth in stride(from: folders.count, through: 0, by: -1) {
            let folder = "/" + folders[..<depth].joined(separator: "/")
            let hasManifest = fileManager.fileExists(atPath: folder + "/Package.swift")
            // `<package>/Sources/<Target>/…`: the IB file is at least one folder below `Sources`.
            if hasManifest, depth < folders.count - 1, folders[depth] == "Sources" { return .module }
            if framework == nil, let plist = fileManager.contents(atPath: folder + "/Info.plist") {
                framework = isFrameworkInfoPlist(String(decoding: plist, as: UTF8.self))
            }
            if hasManifest { break }
        }
        return framework == true ? .framework : .main
    }

    /// Whether an Info.plist's text declares `CFBundlePackageType` `FMWK` (XML property lists, as
    /// Xcode writes them; a build-setting reference like `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` is not).
    static func isFrameworkInfoPlist(_ text: String) -> Bool {
        guard let key = text.firstRange(of: "<key>CFBundlePackageType</key>") else { return false }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return rest.hasPrefix("<string>FMWK</string>")
    }

    private static let processProductType = ProcessInfo.processInfo.environment["PRODUCT_TYPE"]
    private static let lock = Lock()
    /// Folder → its bundle; guarded by `lock`.
    nonisolated(unsafe) private static var cache: [String: AssetBundle] = [:]

    /// The bundle expression of the file at `document.path`, found from where it lives; nil for the
    /// main bundle (and for a framework file without a class of its own).
    /// - Parameter path: where the file is, when `document.path` is relative to something else
    ///   than the current directory (`migrate`'s are project-relative).
    static func expression(for document: IBDocument, at path: String? = nil) -> String? {
        switch locate(forIBFile: path ?? document.path) {
        case .main: nil
        case .module: "Bundle.module"
        case .framework: frameworkClass(in: document).map { .concat("Bundle(for: ", $0, ".self)") }
        }
    }

    /// `UIResponder`, `NSApplication`…: the SDK's classes, which IB names on placeholders, live in
    /// the SDK's bundles.
    static func isSDKClassName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        return (bytes[0], bytes[1]) == (UInt8(ascii: "U"), UInt8(ascii: "I"))
            || (bytes[0], bytes[1]) == (UInt8(ascii: "N"), UInt8(ascii: "S"))
    }

    /// The class whose bundle a framework's assets come from: the first custom class (document
    /// order) that IB places in the target's own module (`customModuleProvider="target"`), else the
    /// first without a `customModule`; never an SDK class or a First Responder placeholder (its
    /// `FirstResponder` is no class); nil when the file has none.
    static func frameworkClass(in document: IBDocument) -> String? {
        var own: String?
        var unqualified: String?
        ObjectWalk.forEach(in: document) { object in
            guard own == nil, let name = object.pointee.attributes.value("customClass"), !name.isEmpty,
                !name.contains("."), !isSDKClassName(name), object.pointee.placeholderIdentifier != "IBFirstResponder",
                object.pointee.sceneMemberID != "firstResponder",
                !LoadViewGenerator.isAppKitFirstResponder(object.pointee)
            else { return }
            let attributes = object.pointee.attributes
            if attributes.value("customModuleProvider") == "target" {
                own = name
            } else if unqualified == nil, attributes.value("customModule") == nil {
                unqualified = name
            }
        }
        return own ?? unqualified
    }
}

extension AssetBundle {
    /// Rewrites the asset loads of generated statements (written for the main bundle) to load from
    /// `bundle`, a Swift expression (`Bundle.module`): `UIImage(named:in:compatibleWith:)`,
    /// `UIColor(named:in:compatibleWith:)`; on macOS (after ``ViewMapping/appKitSpelling(_:)``)
    /// `Bundle.image(forResource:)` and `NSColor(named:bundle:)`. SF Symbols are not in a bundle.
    struct Rewriter: Sendable {
        let steps: [(step: ViewMapping.SpellingStep, pattern: String, template: String)]

        init(bundle: String, appKit: Bool) {
            let literal = #"("(?:[^"\\]|\\.)*")"#
            if appKit {
                steps = [
                    (
                        ViewMapping.SpellingStep(
                            "NSImage(named: ", "\(bundle).image(forResource: ", stringLiteralThen: ")", after: ")"),
                        #"\bNSImage\(named: "# + literal + #"\)"#, "\(bundle).image(forResource: $1)"
                    ),
                    (
                        ViewMapping.SpellingStep(
                            "NSColor(named: ", "NSColor(named: ", stringLiteralThen: ")", after: ", bundle: \(bundle))"),
                        #"\bNSColor\(named: "# + literal + #"\)"#, "NSColor(named: $1, bundle: \(bundle))"
                    ),
                ]
            } else {
                steps = [
                    (
                        ViewMapping.SpellingStep(
                            "UIImage(named: ", "UIImage(named: ", stringLiteralThen: ")",
                            after: ", in: \(bundle), compatibleWith: nil)"),
                        #"\bUIImage\(named: "# + literal + #"\)"#,
                        "UIImage(named: $1, in: \(bundle), compatibleWith: nil)"
                    ),
                    (
                        ViewMapping.SpellingStep(
                            "UIColor(named: ", "UIColor(named: ", stringLiteralThen: ")",
                            after: ", in: \(bundle), compatibleWith: nil)"),
                        #"\bUIColor\(named: "# + literal + #"\)"#,
                        "UIColor(named: $1, in: \(bundle), compatibleWith: nil)"
                    ),
                ]
            }
        }

        func apply(_ statement: String) -> String {
            guard statement.contains("(named: ") else { return statement }
            var text = statement
            for (step, pattern, template) in steps {
                text = step.apply(to: text) ?? RegexReplacement(pattern, template: template).apply(to: text)
            }
            return text
        }
    }
}
