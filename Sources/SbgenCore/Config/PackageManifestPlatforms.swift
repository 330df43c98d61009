import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `platforms:` a `Package.swift` declares: what the plugins pass as the package's minimum
/// deployment targets (`SBGEN_PACKAGE_MANIFEST`).
///
/// SwiftPM tells a plugin nothing about platforms (`PackagePlugin` has no such API), and running
/// `swift package dump-package` inside a build would re-enter SwiftPM, so the manifest is read as
/// text: the `platforms:` argument of the `Package(…)` initializer, a literal list of
/// `.iOS(.v13)`, `.iOS(.v13_4)`, `.iOS("13.4")`, `.macOS(.v10_15)`, `.tvOS(…)` (other platforms
/// are ignored). Comments are skipped; conditions such as `.when(platforms: [.iOS])` are not the
/// initializer's argument and are ignored. A `platforms:` given as anything else (a variable, a
/// computed list) is a warning, and the platforms keep their defaults. `Package@swift-*.swift`
/// variants are not read.
public enum PackageManifestPlatforms {
    /// Reads the manifest at `path`.
    /// - Returns: the declared minimums, and warnings (located in the manifest) for what could not be read.
    public static func read(path: String) -> ([Platform: (version: OSVersion, location: SourceLocation)], [Diagnostic])
    {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (
                [:],
                [
                    .warning(
                        "cannot read the package manifest; its platforms are not used", at: SourceLocation(file: path))
                ]
            )
        }
        return parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// Parses manifest text; `file` is put in the diagnostics' locations.
    public static func parse(
        _ text: String, file: String
    ) -> ([Platform: (version: OSVersion, location: SourceLocation)], [Diagnostic]) {
        let bytes = blankedComments(Array(text.utf8))
        func location(_ offset: Int) -> SourceLocation {
            var line = 1
            var column = 1
            for byte in bytes[..<offset] {
                if byte == 10 {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return SourceLocation(file: file, line: line, column: column)
        }
        guard let open = initializerArguments(bytes) else { return ([:], []) }
        guard let label = topLevelLabel("platforms", in: bytes, from: open) else { return ([:], []) }
        var index = skipSpaces(bytes, from: label.end)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
            return (
                [:],
                [
                    .warning(
                        "'platforms:' is not a list literal sbgen can read; the default deployment targets are used "
                            + "(set 'deploymentTarget' in sbgen.json)", at: location(label.start))
                ]
            )
        }
        index += 1
        var platforms: [Platform: (version: OSVersion, location: SourceLocation)] = [:]
        var diagnostics: [Diagnostic] = []
        for (start, end) in elements(bytes, from: index) {
            let item = String(decoding: bytes[start..<end], as: UTF8.self).filter { !$0.isWhitespace }
            guard let (platform, argument) = platformCall(item) else { continue }
            guard let version = version(argument) else {
                diagnostics.append(
                    .warning(
                        "'\(item)' is not a version sbgen can read; \(platform.availabilityName) keeps its default "
                            + "deployment target", at: location(start + leadingSpaces(bytes, from: start))))
                continue
            }
            platforms[platform] = (version, location(start + leadingSpaces(bytes, from: start)))
        }
        return (platforms, diagnostics)
    }

    /// `.iOS(.v13)` → (iOS, `.v13`); nil for platforms sbgen does not generate for.
    static func platformCall(_ item: String) -> (Platform, Substring)? {
        var item = Substring(item)
        if item.hasPrefix("SupportedPlatform.") { item = item.dropFirst("SupportedPlatform".count) }
        for (name, platform) in [(".iOS(", Platform.iOS), (".macOS(", .macOS), (".tvOS(", .tvOS)]
        where item.hasPrefix(name) && item.hasSuffix(")") {
            return (platform, item.dropFirst(name.count).dropLast())
        }
        return nil
    }

    /// `.v13`, `.v13_4`, `.v10_15`, `"13.4"` → the version.
    static func version(_ argument: Substring) -> OSVersion? {
        if argument.hasPrefix(".v") {
            return OSVersion(String(argument.dropFirst(2).map { $0 == "_" ? "." : $0 }))
        }
        if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
            return OSVersion(argument.dropFirst().dropLast())
        }
        return nil
    }

    /// The offset just after the `(` of `Package(`: the manifest's initializer call.
    static func initializerArguments(_ bytes: [UInt8]) -> Int? {
        let name = Array("Package".utf8)
        var index = 0
        while index + name.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == name[0], Array(bytes[index..<(index + name.count)]) == name else { continue }
            if index > 0, isIdentifierByte(bytes[index - 1]) { continue }
            let after = skipSpaces(bytes, from: index + name.count)
            if after < bytes.count, bytes[after] == UInt8(ascii: "(") { return after + 1 }
        }
        return nil
    }

    /// `label:` directly inside the argument list that starts at `from` (not inside a nested call).
    static func topLevelLabel(_ label: String, in bytes: [UInt8], from: Int) -> (start: Int, end: Int)? {
        let name = Array(label.utf8)
        var depth = 0
        var index = from
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                if depth == 0 { return nil }  // the end of Package(…)
                depth -= 1
            } else if depth == 0, byte == name[0], index + name.count < bytes.count,
                Array(bytes[index..<(index + name.count)]) == name, index == 0 || !isIdentifierByte(bytes[index - 1])
            {
                let colon = skipSpaces(bytes, from: index + name.count)
                if colon < bytes.count, bytes[colon] == UInt8(ascii: ":") { return (index, colon + 1) }
            }
            index += 1
        }
        return nil
    }

    /// The comma-separated elements of the list whose first element starts at `from`, up to its `]`.
    static func elements(_ bytes: [UInt8], from: Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var depth = 0
        var start = from
        var index = from
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                if depth == 0 {
                    if bytes[start..<index].contains(where: { !isSpace($0) }) { result.append((start, index)) }
                    return result
                }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                result.append((start, index))
                start = index + 1
            }
            index += 1
        }
        return result
    }

    /// `bytes` with every `//` and `/* */` comment (nested, as Swift allows) replaced by spaces, line
    /// breaks kept, so offsets still give the lines and columns of the file.
    static func blankedComments(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") || byte == 10 {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 10 {
                    bytes[index] = 32
                    index += 1
                }
                continue
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*")
                    {
                        depth += 1
                        bytes[index] = 32
                        bytes[index + 1] = 32
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "/")
                    {
                        depth -= 1
                        bytes[index] = 32
                        bytes[index + 1] = 32
                        index += 2
                    } else {
                        if bytes[index] != 10 { bytes[index] = 32 }
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
                continue
            }
            index += 1
        }
        return bytes
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    static func skipSpaces(_ bytes: [UInt8], from: Int) -> Int {
        var index = from
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    static func leadingSpaces(_ bytes: [UInt8], from: Int) -> Int { skipSpaces(bytes, from: from) - from }
}
