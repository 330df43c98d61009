import Foundation
import IBModel
import Testing

@testable import SbgenCore

/// The ledger of an output folder: digests, hand edits kept beside, refused or overwritten.
@Suite struct OutputLedgerTests {
    @Test func sha256OfKnownTexts() {
        // FIPS 180-4 examples (one block, two blocks) and the empty text.
        #expect(SHA256.hex("".utf8) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // Around the block and padding edges (values from Python's hashlib), contiguous or not.
        let expected = [
            63: "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055",
            64: "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241",
            65: "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e",
            119: "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e",
            120: "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5",
            128: "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6",
        ]
        for (count, digest) in expected {
            let bytes = (0..<count).map { UInt8(($0 * 7 + 3) % 256) }
            #expect(SHA256.hex(bytes) == digest, "\(count)")
            #expect(SHA256.hex(bytes.lazy.map { $0 }) == digest, "\(count), not contiguous")
        }
    }

    @Test func planKeepsEditsAndReadsOlderLedgers() throws {
        let folder = try MigrateFixtures.temporaryFolder("ledger")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path
        let first = try OutputLedger().plan(
            [("A.swift", "a\n"), ("B.swift", "b\n")], in: path, edits: .writeBeside, foreign: .refuse)
        _ = try OutputLedger.apply(first, in: path, name: ".ledger")
        let ledger = OutputLedger.read(folder: path, name: ".ledger")
        #expect(
            ledger.text == "\(SHA256.hex("a\n".utf8))  A.swift\n\(SHA256.hex("b\n".utf8))  B.swift\n")
        // A edited by hand; B untouched.
        try "a, edited\n".write(toFile: path + "/A.swift", atomically: true, encoding: .utf8)
        let second = try ledger.plan(
            [("A.swift", "a2\n"), ("B.swift", "b2\n")], in: path, edits: .writeBeside, foreign: .refuse)
        #expect(second.keptEdits.map(\.edited) == ["A.swift"])
        #expect(second.writes.map(\.path) == ["A.swift.new", "B.swift"])
        #expect(second.carried["A.swift"] == .some(SHA256.hex("a\n".utf8)), "still the digest sbgen wrote")
        #expect(throws: DiagnosticError.self) {
            try ledger.plan([("A.swift", "a2\n")], in: path, edits: .refuse, foreign: .refuse)
        }
        let forced = try ledger.plan([("A.swift", "a2\n")], in: path, edits: .overwrite, foreign: .refuse)
        #expect(forced.overwrittenEdits == ["A.swift"] && forced.writes.map(\.path) == ["A.swift"])
        // A file the ledger does not list is refused or replaced as asked; a file equal to its new
        // version is no edit.
        try "mine\n".write(toFile: path + "/C.swift", atomically: true, encoding: .utf8)
        #expect(throws: DiagnosticError.self) {
            try ledger.plan([("C.swift", "c\n")], in: path, edits: .writeBeside, foreign: .refuse)
        }
        #expect(
            try ledger.plan([("C.swift", "c\n")], in: path, edits: .writeBeside, foreign: .replace).writes.count == 1)
        #expect(
            try ledger.plan([("A.swift", "a, edited\n")], in: path, edits: .refuse, foreign: .refuse).keptEdits.isEmpty)
        // A ledger of paths alone (an sbgen before digests): owned, edits cannot be told.
        try "A.swift\nB.swift\n.ledger\n".write(toFile: path + "/.ledger", atomically: true, encoding: .utf8)
        let old = OutputLedger.read(folder: path, name: ".ledger")
        #expect(old.text == "A.swift\nB.swift\n")
        let plan = try old.plan([("A.swift", "a2\n")], in: path, edits: .refuse, foreign: .refuse)
        #expect(plan.writes.map(\.path) == ["A.swift"] && plan.keptEdits.isEmpty)
        #expect(
            plan.carried.keys.sorted() == ["B.swift"] && plan.carried["B.swift"] == .some(String?.none), "B stays owned"
        )
    }
}
