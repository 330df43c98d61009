/// A fixed table from names (IB attribute names, UIKit class names) to values, found by hashing
/// the name's UTF-8 bytes with FNV-1a.
///
/// `Dictionary<String, _>` hashes each key with SipHash through `Hasher`, several hundred
/// instructions for a short name, and the generator looks a name up for every attribute of every
/// view: this table is for those lookups. Its contents never change after `init`.
struct NameTable<Value>: @unchecked Sendable {
    private let keys: [String]
    private let values: [Value]
    /// Open addressing with linear probing, a power of two long, at most half full: each slot is
    /// the index + 1 of a key, or 0 when empty.
    private let slots: [Int32]

    init(_ dictionary: [String: Value]) {
        // Sorted: the layout then does not depend on the dictionary's (seeded) order.
        let entries = dictionary.sorted { $0.key < $1.key }
        keys = entries.map(\.key)
        values = entries.map(\.value)
        var size = 8
        while size < entries.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    private static func hash(_ name: String) -> Int { fnv1aHash(name, seed: 0) }

    /// The value for `name`, or nil when the table does not hold it.
    subscript(name: String) -> Value? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1].isSameName(as: name) { return values[entry - 1] }
            slot = (slot + 1) & mask
        }
    }
}

/// FNV-1a of `name`'s UTF-8 bytes, its offset basis XOR `seed`, the high bits folded into the low
/// ones (the tables take the low bits as the slot): ``NameTable``'s hash, and ``IDTable``'s, seeded.
@inline(__always)
func fnv1aHash(_ name: String, seed: UInt64) -> Int {
    func fnv<S: Sequence<UInt8>>(_ bytes: S) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
    return name.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(name.utf8)
}
