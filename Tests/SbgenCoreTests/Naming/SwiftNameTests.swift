import Foundation
import TestSupport
import Testing

@testable import SbgenCore

/// The fast path for plain names gives what the general rules give.
@Suite struct SwiftNameTests {
    @Test func plainNamesTakeTheFastPathWithTheSameResult() throws {
        let plain = ["Main", "main", "itemCell", "ItemCell2", "showDetail", "a1b", "LaunchScreen", "x9y", "Zz"]
        for name in plain {
            let fast = try #require(SwiftName.plainBase(name), "\(name) is plain")
            #expect(fast == SwiftName.generalBase(name), "\(name)")
        }
        // Not plain: the general rules decide.
        for name in ["URL", "aURL", "a", "A", "9lives", "show-detail", "show_detail", "Café", "", "_x", "a b", "A1"] {
            #expect(SwiftName.plainBase(name) == nil, "\(name)")
        }
        #expect(SwiftName.type("main") == "Main")
        #expect(SwiftName.type("URL") == "Url")
    }

    /// Every file name, segue identifier and reuse identifier of the corpus names the same with and without it.
    @Test func corpusNamesAgree() throws {
        let corpus = GoldenFile.repositoryRoot.appendingPathComponent("../shared/corpus").standardized.path
        guard FileManager.default.fileExists(atPath: corpus) else { return }
        let facts = try String(contentsOfFile: corpus + "/FACTS.jsonl", encoding: .utf8)
        var names: Set<String> = []
        for line in facts.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            if let path = object["file"] as? String {
                names.insert(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
            }
            for case let segue as [String: Any] in (object["segues"] as? [Any]) ?? [] {
                if let identifier = segue["identifier"] as? String { names.insert(identifier) }
            }
            for case let reusable as [String: Any] in (object["reusables"] as? [Any]) ?? [] {
                if let identifier = reusable["reuseIdentifier"] as? String { names.insert(identifier) }
            }
        }
        #expect(names.count > 500)
        var fast = 0
        for name in names {
            guard let plain = SwiftName.plainBase(name) else { continue }
            fast += 1
            #expect(plain == SwiftName.generalBase(name), "\(name)")
        }
        #expect(fast > 300)
    }
}
