import Foundation
import Testing

/// Compares generated text with a saved golden file: exact match, a unified diff on mismatch, and
/// re-recording when `SBGEN_RECORD=1` (the test then fails, so a recording is never a pass).
enum GoldenFile {
    /// `Tests/SbgenCoreTests/Fixtures`.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SBGEN_RECORD"] == "1" }

    /// Checks `actual` against `Fixtures/<relativePath>`.
    static func assertMatches(
        _ actual: String, _ relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = fixtures.appendingPathComponent(relativePath)
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try Data(actual.utf8).write(to: url)
                Issue.record(
                    "recorded \(relativePath); review it, then run again without SBGEN_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path),
            let expected = String(data: data, encoding: .utf8)
        else {
            Issue.record(
                "missing golden file \(relativePath); run with SBGEN_RECORD=1 to create it",
                sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(relativePath) differs (- golden, + actual):\n\(unifiedDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A line diff with 2 lines of context, from a longest-common-subsequence table (goldens are small).
    static func unifiedDiff(_ old: String, _ new: String, context: Int = 2) -> String {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                lines.append(("+", b[j]))
                j += 1
            } else {
                lines.append(("-", a[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var output: [String] = []
        var last = -1
        for index in changed {
            let start = max(index - context, last + 1)
            if start > last + 1, !output.isEmpty { output.append("@@") }
            for k in start...min(index + context, lines.count - 1) where k > last {
                output.append("\(lines[k].mark)\(lines[k].text)")
                last = k
            }
        }
        return output.joined(separator: "\n")
    }
}
