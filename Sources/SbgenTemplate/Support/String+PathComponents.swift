/// Foundation's `NSString` path helpers, for a build that links FoundationEssentials only (which
/// has none). Same results as swift-corelibs-foundation: runs of `/` count as one, a trailing `/`
/// is ignored, and `/` alone is the root.
extension String {
    /// `(self as NSString).lastPathComponent`: `a/b/` → `b`, `/` → `/`, `` → ``.
    package var nsLastPathComponent: String {
        let fixed = fixingSlashes
        guard fixed.utf8.count > 1 else { return fixed }
        return String(fixed[fixed.startOfLastPathComponent...])
    }

    /// `(self as NSString).deletingLastPathComponent`: `a/b` → `a`, `/a` → `/`, `a` → ``.
    package var nsDeletingLastPathComponent: String {
        let fixed = fixingSlashes
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = fixed.startOfLastPathComponent
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `(self as NSString).appendingPathComponent(component)`: joined with one `/` unless `self`
    /// ends with one; an empty side gives the other.
    package func nsAppendingPathComponent(_ component: String) -> String {
        if component.isEmpty { return self }
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// Runs of `/` made one, and a trailing `/` dropped (except from `/` itself).
    private var fixingSlashes: String {
        guard self != "/" else { return self }
        var result = ""
        var previousWasSlash = false
        for character in self {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { result.append(character) }
            previousWasSlash = isSlash
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component of a path without a trailing `/` starts.
    private var startOfLastPathComponent: Index {
        var position = endIndex
        while position > startIndex {
            let previous = index(before: position)
            if self[previous] == "/" { break }
            position = previous
        }
        return position
    }
}
