import Foundation
import Testing

@testable import SbgenCore

/// The AppKit spelling table, prepared for speed, must still say what its regular expressions say.
@Suite("AppKit spelling steps")
struct AppKitSpellingStepTests {
    @Test("Plain patterns become literal replacements; others keep the literal start they require")
    func steps() {
        let steps = ViewMapping.appKitSpellingSteps
        // IB's names appear inside string literals too (`.AppleSystemUIFont`): every pattern starts with
        // a word boundary, so none is plain text, but each still requires its literal start.
        #expect(
            steps.map(\.prefix) == [
                "UIColor(named: ", "UIImage(systemName: ", "UIColor(red:", "UIColor(", "UIColor.", "UIFont",
                "UIImage(", "UILayoutPriority(",
            ])
        #expect(steps.allSatisfy { $0.literal == nil })
        #expect(ViewMapping.SpellingStep(#"\bab\b"#, "x").prefix == "ab")
        #expect(ViewMapping.SpellingStep(#"ab?c"#, "x").prefix == "a")
        #expect(ViewMapping.SpellingStep(#"ab(c|d)"#, "x").prefix == "ab")
        #expect(ViewMapping.SpellingStep(#"ab|cd"#, "x").prefix == "")
        #expect(ViewMapping.SpellingStep(#"a\.b"#, "$0").literal == nil)
        #expect(ViewMapping.SpellingStep(#"a\.b"#, "x").literal == "a.b")
    }

    @Test("Same result as the regular expressions, on statements that hit and miss each step")
    func sameAsRegularExpressions() {
        let statements = [
            #"view.backgroundColor = UIColor(named: "Accent \"x\"", in: nil, compatibleWith: nil)"#,
            #"button.image = UIImage(systemName: "star")"#, "label.font = UIFont.systemFont(ofSize: 13)",
            "label.textColor = UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)", "a.alpha = 0.5",
            "view.color = UIColor.labelColor; UILayoutPriority(250)", "UIColor(named: broken",
        ]
        for statement in statements {
            var expected = statement
            for (pattern, template) in ViewMapping.appKitSpellings {
                expected = expected.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
            }
            #expect(ViewMapping.appKitSpelling(statement) == expected)
        }
        #expect(
            ViewMapping.appKitSpelling(#"c = UIColor(named: "A", in: nil, compatibleWith: nil)"#)
                == #"c = NSColor(named: "A")"#)
    }
}
