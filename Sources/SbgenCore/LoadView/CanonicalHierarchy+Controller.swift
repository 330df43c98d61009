import IBModel

extension CanonicalHierarchy {
    /// `title`, `navigationItem.*` and `tabBarItem` as the recording surface prints them.
    func controllerProperties(_ controller: IBObject) -> [String: String] {
        var props: [String: String] = [:]
        if let title = controller.attributes["title"] { props["title"] = MappedValue.stringLiteral(title) }
        if let item = controller.child(key: "navigationItem") {
            for attribute in item.attributes {
                guard let rule = ViewMapping.navigationItemRules[attribute.name],
                    let value = ViewMapping.convert(attribute.value, kind: rule.kind)
                else { continue }
                props["navigationItem.\(rule.key)"] = value.canonical
            }
            var lists: [String: [String]] = [:]
            for child in item.children where child.element == "barButtonItem" {
                let text = barItem(child)
                if let key = child.key {
                    props["navigationItem.\(key)"] = text
                } else if let container = child.container {
                    lists[container, default: []].append(text)
                }
            }
            for (key, items) in lists { props["navigationItem.\(key)"] = "[" + items.joined(separator: ",") + "]" }
        }
        let toolbar = controller.children.filter { $0.container == "toolbarItems" && $0.element == "barButtonItem" }
        if !toolbar.isEmpty { props["toolbarItems"] = "[" + toolbar.map(barItem).joined(separator: ",") + "]" }
        if let tab = controller.child(key: "tabBarItem") {
            let a = tab.attributes
            var text = tabItem(tab)
            if let selected = ViewMapping.itemImages(tab).selected {
                text += "+selected(\(selected.canonical))"
            }
            if let badge = a["badgeValue"] { text += "+badge(\(MappedValue.stringLiteral(badge)))" }
            // The item records each key-value-coding call as it comes (its record is text).
            for property in itemProperties(tab, className: "UITabBarItem") {
                text += "+\(property.key)=\(property.value.canonical)"
            }
            props["tabBarItem"] = text
        }
        if controller.element == "tableViewController", document.platform == .iOS,
            let refresh = controller.child(key: "refreshControl"), refresh.element == "refreshControl"
        {
            var text = "refresh"
            if let tint = refresh.property("color", key: "tintColor"),
                case .success(let color) = ViewMapping.color(tint)
            {
                text += "+tintColor=" + color.canonical
            }
            props["refreshControl"] = text
        }
        props.merge(controllerAttributeProperties(controller)) { $1 }
        return props
    }

    /// What ``UnitBuilder/buildControllerAttributes(_:root:)`` sets on the controller.
    func controllerAttributeProperties(_ controller: IBObject) -> [String: String] {
        guard document.platform != .macOS else { return [:] }
        var props: [String: String] = [:]
        if controller.attributes["extendedLayoutIncludesOpaqueBars"] == "YES" {
            props["extendedLayoutIncludesOpaqueBars"] = "true"
        }
        if let edges = controller.property("extendedEdge", key: "edgesForExtendedLayout") {
            let names = ["top", "left", "bottom", "right"].filter { edges.attributes[$0] == "YES" }
            if names.count < 4 {
                props["edgesForExtendedLayout"] = MappedValue.options(type: "UIRectEdge", names: names).canonical
            }
        }
        if let runtime = controller.property("userDefinedRuntimeAttributes") {
            let base = LoadViewGenerator.controllerBaseClasses[controller.element] ?? "UIViewController"
            var properties: [MappedProperty] = []
            var issues: [MappingIssue] = []
            ViewMapping.runtimeAttributes(
                runtime, className: controller.customClass ?? base, into: &properties, issues: &issues)
            for property in properties { props[property.key] = property.value.canonical }
        }
        return props
    }

    /// `tab(title,image,tag)` or `tab(system,tag)`: a tab bar item as the recording surface prints it.
    func tabItem(_ tab: IBObject) -> String {
        let a = tab.attributes
        let tag = a["tag"] ?? "0"
        if let system = a["systemItem"] { return "tab(\(system),\(tag))" }
        let title = a["title"].map(MappedValue.stringLiteral) ?? "nil"
        let image = ViewMapping.itemImages(tab).image?.canonical ?? "nil"
        return "tab(\(title),\(image),\(tag))"
    }

    /// A navigation bar's item as the recording surface prints it: `navitem`, then what
    /// ``UnitBuilder/barNavigationItem(_:)`` sets on it (its title, `""` without one), sorted by key.
    func navigationItem(_ item: IBObject) -> String {
        var props = ["title": MappedValue.stringLiteral(item.attributes["title"] ?? "")]
        for attribute in item.attributes where attribute.name != "title" {
            guard let rule = ViewMapping.navigationItemRules[attribute.name],
                let value = ViewMapping.convert(attribute.value, kind: rule.kind)
            else { continue }
            props[rule.key] = value.canonical
        }
        var lists: [String: [String]] = [:]
        for child in item.children where child.element == "barButtonItem" {
            if let key = child.key {
                props[key] = barItem(child)
            } else if let container = child.container {
                lists[container, default: []].append(barItem(child))
            }
        }
        for (key, items) in lists { props[key] = "[" + items.joined(separator: ",") + "]" }
        return "navitem" + props.sorted { $0.key < $1.key }.map { "+\($0.key)=\($0.value)" }.joined()
    }

    /// A bar item's properties as the generator maps them (``ViewMapping/barItemProperties(_:className:issues:other:)``).
    func itemProperties(_ item: IBObject, className: String) -> [MappedProperty] {
        var issues: [MappingIssue] = []
        return ViewMapping.barItemProperties(item, className: className, issues: &issues) { _ in }
    }

    /// `item(title,image,system,style,action)`, then the properties set on it, sorted by key, as the
    /// recording surface prints them.
    func barItem(_ item: IBObject) -> String {
        var props: [String: String] = [:]
        for property in itemProperties(item, className: "UIBarButtonItem") {
            props[property.key] = property.value.canonical
        }
        return barItemBase(item) + props.sorted { $0.key < $1.key }.map { "+\($0.key)=\($0.value)" }.joined()
    }

    func barItemBase(_ item: IBObject) -> String {
        let a = item.attributes
        let action = item.connections.first { $0.kind == .action }?.selector ?? "-"
        // `.done` is `.prominent` (the iOS 26 name the recording surface, like the current SDK, prints).
        let style = a["style"] == "done" ? "prominent" : "plain"
        // A custom view: `UIBarButtonItem(customView:)` with the view built.
        if let view = item.children.first(where: { $0.key == "customView" }),
            let base = ViewMapping.className(for: view.element, platform: .iOS)
        {
            return "item(nil,nil,-,\(style),\(action))+customView(\(view.customClass ?? base))"
        }
        if let system = a["systemItem"] { return "item(nil,nil,\(system),\(style),\(action))" }
        let title = a["title"].map(MappedValue.stringLiteral) ?? "nil"
        let image = ViewMapping.itemImages(item).image?.canonical ?? "nil"
        return "item(\(title),\(image),-,\(style),\(action))"
    }
}
