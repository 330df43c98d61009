import IBModel

/// The bars a navigation or tab bar controller owns (`<navigationBar key="navigationBar">`,
/// `<toolbar key="toolbar">`, `<tabBar key="tabBar">`): the container creates them, so the factory
/// sets on them what IB wrote (`controller.navigationBar.prefersLargeTitles = true`), and warns at
/// each attribute and element that is not converted.
extension FlowGenerator.Context {
    /// Attributes of a container's bar that carry no run-time state, or that IB writes for every such
    /// bar (``isDefaultBar(_:)``); `contentMode` only as `scaleToFill`.
    static let barBookkeeping: Set<String> = [
        "id", "key", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "translatesAutoresizingMaskIntoConstraints", "insetsLayoutMarginsFromSafeArea",
    ]

    /// The statements that set what IB wrote on `bar`, a bar of `controller` (a navigation or tab
    /// bar controller), and a warning for each part of it that is not converted. The bar counts as
    /// converted: the container made it, and what it lacks has its own warning.
    mutating func containerBar(_ bar: IBObject, of controller: IBObject) -> [String] {
        guard let key = bar.key, let (className, property) = ViewMapping.containerBars[key] else { return [] }
        emittedViews.append(EmittedElements.key(bar.position))
        if Self.isDefaultBar(bar) { return [] }
        let expression = String.concat("controller.", property)
        var statements: [Guarded] = []
        func warn(_ message: String, at position: SourcePosition) {
            diagnostics.append(.warning(message, at: location(position)))
        }
        for attribute in bar.attributes where !Self.barBookkeeping.contains(attribute.name) {
            let written = String.concat(bar.element, " attribute ", attribute.name, "=\"", attribute.value, "\"")
            switch attribute.name {
            case "contentMode" where attribute.value == "scaleToFill":
                continue
            case "opaque":
                continue  // UIKit's own bars ignore it (``ViewMapping/opaqueHasEffect(_:)``).
            case "customClass":
                let how =
                    bar.element == "tabBar"
                    ? "UITabBarController takes no tab bar class; subclass it and set the bar up in code"
                    : "create the controller with UINavigationController(navigationBarClass:toolbarClass:)"
                warn(written + " is not converted: " + how, at: bar.position)
                continue
            default: break
            }
            let rule =
                ViewMapping.containerBarRules[className]?[attribute.name].map {
                    ($0.key, $0.kind, $0.unavailableOnTVOS)
                }
                ?? ViewMapping.rule(for: attribute.name, className: className).map { ($0.key, $0.kind, false) }
            guard let (swiftKey, kind, unavailableOnTVOS) = rule else {
                warn(written + " is not converted; set it on " + expression + " in code", at: bar.position)
                continue
            }
            guard let value = ViewMapping.convert(attribute.value, kind: kind) else {
                warn(
                    written + " is not converted: sbgen does not know this value; set " + expression + "." + swiftKey
                        + " in code", at: bar.position)
                continue
            }
            if unavailableOnTVOS, target.platform == .tvOS {
                warn(written + " is not converted: \(className).\(swiftKey) is unavailable on tvOS", at: bar.position)
                continue
            }
            statements.append(
                Guarded(
                    line: String.concat(expression, ".", swiftKey, " = ", value.swift),
                    introduced: ViewMapping.introduced(value, platform: target.platform)))
        }
        // Property elements (colours, runtime attributes…) through the view rules, attributes done above.
        var elements = bar
        elements.attributes = IBAttributes()
        var textAttributes: [Guarded] = []
        elements.properties.removeAll { element in
            guard let converted = barTextAttributes(element, of: bar, expression: expression) else { return false }
            textAttributes += converted
            return true
        }
        let (properties, issues) = ViewMapping.properties(of: elements, className: className, archiveDefaults: false)
        var resources: [String: ColorValue]?
        for property in properties {
            let needed = ViewMapping.introduced(property, className: className, platform: target.platform)
            var otherwise: String?
            if let needed, !target.allows(needed) {
                // A system colour newer than the target: the colour the file gives for it (as the view code).
                let table = resources ?? ViewMapping.systemColorResources(document)
                resources = table
                if let fallback = ViewMapping.fallback(for: property, resources: table),
                    ViewMapping.introduced(fallback, className: className, platform: target.platform).map(target.allows)
                        ?? true
                {
                    otherwise = fallback.statement(target: expression)
                }
            }
            statements.append(
                Guarded(line: property.statement(target: expression), introduced: needed, otherwise: otherwise))
        }
        statements += textAttributes
        for issue in issues {
            warn(
                String.concat(
                    bar.element, " of the ", controller.element, ": ", issue.message, "; set it on ",
                    expression, " in code"), at: issue.position)
        }
        for child in bar.children {
            warn(
                String.concat(
                    "<", child.element, "> in the ", bar.element, " of the ", controller.element,
                    " is not converted; set it on ", expression, " in code"), at: child.position)
        }
        for connection in bar.connections {
            warn(
                String.concat(
                    connection.element, " connection of the ", bar.element, " is not converted; set it on ",
                    expression, " in code"), at: connection.position)
        }
        return guardedRuns(statements)
    }
}
