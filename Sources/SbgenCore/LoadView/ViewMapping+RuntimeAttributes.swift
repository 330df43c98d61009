import IBModel

extension ViewMapping {
    /// `CALayer` key paths IB users set through runtime attributes, with their value kind.
    static let layerKeyPaths: [String: ValueKind] = [
        "layer.cornerRadius": .number, "layer.borderWidth": .number, "layer.masksToBounds": .bool,
        "layer.shadowOpacity": .float, "layer.shadowRadius": .number, "layer.opacity": .float,
    ]

    /// `<userDefinedRuntimeAttributes>`: typed assignments when the key path is a known property
    /// (of the class, or of its `CALayer`), `setValue(_:forKeyPath:)` otherwise.
    static func runtimeAttributes(
        _ element: IBElement, className: String, into result: inout [MappedProperty], issues: inout [MappingIssue]
    ) {
        for attribute in element.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute.attributes.value("keyPath") else { continue }
            let type = attribute.attributes.value("type") ?? ""
            if type == "number" || type == "size", let (name, value) = nonFiniteValue(of: attribute) {
                issues.append(
                    MappingIssue(
                        message: "runtime attribute '\(keyPath)': "
                            + NonFinite.message(name, value, leftOut: "the attribute is"),
                        position: attribute.position))
                continue
            }
            guard let value = runtimeValue(attribute, type: type) else {
                issues.append(
                    MappingIssue(
                        message: "runtime attribute '\(keyPath)' of type '\(type)' not converted",
                        position: attribute.position))
                continue
            }
            // An NSView's `layer` is optional (nil without `wantsLayer`): set through `layer?`, as the nib's
            // key-value coding set nothing then.
            let spelled =
                isKind(className, of: "NSView") ? keyPath.replacingLiteral("layer.", with: "layer?.") : keyPath
            if let kind = layerKeyPaths[keyPath], let typed = retype(value, as: kind) {
                result.append(MappedProperty(key: keyPath, value: typed, setter: "{t}.\(spelled) = {v}"))
            } else if accessibilityKeyPaths.contains(keyPath), case .string = value, isKind(className, of: "UIView") {
                // Properties of every UIKit view (UIAccessibility.h, UIAccessibilityIdentification):
                // the typed spelling `<accessibility>` uses too.
                result.append(MappedProperty(key: keyPath, value: value, setter: "{t}.\(keyPath) = {v}"))
            } else if keyPath == "layer.borderColor" || keyPath == "layer.shadowColor", case .color = value {
                result.append(MappedProperty(key: keyPath, value: value, setter: "{t}.\(spelled) = {v}.cgColor"))
            } else if let rule = rule(for: keyPath, className: className)
                ?? rule(forProperty: keyPath, className: className),
                rule.setter == nil,
                let typed = retype(value, as: rule.kind)
            {
                result.append(MappedProperty(key: rule.key, value: typed, setter: "{t}.\(rule.key) = {v}"))
            } else {
                result.append(
                    MappedProperty(
                        key: "kvc(\(keyPath))", value: value,
                        setter: "{t}.setValue({v}, forKeyPath: \(MappedValue.stringLiteral(keyPath)))"))
            }
        }
    }

    /// The string accessibility properties a runtime attribute may name (`accessibilityIdentifier`).
    static let accessibilityKeyPaths: Set<String> = [
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]

    /// The value of a `number` or `size` runtime attribute that is a number but not a finite one
    /// (``NonFinite``), with the name it has (`value`, `width`, `height`).
    static func nonFiniteValue(of attribute: IBElement) -> (name: String, value: String)? {
        if let found = NonFinite.attribute(in: attribute.attributes, ["value"]) { return found }
        for child in attribute.children where child.key == "value" {
            if let found = NonFinite.attribute(in: child.attributes, ["value", "width", "height"]) { return found }
            if let text = child.text, NonFinite.double(text) { return ("value", text) }
        }
        return nil
    }

    /// The value of one `<userDefinedRuntimeAttribute>`, or nil for types not converted.
    static func runtimeValue(_ attribute: IBElement, type: String) -> MappedValue? {
        let child = attribute.children.first { $0.key == "value" }
        let text = attribute.attributes.value("value") ?? child?.attributes.value("value") ?? child?.text
        switch type {
        case "boolean": return text.map { .bool($0 == "YES") }
        case "number": return text.flatMap(Double.init(decimal:)).map { .number($0) }
        case "string", "localizedString": return .string(text ?? "")
        case "color":
            guard let child, case .success(let color) = color(child) else { return nil }
            return .color(color)
        case "image": return text.map { .image(name: $0, system: attribute.attributes.value("catalog") == "system") }
        case "size":
            guard let a = child?.attributes, let w = a.value("width").flatMap(Double.init(decimal:)),
                let h = a.value("height").flatMap(Double.init(decimal:))
            else { return nil }
            return .size(width: w, height: h)
        default: return nil
        }
    }

    /// Reinterprets a runtime-attribute value as the kind a typed property needs.
    static func retype(_ value: MappedValue, as kind: ValueKind) -> MappedValue? {
        switch (value, kind) {
        case (.number(let n), .number), (.number(let n), .dimension): return .number(n)
        case (.number(let n), .float):
            let value = Float(n)  // a Double past Float's range becomes inf, which Swift cannot spell
            return value.isFinite ? .float(value) : nil
        case (.number(let n), .int): return Int(exactly: n).map { .int($0) }  // nil past Int's range too
        case (.number(let n), .bool): return .bool(n != 0)
        case (.bool(let b), .bool): return .bool(b)
        case (.string(let s), .string): return .string(s)
        default: return nil
        }
    }
}
