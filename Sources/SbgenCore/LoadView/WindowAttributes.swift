import IBModel

/// `<window>` attributes and elements that `loadview` sets beyond ``WindowCode``: each as a
/// ``MappedProperty`` (canonical key as the recording surface spells it), only where IB's value
/// differs from what `NSWindow(contentRect:…)` (or `NSPanel(contentRect:…)`) starts with.
///
/// Initial values of code-made windows (NSWindow.h, NSWindowRestoration.h, AppKit's NSWindow/NSPanel
/// reference): `isRestorable` true for titled windows, false for the others; `hidesOnDeactivate`
/// false (true for `NSPanel`); `hasShadow` true; `collectionBehavior` `[]`; `tabbingMode`
/// `.automatic`; `animationBehavior` `.default`; `toolbarStyle` and `titlebarSeparatorStyle`
/// `.automatic`; `identifier` nil.
enum WindowAttributes {
    /// IB's `<windowCollectionBehavior>` attributes → `NSWindow.CollectionBehavior` members (same names).
    static let collectionBehaviors: [String] = [
        "canJoinAllSpaces", "moveToActiveSpace", "managed", "transient", "stationary", "participatesInCycle",
        "ignoresCycle", "fullScreenPrimary", "fullScreenAuxiliary", "fullScreenNone", "fullScreenAllowsTiling",
        "fullScreenDisallowsTiling",
    ]

    /// The attributes ``properties(_:panel:)`` converts: ``WindowCode/unconverted(_:)`` leaves them out.
    static let attributes: Set<String> = [
        "restorable", "hidesOnDeactivate", "hasShadow", "tabbingMode", "animationBehavior", "identifier",
        "toolbarStyle", "separatorStyle",
    ]

    /// `NSWindow.AnimationBehavior`, `TabbingMode`, `ToolbarStyle` and `TitlebarSeparatorStyle` members
    /// by IB's value (the same words).
    static let enumValues: [String: Set<String>] = [
        "animationBehavior": ["none", "documentWindow", "utilityWindow", "alertPanel"],
        "tabbingMode": ["preferred", "disallowed"],
        "toolbarStyle": ["expanded", "preference", "unified", "unifiedCompact"],
        "separatorStyle": ["none", "line", "shadow"],
    ]

    /// macOS 11 API (`toolbarStyle`, `titlebarSeparatorStyle`): set inside `if #available` below it.
    static let macOS11Keys: Set<String> = ["toolbarStyle", "titlebarSeparatorStyle"]

    /// The window's properties that differ from the code-made window's; `panel` for `NSPanel`.
    /// Unknown values stay warnings (``unconvertedValues(_:)``).
    static func properties(_ window: IBObject, panel: Bool) -> [MappedProperty] {
        let a = window.attributes
        var result: [MappedProperty] = []
        func set(_ key: String, _ value: MappedValue, _ setter: String? = nil) {
            result.append(MappedProperty(key: key, value: value, setter: setter ?? "{t}.\(key) = {v}"))
        }
        let titled = window.property("windowStyleMask", key: "styleMask")?.attributes.bool("titled") == true
        // Untitled windows start not restorable: IB's NO is then theirs.
        if a["restorable"] == "NO", titled { set("isRestorable", .bool(false)) }
        let hides = a["hidesOnDeactivate"] == "YES"
        if hides != panel { set("hidesOnDeactivate", .bool(hides)) }
        if a["hasShadow"] == "NO" { set("hasShadow", .bool(false)) }
        for (attribute, type, key) in [
            ("animationBehavior", "NSWindow.AnimationBehavior", "animationBehavior"),
            ("tabbingMode", "NSWindow.TabbingMode", "tabbingMode"),
            ("toolbarStyle", "NSWindow.ToolbarStyle", "toolbarStyle"),
            ("separatorStyle", "NSTitlebarSeparatorStyle", "titlebarSeparatorStyle"),
        ] {
            guard let value = a[attribute], enumValues[attribute]?.contains(value) == true else { continue }
            set(key, .enumCase(type: type, name: value))
        }
        if let identifier = a["identifier"], !identifier.isEmpty {
            set(
                "identifier",
                .constant(
                    swift: "NSUserInterfaceItemIdentifier(\(MappedValue.stringLiteral(identifier)))",
                    canonical: MappedValue.stringLiteral(identifier)))
        }
        if let behavior = window.property("windowCollectionBehavior", key: "collectionBehavior") {
            let names = collectionBehaviors.filter { behavior.attributes.bool($0) }
            if !names.isEmpty {
                set("collectionBehavior", .options(type: "NSWindow.CollectionBehavior", names: names))
            }
        }
        if let accessibility = window.properties.first(where: { $0.name == "accessibility" }) {
            for attribute in accessibility.attributes where attribute.name != "key" {
                guard let setter = ViewMapping.appKitAccessibility[attribute.name] else { continue }
                set(setter.key, .string(attribute.value), "{t}.\(setter.method)({v})")
            }
        }
        return result
    }

    /// The equality proof's window lines: `panel` for an `NSPanel`, then `wprop KEY = VALUE` for what
    /// the code sets beyond the initializer that the recording surface records.
    static func canonicalLines(_ window: IBObject) -> [String] {
        let panel = window.customClass == "NSPanel"
        var props: [String: String] = [:]
        for property in properties(window, panel: panel) { props[property.key] = property.value.canonical }
        let released = window.attributes["releasedWhenClosed"] != "NO"
        if released == panel { props["isReleasedWhenClosed"] = "\(released)" }
        return (panel ? ["panel"] : []) + props.keys.sorted().map { "wprop \($0) = \(props[$0]!)" }
    }

    /// Values of the converted attributes that ``properties(_:panel:)`` does not know, and
    /// `<accessibility>` attributes without a setter: warnings.
    static func unconvertedValues(_ window: IBObject) -> [(String, SourcePosition)] {
        var found: [(String, SourcePosition)] = []
        for (attribute, values) in enumValues.sorted(by: { $0.key < $1.key }) {
            guard let value = window.attributes[attribute], value != "automatic", value != "default",
                !values.contains(value)
            else { continue }
            found.append(("window attribute \(attribute)=\"\(value)\" not converted", window.position))
        }
        if let behavior = window.property("windowCollectionBehavior", key: "collectionBehavior") {
            for attribute in behavior.attributes
            where attribute.name != "key" && !collectionBehaviors.contains(attribute.name) {
                found.append(("window collection behavior '\(attribute.name)' not converted", behavior.position))
            }
        }
        if let accessibility = window.properties.first(where: { $0.name == "accessibility" }) {
            for attribute in accessibility.attributes
            where attribute.name != "key" && ViewMapping.appKitAccessibility[attribute.name] == nil {
                found.append(
                    ("window accessibility attribute '\(attribute.name)' not converted", accessibility.position))
            }
        }
        return found
    }
}
