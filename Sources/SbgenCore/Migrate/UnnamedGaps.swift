import IBModel
import SbgenTemplate

/// The elements a file's counts leave not converted that no item of the report names: no item at
/// the element's own line, and no warning at any object it sits in (a skipped view's children are
/// named by the warning at the view). The generators leave some things out without a word (a
/// pop-up button's `<menu>`, a window's content, a bar button item of a container's navigation
/// item); the report says so in one warning per file rather than count them silently, naming each
/// view by its element and what IB wrote on it (``describe(_:)``), each outlet by its property and
/// each action by its selector.
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
                switch kind {
                case 0:
                    if let object = object(at: position, in: document) { place = describe(object) + " " + place }
                case 2, 3:
                    if let connection = connection(at: position, in: document) {
                        let name = kind == 2 ? connection.property : connection.selector
                        if let name { place = "'\(name)' " + place }
                    }
                default: break
                }
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

    /// The object starting at `position`, or the object whose connection starts there (`connection`
    /// true): siblings start in document order, so the search goes down one object per level (the
    /// last sibling starting at or before it). A connection's element comes after its object's start
    /// and before the next sibling's, so its object is on that path.
    static func object(at position: SourcePosition, in document: IBDocument, connection: Bool = false) -> IBObject? {
        func find(_ objects: UnsafeBufferPointer<IBObject>) -> IBObject? {
            var low = 0
            var high = objects.count
            while low < high {
                let middle = (low + high) / 2
                if objects[middle].position <= position { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let candidate = objects[low - 1]
            if connection
                ? candidate.connections.contains(where: { $0.position == position })
                : candidate.position == position
            {
                return candidate
            }
            return candidate.children.withUnsafeBufferPointer(find)
        }
        for scene in document.scenes.reversed() where scene.position <= position {
            return scene.members.withUnsafeBufferPointer(find)
        }
        return document.objects.withUnsafeBufferPointer(find)
    }

    /// The outlet or action whose element starts at `position`.
    static func connection(at position: SourcePosition, in document: IBDocument) -> IBConnection? {
        object(at: position, in: document, connection: true)?.connections.first { $0.position == position }
    }

    /// Attributes that say nothing of what an element is or does: left out of ``describe(_:)``.
    static let bookkeeping: Set<String> = [
        "id", "misplaced", "ambiguous", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "sceneMemberID",
        "colorMatched", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "customModule",
        "customModuleProvider",
    ]

    /// How many attributes ``describe(_:)`` shows, and how long a value it shows whole.
    static let describedAttributes = 3
    static let describedValueLength = 30

    /// `<navigationBar key="navigationBar" largeTitles="YES">`: the element with the attributes IB
    /// wrote on it (its key first, bookkeeping and `contentMode="scaleToFill"` left out; at most
    /// ``describedAttributes``, long values cut), so that the warning says what is missing.
    static func describe(_ object: IBObject) -> String {
        var shown: [String] = []
        var more = false
        var attributes = object.attributes.pairs.filter { attribute in
            !bookkeeping.contains(attribute.name)
                && !(attribute.name == "contentMode" && attribute.value == "scaleToFill")
        }
        if let key = attributes.firstIndex(where: { $0.name == "key" }) {
            attributes.insert(attributes.remove(at: key), at: 0)
        }
        for attribute in attributes {
            guard shown.count < describedAttributes else {
                more = true
                break
            }
            let value =
                attribute.value.count > describedValueLength
                ? attribute.value.prefix(describedValueLength - 1) + "…" : Substring(attribute.value)
            shown.append(String.concat(attribute.name, "=", SwiftLiteral.string(String(value))))
        }
        return "<" + ([object.element] + shown + (more ? ["…"] : [])).joined(separator: " ") + ">"
    }
}
