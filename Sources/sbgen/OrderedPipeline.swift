import Dispatch
import IBModel

/// Computes `count` results on all cores and hands them out in index order, computing at most
/// `ahead` results beyond the last one taken: a consumer that prints as results come keeps both
/// cores busy without a barrier between batches, and memory bounded.
final class OrderedPipeline<Result>: @unchecked Sendable {
    private var results: [Result?]
    private let ready: [DispatchSemaphore]
    /// One permit per result that may be computed and not yet taken.
    private let permits: DispatchSemaphore
    private let lock = Lock()
    private var nextIndex = 0
    private var taken = 0

    /// Starts computing at once, on `workers` threads (one per core).
    /// - Parameter compute: called once per index, from any thread.
    init(count: Int, ahead: Int, workers: Int, _ compute: @escaping @Sendable (Int) -> Result) {
        results = Array(repeating: nil, count: count)
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
                    let result = compute(index)
                    lock.withLock { results[index] = result }
                    ready[index].signal()
                }
            }
        }
    }

    /// The next result in index order, once computed. Call it `count` times at most.
    func next() -> Result {
        let index = taken
        ready[index].wait()
        let result = lock.withLock { results[index].take()! }
        taken += 1
        permits.signal()
        return result
    }
}
