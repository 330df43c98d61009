import Dispatch
import IBModel
import IBParser

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses many IB files at once, on all cores, keeping the input order.
public enum DocumentLoader {
    /// The outcome for one file: its document, or the diagnostics that stopped it.
    public typealias Outcome = Result<IBDocument, DiagnosticError>

    /// Parses `paths` in parallel; `outcomes[i]` belongs to `paths[i]`.
    /// - Parameters:
    ///   - detail: how much of each file the documents keep (``ModelDetail/accessors`` is enough for
    ///     every template context).
    ///   - progress: called (from any thread, one call at a time) with the number of files finished
    ///     so far, after each file.
    public static func load(
        _ paths: [String], detail: ModelDetail = .full, progress: (@Sendable (Int) -> Void)? = nil
    ) -> [Outcome] {
        map(paths, detail: detail, progress: progress) { $1 }
    }
}

/// A count shared by worker threads; the callback runs under the lock so reports arrive in order.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()

    func increment(then report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        report(value)
    }
}

/// Fixed slots written from many threads, each slot once, read after all writers are done.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    public func values() -> [Value] { slots.map { $0! } }

    /// The values, leaving the slots empty: what they hold is freed with the returned array.
    public func takeValues() -> [Value] {
        let values = slots.map { $0! }
        slots = []
        return values
    }
}
