/// Turns any IB identifier (storyboard identifiers, segue identifiers, reuse identifiers, file
/// names) into a valid Swift name, with the same rules as the `swiftIdentifier:"pretty"` filter so
/// names match what SwiftGen-style templates produce.
public enum SwiftName {
    /// Member names (scenes, cases, reuse identifiers, nibs): `show detail` → `showDetail`,
    /// `42` → `_42`, `default` → `` `default` ``, `🍕` → `_u1F355`.
    public static func member(_ identifier: String) -> String {
        escaped(Filters.lowerFirstWord(base(identifier)))
    }

    /// Type names (storyboard and scene namespaces): `main-menu` → `MainMenu`. Never escaped:
    /// callers keep names such as `Type` or `Self` out through their reserved names.
    public static func type(_ identifier: String) -> String { base(identifier) }

    /// The type name of `folder` and `name` as one identifier (`App`, `Main` → `AppMain`): the name
    /// of "`folder` `name`", made from the two names alone when both are plain (the fast case).
    static func type(folder: String, name: String) -> String {
        if let first = plainBase(folder), let second = plainBase(name) { return first + second }
        return generalBase(folder + " " + name)
    }

    /// The member name of a type name ``type(_:)`` made (`AppMain` → `appMain`): what ``member(_:)``
    /// gives for the identifier it was made from.
    static func member(type: String) -> String { escaped(Filters.lowerFirstWord(type)) }

    /// Wraps Swift keywords in backticks.
    public static func escaped(_ name: String) -> String {
        Filters.reservedKeywords.contains(name) ? "`\(name)`" : name
    }

    /// True when `name` can be used as a class name in generated code: a plain identifier (no module
    /// dots, generics or mangled `_Tt` names).
    public static func isPlainTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, SwiftIdentifier.isHead(first), !name.hasPrefix("_Tt") else {
            return false
        }
        return name.unicodeScalars.allSatisfy(SwiftIdentifier.isTail)
    }

    /// The pretty identifier, or, when nothing of `identifier` survives (emoji only, punctuation),
    /// its scalars in hex so the name stays stable and distinct.
    private static func base(_ identifier: String) -> String {
        if let plain = plainBase(identifier) { return plain }
        return generalBase(identifier)
    }

    /// ``generalBase(_:)`` for the common plain names (`Main`, `itemCell`, `showDetail2`: ASCII letters
    /// and digits, a letter first, a lowercase letter after it), without its string passes: their
    /// pretty identifier is the name with its first letter uppercased.
    static func plainBase(_ identifier: String) -> String? {
        var utf8 = Array(identifier.utf8)
        guard let first = utf8.first, first.isASCIILetter else { return nil }
        var hasLowercase = false
        for byte in utf8.dropFirst() {
            guard byte.isASCIILetter || (0x30...0x39).contains(byte) else { return nil }
            if (0x61...0x7A).contains(byte) { hasLowercase = true }
        }
        guard hasLowercase else { return nil }
        if (0x61...0x7A).contains(first) { utf8[0] = first - 0x20 }
        return String(decoding: utf8, as: UTF8.self)
    }

    static func generalBase(_ identifier: String) -> String {
        let pretty = SwiftIdentifier.prettyIdentifier(from: identifier)
        if !pretty.isEmpty, pretty.unicodeScalars.contains(where: { $0 != "_" }) { return pretty }
        let hex = identifier.unicodeScalars.map { "u" + String($0.value, radix: 16, uppercase: true) }
        return "_" + (hex.isEmpty ? "empty" : hex.joined(separator: "_"))
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
}
