import Foundation
import IBModel
import IBParser
import SbgenCore
import TestSupport
import Testing

/// Realistic team templates (macros, `set` blocks, `map`, filters) over real storyboards, in both
/// contexts, the way `sbgen generate --template-path` runs them (legacy whitespace mode).
@Suite struct CustomTemplateTests {
    static let corpus = GoldenFile.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path
    static let files = [
        "duckduckgo__iOS/DuckDuckGo/Base.lproj/Tab.storyboard",
        "duckduckgo__iOS/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard",
        "duckduckgo__iOS/DuckDuckGo/Base.lproj/Onboarding.storyboard",
        "HeroTransitions__Hero/TvOSExamples/Base.lproj/Main.storyboard",
    ]
    static let fixtures = "Tests/SbgenCoreTests/Fixtures/CustomTemplates"

    private func render(_ template: String, context kind: Generator.ContextKind, files: [String]) throws -> String {
        let documents = try files.map { try IBDocumentParser().parse(path: Self.corpus + "/" + $0) }
        let path = GoldenFile.repositoryRoot.appendingPathComponent("\(Self.fixtures)/\(template)").path
        let (loaded, environment) = try TemplateSelection.file(path).load()
        let (context, _) = try Generator.context(
            kind, documents: documents,
            parameters: try TemplateParameters(parsing: ["enumName=Scenes", "publicAccess"]),
            environment: ["PRODUCT_MODULE_NAME": "DuckDuckGo"])
        return try Generator.render(loaded, context: context, environment: environment)
    }

    @Test func swiftGenTemplateInTheSwiftGenContext() throws {
        let output = try render("swiftgen-ib-scenes.stencil", context: .swiftgen, files: Array(Self.files.prefix(3)))
        GoldenFile.check(output, against: "\(Self.fixtures)/swiftgen-ib-scenes.ios.txt")
    }

    @Test func swiftGenTemplateWithMixedPlatforms() throws {
        // SwiftGen gives no common platform for iOS + tvOS storyboards: the template's else branch.
        let output = try render("swiftgen-ib-scenes.stencil", context: .swiftgen, files: Self.files)
        #expect(output.contains("// No storyboard found"))
    }

    @Test func reportTemplateInTheSbgenContext() throws {
        let output = try render("sbgen-scenes-report.stencil", context: .sbgen, files: Self.files)
        GoldenFile.check(output, against: "\(Self.fixtures)/sbgen-scenes-report.txt")
    }
}
