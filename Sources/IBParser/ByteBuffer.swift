#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable run of bytes managed by hand, for the character data of a parse.
///
/// The text callbacks run for every run of character data (mostly the indentation between
/// elements): appending to and emptying this buffer is a copy and a count, where an `[UInt8]`
/// checked uniqueness and went through generic range replacement each time. ``release()`` frees it.
struct ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes it holds.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes it holds; valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity {
            var grown = capacity * 2
            while grown < count + bytes.count { grown *= 2 }
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            storage.update(from: base, count: count)
            base.deallocate()
            base = storage
            capacity = grown
        }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Keeps the first `newCount` bytes.
    mutating func truncate(to newCount: Int) { count = min(count, newCount) }

    mutating func removeAll() { count = 0 }

    /// `length` bytes from `start`, decoded as UTF-8 (ill-formed sequences repaired).
    func string(from start: Int = 0, length: Int? = nil) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: length ?? count - start), as: UTF8.self)
    }

    /// Frees the storage. The buffer is unusable afterwards.
    mutating func release() {
        base.deallocate()
        count = 0
        capacity = 0
    }
}
