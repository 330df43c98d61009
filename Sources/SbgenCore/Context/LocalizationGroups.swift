/// Which input documents are localized copies of one another, and how documents that share a kind
/// and a name without being copies are told apart.
///
/// Files of one kind and name are localized copies when they sit in sibling `*.lproj` folders of
/// one folder (`App/Base.lproj/Main.storyboard`, `App/fr.lproj/Main.storyboard`); a file of that
/// name in the folder itself (`App/Main.storyboard`, not localized) belongs with them, since in one
/// bundle a lookup by name finds it before any `.lproj` copy. At run time one of them loads, so the
/// accessors follow one, the *primary*: the non-localized file, else the `Base.lproj` one, else the
/// first by path.
///
/// Files of one kind and name anywhere else (`App/Base.lproj/Main.storyboard` and
/// `Lessons/Base.lproj/Main.storyboard`: two targets, or a copy kept by mistake) are different
/// documents: each gets its own accessors, named for the nearest folder that tells it apart from
/// the others (`App`, `Lessons`; `.lproj` folders do not count).
struct LocalizationGroups {
    /// What the grouping reads of one document.
    struct Member {
        /// `storyboard` or `xib`.
        var kind: String
        /// The file name without extension.
        var name: String
        /// The path as given.
        var path: String
        /// A document the templates skip (watchOS): in no group, and no other document's namesake.
        var isSkipped = false
    }

    /// Per document: the position of the primary copy whose accessors it shares (its own position
    /// for a primary).
    private(set) var primary: [Int] = []
    /// Per primary that shares its kind and name with another primary: the folder its accessors are
    /// named for (nil when it is the only one, when it is a copy, and when no folder with a name
    /// tells it apart, e.g. the one file at the top).
    private(set) var distinguishingFolder: [String?] = []
    /// Per document: its path, for the folders that hold it (see ``folders(of:)``).
    private var paths: [String] = []
    /// Primaries that share a kind and a name, in context order; each such primary's index here.
    private var namesakeLists: [[Int]] = []
    private var namesakeList: [Int: Int] = [:]

    /// - Parameter members: the documents, in context order (sorted by name, then path).
    init(_ members: [Member]) {
        paths = members.map(\.path)
        var localized: [Bool] = []
        var isBase: [Bool] = []
        localized.reserveCapacity(members.count)
        isBase.reserveCapacity(members.count)
        var groups: [String: [Int]] = [:]
        /// Each group's key, and the key of its kind and name, in context order.
        var groupKeys: [(group: String, name: String)] = []
        for (position, member) in members.enumerated() {
            let (container, lproj, hasDot) = Self.container(of: member.path)
            localized.append(lproj != nil)
            isBase.append(lproj == "Base.lproj")
            guard !member.isSkipped else { continue }
            var name = member.kind
            name += "\u{0}"
            name += member.name
            var key = name
            key += "\u{0}"
            // `.` folders (`./App`) are no folders: the key holds the folders ``folders(of:)`` gives.
            if hasDot {
                key += Self.folders(of: container).joined(separator: "/")
            } else {
                key += container
            }
            if groups[key] == nil { groupKeys.append((key, name)) }
            groups[key, default: []].append(position)
        }
        primary = Array(members.indices)
        distinguishingFolder = Array(repeating: nil, count: members.count)
        // Primaries by kind and name, in context order.
        var primaries: [String: [Int]] = [:]
        for key in groupKeys {
            let positions = groups[key.group] ?? []
            let chosen =
                positions.first { !localized[$0] } ?? positions.first { isBase[$0] } ?? positions[0]
            for position in positions { primary[position] = chosen }
            primaries[key.name, default: []].append(chosen)
        }
        for positions in primaries.values where positions.count > 1 {
            for position in positions { namesakeList[position] = namesakeLists.count }
            namesakeLists.append(positions.sorted())
            nameFolders(of: positions)
        }
    }

    /// The part of `path` that names the folder holding the file, its `.lproj` folder left out; that
    /// `.lproj` folder's name; and whether the part holds a `.` (maybe a `.` folder). Found in the
    /// path's bytes: the string's own searches walk its characters, which cost more than the rest.
    private static func container(of path: String) -> (container: Substring, lproj: Substring?, hasDot: Bool) {
        var path = path
        let found = path.withUTF8 { bytes -> (file: Int, folder: Int, isLproj: Bool, dot: Int)? in
            guard let file = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            let folder = bytes[..<file].lastIndex(of: UInt8(ascii: "/")) ?? -1
            let name = bytes[(folder + 1)..<file]
            let isLproj = name.count > 6 && name.suffix(6).elementsEqual(".lproj".utf8)
            let end = isLproj ? max(folder, 0) : file
            return (file, folder, isLproj, bytes[..<end].firstIndex(of: UInt8(ascii: ".")) ?? -1)
        }
        guard let found else { return ("", nil, false) }
        let utf8 = path.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        guard found.isLproj else { return (path[..<index(found.file)], nil, found.dot >= 0) }
        return (
            path[..<index(max(found.folder, 0))], path[index(found.folder + 1)..<index(found.file)], found.dot >= 0
        )
    }

    /// The folders of a ``container(of:)``, outermost first, without `.` and empty ones.
    private static func folders(of container: Substring) -> [Substring] {
        container.utf8.split(separator: UInt8(ascii: "/")).compactMap { folder in
            folder.elementsEqual(".".utf8) ? nil : Substring(folder)
        }
    }

    /// The folders that hold the document at `position`, outermost first, its `.lproj` folder left out.
    private func folders(of position: Int) -> [Substring] {
        Self.folders(of: Self.container(of: paths[position]).container)
    }

    /// The other primaries of the kind and name of the document at `position`, in context order.
    func namesakes(of position: Int) -> [Int] {
        namesakeList[position].map { namesakeLists[$0].filter { $0 != position } } ?? []
    }

    /// Whether a different document (no localized copy) shares the kind and name of the one at `position`.
    func hasNamesakes(_ position: Int) -> Bool { namesakeList[position] != nil }

    /// Among `candidates` (primaries of one name), the one nearest the document at `position`: the one
    /// sharing the most leading folders with it (the same target, most likely), the first on a tie.
    func nearest(_ candidates: [Int], to position: Int) -> Int? {
        guard candidates.count > 1 else { return candidates.first }
        let folders = folders(of: position)
        var best: (position: Int, shared: Int)?
        for candidate in candidates {
            let shared = zip(folders, self.folders(of: candidate)).prefix { $0 == $1 }.count
            if best == nil || shared > best!.shared { best = (candidate, shared) }
        }
        return best?.position
    }

    /// Sets the distinguishing folder of each of `positions` (primaries of one kind and name): the
    /// nearest folder the others' do not end with. Their folders are compared from the innermost
    /// out, one more each time, until no other ends the same way; the folder that made the difference
    /// names it. When a document's folders run out first (`A/Main.storyboard` against
    /// `B/A/Main.storyboard`) its outermost folder does; with none (a file at the top), or a folder
    /// with no letter or digit (`..`), nothing does. A document told apart at one depth stays apart at
    /// the next, so each round compares only those still alike: linear in the documents and depth.
    private mutating func nameFolders(of positions: [Int]) {
        var folders: [Int: [Substring]] = [:]
        for position in positions { folders[position] = self.folders(of: position) }
        var alike = positions
        var depth = 1
        // Distinct groups hold distinct folders: past the longest, every suffix is a whole, distinct list
        // (the bound only guards against a key and the folders disagreeing).
        let deepest = folders.values.map(\.count).max() ?? 0
        while !alike.isEmpty, depth <= deepest + 1 {
            var bySuffix: [ArraySlice<Substring>: [Int]] = [:]
            for position in alike { bySuffix[folders[position]!.suffix(depth), default: []].append(position) }
            alike = []
            for group in bySuffix.values {
                guard group.count == 1 else {
                    alike += group
                    continue
                }
                let held = folders[group[0]]!
                let name = depth <= held.count ? held[held.count - depth] : held.first
                if let name, name.contains(where: { $0.isLetter || $0.isNumber }) {
                    distinguishingFolder[group[0]] = String(name)
                }
            }
            depth += 1
        }
    }
}
