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
        // Xcode 10's "Grouped Table Cell Background": the private colour UIKit made dynamic in iOS 13,
        // as the public grouped cell colour (white below iOS 13, ``ViewMapping/fallback(for:resources:)``).
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
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
                // The rest of the file still converts: the view keeps its own colour, with a warning.
                return .failure(
                    ColorProblem(
                        message: "system color '\(system)' has no public UIKit equivalent; not set", severity: .warning)
                )
            }
            return .success(.system(name))
        }
        if let name = a.value("name"), a.value("colorSpace") == nil || a.value("catalog") == nil {
            if a.value("colorSpace") == nil { return .success(.named(name)) }
        }
        if let (name, value) = NonFinite.attribute(in: a, ["red", "green", "blue", "white", "alpha"]) {
            return .failure(
                ColorProblem(
                    message: NonFinite.message(
                        name, value, leftOut: a.value("key").map { "'\($0)' is" } ?? "the color is"),
                    severity: .warning))
        }
        func d(_ key: String, _ fallback: Double = 0) -> Double {
            a.value(key).flatMap(Double.init(decimal:)) ?? fallback
        }
        let alpha = d("alpha", 1)
        let space =
            a.value("colorSpace") == "custom" ? (a.value("customColorSpace") ?? "") : (a.value("colorSpace") ?? "")
        switch space {
        case "sRGB", "deviceRGB":
            let (red, green, blue) = (d("red"), d("green"), d("blue"))
            if !appKit, red == green, green == blue, let named = namedGray(white: red, alpha: alpha) {
                return .success(.system(named))
            }
            return .success(.sRGB(red: red, green: green, blue: blue, alpha: alpha))
        case "displayP3":
            return .success(.displayP3(red: d("red"), green: d("green"), blue: d("blue"), alpha: alpha))
        case "calibratedRGB":
            let (r, g, b) = ColorConversion.sRGB(fromGenericRGB: (d("red"), d("green"), d("blue")))
            return .success(.sRGB(red: r, green: g, blue: b, alpha: alpha))
        case "calibratedWhite", "genericGamma22GrayColorSpace":
            if !appKit, let named = namedGray(white: d("white"), alpha: alpha) { return .success(.system(named)) }
            let w = ColorConversion.sRGB(fromGray22: d("white"))
            return .success(.sRGB(red: w, green: w, blue: w, alpha: alpha))
        case "deviceWhite":
            let w = d("white")
            if !appKit, let named = namedGray(white: w, alpha: alpha) { return .success(.system(named)) }
            return .success(.sRGB(red: w, green: w, blue: w, alpha: alpha))
        default:
            return .failure(ColorProblem(message: "color space '\(space)' not converted", severity: .warning))
        }
    }

    /// `UIColor.white`, `.black` or `.clear` for a gray (or sRGB gray) IB colour that is exactly one of
    /// them; nil for any other. Apple's documentation: `white` is "grayscale value of 1.0 and alpha
    /// value of 1.0", `black` 0.0 and 1.0, `clear` "grayscale and alpha values are both 0.0". Only
    /// IB's sRGB and gray colour spaces come here: 0 and 1 are the ends of each space's curve, with
    /// the same (D65) white, so these are the same colours exactly. Generic RGB (`calibratedRGB`)
    /// and Display P3 keep their literals. UIKit only: AppKit's `NSColor.white` is a calibrated gray.
    static func namedGray(white: Double, alpha: Double) -> String? {
        // Each result is in ``namedGrays``.
        switch (white, alpha) {
        case (1, 1): "white"
        case (0, 1): "black"
        case (0, 0): "clear"
        default: nil
        }
    }

    /// What ``namedGray(white:alpha:)`` returns: `UIColor` members every iOS has.
    static let namedGrays: Set<String> = ["white", "black", "clear"]

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
        if let size = a.value("pointSize"), NonFinite.double(size) { return nil }
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
                if let image = imageReference(child) {
                    result.append(
                        MappedProperty(
                            key: .concat("image[", state, "]"), value: image,
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

    /// `<size width= height=>` as a `CGSize`.
    static func size(_ element: IBElement) -> MappedValue {
        func d(_ name: String) -> Double { element.attributes.value(name).flatMap(Double.init(decimal:)) ?? 0 }
        return .size(width: d("width"), height: d("height"))
    }

    /// IB's data detector flags (`<dataDetectorType key="dataDetectorTypes" link="YES" …>`) → the
    /// `UIDataDetectorTypes` members (UIDataDetectors.h; `money`/`physicalValue` are iOS 16).
    static let dataDetectorMembers: [String] = [
        "phoneNumber", "link", "address", "calendarEvent", "shipmentTrackingNumber", "flightNumber",
        "lookupSuggestion", "money", "physicalValue",
    ]

    /// `<dataDetectorType key="dataDetectorTypes" …>` of a text view: the members set to YES, in
    /// ``dataDetectorMembers`` order; an empty element is `[]` (what IB's "none" writes).
    static func dataDetectorTypes(
        _ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        var names: [String] = []
        for attribute in element.attributes where attribute.name != "key" {
            guard dataDetectorMembers.contains(attribute.name) else {
                issues.append(
                    MappingIssue(
                        message: "data detector type '\(attribute.name)' not converted", position: element.position))
                continue
            }
            if attribute.value == "YES" { names.append(attribute.name) }
        }
        names.sort { dataDetectorMembers.firstIndex(of: $0)! < dataDetectorMembers.firstIndex(of: $1)! }
        result.append(
            MappedProperty(
                key: "dataDetectorTypes", value: .options(type: "UIDataDetectorTypes", names: names),
                setter: "{t}.dataDetectorTypes = {v}"))
    }

    /// The color a style deprecated in iOS 13 (`gray`, `white`, `whiteLarge`) gave an activity
    /// indicator: its replacement (`.medium`/`.large`) takes the system color otherwise. Nil for
    /// the current styles and when the IB file sets a `<color key="color">` of its own.
    static func legacyActivityIndicatorColor(_ object: IBObject) -> MappedProperty? {
        let color: String
        switch object.attributes.value("style") {
        case "gray": color = "gray"
        case "white", "whiteLarge": color = "white"
        default: return nil
        }
        if object.properties.contains(where: { $0.name == "color" && $0.key == "color" }) { return nil }
        return MappedProperty(key: "color", value: .color(.system(color)), setter: "{t}.color = {v}")
    }

    /// `textContentType` as IB writes it (the constant's string value, an HTML autocomplete token) →
    /// the `UITextContentType` member: every member of the iOS 26.2 SDK but `cellularEID`/`cellularIMEI`
    /// (iOS 17.4), whose string values the SDK does not state; those stay a warning. The members newer
    /// than iOS 12 are in ``enumCasesIntroduced``.
    static let textContentTypes: [String: String] = [
        "name": "name", "honorific-prefix": "namePrefix", "given-name": "givenName", "additional-name": "middleName",
        "family-name": "familyName", "honorific-suffix": "nameSuffix", "nickname": "nickname",
        "organization-title": "jobTitle", "organization": "organizationName", "location": "location",
        "street-address": "fullStreetAddress", "address-line1": "streetAddressLine1",
        "address-line2": "streetAddressLine2", "address-level2": "addressCity", "address-level1": "addressState",
        "address-level1+2": "addressCityAndState", "address-level3": "sublocality", "country-name": "countryName",
        "postal-code": "postalCode", "tel": "telephoneNumber", "email": "emailAddress", "url": "URL",
        "cc-number": "creditCardNumber", "username": "username", "password": "password",
        "new-password": "newPassword", "one-time-code": "oneTimeCode",
        "shipment-tracking-number": "shipmentTrackingNumber", "flight-number": "flightNumber",
        "date-time": "dateTime", "bday": "birthdate", "bday-day": "birthdateDay", "bday-month": "birthdateMonth",
        "bday-year": "birthdateYear", "cc-csc": "creditCardSecurityCode", "cc-name": "creditCardName",
        "cc-given-name": "creditCardGivenName", "cc-additional-name": "creditCardMiddleName",
        "cc-family-name": "creditCardFamilyName", "cc-exp": "creditCardExpiration",
        "cc-exp-month": "creditCardExpirationMonth", "cc-exp-year": "creditCardExpirationYear",
        "cc-type": "creditCardType",
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
                "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"
            )
            // `UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable, // Deprecated` (UITextInputTraits.h).
            .merging(["alphabet": "asciiCapable"]) { $1 }
        ),
        "smartQuotesType": ("smartQuotesType", "UITextSmartQuotesType", same("default", "no", "yes")),
        "smartDashesType": ("smartDashesType", "UITextSmartDashesType", same("default", "no", "yes")),
        "smartInsertDeleteType": (
            "smartInsertDeleteType", "UITextSmartInsertDeleteType", same("default", "no", "yes")
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
            if child.name == "preferredSymbolConfiguration", child.key == "preferredSymbolConfigurationForImage" {
                let (value, problem) = symbolConfiguration(child)
                if let value {
                    result.append(
                        MappedProperty(
                            key: "configuration.preferredSymbolConfigurationForImage", value: value,
                            setter: "{t}.configuration?.preferredSymbolConfigurationForImage = {v}"))
                }
                if let problem { issues.append(problem) }
                continue
            }
            issues.append(
                MappingIssue(message: "<\(child.name)> in button configuration not converted", position: child.position)
            )
        }
    }
}
