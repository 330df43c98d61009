/// "Did you mean" suggestions for mistyped option names, keys and template names.
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo (edit distance at
    /// most 2, or a third of the word's length for long words); ties go to the alphabetically first.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= max(2, word.count / 3) }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// Levenshtein distance between `a` and `b`, counted in characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
