import IBModel
import Testing

@testable import SbgenCore

/// The view code's segue notes end in `(line N)`: the wiring reads N once per note.
@Suite struct TriggerWiringTests {
    @Test func commentLineIsTheLineTheCommentEndsWith() {
        #expect(TriggerWiring.commentLine("sbgen: segue 'x' not converted (line 12)") == 12)
        #expect(TriggerWiring.commentLine("(line 0)") == 0)
        #expect(TriggerWiring.commentLine("a (b) (line 7)") == 7)
        for comment in [
            "segue (line 12) later", "segue (line )", "segue (line 012)", "segue (line +12)", "segue (line 1 2)",
            "segue (lines 12)", "segue line 12)", "(abcd)", "", ")", "(line 12)\u{301}",
        ] {
            #expect(TriggerWiring.commentLine(comment) == nil, "\(comment)")
        }
    }

    /// Byte search for ASCII comments, Characters for the rest (a combining mark makes another Character).
    @Test func containsComparesCharacters() {
        #expect(TriggerWiring.contains("sbgen: segue 'x' not converted (line 12)", "segue"))
        #expect(TriggerWiring.contains("segue", "segue"))
        #expect(TriggerWiring.contains("a connection of a bar button item (line 3)", "connection of a bar button item"))
        #expect(!TriggerWiring.contains("segu", "segue"))
        #expect(!TriggerWiring.contains("Segue", "segue"))
        #expect(!TriggerWiring.contains("", "segue"))
        #expect(TriggerWiring.contains("é segue ✓", "segue"))
        #expect(!TriggerWiring.contains("segue\u{301} (line 4)", "segue"))
    }

    @Test func noWiringLeavesThePlanAsItIs() throws {
        let plan = LoadViewPlan(
            source: "A.xib", imports: ["UIKit"],
            types: [
                GeneratedType(
                    kind: .controllerExtension, typeName: "A", baseClass: nil, functionName: "sbgenLoadView",
                    comments: [], sceneID: nil, identifier: nil,
                    groups: [
                        StatementGroup(
                            name: "actions",
                            statements: [Statement("", comment: "segue not converted (line 3)", line: 3)])
                    ], returnExpression: nil, line: 1)
            ])
        let document = IBDocument(
            path: "A.xib", kind: .xib, attributes: [:], position: SourcePosition(line: 1, column: 1))
        let (wired, diagnostics) = TriggerWiring.wire(FlowWiring(), into: plan, document: document)
        #expect(wired == plan)
        #expect(diagnostics.isEmpty)
        let (dropped, _) = TriggerWiring.wire(FlowWiring(convertedSegueLines: [3]), into: plan, document: document)
        #expect(dropped.types[0].groups[0].statements.isEmpty)
    }
}
