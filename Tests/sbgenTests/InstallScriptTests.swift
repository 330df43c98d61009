import Foundation
import TestSupport
import Testing

/// `scripts/install.sh [PREFIX]`, with the test build's sbgen (`SBGEN_INSTALL_BINARY`) instead of a
/// release build: where it installs, what it prints, and how it refuses.
@Suite struct InstallScriptTests {
    static let script = GoldenFile.repositoryRoot.appendingPathComponent("scripts/install.sh")

    static func install(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = script
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["SBGEN_INSTALL_BINARY"] = SbgenProcess.executable.path
        environment["PATH"] = "/usr/bin:/bin"
        environment.removeValue(forKey: "PREFIX")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func installsIntoPrefixBinAndReplacesAnOlderCopy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-install-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A relative PREFIX is relative to where the script runs.
        let first = try Self.install(["local"], in: folder)
        let bin = folder.appendingPathComponent("local/bin").standardizedFileURL.path
        #expect(first.status == 0, "\(first.output)")
        #expect(
            first.output
                == "installed sbgen 0.1.0 to \(bin)/sbgen\n"
                + "note: \(bin) is not on PATH; add it, e.g. export PATH=\"\(bin):$PATH\"\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: bin + "/sbgen")
        #expect((attributes[.posixPermissions] as? Int) == 0o755)
        let version = try SbgenProcess.run(["--version"])  // the same binary, as installed
        #expect(try Data(contentsOf: URL(fileURLWithPath: bin + "/sbgen")) == Data(contentsOf: SbgenProcess.executable))
        #expect(version.stdout == "sbgen 0.1.0\n")
        // Installing again replaces it in place and leaves nothing else in bin/.
        try Data("old".utf8).write(to: URL(fileURLWithPath: bin + "/sbgen"))
        let second = try Self.install([folder.appendingPathComponent("local").path], in: folder)
        #expect(second.status == 0, "\(second.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bin) == ["sbgen"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: bin + "/sbgen")) == Data(contentsOf: SbgenProcess.executable))
    }

    @Test func refusesBadArgumentsAndPrefixes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-install-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage = "usage: scripts/install.sh [PREFIX]   (installs PREFIX/bin/sbgen; default /usr/local)\n"
        let two = try Self.install(["a", "b"], in: folder)
        #expect(two.status == 64)
        #expect(two.output == "error: one PREFIX at most, got 2\n" + usage)
        let option = try Self.install(["--prefix=x"], in: folder)
        #expect(option.status == 64)
        #expect(option.output == "error: unknown option '--prefix=x'\n" + usage)
        let help = try Self.install(["--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.output == usage)
        // A prefix that is a file cannot hold bin/.
        try Data().write(to: folder.appendingPathComponent("file"))
        let file = try Self.install(["file"], in: folder)
        #expect(file.status == 1)
        #expect(
            file.output
                == "error: \(folder.standardizedFileURL.path)/file/bin: cannot write here; choose another PREFIX "
                + "(e.g. ~/.local) or run with sudo\n")
    }
}
