/// A line-based unified diff (`diff -u` format, 3 lines of context), for the `Info.plist` edits.
public enum UnifiedDiff {
    /// The diff from `old` to `new`; empty when they are equal.
    public static func make(_ old: String, _ new: String, oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        // Group edits into hunks with 3 lines of context.
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
            var end = firstChange
            var lastChange = firstChange
            while end < edits.count {
                if edits[end].kind != " " { lastChange = end }
                if end - lastChange > 6 { break }
                end += 1
            }
            let start = max(index, firstChange - 3)
            let stop = min(edits.count, lastChange + 4)
            let hunk = edits[start..<stop]
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            output +=
                "@@ -\(oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
            for edit in hunk { output += "\(edit.kind)\(edit.text)\n" }
            index = stop
        }
        return output
    }

    struct Edit {
        var kind: Character
        var text: String
        /// 0-based line in old/new before which this edit sits.
        var oldLine: Int
        var newLine: Int
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edit script from a longest common subsequence (plists are small: O(n·m) is fine).
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(Edit(kind: " ", text: a[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                edits.append(Edit(kind: "-", text: a[i], oldLine: i, newLine: j))
                i += 1
            } else {
                edits.append(Edit(kind: "+", text: b[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return edits
    }
}
