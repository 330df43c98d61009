#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `id` attribute values of one file, to find an id used twice (a bad merge; Xcode refuses to
/// open such a file).
///
/// An open-addressing table of each id's hash, length and bytes, with the id's byte offset in the file
/// for the diagnostic. An id of up to 32 bytes (IB writes 10: `BYZ-38-t0r`) is kept in the slot as
/// four words and compared as such; a longer one is copied into an arena (libxml2's buffer moves on). Kept from file to file
/// with the names (see ``ParseWorkspace``): a new file bumps a generation number instead of clearing
/// the slots, so a small file after a large one costs nothing for the large one's table. Memory is
/// managed by hand (an array checked its uniqueness on every insert); ``deallocate()`` frees it.
struct IDSet {
    private struct Slot {
        /// The file the slot was filled for; a slot of an older generation is empty.
        var generation: UInt32 = 0
        var length: UInt32 = 0
        var hash: UInt64 = 0
        /// Ids of up to 32 bytes: the bytes (see ``ValueCache/words(_:count:)``).
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        /// Longer ids: where the bytes start in ``bytes``.
        var start = 0
        /// The id's byte offset in the file; -1 when unknown.
        var offset = 0
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    private var count = 0
    private var generation: UInt32 = 1
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private var byteCount = 0

    /// An empty set with room for a typical file's ids.
    init() {
        self.init(capacity: 1024, byteCapacity: 16 * 1024)
    }

    private init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
        slots = .allocate(capacity: max(capacity, 1))
        slots.initialize(repeating: Slot(), count: max(capacity, 1))
        bytes = .allocate(capacity: max(byteCapacity, 1))
    }

    /// A placeholder holding no room, for a parse to swap the workspace's set into; never inserted into.
    static var none: IDSet { IDSet(capacity: 0, byteCapacity: 0) }

    /// Frees the storage; the set is not used after it.
    mutating func deallocate() {
        slots.deinitialize(count: max(capacity, 1))
        slots.deallocate()
        bytes.deallocate()
    }

    /// Slots kept from file to file at most; a larger table (a file with over 32,768 ids) is
    /// replaced by a new one of the default size after its file.
    static let keptCapacity = 1 << 16

    /// Forgets the previous file's ids, keeping the storage unless it grew past ``keptCapacity``.
    mutating func startFile() {
        if capacity > Self.keptCapacity || byteCapacity > 64 * Self.keptCapacity {
            deallocate()
            self = IDSet()
            return
        }
        count = 0
        byteCount = 0
        if generation == .max {
            slots.update(repeating: Slot(), count: capacity)
            generation = 0
        }
        generation += 1
    }

    /// Adds the id spelled by the `length` bytes at `start`, found at byte `offset` of the file.
    /// - Returns: nil when the id is new in this file; when it is not, the offset recorded for its
    ///   first use (-1 when that was unknown).
    @inline(__always)
    mutating func insert(_ start: UnsafePointer<UInt8>, length: Int, offset: Int) -> Int? {
        guard length > 0 else { return insertLong(start, length: 0, offset: offset) }
        guard length <= 32 else { return insertLong(start, length: length, offset: offset) }
        let words = ValueCache.words(start, count: length)
        var hash = words.0 &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.1) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.2 ^ (words.3 &<< 1) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: hash >> 32) & mask
        while slots[slot].generation == generation {
            if slots[slot].hash == hash, slots[slot].length == UInt32(truncatingIfNeeded: length),
                slots[slot].words == words
            {
                return slots[slot].offset
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(
            generation: generation, length: UInt32(truncatingIfNeeded: length), hash: hash, words: words,
            offset: offset)
        count += 1
        if count * 2 > capacity { grow() }
        return nil
    }

    /// ``insert(_:length:offset:)`` for an id longer than 32 bytes (or empty): its bytes in the arena.
    @inline(never)
    private mutating func insertLong(_ start: UnsafePointer<UInt8>, length: Int, offset: Int) -> Int? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for index in 0..<length { hash = (hash ^ UInt64(start[index])) &* 0x100_0000_01B3 }
        hash = (hash ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: hash >> 32) & mask
        while slots[slot].generation == generation {
            if slots[slot].hash == hash, slots[slot].length == UInt32(truncatingIfNeeded: length),
                length == 0 || memcmp(bytes + slots[slot].start, start, length) == 0
            {
                return slots[slot].offset
            }
            slot = (slot + 1) & mask
        }
        if byteCount + length > byteCapacity { growBytes(toHold: byteCount + length) }
        (bytes + byteCount).update(from: start, count: length)
        slots[slot] = Slot(
            generation: generation, length: UInt32(truncatingIfNeeded: length), hash: hash, start: byteCount,
            offset: offset)
        byteCount += length
        count += 1
        if count * 2 > capacity { grow() }
        return nil
    }

    /// Doubles the slots (kept at most half full), moving this file's entries over.
    private mutating func grow() {
        let old = slots
        let oldCapacity = capacity
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        let mask = capacity - 1
        for index in 0..<oldCapacity where old[index].generation == generation {
            var slot = Int(truncatingIfNeeded: old[index].hash >> 32) & mask
            while slots[slot].generation == generation { slot = (slot + 1) & mask }
            slots[slot] = old[index]
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }

    private mutating func growBytes(toHold needed: Int) {
        var newCapacity = max(byteCapacity * 2, 1024)
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = grown
        byteCapacity = newCapacity
    }
}
