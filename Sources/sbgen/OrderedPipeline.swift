import Dispatch
import IBModel

/// Computes the results of `count` indices on all cores and hands them out in index order, each as
/// the parts it is made of, as they come: a consumer that prints parts as they come keeps all cores
/// busy without a barrier between batches, and need not wait for (or hold) the whole of a large
/// result. At most `ahead` indices beyond the one being taken are computed, so memory is bounded.
final class OrderedPipeline<Part>: @unchecked Sendable {
    /// Per index, the parts computed and not yet taken.
    private var parts: [[Part]]
    /// Per index, whether all its parts are in `parts`.
    private var finished: [Bool]
    /// Per index, signaled once per part and once when it is finished.
    private let ready: [DispatchSemaphore]
    /// One permit per index that may be computed and not yet taken.
    private let permits: DispatchSemaphore
    private let lock = Lock()
    private var nextIndex = 0
    private var taken = 0

    /// Starts computing at once, on `workers` threads (one per core).
    /// - Parameter compute: called once per index, from any thread, with the function that hands
    ///   out the index's next part; returns its last part.
    init(
        count: Int, ahead: Int, workers: Int,
        _ compute: @escaping @Sendable (_ index: Int, _ emit: (Part) -> Void) -> Part
    ) {
        parts = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        permits = DispatchSemaphore(value: max(1, ahead))
        for _ in 0..<min(count, max(1, workers)) {
            DispatchQueue.global().async { [self] in
                // A permit is taken before an index, so the indices being computed are always the
                // lowest not yet taken: the one the consumer waits for never waits for a permit.
                while true {
                    permits.wait()
                    let index = lock.withLock {
                        defer { nextIndex += 1 }
                        return nextIndex
                    }
                    guard index < count else {
                        permits.signal()
                        return
                    }
                    let last = compute(index) { part in
                        lock.withLock { parts[index].append(part) }
                        ready[index].signal()
                    }
                    lock.withLock {
                        parts[index].append(last)
                        finished[index] = true
                    }
                    ready[index].signal()
                }
            }
        }
    }

    /// Calls `body` with each part of the next index in order, as they are computed, and returns
    /// once that index is finished. Call it `count` times at most.
    func next(_ body: (Part) -> Void) {
        let index = taken
        var done = false
        while !done {
            ready[index].wait()
            let batch: [Part]
            (batch, done) = lock.withLock {
                defer { parts[index] = [] }
                return (parts[index], finished[index])
            }
            for part in batch { body(part) }
        }
        taken += 1
        permits.signal()
    }
}
