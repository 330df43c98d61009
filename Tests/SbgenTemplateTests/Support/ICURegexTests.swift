#if canImport(FoundationEssentials) && canImport(Glibc)
    import Foundation
    import Testing

    @testable import SbgenTemplate

    @Suite struct ICURegexTests {
        func matches(_ pattern: String, _ text: String) throws -> [[Range<Int>?]] {
            var found: [[Range<Int>?]] = []
            try ICURegex.enumerateMatches(of: pattern, in: text, shouldStop: { false }) { ranges in
                found.append(ranges)
                return true
            }
            return found
        }

        @Test func matchesAsNSRegularExpression() throws {
            let cases = [
                ("x*", "abc"), ("(\\w+)@(\\w+)?", "me@home, you@"), ("^", "a\nb"), ("é", "café é"), ("(a)|b", "ab"),
                ("\\b\\w", "hi there"),
            ]
            for (pattern, text) in cases {
                let regex = try NSRegularExpression(pattern: pattern)
                let expected = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                    (0..<match.numberOfRanges).map { index -> Range<Int>? in
                        let range = match.range(at: index)
                        return range.location == NSNotFound ? nil : range.location..<(range.location + range.length)
                    }
                }
                #expect(try matches(pattern, text) == expected, "\(pattern)")
            }
        }

        @Test func exactRanges() throws {
            #expect(try matches("(a)(b)?", "xaab") == [[1..<2, 1..<2, nil], [2..<4, 2..<3, 3..<4]])
            #expect(try matches("😀", "a😀") == [[1..<3]])
        }

        @Test func stopsWhenAsked() {
            var asked = 0
            #expect(throws: ICURegex.Failure.stopped) {
                try ICURegex.enumerateMatches(
                    of: "(a+)+$", in: String(repeating: "a", count: 40) + "b",
                    shouldStop: {
                        asked += 1
                        return asked == 3
                    }
                ) { _ in true }
            }
            #expect(asked == 3)
        }

        /// 66321 is `U_REGEX_STACK_OVERFLOW`: `findNext` returns false as at the end, with an error.
        @Test func aMatchICUGivesUpOnIsAFailure() {
            #expect(throws: ICURegex.Failure.matchFailed(66321)) {
                try ICURegex.enumerateMatches(
                    of: "(a|b)*$", in: String(repeating: "ab", count: 1_000_000), shouldStop: { false }
                ) { _ in true }
            }
        }

        @Test func invalidPattern() {
            #expect(throws: ICURegex.Failure.invalidPattern) {
                try ICURegex.enumerateMatches(of: "(", in: "x", shouldStop: { false }) { _ in true }
            }
        }

        @Test func onMatchStopsTheEnumeration() throws {
            var count = 0
            try ICURegex.enumerateMatches(of: "a", in: "aaa", shouldStop: { false }) { _ in
                count += 1
                return false
            }
            #expect(count == 1)
        }
    }
#endif
