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
            let tag = a["tag"] ?? "0"
            var text: String
            if let system = a["systemItem"] {
                text = "tab(\(system),\(tag))"
            } else {
                let title = a["title"].map(MappedValue.stringLiteral) ?? "nil"
                let image =
                    a["image"].map { MappedValue.image(name: $0, system: a["catalog"] == "system").canonical } ?? "nil"
                text = "tab(\(title),\(image),\(tag))"
            }
            if let selected = a["selectedImage"] {
                text += "+selected(\(MappedValue.image(name: selected, system: a["catalog"] == "system").canonical))"
            }
            if let badge = a["badgeValue"] { text += "+badge(\(MappedValue.stringLiteral(badge)))" }
            props["tabBarItem"] = text
        }
        return props
    }

    func barItem(_ item: IBObject) -> String {
        let a = item.attributes
        let action = item.connections.first { $0.kind == .action }?.selector ?? "-"
        let style = "plain"
        // A custom view: `UIBarButtonItem(customView:)` with the view built.
        if let view = item.children.first(where: { $0.key == "customView" }),
            let base = ViewMapping.className(for: view.element, platform: .iOS)
        {
            return "item(nil,nil,-,\(style),\(action))+customView(\(view.customClass ?? base))"
        }
        if let system = a["systemItem"] { return "item(nil,nil,\(system),\(style),\(action))" }
        let title = a["title"].map(MappedValue.stringLiteral) ?? "nil"
        let image = a["image"].map { MappedValue.image(name: $0, system: a["catalog"] == "system").canonical } ?? "nil"
        return "item(\(title),\(image),-,\(style),\(action))"
    }
}
