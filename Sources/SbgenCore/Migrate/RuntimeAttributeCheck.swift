import IBModel

/// User-defined runtime attributes the view code sets with `setValue(_:forKeyPath:)` (a key that
/// is no UIKit property sbgen knows), checked against the project's sources: a nib only logs when
/// the object lacks the key, code raises `NSUnknownKeyException` and crashes.
///
/// - A key the project declares as a `var` (`@IBInspectable` or not) of the object's class, a
///   project superclass, or an extension of one of them or of a UIKit ancestor (`extension UIView
///   { @IBInspectable var cornerRadius: CGFloat … }`) becomes the typed assignment
///   (`button.cornerRadius = 8.0`), when its annotation is one a runtime attribute can hold.
/// - A key found nowhere keeps `setValue`, with a located warning that it raises at run time.
/// Only one-component key paths are checked (`layer.…` is typed by the generator).
enum RuntimeAttributeCheck {
    /// The types whose values a runtime attribute's literal spells as Swift does.
    static let assignable: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "String", "UIColor", "CGSize", "CGPoint", "UIImage", "NSColor",
        "NSImage",
    ]

    static func apply(
        _ plan: LoadViewPlan, document: IBDocument, sources: SwiftSourceIndex?
    ) -> (plan: LoadViewPlan, diagnostics: [Diagnostic]) {
        guard let sources, sources.hasSources else { return (plan, []) }
        var plan = plan
        var diagnostics: [Diagnostic] = []
        var classes: [Int: (name: String, attributes: [String: Int])]?
        for t in plan.types.indices {
            for g in plan.types[t].groups.indices {
                for s in plan.types[t].groups[g].statements.indices {
                    let statement = plan.types[t].groups[g].statements[s]
                    guard let (receiver, value, key) = keyValueSet(statement.code), let line = statement.line else {
                        continue
                    }
                    if classes == nil { classes = objectClasses(document) }
                    guard let object = classes?[line] else { continue }
                    let location = SourceLocation(
                        file: document.path, line: object.attributes[key] ?? line, column: 1)
                    if let property = sources.declared.property(key, of: object.name) {
                        guard let type = property.type.map(plainType), assignable.contains(type) else { continue }
                        let typed = type == "Int" && value.hasSuffix(".0") ? String(value.dropLast(2)) : value
                        plan.types[t].groups[g].statements[s].code = "\(receiver).\(key) = \(typed)"
                    } else {
                        diagnostics.append(
                            .warning(
                                "TODO: runtime attribute '\(key)' of \(object.name): no `var \(key)` in \(object.name), "
                                    + "its superclasses or their extensions in the project's sources, and no UIKit "
                                    + "property sbgen knows; `\(statement.code)` raises NSUnknownKeyException at run "
                                    + "time if the class has no such key (a nib only logs it): declare it or remove "
                                    + "the attribute", at: location))
                    }
                }
            }
        }
        return (plan, diagnostics)
    }

    /// `button.setValue(8.0, forKeyPath: "cornerRadius")` → (`button`, `8.0`, `cornerRadius`).
    static func keyValueSet(_ code: String) -> (receiver: String, value: String, key: String)? {
        guard code.hasSuffix("\")"), let call = code.firstRange(of: ".setValue("),
            let label = code.ranges(of: ", forKeyPath: \"").last
        else { return nil }
        let key = code[label.upperBound..<code.index(code.endIndex, offsetBy: -2)]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(code[..<call.lowerBound]), String(code[call.upperBound..<label.lowerBound]), String(key))
    }

    /// `UIColor?`, `CGFloat!` → `UIColor`, `CGFloat`.
    static func plainType(_ type: String) -> String {
        var plain = Substring(type)
        while let last = plain.last, last == "?" || last == "!" || last == " " { plain = plain.dropLast() }
        return String(plain)
    }

    /// IB line → the class of the object on that line (its custom class, else its UIKit class) and
    /// the lines of its runtime attributes by key path.
    static func objectClasses(_ document: IBDocument) -> [Int: (name: String, attributes: [String: Int])] {
        var classes: [Int: (name: String, attributes: [String: Int])] = [:]
        let platform: Platform = document.platform == .macOS ? .macOS : .iOS
        ObjectWalk.forEach(in: document) { object in
            let element = object.pointee
            guard let runtime = element.property("userDefinedRuntimeAttributes") else { return }
            let name =
                element.customClass.map(MigrationNaming.unqualified)
                ?? StandardTypes.resolve(element: element.element, platform: platform).type
            var lines: [String: Int] = [:]
            for attribute in runtime.children where attribute.name == "userDefinedRuntimeAttribute" {
                if let keyPath = attribute.attributes.value("keyPath") { lines[keyPath] = attribute.position.line }
            }
            classes[element.position.line] = (name, lines)
            for line in lines.values { classes[line] = (name, lines) }
        }
        return classes
    }
}

extension DeclaredMembers {
    /// The `var key` of `className`, a project superclass, or an extension of one of them or of
    /// their UIKit ancestors (``ViewMapping/superclasses``); nil when none declares it.
    func property(_ key: String, of className: String) -> Property? {
        var name: String? = className
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if let property = properties[current]?[key] { return property }
            name = superclasses[current] ?? ViewMapping.superclasses[current] ?? sdkRoot(current)
        }
        return nil
    }

    /// UIKit classes not in ``ViewMapping/superclasses`` end at `UIView` when they are views.
    private func sdkRoot(_ name: String) -> String? {
        guard name != "UIView", name != "NSView", name.hasPrefix("UI") || name.hasPrefix("NS") else { return nil }
        return name.hasSuffix("View") || name.hasSuffix("Button") || name.hasSuffix("Label")
            ? (name.hasPrefix("UI") ? "UIView" : "NSView") : nil
    }
}
