import Foundation
import IBModel
import IBParser
import Testing

/// Every file of the IB corpus parses, and the model holds exactly the facts that an independent
/// script (`shared/tools/ib-facts.py`) extracted from it. `SBGEN_CORPUS` and `SBGEN_FACTS` point the
/// same check at any other set of IB files.
@Suite struct CorpusFactsTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus =
        ProcessInfo.processInfo.environment["SBGEN_CORPUS"]
        ?? repoRoot.appendingPathComponent("../shared/corpus").standardized.path
    static let factsFile = ProcessInfo.processInfo.environment["SBGEN_FACTS"] ?? corpus + "/FACTS.jsonl"

    static func loadFacts() throws -> [String] {
        try String(contentsOfFile: factsFile, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func everyFileMatchesItsFacts() throws {
        guard FileManager.default.fileExists(atPath: Self.factsFile) else {
            Issue.record("no facts file at \(Self.factsFile); set SBGEN_CORPUS/SBGEN_FACTS")
            return
        }
        let expectations = try Self.loadFacts()
        #expect(!expectations.isEmpty)
        let parser = IBDocumentParser()
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: expectations.count) { index in
            let expected = try! JSONSerialization.jsonObject(with: Data(expectations[index].utf8)) as! [String: Any]
            let file = expected["file"] as! String
            let path = Self.corpus + "/" + file
            do throws(DiagnosticError) {
                let document = try parser.parse(path: path)
                if expected["legacy"] as? Bool == true {
                    mismatches.add(file, "legacy file parsed without the legacy diagnostic")
                    return
                }
                if expected["error"] != nil {
                    mismatches.add(file, "facts say the file is malformed, but it parsed")
                    return
                }
                let actual = CorpusFacts.canonical(CorpusFacts.facts(of: document, file: file))
                let wanted = CorpusFacts.canonical(expected)
                if actual != wanted { mismatches.add(file, firstDifference(wanted, actual)) }
            } catch {
                if expected["legacy"] as? Bool == true {
                    let diagnostics = error.diagnostics
                    if diagnostics.count != 1 || !diagnostics[0].message.hasPrefix("legacy Xcode 3/4 xib format")
                        || diagnostics[0].severity != .error || diagnostics[0].location.line < 1
                    {
                        mismatches.add(file, "expected exactly one legacy diagnostic, got \(error)")
                    }
                } else if expected["error"] == nil {
                    mismatches.add(file, "failed to parse: \(error)")
                }
            }
        }
        let all = mismatches.sorted()
        #expect(
            all.isEmpty,
            "\(all.count) of \(expectations.count) files differ:\n\(all.prefix(15).joined(separator: "\n\n"))")
    }

    private func firstDifference(_ wanted: String, _ actual: String) -> String {
        let a = wanted.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right {
                let context = a[max(0, index - 3)..<min(a.count, index)].joined(separator: "\n")
                return "facts line \(index + 1):\n\(context)\n- \(left)\n+ \(right)"
            }
        }
        return "equal"
    }
}

private final class Mismatches: @unchecked Sendable {
    private var items: [(String, String)] = []
    private let lock = NSLock()

    func add(_ file: String, _ message: String) {
        lock.lock()
        items.append((file, message))
        lock.unlock()
    }

    func sorted() -> [String] { items.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" } }
}
