import Foundation
import Testing

@testable import SbgenTemplate

@Suite struct RegexTemplateTests {
    /// `template` expanded for a match of `pattern` in `source`, by ``RegexTemplate`` and by Foundation.
    func both(_ pattern: String, _ source: String, _ template: String) throws -> (String, String) {
        let regex = try NSRegularExpression(pattern: pattern)
        let match = try #require(regex.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)))
        let expected = regex.replacementString(for: match, in: source, offset: 0, template: template)
        let mine = RegexTemplate.expand(template, rangeCount: match.numberOfRanges) { index in
            Range(match.range(at: index), in: source).map { source[$0] }
        }
        return (mine, expected)
    }

    @Test func sameAsFoundation() throws {
        let cases: [(String, String, String)] = [
            ("(a)(b)?", "ac", "[$1|$2|$0]"), ("(\\w+)@(\\w+)", "me@home", "$2 at $1"), ("x", "x", "\\$1 \\\\ $ $x"),
            ("(a)", "a", "$12"), ("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "abcdefghijk", "$11-$10-$1$"),
            ("a", "a", "end\\"),
            ("(é)", "é", "«$1»"),
        ]
        for (pattern, source, template) in cases {
            let (mine, expected) = try both(pattern, source, template)
            #expect(mine == expected, "\(pattern) \(template)")
        }
    }

    @Test func exactValues() {
        let groups: [Substring?] = ["ab", "a", nil]
        func expand(_ template: String) -> String {
            RegexTemplate.expand(template, rangeCount: groups.count) { groups[$0] }
        }
        #expect(expand("$1_$2|$0") == "a_|ab")
        #expect(expand("$9") == "")
        #expect(expand("$12") == "a2")
        #expect(expand("\\$1\\\\") == "$1\\")
        #expect(expand("$ and $x") == "$ and $x")
        #expect(expand("plain") == "plain")
    }

    @Test func fixedPatternsReplaceAsFoundation() throws {
        let cases: [(String, String, String)] = [
            (#"\bUIColor\("#, "NSColor(", "UIColor(red: 1) + MyUIColor(x) + .UIColor(y)"),
            (#"\bUIFont\b"#, "NSFont", "UIFont.systemFont(ofSize: 1) + UIFontX + a_UIFont"),
            (
                #"\bUIColor\(named: ("(?:[^"\\]|\\.)*"), in: nil, compatibleWith: nil\)"#, "NSColor(named: $1)",
                #"UIColor(named: "a\"b", in: nil, compatibleWith: nil)"#
            ),
            ("([A-Z\\d]+)([A-Z][a-z])", "$1_$2", "URLChooser2DView"), ("([a-z\\d])([A-Z])", "$1_$2", "peoplePicker9Z"),
        ]
        for (pattern, template, source) in cases {
            let regex = try NSRegularExpression(pattern: pattern)
            let expected = regex.stringByReplacingMatches(
                in: source, range: NSRange(source.startIndex..., in: source), withTemplate: template)
            #expect(RegexReplacement(pattern, template: template).apply(to: source) == expected, "\(pattern)")
        }
        #expect(
            RegexReplacement(#"\bUIFont\b"#, template: "NSFont").apply(to: "UIFont.x(UIFont)") == "NSFont.x(NSFont)")
    }
}
