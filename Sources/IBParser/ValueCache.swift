#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    private var slots: [Slot]

    init() { slots = [Slot](repeating: Slot(), count: 1 << Self.slotBits) }

    private init(slots: [Slot]) { self.slots = slots }

    /// A placeholder holding no slots, for a parse to swap the workspace's cache into; never read.
    static var none: ValueCache { ValueCache(slots: []) }

    /// The value spelled by `count` bytes at `start` (1…``maximumLength``), made by `make` when not
    /// cached; the same bytes must always make the same string.
    mutating func value(
        _ start: UnsafePointer<UInt8>, count: Int, make: (UnsafePointer<UInt8>, Int) -> String
    ) -> String {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { _ = memcpy($0.baseAddress!, start, count) }
        var hash = words.0 &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.1) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.2 ^ (words.3 &<< 1) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.slotBits))
        return slots.withUnsafeMutableBufferPointer { slots in
            if slots[slot].count == count, slots[slot].words.0 == words.0, slots[slot].words.1 == words.1,
                slots[slot].words.2 == words.2, slots[slot].words.3 == words.3
            {
                return slots[slot].string
            }
            let string = make(start, count)
            slots[slot].words = words
            slots[slot].count = count
            slots[slot].string = string
            return string
        }
    }
}
