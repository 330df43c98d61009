import Foundation
import IBModel
import SbgenCore
import TestSupport
import Testing

/// The whole corpus (`../shared/corpus`): conversion share, and the equality proof for every scene and
/// xib whose elements are all supported. Skipped when the corpus is not there.
@Suite("LoadView corpus", .serialized)
struct LoadViewCorpusTests {
    static let corpus = GoldenFile.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path

    static var available: Bool { FileManager.default.fileExists(atPath: corpus) }

    @Test("Share of scenes and xibs converted without a warning, and the most frequent gaps", .enabled(if: available))
    func share() throws {
        let (files, _) = InputFiles.collect([Self.corpus])
        var total = 0
        var converted = 0
        var byPlatform: [String: (Int, Int)] = [:]
        var gaps: [String: Int] = [:]
        for (file, outcome) in zip(files, DocumentLoader.load(files)) {
            guard case .success(let document) = outcome else { continue }
            let output = LoadViewGenerator.generate(document, source: String(file.dropFirst(Self.corpus.count + 1)))
            let platform = document.platform?.rawValue ?? "unknown"
            for unit in output.units {
                total += 1
                byPlatform[platform, default: (0, 0)].0 += 1
                if unit.fullyConverted {
                    converted += 1
                    byPlatform[platform, default: (0, 0)].1 += 1
                }
            }
            for diagnostic in output.diagnostics
            where diagnostic.severity >= .warning
                && (document.platform == .iOS || ProcessInfo.processInfo.environment["SBGEN_ALL"] == "1")
            {
                gaps[Self.normalize(diagnostic.message), default: 0] += 1
            }
        }
        var report = "load-view units fully converted: \(converted) / \(total)\n"
        for (platform, counts) in byPlatform.sorted(by: { $0.key < $1.key }) {
            report += "  \(platform): \(counts.1) / \(counts.0)\n"
        }
        report += "most frequent warnings:\n"
        for (message, count) in gaps.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(
            Int(ProcessInfo.processInfo.environment["SBGEN_TOP"] ?? "25") ?? 25)
        {
            report += "  \(count)  \(message)\n"
        }
        print(report)
        try? report.write(
            toFile: NSTemporaryDirectory() + "sbgen-loadview-corpus.txt", atomically: true, encoding: .utf8)
        #expect(total > 0)
    }

    /// Groups messages by shape: quoted values and line numbers vary, the kind of gap does not.
    static func normalize(_ message: String) -> String {
        message.replacingOccurrences(of: #"value '[^']*'"#, with: "value '…'", options: .regularExpression)
            .replacingOccurrences(
                of: #"(action|outlet|outlet collection) '[^']*'"#, with: "$1 '…'", options: .regularExpression)
    }

    @Test("Every fully converted corpus scene and xib builds the hierarchy IB describes", .enabled(if: available))
    func equality() throws {
        let (files, _) = InputFiles.collect([Self.corpus])
        var prepared: [LoadViewHarness.Prepared] = []
        for file in files {
            if let one = LoadViewHarness.prepare(file, displayName: String(file.dropFirst(Self.corpus.count + 1))) {
                prepared.append(one)
            }
        }
        var eligible = 0
        var notPrepared: [String] = []
        for (file, outcome) in zip(files, DocumentLoader.load(files)) {
            guard case .success(let document) = outcome, document.platform == .iOS || document.platform == .tvOS else {
                continue
            }
            let count = LoadViewGenerator.generate(document, source: file).units.filter(\.fullyConverted).count
            eligible += count
            let name = String(file.dropFirst(Self.corpus.count + 1))
            let compared = prepared.first { $0.file == name }?.expected.count ?? 0
            if compared < count { notPrepared.append("\(name): \(count - compared)") }
        }
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        let equal = comparisons.filter { $0.actual == $0.expected }.count
        print("corpus equality: \(equal) / \(comparisons.count) units equal; \(failures.count) files did not compile")
        print("fully converted iOS/tvOS units: \(eligible); not compared: \(notPrepared.joined(separator: ", "))")
        for failure in failures.prefix(30) { print("  compile: \(failure)") }
        #expect(failures.isEmpty)
        for comparison in comparisons where comparison.actual != comparison.expected {
            Issue.record(
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }
}
