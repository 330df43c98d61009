import IBModel

/// Compares a localized copy of a storyboard or xib with the copy the accessors follow (see
/// ``LocalizationGroups``), item by item of what the accessors expose: scenes by storyboard
/// identifier (with their class), the initial scene, segue identifiers by scene, reuse identifiers
/// (with their class), a xib's first top-level object. A difference means an accessor that fails
/// (or casts to the wrong class) at run time in that localization.
enum LocalizedCopyComparison {
    /// One thing the accessors expose, and the class it has ("" when the class does not matter).
    private struct Item: Hashable, Comparable {
        /// Orders scenes, then segues, then reuse identifiers, then the rest.
        var rank: Int
        var text: String

        static func < (lhs: Item, rhs: Item) -> Bool { (lhs.rank, lhs.text) < (rhs.rank, rhs.text) }
    }

    /// A warning at `copy` naming each difference from `primary`, or, when there is none, a note
    /// (printed with `-v`) saying the accessors follow `primary`.
    static func diagnostic(copy: DocumentContext, primary: DocumentContext) -> Diagnostic {
        let location = SourceLocation(file: copy.path)
        let theirs = items(of: primary)
        let ours = items(of: copy)
        let onlyThere = theirs.keys.filter { ours[$0] == nil }.sorted()
        let onlyHere = ours.keys.filter { theirs[$0] == nil }.sorted()
        let changed = theirs.keys.filter { ours[$0] != nil && ours[$0] != theirs[$0] }.sorted()
        // A file beside the `.lproj` folders is not localized: a bundle finds it before any copy.
        let followed =
            primary.path.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true
            ? "'\(primary.path)', whose accessors it shares"
            : "'\(primary.path)', which is not localized: a bundle finds it first, and the accessors follow it"
        guard !(onlyThere.isEmpty && onlyHere.isEmpty && changed.isEmpty) else {
            return .note("localized copy of \(followed) (same scenes, segues and identifiers)", at: location)
        }
        var parts: [String] = []
        if !onlyThere.isEmpty { parts.append("only there: " + list(onlyThere.map(\.text))) }
        if !onlyHere.isEmpty { parts.append("only here: " + list(onlyHere.map(\.text))) }
        if !changed.isEmpty {
            parts.append(
                "another class: "
                    + list(changed.map { "\($0.text) (\(theirs[$0] ?? "") there, \(ours[$0] ?? "") here)" }))
        }
        return .warning(
            "localized copy of \(followed), differs from it: "
                + parts.joined(separator: "; ") + "; in this localization those accessors may fail at run time",
            at: location)
    }

    /// `a`, `a and b`, `a, b and c`; past five, the first four and how many more.
    static func list(_ items: [String]) -> String {
        let shown = items.count > 5 ? Array(items.prefix(4)) + ["\(items.count - 4) more"] : items
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    /// What the accessors expose of `document`, each with its class.
    private static func items(of document: DocumentContext) -> [Item: String] {
        // An identifier several scenes (or cells) share: every class it has, sorted.
        var items: [Item: Set<String>] = [:]
        for scene in document.scenes where scene.reference == nil {
            if let identifier = scene.identifier {
                items[Item(rank: 0, text: "scene '\(identifier)'"), default: []].insert(scene.type)
            }
            let label = scene.identifier ?? scene.customClass ?? scene.sceneID
            for segue in scene.segues where segue.kind != "relationship" {
                guard let identifier = segue.identifier else { continue }
                items[Item(rank: 1, text: "segue '\(identifier)' of scene '\(label)'"), default: []].insert("")
            }
        }
        if let initial = document.initialScene { items[Item(rank: 3, text: "the initial scene")] = [initial.type] }
        for reusable in document.reusables {
            items[Item(rank: 2, text: "reuse identifier '\(reusable.reuseIdentifier)'"), default: []].insert(
                reusable.type)
        }
        if let root = document.topLevelObjects.first {
            items[Item(rank: 3, text: "the first top-level object")] = [root.type]
        }
        return items.mapValues { $0.sorted().joined(separator: ", ") }
    }
}
