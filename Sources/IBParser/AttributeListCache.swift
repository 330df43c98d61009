import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recent attribute lists, by their text: IB files repeat most property elements attribute for
/// attribute (`<color key="backgroundColor" systemColor="systemBackgroundColor"/>`, fonts,
/// autoresizing masks, `<nil key="…"/>`), and such an element then shares the list already made
/// (arrays are values: a change to one copies it) instead of making its strings and array again.
///
/// A list is found by its first attribute's name and the document text from the opening quote of
/// its first value to the end of its last one: that text spells every other name and every value.
/// Only lists whose values libxml2 left in its buffer, as written, are cached (a value it had to
/// decode or normalize is copied elsewhere); elements with an `id` are unique and never cached.
/// A fixed number of slots, each holding the last list whose text hashes to it, so it never grows.
/// Kept from file to file with the names (see ``ParseWorkspace``), whose indexes key it.
struct AttributeListCache {
    /// Texts longer than this are not cached.
    static let maximumLength = 192
    private static let slotBits = 10

    private struct Slot {
        var hash: UInt64 = 0
        /// 0 for an empty slot.
        var length = 0
        var firstName = 0
        var count = 0
        var pairs: [IBAttributes.Attribute] = []
    }

    private var slots: [Slot]
    /// The text of each slot's list, at `slot * maximumLength`.
    private var texts: [UInt8]

    init() {
        slots = [Slot](repeating: Slot(), count: 1 << Self.slotBits)
        texts = [UInt8](repeating: 0, count: (1 << Self.slotBits) * Self.maximumLength)
    }

    private init(slots: [Slot], texts: [UInt8]) {
        self.slots = slots
        self.texts = texts
    }

    /// A placeholder holding no slots, for a parse to swap the workspace's cache into; never read.
    static var none: AttributeListCache { AttributeListCache(slots: [], texts: []) }

    /// Where a list is looked for and, when missing, kept: its hash and slot.
    struct Place {
        fileprivate let hash: UInt64
        fileprivate let slot: Int
    }

    /// The `count` attributes spelled by `length` bytes of text at `start` after a first attribute
    /// named by `firstName` (an index in the ``NameInterner``), if cached; and where to keep them.
    func find(
        firstName: Int, count: Int, text start: UnsafePointer<UInt8>, length: Int
    ) -> (pairs: [IBAttributes.Attribute]?, place: Place) {
        let hash = Self.hash(start, length: length, seed: UInt64(truncatingIfNeeded: firstName &* 31 &+ count))
        let slot = Int(truncatingIfNeeded: hash >> UInt64(64 - Self.slotBits))
        let found = slots.withUnsafeBufferPointer { slots in
            slots[slot].hash == hash && slots[slot].length == length && slots[slot].firstName == firstName
                && slots[slot].count == count
                && texts.withUnsafeBufferPointer { memcmp($0.baseAddress! + slot * Self.maximumLength, start, length) }
                    == 0
        }
        return (found ? slots[slot].pairs : nil, Place(hash: hash, slot: slot))
    }

    /// Keeps `pairs` at `place`, as ``find(firstName:count:text:length:)`` was asked for them.
    mutating func keep(
        _ pairs: [IBAttributes.Attribute], at place: Place, firstName: Int, count: Int,
        text start: UnsafePointer<UInt8>, length: Int
    ) {
        texts.withUnsafeMutableBufferPointer {
            ($0.baseAddress! + place.slot * Self.maximumLength).update(from: start, count: length)
        }
        slots.withUnsafeMutableBufferPointer { slots in
            slots[place.slot].hash = place.hash
            slots[place.slot].length = length
            slots[place.slot].firstName = firstName
            slots[place.slot].count = count
            slots[place.slot].pairs = pairs
        }
    }

    /// Eight bytes at a time, the last word overlapping the one before it (texts are at least a
    /// quote and a value's first byte long; shorter ones go byte by byte).
    private static func hash(_ start: UnsafePointer<UInt8>, length: Int, seed: UInt64) -> UInt64 {
        var hash = (seed ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        guard length >= 8 else {
            for index in 0..<length { hash = (hash ^ UInt64(start[index])) &* 0x100_0000_01B3 }
            return hash &* 0x9E37_79B9_7F4A_7C15
        }
        let raw = UnsafeRawPointer(start)
        var index = 0
        while index + 8 < length {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            index += 8
        }
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }
}
