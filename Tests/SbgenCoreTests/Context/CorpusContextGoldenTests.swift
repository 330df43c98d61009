import Foundation
import IBModel
import IBParser
import TestSupport
import Testing

@testable import SbgenCore

/// Saved contexts for real storyboards of the shared corpus (`SBGEN_CORPUS`, default
/// `../shared/corpus` next to the repository): the sbgen and SwiftGen contexts, plus diagnostics,
/// compared exactly with `Fixtures/Contexts/*.json`. Re-record with `SBGEN_RECORD=1`.
struct CorpusContextGoldenTests {
    static let corpus =
        ProcessInfo.processInfo.environment["SBGEN_CORPUS"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../../shared/corpus"
        )
        .standardized.path

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var files: [String]
        var parameters: [String] = []
        var environment: [String: String] = [:]
        var description: String { name }
    }

    static let cases: [Case] = [
        // iOS: storyboard references between three storyboards (one chain leaves the inputs),
        // custom modules with "Inherit Module From Target", and a cell xib.
        Case(
            name: "ios-duckduckgo",
            files: [
                "duckduckgo__iOS/DuckDuckGo/Base.lproj/Tab.storyboard",
                "duckduckgo__iOS/DuckDuckGo/Base.lproj/DaxOnboarding.storyboard",
                "duckduckgo__iOS/DuckDuckGo/Base.lproj/Onboarding.storyboard",
                "duckduckgo__iOS/DuckDuckGo/Base.lproj/PrivacyProtectionHeaderCell.xib",
            ],
            parameters: ["enumName=StoryboardScene", "ignoreTargetModule"],
            environment: ["PRODUCT_MODULE_NAME": "DuckDuckGo"]),
        // macOS: window, split and tab controllers, custom segues.
        Case(
            name: "macos-netnewswire", files: ["Ranchero-Software__NetNewsWire/Mac/Base.lproj/UnifiedWindow.storyboard"]
        ),
        // tvOS: references to storyboards that are not among the inputs.
        Case(name: "tvos-hero", files: ["HeroTransitions__Hero/TvOSExamples/Base.lproj/Main.storyboard"]),
    ]

    /// What a golden file holds: both contexts and the diagnostics, as text.
    private struct Saved: Encodable {
        var sbgen: SbgenContext
        var sbgenDiagnostics: [String]
        var swiftgen: SwiftGenContext
        var swiftgenDiagnostics: [String]
    }

    @Test(arguments: cases)
    func savedContext(_ testCase: Case) throws {
        var documents: [IBDocument] = []
        for file in testCase.files {
            let url = URL(fileURLWithPath: Self.corpus).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                Issue.record("corpus file missing: \(url.path); set SBGEN_CORPUS")
                return
            }
            // The relative path keeps machine-specific folders out of the golden file.
            documents.append(try IBDocumentParser().parse(data: data, path: file))
        }
        let parameters = try TemplateParameters(parsing: testCase.parameters)
        let (sbgen, sbgenDiagnostics) = ContextBuilder.sbgen(
            documents: documents, parameters: parameters, environment: testCase.environment)
        let (swiftgen, swiftgenDiagnostics) = ContextBuilder.swiftgen(
            documents: documents, parameters: parameters, environment: testCase.environment)
        let saved = Saved(
            sbgen: sbgen, sbgenDiagnostics: sbgenDiagnostics.map(\.description), swiftgen: swiftgen,
            swiftgenDiagnostics: swiftgenDiagnostics.map(\.description))
        GoldenFile.check(
            try ContextTestSupport.json(saved) + "\n",
            against: "Tests/SbgenCoreTests/Fixtures/Contexts/\(testCase.name).json")
    }

    /// The same inputs in another order give the same context.
    @Test func orderOfInputsDoesNotMatter() throws {
        let files = Self.cases[0].files
        let documents = try files.compactMap { file -> IBDocument? in
            let path = URL(fileURLWithPath: Self.corpus).appendingPathComponent(file).path
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return try IBDocumentParser().parse(data: data, path: file)
        }
        try #require(documents.count == files.count, "corpus missing; set SBGEN_CORPUS")
        let forward = ContextBuilder.sbgen(documents: documents)
        let backward = ContextBuilder.sbgen(documents: documents.reversed())
        #expect(forward.0 == backward.0)
        #expect(forward.1 == backward.1)
        #expect(
            ContextBuilder.swiftgen(documents: documents).0
                == ContextBuilder.swiftgen(documents: documents.reversed()).0)
    }
}
