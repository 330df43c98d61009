import Testing

@testable import SbgenCore

/// Which same-named files are localized copies (and which copy the accessors follow), and the
/// folder each different file of one name is named for.
struct LocalizationGroupsTests {
    /// Groups storyboard paths (sorted, as the context sorts them by name, then path).
    private func groups(_ paths: [String], kind: String = "storyboard") -> (LocalizationGroups, [String]) {
        let sorted = paths.sorted()
        let members = sorted.map { path in
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let name = String(file.prefix { $0 != "." })
            return LocalizationGroups.Member(kind: kind, name: name, path: path)
        }
        return (LocalizationGroups(members), sorted)
    }

    /// Per path: the path of its primary copy.
    private func primaries(_ paths: [String]) -> [String: String] {
        let (groups, sorted) = groups(paths)
        return Dictionary(uniqueKeysWithValues: sorted.indices.map { (sorted[$0], sorted[groups.primary[$0]]) })
    }

    /// Per primary path: its distinguishing folder ("-" for none).
    private func folders(_ paths: [String]) -> [String: String] {
        let (groups, sorted) = groups(paths)
        var result: [String: String] = [:]
        for index in sorted.indices where groups.primary[index] == index {
            result[sorted[index]] = groups.distinguishingFolder[index] ?? "-"
        }
        return result
    }

    @Test func siblingLprojFoldersAreCopiesOfTheBaseOne() {
        #expect(
            primaries([
                "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard", "App/de.lproj/Main.storyboard",
            ])
                == [
                    "App/Base.lproj/Main.storyboard": "App/Base.lproj/Main.storyboard",
                    "App/de.lproj/Main.storyboard": "App/Base.lproj/Main.storyboard",
                    "App/fr.lproj/Main.storyboard": "App/Base.lproj/Main.storyboard",
                ])
        // Without Base, the first by path.
        #expect(
            primaries(["App/fr.lproj/Main.storyboard", "App/de.lproj/Main.storyboard"]) == [
                "App/de.lproj/Main.storyboard": "App/de.lproj/Main.storyboard",
                "App/fr.lproj/Main.storyboard": "App/de.lproj/Main.storyboard",
            ])
        // A file beside the .lproj folders is found first by a bundle: it is the one followed.
        #expect(
            primaries(["App/Base.lproj/Main.storyboard", "App/Main.storyboard"]) == [
                "App/Base.lproj/Main.storyboard": "App/Main.storyboard", "App/Main.storyboard": "App/Main.storyboard",
            ])
        #expect(
            folders(["App/Base.lproj/Main.storyboard", "App/Main.storyboard", "App/fr.lproj/Main.storyboard"]) == [
                "App/Main.storyboard": "-"
            ])
    }

    @Test func differentFoldersAreDifferentFilesNamedForTheNearestDistinctFolder() {
        #expect(
            folders(["App/Base.lproj/Main.storyboard", "Lessons/Base.lproj/Main.storyboard"]) == [
                "App/Base.lproj/Main.storyboard": "App", "Lessons/Base.lproj/Main.storyboard": "Lessons",
            ])
        // The same innermost folder: the next one out tells them apart.
        #expect(
            folders([
                "1- Counter/Counter/Main.storyboard", "2- Table/Counter/Main.storyboard", "3/Other/Main.storyboard",
            ])
                == [
                    "1- Counter/Counter/Main.storyboard": "1- Counter", "2- Table/Counter/Main.storyboard": "2- Table",
                    "3/Other/Main.storyboard": "Other",
                ])
        // Folders that run out first: the outermost one; a file at the top: none.
        #expect(
            folders(["A/Main.storyboard", "B/A/Main.storyboard", "Main.storyboard"]) == [
                "A/Main.storyboard": "A", "B/A/Main.storyboard": "B", "Main.storyboard": "-",
            ])
        // A folder with no letter or digit names nothing; `.` is no folder.
        #expect(
            folders(["../Main.storyboard", "./App/Main.storyboard"]) == [
                "../Main.storyboard": "-", "./App/Main.storyboard": "App",
            ])
        // A different file beside a group of copies is told apart from the group's folder.
        #expect(
            folders([
                "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard", "Lessons/Base.lproj/Main.storyboard",
            ]) == ["App/Base.lproj/Main.storyboard": "App", "Lessons/Base.lproj/Main.storyboard": "Lessons"])
        // Kinds are apart: a xib and a storyboard of one name never clash.
        let mixed = LocalizationGroups([
            .init(kind: "storyboard", name: "Main", path: "A/Main.storyboard"),
            .init(kind: "xib", name: "Main", path: "B/Main.xib"),
        ])
        #expect(mixed.distinguishingFolder == [nil, nil])
        #expect(!mixed.hasNamesakes(0) && !mixed.hasNamesakes(1))
        // A document the templates skip (watchOS) renames nothing, and is no one's copy.
        let watch = LocalizationGroups([
            .init(kind: "storyboard", name: "Interface", path: "App/Base.lproj/Interface.storyboard"),
            .init(
                kind: "storyboard", name: "Interface", path: "Watch/Base.lproj/Interface.storyboard", isSkipped: true),
        ])
        #expect(watch.distinguishingFolder == [nil, nil])
        #expect(watch.primary == [0, 1])
        #expect(!watch.hasNamesakes(0))
    }

    /// A reference to a storyboard several share the name of goes to the nearest: the one sharing
    /// the most leading folders with the referring storyboard.
    @Test func nearestNamesake() {
        let (groups, sorted) = groups([
            "App/Base.lproj/Main.storyboard", "Lessons/Base.lproj/Main.storyboard",
            "Lessons/Base.lproj/Course.storyboard",
            "Lessons/Sub/Deep.storyboard", "Other/Deep.storyboard",
        ])
        let mains = sorted.indices.filter { sorted[$0].hasSuffix("/Main.storyboard") }
        let nearest = { (path: String) in
            groups.nearest(mains, to: sorted.firstIndex(of: path)!).map { sorted[$0] }
        }
        #expect(nearest("Lessons/Base.lproj/Course.storyboard") == "Lessons/Base.lproj/Main.storyboard")
        #expect(nearest("Lessons/Sub/Deep.storyboard") == "Lessons/Base.lproj/Main.storyboard")
        // No folder in common: the first.
        #expect(nearest("Other/Deep.storyboard") == "App/Base.lproj/Main.storyboard")
        #expect(groups.namesakes(of: mains[0]) == [mains[1]])
    }
}
