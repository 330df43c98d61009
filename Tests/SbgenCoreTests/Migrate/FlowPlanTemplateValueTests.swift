import SbgenTemplate
import Testing

@testable import SbgenCore

/// `migrate-flow.stencil` reads the plan built directly: it must be what the generic encoder gives.
@Suite struct FlowPlanTemplateValueTests {
    @Test func sameAsTheEncoder() throws {
        let function = FlowFunction(
            comments: ["The scene \"a\"."], signature: "static func makeA() -> A", body: ["A()", "  x\\n"])
        let plans = [
            FlowPlan(source: "Empty.storyboard", imports: ["UIKit"], enumName: "EmptyFlow"),
            FlowPlan(
                source: "Dir/Main.storyboard", imports: ["UIKit", "AVKit"], enumName: "MainFlow",
                factories: [function, FlowFunction(comments: [], signature: "static func makeB() -> B", body: [])],
                subclasses: [
                    FlowSubclass(
                        comments: ["c"], name: "MainAController", baseClass: "UIViewController", loadViewBody: [])
                ],
                extensions: [
                    FlowExtension(typeName: "A", methods: [function]), FlowExtension(typeName: "B", methods: []),
                ]),
        ]
        for plan in plans { #expect(plan.templateValue == (try TemplateValue(encoding: plan))) }
        let output = try FlowGeneratorTests().generate()
        #expect(!output.plan.extensions.isEmpty)
        #expect(output.plan.templateValue == (try TemplateValue(encoding: output.plan)))
    }
}
