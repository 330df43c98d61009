import SurfaceHarness
import Testing

/// Code the real SDK rejects (or warns about, which fails under `-warnings-as-errors`) must be
/// rejected by the surface too.
@Suite struct RejectionTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let platform: SurfacePlatform
        let body: String
        let expected: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "member the SDK lacks", platform: .iOS,
            body: "@MainActor func f() { UIView().setCornerRadius(4) }", expected: "has no member"),
        Case(
            name: "instantiateInitialViewController() is optional", platform: .iOS,
            body: """
                @MainActor func f() -> UIViewController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                }
                """, expected: "optional"),
        Case(
            name: "UIColor(named:) is failable", platform: .iOS,
            body: #"let c: UIColor = UIColor(named: "Brand")"#, expected: "optional"),
        Case(
            name: "UITextField.font is a plain optional", platform: .iOS,
            body: "@MainActor func f(_ t: UITextField) -> CGFloat { t.font.pointSize }", expected: "optional"),
        Case(
            name: "main-actor UIKit from nonisolated code", platform: .iOS,
            body: "func f() { let v = UIView(); v.alpha = 0.5 }", expected: "main actor"),
        Case(
            name: "UIStoryboard is main-actor isolated", platform: .iOS,
            body: #"func f() { _ = UIStoryboard(name: "Main", bundle: nil) }"#, expected: "main actor"),
        Case(
            name: "UIStoryboardSegue() is unavailable", platform: .iOS,
            body: "@MainActor func f() { _ = UIStoryboardSegue() }", expected: "unavailable"),
        Case(
            name: "deprecated UIButton.contentEdgeInsets", platform: .iOS,
            body: "@MainActor func f(_ b: UIButton) { b.contentEdgeInsets = .zero }", expected: "deprecated"),
        Case(
            name: "deprecated UIActivityIndicatorView.Style.gray", platform: .iOS,
            body: "@MainActor func f() { _ = UIActivityIndicatorView(style: .gray) }", expected: "deprecated"),
        Case(
            name: "deprecated UIScreen.main", platform: .iOS,
            body: "@MainActor func f() -> CGRect { UIScreen.main.bounds }", expected: "deprecated"),
        Case(
            name: "NSStoryboard.instantiateController returns Any", platform: .macOS,
            body: """
                func f() -> NSViewController {
                    NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "x")
                }
                """, expected: "Any"),
        Case(
            name: "NSNib(nibNamed:bundle:) is failable", platform: .macOS,
            body: #"let n: NSNib = NSNib(nibNamed: "x", bundle: nil)"#, expected: "optional"),
        Case(
            name: "NSFont is explicitly non-Sendable", platform: .macOS,
            body: "let s: any Sendable = NSFont.systemFont(ofSize: 12)", expected: "Sendable"),
        Case(
            name: "NSView is main-actor isolated", platform: .macOS,
            body: "func f() { _ = NSView(frame: .zero) }", expected: "main actor"),
        Case(
            name: "NSViewController.view is not optional", platform: .macOS,
            body: "@MainActor func f(_ c: NSViewController) { _ = c.view?.frame }", expected: "optional"),
    ]

    @Test(arguments: cases) func rejected(_ testCase: Case) throws {
        let source = "import \(testCase.platform.uiModule)\n\n" + testCase.body + "\n"
        let diagnostics = try diagnosticsRejecting(source, platform: testCase.platform)
        #expect(!diagnostics.isEmpty, "expected \(testCase.name) to be rejected")
        let messages = diagnostics.map(\.message).joined(separator: "\n")
        #expect(
            messages.localizedCaseInsensitiveContains(testCase.expected),
            "expected a diagnostic mentioning '\(testCase.expected)', got:\n\(messages)")
    }
}
