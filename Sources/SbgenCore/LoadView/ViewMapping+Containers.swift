import IBModel

/// What IB writes on the container controllers the storyboard flow creates (`migrate`): the
/// attributes of `<splitViewController>`, and those of the navigation, tab and tool bars a
/// navigation or tab bar controller owns (`<navigationBar key="navigationBar">`).
extension ViewMapping {
    /// One IB attribute of a container and the property it sets.
    struct ContainerRule: Sendable, Equatable {
        /// The Swift property.
        var key: String
        var kind: ValueKind
        /// The iOS/tvOS version that introduced the property, when it is later than iOS 12.
        var introduced: OSVersion?
        /// The SDK marks the property `API_UNAVAILABLE(tvos)`.
        var unavailableOnTVOS = false
    }

    /// `UISplitViewController.DisplayMode` by the spellings `preferredDisplayMode` takes: IB's
    /// `beside` (the only one in the corpus, Xcode 12 to 26), and the Swift names. The names iOS 14
    /// deprecates become the members that replace them (the same raw values).
    static let splitDisplayModes: [String: String] = {
        var table = same(
            "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary",
            "twoOverSecondary", "twoDisplaceSecondary")
        table["beside"] = "oneBesideSecondary"
        table["allVisible"] = "oneBesideSecondary"
        table["primaryHidden"] = "secondaryOnly"
        table["primaryOverlay"] = "oneOverSecondary"
        return table
    }()

    /// `<splitViewController>` attribute → `UISplitViewController` property (UISplitViewController.h).
    /// The corpus (10 files, Xcode 7 to 26) has `preferredDisplayMode`, `behavior`,
    /// `primaryBackgroundStyle`, `presentsWithGesture` and `maximumPrimaryColumnWidth`; IB names the
    /// others after their properties. `allowDoubleColumnStyle`, the column style, is the initializer's
    /// (``FlowGenerator``), not a property.
    static let splitViewRules: [String: ContainerRule] = [
        "preferredDisplayMode": ContainerRule(
            key: "preferredDisplayMode",
            kind: .enumeration(type: "UISplitViewController.DisplayMode", cases: splitDisplayModes)),
        "behavior": ContainerRule(
            key: "preferredSplitBehavior",
            kind: .enumeration(
                type: "UISplitViewController.SplitBehavior", cases: same("automatic", "tile", "overlay", "displace")),
            introduced: OSVersion(14)),
        "primaryBackgroundStyle": ContainerRule(
            key: "primaryBackgroundStyle",
            kind: .enumeration(type: "UISplitViewController.BackgroundStyle", cases: same("none", "sidebar")),
            introduced: OSVersion(13), unavailableOnTVOS: true),
        "presentsWithGesture": ContainerRule(key: "presentsWithGesture", kind: .bool),
        "showsSecondaryOnlyButton": ContainerRule(
            key: "showsSecondaryOnlyButton", kind: .bool, introduced: OSVersion(14)),
        "preferredPrimaryColumnWidthFraction": ContainerRule(key: "preferredPrimaryColumnWidthFraction", kind: .number),
        "preferredPrimaryColumnWidth": ContainerRule(
            key: "preferredPrimaryColumnWidth", kind: .number, introduced: OSVersion(14)),
        "minimumPrimaryColumnWidth": ContainerRule(key: "minimumPrimaryColumnWidth", kind: .number),
        "maximumPrimaryColumnWidth": ContainerRule(key: "maximumPrimaryColumnWidth", kind: .number),
        "primaryEdge": ContainerRule(
            key: "primaryEdge",
            kind: .enumeration(type: "UISplitViewController.PrimaryEdge", cases: same("leading", "trailing"))),
        "extendedLayoutIncludesOpaqueBars": ContainerRule(key: "extendedLayoutIncludesOpaqueBars", kind: .bool),
    ]

    /// The column of each relationship of a column-style split view controller (`setViewController(_:for:)`,
    /// iOS 14). IB keeps the classic names for the primary and secondary columns.
    static let splitColumns: [String: String] = [
        "masterViewController": "primary", "supplementaryViewController": "supplementary",
        "detailViewController": "secondary", "compactViewController": "compact",
    ]

    /// `UIBarStyle` by IB's `barStyle`: `blackOpaque` is the deprecated alias of `.black` (raw value 1).
    static let barStyles: [String: String] = ["default": "default", "black": "black", "blackOpaque": "black"]

    /// Attributes of a container's own bar (`<navigationBar key="navigationBar">`,
    /// `<toolbar key="toolbar">`, `<tabBar key="tabBar">`) that the view rules do not know, by class
    /// (UINavigationBar.h, UIToolbar.h, UITabBar.h, UIInterface.h).
    static let containerBarRules: [String: [String: ContainerRule]] = [
        "UINavigationBar": [
            "largeTitles": ContainerRule(key: "prefersLargeTitles", kind: .bool, unavailableOnTVOS: true),
            "translucent": ContainerRule(key: "isTranslucent", kind: .bool),
            "barStyle": ContainerRule(
                key: "barStyle", kind: .enumeration(type: "UIBarStyle", cases: barStyles), unavailableOnTVOS: true),
        ],
        "UIToolbar": [
            "translucent": ContainerRule(key: "isTranslucent", kind: .bool),
            "barStyle": ContainerRule(
                key: "barStyle", kind: .enumeration(type: "UIBarStyle", cases: barStyles), unavailableOnTVOS: true),
        ],
        "UITabBar": [
            "translucent": ContainerRule(key: "isTranslucent", kind: .bool),
            "barStyle": ContainerRule(
                key: "barStyle", kind: .enumeration(type: "UIBarStyle", cases: barStyles), unavailableOnTVOS: true),
            "itemPositioning": ContainerRule(
                key: "itemPositioning",
                kind: .enumeration(type: "UITabBar.ItemPositioning", cases: same("automatic", "fill", "centered"))),
        ],
    ]

    /// The class of a container's bar by its key, and the property of the container that holds it.
    static let containerBars: [String: (className: String, property: String)] = [
        "navigationBar": ("UINavigationBar", "navigationBar"), "toolbar": ("UIToolbar", "toolbar"),
        "tabBar": ("UITabBar", "tabBar"),
    ]
}
