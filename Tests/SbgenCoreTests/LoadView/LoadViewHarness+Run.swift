import Foundation
import SbgenCore

extension LoadViewHarness {
    static let delegateProtocols = [
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate", "UIPickerViewDataSource",
        "UIPickerViewDelegate", "UIGestureRecognizerDelegate",
    ]

    /// The protocols of ``delegateProtocols`` a recording base class adopts itself.
    static let adoptedProtocols: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
        "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
    ]

    /// Members the recording surface's base classes already have; outlets with these names are not redeclared.
    static let baseMembers: [String: Set<String>] = [
        "UIViewController": ["title", "view", "navigationItem", "tabBarItem", "children"],
        "UITableViewController": ["title", "view", "navigationItem", "tabBarItem", "children", "tableView"],
        "UICollectionViewController": ["title", "view", "navigationItem", "tabBarItem", "children", "collectionView"],
        "UITableView": ["delegate", "dataSource", "tableHeaderView", "tableFooterView"],
        "UICollectionView": ["delegate", "dataSource"], "UIScrollView": ["delegate"], "UITextView": ["delegate"],
        "UITextField": ["delegate"], "UISearchBar": ["delegate"], "UIPickerView": ["delegate", "dataSource"],
        "UITableViewCell": ["contentView", "textLabel", "detailTextLabel", "imageView"],
        "UICollectionViewCell": ["contentView"],
    ]

    /// `UITableViewDataSource` members of a stand-in (the recording protocol has no optional requirements).
    static let dataSourceStubs = """
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func numberOfSections(in tableView: UITableView) -> Int { 1 }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

        """

    /// The stand-in declarations of a batch.
    static func standInCode(_ standIns: [String: StandIn]) -> String {
        var out = "import Foundation\n@testable import UIKit\n\n"
        for name in standIns.keys.sorted() {
            let standIn = standIns[name]!
            // Gesture recognizers and collection view layouts take no delegate roles.
            let gesture = standIn.base.hasSuffix("GestureRecognizer") || standIn.base == "UICollectionViewLayout"
            // The protocols the base does not adopt itself (UITableViewController adopts the table's).
            let adopted = adoptedProtocols[standIn.base] ?? []
            let protocols = gesture ? [] : delegateProtocols.filter { !adopted.contains($0) }
            out += "final class \(name): \(([standIn.base] + protocols).joined(separator: ", ")) {\n"
            let reserved = baseMembers[standIn.base] ?? []
            for outlet in standIn.outlets.sorted() where !reserved.contains(outlet) {
                out += "    var \(outlet): Any? { didSet { sbgenOutlet(\"\(outlet)\", \(outlet)) } }\n"
            }
            if !gesture, !adopted.contains("UITableViewDataSource") {
                out += Self.dataSourceStubs
            }
            if standIn.buildsContent {
                if standIn.base == "UITableViewCell" {
                    out += "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"
                    out +=
                        "        super.init(style: style, reuseIdentifier: reuseIdentifier)\n        sbgenBuildContent()\n    }\n"
                } else {
                    out +=
                        "    override init(frame: CGRect) {\n        super.init(frame: frame)\n        sbgenBuildContent()\n    }\n"
                }
                out += "    required init?(coder: NSCoder) { super.init(coder: coder) }\n"
            }
            out += "}\n\n"
        }
        return out
    }

    /// Compiles and runs `files` in batches; returns a comparison per unit and the files that failed to
    /// compile (with the first error).
    static func run(_ prepared: [Prepared], batchSize: Int = 40) -> (comparisons: [Comparison], failures: [String]) {
        var batches: [[Prepared]] = []
        var batchNames: [Set<String>] = []
        for file in prepared {
            if let index = batches.indices.first(where: {
                batches[$0].count < batchSize && batchNames[$0].isDisjoint(with: file.names)
                    && batches[$0].first?.module == file.module
            }) {
                batches[index].append(file)
                batchNames[index].formUnion(file.names)
            } else {
                batches.append([file])
                batchNames.append(file.names)
            }
        }
        var comparisons: [Comparison] = []
        var failures: [String] = []
        for batch in batches {
            var remaining = batch
            for _ in 0..<4 {
                guard !remaining.isEmpty else { break }
                switch compileAndRun(remaining) {
                case .success(let blocks):
                    for file in remaining {
                        for (label, expected) in file.expected {
                            comparisons.append(
                                Comparison(
                                    file: file.file, label: label, expected: expected, actual: blocks[label]?.text,
                                    rootID: file.roots[label], facts: blocks[label]?.facts))
                        }
                    }
                    remaining = []
                case .failure(let broken):
                    let brokenFiles = Set(broken.keys)
                    for index in brokenFiles.sorted() { failures.append("\(remaining[index].file): \(broken[index]!)") }
                    remaining = remaining.enumerated().filter { !brokenFiles.contains($0.offset) }.map(\.element)
                }
            }
        }
        return (comparisons, failures)
    }

    struct CompileFailure: Error {
        var byFile: [Int: String]
    }

    /// `.failure` maps batch indices of files with compile errors to their first error.
    /// What one unit printed: the canonical text and, on the UIKit surface, the oracle facts line.
    struct Block {
        var text: String
        var facts: String?
    }

    static func compileAndRun(_ files: [Prepared]) -> Result<[String: Block], CompileFailureMap> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-loadview-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        var standIns: [String: StandIn] = [:]
        var factories: [String: String] = [:]
        let moduleName = files.first?.module ?? "UIKit"
        var main = "import Foundation\n@testable import \(moduleName)\n\nMainActor.assumeIsolated {\n"
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("gen\(index).swift")
            try? file.code.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
            standIns.merge(file.standIns) { a, b in
                var merged = a
                merged.outlets.formUnion(b.outlets)
                merged.buildsContent = a.buildsContent || b.buildsContent
                return merged
            }
            factories.merge(file.factories) { a, _ in a }
        }
        for (name, make) in factories.sorted(by: { $0.key < $1.key }) {
            main += "    SbgenDump.factories[\"\(name)\"] = \(make)\n"
        }
        for file in files { for line in file.mainLines { main += "    \(line)\n" } }
        main += "}\n"
        let standInURL = folder.appendingPathComponent("standins.swift")
        let standInText = moduleName == "AppKit" ? appKitStandInCode(standIns) : standInCode(standIns)
        try? standInText.write(to: standInURL, atomically: true, encoding: .utf8)
        let mainURL = folder.appendingPathComponent("main.swift")
        try? main.write(to: mainURL, atomically: true, encoding: .utf8)
        guard let module = moduleName == "AppKit" ? appKitSurfaceModule : surfaceModule else {
            return .failure(
                CompileFailureMap(
                    byFile: Dictionary(uniqueKeysWithValues: files.indices.map { ($0, "harness: surface") })))
        }
        let executable = folder.appendingPathComponent("run").path
        let compile = shell(
            [
                "swiftc", "-swift-version", "6", "-Onone", "-suppress-warnings", "-I", module, "-L", module,
                "-l\(moduleName)",
                "-Xlinker", "-rpath", "-Xlinker", module, "-o", executable,
            ] + sources + [standInURL.path, mainURL.path])
        if compile.status != 0 {
            var broken: [Int: String] = [:]
            for line in compile.output.split(separator: "\n") where line.contains(": error:") {
                for (index, source) in sources.enumerated() where line.hasPrefix(source) && broken[index] == nil {
                    broken[index] = String(line.dropFirst(folder.path.count + 1))
                }
            }
            if broken.isEmpty {
                let first =
                    compile.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "?"
                for index in files.indices { broken[index] = "harness: \(first)" }
            }
            return .failure(CompileFailureMap(byFile: broken))
        }
        let result = shell([executable])
        var blocks: [String: Block] = [:]
        for block in result.output.components(separatedBy: "%%\n") {
            var trimmed = block.hasSuffix("\n") ? String(block.dropLast()) : block
            guard trimmed.hasPrefix("== "), let newline = trimmed.firstIndex(of: "\n") else { continue }
            var facts: String?
            if let marker = trimmed.range(of: "\n## facts ") {
                facts = String(trimmed[marker.upperBound...])
                trimmed = String(trimmed[..<marker.lowerBound])
            }
            blocks[String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<newline])] = Block(
                text: trimmed, facts: facts)
        }
        return .success(blocks)
    }

    struct CompileFailureMap: Error {
        var byFile: [Int: String]
        var keys: Dictionary<Int, String>.Keys { byFile.keys }
        subscript(_ index: Int) -> String? { byFile[index] }
    }

    /// The recording surface built once per test process as module `UIKit` (`-enable-testing`, so
    /// its internal declarations are reachable through `@testable import`).
    static let surfaceModule: String? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-recording-uikit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = shell(
            [
                "swiftc", "-swift-version", "6", "-Onone", "-suppress-warnings", "-enable-testing", "-module-name",
                "UIKit",
                "-emit-module", "-emit-library", "-emit-module-path",
                folder.appendingPathComponent("UIKit.swiftmodule").path,
                "-o", folder.appendingPathComponent("libUIKit.so").path,
            ] + surfaceFiles)
        if result.status != 0 { print(result.output) }
        return result.status == 0 ? folder.path : nil
    }()

    /// The first lines where two canonical texts differ, for test messages.
    static func difference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(a.count, b.count) where out.count < 12 {
            let left = index < a.count ? String(a[index]) : "<none>"
            let right = index < b.count ? String(b[index]) : "<none>"
            if left != right { out.append("line \(index + 1):\n  model:   \(left)\n  runtime: \(right)") }
        }
        return out.joined(separator: "\n")
    }

    static func shell(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
