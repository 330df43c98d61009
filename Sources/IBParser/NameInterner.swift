import CLibXML2
import IBModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Element and attribute names as Swift strings, by libxml2 dictionary pointer: libxml2 interns
/// every name, so within one file a name is the same pointer each time it occurs.
///
/// Names are also kept from file to file, by content (see ``ParseWorkspace``): most names of one IB
/// file occur in the next, and finding one by its bytes costs less than making its string again.
/// Each file still gets its own libxml2 dictionary: a small one hashes names faster.
struct NameInterner {
    /// An interned name, and whether its attribute value is read at the interner's ``ModelDetail``.
    struct Name {
        var string: String
        var isRead: Bool
        /// `id` or `reuseIdentifier`: an element with one may be kept at ``ModelDetail/accessors``.
        var isKey = false
        /// `id`: its values are unique, so ``ValueCache`` is not asked for them.
        var isUnique = false
    }

    let detail: ModelDetail
    /// Every name known, from any file. Index 0: the name of a missing pointer.
    private(set) var table: [Name]
    /// Open addressing over ``table`` by content: an index into `table`, or 0 for an empty slot.
    private var slots: [Int32]
    /// Per entry of ``table``: the hash, start and length of its bytes in ``bytes``.
    private var entries: [(hash: UInt64, start: Int, length: Int)]
    private var bytes: [UInt8] = []

    /// This file's dictionary pointers and their indexes in ``table``, direct-mapped by pointer: a
    /// file uses a few hundred names at most, so nearly every lookup hits, and a miss (a name's first
    /// use in the file, or a collision) finds the name by its bytes.
    private var recentKeys: [UnsafeRawPointer?]
    private var recentIndexes: [Int]
    /// The slots of ``recentKeys`` filled since ``startFile()``: the only ones it has to clear.
    private var recentFilled: [Int] = []
    private static let recentBits = 10

    init(detail: ModelDetail) {
        self.detail = detail
        table = [Name(string: "", isRead: true)]
        slots = [Int32](repeating: 0, count: 1024)
        entries = [(0, 0, 0)]
        recentKeys = [UnsafeRawPointer?](repeating: nil, count: 1 << Self.recentBits)
        recentIndexes = [Int](repeating: 0, count: 1 << Self.recentBits)
    }

    /// An interner that holds nothing, to stand in the workspace while a parse uses its interner;
    /// never used to intern.
    static func placeholder(detail: ModelDetail) -> NameInterner { NameInterner(placeholderFor: detail) }

    private init(placeholderFor detail: ModelDetail) {
        self.detail = detail
        table = []
        slots = []
        entries = []
        recentKeys = []
        recentIndexes = []
    }

    /// How many names are known.
    var count: Int { table.count }

    /// Forgets the previous file's pointers (its dictionary is gone), keeping the names.
    mutating func startFile() {
        for slot in recentFilled { recentKeys[slot] = nil }
        recentFilled.removeAll(keepingCapacity: true)
    }

    /// The interned name at `pointer`.
    mutating func name(_ pointer: UnsafePointer<xmlChar>?) -> Name {
        let index = index(pointer)  // first: interning may grow the table
        return table[index]
    }

    /// The index in ``table`` of the interned name at `pointer`.
    mutating func index(_ pointer: UnsafePointer<xmlChar>?) -> Int {
        guard let pointer else { return 0 }
        let key = UnsafeRawPointer(pointer)
        // Interned names sit a few bytes apart: mix all address bits into the slot.
        let slot = Int(
            truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - Self.recentBits))
        if recentKeys[slot] == key { return recentIndexes[slot] }
        let index = intern(pointer)
        if recentKeys[slot] == nil { recentFilled.append(slot) }
        recentKeys[slot] = key
        recentIndexes[slot] = index
        return index
    }

    /// The index of the name spelled by the C string at `pointer`, added when new.
    private mutating func intern(_ pointer: UnsafePointer<xmlChar>) -> Int {
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for offset in 0..<length { hash = (hash ^ UInt64(pointer[offset])) &* 0x100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot])
            let entry = entries[index]
            if entry.hash == hash, entry.length == length,
                bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + entry.start, pointer, length) == 0 })
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        let string = String(cString: pointer)
        let index = table.count
        table.append(
            Name(
                string: string, isRead: detail == .full || ModelDetail.accessorAttributes.contains(string),
                isKey: string == "id" || string == "reuseIdentifier", isUnique: string == "id"))
        entries.append((hash, bytes.count, length))
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
        slots[slot] = Int32(index)
        if table.count * 2 > slots.count { rehash() }
        return index
    }

    /// Doubles ``slots`` (kept at most half full).
    private mutating func rehash() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in 1..<entries.count {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
