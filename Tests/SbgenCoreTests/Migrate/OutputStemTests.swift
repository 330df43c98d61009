import Testing

@testable import SbgenCore

/// Where a file's outputs go: `Swift/` and its path without the extension (ASCII paths are read as
/// bytes, others by Character: the same answers); the scanner's paths.
@Suite struct OutputStemTests {
    @Test func scannerJoinsPaths() {
        let cases = [("a", "b"), ("App/Views", "Main.storyboard"), ("", "x"), ("Café", "é~ipad.xib"), ("a", "")]
        for (folder, name) in cases {
            #expect(ProjectScanner.join(folder, name) == folder + "/" + name)
        }
        let long = String(repeating: "folder/", count: 40)
        #expect(ProjectScanner.join(long, "View.xib") == long + "/View.xib")
    }

    @Test func stems() {
        let cases = [
            ("App/Main.storyboard", "Swift/App/Main"), ("View.xib", "Swift/View"), ("a.b/c", "Swift/a.b/c"),
            ("noext", "Swift/noext"), (".xib", "Swift/"), ("a.b.xib", "Swift/a.b"),
            ("Café/Main.storyboard", "Swift/Café/Main"), ("é.b/c", "Swift/é.b/c"),
            // A combining mark makes `.` and the mark one Character, which is no dot.
            ("A/x.\u{301}xib", "Swift/A/x.\u{301}xib"), ("x.y/A.\u{301}b.xib", "Swift/x.y/A.\u{301}b"),
        ]
        for (path, stem) in cases { #expect(Migrator.outputStem(path) == stem, "\(path)") }
    }
}
