import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which of a project's property lists are the `Info.plist` of an app (or of an extension or
/// framework): every `*.plist` whose root dictionary has an application key, whatever its name
/// (`Info-Production.plist`, `App-Staging.plist`), and every plist given as `INFOPLIST_FILE`.
///
/// A `.plist` that is no property list sbgen reads (an encrypted `GoogleService-Info.plist`,
/// binary garbage, an OpenStep-style text plist) gets a warning at `path:1:1` and is skipped: it
/// stops nothing.
enum PlistDiscovery {
    /// One `Info.plist`, read.
    struct Plist: Sendable {
        /// Project-relative path.
        var path: String
        /// The file's bytes, edited later by ``InfoPlistEditor``.
        var data: Data
        /// Its launch keys, with those its target sets as build settings.
        var keys: InfoPlistEditor.LaunchKeys
        /// The target whose `INFOPLIST_KEY_…` build settings gave some of ``keys``.
        var buildSettings: BuildSettingLaunchKeys.Target?
        /// True when no Info.plist file exists: the target's build settings are all there is, and
        /// ``path`` is its `project.pbxproj`.
        var isGenerated = false

        /// Where the launch code for it goes, and the path its documents are looked up near: a
        /// generated plist's target folder (`Notes/` for target `Notes`), beside the project.
        var anchor: String {
            guard isGenerated, let target = buildSettings else { return path }
            let components = target.project.split(separator: "/").dropLast(2)
            return (components + [Substring(Self.folderName(target.name)), "Info.plist"]).joined(separator: "/")
        }

        /// A target's name as one folder name: letters, digits, `-`, `_`, `.` and spaces kept, anything
        /// else (`/`, a leading `.`) `_`, so that `../x` cannot leave the output folder.
        static func folderName(_ name: String) -> String {
            var result = String(
                name.map { character -> Character in
                    character.isLetter || character.isNumber || " -_".contains(character) ? character : "_"
                })
            if result.isEmpty || result.allSatisfy({ $0 == "_" }) { result = "Target" }
            return result
        }
    }

    /// Keys only an `Info.plist` has (Information Property List Key Reference): any one of them
    /// makes a plist an app's, an extension's or a framework's.
    static let applicationKeys: Set<String> = [
        "CFBundleIdentifier", "CFBundleExecutable", "CFBundlePackageType", "CFBundleShortVersionString",
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "NSMainStoryboardFile", "NSMainNibFile",
        "NSMainNibFile~ipad", "UIApplicationSceneManifest", "UILaunchStoryboardName", "UILaunchStoryboardName~ipad",
        "UILaunchStoryboardName~iphone", "UILaunchStoryboards", "UILaunchScreen", "LSRequiresIPhoneOS",
        "NSPrincipalClass", "NSExtension",
    ]

    /// Reads `candidates` (project-relative) and keeps the application plists, in path order.
    /// - Parameters:
    ///   - given: paths (among `candidates`) named by `INFOPLIST_FILE` / `--info-plist`: kept when
    ///     they read as a dictionary, application keys or not.
    ///   - root: the project folder.
    /// - Returns: the plists, and a warning for each `.plist` skipped because it could not be read.
    static func discover(
        _ candidates: [String], given: Set<String>, root: String
    ) -> (plists: [Plist], skipped: [Diagnostic]) {
        var plists: [Plist] = []
        var skipped: [Diagnostic] = []
        for path in Set(candidates).union(given).sorted() {
            let location = SourceLocation(file: path, line: 1, column: 1)
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
                skipped.append(.warning("cannot read the file; skipped", at: location))
                continue
            }
            let value: PropertyList
            do {
                value = try PropertyListReader.read(data).value
            } catch {
                skipped.append(
                    .warning(
                        "not a property list sbgen can read (XML or binary; an encrypted file, another format); "
                            + "skipped", at: location))
                continue
            }
            guard case .dictionary(let dictionary) = value else {
                if given.contains(path) {
                    skipped.append(.warning("the property list's root is not a dictionary; skipped", at: location))
                }
                continue
            }
            guard given.contains(path) || dictionary.keys.contains(where: applicationKeys.contains) else { continue }
            let root = value.anyValue as? [String: Any] ?? [:]
            plists.append(Plist(path: path, data: data, keys: InfoPlistEditor.launchKeys(root)))
        }
        return (plists, skipped)
    }

    /// `plists` with the launch keys that `targets` set as build settings: merged into the target's
    /// `INFOPLIST_FILE` when it is among `plists` (the file's own value wins, as in Xcode's merge),
    /// else a generated plist of its own.
    static func merging(_ targets: [BuildSettingLaunchKeys.Target], into plists: [Plist]) -> [Plist] {
        var plists = plists
        for target in targets {
            var root: [String: Any] = [:]
            for setting in target.settings { root[setting.key] = setting.value }
            let fromSettings = InfoPlistEditor.launchKeys(root)
            if let index = plists.firstIndex(where: { $0.path == target.infoPlistFile && $0.buildSettings == nil }) {
                var keys = plists[index].keys
                keys.mainStoryboard = keys.mainStoryboard ?? fromSettings.mainStoryboard
                keys.macMainStoryboard = keys.macMainStoryboard ?? fromSettings.macMainStoryboard
                keys.mainNib = keys.mainNib ?? fromSettings.mainNib
                for name in fromSettings.launchStoryboards where !keys.launchStoryboards.contains(name) {
                    keys.launchStoryboards.append(name)
                }
                plists[index].keys = keys
                plists[index].buildSettings = target
            } else {
                plists.append(
                    Plist(
                        path: target.project, data: Data(InfoPlistEditor.xml(root).utf8), keys: fromSettings,
                        buildSettings: target, isGenerated: true))
            }
        }
        return plists
    }
}
