import Dispatch
import IBModel
import Testing

@testable import SbgenCore

@Suite struct LockTests {
    @Test func concurrentIncrementsAreAllCounted() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var value = 0
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
        }
        #expect(counter.value == 80_000)
    }

    @Test func withLockReturnsAndRethrows() {
        struct Failure: Error {}
        let lock = Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: Failure.self) { try lock.withLock { throw Failure() } }
        // The lock was released by the throw: taking it again does not deadlock.
        lock.lock()
        lock.unlock()
    }
}
