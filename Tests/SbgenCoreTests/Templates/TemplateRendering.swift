import Foundation
import IBModel
import SurfaceHarness
import TestSupport

@testable import SbgenCore

/// Renders built-in templates the way `sbgen generate` does, and type-checks the output against the
/// UIKit/AppKit surface with stand-ins for the custom classes it names.
enum TemplateRendering {
    /// The repository root.
    static let root = GoldenFile.repositoryRoot

    /// The rendered text and the warnings of the context.
    /// - Parameter strict: render in strict mode (undefined variables are errors).
    static func render(
        _ template: String, documents: [IBDocument], parameters: [String] = [], environment: [String: String] = [:],
        strict: Bool = false
    ) throws -> (text: String, context: SbgenContext, diagnostics: [IBModel.Diagnostic]) {
        let parsed = try TemplateParameters(parsing: parameters)
        let (context, diagnostics) = ContextBuilder.sbgen(
            documents: documents, parameters: parsed, environment: environment)
        let (loaded, templateEnvironment) = try TemplateSelection.builtin(template).load(strict: strict)
        let text = try Generator.render(
            loaded, context: try TemplateValue(encoding: context), environment: templateEnvironment)
        return (text, context, diagnostics)
    }

    /// Parses files (paths relative to the repository root, or absolute).
    static func documents(_ paths: [String]) throws -> [IBDocument] {
        let files = InputFiles.collect(paths.map { $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path }).0
        return try DocumentLoader.load(files).map { try $0.get() }
    }

    /// The surface a document set is checked against: AppKit for macOS, UIKit otherwise.
    static func platform(of context: SbgenContext) -> SurfacePlatform {
        context.platform == "macOS" ? .macOS : .iOS
    }

    /// Type-checks `text` with stand-ins; returns the diagnostics (empty when it compiles cleanly).
    /// - Parameters:
    ///   - extraSource: declarations the parameters ask for (e.g. a `lookupFunction`).
    ///   - moduleName: the module the file is compiled as (the target module).
    static func typecheck(
        _ text: String, context: SbgenContext, extraSource: String = "", moduleName: String? = nil
    ) throws -> [SurfaceHarness.Diagnostic] {
        let platform = platform(of: context)
        let standIns = StandIns(context: context, targetModule: moduleName, platform: platform)
        if !standIns.conflicts.isEmpty {
            // Inputs from different commits may give one class two bases; the first one wins.
            print("stand-ins: classes with two base classes: \(standIns.conflicts.joined(separator: ", "))")
        }
        let imports = ["AVKit", "MapKit", "WebKit", "SwiftUI"].map { "import \($0)" }.joined(separator: "\n")
        let source = text + "\n// Stand-ins\n" + imports + "\n" + standIns.declarations() + "\n" + extraSource + "\n"
        return try SurfaceCompiler.shared.typecheck(
            source: source, platform: platform, extraModules: standIns.extraModules(platform: platform),
            moduleName: moduleName)
    }
}
