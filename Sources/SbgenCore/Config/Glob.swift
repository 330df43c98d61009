/// A path pattern from `sbgen.json`: `*` and `?` match within one path component, `**` matches any
/// number of whole components (including none). Patterns and paths use `/` and are compared as
/// written (relative to the configuration file's folder).
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.components = Self.normalize(pattern).split(separator: "/")
    }

    /// Whether `pattern` uses any wildcard (otherwise it names one file or folder).
    public static func hasWildcards(_ pattern: String) -> Bool {
        pattern.contains { $0 == "*" || $0 == "?" }
    }

    /// The part of the pattern before its first wildcard component: the folder to walk for matches.
    public var baseFolder: String {
        let fixed = components.prefix { !Self.hasWildcards(String($0)) }
        return fixed.isEmpty ? "." : fixed.joined(separator: "/")
    }

    /// Whether `path` matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        Self.match(components[...], Self.normalize(path).split(separator: "/")[...])
    }

    /// Whether `path` matches, or lies inside a folder that matches (how exclusions apply).
    public func matchesItselfOrAncestor(_ path: String) -> Bool {
        let parts = Self.normalize(path).split(separator: "/")
        return (1...max(1, parts.count)).contains { Self.match(components[...], parts.prefix($0)) }
    }

    /// `./a//b/` → `a/b`.
    static func normalize(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { match(rest, path.dropFirst($0)) }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (0...name.count).contains { matchComponent(pattern.dropFirst(), name.dropFirst($0)) }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
