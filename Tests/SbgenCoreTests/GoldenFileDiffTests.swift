import TestSupport
import Testing

/// The golden-file diff shows every changed line, whatever the texts.
@Suite struct GoldenFileDiffTests {
    @Test func everyChangedLineIsShown() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c"].randomElement()! }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "d"].randomElement()! }
            let diff = GoldenFile.unifiedDiff(old.joined(separator: "\n"), new.joined(separator: "\n"))
            let lines = diff.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0.hasPrefix("-") }.count == lines.filter { $0.hasPrefix("-") }.count)
            // Every "d" (only ever new) and every "c" (only ever old) appears as a change line.
            #expect(lines.filter { $0 == "+d" }.count == new.filter { $0 == "d" }.count, "\(old) → \(new):\n\(diff)")
            #expect(lines.filter { $0 == "-c" }.count == old.filter { $0 == "c" }.count, "\(old) → \(new):\n\(diff)")
        }
    }

    @Test func exactFormat() {
        #expect(GoldenFile.unifiedDiff("a\nb\nc", "a\nx\nc") == " a\n-b\n+x\n c")
    }
}
