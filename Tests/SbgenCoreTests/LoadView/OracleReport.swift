import Foundation

/// The oracle comparison of one run of the harness.
struct OracleReport {
    struct Result {
        var file: String
        var label: String
        var platform: String
        /// Differences not on the allow-list.
        var differences: [String]
        /// Differences the allow-list explains (judged the oracle's, with the reason).
        var allowed: [String]
        /// What the oracle reported and was compared: nodes, properties, constraints, outlets.
        var facts = (nodes: 0, properties: 0, constraints: 0, outlets: 0)
    }

    var results: [Result] = []
    /// Compared units whose file or root the oracle does not list.
    var unmatched: [String] = []

    init(
        comparisons: [LoadViewHarness.Comparison], prepared: [LoadViewHarness.Prepared],
        oracle: [String: [ViewFacts.Unit]]
    ) {
        let files = Dictionary(prepared.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        for comparison in comparisons {
            guard let file = files[comparison.file], let root = comparison.rootID,
                let unit = oracle[comparison.file]?.first(where: { $0.root == root })
            else {
                unmatched.append(comparison.label)
                continue
            }
            let expected = ViewFactsComparison.normalizeOracle(
                unit, symbolic: file.symbolic, excluded: file.excluded, opaqueCompared: file.opaqueCompared,
                fixedFrames: file.fixedFrames)
            var differences = ["no facts printed at run time"]
            if let runtime = comparison.facts.flatMap(ViewFacts.runtimeUnit) {
                differences = ViewFactsComparison.differences(
                    oracle: expected, runtime: ViewFactsComparison.normalizeRuntime(runtime),
                    isView: unit.controller == nil)
            }
            let allowed = differences.filter { ViewFactsAllowList.reason(file: comparison.file, root: root, $0) != nil }
            var result = Result(
                file: comparison.file, label: comparison.label, platform: file.platform,
                differences: differences.filter { !allowed.contains($0) }, allowed: allowed)
            result.facts = (
                expected.nodes.count, expected.nodes.values.map(\.props.count).reduce(0, +),
                expected.constraints.count, expected.outlets.count
            )
            results.append(result)
        }
    }

    /// `iOS: 480 / 482 units equal …; compared: …` lines, per platform.
    var summary: String {
        var lines: [String] = []
        for platform in Set(results.map(\.platform)).sorted() {
            let mine = results.filter { $0.platform == platform }
            let equal = mine.filter(\.differences.isEmpty).count
            let allowed = mine.filter { $0.differences.isEmpty && !$0.allowed.isEmpty }.count
            let facts = mine.map(\.facts)
            lines.append(
                "  \(platform): \(equal) / \(mine.count) units equal to the oracle (\(allowed) with allowed differences); "
                    + "compared: \(facts.map(\.nodes).reduce(0, +)) views, \(facts.map(\.properties).reduce(0, +)) "
                    + "properties, \(facts.map(\.constraints).reduce(0, +)) constraints, "
                    + "\(facts.map(\.outlets).reduce(0, +)) outlets")
        }
        return lines.joined(separator: "\n")
    }
}
