import Foundation
import TestSupport
import Testing

/// The layout rules of docs/Architecture.md that the compiler does not keep: read from the sources.
@Suite struct ModuleLayoutTests {
    static let sources = GoldenFile.repositoryRoot.appendingPathComponent("Sources")

    /// Paths of the `.swift` files under `folder` (relative to `Sources`), sorted.
    static func swiftFiles(in folder: String) throws -> [String] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            .sorted()
    }

    static func text(of path: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text without `//` comments, so that a name in a comment does not count as a use.
    static func code(of path: String) throws -> String {
        try text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    /// The identifiers (letters, digits, `_`) of `code`.
    static func identifiers(in code: String) -> Set<String> {
        Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    @Test func sbgenCoreHasNoLooseFiles() throws {
        let entries = try FileManager.default.contentsOfDirectory(
            atPath: Self.sources.appendingPathComponent("SbgenCore").path)
        #expect(entries.filter { $0.hasSuffix(".swift") }.sorted() == [])
    }

    /// The engine knows nothing of IB: it imports only the standard library's neighbours.
    @Test func templateEngineImportsNothingOfSbgen() throws {
        let allowed: Set = ["Darwin", "Dispatch", "Foundation", "FoundationEssentials", "Glibc"]
        var imports: [String: [String]] = [:]
        for path in try Self.swiftFiles(in: "SbgenTemplate") {
            for line in try Self.text(of: path).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "import" || words[0] == "@testable" else { continue }
                let module = String(words[words[0] == "import" ? 1 : 2])
                if !allowed.contains(module) { imports[path, default: []].append(module) }
            }
        }
        #expect(imports == [:])
    }

    /// `LoadView/` does not reach into `Migrate/`: of the types `Migrate/` declares, it names only
    /// `NibResolver` (the one crossing docs/Architecture.md lists).
    @Test func loadViewNamesNoMigrateTypeButNibResolver() throws {
        var declared: Set<String> = []
        let declaration =
            /^(?:(?:public|package|internal|private|fileprivate|final|indirect) )*(?:struct|enum|class|protocol|actor|typealias) (\w+)/
        for path in try Self.swiftFiles(in: "SbgenCore/Migrate") {
            for line in try Self.text(of: path).split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration) { declared.insert(String(match.1)) }
            }
        }
        #expect(declared.contains("Migrator"))
        var used: Set<String> = []
        for path in try Self.swiftFiles(in: "SbgenCore/LoadView") {
            used.formUnion(Self.identifiers(in: try Self.code(of: path)).intersection(declared))
        }
        #expect(used == ["NibResolver"])
    }
}
