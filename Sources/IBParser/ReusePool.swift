import IBModel

/// Things one parse leaves for the next (read buffers, name tables), shared by the threads that
/// parse: a parse takes one, or makes its own, and gives it back. At most one per thread parsing at
/// a time is ever made.
final class ReusePool<Item>: @unchecked Sendable {
    private var free: [Item] = []
    private let lock = Lock()

    /// The first kept item that `fits`, taken out of the pool; nil when none does.
    func take(where fits: (Item) -> Bool) -> Item? {
        lock.withLock { free.firstIndex(where: fits).map { free.remove(at: $0) } }
    }

    func give(back item: Item) {
        lock.withLock { free.append(item) }
    }

    /// Empties the pool (after a batch of files), handing over what it held.
    func removeAll() -> [Item] {
        lock.withLock {
            defer { free = [] }
            return free
        }
    }
}
