import Foundation
import SurfaceHarness

@testable import SbgenCore

/// Stand-in declarations for the custom classes a generated file refers to, so it can be
/// type-checked against the UIKit/AppKit surface: `class RecipeCell: UITableViewCell {}` in the
/// checked file for classes of the target module, and one stand-in module per custom module.
struct StandIns {
    /// Classes declared next to the generated code: name → base class.
    var local: [String: String] = [:]
    /// Custom modules: module → class name → base class.
    var modules: [String: [String: String]] = [:]
    /// Classes seen with two different base classes (the first wins), for reports.
    var conflicts: [String] = []

    /// Collects every custom class of `context` that accessors may name.
    /// - Parameter targetModule: the module the checked file is compiled as (placeholder modules
    ///   and this module's classes are declared locally).
    init(context: SbgenContext, targetModule: String?, platform: SurfacePlatform) {
        let known = Self.surfaceClasses(platform)
        func add(_ customClass: String?, _ customModule: String?, _ placeholder: Bool, _ base: String) {
            guard let customClass, SwiftName.isPlainTypeName(customClass), !known.contains(customClass) else { return }
            // IB cannot say a generic base's argument; any works for a stand-in.
            var base = known.contains(base) ? base : "NSObject"
            if base.hasSuffix("HostingController") { base += "<EmptyView>" }
            let module = placeholder ? nil : customModule.flatMap { $0.isEmpty || $0 == targetModule ? nil : $0 }
            var table = module.map { modules[$0] ?? [:] } ?? local
            // A `customObject` (NSObject) elsewhere says less than a controller or view: keep the
            // more specific base.
            if let existing = table[customClass], existing != "NSObject" || base == "NSObject" {
                if existing != base && base != "NSObject" { conflicts.append("\(customClass): \(existing) / \(base)") }
                return
            }
            table[customClass] = base
            if let module { modules[module] = table } else { local = table }
        }
        for document in context.documents where document.swiftName != nil {
            for scene in document.scenes {
                add(scene.customClass, scene.customModule, scene.moduleIsPlaceholder, scene.baseType)
            }
            for reusable in document.reusables {
                add(reusable.customClass, reusable.customModule, reusable.moduleIsPlaceholder, reusable.baseType)
            }
            for object in document.topLevelObjects {
                add(object.customClass, object.customModule, object.moduleIsPlaceholder, object.baseType)
            }
        }
    }

    /// Declarations to append to the checked file.
    func declarations() -> String {
        local.sorted { $0.key < $1.key }.map { "open class \($0.key): \($0.value) {}" }.joined(separator: "\n")
    }

    /// Stand-in module sources for `SurfaceCompiler.typecheck(extraModules:)`.
    func extraModules(platform: SurfacePlatform) -> [String: String] {
        var result: [String: String] = [:]
        for (module, classes) in modules {
            let body = classes.sorted { $0.key < $1.key }.map { "open class \($0.key): \($0.value) {}" }
            result[module] = (["import \(platform.uiModule)", "import AVKit", "import SwiftUI"] + body).joined(
                separator: "\n")
        }
        return result
    }

    /// Class names the surface declares for `platform` (so `customClass="UIView"` is not redeclared).
    static func surfaceClasses(_ platform: SurfacePlatform) -> Set<String> {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cache[platform] { return cached }
        let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Surface").standardized
        var names: Set<String> = ["NSObject"]
        let folders = [platform.uiModule, "Shared", "AVKit", "SwiftUI", "MapKit", "WebKit"]
        let pattern = try! NSRegularExpression(pattern: #"(?:class|struct|enum|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for folder in folders {
            let directory = surface.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
                }
            }
        }
        cache[platform] = names
        return names
    }

    nonisolated(unsafe) private static var cache: [SurfacePlatform: Set<String>] = [:]
    private static let cacheLock = NSLock()
}
