import IBModel

/// One converted property: what to set, how, and its canonical key for the equality test.
public struct MappedProperty: Sendable, Equatable, Codable {
    /// Canonical key (`alpha`, `title[normal]`, `hugging.horizontal`, `kvc(layer.cornerRadius)`).
    public var key: String
    public var value: MappedValue
    /// The statement with `{t}` for the target and `{v}` for the value.
    public var setter: String

    /// The Swift statement for `target`.
    public func statement(target: String) -> String {
        // In one pass: the same as replacing every `{t}`, then every `{v}`, unless the target itself
        // holds a brace (never in an expression sbgen writes; the two passes then decide).
        var target = target
        // `memchr` for each brace: a test of every byte of every target was a tenth of this function.
        guard
            !target.withUTF8({
                UTF8Buffer.firstIndex(of: UInt8(ascii: "{"), in: $0) != nil
                    || UTF8Buffer.firstIndex(of: UInt8(ascii: "}"), in: $0) != nil
            })
        else {
            return setter.replacingLiteral("{t}", with: target).replacingLiteral("{v}", with: value.swift)
        }
        var setter = setter
        // Nearly every setter is `{t}<text>{v}` (`{t}.alpha = {v}`) with no other brace: target, text
        // and value are then written one after another, without searching the setter byte by byte.
        let common = setter.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count >= 6, bytes[0] == UInt8(ascii: "{"), bytes[1] == UInt8(ascii: "t"),
                bytes[2] == UInt8(ascii: "}"), bytes[count - 3] == UInt8(ascii: "{"),
                bytes[count - 2] == UInt8(ascii: "v"), bytes[count - 1] == UInt8(ascii: "}")
            else { return nil }
            let middle = UnsafeBufferPointer(rebasing: bytes[3..<(count - 3)])
            guard UTF8Buffer.firstIndex(of: UInt8(ascii: "{"), in: middle) == nil else { return nil }  // memchr
            var (value0, value1, value2) = value.swiftPieces
            let length =
                target.utf8.count + middle.count + value0.utf8.count + value1.utf8.count + value2.utf8.count
            return String.written(length: length) { output in
                var written = 0
                target.withUTF8 { String.put($0, into: output, at: &written) }
                String.put(middle, into: output, at: &written)
                value0.withUTF8 { String.put($0, into: output, at: &written) }
                value1.withUTF8 { String.put($0, into: output, at: &written) }
                value2.withUTF8 { String.put($0, into: output, at: &written) }
                return written
            }
        }
        if let common { return common }
        return setter.withUTF8 { bytes -> String in
            // The next `{t}` or `{v}` at or after `start`: its offset and letter. Braces are found with
            // `memchr` (testing every byte of the setter was most of this path's cost).
            func placeholder(from start: Int) -> (offset: Int, name: UInt8)? {
                var from = start
                while let brace = UTF8Buffer.firstIndex(of: UInt8(ascii: "{"), in: bytes, from: from) {
                    if brace + 2 < bytes.count, bytes[brace + 2] == UInt8(ascii: "}"),
                        bytes[brace + 1] == UInt8(ascii: "t") || bytes[brace + 1] == UInt8(ascii: "v")
                    {
                        return (brace, bytes[brace + 1])
                    }
                    from = brace + 1
                }
                return nil
            }
            // First the length, so that the statement is written once into storage of its size.
            var valueText: (String, String, String)?  // made once, at the first `{v}`
            var length = bytes.count
            var found = false
            var index = 0
            while let (offset, name) = placeholder(from: index) {
                found = true
                if name == UInt8(ascii: "t") {
                    length += target.utf8.count - 3
                } else {
                    if valueText == nil { valueText = value.swiftPieces }
                    length += valueText!.0.utf8.count + valueText!.1.utf8.count + valueText!.2.utf8.count - 3
                }
                index = offset + 3
            }
            guard found else { return String(decoding: bytes, as: UTF8.self) }
            var (value0, value1, value2) = valueText ?? ("", "", "")
            return target.withUTF8 { targetBytes in
                value0.withUTF8 { value0Bytes in
                    value1.withUTF8 { value1Bytes in
                        value2.withUTF8 { value2Bytes in
                            String.written(length: length) { output in
                                var written = 0
                                func put(_ piece: UnsafeBufferPointer<UInt8>) {
                                    String.put(piece, into: output, at: &written)
                                }
                                var copied = 0
                                while let (offset, name) = placeholder(from: copied) {
                                    put(UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
                                    if name == UInt8(ascii: "t") {
                                        put(targetBytes)
                                    } else {
                                        put(value0Bytes)
                                        put(value1Bytes)
                                        put(value2Bytes)
                                    }
                                    copied = offset + 3
                                }
                                put(UnsafeBufferPointer(rebasing: bytes[copied...]))
                                return written
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Something the mapping layer could not convert, with the IB position it came from.
public struct MappingIssue: Sendable, Equatable, Codable {
    public var message: String
    public var position: SourcePosition
    /// `.error` for values that have no UIKit equivalent at all (e.g. private system colors).
    public var severity: Diagnostic.Severity = .warning
}

extension ViewMapping {
    /// Converts the attributes and property elements of `object` (a view of class `className`).
    ///
    /// Structural attributes (ids, layout bookkeeping) and the elements the generator handles itself
    /// (`rect key=frame`, `autoresizingMask`, `constraints`, `connections`) are skipped silently;
    /// everything else is either converted or returned as an issue. `archiveDefaults: false` leaves
    /// out the values IB does not write (``archiveDefaults(_:className:into:)``): for the values of a
    /// size-class variation, which change only what they name.
    public static func properties(
        of object: IBObject, className: String, archiveDefaults withArchiveDefaults: Bool = true
    ) -> (
        [MappedProperty], [MappingIssue]
    ) {
        var result: [MappedProperty] = []
        result.reserveCapacity(object.attributes.count + object.properties.count)
        var issues: [MappingIssue] = []
        // Looked up at first use: the class's table below already holds its canvas-only names.
        lazy var canvasOnly = canvasOnlyAttributes[className] ?? []
        // The class's table, looked up once per view rather than once per attribute: one lookup then
        // decides a rule or a silent skip; below, names are tested before `isKind` (a walk up the class
        // chain) for the attributes without a rule.
        // Unwrapped once: binding the optional table per attribute retained and released it each time.
        let classActions = ruleStore.actions[className]
        let hasActions = classActions != nil
        let actions = classActions ?? NameTable([:])
        // Through a buffer pointer: iterating the attributes copies (retains and releases) each pair.
        object.attributes.pairs.withUnsafeBufferPointer { attributes in
            for attributeIndex in attributes.indices {
                let attribute = attributes[attributeIndex]
                let name = attribute.name
                let found: AttributeRule?
                if hasActions {
                    switch actions[name] {
                    case .skip, .canvasOnlyRule: continue
                    case .rule(let index):
                        // The rule's fields read in place: copying the rule retained and released each of them.
                        if let value = convert(attribute.value, rule: index) {
                            result.append(
                                MappedProperty(
                                    key: ruleStore.rules[index].key, value: value,
                                    setter: ruleStore.rules[index].statementTemplate))
                        } else {
                            issues.append(
                                MappingIssue(
                                    message: valueIssue(
                                        name, attribute.value,
                                        numeric: enumCases[index] == nil && ruleStore.rules[index].kind.isNumeric),
                                    position: object.position))
                        }
                        continue
                    case .priority(let index):
                        // As the `priorityAttributes` branch below.
                        guard let value = Float(finite: attribute.value) else {
                            if NonFinite.float(attribute.value) {
                                issues.append(
                                    MappingIssue(
                                        message: valueIssue(name, attribute.value, numeric: true),
                                        position: object.position))
                            }
                            continue
                        }
                        let priority = ruleStore.rules[index]
                        result.append(
                            MappedProperty(
                                key: priority.key, value: .priority(value), setter: priority.statementTemplate))
                        continue
                    case nil: found = nil
                    }
                } else {
                    found = rule(for: name, className: className)
                    if found != nil, canvasOnly.contains(name) { continue }
                }
                if let rule = found {
                    switch convert(attribute.value, kind: rule.kind) {
                    case .some(let value):
                        result.append(
                            MappedProperty(key: rule.key, value: value, setter: rule.statementTemplate))
                    case .none:
                        issues.append(
                            MappingIssue(
                                message: valueIssue(name, attribute.value, numeric: rule.kind.isNumeric),
                                position: object.position))
                    }
                } else if let priority = priorityAttributes[name] {
                    guard let value = Float(finite: attribute.value) else {
                        if NonFinite.float(attribute.value) {
                            issues.append(
                                MappingIssue(
                                    message: valueIssue(name, attribute.value, numeric: true), position: object.position
                                ))
                        }
                        continue
                    }
                    result.append(MappedProperty(key: priority.key, value: .priority(value), setter: priority.setter))
                } else if name == "spacingType", attribute.value == "standard", isKind(className, of: "UIStackView") {
                    // The recording surface uses -greatestFiniteMagnitude as the sentinel.
                    let system = MappedValue.constant(
                        swift: "UIStackView.spacingUseSystem", canonical: "\(-Double.greatestFiniteMagnitude)")
                    result.append(MappedProperty(key: "spacing", value: system, setter: "{t}.spacing = {v}"))
                } else if name == "animating", isKind(className, of: "UIActivityIndicatorView") {
                    if attribute.value == "YES" {
                        result.append(
                            MappedProperty(key: "animating", value: .bool(true), setter: "{t}.startAnimating()"))
                    }
                } else if name == "image" || name == "highlightedImage", isKind(className, of: "UIImageView") {
                    let system = object.attributes.value("catalog") == "system"
                    result.append(
                        MappedProperty(
                            key: name, value: .image(name: attribute.value, system: system),
                            setter: .concat("{t}.", name, " = {v}")
                        ))
                } else if name == "findStyle", isKind(className, of: "NSTextView") {
                    if let property = textViewFindStyle(attribute.value) {
                        result.append(property)
                    } else {
                        issues.append(
                            MappingIssue(
                                message: "value '\(attribute.value)' of 'findStyle' not converted",
                                position: object.position))
                    }
                } else if name == "material", isKind(className, of: "NSVisualEffectView") {
                    let (property, problem) = visualEffectMaterial(attribute.value)
                    if let property { result.append(property) }
                    if let problem { issues.append(MappingIssue(message: problem, position: object.position)) }
                } else if name == "maskImage", isKind(className, of: "NSVisualEffectView") {
                    result.append(
                        MappedProperty(
                            key: "maskImage", value: .image(name: attribute.value, system: false),
                            setter: "{t}.maskImage = {v}"))
                } else if attributeWithoutAPI(
                    name, value: attribute.value, object: object, className: className, properties: &result,
                    issues: &issues)
                {
                    continue
                } else if name == "catalog" || structuralAttributes.contains(name) || canvasOnly.contains(name)
                    || (className.hasPrefix("NS") && appKitStructural.contains(name))
                {
                    continue
                } else {
                    issues.append(
                        MappingIssue(
                            message: "attribute '\(name)' of \(object.element) not converted", position: object.position
                        ))
                }
            }
        }
        if isKind(className, of: "UIActivityIndicatorView"), let color = legacyActivityIndicatorColor(object) {
            result.append(color)
        }
        if withArchiveDefaults { archiveDefaults(object, className: className, into: &result) }
        let appKit = className.hasPrefix("NS")
        // Through a buffer pointer: iterating the array copies (retains and releases) each element.
        object.properties.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                // Frames and masks (nearly every view has both) skipped where they are: passing an
                // element to `convertElement` copies it (a retain and a release per field).
                if isSilentlySkipped(elements[index].name, key: elements[index].attributes.value("key")) { continue }
                // Colors and fonts (most other elements) too, for UIKit (AppKit has cases of its own first).
                if !appKit {
                    switch elements[index].name {
                    case "color":
                        convertColor(
                            elements[index].attributes, position: elements[index].position, className: className,
                            into: &result, issues: &issues)
                        continue
                    case "fontDescription":
                        convertFont(
                            elements[index].attributes, position: elements[index].position, className: className,
                            into: &result, issues: &issues)
                        continue
                    default: break
                    }
                }
                convertElement(elements[index], className: className, into: &result, issues: &issues)
            }
        }
        if className.hasPrefix("NS") {
            appKitImplicit(object, className: className, into: &result)
        } else if object.attributes.value("opaque") != nil, !opaqueHasEffect(object) {
            // UIKit's own classes ignore it (``opaqueHasEffect(_:)``).
            result.removeAll { $0.key == "isOpaque" }
        }
        // A scale factor read from the label's font (a text-style font's minimumFontSize) follows the font.
        if let index = result.firstIndex(where: { $0.key == "minimumScaleFactor" && $0.setter.contains(".font.") }) {
            result.append(result.remove(at: index))
        }
        return (result, issues)
    }

    /// The warning for an attribute whose value does not convert: `value 'x' of 'alpha' not converted`,
    /// or, for a number that is not finite (``NonFinite``), that the property it sets is left out.
    static func valueIssue(_ name: String, _ value: String, numeric: Bool) -> String {
        numeric && NonFinite.float(value)
            ? NonFinite.message(name, value, leftOut: "'\(name)' is") : "value '\(value)' of '\(name)' not converted"
    }

    /// `horizontalHuggingPriority` and friends become method calls with an axis.
    static let priorityAttributes: [String: (key: String, setter: String)] = [
        "horizontalHuggingPriority": ("hugging.horizontal", "{t}.setContentHuggingPriority({v}, for: .horizontal)"),
        "verticalHuggingPriority": ("hugging.vertical", "{t}.setContentHuggingPriority({v}, for: .vertical)"),
        "horizontalCompressionResistancePriority": (
            "compression.horizontal", "{t}.setContentCompressionResistancePriority({v}, for: .horizontal)"
        ),
        "verticalCompressionResistancePriority": (
            "compression.vertical", "{t}.setContentCompressionResistancePriority({v}, for: .vertical)"
        ),
    ]

    /// ``convert(_:kind:)`` with the rule at `index` of ``ruleStore``, its enumeration through
    /// ``enumCases``.
    static func convert(_ text: String, rule index: Int) -> MappedValue? {
        if let enumeration = enumCases[index] {
            return enumeration.cases[text].map { .enumCase(type: enumeration.type, name: $0) }
        }
        return convert(text, kind: ruleStore.rules[index].kind)
    }

    /// Converts one attribute value; nil when it cannot be read or is not in the enum table.
    static func convert(_ text: String, kind: ValueKind) -> MappedValue? {
        switch kind {
        case .bool: return .bool(IBAttributes.isTrue(text))
        case .number: return Double(decimal: text).map { .number($0) }
        case .float: return Float(finite: text).map { .float($0) }
        case .int: return Int(text).map { .int($0) }
        case .string: return .string(text)
        case .priority: return Float(finite: text).map { .priority($0) }
        case .dimension:
            guard let value = Double(decimal: text) else { return nil }
            return value == -1 ? .constant(swift: "UITableView.automaticDimension", canonical: "-1.0") : .number(value)
        case .enumeration(let type, let cases):
            return cases[text].map { .enumCase(type: type, name: $0) }
        }
    }

    /// IB `<color key=…>` → the property it sets, per class.
    static let colorProperties: [String: [String: String]] = [
        "UIView": ["backgroundColor": "backgroundColor", "tintColor": "tintColor"],
        "NSButton": ["bezelColor": "bezelColor", "contentTintColor": "contentTintColor"],
        "NSImageView": ["contentTintColor": "contentTintColor"],
        "UILabel": [
            "textColor": "textColor", "highlightedColor": "highlightedTextColor", "shadowColor": "shadowColor",
        ],
        "UITextField": ["textColor": "textColor"],
        "UITextView": ["textColor": "textColor"],
        "UISwitch": ["onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor"],
        "UISlider": [
            "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
            "thumbTintColor": "thumbTintColor",
        ],
        "UIProgressView": ["progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor"],
        "UIPageControl": [
            "pageIndicatorTintColor": "pageIndicatorTintColor",
            "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
        ],
        "UIActivityIndicatorView": ["color": "color"],
        "UITableView": [
            "separatorColor": "separatorColor", "sectionIndexColor": "sectionIndexColor",
            "sectionIndexBackgroundColor": "sectionIndexBackgroundColor",
        ],
        "UINavigationBar": ["barTintColor": "barTintColor"], "UIToolbar": ["barTintColor": "barTintColor"],
        "UITabBar": ["barTintColor": "barTintColor"], "UISearchBar": ["barTintColor": "barTintColor"],
        "UISegmentedControl": ["selectedSegmentTintColor": "selectedSegmentTintColor"],
        "UIBarButtonItem": ["tintColor": "tintColor"],
    ]

    /// Per class, every `<color key=…>` it takes with its superclasses' folded in, as
    /// ``colorProperty(_:className:)`` walks them (nearest class first, UIKit table before AppKit's):
    /// two lookups per color instead of two per class of the chain.
    static let colorPropertyTables: NameTable<NameTable<String>> = {
        var tables: [String: NameTable<String>] = [:]
        let classes = Set(superclasses.keys).union(colorProperties.keys).union(appKitColorProperties.keys)
        for className in classes {
            var table: [String: String] = [:]
            var current: String? = className
            while let name = current {
                for source in [colorProperties[name] ?? [:], appKitColorProperties[name] ?? [:]] {
                    for (key, property) in source where table[key] == nil { table[key] = property }
                }
                current = superclasses[name]
            }
            tables[className] = NameTable(table)
        }
        return NameTable(tables)
    }()

    static func colorProperty(_ key: String, className: String) -> String? {
        if let table = colorPropertyTables[className] { return table[key] }
        var current: String? = className
        while let name = current {
            if let property = colorProperties[name]?[key] ?? appKitColorProperties[name]?[key] { return property }
            current = superclasses[name]
        }
        return nil
    }

    /// Classes with a `font` property, and the expression that reaches it.
    /// The property elements that hold only numbers: one that is not finite leaves the property out.
    static let numericElements: Set<String> = [
        "rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets",
    ]

    static func fontSetter(className: String) -> String? {
        if isKind(className, of: "UIButton") { return "{t}.titleLabel?.font = {v}" }
        for owner in ["UILabel", "UITextField", "UITextView"] where isKind(className, of: owner) {
            return "{t}.font = {v}"
        }
        return nil
    }

    static func convertElement(
        _ element: IBElement, className: String, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        let key = element.key ?? ""
        func issue(_ message: String, _ severity: Diagnostic.Severity = .warning) {
            issues.append(MappingIssue(message: message, position: element.position, severity: severity))
        }
        if isSilentlySkipped(element.name, key: key) { return }
        if numericElements.contains(element.name), let (name, value) = NonFinite.anyAttribute(in: element.attributes) {
            let what = key.isEmpty ? element.name : key
            return issue(NonFinite.message(name, value, leftOut: "'\(what)' is"))
        }
        switch (element.name, key) {
        case ("animations", _) where element.children.isEmpty:
            return
        case ("segments", _) where isKind(className, of: "UISegmentedControl"):
            for segment in element.children {
                convertElement(segment, className: className, into: &result, issues: &issues)
            }
            // The selection is an index into the segments: set before they exist, it is out of range.
            if let selected = result.firstIndex(where: { $0.key == "selectedSegmentIndex" }) {
                result.append(result.remove(at: selected))
            }
        case (let name, let key) where className.hasPrefix("NS") && appKitElements.contains("\(name) \(key)"):
            appKitElement(element, className: className, into: &result, issues: &issues)
        case ("font", "font") where className.hasPrefix("NS") && isKind(className, of: "NSTabView"):
            appKitElement(element, className: className, into: &result, issues: &issues)
        case (let name, "cell") where name.hasSuffix("Cell") && className.hasPrefix("NS"):
            appKitCell(element, className: className, into: &result, issues: &issues)
        case ("visibilityPriorities", _),
            ("customSpacing", _) where isKind(className, of: "NSStackView"):
            return  // IB writes the defaults (priority 1000, default spacing) for every view.
        case ("color", _):
            convertColor(
                element.attributes, position: element.position, className: className, into: &result, issues: &issues)
        case ("fontDescription", _):
            convertFont(
                element.attributes, position: element.position, className: className, into: &result, issues: &issues)
        case ("string", _):
            guard let rule = rule(for: key, className: className), rule.kind == .string else {
                return issue("string '\(key)' of \(className) not converted")
            }
            // The rule's own setter: `identifier` is an NSUserInterfaceItemIdentifier.
            result.append(
                MappedProperty(key: rule.key, value: .string(element.text ?? ""), setter: rule.statementTemplate))
        case ("state", _) where isKind(className, of: "UIButton"):
            buttonState(element, into: &result, issues: &issues)
        case ("imageReference", "image") where isKind(className, of: "UIImageView"):
            guard let image = imageReference(element) else { return issue("image reference without a name") }
            result.append(MappedProperty(key: "image", value: image, setter: "{t}.image = {v}"))
        case ("preferredSymbolConfiguration", "preferredSymbolConfiguration") where isKind(className, of: "UIImageView"):
            let (value, problem) = symbolConfiguration(element)
            if let value {
                result.append(
                    MappedProperty(
                        key: "preferredSymbolConfiguration", value: value,
                        setter: "{t}.preferredSymbolConfiguration = {v}"
                    ))
            }
            if let problem { issues.append(problem) }
        case ("edgeInsets", "layoutMargins"), ("inset", "separatorInset"), ("inset", "contentInset"),
            ("inset", "scrollIndicatorInsets"), ("directionalEdgeInsets", "directionalLayoutMargins"):
            insets(element, into: &result)
        case ("accessibility", _):
            accessibility(element, into: &result, issues: &issues)
        case ("userDefinedRuntimeAttributes", _):
            runtimeAttributes(element, className: className, into: &result, issues: &issues)
        case ("listContentConfiguration", "contentConfiguration") where isKind(className, of: "UITableViewCell"):
            listContentConfiguration(element, into: &result, issues: &issues)
        case ("textInputTraits", _):
            textInputTraits(element, into: &result, issues: &issues)
        case ("buttonConfiguration", _):
            buttonConfiguration(element, into: &result, issues: &issues)
        case ("segment", _) where isKind(className, of: "UISegmentedControl"):
            let index = result.filter { $0.key.hasPrefix("segment[") }.count
            let title = element.attributes.value("title") ?? ""
            result.append(
                MappedProperty(
                    key: "segment[\(index)]", value: .string(title),
                    setter: "{t}.insertSegment(withTitle: {v}, at: \(index), animated: false)"))
        case ("gestureRecognizers", _) where element.children.isEmpty:
            return  // IB's marker; the recognizers come from `gestureRecognizers` outlet collections.
        case ("sections", _) where isKind(className, of: "UITableView") && element.children.isEmpty:
            return  // A static table without sections (see UnitBuilder+StaticTable).
        case (let name, _) where (name == "cells" || name == "prototypes") && element.children.isEmpty:
            return  // No prototype cells: nothing to register.
        case ("items", _)
        where element.children.isEmpty
            && ["UIToolbar", "UINavigationBar", "UITabBar"].contains(where: { isKind(className, of: $0) }):
            return  // No bar items: a bar's `items` is nil until set, and an empty list shows the same.
        case (let name, _)
        where (name == "blurEffect" || name == "vibrancyEffect") && isKind(className, of: "UIVisualEffectView"):
            visualEffect(element, into: &result) { issue($0) }
        case ("inset", let key) where legacyButtonProperties.contains(key) && isKind(className, of: "UIButton"):
            var inset: [MappedProperty] = []
            insets(element, into: &inset)
            for property in inset { result.append(legacyButtonProperty(property)) }
        case ("size", "titleShadowOffset") where isKind(className, of: "UIButton"):
            // `UIButton.titleShadowOffset` is deprecated since iOS 3.0; it set the title label's offset.
            result.append(
                MappedProperty(
                    key: "titleLabel.shadowOffset", value: size(element), setter: "{t}.titleLabel?.shadowOffset = {v}"))
        case ("size", "shadowOffset") where isKind(className, of: "UILabel"):
            result.append(MappedProperty(key: "shadowOffset", value: size(element), setter: "{t}.shadowOffset = {v}"))
        case ("dataDetectorType", "dataDetectorTypes") where isKind(className, of: "UITextView"):
            dataDetectorTypes(element, into: &result, issues: &issues)
        case ("attributedString", "textStorage") where isKind(className, of: "NSTextView"):
            textStorage(element, into: &result, issues: &issues)
        case ("attributedString", "attributedText")
        where ["UILabel", "UITextField", "UITextView"].contains(where: { isKind(className, of: $0) }):
            attributedText(element, into: &result, issues: &issues)
        case ("variation", _):
            return  // Size classes: the generator applies them (UnitBuilder+SizeClasses).
        case ("view", "contentView") where isKind(className, of: "UICollectionViewCell"):
            return  // Built as the cell's content view (``IBObject/idlessContentView``).
        case ("userGuides", _):
            // The canvas guides of IB's editor (Editor > Add Horizontal/Vertical Guide): not compiled into
            // the nib, and neither UIKit nor AppKit has a class for them (UIKitCore.tbd exports none).
            return
        default:
            issue("<\(element.name)\(key.isEmpty ? "" : " key=\"\(key)\"")> of \(className) not converted")
        }
    }

    /// `<color key=…>` (its attributes and position): ``convertElement(_:className:into:issues:)``'s case,
    /// which ``properties(of:className:)`` takes for UIKit views with the element read in place.
    static func convertColor(
        _ attributes: IBAttributes, position: SourcePosition, className: String, into result: inout [MappedProperty],
        issues: inout [MappingIssue]
    ) {
        let key = attributes.value("key") ?? ""
        guard let property = colorProperty(key, className: className) else {
            return issues.append(
                MappingIssue(message: "color '\(key)' of \(className) not converted", position: position))
        }
        switch color(attributes: attributes, appKit: className.hasPrefix("NS")) {
        case .success(let value):
            var setter = String.concat("{t}.", property, " = {v}")
            // `NSColor(named:)` is optional; these AppKit properties are not: a missing asset keeps the
            // view's own color.
            if case .named = value,
                nonOptionalAppKitColors.contains(where: { isKind(className, of: $0.0) && $0.1 == property })
            {
                setter = .concat(setter, " ?? {t}.", property)
            }
            result.append(MappedProperty(key: property, value: .color(value), setter: setter))
        case .failure(let problem):
            issues.append(MappingIssue(message: problem.message, position: position, severity: problem.severity))
        }
    }

    /// AppKit color properties that are not optional (macOS 15.5 SDK), by class: an asset color
    /// (`NSColor(named:)`, optional) needs a fallback there.
    static let nonOptionalAppKitColors: [(String, String)] = [
        ("NSClipView", "backgroundColor"), ("NSScrollView", "backgroundColor"), ("NSTableView", "backgroundColor"),
        ("NSTableView", "gridColor"), ("NSBox", "borderColor"), ("NSBox", "fillColor"),
        ("NSTextView", "backgroundColor"), ("NSTextView", "insertionPointColor"), ("NSColorWell", "color"),
        ("NSBrowser", "backgroundColor"),
        ("NSDatePicker", "backgroundColor"), ("NSDatePicker", "textColor"),
    ]

    /// `<fontDescription>` (its attributes and position), as ``convertColor(_:position:className:into:issues:)``.
    static func convertFont(
        _ attributes: IBAttributes, position: SourcePosition, className: String, into result: inout [MappedProperty],
        issues: inout [MappingIssue]
    ) {
        guard let setter = fontSetter(className: className) else {
            return issues.append(MappingIssue(message: "font of \(className) not converted", position: position))
        }
        if let pointSize = attributes.value("pointSize"), NonFinite.double(pointSize) {
            return issues.append(
                MappingIssue(
                    message: NonFinite.message("pointSize", pointSize, leftOut: "the font is"), position: position))
        }
        guard let font = font(attributes: attributes) else {
            return issues.append(MappingIssue(message: "font description not converted", position: position))
        }
        let key = isKind(className, of: "UIButton") ? "titleLabel.font" : "font"
        result.append(MappedProperty(key: key, value: .font(font), setter: setter))
    }

    /// The property elements that ``convertElement(_:className:into:issues:)`` skips without a word:
    /// those the generator writes itself (`rect key=frame`, `autoresizingMask`) and IB's canvas settings.
    /// `key` is the element's `key` attribute, read only for the names that need it.
    static func isSilentlySkipped(_ name: String, key: @autoclosure () -> String?) -> Bool {
        switch name {
        case "autoresizingMask", "nil": return true
        case "rect":
            let key = key()
            return key == "frame" || key == "contentStretch"
        case "point": return key() == "canvasLocation"
        case "size":
            let key = key()
            return key == "freeformSize" || key == "customSize"
        default:
            // IB canvas settings (simulated bars, sizes): nothing at run time.
            return name.hasPrefix("simulated") || name.hasPrefix("freeformSimulated")
        }
    }

    static func insets(_ element: IBElement, into result: inout [MappedProperty]) {
        let a = element.attributes
        func d(_ name: String) -> Double { a.value(name).flatMap(Double.init(decimal:)) ?? 0 }
        let key = element.key ?? ""
        let value: MappedValue
        switch element.name {
        case "inset":
            value = .insets(top: d("minY"), left: d("minX"), bottom: d("maxY"), right: d("maxX"), directional: false)
        case "directionalEdgeInsets":
            value = .insets(
                top: d("top"), left: d("leading"), bottom: d("bottom"), right: d("trailing"), directional: true)
        default:
            value = .insets(top: d("top"), left: d("left"), bottom: d("bottom"), right: d("right"), directional: false)
        }
        result.append(MappedProperty(key: key, value: value, setter: .concat("{t}.", key, " = {v}")))
    }

    /// `<listContentConfiguration key="contentConfiguration" text=… secondaryText=…>` (Xcode 13, iOS 14):
    /// the cell's default configuration with the texts, assigned back (it is a value type). The local
    /// is named after the cell, so that the configurations of several cells do not collide.
    static func listContentConfiguration(
        _ element: IBElement, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        var lines = ["var {t}Content = {t}.defaultContentConfiguration()"]
        var canonical: [String] = []
        for name in ["text", "secondaryText"] {
            let value = element.attributes.value(name)
            canonical.append(value.map(MappedValue.stringLiteral) ?? "nil")
            if let value { lines.append(.concat("{t}Content.", name, " = ", MappedValue.stringLiteral(value))) }
        }
        for attribute in element.attributes where !["key", "text", "secondaryText"].contains(attribute.name) {
            issues.append(
                MappingIssue(
                    message: "list content configuration attribute '\(attribute.name)' not converted",
                    position: element.position))
        }
        for child in element.children {
            issues.append(
                MappingIssue(
                    message: "<\(child.name)> of a list content configuration not converted", position: child.position))
        }
        lines.append("{t}.contentConfiguration = {t}Content")
        result.append(
            MappedProperty(
                key: "contentConfiguration",
                value: .constant(swift: "", canonical: .concat("list(", canonical.joined(separator: ","), ")")),
                setter: lines.joined(separator: "\n")))
    }
}
