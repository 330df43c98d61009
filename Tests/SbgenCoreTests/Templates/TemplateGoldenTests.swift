import Foundation
import IBModel
import SurfaceHarness
import TestSupport
import Testing

@testable import SbgenCore

/// Every built-in template, rendered for the examples and the inline conflict fixtures with each
/// parameter, compared exactly with `Golden/Templates/<template>-<case>.swift` (re-record with
/// `SBGEN_RECORD=1`), and type-checked against the UIKit/AppKit surface in Swift 6 mode with
/// complete concurrency checking and warnings as errors.
struct TemplateGoldenTests {
    struct Case: Sendable, CustomStringConvertible {
        var template: String
        var name: String
        var inputs: Inputs = .iosExamples
        var parameters: [String] = []
        var environment: [String: String] = [:]
        /// The module the output is compiled as.
        var moduleName: String?
        /// Declarations the parameters need (a lookup function).
        var extraSource: String = ""
        /// A second rendering compiled in the same module, as another output would be.
        var companion: [String]?
        var description: String { "\(template)-\(name)" }
    }

    enum Inputs: Sendable {
        case iosExamples, macExamples, modules, conflicts, sameNames
    }

    static let templates = ["scenes", "segues", "reuse-identifiers", "nibs"]
    /// Templates that load resources (the `bundle` and `lookupFunction` parameters apply).
    static let loading: Set<String> = ["scenes", "reuse-identifiers", "nibs"]

    static let lookupSource = """
        @MainActor func loadResource(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }
        @MainActor func loadResource(_ name: String) -> UINib { UINib(nibName: name, bundle: nil) }
        """

    static let cases: [Case] = templates.flatMap { template in
        var cases = [
            Case(template: template, name: "ios"),
            Case(template: template, name: "macos", inputs: .macExamples),
            Case(template: template, name: "publicAccess", parameters: ["publicAccess"]),
            Case(template: template, name: "enumName", parameters: ["enumName=Generated"]),
            Case(template: template, name: "module", parameters: ["module=RecipeBook"], moduleName: "RecipeBook"),
            Case(
                template: template, name: "ignoreTargetModule", parameters: ["ignoreTargetModule"],
                environment: ["PRODUCT_MODULE_NAME": "RecipeBook"], moduleName: "RecipeBook"),
            Case(
                template: template, name: "helpers-none", parameters: ["helpers=none", "enumName=Second"],
                companion: ["bundle=Bundle.main"]),
            Case(
                template: template, name: "modules", inputs: .modules, environment: ["PRODUCT_MODULE_NAME": "App"],
                moduleName: "App"),
            Case(template: template, name: "conflicts", inputs: .conflicts),
            Case(template: template, name: "sameNames", inputs: .sameNames),
        ]
        if loading.contains(template) {
            cases.append(Case(template: template, name: "bundle", parameters: ["bundle=Bundle.main"]))
            cases.append(
                Case(
                    template: template, name: "lookupFunction", parameters: ["lookupFunction=loadResource"],
                    extraSource: lookupSource))
        }
        return cases
    }

    static func documents(_ inputs: Inputs) throws -> [IBDocument] {
        switch inputs {
        case .iosExamples: return try TemplateRendering.documents(["Examples/App"])
        case .macExamples: return try TemplateRendering.documents(["Examples/Mac"])
        case .modules: return [try SbgenContextTests.main(), try SbgenContextTests.settings()]
        case .conflicts: return try TemplateFixtures.conflicts()
        case .sameNames: return try SameNameFixtures.documents()
        }
    }

    @Test(arguments: cases)
    func golden(_ testCase: Case) throws {
        let documents = try Self.documents(testCase.inputs)
        let (text, context, _) = try TemplateRendering.render(
            testCase.template, documents: documents, parameters: testCase.parameters,
            environment: testCase.environment)
        GoldenFile.check(text, against: "Tests/SbgenCoreTests/Golden/Templates/\(testCase).swift")
        // The built-in templates use no undefined variable: strict mode renders the same bytes.
        let strict = try TemplateRendering.render(
            testCase.template, documents: documents, parameters: testCase.parameters,
            environment: testCase.environment, strict: true)
        #expect(strict.text == text)
        var source = text
        if let companion = testCase.companion {
            source += try TemplateRendering.render(testCase.template, documents: documents, parameters: companion).text
        }
        let diagnostics = try TemplateRendering.typecheck(
            source, context: context, extraSource: testCase.extraSource, moduleName: testCase.moduleName)
        #expect(diagnostics.isEmpty, "\(testCase):\n\(diagnostics.map { $0.description }.joined(separator: "\n"))")
    }
}
