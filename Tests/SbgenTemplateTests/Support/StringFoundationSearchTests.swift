import Foundation
import Testing

@testable import SbgenTemplate

@Suite struct StringFoundationSearchTests {
    static let texts = ["Hello", "", "cafe\u{301} e", "caf\u{E9}", "a\r\nb\n\nc\r", "aaa", "x-\u{301}y", "😀a😀"]
    static let targets = ["", "e", "l", "e\u{301}", "\u{E9}", "\n", "\r\n", "\r", "aa", "-", "😀", "b\n"]

    @Test func sameAsFoundation() {
        for text in Self.texts {
            for target in Self.targets {
                #expect(text.foundationContains(target) == (text.range(of: target) != nil), "\(text) \(target)")
                #expect(
                    text.foundationReplacing(target, with: "#") == text.replacingOccurrences(of: target, with: "#"),
                    "\(text) \(target)")
            }
        }
    }

    @Test func exactValues() {
        #expect(!"abc".foundationContains(""))
        #expect("a\r\nb".foundationContains("\n"))
        #expect(!"cafe\u{301}".foundationContains("e"))
        #expect("caf\u{E9}".foundationReplacing("e\u{301}", with: "E") == "cafE")
        #expect("a\r\nb".foundationReplacing("\n", with: "N") == "a\rNb")
        #expect("aaa".foundationReplacing("aa", with: "b") == "ba")
    }
}
