import Foundation
import Testing

@testable import SbgenCore

@Suite struct StringPaddingTests {
    @Test func exactValues() {
        #expect("dump".padded(toLength: 8) == "dump    ")
        #expect("generate".padded(toLength: 8) == "generate")
        #expect("generate".padded(toLength: 3) == "gen")
        #expect("".padded(toLength: 2) == "  ")
    }

    @Test func sameAsFoundation() {
        for text in ["", "a", "--config <file>", "héllo", "😀x"] {
            for length in [0, 1, 2, 5, 28] {
                #expect(
                    text.padded(toLength: length) == text.padding(toLength: length, withPad: " ", startingAt: 0),
                    "\(text) \(length)")
            }
        }
    }
}
