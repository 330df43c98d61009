import IBModel

/// The finished children of every open element, in document order: each open element's children
/// are the run from where it started to the end (a stack of runs, one per open element).
///
/// When an element ends, its run is moved into an array of exactly its size: no array grows child
/// by child (each growth reallocated and left up to half the capacity unused in the model), and no
/// element is copied. The storage is managed by hand, so elements move in and out without retains;
/// ``release()`` frees it (and whatever an aborted parse left in it).
struct FinishedChildren {
    private var base: UnsafeMutablePointer<IBElement>
    private var capacity: Int
    /// How many finished elements wait for their parent.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// Adds a finished element to the run of the open element it belongs to.
    mutating func append(_ element: consuming IBElement) {
        if count == capacity {
            let grown = UnsafeMutablePointer<IBElement>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` to the end out, into an array of exactly their count.
    mutating func removeRun(from start: Int) -> [IBElement] {
        let length = count - start
        guard length > 0 else { return [] }
        count = start
        // Appended one by one: `init(unsafeUninitializedCapacity:)` is not specialized here and
        // looks up the array's generic metadata on every call.
        var run: [IBElement] = []
        run.reserveCapacity(length)
        for index in start..<start + length { run.append((base + index).move()) }
        return run
    }

    /// Frees the storage and the elements still in it. The buffer is unusable afterwards.
    mutating func release() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
    }
}
