import Foundation
import IBModel

/// AppKit: attribute rules of the NS classes, the `<…Cell key="cell">` elements whose attributes
/// belong to the control, and the spelling of shared value expressions.
extension ViewMapping {
    static let appKitTextAlignments: [String: String] = [
        "left": "left", "center": "center", "right": "right", "justified": "justified", "natural": "natural",
    ]
    static let appKitLineBreakModes: [String: String] = [
        "clipping": "byClipping", "truncatingTail": "byTruncatingTail", "truncatingMiddle": "byTruncatingMiddle",
        "truncatingHead": "byTruncatingHead", "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping",
    ]

    /// Per NS class: IB attribute → rule (on the view element itself).
    static let appKitRules: [String: [String: AttributeRule]] = [
        "NSView": [
            "hidden": .init("isHidden", .bool), "alphaValue": .init("alphaValue", .number),
            "toolTip": .init("toolTip", .string),
        ],
        "NSControl": ["enabled": .init("isEnabled", .bool), "tag": .init("tag", .int)],
        "NSStackView": [
            "orientation": .init(
                "orientation",
                .enumeration(type: "NSUserInterfaceLayoutOrientation", cases: same("horizontal", "vertical"))),
            "alignment": .init(
                "alignment",
                .enumeration(
                    type: "NSLayoutConstraint.Attribute",
                    cases: same(
                        "top", "bottom", "leading", "trailing", "centerX", "centerY", "firstBaseline", "lastBaseline"))),
            "distribution": .init(
                "distribution",
                .enumeration(
                    type: "NSStackView.Distribution",
                    cases: same(
                        "gravityAreas", "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"))),
            "spacing": .init("spacing", .number),
            "detachesHiddenViews": .init("detachesHiddenViews", .bool),
        ],
    ]

    /// Attributes of AppKit elements that only IB uses.
    static let appKitStructural: Set<String> = [
        "horizontalStackHuggingPriority", "verticalStackHuggingPriority", "focusRingType", "wantsLayer",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    /// Cell attributes → control properties, per control class.
    static let appKitCellRules: [String: [String: AttributeRule]] = [
        "NSTextField": [
            "title": .init("stringValue", .string), "placeholderString": .init("placeholderString", .string),
            "alignment": .init("alignment", .enumeration(type: "NSTextAlignment", cases: appKitTextAlignments)),
            "lineBreakMode": .init("lineBreakMode", .enumeration(type: "NSLineBreakMode", cases: appKitLineBreakModes)),
            "usesSingleLineMode": .init("usesSingleLineMode", .bool),
        ],
        "NSButton": [
            "title": .init("title", .string), "alternateTitle": .init("alternateTitle", .string),
            "alignment": .init("alignment", .enumeration(type: "NSTextAlignment", cases: appKitTextAlignments)),
            "imageScaling": .init(
                "imageScaling",
                .enumeration(
                    type: "NSImageScaling",
                    cases: [
                        "proportionallyDown": "scaleProportionallyDown", "axesIndependently": "scaleAxesIndependently",
                        "none": "scaleNone", "proportionallyUpOrDown": "scaleProportionallyUpOrDown",
                    ])),
            "bezelStyle": .init(
                "bezelStyle",
                .enumeration(
                    type: "NSButton.BezelStyle",
                    cases: [
                        "rounded": "push", "push": "push", "flexiblePush": "flexiblePush", "disclosure": "disclosure",
                        "circular": "circular", "helpButton": "helpButton", "smallSquare": "smallSquare",
                        "toolbar": "toolbar", "badge": "badge",
                    ])),
            "type": .init(
                "buttonType",
                .enumeration(
                    type: "NSButton.ButtonType",
                    cases: [
                        "push": "momentaryPushIn", "check": "switch", "radio": "radio", "toggle": "toggle",
                        "onOff": "onOff", "momentaryChange": "momentaryChange", "pushOnPushOff": "pushOnPushOff",
                    ]),
                setter: "{t}.setButtonType({v})"),
        ],
        "NSImageView": [
            "imageScaling": .init(
                "imageScaling",
                .enumeration(
                    type: "NSImageScaling",
                    cases: [
                        "proportionallyDown": "scaleProportionallyDown", "axesIndependently": "scaleAxesIndependently",
                        "none": "scaleNone", "proportionallyUpOrDown": "scaleProportionallyUpOrDown",
                    ]))
        ],
    ]

    /// Cell attributes that carry nothing the control needs at run time.
    static let appKitCellStructural: Set<String> = [
        "key", "id", "sendsActionOnEndEditing", "refusesFirstResponder", "inset", "scrollable",
        "truncatesLastVisibleLine",
        "state", "imagePosition", "borderStyle", "editable", "selectable", "drawsBackground", "image", "allowsUndo",
        "animates", "alignment",
    ]

    /// `NSColor` class properties IB's `catalog="System"` colors name directly.
    static let appKitSystemColors: Set<String> = [
        "labelColor", "secondaryLabelColor", "linkColor", "separatorColor", "windowBackgroundColor",
        "controlBackgroundColor", "textColor", "controlColor", "controlTextColor", "systemRed", "systemBlue",
        "systemGray", "controlAccentColor", "black", "white", "red", "clear",
    ]

    /// Converts a `<textFieldCell>`, `<buttonCell>` or `<imageCell>`: its attributes set the control.
    static func appKitCell(
        _ cell: IBElement, className: String, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        let a = cell.attributes
        let rules = appKitCellRules.first { isKind(className, of: $0.key) }?.value ?? [:]
        if isKind(className, of: "NSTextField") {
            // IB writes only what differs from the cell's defaults, which are not NSTextField()'s.
            for (attribute, property) in [
                ("editable", "isEditable"), ("selectable", "isSelectable"), ("drawsBackground", "drawsBackground"),
            ] {
                let on = a.bool(attribute)
                result.append(MappedProperty(key: property, value: .bool(on), setter: "{t}.\(property) = {v}"))
            }
            result.append(
                MappedProperty(
                    key: "isBezeled", value: .bool(a["borderStyle"] == "bezel"), setter: "{t}.isBezeled = {v}"))
            result.append(
                MappedProperty(
                    key: "isBordered", value: .bool(a["borderStyle"] == "border"), setter: "{t}.isBordered = {v}"))
        }
        if isKind(className, of: "NSButton"), let state = a["state"], ["on", "off", "mixed"].contains(state) {
            result.append(
                MappedProperty(
                    key: "state", value: .enumCase(type: "NSControl.StateValue", name: state), setter: "{t}.state = {v}"
                ))
        }
        if let image = a["image"], isKind(className, of: "NSButton") || isKind(className, of: "NSImageView") {
            result.append(
                MappedProperty(key: "image", value: .image(name: image, system: false), setter: "{t}.image = {v}"))
        }
        for attribute in a {
            if let rule = rules[attribute.name], let value = convert(attribute.value, kind: rule.kind) {
                result.append(
                    MappedProperty(key: rule.key, value: value, setter: rule.setter ?? "{t}.\(rule.key) = {v}"))
            } else if !appKitCellStructural.contains(attribute.name) {
                issues.append(
                    MappingIssue(
                        message: "cell attribute '\(attribute.name)' of \(className) not converted",
                        position: cell.position))
            }
        }
        for child in cell.children {
            switch (child.name, child.key ?? "") {
            case ("font", _):
                if let font = appKitFont(child) {
                    result.append(MappedProperty(key: "font", value: .font(font), setter: "{t}.font = {v}"))
                } else {
                    issues.append(MappingIssue(message: "font not converted", position: child.position))
                }
            case ("color", let key)
            where ["textColor", "backgroundColor"].contains(key) && isKind(className, of: "NSTextField"):
                switch color(child, appKit: true) {
                case .success(let value):
                    result.append(MappedProperty(key: key, value: .color(value), setter: "{t}.\(key) = {v}"))
                case .failure(let problem):
                    issues.append(MappingIssue(message: problem.message, position: child.position))
                }
            case ("string", "keyEquivalent") where isKind(className, of: "NSButton"):
                var text = child.text ?? ""
                if child.attributes.bool("base64-UTF8") {
                    // IB writes control characters base64-encoded, without padding ("DQ" is "\r").
                    let padded = text + String(repeating: "=", count: (4 - text.count % 4) % 4)
                    text = Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) } ?? text
                }
                result.append(
                    MappedProperty(key: "keyEquivalent", value: .string(text), setter: "{t}.keyEquivalent = {v}"))
            case ("behavior", _), ("nil", _):
                continue  // Behavior flags follow from the button type.
            default:
                issues.append(
                    MappingIssue(
                        message: "<\(child.name)> in a cell of \(className) not converted", position: child.position))
            }
        }
    }

    /// `<font key="font" metaFont="system" size=…>` or `<font name=… size=…>`.
    static func appKitFont(_ element: IBElement) -> FontValue? {
        let a = element.attributes
        let size = a["size"].flatMap(Double.init)
        switch a["metaFont"] {
        case "system", "message", "label": return .system(size: size ?? 13, weight: "regular")
        case "systemBold": return .boldSystem(size: size ?? 13)
        case "smallSystem": return .system(size: size ?? 11, weight: "regular")
        case "smallSystemBold": return .boldSystem(size: size ?? 11)
        case "miniSystem": return .system(size: size ?? 9, weight: "regular")
        case nil: return a["name"].map { .custom(name: $0, size: size ?? 13) }
        default: return nil
        }
    }

    /// UIKit spellings of shared expressions → AppKit, applied to every statement of a macOS plan.
    static let appKitSpellings: [(pattern: String, template: String)] = [
        (#"UIColor\(named: ("(?:[^"\\]|\\.)*"), in: nil, compatibleWith: nil\)"#, "NSColor(named: $1)"),
        (
            #"UIImage\(systemName: ("(?:[^"\\]|\\.)*")\)"#,
            "NSImage(systemSymbolName: $1, accessibilityDescription: nil)"
        ),
        (#"UIColor\(red:"#, "NSColor(srgbRed:"), (#"UIColor\("#, "NSColor("), (#"UIColor\."#, "NSColor."),
        (#"UIFont"#, "NSFont"), (#"UIImage\("#, "NSImage("), (#"UILayoutPriority\("#, "NSLayoutConstraint.Priority("),
    ]

    /// `statement` with AppKit spellings.
    public static func appKitSpelling(_ statement: String) -> String {
        var text = statement
        for step in appKitSpellingSteps {
            if let literal = step.literal {
                text = text.replacingLiteral(literal, with: step.template)
            } else if text.containsLiteral(step.prefix) {
                text = text.replacingOccurrences(of: step.pattern, with: step.template, options: .regularExpression)
            }
        }
        return text
    }

    /// ``appKitSpellings``, prepared once: a pattern that is plain text (only escaped punctuation)
    /// is replaced without a regular expression; any other runs only when the text holds its
    /// literal start. This runs on every statement of every macOS file, where compiling and
    /// running each regular expression dominated the profile.
    static let appKitSpellingSteps: [SpellingStep] = appKitSpellings.map { SpellingStep($0.pattern, $0.template) }

    struct SpellingStep {
        var pattern: String
        var template: String
        /// The text before the first regular-expression operator, unescaped.
        var prefix: String
        /// The whole pattern as plain text, when it has no operator and the template no `$`/`\`.
        var literal: String?

        init(_ pattern: String, _ template: String) {
            self.pattern = pattern
            self.template = template
            var prefix = ""
            var plain = true
            var characters = pattern.makeIterator()
            while let character = characters.next() {
                if character == "\\" {
                    guard let escaped = characters.next(), escaped.isPunctuation || escaped.isSymbol else {
                        plain = false
                        break
                    }
                    prefix.append(escaped)
                } else if "()[]{}.*+?^$|".contains(character) {
                    // What a quantifier may drop is not a required start.
                    if "*?{".contains(character), !prefix.isEmpty { prefix.removeLast() }
                    plain = false
                    break
                } else {
                    prefix.append(character)
                }
            }
            // With an alternative at the top level, no start is required at all.
            self.prefix = !plain && Self.hasTopLevelAlternative(pattern) ? "" : prefix
            literal = plain && !template.contains("$") && !template.contains("\\") ? prefix : nil
        }

        /// Whether `pattern` has a `|` outside groups and bracket expressions (then no start is required).
        static func hasTopLevelAlternative(_ pattern: String) -> Bool {
            var depth = 0
            var inBrackets = false
            var characters = pattern.makeIterator()
            while let character = characters.next() {
                switch character {
                case "\\": _ = characters.next()
                case "[": inBrackets = true
                case "]": inBrackets = false
                case "(" where !inBrackets: depth += 1
                case ")" where !inBrackets: depth -= 1
                case "|" where !inBrackets && depth == 0: return true
                default: break
                }
            }
            return false
        }
    }
}
