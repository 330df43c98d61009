import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The deployment targets an Xcode project's `project.pbxproj` sets (`IPHONEOS_DEPLOYMENT_TARGET`,
/// `MACOSX_DEPLOYMENT_TARGET`, `TVOS_DEPLOYMENT_TARGET` in its `XCBuildConfiguration`s), for
/// `migrate` when no other source gives one (``DeploymentTargets/applyXcodeProject(_:file:)``).
///
/// A text scan of the plist's objects, not a full parse: each `ID … = { isa = …; … };` object is
/// read for the keys below. A target's value is its own configurations' (every configuration:
/// Debug, Release…), else the project's. When targets differ, the lowest value of the targets that
/// copy a `.storyboard` or `.xib` into their bundle (their `PBXResourcesBuildPhase` lists one) is
/// taken, else the lowest of all.
public enum XcodeProjectTargets {
    /// One platform's value and how it was chosen.
    public struct Choice: Sendable, Equatable {
        public var version: OSVersion
        /// 1-based line of a build setting with that value.
        public var line: Int
        /// The note that says why this value when the project sets several (nil: one value).
        public var note: String?
    }

    /// The `project.pbxproj` of each `*.xcodeproj` directly in `folder` (project-relative, sorted).
    public static func projectFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { $0 + "/project.pbxproj" }.filter {
            FileManager.default.fileExists(atPath: folder + "/" + $0)
        }
    }

    /// Each platform's chosen target in the pbxproj `text`.
    public static func read(_ text: String) -> [Platform: Choice] {
        let objects = Self.objects(text)
        var byID: [String: PBXObject] = [:]
        for object in objects { byID[object.id] = object }
        // Configuration list → (setting, version, line) of its configurations.
        func settings(ofList id: String?) -> [(name: String, version: OSVersion, line: Int)] {
            guard let id, let list = byID[id] else { return [] }
            return list.list("buildConfigurations").flatMap { byID[$0]?.targets ?? [] }
        }
        let projectSettings =
            objects.first { $0.isa == "PBXProject" }.map {
                settings(ofList: $0.value("buildConfigurationList"))
            } ?? []
        var result: [Platform: Choice] = [:]
        for (variable, platform) in DeploymentTargets.environmentVariables {
            // (target name, its values, whether it copies IB files).
            var perTarget: [(name: String, values: [(OSVersion, Int)], ib: Bool)] = []
            for target in objects where target.isa == "PBXNativeTarget" {
                var values = settings(ofList: target.value("buildConfigurationList")).filter { $0.name == variable }
                if values.isEmpty { values = projectSettings.filter { $0.name == variable } }
                guard !values.isEmpty else { continue }
                let ib = target.list("buildPhases").contains { phase in
                    byID[phase]?.isa == "PBXResourcesBuildPhase"
                        && byID[phase]!.comments("files").contains {
                            $0.contains(".storyboard ") || $0.contains(".xib ")
                        }
                }
                perTarget.append((target.value("name") ?? target.id, values.map { ($0.version, $0.line) }, ib))
            }
            if perTarget.isEmpty {
                let values = projectSettings.filter { $0.name == variable }.map { ($0.version, $0.line) }
                guard let lowest = values.min(by: { $0.0 < $1.0 }) else { continue }
                let all = Set(values.map(\.0))
                result[platform] = Choice(
                    version: lowest.0, line: lowest.1,
                    note: all.count > 1 ? note(variable, all, lowest.0, "the lowest the project sets") : nil)
                continue
            }
            let withIB = perTarget.filter(\.ib)
            let chosenFrom = withIB.isEmpty ? perTarget : withIB
            let lowest = chosenFrom.flatMap(\.values).min { $0.0 < $1.0 }!
            let all = Set(perTarget.flatMap(\.values).map(\.0))
            var why: String?
            if all.count > 1 {
                let names = chosenFrom.filter { $0.values.contains { $0.0 == lowest.0 } }.map(\.name).sorted()
                why = note(
                    variable, all, lowest.0,
                    withIB.isEmpty
                        ? "the lowest (no target copies a storyboard or xib)"
                        : "the lowest of the targets that copy the storyboards and xibs ("
                            + names.joined(separator: ", ") + ")")
            }
            result[platform] = Choice(version: lowest.0, line: lowest.1, note: why)
        }
        return result
    }

    static func note(_ variable: String, _ all: Set<OSVersion>, _ chosen: OSVersion, _ how: String) -> String {
        "\(variable): the project's targets set " + all.sorted().map(\.description).joined(separator: ", ")
            + "; the code is generated for \(chosen), " + how
    }

    /// One object of the pbxproj: its id, its text, and the line its text starts on.
    struct PBXObject {
        var id: String
        var body: Substring
        var line: Int

        var isa: String? { value("isa") }

        /// `key = value;` at the object's top level.
        func value(_ key: String) -> String? {
            for line in body.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix(key + " = ") else { continue }
                let rest = trimmed.dropFirst(key.count + 3)
                let value = rest.prefix { $0 != ";" && $0 != " " }
                return String(value.trimmingQuotes)
            }
            // One-line objects: `{isa = PBXBuildFile; fileRef = …; }`.
            guard let range = body.firstRange(of: key + " = ") else { return nil }
            return String(body[range.upperBound...].prefix { $0 != ";" && $0 != " " })
        }

        /// The ids of `key = ( ID /* comment */, … );`.
        func list(_ key: String) -> [String] { entries(key).map(\.id) }

        /// The comments of `key = ( ID /* comment */, … );`.
        func comments(_ key: String) -> [String] { entries(key).map(\.comment) }

        func entries(_ key: String) -> [(id: String, comment: String)] {
            guard let start = body.firstRange(of: key + " = (") else { return [] }
            let rest = body[start.upperBound...]
            let list = rest.prefix { $0 != ")" }
            return list.split(separator: ",").compactMap { item in
                let trimmed = item.trimmingSpaces
                guard !trimmed.isEmpty else { return nil }
                let id = String(trimmed.prefix { $0 != " " })
                let comment = trimmed.firstRange(of: "/* ").map { String(trimmed[$0.upperBound...]) } ?? ""
                return (id, comment)
            }
        }

        /// The `*_DEPLOYMENT_TARGET` settings of an `XCBuildConfiguration`, with their lines.
        var targets: [(name: String, version: OSVersion, line: Int)] {
            guard isa == "XCBuildConfiguration" else { return [] }
            var found: [(String, OSVersion, Int)] = []
            for (offset, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                for (variable, _) in DeploymentTargets.environmentVariables where trimmed.hasPrefix(variable + " = ") {
                    let value = trimmed.dropFirst(variable.count + 3).prefix { $0 != ";" }
                    if let version = OSVersion(value.trimmingQuotes) {
                        found.append((variable, version, self.line + offset))
                    }
                }
            }
            return found
        }
    }

    /// The objects of `text`: each `ID /* comment */ = {` up to the brace that closes it, at the
    /// depth of the `objects = {` dictionary.
    static func objects(_ text: String) -> [PBXObject] {
        var objects: [PBXObject] = []
        var depth = 0
        var line = 1
        var current: (id: String, start: String.Index, line: Int)?
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" {
                line += 1
                lineStart = text.index(after: index)
            } else if character == "{" {
                depth += 1
                if depth == 3 {
                    let head = text[lineStart..<index].drop { $0 == " " || $0 == "\t" }
                    let id = head.prefix { $0 != " " && $0 != "=" }
                    current = (String(id), text.index(after: index), line)
                }
            } else if character == "}" {
                if depth == 3, let open = current {
                    objects.append(PBXObject(id: open.id, body: text[open.start..<index], line: open.line))
                    current = nil
                }
                depth -= 1
            } else if character == "\"" {
                // Quoted values may hold braces.
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" {
                    if text[index] == "\\" { index = text.index(after: index) }
                    if index < text.endIndex, text[index] == "\n" { line += 1 }
                    if index < text.endIndex { index = text.index(after: index) }
                }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return objects
    }
}

extension StringProtocol {
    /// Without leading and trailing `"`.
    var trimmingQuotes: String { String(drop { $0 == "\"" }.reversed().drop { $0 == "\"" }.reversed()) }
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
