import IBModel

extension IBAttributes {
    /// The value of attribute `name` (as the subscript finds it), comparing lengths before names.
    ///
    /// The subscript compares `name` with each attribute's name; a name of another length then
    /// goes through the string comparison, which cost more than the rest of a lookup. The generator
    /// reads attributes of every view, most of them absent (`customClass`), so every name is passed.
    func value(_ name: String) -> String? {
        let count = name.utf8.count
        for pair in pairs where pair.name.utf8.count == count && pair.name == name { return pair.value }
        return nil
    }

    /// ``bool(_:default:)`` through ``value(_:)``: `YES`/`true` is true, absent is false.
    func flag(_ name: String) -> Bool {
        guard let value = value(name) else { return false }
        return value == "YES" || value == "true"
    }
}
