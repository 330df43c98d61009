import IBModel

extension IBAttributes {
    /// The value of attribute `name` (as the subscript finds it), comparing lengths before names.
    ///
    /// The subscript compares `name` with each attribute's name; a name of another length then
    /// goes through the string comparison, which cost more than the rest of a lookup. The generator
    /// reads attributes of every view, most of them absent (`customClass`), so every name is passed.
    func value(_ name: String) -> String? {
        // Pairs read in place: a `for` loop copied each pair (a retain and a release of both strings).
        let count = name.utf8.count
        return pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices where pairs[index].name.utf8.count == count && pairs[index].name == name {
                return pairs[index].value
            }
            return nil
        }
    }

    /// ``bool(_:default:)`` through ``value(_:)``: `YES`/`true` is true, absent is false.
    func flag(_ name: String) -> Bool {
        guard let value = value(name) else { return false }
        return Self.isTrue(value)
    }
}
