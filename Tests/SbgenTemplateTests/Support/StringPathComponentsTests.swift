import Foundation
import Testing

@testable import SbgenTemplate

@Suite struct StringPathComponentsTests {
    static let paths = [
        // Not a one-character relative path: Foundation's deletingLastPathComponent traps on those.
        "", "/", "//", "ab", "ab/", "a//b", "/a", "/a/", "a/b/c.txt", "./a", "../a/b", "a/b//", "/a//b///c",
        "é/ü.storyboard",
    ]

    @Test func sameAsNSString() {
        for path in Self.paths {
            #expect(path.nsLastPathComponent == (path as NSString).lastPathComponent, "\(path)")
            #expect(path.nsDeletingLastPathComponent == (path as NSString).deletingLastPathComponent, "\(path)")
            for component in ["", "x", "x/y", "/x"] {
                #expect(
                    path.nsAppendingPathComponent(component) == (path as NSString).appendingPathComponent(component),
                    "\(path) + \(component)")
            }
        }
    }

    @Test func exactValues() {
        #expect("a/b/".nsLastPathComponent == "b")
        #expect("/".nsLastPathComponent == "/")
        #expect("/a".nsDeletingLastPathComponent == "/")
        #expect("a".nsDeletingLastPathComponent == "")
        #expect("a/".nsDeletingLastPathComponent == "")
        #expect("/a//b///c".nsDeletingLastPathComponent == "/a/b")
        #expect("a/".nsAppendingPathComponent("b") == "a/b")
        #expect("a".nsAppendingPathComponent("b") == "a/b")
        #expect("".nsAppendingPathComponent("b") == "b")
    }
}
