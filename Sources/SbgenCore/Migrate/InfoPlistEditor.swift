import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an app's `Info.plist` (XML or binary), finds the keys that make UIKit/AppKit load a main
/// storyboard or nib, and writes the plist without them (XML) with a unified diff.
public enum InfoPlistEditor {
    /// The launch keys of one `Info.plist`.
    public struct LaunchKeys: Sendable, Equatable, Codable {
        /// `UIMainStoryboardFile`.
        public var mainStoryboard: String?
        /// `UIMainStoryboardFile~ipad`.
        public var mainStoryboardPad: String?
        /// `NSMainStoryboardFile` (macOS).
        public var macMainStoryboard: String?
        /// `NSMainNibFile` (`MainWindow` in pre-storyboard iOS apps, `MainMenu` on macOS).
        public var mainNib: String?
        /// `NSMainNibFile~ipad`.
        public var mainNibPad: String?
        /// The scene configurations (`UIApplicationSceneManifest` → `UISceneConfigurations`) that name
        /// a `UISceneStoryboardFile`, in role and then list order.
        public var sceneStoryboards: [SceneStoryboard]
        /// True when the plist has a `UIApplicationSceneManifest` (the app uses scenes).
        public var usesScenes: Bool
        /// The top-level launch keys present with a value that is not a string (an array, a number…),
        /// in ``InfoPlistEditor/topLevelKeys`` order: nothing can replace them, so they are kept.
        public var notStrings: [String] = []
        /// The launch screens: `UILaunchStoryboardName` (and its `~ipad`/`~iphone` forms) and each
        /// `UILaunchStoryboards` definition's `UILaunchStoryboardFile`, in that order. iOS shows them
        /// from the storyboard before the app runs any code, so they are never converted, and these
        /// keys are never removed.
        public var launchStoryboards: [String] = []
        /// `NSExtension` → `NSExtensionMainStoryboard`: an app extension's storyboard. No launch code
        /// replaces it (the extension's principal class does), so it is kept and reported.
        public var extensionMainStoryboard: String?
        /// `NSPrincipalClass` when it names a subclass of NSApplication (`$(PRODUCT_MODULE_NAME).`
        /// left off): `NSApplicationMain` made the application object of that class.
        public var principalClass: String?

        /// No key that loads a storyboard or nib (the launch screen is not one: it stays).
        public var isEmpty: Bool {
            mainStoryboard == nil && mainStoryboardPad == nil && macMainStoryboard == nil && mainNib == nil
                && mainNibPad == nil && sceneStoryboards.isEmpty && notStrings.isEmpty
        }
    }

    /// One scene configuration with a storyboard.
    public struct SceneStoryboard: Sendable, Equatable, Codable {
        /// The session role key, e.g. `UIWindowSceneSessionRoleApplication`.
        public var role: String
        /// `UISceneConfigurationName`.
        public var configurationName: String?
        /// `UISceneDelegateClassName` without a `$(PRODUCT_MODULE_NAME).` or module prefix.
        public var delegateClass: String?
        /// `UISceneStoryboardFile`.
        public var storyboard: String
    }

    /// The result of editing one plist.
    public struct Edit: Sendable, Equatable {
        /// What was found.
        public var keys: LaunchKeys
        /// The plist without the launch keys, as XML.
        public var edited: String
        /// Unified diff from the original (binary originals are shown as XML) to ``edited``.
        public var diff: String
        /// True when the original was a binary plist.
        public var wasBinary: Bool
    }

    static let topLevelKeys = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "NSMainStoryboardFile", "NSMainNibFile",
        "NSMainNibFile~ipad",
    ]

    /// Reads `data` and removes the launch keys.
    /// - Parameter path: the plist's path, for diagnostics and the diff header.
    /// - Throws: ``DiagnosticError`` when the data is not a property list whose root is a dictionary.
    public static func edit(_ data: Data, path: String) throws(DiagnosticError) -> Edit {
        let read: (value: PropertyList, isBinary: Bool)
        do {
            read = try PropertyListReader.read(data)
        } catch {
            throw DiagnosticError(.error("not a property list: \(error.message)", at: SourceLocation(file: path)))
        }
        guard let root = read.value.anyValue as? [String: Any] else {
            throw DiagnosticError(
                .error("the property list's root is not a dictionary", at: SourceLocation(file: path)))
        }
        let keys = launchKeys(root)
        var edited = root
        // A key whose value is not a string is not understood: it stays.
        for key in topLevelKeys where root[key] is String { edited[key] = nil }
        if var manifest = edited["UIApplicationSceneManifest"] as? [String: Any],
            var configurations = manifest["UISceneConfigurations"] as? [String: Any]
        {
            for (role, value) in configurations {
                guard let list = value as? [[String: Any]] else { continue }
                configurations[role] = list.map { entry -> [String: Any] in
                    var entry = entry
                    entry["UISceneStoryboardFile"] = nil
                    return entry
                }
            }
            manifest["UISceneConfigurations"] = configurations
            edited["UIApplicationSceneManifest"] = manifest
        }
        let wasBinary = read.isBinary
        // A binary or UTF-16 original is shown as the UTF-8 XML Foundation writes: the diff is text.
        let utf8 = data.contains(0) ? nil : String(data: data, encoding: .utf8)
        let original = wasBinary ? xml(root) : utf8 ?? xml(root)
        // An XML original keeps its key order, comments and indentation: only the keys' lines go,
        // when what is left reads back as the edited dictionary (else it is written out anew).
        let removed = topLevelKeys.filter { root[$0] is String } + ["UISceneStoryboardFile"]
        let editedText =
            (wasBinary ? nil : utf8).flatMap { removingKeys(removed, from: $0) }.flatMap { text in
                (try? PropertyListReader.read(Data(text.utf8))).flatMap { read in
                    (read.value.anyValue as? [String: Any]).map(xml) == xml(edited) ? text : nil
                }
            } ?? xml(edited)
        return Edit(
            keys: keys, edited: editedText, diff: UnifiedDiff.make(original, editedText, oldName: path, newName: path),
            wasBinary: wasBinary)
    }

    /// `text` without each `<key>KEY</key>` of `keys` and the `<string>` that follows it, with their
    /// line's indentation and line break; nil when a key is not followed by a string.
    static func removingKeys(_ keys: [String], from text: String) -> String? {
        var bytes = Array(text.utf8)
        let open = Array("<string>".utf8)
        let close = Array("</string>".utf8)
        for key in keys {
            let tag = Array("<key>\(key)</key>".utf8)
            while let keyStart = bytes.firstRange(of: tag)?.lowerBound {
                var valueStart = keyStart + tag.count
                while valueStart < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[valueStart]) { valueStart += 1 }
                guard bytes[valueStart...].starts(with: open),
                    let closeStart = bytes[valueStart...].firstRange(of: close)?.lowerBound
                else {
                    return nil
                }
                var start = keyStart
                while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                var end = closeStart + close.count
                if end < bytes.count, bytes[end] == 0x0A { end += 1 }
                bytes.removeSubrange(start..<end)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The launch keys of a plist's root dictionary.
    public static func launchKeys(_ root: [String: Any]) -> LaunchKeys {
        var keys = LaunchKeys(
            mainStoryboard: root["UIMainStoryboardFile"] as? String,
            mainStoryboardPad: root["UIMainStoryboardFile~ipad"] as? String,
            macMainStoryboard: root["NSMainStoryboardFile"] as? String, mainNib: root["NSMainNibFile"] as? String,
            mainNibPad: root["NSMainNibFile~ipad"] as? String, sceneStoryboards: [], usesScenes: false,
            notStrings: topLevelKeys.filter { root[$0] != nil && !(root[$0] is String) })
        if let principal = (root["NSPrincipalClass"] as? String).map(unqualified), !principal.isEmpty,
            principal != "NSApplication"
        {
            keys.principalClass = principal
        }
        for key in ["UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone"] {
            if let name = root[key] as? String, !name.isEmpty, !keys.launchStoryboards.contains(name) {
                keys.launchStoryboards.append(name)
            }
        }
        let definitions = (root["UILaunchStoryboards"] as? [String: Any])?["UILaunchStoryboardDefinitions"]
        for definition in definitions as? [[String: Any]] ?? [] {
            if let name = definition["UILaunchStoryboardFile"] as? String, !name.isEmpty,
                !keys.launchStoryboards.contains(name)
            {
                keys.launchStoryboards.append(name)
            }
        }
        keys.extensionMainStoryboard = (root["NSExtension"] as? [String: Any])?["NSExtensionMainStoryboard"] as? String
        guard let manifest = root["UIApplicationSceneManifest"] as? [String: Any] else { return keys }
        keys.usesScenes = true
        let configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        for role in configurations.keys.sorted() {
            for entry in configurations[role] as? [[String: Any]] ?? [] {
                guard let storyboard = entry["UISceneStoryboardFile"] as? String else { continue }
                keys.sceneStoryboards.append(
                    SceneStoryboard(
                        role: role, configurationName: entry["UISceneConfigurationName"] as? String,
                        delegateClass: (entry["UISceneDelegateClassName"] as? String).map(unqualified),
                        storyboard: storyboard))
            }
        }
        return keys
    }

    /// `$(PRODUCT_MODULE_NAME).SceneDelegate` → `SceneDelegate`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// XML text of a property list. Foundation writes dictionary keys sorted, so output is stable.
    static func xml(_ root: [String: Any]) -> String {
        PropertyList(any: root).map(PropertyListWriter.xml) ?? ""
    }
}
