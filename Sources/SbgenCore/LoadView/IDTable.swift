/// A growable table from names (IB object ids, local names) to values, found by hashing the name's
/// UTF-8 bytes with FNV-1a: a ``UnitBuilder``'s per-object tables.
///
/// `Dictionary<String, _>` hashes each key with SipHash through `Hasher`, several hundred
/// instructions for a short id; a builder looks ids up for every view, constraint and connection.
/// There is no iteration (nothing depends on an order) and no removal: setting nil leaves the name
/// with no value, which reads back as nil like a missing one.
struct IDTable<Value> {
    private var keys: [String] = []
    private var values: [Value?] = []
    /// Open addressing with linear probing, a power of two long, at most half full: each slot is
    /// the index + 1 of a key, or 0 when empty.
    private var slots: [Int32] = []

    init() {}

    /// A table holding the given pairs (the first value of a name repeated wins, as in a literal
    /// it would be an error anyway).
    init(_ pairs: [(String, Value)]) {
        for (key, value) in pairs where self[key] == nil { self[key] = value }
    }

    var isEmpty: Bool { keys.isEmpty }

    /// FNV-1a of the UTF-8 bytes, seeded per process (see ``idTableSeed``).
    @inline(__always)
    private static func hash(_ name: String) -> Int { fnv1aHash(name, seed: idTableSeed) }

    /// The slot holding `name`, or the empty slot where it would go; nil when there are no slots.
    @inline(__always)
    private func find(_ name: String, hash: Int) -> (slot: Int, entry: Int)? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                let mask = slots.count - 1
                var slot = hash & mask
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 || keys[entry - 1].isSameName(as: name) { return (slot, entry) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The value for `name`, or nil. Setting a value adds the name or replaces its value.
    subscript(name: String) -> Value? {
        get {
            guard let (_, entry) = find(name, hash: Self.hash(name)), entry != 0 else { return nil }
            return values[entry - 1]
        }
        set {
            let hash = Self.hash(name)
            let found = find(name, hash: hash)
            if let (_, entry) = found, entry != 0 {
                values[entry - 1] = newValue
                return
            }
            guard newValue != nil else { return }  // a missing name stays missing
            keys.append(name)
            values.append(newValue)
            if let (slot, _) = found, keys.count * 2 <= slots.count {
                slots[slot] = Int32(keys.count)
            } else {
                grow()
            }
        }
    }

    /// True when `name` has a value.
    func contains(_ name: String) -> Bool { self[name] != nil }

    /// Rebuilds the slots at twice the size (or 16) for the keys held.
    private mutating func grow() {
        var size = Swift.max(16, slots.count)
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for index in keys.indices {
            var slot = Self.hash(keys[index]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }
}

/// ``IDTable``'s hash seed, random per process: ids come from the files read, and a fixed hash would
/// let a file choose ids that all collide.
private let idTableSeed = UInt64.random(in: 0...UInt64.max)

extension IDTable: Sendable where Value: Sendable {}

extension IDTable where Value == Void {
    /// Adds `name` (a set of names).
    mutating func insert(_ name: String) { self[name] = () }
}

extension String {
    /// `==`, after a test of the UTF-8 lengths: most names that differ differ in length, and
    /// comparing two different strings is a call.
    @inline(__always)
    func isSameName(as other: String) -> Bool { utf8.count == other.utf8.count && self == other }
}
