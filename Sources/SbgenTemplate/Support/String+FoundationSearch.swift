extension String {
    /// Foundation's `contains(_:)` for the `contains` filter: canonically equivalent text matches, a
    /// match never splits a letter from its accents, an empty string is never found, and CR LF is
    /// two characters (the standard library's `contains` finds `""` and treats CR LF as one).
    func foundationContains(_ other: String) -> Bool {
        guard !other.isEmpty else { return false }
        return hasCarriageReturn(other) ? containsLiteral(other) : contains(other)
    }

    /// Foundation's `replacingOccurrences(of:with:)` for the `replace` filter, with
    /// ``foundationContains(_:)``'s matching; an empty target replaces nothing.
    func foundationReplacing(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return hasCarriageReturn(target)
            ? replacingLiteral(target, with: replacement) : replacing(target, with: replacement)
    }

    /// Whether either text holds a CR, which the standard library joins with a following LF: then
    /// the search runs on bytes.
    private func hasCarriageReturn(_ other: String) -> Bool { utf8.contains(13) || other.utf8.contains(13) }
}
