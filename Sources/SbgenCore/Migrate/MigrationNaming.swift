/// Names for generated declarations, built from IB identifiers.
enum MigrationNaming {
    /// `show-detail.v2` → `ShowDetailV2`: ASCII letters and digits, each run capitalized; a leading
    /// digit gets an underscore.
    static func typeSafe(_ text: String) -> String {
        var result = ""
        var upperNext = true
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                upperNext = true
                continue
            }
            result += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// The class name without a module prefix (`App.Foo` → `Foo`).
    static func unqualified(_ name: String) -> String {
        // Most names have no module: no split, no new string (this runs for every custom class).
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `name`, or `name2`, `name3`… so that it is not in `used`; records the result.
    static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
