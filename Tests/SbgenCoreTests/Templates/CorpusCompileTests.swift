import Foundation
import IBModel
import SurfaceHarness
import Testing

@testable import SbgenCore

/// Every built-in template over every iOS, tvOS and macOS file of the shared corpus
/// (`SBGEN_CORPUS`, default `../shared/corpus`), one repository and platform family at a time:
/// the four outputs are type-checked together (as four files of one module) against the surface in
/// Swift 6 mode, complete concurrency checking, warnings as errors. Legacy `<archive>` xibs are
/// left out; watchKit files must be reported as unsupported.
struct CorpusCompileTests {
    static let corpus =
        ProcessInfo.processInfo.environment["SBGEN_CORPUS"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/corpus").standardized.path

    /// One repository's files for one surface.
    struct Group: Sendable, CustomStringConvertible {
        var repository: String
        var platform: SurfacePlatform
        var files: [String]
        var description: String { "\(repository) (\(platform.rawValue), \(files.count) files)" }
    }

    /// A row of `MANIFEST.tsv`.
    struct Row {
        var file: String
        var runtime: String
        var legacy: Bool
    }

    static let rows: [Row] = {
        guard let text = try? String(contentsOfFile: corpus + "/MANIFEST.tsv", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 9 else { return nil }
            return Row(file: fields[0], runtime: fields[7], legacy: fields[8] == "legacy")
        }
    }()

    static let groups: [Group] = {
        var byKey: [String: Group] = [:]
        for row in rows where !row.legacy && row.runtime != "watchKit" {
            let repository = String(row.file.prefix { $0 != "/" })
            let platform: SurfacePlatform = row.runtime == "MacOSX.Cocoa" ? .macOS : .iOS
            let key = "\(repository)/\(platform.rawValue)"
            byKey[key, default: Group(repository: repository, platform: platform, files: [])].files.append(row.file)
        }
        return byKey.keys.sorted().compactMap { byKey[$0] }
    }()

    static let templates = ["scenes", "segues", "reuse-identifiers", "nibs"]

    @Test(.enabled(if: !groups.isEmpty, "corpus not found; set SBGEN_CORPUS"), arguments: groups)
    func generatedCodeCompiles(_ group: Group) throws {
        let paths = group.files.map { Self.corpus + "/" + $0 }
        // Files the parser rejects are covered by the parser tests; the compile test takes the rest.
        let documents = DocumentLoader.load(paths).compactMap { try? $0.get() }
        var source = ""
        var context: SbgenContext?
        for template in Self.templates {
            let rendered = try TemplateRendering.render(
                template, documents: documents, parameters: ["bundle=Bundle.main"])
            source += rendered.text + "\n"
            context = rendered.context
        }
        let started = Date()
        let diagnostics = try TemplateRendering.typecheck(source, context: try #require(context))
        let seconds = Date().timeIntervalSince(started)
        print(
            "corpus compile: \(group), \(documents.count) parsed: \(source.utf8.count / 1024) KB of Swift type-checked in"
                + " \(String(format: "%.1f", seconds)) s")
        #expect(
            diagnostics.isEmpty,
            "\(group):\n\(diagnostics.prefix(20).map { $0.description }.joined(separator: "\n"))")
    }

    @Test(.enabled(if: !rows.isEmpty, "corpus not found; set SBGEN_CORPUS"))
    func watchKitFilesAreReportedUnsupported() throws {
        let watch = Self.rows.filter { $0.runtime == "watchKit" && !$0.legacy }
        let documents = DocumentLoader.load(watch.map { Self.corpus + "/" + $0.file }).compactMap { try? $0.get() }
        #expect(!documents.isEmpty)
        let (text, context, diagnostics) = try TemplateRendering.render("scenes", documents: documents)
        #expect(context.storyboards.allSatisfy { $0.swiftName == nil })
        #expect(!text.contains("static let storyboardName"))
        let unsupported = diagnostics.filter { $0.message.contains("watchOS documents are not supported") }
        #expect(unsupported.count == documents.count)
    }
}
