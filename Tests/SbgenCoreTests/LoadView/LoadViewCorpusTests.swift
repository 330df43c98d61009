import Foundation
import IBModel
import SbgenCore
import TestSupport
import Testing

/// The whole corpus (`../shared/corpus`): conversion share, and the equality proof for every scene and
/// xib whose elements are all supported. Skipped when the corpus is not there.
@Suite("LoadView corpus", .serialized)
struct LoadViewCorpusTests {
    static let corpus =
        ProcessInfo.processInfo.environment["SBGEN_CORPUS"]
        ?? GoldenFile.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path
    /// The independent oracle for the same files (`SBGEN_VIEWFACTS` points elsewhere).
    static let viewFacts = ViewFacts.defaultPath(corpus: corpus)

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
        // SBGEN_PARTIAL=1 also runs the units with warnings, for the oracle comparison of their views
        // (what they convert); their canonical form is not compared (it lists what is missing).
        let partial = ProcessInfo.processInfo.environment["SBGEN_PARTIAL"] == "1"
        let (files, _) = InputFiles.collect([Self.corpus])
        var prepared: [LoadViewHarness.Prepared] = []
        for file in files {
            let name = String(file.dropFirst(Self.corpus.count + 1))
            if let one = LoadViewHarness.prepare(file, displayName: name, partial: partial) { prepared.append(one) }
        }
        var eligible = 0
        var notPrepared: [String] = []
        var platforms: [String: String] = [:]
        for (file, outcome) in zip(files, DocumentLoader.load(files)) {
            guard case .success(let document) = outcome, document.platform == .iOS || document.platform == .tvOS else {
                continue
            }
            let name = String(file.dropFirst(Self.corpus.count + 1))
            platforms[name] = document.platform == .tvOS ? "tvOS" : "iOS"
            // File's Owner extensions are not compared (the harness skips them; docs/LoadView.md).
            let count = LoadViewGenerator.generate(document, source: file).units.filter {
                $0.fullyConverted && $0.kind != .ownerExtension
            }.count
            eligible += count
            let one = prepared.first { $0.file == name }
            let compared = (one?.expected.count ?? 0) - (one?.partial.count ?? 0)
            if compared < count { notPrepared.append("\(name): \(count - compared)") }
        }
        let (all, failures) = LoadViewHarness.run(prepared)
        let partialLabels = prepared.reduce(into: Set<String>()) { $0.formUnion($1.partial) }
        let comparisons = all.filter { !partialLabels.contains($0.label) }
        let equal = comparisons.filter { $0.actual == $0.expected }.count
        print("corpus equality: \(equal) / \(comparisons.count) units equal; \(failures.count) files did not compile")
        print("fully converted iOS/tvOS units: \(eligible); not compared: \(notPrepared.joined(separator: ", "))")
        for failure in failures.prefix(30) { print("  compile: \(failure)") }
        if !partial { #expect(failures.isEmpty) }
        for comparison in comparisons where comparison.actual != comparison.expected {
            Issue.record(
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
        // The same run against the independent oracle: every compared unit must be one it lists.
        guard FileManager.default.fileExists(atPath: Self.viewFacts) else {
            Issue.record("no oracle at \(Self.viewFacts); set SBGEN_CORPUS/SBGEN_VIEWFACTS")
            return
        }
        let oracle = try ViewFacts.load(Self.viewFacts)
        var units: [String: Int] = [:]
        for (file, list) in oracle { units[platforms[file] ?? "?", default: 0] += list.count }
        print(
            "oracle units: "
                + units.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        let report = OracleReport(comparisons: comparisons, prepared: prepared, oracle: oracle)
        print("corpus against VIEWFACTS (independent of sbgen's tables):\n\(report.summary)")
        #expect(report.unmatched.isEmpty, "units the oracle does not list: \(report.unmatched)")
        Self.printShapes(report.results)
        for result in report.results where !result.differences.isEmpty {
            Issue.record("\(result.label) (oracle):\n  \(result.differences.prefix(12).joined(separator: "\n  "))")
        }
        guard partial else { return }
        // Units with warnings: only their views (classes, properties, which views exist) are compared;
        // constraints and outlets they did not convert are the warnings.
        var partialReport = OracleReport(
            comparisons: all.filter { partialLabels.contains($0.label) }, prepared: prepared, oracle: oracle)
        for index in partialReport.results.indices {
            partialReport.results[index].differences.removeAll {
                $0.hasPrefix("constraint ") || $0.hasPrefix("outlet ")
            }
            partialReport.results[index].facts.constraints = 0
            partialReport.results[index].facts.outlets = 0
        }
        print("units with warnings, views only:\n\(partialReport.summary)")
        Self.printShapes(partialReport.results)
        for result in partialReport.results where !result.differences.isEmpty {
            print("  \(result.label):\n    \(result.differences.prefix(8).joined(separator: "\n    "))")
        }
    }

    /// The most frequent kinds of differences (`SBGEN_TOP`, default 40) and the allowed ones.
    static func printShapes(_ results: [OracleReport.Result]) {
        let show = Int(ProcessInfo.processInfo.environment["SBGEN_TOP"] ?? "") ?? 40
        var counts: [String: Int] = [:]
        for result in results {
            for difference in result.differences { counts[shape(difference), default: 0] += 1 }
            for difference in result.allowed { print("  allowed (\(result.file)): \(difference)") }
        }
        for (shape, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(show) {
            print("  \(count)  \(shape)")
        }
    }

    /// A difference without its path and values, to count kinds of differences.
    static func shape(_ difference: String) -> String {
        difference.replacingOccurrences(of: #"@[^ :]*"#, with: "PATH", options: .regularExpression)
            .replacingOccurrences(of: #"\"[^"]*\""#, with: "\"…\"", options: .regularExpression)
    }
}
