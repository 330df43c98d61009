import SurfaceHarness
import Testing

@Suite struct HarnessTests {
    @Test func rewritesSelectorsAndObjCAttributes() {
        let source = """
            @objc func tap(_ sender: Any) {}
            @IBOutlet weak var label: UILabel!
            let a = #selector(tap(_:))
            let b = #selector(Foo.bar)
            let c = #selector(getter: Foo.value)
            """
        let expected = """
            func tap(_ sender: Any) {}
            weak var label: UILabel!
            let a = _surfaceSelector(tap(_:), "tap(_:)")
            let b = _surfaceSelector(Foo.bar, "bar")
            let c = _surfaceSelector(getter: \\Foo.value, "value")
            """
        #expect(SurfaceCompiler.rewriteObjC(source) == expected)
    }

    @Test func parsesDiagnostics() {
        let output = """
            /tmp/x/Source.swift:3:9: error: cannot find 'foo' in scope
            /tmp/x/Source.swift:4:1: warning: unused
            error: fatal
            """
        #expect(
            Diagnostic.parse(output) == [
                Diagnostic(
                    severity: .error, file: "Source.swift", line: 3, column: 9, message: "cannot find 'foo' in scope"),
                Diagnostic(severity: .warning, file: "Source.swift", line: 4, column: 1, message: "unused"),
                Diagnostic(severity: .error, file: "", line: 0, column: 0, message: "fatal"),
            ])
    }
}
