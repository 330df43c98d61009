import IBModel

/// The one data-driven layer that knows UIKit/AppKit: IB element → class, IB attribute → property and
/// value conversion. Everything else in the load-view generator is structure; templates only print.
public enum ViewMapping {
    /// How an IB attribute value becomes a Swift value.
    public enum ValueKind: Sendable, Equatable {
        case bool
        case number
        case float
        case int
        case string
        /// IB spelling → Swift enum member of `type`; an IB value missing from the table is a warning.
        case enumeration(type: String, cases: [String: String])
        /// A `UILayoutPriority`.
        case priority
        /// A number where IB's `-1` means `UITableView.automaticDimension`.
        case dimension

        /// Whether the value is a number (``number``, ``float``, ``int``, ``priority``, ``dimension``).
        var isNumeric: Bool {
            switch self {
            case .number, .float, .int, .priority, .dimension: true
            case .bool, .string, .enumeration: false
            }
        }
    }

    /// One IB attribute of a class and what it becomes.
    public struct AttributeRule: Sendable, Equatable {
        /// The canonical key the equality test records (usually the Swift property name).
        public var key: String { didSet { statementTemplate = Self.template(key: key, setter: setter) } }
        public var kind: ValueKind
        /// The statement, `{t}` the target, `{v}` the value; nil means `{t}.<key> = {v}`.
        public var setter: String? { didSet { statementTemplate = Self.template(key: key, setter: setter) } }
        /// ``setter``, or `{t}.<key> = {v}` when it is nil: made once per rule, not once per attribute.
        private(set) var statementTemplate: String

        init(_ key: String, _ kind: ValueKind, setter: String? = nil) {
            self.key = key
            self.kind = kind
            self.setter = setter
            statementTemplate = Self.template(key: key, setter: setter)
        }

        static func template(key: String, setter: String?) -> String { setter ?? "{t}.\(key) = {v}" }
    }

    /// The class IB instantiates for an element, or nil when the element is not a view this
    /// generator creates. `platform` picks UIKit or AppKit.
    public static func className(for element: String, platform: Platform) -> String? {
        platform == .macOS ? appKitClassTable[element] : uiKitClassTable[element]
    }

    /// ``uiKitClasses`` and ``appKitClasses`` as ``NameTable``s: looked up for every object.
    static let uiKitClassTable = NameTable(uiKitClasses)
    static let appKitClassTable = NameTable(appKitClasses)

    /// The superclass chain used to inherit attribute rules.
    static func superclass(of className: String) -> String? { superclasses[className] }

    /// The rule for `attribute` on `className` or one of its superclasses.
    public static func rule(for attribute: String, className: String) -> AttributeRule? {
        if let actions = ruleStore.actions[className] {
            switch actions[attribute] {
            case .rule(let index), .canvasOnlyRule(let index): return ruleStore.rules[index]
            case .skip, .priority, nil: return nil
            }
        }
        var current: String? = className
        while let name = current {
            if let rule = attributeRules[name]?[attribute] ?? appKitRules[name]?[attribute] { return rule }
            current = superclasses[name]
        }
        return nil
    }

    /// What ``properties(of:className:)`` does with one attribute name of one class; a rule is an
    /// index into ``ruleStore``'s `rules`.
    enum AttributeAction: Sendable {
        /// Convert it with this rule (``rule(for:className:)``).
        case rule(Int)
        /// The class's rule for an attribute that only affects IB's canvas for this class: skipped.
        case canvasOnlyRule(Int)
        /// Skip it silently: a structural attribute without a rule, or one of the class's canvas-only ones.
        case skip
        /// A content hugging or compression resistance priority (``priorityAttributes``): its key and
        /// setter are the rule at this index (an index: a payload of strings is retained on each copy).
        case priority(Int)
    }

    /// Every rule of ``attributeRules`` and ``appKitRules`` once, and per class the actions for its
    /// attribute names: its rules with its superclasses' folded in, as ``rule(for:className:)`` finds
    /// them (nearest class first; at each class the UIKit table before the AppKit one), and the names
    /// ``properties(of:className:)`` skips silently. One lookup then decides each attribute of a view
    /// (it was a walk up the superclass chain, then three or four lookups: rule, priority, structural,
    /// canvas only). Rules are held by index so that the tables stay small.
    static let ruleStore: (rules: [AttributeRule], actions: NameTable<NameTable<AttributeAction>>) = {
        var rules: [AttributeRule] = []
        var uiKitIndex: [String: [String: Int]] = [:]
        var appKitIndex: [String: [String: Int]] = [:]
        for (className, table) in attributeRules {
            for (attribute, rule) in table {
                uiKitIndex[className, default: [:]][attribute] = rules.count
                rules.append(rule)
            }
        }
        for (className, table) in appKitRules {
            for (attribute, rule) in table {
                appKitIndex[className, default: [:]][attribute] = rules.count
                rules.append(rule)
            }
        }
        var priorityIndex: [String: Int] = [:]
        for (name, priority) in priorityAttributes.sorted(by: { $0.key < $1.key }) {
            priorityIndex[name] = rules.count
            rules.append(AttributeRule(priority.key, .priority, setter: priority.setter))
        }
        let ownBranch: Set<String> = [
            "spacingType", "animating", "image", "highlightedImage", "hidesAccessoryWhenEditing", "minimumFontSize",
        ]
        var actions: [String: [String: AttributeAction]] = [:]
        for className in Set(attributeRules.keys).union(appKitRules.keys).union(superclasses.keys) {
            let canvasOnly = canvasOnlyAttributes[className] ?? []
            var table: [String: AttributeAction] = [:]
            var current: String? = className
            while let name = current {
                for source in [uiKitIndex[name] ?? [:], appKitIndex[name] ?? [:]] {
                    for (attribute, index) in source where table[attribute] == nil {
                        table[attribute] = canvasOnly.contains(attribute) ? .canvasOnlyRule(index) : .rule(index)
                    }
                }
                current = superclasses[name]
            }
            // Priorities and the names with a branch of their own are tested before the structural ones.
            var skipped = structuralAttributes.union(canvasOnly).union(["catalog"])
            if className.hasPrefix("NS") { skipped.formUnion(appKitStructural) }
            for name in skipped
            where table[name] == nil && priorityAttributes[name] == nil && !ownBranch.contains(name) {
                table[name] = .skip
            }
            for (name, index) in priorityIndex where table[name] == nil { table[name] = .priority(index) }
            actions[className] = table
        }
        return (rules, NameTable(actions.mapValues(NameTable.init)))
    }()

    /// Per rule of ``ruleStore``, its enumeration's type and cases as a ``NameTable``: the
    /// `[String: String]` of ``ValueKind/enumeration(type:cases:)`` hashed each IB value with SipHash.
    static let enumCases: [(type: String, cases: NameTable<String>)?] = ruleStore.rules.map { rule in
        if case .enumeration(let type, let cases) = rule.kind { return (type, NameTable(cases)) }
        return nil
    }

    /// The rule whose Swift property is `property` (runtime attributes name properties, not IB attributes).
    public static func rule(forProperty property: String, className: String) -> AttributeRule? {
        var current: String? = className
        while let name = current {
            if let rule = attributeRules[name]?.values.first(where: { $0.key == property && $0.setter == nil }) {
                return rule
            }
            current = superclasses[name]
        }
        return nil
    }

    /// True when `className` is `ancestor` or inherits from it.
    public static func isKind(_ className: String, of ancestor: String) -> Bool {
        // One lookup, where a walk up the chain was one per class (checked several times per view).
        if className.isSameName(as: ancestor) { return true }
        return ancestorChains[className]?.contains { $0.isSameName(as: ancestor) } ?? false
    }

    /// Each class of ``superclasses`` → its superclasses, nearest first.
    static let ancestorChains: NameTable<[String]> = {
        var chains: [String: [String]] = [:]
        for className in superclasses.keys {
            var chain: [String] = []
            var current = superclasses[className]
            while let name = current {
                chain.append(name)
                current = superclasses[name]
            }
            chains[className] = chain
        }
        return NameTable(chains)
    }()

    /// Ids a view's `<variation key="default">` excludes from the base layout (`<mask key="constraints">`
    /// and `<mask key="subviews">`): uninstalled in every size class unless a variation adds them.
    public static func excludedByDefault(_ object: IBObject) -> Set<String> {
        var result: Set<String> = []
        for variation in object.properties where variation.name == "variation" && variation.key == "default" {
            for mask in variation.children where mask.name == "mask" {
                for exclude in mask.children where exclude.name == "exclude" {
                    if let reference = exclude.attributes.value("reference") { result.insert(reference) }
                }
            }
        }
        return result
    }

    /// Framework modules a class needs besides UIKit/AppKit.
    public static func module(of className: String) -> String? {
        // A switch: a dictionary literal here was built anew for every view.
        switch className {
        case "WKWebView": "WebKit"
        case "MKMapView": "MapKit"
        default: nil
        }
    }

    static let uiKitClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "searchBar": "UISearchBar", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "collectionView": "UICollectionView",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "containerView": "UIView", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView",
        "control": "UIControl",
    ]

    static let appKitClasses: [String: String] = [
        "customView": "NSView", "view": "NSView", "textField": "NSTextField", "button": "NSButton",
        "imageView": "NSImageView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "tableView": "NSTableView", "box": "NSBox", "clipView": "NSClipView", "tableCellView": "NSTableCellView",
        "tableHeaderView": "NSTableHeaderView", "slider": "NSSlider", "stepper": "NSStepper",
        "progressIndicator": "NSProgressIndicator", "popUpButton": "NSPopUpButton", "textView": "NSTextView",
        "visualEffectView": "NSVisualEffectView", "searchField": "NSSearchField", "tabView": "NSTabView",
    ]

    static let superclasses: [String: String] = [
        "UILabel": "UIView", "UIControl": "UIView", "UIButton": "UIControl", "UIImageView": "UIView",
        "UITextField": "UIControl", "UITextView": "UIScrollView", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UIStepper": "UIControl", "UISegmentedControl": "UIControl",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPageControl": "UIControl",
        "UIDatePicker": "UIControl", "UIPickerView": "UIView", "UISearchBar": "UIView",
        "UIStackView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "WKWebView": "UIView", "MKMapView": "UIView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView",
        "NSControl": "NSView", "NSTextField": "NSControl", "NSButton": "NSControl", "NSImageView": "NSControl",
        "NSStackView": "NSView", "NSScrollView": "NSView", "NSTableView": "NSControl", "NSBox": "NSView",
        "NSClipView": "NSView", "NSTableCellView": "NSView", "NSTableHeaderView": "NSView",
        "NSSlider": "NSControl", "NSStepper": "NSControl", "NSProgressIndicator": "NSView",
        "NSPopUpButton": "NSButton", "NSText": "NSView", "NSTextView": "NSText",
        "NSVisualEffectView": "NSView", "NSSearchField": "NSTextField", "NSTabView": "NSView",
    ]
}
