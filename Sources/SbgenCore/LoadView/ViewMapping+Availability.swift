import IBModel

/// Which API the generated code calls needs which OS version, and what replaces API that is
/// deprecated: the data behind `if #available` in generated code (`docs/LoadView.md`,
/// "Deployment target").
///
/// Versions are the `introduced` versions of the SDKs' availability attributes as the fact sheet
/// (`uikit-facts.md`) and the SDK headers give them; only API introduced after the lowest supported
/// deployment target (iOS/tvOS 12.0, macOS 10.13) is listed. UIKit numbers are the iOS ones; tvOS
/// has the same numbers for this API (there is no tvOS SDK to check against here).
extension ViewMapping {
    // MARK: UIKit

    /// `UIColor` class properties (the ``ColorValue/system(_:)`` names) introduced after iOS 12.
    static let uiKitColorsIntroduced: [String: OSVersion] = {
        var table: [String: OSVersion] = [:]
        for name in [
            "systemIndigo", "systemBrown", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
            "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
            "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        ] {
            table[name] = OSVersion(13)
        }
        for name in ["systemMint", "systemCyan", "tintColor"] { table[name] = OSVersion(15) }
        return table
    }()

    /// Properties (``MappedProperty/key``) per UIKit class introduced after iOS 12; subclasses inherit them.
    static let uiKitPropertiesIntroduced: [String: [String: OSVersion]] = [
        "UIButton": [
            "configuration": OSVersion(15), "configuration.title": OSVersion(15), "configuration.image": OSVersion(15),
            "configuration.preferredSymbolConfigurationForImage": OSVersion(15),
            "role": OSVersion(14), "showsMenuAsPrimaryAction": OSVersion(14),
            "changesSelectionAsPrimaryAction": OSVersion(15),
        ],
        "UISegmentedControl": ["selectedSegmentTintColor": OSVersion(13)],
        "UIImageView": ["preferredSymbolConfiguration": OSVersion(13)],
        "UIDatePicker": ["preferredDatePickerStyle": OSVersion(13, 4)],
        "UITableViewCell": ["contentConfiguration": OSVersion(14)],
    ]

    /// `Type.member` of enumerations and option sets introduced after iOS 12 / macOS 10.13 (UIKit and
    /// AppKit type names do not overlap).
    static let enumCasesIntroduced: [String: OSVersion] = {
        var table: [String: OSVersion] = [
            "UIButton.ButtonType.close": OSVersion(13), "UITableView.Style.insetGrouped": OSVersion(13),
            "UIActivityIndicatorView.Style.medium": OSVersion(13), "UIActivityIndicatorView.Style.large": OSVersion(13),
            "UIBarButtonItem.SystemItem.close": OSVersion(13), "UIModalPresentationStyle.automatic": OSVersion(13),
            "UINavigationItem.LargeTitleDisplayMode.inline": OSVersion(17),
            "UIAccessibilityTraits.toggleButton": OSVersion(17), "UIAccessibilityTraits.supportsZoom": OSVersion(17),
            "NSControl.ControlSize.large": OSVersion(11), "NSButton.BezelStyle.automatic": OSVersion(14),
            "NSAppearance.Name.darkAqua": OSVersion(10, 14),
        ]
        for member in ["money", "physicalValue"] { table["UIDataDetectorTypes." + member] = OSVersion(16) }
        for member in ["shipmentTrackingNumber", "flightNumber", "dateTime"] {
            table["UITextContentType." + member] = OSVersion(15)
        }
        for member in [
            "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardSecurityCode", "creditCardName",
            "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName", "creditCardExpiration",
            "creditCardExpirationMonth", "creditCardExpirationYear", "creditCardType",
        ] {
            table["UITextContentType." + member] = OSVersion(17)
        }
        for role in ["normal", "primary", "cancel", "destructive"] { table["UIButton.Role." + role] = OSVersion(14) }
        // UIDatePicker.h: the enum is iOS 13.4, `UIDatePickerStyleInline` iOS 14.0.
        for style in ["automatic", "wheels", "compact"] { table["UIDatePickerStyle." + style] = OSVersion(13, 4) }
        table["UIDatePickerStyle.inline"] = OSVersion(14)
        for mode in ["twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary"] {
            table["UISplitViewController.DisplayMode." + mode] = OSVersion(14)
        }
        for style in ["automatic", "fullWidth", "inset", "sourceList", "plain"] {
            table["NSTableView.Style." + style] = OSVersion(11)
        }
        for material in visualEffectMaterials10_14 {
            table["NSVisualEffectView.Material." + material] = OSVersion(10, 14)
        }
        for style in blurStyles where style.hasPrefix("system") { table["UIBlurEffect.Style." + style] = OSVersion(13) }
        return table
    }()

    /// `UIBarButtonItem(title:image:target:action:menu:)`; below it, `init(title:style:target:action:)`
    /// and `init(image:style:target:action:)`.
    static let barButtonTitleImageInitializer = OSVersion(16)

    /// `UIBarButtonItem.Style.prominent`, the iOS 26 name of `.done` (deprecated there).
    static let barButtonProminentStyle = OSVersion(26)

    /// An SF Symbol (`UIImage(systemName:)` / `NSImage(systemSymbolName:accessibilityDescription:)`).
    static func symbolImagesIntroduced(_ platform: Platform) -> OSVersion {
        platform == .macOS ? OSVersion(11) : OSVersion(13)
    }

    // MARK: AppKit

    /// `NSColor` class properties introduced after macOS 10.13 (NSColor.h).
    static let appKitColorsIntroduced: [String: OSVersion] = [
        "separatorColor": OSVersion(10, 14), "selectedContentBackgroundColor": OSVersion(10, 14),
        "unemphasizedSelectedContentBackgroundColor": OSVersion(10, 14),
        "unemphasizedSelectedTextBackgroundColor": OSVersion(10, 14),
        "unemphasizedSelectedTextColor": OSVersion(10, 14), "controlAccentColor": OSVersion(10, 14),
        "systemIndigo": OSVersion(10, 15),
    ]

    /// Properties per AppKit class introduced after macOS 10.13 (the fact sheet's §8).
    static let appKitPropertiesIntroduced: [String: [String: OSVersion]] = [
        "NSButton": ["contentTintColor": OSVersion(10, 14)],
        "NSImageView": ["contentTintColor": OSVersion(10, 14)],
        "NSTableView": ["style": OSVersion(11)],
    ]

    /// `NSTableView.SelectionHighlightStyle.sourceList`: deprecated in macOS 12 ("Set the
    /// NSTableView.style property to NSTableViewStyleSourceList instead"; `style` is macOS 11).
    static let sourceListHighlightDeprecated = OSVersion(12)

    /// `NSView.safeAreaLayoutGuide`, `layoutMarginsGuide` and the anchors' system spacing.
    static let appKitLayoutGuides = OSVersion(11)

    /// Properties that an OS version from on ignores: the SDK deprecates them saying so
    /// (`NSProgressIndicator.isBezeled`: "not respected on 10.15 and later", deprecated macOS 14). At
    /// a target from that version on they are left out; below it they are set inside `#unavailable`.
    /// The run-time proof, which models the current OS, does not compare them.
    static let propertiesWithoutEffect: [String: [String: OSVersion]] = [
        "NSProgressIndicator": ["isBezeled": OSVersion(10, 15)],
        "NSClipView": ["copiesOnScroll": OSVersion(11)],
    ]

    // MARK: Lookups

    /// The keys of ``propertiesWithoutEffect``, tested first for every property.
    static let propertiesWithoutEffectKeys: Set<String> = Set(propertiesWithoutEffect.values.flatMap(\.keys))

    /// The latest version any table names for `platform`: a target at or above it needs no lookups.
    static func latestIntroduced(_ platform: Platform) -> OSVersion {
        platform == .macOS ? latestAppKit : latestUIKit
    }

    static let latestUIKit: OSVersion = {
        let versions =
            Array(uiKitColorsIntroduced.values) + uiKitPropertiesIntroduced.values.flatMap(\.values)
            + enumCasesIntroduced.filter { !$0.key.hasPrefix("NS") }.map(\.value) + [symbolImagesIntroduced(.iOS)]
        return versions.max()!
    }()

    static let latestAppKit: OSVersion = {
        let versions =
            Array(appKitColorsIntroduced.values) + appKitPropertiesIntroduced.values.flatMap(\.values)
            + enumCasesIntroduced.filter { $0.key.hasPrefix("NS") }.map(\.value) + [symbolImagesIntroduced(.macOS)]
        return versions.max()!
    }()

    /// Per class, ``uiKitPropertiesIntroduced`` and ``appKitPropertiesIntroduced`` with the superclasses'
    /// folded in.
    static let propertiesIntroducedTables: NameTable<NameTable<OSVersion>> = {
        var tables: [String: NameTable<OSVersion>] = [:]
        let classes = Set(superclasses.keys).union(uiKitPropertiesIntroduced.keys).union(
            appKitPropertiesIntroduced.keys)
        for className in classes {
            var table: [String: OSVersion] = [:]
            var current: String? = className
            while let name = current {
                for source in [uiKitPropertiesIntroduced[name] ?? [:], appKitPropertiesIntroduced[name] ?? [:]] {
                    for (key, version) in source where table[key] == nil { table[key] = version }
                }
                current = superclasses[name]
            }
            if !table.isEmpty { tables[className] = NameTable(table) }
        }
        return NameTable(tables)
    }()

    /// The OS version `property` of a `className` view needs on `platform`: the later of its
    /// property's and its value's; nil when every supported target has both.
    static func introduced(_ property: MappedProperty, className: String, platform: Platform) -> OSVersion? {
        let own = propertiesIntroducedTables[className]?[property.key]
        guard let value = introduced(property.value, platform: platform) else { return own }
        guard let own else { return value }
        return max(own, value)
    }

    /// The OS version a value needs: system colors, SF Symbols, enumeration members, blur and
    /// vibrancy effects.
    static func introduced(_ value: MappedValue, platform: Platform) -> OSVersion? {
        switch value {
        case .color(.system(let name)):
            return platform == .macOS ? appKitColorsIntroduced[name] : uiKitColorsIntroduced[name]
        case .image(_, true), .scaledSymbol: return symbolImagesIntroduced(platform)
        case .enumCase(let type, let name): return enumCaseIntroduced(type: type, name: name)
        case .options(let type, let names):
            return names.compactMap { enumCaseIntroduced(type: type, name: $0) }.max()
        case .constant(_, let canonical) where canonical.hasPrefix("blur(") || canonical.hasPrefix("vibrancy("):
            // `vibrancy(blur(style),style)`: the vibrancy styles and the system materials are iOS 13.
            if canonical.hasPrefix("vibrancy("), canonical.hasSuffix(")"), canonical.contains("),") {
                return OSVersion(13)
            }
            return canonical.contains("(system") ? OSVersion(13) : nil
        default: return nil
        }
    }

    /// The version `Type.member` needs (``enumCasesIntroduced``); backticks are ignored.
    static func enumCaseIntroduced(type: String, name: String) -> OSVersion? {
        let member = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        return enumCasesIntroduced[String.concat(type, ".", member)]
    }

    /// The version from which the OS ignores `key` of `className` (``propertiesWithoutEffect``).
    public static func withoutEffect(key: String, className: String) -> OSVersion? {
        var current: String? = className
        while let name = current {
            if let version = propertiesWithoutEffect[name]?[key] { return version }
            current = superclasses[name]
        }
        return nil
    }

    /// What replaces `property` below the version it needs, or nil when nothing does (the property
    /// then keeps the object's initial value there).
    ///
    /// - A system color: the color the IB file's `<resources><systemColor>` gives for it (what IB
    ///   shows on the canvas; ``systemColorResources(_:)``), else for `systemGroupedBackground` the
    ///   deprecated `groupTableViewBackground` it replaces.
    /// - A button configuration's title and image: `setTitle(_:for: .normal)` / `setImage(_:for: .normal)`.
    /// - A blur material: the blur style of its appearance; a vibrancy style: the blur's vibrancy.
    /// - An activity indicator style `.medium`/`.large`: `.gray`/`.whiteLarge`.
    /// - An option set: without its members the target lacks.
    static func fallback(for property: MappedProperty, resources: [String: ColorValue]) -> MappedProperty? {
        switch (property.key, property.value) {
        case (_, .color(.system(let member))):
            if let color = resources[member] {
                return MappedProperty(key: property.key, value: .color(color), setter: property.setter)
            }
            if member == "systemGroupedBackground" {
                return MappedProperty(
                    key: property.key, value: .color(.system("groupTableViewBackground")), setter: property.setter)
            }
            // Its light appearance, which is all iOS 12 has.
            if member == "secondarySystemGroupedBackground" {
                return MappedProperty(key: property.key, value: .color(.system("white")), setter: property.setter)
            }
            return nil
        case ("configuration.title", _):
            return MappedProperty(
                key: "title[normal]", value: property.value, setter: "{t}.setTitle({v}, for: .normal)")
        case ("configuration.image", _):
            return MappedProperty(
                key: "image[normal]", value: property.value, setter: "{t}.setImage({v}, for: .normal)")
        case ("effect", .constant(let swift, let canonical)):
            // The materials are iOS 13; the blur styles before them look alike (light, dark, regular).
            var older = swift
            var olderCanonical = canonical
            for style in blurStyles where style.hasPrefix("system") {
                let replacement = style.hasSuffix("Light") ? "light" : style.hasSuffix("Dark") ? "dark" : "regular"
                older = older.replacingLiteral("style: .\(style))", with: "style: .\(replacement))")
                olderCanonical = olderCanonical.replacingLiteral("blur(\(style))", with: "blur(\(replacement))")
            }
            // `UIVibrancyEffect(blurEffect:style:)` is iOS 13: the vibrancy of the blur alone.
            if let range = older.firstRange(of: "), style: .") { older = String(older[..<range.lowerBound]) + "))" }
            if olderCanonical.hasPrefix("vibrancy("), let range = olderCanonical.firstRange(of: "),") {
                olderCanonical = String(olderCanonical[..<range.lowerBound]) + "))"
            }
            return older == swift
                ? nil
                : MappedProperty(
                    key: property.key, value: .constant(swift: older, canonical: olderCanonical),
                    setter: property.setter)
        case (_, .enumCase("UIActivityIndicatorView.Style", let name)):
            // `.medium`/`.large` are iOS 13; before them the 20-point gray and the 37-point style.
            guard let older = ["medium": "gray", "large": "whiteLarge"][name] else { return nil }
            return MappedProperty(
                key: property.key, value: .enumCase(type: "UIActivityIndicatorView.Style", name: older),
                setter: property.setter)
        case (_, .options(let type, let names)):
            // Option sets without the members the target lacks (`.toggleButton`, iOS 17).
            let kept = names.filter { enumCaseIntroduced(type: type, name: $0) == nil }
            return MappedProperty(key: property.key, value: .options(type: type, names: kept), setter: property.setter)
        default: return nil
        }
    }

    /// The document's `<resources><systemColor name=…>` colors by the `UIColor`/`NSColor` member they
    /// stand for (`labelColor` → `label`); empty when it has none.
    public static func systemColorResources(_ document: IBDocument) -> [String: ColorValue] {
        var result: [String: ColorValue] = [:]
        let appKit = document.platform == .macOS
        for resource in document.resources where resource.name == "systemColor" {
            guard let name = resource.attributes.value("name"),
                let member = appKit ? appKitSystemColor(name) : systemColor(name),
                let element = resource.children.first(where: { $0.name == "color" }),
                case .success(let color) = color(element, appKit: appKit)
            else { continue }
            // A system colour as the fallback only when every OS has it: the named grays
            // (``namedGray(white:alpha:)``: `white` for IB's gray 1.0).
            if case .system(let name) = color, !namedGrays.contains(name) { continue }
            result[member] = color
        }
        return result
    }
}
