import IBModel

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
