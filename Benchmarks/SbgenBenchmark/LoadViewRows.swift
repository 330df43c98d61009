import Foundation

/// The `loadview` and `migrate` rows: each next to `generate --template scenes` over the same
/// files, measured in the same run (issue 8 asks for at most 2× the generate time).
enum LoadViewRows {
    /// A second table: per framework `generate scenes` and `loadview`; `migrate --dry-run` over the
    /// whole bench set against both generate runs together (it converts both frameworks).
    static func table(options: BenchmarkOptions, set: BenchSet) -> String {
        var lines = [
            "| what | median s | files/s | MB/s | peak RSS MB | × generate scenes |", "|---|---:|---:|---:|---:|---:|",
        ]
        func row(_ name: String, _ measurement: Measurement, files: Int, megabytes: Double, generate: Double?) {
            let seconds = measurement.seconds
            let peak = measurement.peakMB.map { String(format: "%.0f", $0) } ?? "–"
            let ratio = generate.map { String(format: "%.2f", seconds / $0) } ?? "–"
            lines.append(
                String(
                    format: "| %@ | %.3f | %.0f | %.1f | %@ | %@ |", name, seconds, Double(files) / seconds,
                    megabytes / seconds, peak, ratio))
        }
        var generateTotal = 0.0
        for (framework, files) in set.filesByFramework() where !files.isEmpty {
            let megabytes = Double(files.reduce(0) { $0 + size(of: $1) }) / 1_048_576
            let generate = Commands.measure(
                options.runs, options.sbgen,
                ["generate", "--template", "scenes", "-o", options.workFolder + "/out/loadview-scenes.swift"] + files)
            generateTotal += generate.seconds
            row(
                "sbgen generate scenes, \(framework) files", generate, files: files.count, megabytes: megabytes,
                generate: nil)
            row(
                "sbgen loadview, \(framework) files",
                Commands.measure(options.runs, options.sbgen, ["loadview"] + files), files: files.count,
                megabytes: megabytes, generate: generate.seconds)
        }
        row(
            "sbgen migrate --dry-run, all files",
            Commands.measure(options.runs, options.sbgen, ["migrate", "--dry-run", set.root]), files: set.files.count,
            megabytes: set.megabytes, generate: generateTotal > 0 ? generateTotal : nil)
        return lines.joined(separator: "\n")
    }

    static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
