import Foundation
import SurfaceHarness
import Testing

/// `Tests/Surface/Coverage/<Module>Coverage.swift` (generated from the fact sheet with the surface)
/// names every member of every type with the sheet's exact Swift type. It must type-check, and every
/// member the sheet marks deprecated — and only those — must produce a deprecation warning.
@Suite struct CoverageTests {
    @Test(arguments: SurfacePlatform.allCases) func everyFactSheetMemberHasItsExactType(
        _ platform: SurfacePlatform
    )
        throws
    {
        let url = SurfaceCompiler.shared.surfaceDirectory
            .appendingPathComponent("Coverage/\(platform.uiModule)Coverage.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let diagnostics = try SurfaceCompiler.shared.typecheck(
            source: source, platform: platform, warningsAsErrors: false)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(20).map(\.description).joined(separator: "\n"))")

        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = Set(lines.indices.filter { lines[$0].hasSuffix("// deprecated") }.map { $0 + 1 })
        let warned = Set(
            diagnostics.filter { $0.severity == .warning && $0.message.contains("deprecated") }.map(\.line))
        #expect(!marked.isEmpty)
        #expect(marked.subtracting(warned).sorted() == [], "deprecated in the sheet but no warning")
        #expect(
            warned.subtracting(marked).sorted() == [], "deprecation warning for a member the sheet does not deprecate")
        let other = diagnostics.filter { $0.severity == .warning && !$0.message.contains("deprecated") }
        #expect(other.isEmpty, "\(other.prefix(20).map(\.description).joined(separator: "\n"))")
    }
}
