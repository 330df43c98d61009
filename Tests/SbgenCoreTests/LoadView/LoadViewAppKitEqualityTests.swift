import Foundation
import IBModel
import SbgenCore
import TestSupport
import Testing

/// The equality proof for macOS: generated AppKit code runs on the AppKit recording surface and must
/// print the canonical form computed from the model.
@Suite("LoadView AppKit equality", .serialized)
struct LoadViewAppKitEqualityTests {
    static func check(_ prepared: [LoadViewHarness.Prepared], minimum: Int) {
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(comparisons.count >= minimum)
        if ProcessInfo.processInfo.environment["SBGEN_SHOW"] == "1" {
            for comparison in comparisons { print(comparison.actual ?? "<none: \(comparison.label)>") }
        }
        for comparison in comparisons {
            #expect(
                comparison.actual == comparison.expected,
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }

    @Test("macOS example and AppKit fixtures: every fully converted unit builds the hierarchy IB describes")
    func fixtures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-appkit-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var prepared: [LoadViewHarness.Prepared] = []
        let example = "Examples/Mac/Main.storyboard"
        if let one = LoadViewHarness.prepareAppKit(
            GoldenFile.repositoryRoot.appendingPathComponent(example).path, displayName: example)
        {
            prepared.append(one)
        }
        for (name, source) in LoadViewGoldenTests.cases + LoadViewAppKitGoldenTests.cases
        where source.contains("MacOSX.Cocoa") {
            let text = source.replacingOccurrences(of: "TestViewController", with: "\(name)ViewController")
            let kind = text.contains("Storyboard.XIB") ? "storyboard" : "xib"
            let url = folder.appendingPathComponent("\(name).\(kind)")
            try text.write(to: url, atomically: true, encoding: .utf8)
            if let one = LoadViewHarness.prepareAppKit(url.path, displayName: "\(name).\(kind)") {
                prepared.append(one)
            }
        }
        #expect(prepared.count == 2 + LoadViewAppKitGoldenTests.cases.count)
        Self.check(prepared, minimum: prepared.count)
    }

    @Test("Window fixtures: each window unit builds the content view and owner outlets IB describes")
    func windows() throws {
        var prepared: [LoadViewHarness.Prepared] = []
        for name in LoadViewAppKitWindowTests.names {
            let path = "Tests/SbgenCoreTests/Fixtures/Windows/\(name).xib"
            if let one = LoadViewHarness.prepareAppKit(
                GoldenFile.repositoryRoot.appendingPathComponent(path).path, displayName: "\(name).xib")
            {
                prepared.append(one)
            }
        }
        // The app delegate's and the utility window have warnings (not fully converted): the
        // window controller's, the loose window's and the sheet's view controller's units are compared.
        #expect(
            prepared.map(\.file) == [
                "AppKitWindowController.xib", "AppKitLooseWindow.xib", "AppKitSheetViewController.xib",
                "AppKitWindowAttributes.xib",
            ])
        Self.check(prepared, minimum: 4)
    }

    @Test(
        "Every fully converted macOS corpus scene and xib builds the hierarchy IB describes",
        .enabled(if: LoadViewCorpusTests.available))
    func corpus() throws {
        let root = LoadViewCorpusTests.corpus
        let (files, _) = InputFiles.collect([root])
        var prepared: [LoadViewHarness.Prepared] = []
        var eligible = 0
        var total = 0
        var gaps: [String: Int] = [:]
        for (file, outcome) in zip(files, DocumentLoader.load(files)) {
            guard case .success(let document) = outcome, document.platform == .macOS else { continue }
            let name = String(file.dropFirst(root.count + 1))
            let output = LoadViewGenerator.generate(document, source: name)
            // File's Owner extensions are not compared (the harness skips them; docs/LoadView.md).
            let count = output.units.filter { $0.fullyConverted && $0.kind != .ownerExtension }.count
            eligible += count
            total += output.units.count
            for diagnostic in output.diagnostics where diagnostic.severity >= .warning {
                gaps[LoadViewCorpusTests.normalize(diagnostic.message), default: 0] += 1
            }
            let one = LoadViewHarness.prepareAppKit(file, displayName: name)
            if let one { prepared.append(one) }
            let units = one?.expected.filter { !$0.0.contains(" cell ") }.count ?? 0
            if units != count { print("  not prepared: \(name)") }
        }
        let compared = prepared.map { $0.expected.filter { !$0.0.contains(" cell ") }.count }.reduce(0, +)
        let cells = prepared.map(\.expected.count).reduce(0, +) - compared
        print("most frequent macOS warnings:")
        for (message, count) in gaps.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(30) {
            print("  \(count)  \(message)")
        }
        print(
            "fully converted macOS units: \(eligible) / \(total); prepared for comparison: \(compared) (+ \(cells) cell views)"
        )
        #expect(compared == eligible)
        let (comparisons, failures) = LoadViewHarness.run(prepared)
        let equal = comparisons.filter { $0.actual == $0.expected }.count
        print(
            "macOS corpus equality: \(equal) / \(comparisons.count) units equal; \(failures.count) files did not compile"
        )
        for failure in failures.prefix(30) { print("  compile: \(failure)") }
        #expect(failures.isEmpty)
        #expect(comparisons.count == eligible + cells)
        for comparison in comparisons where comparison.actual != comparison.expected {
            Issue.record(
                "\(comparison.label):\n\(LoadViewHarness.difference(comparison.expected, comparison.actual ?? "<no output>"))"
            )
        }
    }
}
