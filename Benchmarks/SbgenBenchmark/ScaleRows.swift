import Foundation
import SbgenCore

/// The issue's two goals about scale, measured as users run sbgen: cost grows linearly (10× the
/// input in ≤ 10.5× the time), and one large storyboard peaks at ≤ 3 × its size + 20 MB.
enum ScaleRows {
    /// `generate --template scenes` over a folder of the UIKit files copied once and ten times.
    static func linear(options: BenchmarkOptions, set: BenchSet, uikit: [String]) throws -> String {
        let bytes = uikit.reduce(0) { $0 + BenchSet.size(of: $1) }
        let one = try BenchSet.replicate(
            uikit, under: set.root, into: options.workFolder + "/UIKit-x1", minimumBytes: 1)
        let ten = try BenchSet.replicate(
            uikit, under: set.root, into: options.workFolder + "/UIKit-x10", minimumBytes: bytes * 10)
        let output = options.workFolder + "/out/scale.swift"
        let arguments = { (root: String) in ["generate", "--template", "scenes", "-o", output, root] }
        let small = Commands.measure(options.runs, options.sbgen, arguments(one.root))
        let large = Commands.measure(options.runs, options.sbgen, arguments(ten.root))
        func format(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "–" }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "–" }
            return String(format: "%.2f", a / b)
        }
        return [
            "| input | files | MB | median s | CPU s | peak RSS MB |",
            "|---|---:|---:|---:|---:|---:|",
            "| UIKit ×1 | \(one.files.count) | \(String(format: "%.1f", one.megabytes)) | \(format(small.seconds)) | "
                + "\(format(small.cpuSeconds)) | \(small.peakMB.map { String(format: "%.0f", $0) } ?? "–") |",
            "| UIKit ×\(ten.copies) | \(ten.files.count) | \(String(format: "%.1f", ten.megabytes)) | "
                + "\(format(large.seconds)) | \(format(large.cpuSeconds)) | "
                + "\(large.peakMB.map { String(format: "%.0f", $0) } ?? "–") |",
            "",
            "×\(ten.copies) the input: \(ratio(large.seconds, small.seconds))× the wall time, "
                + "\(ratio(large.cpuSeconds, small.cpuSeconds))× the CPU time (goal ≤ 10.5×).",
        ].joined(separator: "\n")
    }

    /// The largest UIKit storyboard, its scenes repeated (ids made unique) until the file is at least
    /// `megabytes` large: `generate` and `dump` of it alone.
    static func largeStoryboard(options: BenchmarkOptions, uikit: [String], megabytes: Int = 4) throws -> String {
        guard
            let source = uikit.filter({ $0.hasSuffix(".storyboard") }).max(by: {
                BenchSet.size(of: $0) < BenchSet.size(of: $1)
            })
        else { return "" }
        let text = try String(contentsOfFile: source, encoding: .utf8)
        guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>", options: .backwards) else {
            return ""
        }
        let scenes = String(text[open.upperBound..<close.lowerBound])
        // IB object ids look like `abc-de-fgh`: each copy gets its own, references included.
        let id = /"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"/
        var body = scenes
        var copy = 1
        while text.utf8.count + body.utf8.count - scenes.utf8.count < megabytes * 1_048_576 {
            body += scenes.replacing(id) { "\"\($0.1)-\(copy)\"" }
            copy += 1
        }
        let path = options.workFolder + "/Large/Large.storyboard"
        try FileManager.default.createDirectory(
            atPath: options.workFolder + "/Large", withIntermediateDirectories: true)
        try Data((String(text[..<open.upperBound]) + body + String(text[close.lowerBound...])).utf8)
            .write(to: URL(fileURLWithPath: path))
        let size = Double(BenchSet.size(of: path)) / 1_048_576
        let generate = Commands.measure(
            options.runs, options.sbgen,
            ["generate", "--template", "scenes", "-o", options.workFolder + "/out/large.swift", path])
        let dump = Commands.measure(options.runs, options.sbgen, ["dump", path])
        func peak(_ measurement: Measurement) -> String {
            measurement.peakMB.map { String(format: "%.0f MB", $0) } ?? "–"
        }
        return "One \(String(format: "%.1f", size)) MB storyboard (\(copy) copies of the scenes of "
            + "\((source as NSString).lastPathComponent)): generate scenes peaks at \(peak(generate)) in "
            + "\(String(format: "%.3f", generate.seconds)) s, dump at \(peak(dump)) in "
            + "\(String(format: "%.3f", dump.seconds)) s (goal: 3 × size + 20 = "
            + "\(String(format: "%.0f", 3 * size + 20)) MB)."
    }
}
