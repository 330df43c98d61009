import SbgenTemplate
import Testing

/// Renders `{{ s|<filter> }}` for the given input.
private func apply(_ filter: String, to input: String) throws -> String {
    try render("{{ s|\(filter) }}", ["s": .string(input)])
}

@Suite struct CaseFilterTests {
    @Test(arguments: [
        ("hello", "Hello"), ("42hello", "_42hello"), ("some$URL", "Some_URL"), ("hello world", "Hello_World"),
        ("", ""), ("é-là", "É_Là"), ("snake_case", "Snake_case"), ("a.b-c", "A_B_C"),
    ])
    func swiftIdentifier(input: String, expected: String) throws {
        #expect(try apply("swiftIdentifier", to: input) == expected)
    }

    @Test(arguments: [
        ("hello world", "HelloWorld"), ("some_snake_case", "SomeSnakeCase"), ("42hello", "_42hello"),
        ("URL chooser", "URLChooser"), ("SNAKE_CASE", "SnakeCase"), ("_private", "Private"),
    ])
    func swiftIdentifierPretty(input: String, expected: String) throws {
        #expect(try apply(#"swiftIdentifier:"pretty""#, to: input) == expected)
    }

    @Test(arguments: [
        ("PeoplePicker", "peoplePicker"), ("URLChooser", "urlChooser"), ("PLEASE", "please"), ("a", "a"), ("", ""),
    ])
    func lowerFirstWord(input: String, expected: String) throws {
        #expect(try apply("lowerFirstWord", to: input) == expected)
    }

    @Test func upperAndLowerFirstLetter() throws {
        #expect(try apply("upperFirstLetter", to: "people picker") == "People picker")
        #expect(try apply("lowerFirstLetter", to: "PeoplePicker") == "peoplePicker")
        #expect(try apply("upperFirstLetter", to: "") == "")
    }

    @Test(arguments: [
        ("snake_case", "SnakeCase"), ("snAke_case", "SnAkeCase"), ("SNAKE_CASE", "SnakeCase"),
        ("__snake_case", "__SnakeCase"),
    ])
    func snakeToCamelCase(input: String, expected: String) throws {
        #expect(try apply("snakeToCamelCase", to: input) == expected)
    }

    @Test func snakeToCamelCaseNoPrefix() throws {
        #expect(try apply("snakeToCamelCase:true", to: "__snake_case") == "SnakeCase")
        #expect(try apply(#"snakeToCamelCase:"false""#, to: "__snake_case") == "__SnakeCase")
    }

    @Test(arguments: [
        ("SomeCapString", "some_cap_string"), ("someCapString", "some_cap_string"), ("URLChooser", "url_chooser"),
        ("PLEASE_STOP_SCREAMING", "please_stop_screaming"), ("with-dash", "with_dash"),
    ])
    func camelToSnakeCase(input: String, expected: String) throws {
        #expect(try apply("camelToSnakeCase", to: input) == expected)
    }

    @Test func camelToSnakeCaseKeepingCase() throws {
        #expect(try apply("camelToSnakeCase:false", to: "SomeCapString") == "Some_Cap_String")
        #expect(try apply("camelToSnakeCase:false", to: "URLChooser") == "URL_Chooser")
        #expect(try apply("camelToSnakeCase:false", to: "String_With_WoRds") == "String_With_Wo_Rds")
    }

    @Test func badBooleanArgument() {
        #expect(
            renderError(#"{{ s|camelToSnakeCase:"maybe" }}"#, ["s": "x"])
                == "t.stencil:1:6: error: filter 'camelToSnakeCase' expects a boolean as argument 1")
    }

    @Test func badModeArgument() {
        #expect(
            renderError(#"{{ s|swiftIdentifier:"fancy" }}"#, ["s": "x"])
                == "t.stencil:1:6: error: filter 'swiftIdentifier' mode must be one of 'normal', 'pretty', got 'fancy'")
    }
}
