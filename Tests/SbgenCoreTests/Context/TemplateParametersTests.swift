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
}
