import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One measurement: median wall time and, for commands, median CPU time (user + system, all
/// threads) and peak resident memory.
struct Measurement {
    var seconds: Double
    var peakMB: Double?
    /// Steadier than wall time on a shared machine: other jobs on the cores do not inflate it.
    var cpuSeconds: Double?
}

enum Timing {
    /// The median wall time of `runs` runs of `body`.
    static func median(_ runs: Int, _ body: () -> Void) -> Measurement {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return Measurement(seconds: times.sorted()[times.count / 2])
    }
}

enum Commands {
    static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs the command `runs` times (output discarded): median wall and CPU time, largest peak RSS.
    ///
    /// Peak memory is read by GNU time (`/usr/bin/time -f %M`) when it is installed: Linux carries a
    /// process's peak RSS across fork and exec, so a child spawned straight from this (larger) process
    /// would report at least this process's size; time is small, so its child starts small.
    static func measure(_ runs: Int, _ executable: String, _ arguments: [String]) -> Measurement {
        let timeTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("sbgen-bench-rss-\(getpid())").path
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var peak = 0
        for _ in 0..<max(1, runs) {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            defer { posix_spawn_file_actions_destroy(&actions) }
            let command = timeTool.map { [$0, "-f", "%M %U %S", "-o", report, executable] } ?? [executable]
            let argv = (command + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            let start = DispatchTime.now().uptimeNanoseconds
            guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
                return Measurement(seconds: .nan)
            }
            var status: Int32 = 0
            var usage = rusage()
            wait4(pid, &status, 0, &usage)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            if timeTool != nil {
                let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
                // GNU time writes "Command exited with non-zero status N" first when the command fails.
                let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
                peak = max(peak, fields.first.flatMap { Int($0) } ?? 0)
                if fields.count == 3, let user = Double(fields[1]), let system = Double(fields[2]) {
                    cpuTimes.append(user + system)
                }
            } else {
                peak = max(peak, usage.ru_maxrss)  // kilobytes on Linux; an upper bound, see above
                cpuTimes.append(
                    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
            }
        }
        try? FileManager.default.removeItem(atPath: report)
        return Measurement(
            seconds: times.sorted()[times.count / 2], peakMB: Double(peak) / 1024,
            cpuSeconds: cpuTimes.isEmpty ? nil : cpuTimes.sorted()[cpuTimes.count / 2])
    }
}

/// The printed table: one row per stage or command, with its ratio to the xmllint baseline.
struct ResultTable {
    var megabytes: Double
    var files: Int
    var rows: [(name: String, measurement: Measurement, files: Int?, megabytes: Double?, baseline: Measurement?)] = []
    var baseline: Measurement?

    /// A row; `files` and `baseline` when it ran over a subset, with its own xmllint time.
    mutating func add(
        _ name: String, _ measurement: Measurement, files: Int? = nil, megabytes: Double? = nil,
        baseline: Measurement? = nil
    ) {
        rows.append((name, measurement, files, megabytes, baseline))
    }

    mutating func addBaseline(_ name: String, _ measurement: Measurement) {
        baseline = measurement
        rows.append((name, measurement, nil, nil, nil))
    }

    func render() -> String {
        var lines = [
            "| what | median s | files/s | MB/s | peak RSS MB | × xmllint --stream | CPU s | CPU × xmllint |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for (name, measurement, rowFiles, rowMegabytes, rowBaseline) in rows {
            let seconds = measurement.seconds
            let reference = rowBaseline ?? baseline
            let ratio = reference.map { String(format: "%.2f", seconds / $0.seconds) } ?? "–"
            let peak = measurement.peakMB.map { String(format: "%.0f", $0) } ?? "–"
            let cpu = measurement.cpuSeconds.map { String(format: "%.3f", $0) } ?? "–"
            var cpuRatio = "–"
            if let own = measurement.cpuSeconds, let other = reference?.cpuSeconds, other > 0 {
                cpuRatio = String(format: "%.2f", own / other)
            }
            lines.append(
                String(
                    format: "| %@ | %.3f | %.0f | %.1f | %@ | %@ | %@ | %@ |", name, seconds,
                    Double(rowFiles ?? files) / seconds, (rowMegabytes ?? megabytes) / seconds, peak, ratio, cpu,
                    cpuRatio))
        }
        return lines.joined(separator: "\n")
    }
}
