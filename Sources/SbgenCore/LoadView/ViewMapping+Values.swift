import IBModel

extension ViewMapping {
    /// A color that could not be converted, with why.
    public struct ColorProblem: Error, Sendable {
        public var message: String
        public var severity: Diagnostic.Severity
    }

    /// IB `systemColor` names whose `UIColor` class property is not simply the name without `Color`.
    static let systemColorExceptions: [String: String] = [
        // Deprecated in iOS 13; the SDK names its replacement (`ViewMapping.fallback(for:resources:)`
        // gives the old one back below iOS 13).
        "groupTableViewBackgroundColor": "systemGroupedBackground",
        "darkTextColor": "darkText", "lightTextColor": "lightText",
    ]

    /// `UIColor` class properties IB's system color names map to (name minus the `Color` suffix).
    static let publicSystemColors: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
        "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "tintColor", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "lightText", "darkText", "groupTableViewBackground",
    ]

    /// The `UIColor` member for an IB system color name, or nil when UIKit has no public equivalent.
    public static func systemColor(_ ibName: String) -> String? {
        if let mapped = systemColorExceptions[ibName] { return mapped }
        if ibName == "tintColor" { return "tintColor" }
        let base = ibName.hasSuffix("Color") ? String(ibName.dropLast(5)) : ibName
        return publicSystemColors.contains(base) ? base : nil
    }

    /// Converts a `<color>` element by its color space (see ``ColorConversion``).
    public static func color(_ element: IBElement, appKit: Bool = false) -> Result<ColorValue, ColorProblem> {
        color(attributes: element.attributes, appKit: appKit)
    }

    /// ``color(_:appKit:)`` from the element's attributes, all it reads.
    static func color(attributes a: IBAttributes, appKit: Bool) -> Result<ColorValue, ColorProblem> {
        if appKit, let name = a.value("systemColor") ?? (a.value("catalog") == "System" ? a.value("name") : nil) {
            guard let member = appKitSystemColor(name) else {
                return .failure(
                    ColorProblem(message: "AppKit system color '\(name)' not converted", severity: .warning))
            }
            return .success(.system(member))
        }
        if let system = a.value("systemColor") ?? a.value("cocoaTouchSystemColor") {
            guard let name = systemColor(system) else {
                // A warning like any value not converted: the view keeps its own color, the rest is written.
                return .failure(
                    ColorProblem(message: "system color '\(system)' has no public UIKit equivalent", severity: .warning)
                )
            }
            return .success(.system(name))
        }
        if let name = a.value("name"), a.value("colorSpace") == nil || a.value("catalog") == nil {
            if a.value("colorSpace") == nil { return .success(.named(name)) }
        }
        func d(_ key: String, _ fallback: Double = 0) -> Double {
            a.value(key).flatMap(Double.init(decimal:)) ?? fallback
        }
        let alpha = d("alpha", 1)
        let space =
            a.value("colorSpace") == "custom" ? (a.value("customColorSpace") ?? "") : (a.value("colorSpace") ?? "")
        switch space {
        case "sRGB", "deviceRGB":
            return .success(.sRGB(red: d("red"), green: d("green"), blue: d("blue"), alpha: alpha))
        case "displayP3":
            return .success(.displayP3(red: d("red"), green: d("green"), blue: d("blue"), alpha: alpha))
        case "calibratedRGB":
            let (r, g, b) = ColorConversion.sRGB(fromGenericRGB: (d("red"), d("green"), d("blue")))
            return .success(.sRGB(red: r, green: g, blue: b, alpha: alpha))
        case "calibratedWhite", "genericGamma22GrayColorSpace":
            let w = ColorConversion.sRGB(fromGray22: d("white"))
            return .success(.sRGB(red: w, green: w, blue: w, alpha: alpha))
        case "deviceWhite":
            let w = d("white")
            return .success(.sRGB(red: w, green: w, blue: w, alpha: alpha))
        default:
            return .failure(ColorProblem(message: "color space '\(space)' not converted", severity: .warning))
        }
    }

    static let textStyles: [String: String] = [
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline",
        "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    static let fontWeights: Set<String> = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// Converts a `<fontDescription>`: text style, system/boldSystem/italicSystem (with weight), or a
    /// custom font by PostScript name; nil for anything else.
    public static func font(_ element: IBElement) -> FontValue? { font(attributes: element.attributes) }

    /// ``font(_:)`` from the element's attributes, all it reads.
    static func font(attributes a: IBAttributes) -> FontValue? {
        if let style = a.value("style") { return textStyles[style].map { .textStyle($0) } }
        let size = a.value("pointSize").flatMap(Double.init(decimal:)) ?? 17
        switch a.value("type") {
        case "system":
            let weight = a.value("weight") ?? "regular"
            return fontWeights.contains(weight) ? .system(size: size, weight: weight) : nil
        case "boldSystem": return .boldSystem(size: size)
        case "italicSystem": return .italicSystem(size: size)
        case nil: return a.value("name").map { .custom(name: $0, size: size) }
        default: return nil
        }
    }

    static let controlStates: [String: String] = [
        "normal": "normal", "highlighted": "highlighted", "selected": "selected", "disabled": "disabled",
    ]

    /// `<state key="normal" title= image= backgroundImage=>` with `titleColor`/`titleShadowColor`.
    static func buttonState(_ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]) {
        guard let state = controlStates[element.key ?? ""] else {
            issues.append(
                MappingIssue(message: "button state '\(element.key ?? "")' not converted", position: element.position))
            return
        }
        let a = element.attributes
        let system = a.value("catalog") == "system"
        if let title = a.value("title") {
            result.append(
                MappedProperty(
                    key: .concat("title[", state, "]"), value: .string(title),
                    setter: .concat("{t}.setTitle({v}, for: .", state, ")")))
        }
        if let image = a.value("image") {
            result.append(
                MappedProperty(
                    key: .concat("image[", state, "]"), value: .image(name: image, system: system),
                    setter: .concat("{t}.setImage({v}, for: .", state, ")")))
        }
        if let image = a.value("backgroundImage") {
            result.append(
                MappedProperty(
                    key: .concat("backgroundImage[", state, "]"), value: .image(name: image, system: false),
                    setter: .concat("{t}.setBackgroundImage({v}, for: .", state, ")")))
        }
        for child in element.children {
            let setter: String
            switch (child.name, child.key) {
            case ("color", "titleColor"): setter = "setTitleColor"
            case ("color", "titleShadowColor"): setter = "setTitleShadowColor"
            case ("imageReference", "image"):
                if let name = child.attributes.value("image") {
                    result.append(
                        MappedProperty(
                            key: .concat("image[", state, "]"),
                            value: .image(name: name, system: child.attributes.value("catalog") == "system"),
                            setter: .concat("{t}.setImage({v}, for: .", state, ")")))
                }
                continue
            default:
                issues.append(
                    MappingIssue(message: "<\(child.name)> in button state not converted", position: child.position))
                continue
            }
            switch color(child) {
            case .success(let value):
                result.append(
                    MappedProperty(
                        key: .concat(child.key!, "[", state, "]"), value: .color(value),
                        setter: .concat("{t}.", setter, "({v}, for: .", state, ")")))
            case .failure(let problem):
                issues.append(
                    MappingIssue(message: problem.message, position: child.position, severity: problem.severity))
            }
        }
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with traits.
    static func accessibility(_ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]) {
        let a = element.attributes
        for (attribute, property) in [
            ("label", "accessibilityLabel"), ("hint", "accessibilityHint"), ("identifier", "accessibilityIdentifier"),
            ("value", "accessibilityValue"),
        ] {
            if let text = a.value(attribute) {
                result.append(
                    MappedProperty(key: property, value: .string(text), setter: .concat("{t}.", property, " = {v}")))
            }
        }
        for child in element.children {
            switch (child.name, child.key) {
            case ("accessibilityTraits", _):
                let names = child.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name)
                let mapped = names.map { $0 == "staticText" ? "staticText" : $0 }
                result.append(
                    MappedProperty(
                        key: "accessibilityTraits", value: .options(type: "UIAccessibilityTraits", names: mapped),
                        setter: "{t}.accessibilityTraits = {v}"))
            case ("bool", "isElement"):
                result.append(
                    MappedProperty(
                        key: "isAccessibilityElement", value: .bool(child.attributes.value("value") == "YES"),
                        setter: "{t}.isAccessibilityElement = {v}"))
            default:
                issues.append(
                    MappingIssue(message: "<\(child.name)> in accessibility not converted", position: child.position))
            }
        }
    }

    /// `textContentType` as IB writes it (the constant's string value, an HTML autocomplete token) →
    /// the `UITextContentType` member. Values not listed stay a warning.
    static let textContentTypes: [String: String] = [
        "name": "name", "nickname": "nickname", "given-name": "givenName",
        "family-name": "familyName", "username": "username", "password": "password", "new-password": "newPassword",
        "one-time-code": "oneTimeCode", "email": "emailAddress", "tel": "telephoneNumber", "url": "URL",
        "postal-code": "postalCode", "organization": "organizationName", "cc-number": "creditCardNumber",
    ]

    static let traitEnums: [String: (property: String, type: String, cases: [String: String])] = [
        "autocapitalizationType": (
            "autocapitalizationType", "UITextAutocapitalizationType",
            same("none", "words", "sentences", "allCharacters")
        ),
        "autocorrectionType": ("autocorrectionType", "UITextAutocorrectionType", same("default", "no", "yes")),
        "spellCheckingType": ("spellCheckingType", "UITextSpellCheckingType", same("default", "no", "yes")),
        "keyboardType": (
            "keyboardType", "UIKeyboardType",
            same(
                "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad")
        ),
        "keyboardAppearance": ("keyboardAppearance", "UIKeyboardAppearance", same("default", "dark", "light", "alert")),
        "returnKeyType": (
            "returnKeyType", "UIReturnKeyType",
            same(
                "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
                "emergencyCall", "continue")
        ),
    ]

    /// `<textInputTraits key="textInputTraits" …>`: keyboard and text input traits.
    static func textInputTraits(_ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue])
    {
        for attribute in element.attributes where attribute.name != "key" {
            if let trait = traitEnums[attribute.name], let name = trait.cases[attribute.value] {
                let swiftName = name == "continue" || name == "default" ? "`\(name)`" : name
                result.append(
                    MappedProperty(
                        key: trait.property, value: .enumCase(type: trait.type, name: swiftName),
                        setter: .concat("{t}.", trait.property, " = {v}")))
            } else if attribute.name == "textContentType", let member = textContentTypes[attribute.value] {
                result.append(
                    MappedProperty(
                        key: "textContentType", value: .enumCase(type: "UITextContentType", name: member),
                        setter: "{t}.textContentType = {v}"))
            } else if attribute.name == "secureTextEntry" {
                result.append(
                    MappedProperty(
                        key: "isSecureTextEntry", value: .bool(attribute.value == "YES"),
                        setter: "{t}.isSecureTextEntry = {v}"))
            } else if attribute.name == "enablesReturnKeyAutomatically" {
                result.append(
                    MappedProperty(
                        key: "enablesReturnKeyAutomatically", value: .bool(attribute.value == "YES"),
                        setter: "{t}.enablesReturnKeyAutomatically = {v}"))
            } else {
                issues.append(
                    MappingIssue(
                        message: "text input trait '\(attribute.name)=\(attribute.value)' not converted",
                        position: element.position))
            }
        }
    }

    static let configurationStyles: Set<String> = [
        "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent",
    ]

    /// iOS 15 `<buttonConfiguration key="configuration" style= title= image=>`.
    static func buttonConfiguration(
        _ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        let a = element.attributes
        let style = a.value("style") ?? "plain"
        guard configurationStyles.contains(style) else {
            issues.append(
                MappingIssue(message: "button configuration style '\(style)' not converted", position: element.position)
            )
            return
        }
        result.append(
            MappedProperty(
                key: "configuration", value: .string(style),
                setter: "{t}.configuration = UIButton.Configuration.\(style)()"))
        if let title = a.value("title") {
            result.append(
                MappedProperty(
                    key: "configuration.title", value: .string(title), setter: "{t}.configuration?.title = {v}"))
        }
        if let image = a.value("image") {
            result.append(
                MappedProperty(
                    key: "configuration.image", value: .image(name: image, system: a.value("catalog") == "system"),
                    setter: "{t}.configuration?.image = {v}"))
        }
        for child in element.children {
            issues.append(
                MappingIssue(message: "<\(child.name)> in button configuration not converted", position: child.position)
            )
        }
    }
}
