import Foundation
import TestSupport
import Testing

/// Runs every example in the README and `docs/`: each line of a ```` ```sh ```` block that starts
/// with `sbgen` must exit 0, and each ```` ```json ```` block is written to `sbgen.json` and must pass
/// `sbgen config lint`. Blocks run in order, per document, in a fresh folder holding copies of
/// `Examples/` and `docs/examples/` (so examples read like commands run from the repository root).
@Suite struct DocExamplesTests {
    static let documents = [
        "README.md", "docs/GettingStarted.md", "docs/Configuration.md", "docs/ComingFromSwiftGen.md",
        "docs/Templates.md", "docs/Migration.md",
    ]

    /// A fenced block: its language and its lines.
    struct Block {
        var language: String
        var lines: [String]
        var line: Int
    }

    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(language: String(line.dropFirst(3)), lines: [], line: number + 1)
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    @Test(arguments: documents)
    func examplesRun(document: String) throws {
        let root = GoldenFile.repositoryRoot
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-docs-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("docs/examples"), to: folder.appendingPathComponent("docs/examples"))
        let binFolder = SbgenProcess.executable.deletingLastPathComponent().path
        let path = binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        var ran = 0
        for block in Self.blocks(in: text) {
            switch block.language {
            case "json":
                try block.lines.joined(separator: "\n").write(
                    to: folder.appendingPathComponent("sbgen.json"), atomically: true, encoding: .utf8)
                let lint = try SbgenProcess.run(["config", "lint", "sbgen.json"], in: folder)
                #expect(lint.status == 0, "\(document):\(block.line): json example fails lint:\n\(lint.stderr)")
                ran += 1
            case "sh":
                for line in block.lines where line.hasPrefix("sbgen ") {
                    let result = try Self.shell(line, in: folder, path: path)
                    #expect(result.status == 0, "\(document):\(block.line): `\(line)` failed:\n\(result.output)")
                    ran += 1
                }
            default: continue
            }
        }
        #expect(ran > 0, "\(document) has no runnable example")
    }

    static func shell(_ command: String, in folder: URL, path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
