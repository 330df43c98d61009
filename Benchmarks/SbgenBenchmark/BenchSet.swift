import Foundation
import SbgenCore

/// The files measured: every `.storyboard`/`.xib` of a corpus, copied as often as needed to reach a
/// minimum size (copies live in `copyN/` folders, so paths stay distinct).
struct BenchSet {
    var root: String
    var files: [String]
    var copies: Int
    var megabytes: Double

    static func build(from corpus: String, into work: String, minimumBytes: Int) throws -> BenchSet {
        let sources = InputFiles.collect([corpus]).files
        guard !sources.isEmpty else {
            FileHandle.standardError.write(Data("error: no IB files under \(corpus)\n".utf8))
            exit(1)
        }
        return try replicate(sources, under: corpus, into: work + "/set", minimumBytes: minimumBytes)
    }

    /// `sources` (paths under `base`) copied into `root` as often as needed to reach `minimumBytes`.
    static func replicate(
        _ sources: [String], under base: String, into root: String, minimumBytes: Int
    ) throws
        -> BenchSet
    {
        let total = sources.reduce(0) { $0 + size(of: $1) }
        let copies = max(1, (minimumBytes + max(total, 1) - 1) / max(total, 1))
        try? FileManager.default.removeItem(atPath: root)
        for copy in 0..<copies {
            for source in sources {
                let relative = String(source.dropFirst(base.count).drop(while: { $0 == "/" }))
                let target = "\(root)/copy\(copy)/\(relative)"
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: source, toPath: target)
            }
        }
        return BenchSet(
            root: root, files: InputFiles.collect([root]).files, copies: copies,
            megabytes: Double(total * copies) / 1_048_576)
    }

    static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// The non-legacy files by the framework generated code is for (`UIKit` for iOS and tvOS files,
    /// `AppKit` for macOS), from each file's `targetRuntime`; watchKit and legacy files are left out.
    func filesByFramework() -> [(String, [String])] {
        var uikit: [String] = []
        var appkit: [String] = []
        for file in files {
            guard let handle = FileHandle(forReadingAtPath: file) else { continue }
            let head = String(decoding: handle.readData(ofLength: 1024), as: UTF8.self)
            try? handle.close()
            if head.contains("<archive") || head.contains("watchKit") { continue }
            if head.contains("MacOSX.Cocoa") { appkit.append(file) } else { uikit.append(file) }
        }
        return [("UIKit", uikit), ("AppKit", appkit)]
    }
}
