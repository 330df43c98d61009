import Foundation
import IBModel
import SbgenCore
import Testing

@Suite struct OutputWriterTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-writer-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesAndCreatesFolders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Generated/Deep/Scenes.swift").path
        #expect(try OutputWriter.write("let a = 1\n", to: path) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 1\n")
        #expect(try OutputWriter.write("let a = 2\n", to: path) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 2\n")
    }

    @Test func unchangedOutputKeepsItsModificationTime() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Scenes.swift").path
        try OutputWriter.write("same\n", to: path)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try OutputWriter.write("same\n", to: path) == .unchanged)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.modificationDate] as? Date == old)
    }

    @Test func aFolderAtTheOutputPathIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            throws: DiagnosticError(
                .error("cannot write output: the path is a folder", at: SourceLocation(file: folder.path)))
        ) {
            try OutputWriter.write("x", to: folder.path)
        }
    }

    @Test func aFileWhereAFolderShouldBeIsAnErrorAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("Generated")
        try "not a folder".write(to: blocker, atomically: true, encoding: .utf8)
        do {
            try OutputWriter.write("x", to: blocker.appendingPathComponent("Scenes.swift").path)
            Issue.record("wrote below a file")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics[0].message.hasPrefix("cannot create the output folder \(blocker.path): "))
        }
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
    }

    @Test func concurrentWritersNeverLeaveACorruptFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Shared.swift").path
        let contents = (0..<8).map { String(repeating: "// writer \($0)\n", count: 20_000) }
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            _ = try? OutputWriter.write(contents[index % 8], to: path)
        }
        let final = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.contains(final))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Shared.swift"])
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real/Target.swift")
        try OutputWriter.write("old\n", to: target.path)
        let link = folder.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/Target.swift")
        #expect(try OutputWriter.write("new\n", to: link.path) == .written)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/Target.swift")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new\n")
        #expect(try OutputWriter.write("new\n", to: link.path) == .unchanged)
    }

    @Test func aDeviceIsWrittenToNotReplaced() throws {
        #expect(try OutputWriter.write("ignored\n", to: "/dev/null") == .written)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func permissionsAreKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.sh").path
        try OutputWriter.write("#!/bin/sh\n", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
        try OutputWriter.write("#!/bin/sh\necho hi\n", to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o750)
    }
}
