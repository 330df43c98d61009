import Foundation

/// The plugin's copy of `OutputNaming` and `Glob` from SbgenCore (plugins cannot link library
/// code); `PluginConsumerTests` checks that the two agree on the consumer's files.
enum PluginOutputNaming {
    /// See `OutputNaming.fileNames(forRelativePaths:templateName:)`.
    static func fileNames(forRelativePaths relativePaths: [String], templateName: String) -> [String] {
        var taken: [String: Int] = [:]
        var names: [String: String] = [:]
        for path in relativePaths.sorted() {
            let flat = path.split(separator: "/").filter { $0 != "." }.joined(separator: "_")
            let count = taken[flat, default: 0] + 1
            taken[flat] = count
            names[path] = (count == 1 ? flat : "\(flat)-\(count)") + "+\(templateName).swift"
        }
        return relativePaths.map { names[$0]! }
    }
}

/// See `Glob` in SbgenCore: `*`, `?` within a component, `**` across components.
enum PluginGlob {
    static func matchesItselfOrAncestor(pattern: String, path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").filter { $0 != "." }
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (1...max(1, parts.count)).contains { match(patternParts[...], parts.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" { return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) } }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*": return (0...name.count).contains { matchComponent(pattern.dropFirst(), name.dropFirst($0)) }
        case "?": return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default: return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}

/// The plugin's copy of sbgen's `PluginGeneration.configDigest`: 64-bit FNV-1a of the configuration's
/// bytes in hexadecimal, `-` for none. sbgen compares it with the file it reads to tell an edited
/// configuration (build again) from names the two disagree on (a bug).
enum PluginConfigDigest {
    static func of(_ url: URL?) -> String {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return "-" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
