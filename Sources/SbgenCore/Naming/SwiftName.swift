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
        let pretty = SwiftIdentifier.prettyIdentifier(from: identifier)
        if !pretty.isEmpty, pretty.unicodeScalars.contains(where: { $0 != "_" }) { return pretty }
        let hex = identifier.unicodeScalars.map { "u" + String($0.value, radix: 16, uppercase: true) }
        return "_" + (hex.isEmpty ? "empty" : hex.joined(separator: "_"))
    }
}
