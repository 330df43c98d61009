import IBModel

/// The modules that view code generated from one IB file imports beyond UIKit/AppKit, read from
/// the classes the file names (`customClass`, `customModule`, `customModuleProvider`).
///
/// UIKit finds a Swift class of a nib by its module-qualified name: IB writes that module as
/// `customModule`, with `customModuleProvider="target"` when it is "Inherit Module From Target"
/// (the class is in the module the nib is built into). Generated code uses the class names
/// unqualified (`ChartView(frame: .zero)`, never `Charts.ChartView`: a module with a type of its
/// own name, `Sidebar.Sidebar`, makes the qualified spelling unresolvable) and imports the module of
/// every class that lives elsewhere. A class without `customModule` is found by its Objective-C name:
/// an Objective-C class (or a Swift class with `@objc(Name)`), visible through the target's
/// bridging header or an umbrella header the team already imports; no import is added for it
/// (docs/LoadView.md, "Modules"). A custom class that is an SDK class of another framework
/// (`MPVolumeView`) imports that framework.
public struct ModuleImports: Sendable, Equatable {
    /// One `customModule` written with `customModuleProvider="target"`, and how often.
    public struct Vote: Sendable, Equatable {
        public var module: String
        public var count: Int

        public init(module: String, count: Int) {
            self.module = module
            self.count = count
        }
    }

    /// `customModule`s written with `customModuleProvider="target"`, in order of first appearance,
    /// with their counts: the most frequent one is the module the file is built into.
    public var targetVotes: [Vote] = []
    /// `customModule`s of classes without "Inherit Module From Target" (valid Swift names only),
    /// and the SDK frameworks of SDK classes used as custom classes (`MediaPlayer`).
    public var named: Set<String> = []

    public init(targetVotes: [Vote] = [], named: Set<String> = []) {
        self.targetVotes = targetVotes
        self.named = named
    }

    /// The classes `document` names, one walk over its objects.
    public static func scan(_ document: IBDocument) -> ModuleImports {
        var result = ModuleImports()
        ObjectWalk.forEach(in: document) { object in
            let attributes = object.pointee.attributes
            guard let custom = attributes.value("customClass") else { return }
            result.add(customClass: custom, attributes: attributes)
        }
        return result
    }

    /// Adds the class `customClass` of an object with `attributes` (`customModule`, `customModuleProvider`).
    mutating func add(customClass: String, attributes: IBAttributes) {
        if let framework = Self.sdkFramework(of: customClass) { named.insert(framework) }
        guard let module = attributes.value("customModule"), Self.isModuleName(module) else { return }
        if attributes.value("customModuleProvider") == "target" {
            vote(module, count: 1)
        } else {
            named.insert(module)
        }
    }

    mutating func vote(_ module: String, count: Int) {
        if let index = targetVotes.firstIndex(where: { $0.module == module }) {
            targetVotes[index].count += count
        } else {
            targetVotes.append(Vote(module: module, count: count))
        }
    }

    /// The module these files are built into: the `customModule` written with
    /// `customModuleProvider="target"` most often (the first such one on a tie); nil when none is.
    public static func targetModule(_ files: [ModuleImports]) -> String? {
        var all = ModuleImports()
        for file in files { for vote in file.targetVotes { all.vote(vote.module, count: vote.count) } }
        var best: Vote?
        for vote in all.targetVotes where vote.count > (best?.count ?? 0) { best = vote }
        return best?.module
    }

    /// The module Xcode makes of a product or folder name: every character that is not an ASCII
    /// letter, digit or `_` becomes `_`, and a leading digit gets a `_` in front (`Loop Status
    /// Extension` → `Loop_Status_Extension`, `2048` → `_2048`), as `PRODUCT_MODULE_NAME`'s default
    /// (`$(PRODUCT_NAME:c99extidentifier)`) does for ASCII names.
    public static func xcodeModuleName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isWord =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            scalars.append(isWord ? scalar : "_")
        }
        if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    /// `kit`, then the other modules sorted: `frameworks` (WebKit, MapKit of the views built) and
    /// ``named`` but for `target`, the module the code is built into.
    public func imports(kit: String, frameworks: Set<String>, target: String?) -> [String] {
        var modules = frameworks.union(named)
        if let target { modules.remove(target) }
        modules.remove(kit)
        return [kit] + modules.sorted()
    }

    /// A Swift identifier (what Xcode makes of a product name: `My_App`); anything else IB may hold
    /// (`$(PRODUCT_MODULE_NAME)` unexpanded, a stray space) is not importable and is left out.
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        } && !LoadViewGenerator.swiftKeywords.contains(name)
    }

    /// `customModule` when it names a module code can import or qualify a type with; nil for
    /// anything else (`$(PRODUCT_MODULE_NAME)` unexpanded, `My-App` edited by hand): the class is
    /// then used unqualified, as UIKit finds it by its Objective-C name or in the target's module.
    static func importable(_ customModule: String?) -> String? {
        customModule.flatMap { isModuleName($0) ? $0 : nil }
    }

    /// An unexpanded build setting (`$(PRODUCT_MODULE_NAME)`, which Xcode's templates write): the
    /// target's own module, nothing to import and nothing to warn about.
    static func isBuildSetting(_ name: String) -> Bool { name.hasPrefix("$(") && name.hasSuffix(")") }

    /// The framework of an SDK class outside UIKit/AppKit that IB files use as a custom class
    /// (checked against the iOS 26.2 and macOS 15.5 SDK headers); nil for any other class.
    static func sdkFramework(of className: String) -> String? {
        // A switch: most custom classes are the app's own, and none of these.
        switch className {
        case "MPVolumeView": "MediaPlayer"
        case "SCNView": "SceneKit"
        case "SKView": "SpriteKit"
        case "MTKView": "MetalKit"
        case "GLKView": "GLKit"
        case "ARSCNView", "ARSKView": "ARKit"
        case "PDFView", "PDFThumbnailView": "PDFKit"
        case "PKCanvasView": "PencilKit"
        case "AVPlayerView", "AVRoutePickerView", "AVCaptureView": "AVKit"
        case "WKWebView", "WebView": "WebKit"
        case "MKMapView": "MapKit"
        case "QLPreviewView": "QuickLookUI"
        default: nil
        }
    }
}
