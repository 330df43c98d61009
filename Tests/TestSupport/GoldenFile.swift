import Foundation
import Testing

/// Golden-file comparison: exact text, a unified diff on failure, re-recorded with `SBGEN_RECORD=1`
/// (and the test fails whenever it records, so a recording is never mistaken for a pass).
public enum GoldenFile {
    /// The repository root, found from this file's path.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Compares `actual` with the file at `path` (relative to the repository root).
    public static func check(
        _ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = repositoryRoot.appendingPathComponent(path)
        let recording = ProcessInfo.processInfo.environment["SBGEN_RECORD"] == "1"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording {
            if expected != actual {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? actual.write(to: url, atomically: true, encoding: .utf8)
            }
            Issue.record("recorded \(path); unset SBGEN_RECORD and run again", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record(
                "no golden file at \(path); run with SBGEN_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "output differs from \(path) (SBGEN_RECORD=1 re-records):\n\(unifiedDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A line diff of two texts in unified format, with 2 lines of context.
    public static func unifiedDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, fine for golden-file sizes.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [(Character, String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append(("-", a[i]))  // deletions before insertions, as diff(1) shows them
                i += 1
            } else {
                lines.append(("+", b[j]))
                j += 1
            }
        }
        var output: [String] = []
        var lastPrinted = -1
        for (index, line) in lines.enumerated() where line.0 != " " {
            let from = max(index - 2, lastPrinted + 1)
            if from > lastPrinted + 1, lastPrinted >= 0 { output.append("…") }
            for k in stride(from: from, through: index, by: 1) where k > lastPrinted {
                output.append("\(lines[k].0)\(lines[k].1)")
                lastPrinted = k
            }
            // Trailing context up to the next change, which its own turn prints.
            for k in (index + 1)..<min(index + 3, lines.count) {
                guard lines[k].0 == " " else { break }
                if k > lastPrinted {
                    output.append(" \(lines[k].1)")
                    lastPrinted = k
                }
            }
        }
        return output.prefix(200).joined(separator: "\n")
    }
}
