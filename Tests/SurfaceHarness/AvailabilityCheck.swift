import Foundation

/// Type-checks code against the surface **at a deployment target**, with the surface's availability
/// enforced: a call above the target outside `if #available` is an error, a member deprecated at or
/// below the target warns, one deprecated above it does not (as on Apple platforms).
///
/// On Linux `@available(iOS 16.0, *)` has no effect, so the surface's availability attributes are
/// rewritten into Swift's custom availability domains (`-enable-experimental-feature
/// CustomAvailability`): `SbgenIOS16_0` for iOS 16.0, dynamic above the target (`if #available`
/// needed) and always enabled at or below it. Domains have no order, so `#available(iOS 16.0, *)`
/// in checked code becomes `#available(SbgenIOS13_0), #available(SbgenIOS16_0)` (every dynamic
/// domain up to 16.0). A domain attribute read from another module crashes the Swift 6.3.1
/// compiler, so the surface sources and the checked code are compiled as one module
/// (`-module-name UIKit`/`AppKit`, imports of the surface modules removed). The surface itself is
/// type-checked again for every call (about 2.5 s of CPU): batch the sources of one target into one call.
/// See `Tests/Surface/README.md`.
public enum AvailabilityCheck {
    /// A platform and version: `iOS` (UIKit surface, also for tvOS code) or `macOS` (AppKit surface).
    public struct Target: Sendable, Hashable, CustomStringConvertible {
        public var platform: SurfacePlatform
        public var version: [Int]

        /// `version` like `13.0` or `10.12.2`.
        public init(_ platform: SurfacePlatform, _ version: String) {
            self.platform = platform
            self.version = Self.numbers(version)
        }

        public var description: String { "\(platform.rawValue) \(Self.text(version))" }

        static func numbers(_ text: String) -> [Int] {
            var numbers = text.split(separator: ".").compactMap { Int($0) }
            while numbers.count < 3 { numbers.append(0) }
            return numbers
        }

        static func text(_ numbers: [Int]) -> String {
            numbers[2] == 0 ? "\(numbers[0]).\(numbers[1])" : "\(numbers[0]).\(numbers[1]).\(numbers[2])"
        }

        /// `SbgenIOS16_0`, `SbgenMacOS10_12_2`.
        func domain(_ version: [Int]) -> String {
            let prefix = platform == .iOS ? "SbgenIOS" : "SbgenMacOS"
            return prefix + Self.text(version).replacingOccurrences(of: ".", with: "_")
        }
    }

    /// The diagnostics of `sources` (library files) at `target`: those located in `sources` or in no
    /// file (the surface's own warnings are not the checked code's), with domain names written back as
    /// `iOS 16.0`. Empty when every call is available at the target (or inside `#available`) and
    /// nothing deprecated at the target is used. Warnings stay warnings.
    public static func check(_ sources: [String], at target: Target) throws -> [Diagnostic] {
        let compiler = SurfaceCompiler.shared
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("availability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var rewriter = Rewriter(target: target)
        var files: [String] = []
        let joined = sources.joined(separator: "\n")
        var folders = ["Shared", target.platform.uiModule]
        for module in ["WebKit", "MapKit", "AVKit", "SwiftUI"] where joined.contains("import \(module)") {
            folders.append(module)
        }
        var surface: [(name: String, text: String)] = []
        for folder in folders {
            let directory = compiler.surfaceDirectory.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                surface.append(("Surface-\(folder)-\(name)", text))
                rewriter.collectVersions(text)
                rewriter.collectTypes(text)
            }
        }
        for (name, text) in surface {
            let file = work.appendingPathComponent(name)
            try rewriter.surface(text).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        // What stored properties of the surface start with: only types are checked here, and an
        // initial value may name a newer case than the property (`modalPresentationStyle = .automatic`).
        let defaults = work.appendingPathComponent("Surface-Defaults.swift")
        try "func _sbgenDefault<T>() -> T { fatalError() }\n".write(to: defaults, atomically: true, encoding: .utf8)
        files.append(defaults.path)
        var checked: Set<String> = []
        for (index, source) in sources.enumerated() {
            let name = "Checked\(index).swift"
            let file = work.appendingPathComponent(name)
            try rewriter.checked(SurfaceCompiler.rewriteObjC(source)).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            checked.insert(name)
        }
        // One frontend job (`-wmo`): per-file jobs stop at the first file with errors, and each would
        // type-check the surface again.
        var arguments =
            ["-typecheck", "-wmo", "-parse-as-library", "-module-name", target.platform.uiModule]
            + SurfaceCompiler.languageFlags + ["-enable-experimental-feature", "CustomAvailability"]
            + SurfaceCompiler.diagnosticFlags
        if target.platform == .iOS { arguments += ["-D", "SURFACE_IOS"] }
        for version in rewriter.versions.sorted(by: Target.less) {
            let kind =
                Target.less(target.version, version)
                ? "-define-dynamic-availability-domain" : "-define-always-enabled-availability-domain"
            arguments += ["-Xfrontend", kind, "-Xfrontend", target.domain(version)]
        }
        let output = try compiler.runTool(try compiler.swiftc(), arguments + files, in: work)
        if let folder = ProcessInfo.processInfo.environment["SBGEN_AVAILABILITY_KEEP"] {
            // One copy per target (`SBGEN_AVAILABILITY_KEEP=dir` keeps `dir-iOS-12.0/`…), to rerun by hand.
            let keep = "\(folder)-\(target.platform.rawValue)-\(Target.text(target.version))"
            try? FileManager.default.removeItem(atPath: keep)
            try? FileManager.default.copyItem(atPath: work.path, toPath: keep)
            try? (arguments + files).joined(separator: " ").write(
                toFile: keep + "/arguments.txt", atomically: true, encoding: .utf8)
        }
        // Diagnostics in the checked files, and those without a file (a problem of the check itself).
        let located = Diagnostic.parse(output.output).filter {
            (checked.contains($0.file) || $0.file.isEmpty) && $0.severity != .note
        }
        return located.map {
            var diagnostic = $0
            for version in rewriter.versions {
                diagnostic.message = diagnostic.message.replacingOccurrences(
                    of: target.domain(version), with: "\(target.platform.rawValue) \(Target.text(version))")
            }
            return diagnostic
        }
    }

    /// Rewrites availability for one target; collects the versions it turned into domains.
    struct Rewriter {
        let target: Target
        /// Every version made a domain (each becomes a `-define-…-availability-domain`).
        var versions: Set<[Int]> = []

        var platformNames: [String] { target.platform == .iOS ? ["iOS", "tvOS"] : ["macOS"] }

        /// Every version above the target that `text` names in an availability attribute: all are
        /// known before any declaration gets its domains (a declaration gets every domain up to its
        /// version, so that it may use what older versions have).
        mutating func collectVersions(_ text: String) {
            let pattern =
                #"@available\((?:[^()]*?\b(?:"# + platformNames.joined(separator: "|")
                + #")(?: |, introduced: )(\d+(?:\.\d+){0,2}))"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return }
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let version = Target.numbers(String(text[range]))
                if Target.less(target.version, version) { versions.insert(version) }
            }
        }

        /// Types above the target, by name as the surface spells them (`UIAction`,
        /// `UIImage.SymbolConfiguration`): internal storage of such a type gets the type's domains.
        var restrictedTypes: [String: [Int]] = [:]

        /// Records the types of `text` declared with a version above the target (top-level, or
        /// nested one level in a type or extension, qualified with it).
        mutating func collectTypes(_ text: String) {
            var outer: String?
            var pending: [Int]?
            let declaration = try? NSRegularExpression(
                pattern:
                    #"^(\s*)(?:@\w+(?:\([^()]*\))?\s+)*(?:(?:public|open|final|indirect)\s+)*(class|struct|enum|protocol|extension)\s+([\w.]+)"#
            )
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let version = availabilityVersion(trimmed), Self.isAttributeLine(trimmed) {
                    pending = version
                    continue
                }
                if Self.isAttributeLine(trimmed) { continue }
                defer { pending = nil }
                guard let declaration,
                    let match = declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                    let indentRange = Range(match.range(at: 1), in: line),
                    let kindRange = Range(match.range(at: 2), in: line),
                    let nameRange = Range(match.range(at: 3), in: line)
                else { continue }
                let name = String(line[nameRange])
                let topLevel = line[indentRange].isEmpty
                if topLevel { outer = name }
                guard line[kindRange] != "extension", let version = pending else { continue }
                restrictedTypes[topLevel ? name : "\((outer ?? "")).\(name)"] = version
            }
        }

        /// The version of this platform in an `@available(… V …)` attribute of `line`, above the target.
        func availabilityVersion(_ line: String) -> [Int]? {
            let pattern =
                #"@available\((?:[^()]*?\b(?:"# + platformNames.joined(separator: "|")
                + #")(?: |, introduced: )(\d+(?:\.\d+){0,2}))"#
            guard let range = line.range(of: pattern, options: .regularExpression),
                let number = line[range].range(of: #"\d+(\.\d+){0,2}$"#, options: .regularExpression)
            else { return nil }
            let version = Target.numbers(String(line[range][number]))
            return Target.less(target.version, version) ? version : nil
        }

        /// The latest version of the restricted types `type` names.
        func restriction(of type: String) -> [Int]? {
            restrictedTypes.filter {
                type.range(of: #"(?<![\w.])"# + $0.key + #"(?![\w])"#, options: .regularExpression) != nil
            }
            .map(\.value).max(by: Target.less)
        }

        /// The surface's attributes: introduced above the target → the domain attribute; at or
        /// below → removed. Deprecated at or below the target → `@available(*, deprecated)` kept;
        /// above → removed. Imports of the surface modules are dropped (one module).
        mutating func surface(_ text: String) -> String {
            var lines: [String] = []
            var dropNextDeprecation = false
            // After a domain attribute: the declaration it is on (a stored property cannot have one).
            var attributed = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if Self.isSurfaceImport(trimmed) { continue }
                if attributed, !Self.isAttributeLine(trimmed) {
                    attributed = false
                    if let (backing, computed) = Self.storedProperty(line) {
                        // The attributes just written belong to the computed property.
                        var attributes: [String] = []
                        while let last = lines.last, Self.isAttributeLine(last.trimmingCharacters(in: .whitespaces)) {
                            attributes.insert(lines.removeLast(), at: 0)
                        }
                        lines.append(backing)
                        lines += attributes
                        lines.append(computed)
                        continue
                    }
                }
                if trimmed == "@available(*, deprecated)" {
                    if dropNextDeprecation {
                        dropNextDeprecation = false
                        continue
                    }
                    lines.append(line)
                    continue
                }
                dropNextDeprecation = false
                if let deprecated = Self.deprecation(trimmed, platforms: platformNames) {
                    // `@available(iOS, introduced: 2.0, deprecated: 15.0)`, then `@available(*, deprecated)`.
                    let indent = String(line.prefix { $0 == " " })
                    if let introduced = deprecated.introduced {
                        let added = attributes(introduced, indent: indent, single: false)
                        lines += added
                        attributed = attributed || !added.isEmpty
                    }
                    dropNextDeprecation = Target.less(target.version, deprecated.deprecated)
                    continue
                }
                if !attributed, trimmed.hasPrefix("extension "),
                    let name = trimmed.dropFirst("extension ".count).split(whereSeparator: { " :{<".contains($0) })
                        .first,
                    let version = restrictedTypes[String(name)]
                {
                    // An extension of a type newer than the target is only available with it.
                    lines += attributes(version, indent: String(line.prefix { $0 == " " }), single: false)
                    lines.append(line)
                    continue
                }
                if !attributed, trimmed.hasPrefix("var _s_"), let (backing, computed) = Self.storedProperty(line),
                    let type = Self.storedType(line), let version = restriction(of: type)
                {
                    // Storage of a type newer than the target: only the members of that version use it.
                    let indent = String(line.prefix { $0 == " " })
                    lines.append(backing)
                    lines += attributes(version, indent: indent, single: false)
                    lines.append(computed)
                    continue
                }
                let rewritten = rewriteAttributes(Self.withoutInitialValue(line), single: false)
                if rewritten.contains("@available(Sbgen") { attributed = true }
                lines.append(rewritten)
            }
            return lines.joined(separator: "\n")
        }

        /// `open var name: T = value` (an instance stored property) → a private stored
        /// `_sbgenAvailable_name: Any?` and the computed `name` over it, which can carry a domain
        /// attribute (a stored property cannot; `T` itself may be available in that domain only).
        /// Only types are checked here, never values.
        static func storedProperty(_ line: String) -> (backing: String, computed: String)? {
            let pattern =
                #"^(\s*)((?:(?:@\w+|open|public|internal|final|override|weak|unowned\(unsafe\)|unowned|lazy|nonisolated)\s+)*)"#
                + #"var\s+(\w+)\s*:\s*([^=]+?)\s*=\s*([^{}]+)$"#
            guard let regex = try? NSRegularExpression(pattern: pattern),
                let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            else { return nil }
            func group(_ index: Int) -> String {
                Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
            }
            let (indent, modifiers, name, type) = (group(1), group(2), group(3), group(4))
            let access = modifiers.split(separator: " ").map(String.init).filter {
                !$0.hasPrefix("weak") && !$0.hasPrefix("unowned") && $0 != "lazy"
            }
            let backing = "_sbgenAvailable_\(name)"
            return (
                "\(indent)private var \(backing): Any? = nil",
                "\(indent)\((access + ["var"]).joined(separator: " ")) \(name): \(type) "
                    + "{ get { (\(backing) as? \(type)) ?? _sbgenDefault() } set { \(backing) = newValue } }"
            )
        }

        /// Checked code: `#available(iOS 16.0, *)` → the domains up to 16.0; `#unavailable(macOS 10.15)`
        /// → its domain; `@available(iOS 13.0, *)` → domain attributes; `@available(iOS, deprecated:
        /// 26.0, message: …)` → `@available(*, deprecated, message: …)` at a target from 26.0, else removed.
        mutating func checked(_ text: String) -> String {
            var lines: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if Self.isSurfaceImport(trimmed) { continue }
                if let (version, message) = Self.platformDeprecation(trimmed, platforms: platformNames) {
                    if !Target.less(target.version, version) {
                        let indent = String(line.prefix { $0 == " " })
                        lines.append(indent + "@available(*, deprecated\(message.map { ", message: \($0)" } ?? ""))")
                    }
                    continue
                }
                if trimmed.hasPrefix("@available("), Self.platformDeprecationAny(trimmed) {
                    continue  // another platform's deprecation
                }
                lines.append(rewriteConditions(rewriteAttributes(line, single: false)))
            }
            return lines.joined(separator: "\n")
        }

        /// `@available(iOS 13.0, *)` / `@available(iOS 13.0, macOS 10.15, *)` → the domain attribute of
        /// this platform's version (none at or below the target); `@available(tvOS, unavailable)` →
        /// removed (the UIKit surface is compiled as iOS). Other attributes stay.
        mutating func rewriteAttributes(_ line: String, single: Bool = true) -> String {
            var result = line
            while let range = result.range(of: #"@available\(([^()]*)\)"#, options: .regularExpression) {
                let arguments = String(result[range].dropFirst("@available(".count).dropLast())
                let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[1] == "unavailable", parts[0] != "*" {
                    result.replaceSubrange(range, with: "")
                    continue
                }
                guard parts.count >= 2, parts.last == "*" else {
                    // `@available(*, deprecated…)` and the like: marked so that the search moves on.
                    result.replaceSubrange(range, with: "@\u{0}available(" + arguments + ")")
                    continue
                }
                var version: [Int]?
                for part in parts {
                    let words = part.split(separator: " ")
                    if words.count == 2, platformNames.contains(String(words[0])) {
                        version = Target.numbers(String(words[1]))
                    }
                }
                let replacement = version.map { attributes($0, single: single).joined(separator: " ") } ?? ""
                result.replaceSubrange(
                    range, with: replacement.replacingOccurrences(of: "@available(", with: "@\u{0}available("))
            }
            return result.replacingOccurrences(of: "@\u{0}available(", with: "@available(")
        }

        /// `#available(iOS 16.0, *)` and `#unavailable(…)`.
        mutating func rewriteConditions(_ line: String) -> String {
            var result = line
            for keyword in ["#available(", "#unavailable("] {
                while let range = result.range(of: keyword), let close = result[range.upperBound...].firstIndex(of: ")")
                {
                    let arguments = String(result[range.upperBound..<close])
                    var version: [Int]?
                    for part in arguments.split(separator: ",") {
                        let words = part.trimmingCharacters(in: .whitespaces).split(separator: " ")
                        if words.count == 2, platformNames.contains(String(words[0])) {
                            version = Target.numbers(String(words[1]))
                        }
                    }
                    guard let version else {
                        // No version for this platform (`#available(macOS 11, *)` in iOS code): always true.
                        result.replaceSubrange(
                            range.lowerBound...close, with: keyword == "#available(" ? "true" : "false")
                        continue
                    }
                    versions.insert(version)
                    let name = keyword.dropLast().dropFirst()
                    let replacement: String
                    if keyword == "#available(" {
                        let domains = versions.filter { !Target.less(version, $0) && Target.less(target.version, $0) }
                            .sorted(by: Target.less)
                        replacement =
                            (domains.isEmpty ? [version] : domains).map { "#\u{0}\(name)(\(target.domain($0)))" }
                            .joined(separator: ", ")
                    } else {
                        replacement = "#\u{0}\(name)(\(target.domain(version)))"
                    }
                    result.replaceSubrange(range.lowerBound...close, with: replacement)
                }
            }
            return result.replacingOccurrences(of: "#\u{0}", with: "#")
        }

        /// `@available(SbgenIOS16_0)` for a version above the target (nothing at or below it); with
        /// `single` false, every dynamic domain up to it (`@available(SbgenIOS13_0)
        /// @available(SbgenIOS16_0)`), as checked declarations need to use all API up to `version`.
        mutating func attributes(_ version: [Int], indent: String = "", single: Bool = true) -> [String] {
            guard Target.less(target.version, version) else { return [] }
            versions.insert(version)
            let domains =
                single
                ? [version]
                : versions.filter { !Target.less(version, $0) && Target.less(target.version, $0) }.sorted(
                    by: Target.less)
            return domains.map { "\(indent)@available(\(target.domain($0)))" }
        }

        /// `var x: T = value` → `var x: T = _sbgenDefault()` (a property with a type and an initial value).
        static func withoutInitialValue(_ line: String) -> String {
            // One line only: an initial value that goes on (`= [`) is left as it is.
            func count(_ characters: String) -> Int { line.filter { characters.contains($0) }.count }
            guard line.contains(" var "), !line.contains("{"), count("([") == count(")]"),
                let range = line.range(of: #"(\bvar\s+\w+\s*:\s*[^=]+?\s*=\s*)[^=].*$"#, options: .regularExpression),
                let equals = line[range].range(of: "=")
            else { return line }
            return String(line[..<equals.upperBound]) + " _sbgenDefault()"
        }

        /// The type of a stored property line (`var x: T = v` → `T`).
        static func storedType(_ line: String) -> String? {
            guard let colon = line.firstIndex(of: ":"), let equals = line[colon...].firstIndex(of: "=") else {
                return nil
            }
            return line[line.index(after: colon)..<equals].trimmingCharacters(in: .whitespaces)
        }

        /// A line of attributes only (`@available(…) @available(…)`), not a declaration.
        static func isAttributeLine(_ line: String) -> Bool {
            line.range(of: #"^(@\w+(\([^()]*\))?\s*)+$"#, options: .regularExpression) != nil
        }

        static func isSurfaceImport(_ line: String) -> Bool {
            for module in ["UIKit", "AppKit", "WebKit", "MapKit", "AVKit", "SwiftUI"] {
                if line == "import \(module)" || line == "@_exported import \(module)" { return true }
            }
            return false
        }

        /// `@available(iOS, introduced: 2.0, deprecated: 15.0)` of the surface.
        static func deprecation(_ line: String, platforms: [String]) -> (introduced: [Int]?, deprecated: [Int])? {
            for platform in platforms {
                let prefix = "@available(\(platform), introduced: "
                guard line.hasPrefix(prefix), line.hasSuffix(")"), let comma = line.range(of: ", deprecated: ")
                else { continue }
                let introduced = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<comma.lowerBound])
                let deprecated = String(line[comma.upperBound...].dropLast())
                return (Target.numbers(introduced), Target.numbers(deprecated))
            }
            return nil
        }

        /// `@available(iOS, deprecated: 26.0, message: "…")` of checked code.
        static func platformDeprecation(_ line: String, platforms: [String]) -> ([Int], String?)? {
            for platform in platforms {
                let prefix = "@available(\(platform), deprecated: "
                guard line.hasPrefix(prefix), line.hasSuffix(")") else { continue }
                let rest = line.dropFirst(prefix.count).dropLast()
                if let comma = rest.range(of: ", message: ") {
                    return (Target.numbers(String(rest[..<comma.lowerBound])), String(rest[comma.upperBound...]))
                }
                return (Target.numbers(String(rest)), nil)
            }
            return nil
        }

        static func platformDeprecationAny(_ line: String) -> Bool {
            line.range(of: #"^@available\((iOS|tvOS|macOS|watchOS), deprecated: "#, options: .regularExpression) != nil
        }
    }
}

extension AvailabilityCheck.Target {
    static func less(_ lhs: [Int], _ rhs: [Int]) -> Bool { lhs.lexicographicallyPrecedes(rhs) }
}
