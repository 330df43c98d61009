/// Recent attribute values as Swift strings, by their bytes in the document: IB files repeat most
/// values (`YES`, `NO`, `system`, `scaleToFill`, color components, fonts), and finding one costs
/// less than making its string again; values of the same bytes also share one string's storage.
///
/// A fixed number of slots, each holding the last value whose bytes hash to it, so it never grows.
/// Kept from file to file with the names (see ``ParseWorkspace``).
struct ValueCache {
    /// Values longer than this are made anew each time (their bytes are compared as four words).
    static let maximumLength = 32
    private static let slotBits = 10

    private struct Slot {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        /// 0 for an empty slot: empty values are never cached.
        var count = 0
        var string = ""
    }

    /// The slots, managed by hand: an array checked its uniqueness on every lookup.
    private final class Storage {
        let slots: UnsafeMutablePointer<Slot>
        let count: Int

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: Slot(), count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
    }

    private let storage: Storage

    init() { storage = Storage(count: 1 << Self.slotBits) }

    private init(storage: Storage) { self.storage = storage }

    /// A placeholder holding no slots, for a parse to swap the workspace's cache into; never read.
    static var none: ValueCache { ValueCache(storage: Storage(count: 0)) }

    /// The value spelled by `count` bytes at `start` (1…``maximumLength``), made by `make` when not
    /// cached; the same bytes must always make the same string.
    @inline(__always)
    mutating func value(
        _ start: UnsafePointer<UInt8>, count: Int, make: (UnsafePointer<UInt8>, Int) -> String
    ) -> String {
        let words = Self.words(start, count: count)
        var hash = words.0 &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.1) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.2 ^ (words.3 &<< 1) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        let slot = storage.slots + Int(truncatingIfNeeded: hash >> UInt64(64 - Self.slotBits))
        if slot.pointee.count == count, slot.pointee.words.0 == words.0, slot.pointee.words.1 == words.1,
            slot.pointee.words.2 == words.2, slot.pointee.words.3 == words.3
        {
            return slot.pointee.string
        }
        let string = make(start, count)
        slot.pointee.words = words
        slot.pointee.count = count
        slot.pointee.string = string
        return string
    }

    /// The `count` bytes at `start` (1…32) as four little-endian words, zero-padded: what copying
    /// them into zeroed words gives, read without a call to `memcpy` and never past the last byte
    /// (a shorter tail is read as a word ending at it, shifted down).
    @inline(__always)
    static func words(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        guard count >= 8 else {
            if count >= 4 {
                let low = UInt64(raw.loadUnaligned(as: UInt32.self))
                let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                return (low | high << UInt64(8 * (count - 4)), 0, 0, 0)
            }
            var word = UInt64(start[0])
            if count >= 2 {
                word |= UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << UInt64(8 * (count - 2))
            }
            return (word, 0, 0, 0)
        }
        // The last word: the last 8 bytes, those before the word's start shifted out.
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        let first = raw.loadUnaligned(as: UInt64.self)
        if count <= 16 { return (first, count == 8 ? 0 : last >> UInt64(8 * (16 - count)), 0, 0) }
        let second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        if count <= 24 { return (first, second, last >> UInt64(8 * (24 - count)), 0) }
        let third = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        return (first, second, third, last >> UInt64(8 * (32 - count)))
    }
}
