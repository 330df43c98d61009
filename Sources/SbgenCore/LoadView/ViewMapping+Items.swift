import IBModel

extension ViewMapping {
    /// Gesture recognizer elements → classes.
    public static let gestureClasses: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        // IB's element name for UILongPressGestureRecognizer really is spelled this way.
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    ]

    /// IB attribute → property of gesture recognizers (all classes share one table; IB writes only
    /// the attributes a class has).
    static let gestureRules: [String: AttributeRule] = [
        "numberOfTapsRequired": .init("numberOfTapsRequired", .int),
        "numberOfTouchesRequired": .init("numberOfTouchesRequired", .int),
        "minimumPressDuration": .init("minimumPressDuration", .number),
        "allowableMovement": .init("allowableMovement", .number),
        "minimumNumberOfTouches": .init("minimumNumberOfTouches", .int),
        "maximumNumberOfTouches": .init("maximumNumberOfTouches", .int),
        "cancelsTouchesInView": .init("cancelsTouchesInView", .bool),
        "delaysTouchesBegan": .init("delaysTouchesBegan", .bool),
        "delaysTouchesEnded": .init("delaysTouchesEnded", .bool),
        "enabled": .init("isEnabled", .bool),
        "direction": .init(
            "direction",
            .enumeration(
                type: "UISwipeGestureRecognizer.Direction",
                cases: ["right": "right", "left": "left", "up": "up", "down": "down"])),
    ]

    /// `buttonType` of `<button>` → `UIButton.ButtonType` member for `UIButton(type:)`.
    public static let buttonTypes: [String: String] = [
        "system": "system", "custom": "custom", "roundedRect": "system", "detailDisclosure": "detailDisclosure",
        "infoLight": "infoLight", "infoDark": "infoDark", "contactAdd": "contactAdd", "close": "close",
    ]

    /// `systemItem` values of `<barButtonItem>` → `UIBarButtonItem.SystemItem` members.
    public static let barSystemItems: Set<String> = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo", "close",
    ]

    /// `systemItem` values of `<tabBarItem>` → `UITabBarItem.SystemItem` members.
    public static let tabSystemItems: Set<String> = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]

    /// `<navigationItem>` attributes → `UINavigationItem` properties.
    static let navigationItemRules: [String: AttributeRule] = [
        "title": .init("title", .string), "prompt": .init("prompt", .string),
        "backButtonTitle": .init("backButtonTitle", .string), "hidesBackButton": .init("hidesBackButton", .bool),
        "leftItemsSupplementBackButton": .init("leftItemsSupplementBackButton", .bool),
        "largeTitleDisplayMode": .init(
            "largeTitleDisplayMode",
            .enumeration(
                type: "UINavigationItem.LargeTitleDisplayMode", cases: same("automatic", "always", "never", "inline"))),
    ]

    /// The press types of tvOS and iOS 9, by the names IB writes (`UIPress.PressType` case names), in
    /// the order of their raw values (UIPress.h: up arrow 0 … play/pause 6).
    static let pressTypeNames = ["upArrow", "downArrow", "leftArrow", "rightArrow", "select", "menu", "playPause"]

    /// The press types `<pressTypeMask key="allowedPressTypes" select="YES"/>` allows, in raw-value order;
    /// nil when it names one this table does not know.
    static func pressTypes(_ element: IBElement) -> [String]? {
        var names: Set<String> = []
        for attribute in element.attributes where attribute.name != "key" {
            guard pressTypeNames.contains(attribute.name) else { return nil }
            if attribute.value == "YES" { names.insert(attribute.name) }
        }
        return pressTypeNames.filter(names.contains)
    }

    /// `allowedPressTypes` is an array of `NSNumber`: `[NSNumber(value: UIPress.PressType.select.rawValue)]`.
    static func pressTypesLiteral(_ names: [String]) -> String {
        "[" + names.map { "NSNumber(value: UIPress.PressType.\($0).rawValue)" }.joined(separator: ", ") + "]"
    }

    /// A bar item's properties besides those of its initializer (title, images, system item): its
    /// `<color>` and `<userDefinedRuntimeAttributes>`, and a bar button item's `enabled="NO"` and
    /// `width`. `other` gets each property element that is not converted, in order; the issues (the
    /// elements' own, then a non-finite width) follow them. The generator and the proof's model both
    /// read items through this.
    static func barItemProperties(
        _ item: IBObject, className: String, issues: inout [MappingIssue], other: (IBElement) -> Void
    ) -> [MappedProperty] {
        var properties: [MappedProperty] = []
        for element in item.properties where !isItemImage(element) {
            switch element.name {
            case "color", "userDefinedRuntimeAttributes":
                convertElement(element, className: className, into: &properties, issues: &issues)
            default:
                other(element)
            }
        }
        guard className == "UIBarButtonItem" else { return properties }
        if item.attributes.value("enabled") == "NO" {
            properties.append(MappedProperty(key: "isEnabled", value: .bool(false), setter: "{t}.isEnabled = {v}"))
        }
        if let width = item.attributes.value("width") {
            if NonFinite.double(width) {
                issues.append(
                    MappingIssue(
                        message: NonFinite.message("width", width, leftOut: "the bar button item's width is"),
                        position: item.position))
            } else if let value = Double(decimal: width), value != 0 {
                properties.append(MappedProperty(key: "width", value: .number(value), setter: "{t}.width = {v}"))
            }
        }
        return properties
    }
}
