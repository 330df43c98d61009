import IBModel
import Testing

/// `SourceLocation.description`: what every printed diagnostic starts with.
@Suite struct SourceLocationTests {
    @Test("path:line:column, shortened when line or column is unknown; line breaks in names escaped")
    func description() {
        #expect(
            SourceLocation(file: "App/Main.storyboard", line: 12, column: 5).description == "App/Main.storyboard:12:5")
        #expect(SourceLocation(file: "App/Main.storyboard", line: 12).description == "App/Main.storyboard:12")
        #expect(SourceLocation(file: "App/Main.storyboard").description == "App/Main.storyboard")
        #expect(SourceLocation(file: "a\nb.xib", line: 2, column: 3).description == "a\\nb.xib:2:3")
        #expect(SourceLocation(file: "a\rb.xib", line: 1).description == "a\\rb.xib:1")
        // A CR LF pair is one character, neither "\n" nor "\r": it stays as it is (as it always did).
        #expect(SourceLocation(file: "a\r\nb.xib").description == "a\r\nb.xib")
        #expect(SourceLocation(file: "é/Ünïcode.xib", line: 1, column: 1).description == "é/Ünïcode.xib:1:1")
    }

    @Test("A message quoting a value with line breaks stays one line")
    func messageLineBreaksEscaped() {
        let location = SourceLocation(file: "A.storyboard", line: 474, column: 37)
        #expect(
            Diagnostic.warning("value '\n' of 'indentationWidth' not converted", at: location).description
                == "A.storyboard:474:37: warning: value '\\n' of 'indentationWidth' not converted")
        #expect(
            Diagnostic.warning("<navigationItem key=\"a\r\nb\r\"> not converted", at: location).description
                == "A.storyboard:474:37: warning: <navigationItem key=\"a\\r\\nb\\r\"> not converted")
    }
}
