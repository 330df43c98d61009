import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line `sbgen: reading 120/800` counter on standard error, redrawn in place. Only used when
/// standard error is a terminal (logs and build systems never see it) and a run has many files.
final class ProgressReporter: @unchecked Sendable {
    /// Runs with fewer files finish too fast for a counter to help.
    static let minimumFiles = 50

    private let total: Int
    private let label: String
    private let lock = Lock()
    private var lastDrawn = 0

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// Redraws the line for `done` finished files (at most ~100 redraws per run).
    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard done == total || done - lastDrawn >= max(1, total / 100) else { return }
        lastDrawn = done
        _ = OutputWriter.writeAll(Data("\rsbgen: \(label) \(done)/\(total)".utf8), to: STDERR_FILENO)
    }

    /// Erases the line so diagnostics that follow start at column 1.
    func finish() {
        _ = OutputWriter.writeAll(Data("\r\u{1B}[K".utf8), to: STDERR_FILENO)
    }
}

extension Console {
    /// A progress line for `total` files, or nil when standard error is not a terminal, output is
    /// quiet, or there are too few files to bother.
    func progress(total: Int, label: String) -> ProgressReporter? {
        guard verbosity != .quiet, total >= ProgressReporter.minimumFiles, isatty(STDERR_FILENO) == 1 else {
            return nil
        }
        return ProgressReporter(total: total, label: label)
    }
}
