import IBModel
import IBParser
import Testing

@testable import SbgenCore

/// `FlowTextWriter` writes what `migrate-flow.stencil` renders, byte for byte.
@Suite struct FlowTextWriterTests {
    func throughTemplate(_ plan: FlowPlan) throws -> String {
        switch MigrationRenderer.render("migrate-flow", value: plan.templateValue, source: plan.source) {
        case .success(let text): return text
        case .failure(let diagnostic): throw DiagnosticError(diagnostic)
        }
    }

    @Test func handMadePlans() throws {
        let function = FlowFunction(
            comments: ["The scene \"a\".", "line\nbreak"], signature: "static func makeA() -> A",
            body: ["A()", "  x\\n", "two\nlines", "", "é ✓"])
        let empty = FlowFunction(comments: [], signature: "static func makeB() -> B", body: [])
        let plans = [
            FlowPlan(source: "Empty.storyboard", imports: [], enumName: "EmptyFlow"),
            FlowPlan(source: "One.storyboard", imports: ["UIKit"], enumName: "OneFlow", factories: [empty]),
            FlowPlan(
                source: "Dir/Main.storyboard", imports: ["UIKit", "AVKit"], enumName: "MainFlow",
                factories: [function, empty, function],
                subclasses: [
                    FlowSubclass(
                        comments: ["c", "d"], name: "MainAController", baseClass: "UIViewController",
                        loadViewBody: ["sbgenLoadView()"]),
                    FlowSubclass(
                        comments: [], name: "MainBController", baseClass: "UIViewController", loadViewBody: []),
                ],
                extensions: [
                    FlowExtension(typeName: "A", methods: [function, empty]), FlowExtension(typeName: "B", methods: []),
                    FlowExtension(typeName: "C", methods: [empty]),
                ]),
        ]
        for plan in plans { #expect(FlowTextWriter.render(plan) == (try throughTemplate(plan))) }
    }

    @Test func generatedFlows() throws {
        let outputs = [try FlowGeneratorTests().generate(), try MacFlowTests().generate()]
        for output in outputs {
            #expect(!output.plan.extensions.isEmpty && !output.plan.factories.isEmpty)
            #expect(FlowTextWriter.render(output.plan) == (try throughTemplate(output.plan)))
        }
    }

    /// Every storyboard flow of the corpus (skipped without it): about 300 files, a few seconds.
    @Test func corpusFlows() throws {
        var compared = 0
        for project in CorpusMigrationTests.projects {
            let documents = try ProjectScanner.scan(project).ibFiles.filter { $0.hasSuffix(".storyboard") }
                .compactMap { try? IBDocumentParser().parse(path: project + "/" + $0) }
            let index = FlowIndex(documents)
            var used: [String: Set<String>] = [:]
            for document in documents {
                let plan = FlowGenerator.generate(document, source: document.path, index: index, usedMethods: &used)
                    .plan
                #expect(FlowTextWriter.render(plan) == (try throughTemplate(plan)), "\(document.path)")
                compared += 1
            }
        }
        #expect(compared > 250 || CorpusMigrationTests.projects.isEmpty)
    }
}
