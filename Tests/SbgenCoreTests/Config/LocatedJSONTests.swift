import IBModel
import SbgenCore
import Testing

/// The JSON reader behind `sbgen.json`: values with their positions, and located syntax errors.
@Suite struct LocatedJSONTests {
    @Test func valuesKeepTheirPositions() throws {
        let json = try LocatedJSON.parse("{\n  \"a\": [1, \"é\", true],\n  \"b\": null\n}", file: "c.json")
        guard case .object(let members, let location) = json else {
            Issue.record("not an object")
            return
        }
        #expect(location == SourceLocation(file: "c.json", line: 1, column: 1))
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(file: "c.json", line: 2, column: 3))
        guard case .array(let elements, _) = members[0].value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.location.column) == [9, 12, 17])
        #expect(elements[0] == .number("1", SourceLocation(file: "c.json", line: 2, column: 9)))
        #expect(members[1].value == .null(SourceLocation(file: "c.json", line: 3, column: 8)))
    }

    /// A UTF-8 byte-order mark is skipped; columns count from after it.
    @Test func byteOrderMarkIsSkipped() throws {
        let json = try LocatedJSON.parse("\u{FEFF}{\"a\": 1}", file: "b.json")
        guard case .object(let members, let location) = json else {
            Issue.record("not an object")
            return
        }
        #expect(location == SourceLocation(file: "b.json", line: 1, column: 1))
        #expect(members.map(\.keyLocation) == [SourceLocation(file: "b.json", line: 1, column: 2)])
    }

    @Test func escapesAreDecoded() throws {
        let json = try LocatedJSON.parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#, file: "s.json")
        #expect(json == .string("a\"b\\c\né😀", SourceLocation(file: "s.json", line: 1, column: 1)))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "s.json:1:9: error: trailing comma before '}'"),
        ("[1 2]", "s.json:1:4: error: expected ',' or ']' after an element"),
        ("{\"a\" 1}", "s.json:1:6: error: expected ':' after the key 'a'"),
        ("{a: 1}", "s.json:1:2: error: expected a key in double quotes"),
        (
            "{\n  // inputs\n  \"inputs\": []\n}",
            "s.json:2:3: error: expected a key in double quotes (for a comment, use a key such as \"//\")"
        ),
        ("\"abc", "s.json:1:5: error: the file ends inside a string"),
        ("{} x", "s.json:1:4: error: unexpected text after the JSON value"),
        ("-", "s.json:1:2: error: expected digits in a number"),
        ("\n\n  tru", "s.json:3:3: error: expected a value (object, array, string, number, true, false or null)"),
    ])
    func syntaxErrorsAreLocated(text: String, expected: String) {
        #expect(throws: DiagnosticError.self) { try LocatedJSON.parse(text, file: "s.json") }
        do {
            _ = try LocatedJSON.parse(text, file: "s.json")
        } catch {
            #expect(error.description == expected)
        }
    }
}
