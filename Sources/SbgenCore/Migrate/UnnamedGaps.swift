import IBModel

/// The elements a file's counts leave not converted that no item of the report names: no item at
/// the element's own line, and no warning at any object it sits in (a skipped view's children are
/// named by the warning at the view). The generators leave some things out without a word (a
/// navigation bar's `largeTitles`, a pop-up button's `<menu>`, a window's content); the report says
/// so in one warning per file rather than count them silently.
enum UnnamedGaps {
    /// How many places each kind's list shows.
    static let shown = 4

    /// One warning listing the unnamed gaps of a document, at the first of them; nil when there are none.
    ///
    /// An object's subtree is the objects after it in document order that are deeper
    /// (``DocumentScan/ObjectTree``), and everything inside the object starts between its start tag
    /// and the last start tag of the subtree's objects and their constraints and connections: a
    /// warning at an object covers that range of start tags. No walk of the document.
    /// - Parameters:
    ///   - document: for the location.
    ///   - tree: the document's objects (``DocumentScan/tree``).
    ///   - missing: the elements counted and not converted, sorted
    ///     (``ElementCounter/count(_:positions:emitted:flow:viewFunctions:xibRole:)``).
    ///   - items: the file's diagnostics so far.
    static func warning(
        _ document: IBDocument, tree: DocumentScan.ObjectTree, missing: ElementCounter.Positions, items: [Diagnostic]
    ) -> Diagnostic? {
        let kinds = [missing.views, missing.constraints, missing.outlets, missing.actions]
        guard kinds.contains(where: { !$0.isEmpty }) else { return nil }
        let itemLines = ElementCounter.LineSet(items.lazy.map(\.location.line))
        // Only the elements without an item at their own line can be unnamed: most files stop here.
        let unnamed = kinds.map { kind in kind.filter { !itemLines.contains(Int($0 >> 32)) } }
        guard unnamed.contains(where: { !$0.isEmpty }) else { return nil }
        let warned = ElementCounter.LineSet(items.lazy.filter { $0.severity >= .warning }.map(\.location.line))
        // A warning about the whole document (a file skipped, a render that failed) names everything in it.
        if warned.contains(document.position.line) || warned.contains(0) { return nil }
        let covered = coveredRanges(tree, warned: warned)
        func isCovered(_ key: UInt64) -> Bool {
            // The last range starting before `key`; ranges are sorted and do not overlap.
            var low = 0
            var high = covered.count
            while low < high {
                let middle = (low + high) / 2
                if covered[middle].start < key { low = middle + 1 } else { high = middle }
            }
            return low > 0 && key <= covered[low - 1].end
        }
        var counts = [0, 0, 0, 0]
        var places: [[String]] = [[], [], [], []]
        var first: UInt64?
        for (kind, keys) in unnamed.enumerated() {
            for key in keys where !isCovered(key) {
                counts[kind] += 1
                first = min(first ?? key, key)
                guard places[kind].count < shown else { continue }
                let position = EmittedElements.position(key)
                var place = "\(position.line):\(position.column)"
                if kind == 0, let element = element(at: position, in: document) { place = "<\(element)> " + place }
                places[kind].append(place)
            }
        }
        guard let first else { return nil }
        let names = [("view", "views"), ("constraint", "constraints"), ("outlet", "outlets"), ("action", "actions")]
        var parts: [String] = []
        for (kind, count) in counts.enumerated() where count > 0 {
            let more = count > places[kind].count ? ", +\(count - places[kind].count) more" : ""
            parts.append(
                "\(count) \(count == 1 ? names[kind].0 : names[kind].1) (\(places[kind].joined(separator: ", "))\(more))"
            )
        }
        return .warning(
            "TODO: not in the generated code, and no other item says why: " + parts.joined(separator: "; "),
            at: document.location(of: EmittedElements.position(first)))
    }

    /// The start-tag ranges inside the objects with a warning at their line: from the object's start
    /// (excluded: its own line has an item) to the last start tag inside it (included).
    static func coveredRanges(
        _ tree: DocumentScan.ObjectTree, warned: ElementCounter.LineSet
    ) -> [(start: UInt64, end: UInt64)] {
        var ranges: [(start: UInt64, end: UInt64)] = []
        var index = 0
        let count = tree.starts.count
        while index < count {
            guard warned.contains(Int(tree.starts[index] >> 32)) else {
                index += 1
                continue
            }
            let depth = tree.depths[index]
            var end = tree.lastInside[index]
            var next = index + 1
            while next < count, tree.depths[next] > depth {
                end = max(end, tree.lastInside[next])
                next += 1
            }
            ranges.append((tree.starts[index], end))
            index = next  // the subtree is covered whole; the objects in it add nothing
        }
        return ranges
    }

    /// The element name of the object starting at `position`: siblings start in document order, so
    /// the search goes down one object per level (the last sibling starting at or before it).
    static func element(at position: SourcePosition, in document: IBDocument) -> String? {
        func find(_ objects: UnsafeBufferPointer<IBObject>) -> String? {
            var low = 0
            var high = objects.count
            while low < high {
                let middle = (low + high) / 2
                if objects[middle].position <= position { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            if objects[low - 1].position == position { return objects[low - 1].element }
            return objects[low - 1].children.withUnsafeBufferPointer(find)
        }
        for scene in document.scenes.reversed() where scene.position <= position {
            return scene.members.withUnsafeBufferPointer(find)
        }
        return document.objects.withUnsafeBufferPointer(find)
    }
}
