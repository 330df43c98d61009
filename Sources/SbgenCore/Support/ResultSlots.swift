import IBModel

/// Fixed slots written from many threads, each slot once, read after all writers are done.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    /// `count` empty slots.
    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Fills slot `index` (in `0..<count`, each once); safe from any thread.
    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The values in slot order.
    /// - Precondition: every slot is filled and no writer is still running.
    public func values() -> [Value] { slots.map { $0! } }

    /// The values, leaving the slots empty: what they hold is freed with the returned array.
    public func takeValues() -> [Value] {
        let values = slots.map { $0! }
        slots = []
        return values
    }
}
