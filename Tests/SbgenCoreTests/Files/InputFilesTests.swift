import Foundation
import Testing

@testable import SbgenCore

/// Input collection and the check that keeps outputs off inputs, on a real folder tree.
@Suite struct InputFilesTests {
    /// A folder with `A.xib`, `Sub/B.storyboard`, `Sub/notes.txt`, `.hidden/C.xib`, and `Link.xib` → `A.xib`.
    private static func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("InputFilesTests-\(UUID())").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Sub", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        for file in ["A.xib", "Sub/B.storyboard", "Sub/notes.txt", ".hidden/C.xib"] {
            try Data("<document/>".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try manager.createSymbolicLink(atPath: root + "/Link.xib", withDestinationPath: "A.xib")
        return root
    }

    @Test func listingGivesEachEntryItsKind() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let entries = try #require(DirectoryListing.entries(of: root)).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == [".hidden", "A.xib", "Link.xib", "Sub"])
        // File systems may leave kinds unknown; the walker then asks `lstat`, which must agree.
        for entry in entries where entry.kind != .unknown {
            #expect(entry.kind == DirectoryListing.kind(of: root + "/" + entry.name))
        }
        #expect(DirectoryListing.kind(of: root + "/Link.xib") == .link)
        #expect(DirectoryListing.kind(of: root + "/Sub") == .folder)
        #expect(DirectoryListing.kind(of: root + "/A.xib") == .file)
        #expect(DirectoryListing.kind(of: root + "/Missing.xib") == .unknown)
        #expect(DirectoryListing.entries(of: root + "/Missing") == nil)
    }

    /// The walk reports `cannot read folder: <reason>`; the reason comes from `opendir`.
    @Test func listingSaysWhyAFolderCannotBeRead() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(DirectoryListing.listing(of: root + "/Missing").failure == .init(reason: "no such folder"))
        #expect(DirectoryListing.listing(of: root + "/A.xib").failure == .init(reason: "not a folder"))
        #expect(DirectoryListing.listing(of: root + "/Sub").failure == nil)
    }

    @Test func aLinkAndItsFileAreOneInput() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (files, diagnostics) = InputFiles.collect([root])
        #expect(files == [root + "/A.xib", root + "/Sub/B.storyboard"])
        #expect(diagnostics.isEmpty)
    }

    /// Links to a folder of the tree, sorting before and after it: the folder keeps its own name,
    /// and the links are the ones skipped (the real folder was skipped when a link was walked first).
    @Test func aFolderAndLinksToItAreWalkedUnderTheFolderName() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Alias", withDestinationPath: "Sub")
        try FileManager.default.createSymbolicLink(atPath: root + "/Zlias", withDestinationPath: "Sub")
        let (files, diagnostics) = InputFiles.collect([root])
        #expect(files == [root + "/A.xib", root + "/Sub/B.storyboard"])
        #expect(
            diagnostics.map(\.description) == [
                "\(root)/Alias: warning: folder reached twice through symbolic links (a loop?); skipped",
                "\(root)/Zlias: warning: folder reached twice through symbolic links (a loop?); skipped",
            ])
    }

    /// `é` precomposed (U+00E9) and decomposed (`e` U+0301) are two names on Linux, though `String`
    /// finds them equal: both files and both folders are read, no link is reported, and their
    /// order is their bytes' (compared as bytes here, since `==` on strings would not tell). Named
    /// as two inputs, the second one was dropped without a word.
    @Test func namesThatDifferOnlyInUnicodeFormAreTwoInputs() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        for folder in [composed, decomposed] {
            #expect(mkdir(root + "/" + folder, 0o755) == 0)
        }
        for file in ["Caf\(composed).xib", "Caf\(decomposed).xib", "\(composed)/D.xib", "\(decomposed)/D.xib"] {
            let descriptor = open(root + "/" + file, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let (files, diagnostics) = InputFiles.collect([root + "/Sub", root])
        let expected = [
            "Sub/B.storyboard", "A.xib", "Caf\(decomposed).xib", "Caf\(composed).xib", "\(decomposed)/D.xib",
            "\(composed)/D.xib",
        ].map { Array("\(root)/\($0)".utf8) }
        #expect(files.map { Array($0.utf8) } == expected)
        #expect(diagnostics.isEmpty)
        // Named as files: both read, in the order given.
        let named = [root + "/Caf\(composed).xib", root + "/Caf\(decomposed).xib"]
        let (namedFiles, namedDiagnostics) = InputFiles.collect(named)
        #expect(namedFiles.map { Array($0.utf8) } == named.map { Array($0.utf8) })
        #expect(namedDiagnostics.isEmpty)
    }

    @Test func outputsThatAreInputsUnderAnyNameAreFound() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = [root + "/Sub/B.storyboard", root + "/A.xib"]
        let overwritten = InputFiles.inputs(
            overwrittenBy: [
                root + "/Link.xib", root + "/New.swift", root + "/Sub/../Sub/B.storyboard", root + "/Sub/notes.txt",
            ],
            inputs: inputs)
        #expect(
            overwritten == [
                root + "/Link.xib": root + "/A.xib", root + "/Sub/../Sub/B.storyboard": root + "/Sub/B.storyboard",
            ])
        #expect(InputFiles.input(overwrittenBy: root + "/Link.xib", inputs: inputs) == root + "/A.xib")
        #expect(InputFiles.input(overwrittenBy: root + "/New.swift", inputs: inputs) == nil)
    }

    /// Names whose bytes are not UTF-8 cannot be spelled as Swift paths: reading the repaired name
    /// (U+FFFD) would fail with "no such file", so the walk skips them with a warning instead.
    @Test func namesThatAreNotUTF8AreSkippedWithAWarning() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func make(_ name: [UInt8], folder: Bool) {
            let path = Array(root.utf8) + [UInt8(ascii: "/")] + name + [0]
            path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { raw in
                    if folder {
                        #expect(mkdir(raw.baseAddress!, 0o755) == 0)
                    } else {
                        let descriptor = open(raw.baseAddress!, O_CREAT | O_WRONLY, 0o644)
                        #expect(descriptor >= 0)
                        close(descriptor)
                    }
                }
            }
        }
        make([0xFF] + Array(".xib".utf8), folder: false)
        make([0xFD] + Array(".txt".utf8), folder: false)  // not an IB file: no warning
        make([0xFE], folder: true)
        let entries = try #require(DirectoryListing.entries(of: root)).filter { !$0.isUTF8 }.map(\.name).sorted()
        #expect(entries == ["\u{FFFD}", "\u{FFFD}.txt", "\u{FFFD}.xib"])
        let (files, diagnostics) = InputFiles.collect([root])
        #expect(files == [root + "/A.xib", root + "/Sub/B.storyboard"])
        #expect(
            diagnostics.map(\.description) == [
                "\(root)/\u{FFFD}: warning: name is not valid UTF-8; skipped (rename it to read it)",
                "\(root)/\u{FFFD}.xib: warning: name is not valid UTF-8; skipped (rename it to read it)",
            ])
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
