/// The launch keys an Xcode target sets as build settings rather than in an `Info.plist` file:
/// since Xcode 13, projects generate their Info.plist (`GENERATE_INFOPLIST_FILE = YES`) and a new
/// app's template writes `INFOPLIST_KEY_UIMainStoryboardFile = Main;`,
/// `INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;` or `INFOPLIST_KEY_NSMainNibFile = MainMenu;`
/// into `project.pbxproj`, with only the scene manifest (if any) in the Info.plist file.
///
/// Read from each `PBXNativeTarget`'s configurations (Debug, Release…), else from the project's
/// configuration of the same name, as Xcode resolves them. A value that uses a build variable
/// (`$(…)`) cannot be known without building, and is not read.
enum BuildSettingLaunchKeys {
    /// One `INFOPLIST_KEY_<key> = value;` setting.
    struct Setting: Sendable, Equatable {
        /// The Info.plist key, without `INFOPLIST_KEY_`: `UIMainStoryboardFile`.
        var key: String
        var value: String
        /// 1-based lines of the setting in `project.pbxproj`, one per configuration that sets it.
        var lines: [Int]
        /// The values other configurations set (Release `Main-Release` beside Debug `Main`), with
        /// their lines: the launch code is generated for ``value`` only.
        var otherValues: [(value: String, line: Int)] = []

        static func == (left: Setting, right: Setting) -> Bool {
            left.key == right.key && left.value == right.value && left.lines == right.lines
                && left.otherValues.map(\.value) == right.otherValues.map(\.value)
                && left.otherValues.map(\.line) == right.otherValues.map(\.line)
        }
    }

    /// One target's launch settings.
    struct Target: Sendable, Equatable {
        /// The target's `name`.
        var name: String
        /// The `project.pbxproj`, project-relative.
        var project: String
        /// `INFOPLIST_FILE`, project-relative (resolved against the folder holding the `.xcodeproj`;
        /// `$(SRCROOT)/` dropped); nil when the target sets none.
        var infoPlistFile: String?
        /// The settings, one per key, in ``keys`` order.
        var settings: [Setting]
    }

    /// The Info.plist keys read from build settings: those that load a storyboard or nib at launch,
    /// and the launch screen.
    static let keys = [
        "UIMainStoryboardFile", "NSMainStoryboardFile", "NSMainNibFile", "UILaunchStoryboardName",
    ]

    /// The targets of `text` (the `project.pbxproj` at project-relative `path`) that set a launch key.
    static func targets(_ text: String, path: String) -> [Target] {
        let objects = XcodeProjectTargets.objects(text)
        var byID: [String: XcodeProjectTargets.PBXObject] = [:]
        for object in objects { byID[object.id] = object }
        // `Folder/App.xcodeproj/project.pbxproj` → `Folder/`: Xcode resolves INFOPLIST_FILE from there.
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let projectFolder = components.count > 2 ? components.dropLast(2).joined(separator: "/") + "/" : ""
        func configurations(_ object: XcodeProjectTargets.PBXObject?) -> [XcodeProjectTargets.PBXObject] {
            guard let list = object?.value("buildConfigurationList").flatMap({ byID[$0] }) else { return [] }
            return list.list("buildConfigurations").compactMap { byID[$0] }
        }
        var projectByName: [String: XcodeProjectTargets.PBXObject] = [:]
        for configuration in configurations(objects.first { $0.isa == "PBXProject" }) {
            projectByName[configuration.value("name") ?? configuration.id] = configuration
        }
        var result: [Target] = []
        for target in objects where target.isa == "PBXNativeTarget" {
            var settings: [Setting] = []
            var infoPlistFile: String?
            for configuration in configurations(target) {
                let inherited = projectByName[configuration.value("name") ?? ""]
                for key in keys {
                    guard
                        let found = setting("INFOPLIST_KEY_" + key, in: configuration)
                            ?? inherited.flatMap({ setting("INFOPLIST_KEY_" + key, in: $0) })
                    else { continue }
                    // Configurations that differ (Debug `Main`, Release `Main-Release`): the first is read,
                    // the others kept for a warning.
                    if let index = settings.firstIndex(where: { $0.key == key }) {
                        if settings[index].value == found.value, !settings[index].lines.contains(found.line) {
                            settings[index].lines.append(found.line)
                        } else if settings[index].value != found.value,
                            !settings[index].otherValues.contains(where: { $0.line == found.line })
                        {
                            settings[index].otherValues.append((found.value, found.line))
                        }
                    } else {
                        settings.append(Setting(key: key, value: found.value, lines: [found.line]))
                    }
                }
                if infoPlistFile == nil,
                    let file = setting("INFOPLIST_FILE", in: configuration, allowingVariables: true)?.value
                {
                    let relative = file.hasPrefix("$(SRCROOT)/") ? String(file.dropFirst(11)) : file
                    if !relative.contains("$("), !relative.hasPrefix("/") { infoPlistFile = projectFolder + relative }
                }
            }
            guard !settings.isEmpty else { continue }
            settings.sort { keys.firstIndex(of: $0.key)! < keys.firstIndex(of: $1.key)! }
            result.append(
                Target(
                    name: target.value("name") ?? target.id, project: path, infoPlistFile: infoPlistFile,
                    settings: settings))
        }
        return result
    }

    /// `name = value;` in the `buildSettings` of `configuration`, unquoted, with its line; nil when
    /// unset or, unless `allowingVariables`, when the value uses a build variable.
    static func setting(
        _ name: String, in configuration: XcodeProjectTargets.PBXObject, allowingVariables: Bool = false
    ) -> (value: String, line: Int)? {
        for (offset, line) in configuration.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(name + " = ") else { continue }
            guard let value = Self.value(trimmed.dropFirst(name.count + 3)), !value.isEmpty,
                allowingVariables || !(value.contains("$(") || value.contains("${"))
            else { return nil }
            return (value, configuration.line + offset)
        }
        return nil
    }

    /// The value of `rest` (what follows `KEY = ` up to `;`): a quoted string with its escapes
    /// (`\"`, `\\`) undone, or a bare word; a `/* comment */` after it is not part of it. nil when
    /// the quotes do not close.
    static func value(_ rest: Substring) -> String? {
        if rest.first == "\"" {
            var result = ""
            var escaped = false
            for character in rest.dropFirst() {
                if escaped {
                    result.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    return result
                } else {
                    result.append(character)
                }
            }
            return nil
        }
        var bare = rest.prefix { $0 != ";" }
        if let comment = bare.firstRange(of: "/*") { bare = bare[..<comment.lowerBound] }
        return bare.trimmingSpaces
    }
}
