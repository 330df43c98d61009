import CLibXML2
import IBModel

/// Element and attribute names as Swift strings, by libxml2 dictionary pointer: libxml2 interns
/// every name, so a name is the same pointer each time it occurs, and each is converted once.
///
/// Kept from file to file with the dictionary it indexes (see ``ParseWorkspace``): most names of
/// one IB file occur in the next, so they are converted once per thread rather than per file.
struct NameInterner {
    /// An interned name, and whether its attribute value is read at the interner's ``ModelDetail``.
    struct Name {
        var string: String
        var isRead: Bool
        /// `id` or `reuseIdentifier`: an element with one may be kept at ``ModelDetail/accessors``.
        var isKey = false
    }

    let detail: ModelDetail
    private var indexes: [UnsafeRawPointer: Int] = [:]
    /// Index 0: the name of a missing pointer.
    private(set) var table = [Name(string: "", isRead: true)]
    /// A direct-mapped cache in front of ``indexes``: a few dozen distinct names make up almost every
    /// element and attribute, and this skips hashing for them.
    private var recentKeys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var recentIndexes = [Int](repeating: 0, count: 256)

    init(detail: ModelDetail) { self.detail = detail }

    /// How many names are known.
    var count: Int { table.count }

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
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if recentKeys[slot] == key { return recentIndexes[slot] }
        let index: Int
        if let known = indexes[key] {
            index = known
        } else {
            let string = String(cString: pointer)
            index = table.count
            table.append(
                Name(
                    string: string, isRead: detail == .full || ModelDetail.accessorAttributes.contains(string),
                    isKey: string == "id" || string == "reuseIdentifier"))
            indexes[key] = index
        }
        recentKeys[slot] = key
        recentIndexes[slot] = index
        return index
    }
}
