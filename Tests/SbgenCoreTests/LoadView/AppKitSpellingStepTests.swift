import Foundation
import Testing

@testable import SbgenCore

/// The AppKit spelling steps are byte matchers: they must still say what the regular expressions say.
@Suite("AppKit spelling steps")
struct AppKitSpellingStepTests {
    static func byRegularExpressions(_ statement: String) -> String {
        var expected = statement
        for (pattern, template) in ViewMapping.appKitSpellings {
            expected = expected.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return expected
    }

    @Test("Same result as the regular expressions, on statements that hit and miss each step")
    func sameAsRegularExpressions() {
        let statements = [
            #"view.backgroundColor = UIColor(named: "Accent \"x\"")"#,
            #"button.image = UIImage(systemName: "star")"#, "label.font = UIFont.systemFont(ofSize: 13)",
            "label.textColor = UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)", "a.alpha = 0.5",
            "view.color = UIColor.labelColor; UILayoutPriority(250)", "UIColor(named: broken",
            // Word boundaries: inside names and string literals, at both ends of the text.
            #"label.font = NSFont(name: ".AppleSystemUIFont", size: 13)"#, "UIFont", "x = _UIFont; y = UIFontX",
            "MyUIColor(red: 1) + UIColor(red: 2)", "a(UIImage(named: \"b\"))", "(UIColor.red)",
            // Literals: escapes, an unterminated one, one followed by other arguments, one that holds a step.
            #"c = UIColor(named: "a\\b")"#,
            #"c = UIColor(named: "a", in: bundle, compatibleWith: nil)"#,
            #"c = UIColor(named: "UIFont \"UIColor(red:\"")"#,
            #"c = UIColor(named: "a", in: nil, compatibleWith: nil)"#,
            #"i = UIImage(systemName: "star.fill"); j = UIImage(systemName: name)"#,
            #"i = UIImage(systemName: "unterminated)"#, #"i = UIImage(systemName: "\"#,
            // Non-ASCII next to a boundary and an escaped line break: the regular expression decides.
            "é = UIColor.red; éUIFont; UIFonté", "s = UIColor(named: \"a\\\nb\", in: nil, compatibleWith: nil)",
            "s = \"ünïcode\" + UIFont.x",
        ]
        for statement in statements {
            #expect(ViewMapping.appKitSpelling(statement) == Self.byRegularExpressions(statement), "\(statement)")
        }
        #expect(
            ViewMapping.appKitSpelling(#"c = UIColor(named: "A")"#)
                == #"c = NSColor(named: "A")"#)
        #expect(ViewMapping.appKitSpelling("MyUIFont + UIFont") == "MyUIFont + NSFont")
    }

    @Test("A step the byte matcher cannot judge leaves it to the regular expression")
    func fallback() {
        #expect(ViewMapping.appKitSpellingSteps[5].apply(to: "éUIFont") == nil)
        #expect(ViewMapping.appKitSpellingSteps[5].apply(to: "a UIFont b") == "a NSFont b")
        #expect(ViewMapping.appKitSpellingSteps[0].apply(to: "UIColor(named: \"\\\u{2028}\"") == nil)
        #expect(ViewMapping.appKitSpellingSteps.count == ViewMapping.appKitSpellings.count)
    }
}
