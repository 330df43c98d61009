import Foundation
import Testing

@testable import SbgenCore

/// `--param` parsing follows SwiftGen (StencilSwiftKit `Parameters.parse`).
struct TemplateParametersTests {
    private func parsed(_ items: String...) throws -> String {
        try ContextTestSupport.json(TemplateParameters(parsing: items))
    }

    @Test func valuesFlagsNestingAndLists() throws {
        let json = try parsed(
            "enumName=Scenes", "publicAccess", "pt.x=1", "pt.y=2", "values=1", "values=2", "values=3",
            "url=a=b", "empty=")
        try ContextTestSupport.expectJSON(
            TemplateParameters(parsing: [
                "enumName=Scenes", "publicAccess", "pt.x=1", "pt.y=2", "values=1",
                "values=2", "values=3", "url=a=b", "empty=",
            ]),
            """
            {"empty": "", "enumName": "Scenes", "publicAccess": true, "pt": {"x": "1", "y": "2"},
             "url": "a=b", "values": ["1", "2", "3"]}
            """)
        #expect(json.contains("\"publicAccess\" : true"))
    }

    @Test func deepNestingAndFlagsInside() throws {
        try ContextTestSupport.expectJSON(
            TemplateParameters(parsing: ["a.b.c=1", "a.b.d", "a.e=2", "a.e=3"]),
            #"{"a": {"b": {"c": "1", "d": true}, "e": ["2", "3"]}}"#)
    }

    @Test func aFlagMayJoinAListStartedByAString() throws {
        try ContextTestSupport.expectJSON(TemplateParameters(parsing: ["v=1", "v"]), #"{"v": ["1", true]}"#)
        try ContextTestSupport.expectJSON(
            TemplateParameters(parsing: ["v=1", "v=2", "v"]), #"{"v": ["1", "2", true]}"#)
    }

    @Test func unicodeLettersAndDigitsAreValidKeys() throws {
        try ContextTestSupport.expectJSON(TemplateParameters(parsing: ["café2=x"]), #"{"café2": "x"}"#)
    }

    @Test func noParametersIsAnEmptyDictionary() throws {
        #expect(try parsed() == "{\n\n}")
        #expect(TemplateParameters().value == .dictionary([:]))
    }

    @Test(arguments: [
        (["a=1", "a.b=2"], "invalid --param 'a.b=2': 'a' already holds \"1\" and cannot also take this value"),
        (["a.b=2", "a=1"], "invalid --param 'a=1': 'a' already holds a dictionary and cannot also take this value"),
        (["f", "f"], "invalid --param 'f': 'f' already holds true and cannot also take this value"),
        (["f", "f=1"], "invalid --param 'f=1': 'f' already holds true and cannot also take this value"),
        (["a=1", "a=2", "a.b=3"], "invalid --param 'a.b=3': 'a' already holds a list and cannot also take this value"),
        (
            ["enum_name=X"],
            "invalid --param 'enum_name=X': key 'enum_name' must be letters and digits, with '.' between nested keys"
        ),
        (["=x"], "invalid --param '=x': key '' must be letters and digits, with '.' between nested keys"),
        (["a..b=1"], "invalid --param 'a..b=1': key '' must be letters and digits, with '.' between nested keys"),
        (["a b"], "invalid --param 'a b': expected key=value or a flag name"),
        ([""], "invalid --param '': expected key=value or a flag name"),
    ])
    func errors(items: [String], message: String) {
        #expect(throws: TemplateParameters.ParseError.self) { try TemplateParameters(parsing: items) }
        do {
            _ = try TemplateParameters(parsing: items)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func keysHaveAtMost32Components() throws {
        let ok = Array(repeating: "a", count: 32).joined(separator: ".")
        #expect(throws: Never.self) { try TemplateParameters(parsing: [ok + "=1", ok.dropLast(2) + ".b"]) }
        let deep = Array(repeating: "a", count: 33).joined(separator: ".")
        for item in [deep + "=1", deep] {
            do {
                _ = try TemplateParameters(parsing: [item])
                Issue.record("no error for \(item)")
            } catch {
                #expect(error.description == "invalid --param '\(item)': keys may have at most 32 components")
            }
        }
        let huge = Array(repeating: "a", count: 5_000).joined(separator: ".")
        do {
            _ = try TemplateParameters(parsing: [huge])
            Issue.record("no error")
        } catch {
            #expect(error.description == "invalid --param '\(huge.prefix(77))...': keys may have at most 32 components")
        }
    }

    @Test func repeatingAKeyIsLinear() throws {
        let start = Date()
        let items = (0..<50_000).map { "k=v\($0)" } + (0..<50_000).map { "d.k\($0)=v" }
        let parameters = try TemplateParameters(parsing: items)
        #expect(Date().timeIntervalSince(start) < 5)
        guard case .array(let list)? = parameters.values["k"], case .dictionary(let dict)? = parameters.values["d"]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(list.count == 50_000)
        #expect(list.last == .string("v49999"))
        #expect(dict.count == 50_000)
    }
}
