import IBModel

extension UnitBuilder {
    /// A gesture recognizer scene member: created, configured; attached through the views'
    /// `gestureRecognizers` outlet collections and wired through its own actions.
    func buildGesture(_ object: IBObject) {
        guard let id = object.id, let swiftClass = ViewMapping.gestureClasses[object.element] else { return }
        let name = localName(for: object)
        create.append(Statement("let \(name) = \(object.customClassName ?? swiftClass)()", line: object.position.line))
        emittedView(at: object.position)
        expressions[id] = name
        classes[id] = (object.customClassName ?? swiftClass, nil)
        gestureIDs.insert(id)
        for attribute in object.attributes where !ViewMapping.structuralAttributes.contains(attribute.name) {
            guard let rule = ViewMapping.gestureRules[attribute.name],
                let value = ViewMapping.convert(attribute.value, kind: rule.kind)
            else {
                unsupported("gesture attribute '\(attribute.name)' not converted", at: object.position)
                continue
            }
            configure.append(Statement("\(name).\(rule.key) = \(value.swift)", line: object.position.line))
        }
        for element in object.properties {
            if element.name == "pressTypeMask", element.key == "allowedPressTypes",
                let types = ViewMapping.pressTypes(element)
            {
                configure.append(
                    Statement(
                        .concat(name, ".allowedPressTypes = ", ViewMapping.pressTypesLiteral(types)),
                        line: element.position.line))
                continue
            }
            unsupported("<\(element.name)> of \(object.element) not converted", at: element.position)
        }
        for connection in object.connections { connections.append((connection, id)) }
    }

    /// `title`, `<navigationItem key="navigationItem">` and `<tabBarItem key="tabBarItem">` of a controller.
    ///
    /// In `migrate` (``LoadViewGenerator/Options/controllersCreatedByFlow``) the flow's factory sets
    /// the title, the navigation item's title and the tab bar item, as the storyboard did when it
    /// made the controller (a tab bar shows the items of tabs whose views are not loaded yet); the
    /// view code sets only the rest, so that nothing is set twice.
    func buildControllerItems(_ controller: IBObject) {
        if !shared.controllersCreatedByFlow, let title = controller.attributes.value("title") {
            configure.append(Statement("title = \(MappedValue.stringLiteral(title))", line: controller.position.line))
        }
        var toolbarItems: [String] = []
        defer {
            if !toolbarItems.isEmpty {
                configure.append(
                    Statement(
                        "toolbarItems = [\(toolbarItems.joined(separator: ", "))]", line: controller.position.line))
            }
        }
        for child in controller.children {
            switch (child.key ?? "", child.element) {
            case ("view", _), (_, "viewControllerLayoutGuide"), (_, "viewLayoutGuide"):
                continue
            case ("", "barButtonItem") where child.container == "toolbarItems":
                if let item = barButtonItem(child) { toolbarItems.append(item) }
            case ("navigationItem", "navigationItem"):
                buildNavigationItem(child)
            case ("tabBarItem", "tabBarItem"):
                buildTabBarItem(child)
            case ("refreshControl", "refreshControl") where controller.element == "tableViewController":
                buildRefreshControl(child)
            default:
                unsupported(
                    "<\(child.element)\(child.key.map { " key=\"\($0)\"" } ?? "")> of the controller not converted",
                    at: child.position)
            }
        }
    }

    /// - Parameter navigationItem: the item's expression: the controller's `navigationItem`, or a
    ///   `UINavigationItem(title:)` of a navigation bar, which takes the title itself.
    func buildNavigationItem(_ item: IBObject, expression navigationItem: String = "navigationItem") {
        let line = item.position.line
        if let id = item.id { expressions[id] = navigationItem }
        for attribute in item.attributes where !["id", "key", "userLabel"].contains(attribute.name) {
            if attribute.name == "title", shared.controllersCreatedByFlow || navigationItem != "navigationItem" {
                continue
            }
            guard let rule = ViewMapping.navigationItemRules[attribute.name],
                let value = ViewMapping.convert(attribute.value, kind: rule.kind)
            else {
                unsupported("navigation item attribute '\(attribute.name)' not converted", at: item.position)
                continue
            }
            configure.append(
                Statement(
                    guardedStatement(
                        "\(navigationItem).\(rule.key) = \(value.swift)",
                        introduced: ViewMapping.introduced(value, platform: target.platform)),
                    line: line))
        }
        var lists: [String: [String]] = [:]
        for child in item.children {
            guard child.element == "barButtonItem", let expression = barButtonItem(child) else {
                unsupported("<\(child.element)> in navigation item not converted", at: child.position)
                continue
            }
            if let key = child.key {
                configure.append(Statement("\(navigationItem).\(key) = \(expression)", line: child.position.line))
            } else if let container = child.container {
                lists[container, default: []].append(expression)
            }
        }
        for key in ["leftBarButtonItems", "rightBarButtonItems"] {
            if let items = lists[key] {
                configure.append(
                    Statement("\(navigationItem).\(key) = [\(items.joined(separator: ", "))]", line: line))
            }
        }
    }

    /// What IB writes on every refresh control (a new `UIRefreshControl`'s own state, which IB
    /// archives): nothing to set.
    static let refreshControlDefaults: [String: String] = [
        "opaque": "NO", "multipleTouchEnabled": "YES", "contentMode": "center", "enabled": "NO",
        "contentHorizontalAlignment": "center", "contentVerticalAlignment": "center",
    ]

    /// `<refreshControl key="refreshControl">` of a table view controller: `UIRefreshControl()` with
    /// its tint colour and actions, assigned to `refreshControl` once the view is set (the table view
    /// controller installs it on its table view and sets its frame).
    func buildRefreshControl(_ object: IBObject) {
        if target.platform == .tvOS {
            return unsupported(
                "<refreshControl> of the controller not converted: UITableViewController.refreshControl is "
                    + "unavailable on tvOS", at: object.position)
        }
        let name = localName(for: object)
        let line = object.position.line
        create.append(Statement(.concat("let ", name, " = UIRefreshControl()"), line: line))
        emittedView(at: object.position)
        if let id = object.id {
            expressions[id] = name
            classes[id] = ("UIRefreshControl", "UIRefreshControl")
        }
        for attribute in object.attributes where !["id", "key", "userLabel"].contains(attribute.name) {
            if Self.refreshControlDefaults[attribute.name] == attribute.value { continue }
            unsupported(
                "refresh control attribute \(attribute.name)=\"\(attribute.value)\" not converted; set it on "
                    + name + " in code", at: object.position)
        }
        for element in object.properties {
            switch (element.name, element.key ?? "") {
            case ("rect", "frame"), ("autoresizingMask", _):
                continue  // The table view controller lays the control out.
            case ("color", "tintColor"):
                switch ViewMapping.color(element) {
                case .success(let color):
                    configure.append(
                        Statement(
                            guardedStatement(
                                .concat(name, ".tintColor = ", color.swift),
                                introduced: ViewMapping.introduced(.color(color), platform: target.platform)),
                            line: element.position.line))
                case .failure(let problem):
                    unsupported(problem.message, at: element.position, severity: problem.severity)
                }
            default:
                unsupported(
                    "<\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")> of the refresh control not "
                        + "converted", at: element.position)
            }
        }
        for child in object.children {
            unsupported("<\(child.element)> in the refresh control not converted", at: child.position)
        }
        if let id = object.id {
            for connection in object.connections { connections.append((connection, id)) }
        }
        outlets.append(Statement(.concat("refreshControl = ", name), line: line))
    }

    /// A tab bar item of a standalone tab bar's `<items>`: `UITabBarItem(title:image:tag:)` or
    /// `UITabBarItem(tabBarSystemItem:tag:)`; an item with more (a selected image, a badge, properties)
    /// is not converted. Returns its name.
    func barTabBarItem(_ item: IBObject) -> String? {
        let a = item.attributes
        let other = a.filter {
            !["id", "title", "image", "catalog", "systemItem", "tag", "userLabel"].contains($0.name)
        }
        if let attribute = other.first {
            unsupported(
                "tab bar item attribute '\(attribute.name)' of a tab bar not converted; it is left out",
                at: item.position)
            return nil
        }
        if let element = item.properties.first(where: { !($0.name == "imageReference" && $0.key == "image") }) {
            unsupported("<\(element.name)> of a tab bar's item not converted; it is left out", at: element.position)
            return nil
        }
        let tag = a.value("tag") ?? "0"
        let expression: String
        if let system = a.value("systemItem") {
            guard ViewMapping.tabSystemItems.contains(system) else {
                unsupported("tab bar system item '\(system)' not converted", at: item.position)
                return nil
            }
            expression = .concat("UITabBarItem(tabBarSystemItem: .", system, ", tag: ", tag, ")")
        } else {
            let image = ViewMapping.itemImages(item).image
            if let needed = image.flatMap({ ViewMapping.introduced($0, platform: target.platform) }),
                !target.allows(needed)
            {
                unsupported("tab bar item image needs \(needed); it is left out", at: item.position)
                return nil
            }
            let title = a.value("title").map(MappedValue.stringLiteral) ?? "nil"
            expression = .concat("UITabBarItem(title: ", title, ", image: ", image?.swift ?? "nil", ", tag: ", tag, ")")
        }
        let name = localName(for: item)
        create.append(Statement(.concat("let ", name, " = ", expression), line: item.position.line))
        if let id = item.id { expressions[id] = name }
        emittedView(at: item.position)
        return name
    }

    /// A navigation item of a navigation bar's `<items>`: `UINavigationItem(title:)` (its initializers
    /// are `init(title:)` and `init(coder:)`; an item without a title gets `""`, which shows the same), then what
    /// ``buildNavigationItem(_:expression:)`` sets on a controller's item. Returns its name.
    func barNavigationItem(_ item: IBObject) -> String {
        let name = localName(for: item)
        let title = MappedValue.string(item.attributes.value("title") ?? "").swift
        create.append(
            Statement(.concat("let ", name, " = UINavigationItem(title: ", title, ")"), line: item.position.line))
        buildNavigationItem(item, expression: name)
        return name
    }

    /// A `UIBarButtonItem` expression (title/image or system item, with its action).
    func barButtonItem(_ item: IBObject) -> String? {
        let a = item.attributes
        var target = "nil"
        var action = "nil"
        var actionPosition: SourcePosition?
        for connection in item.connections {
            if connection.kind == .action, let selector = connection.selector {
                let targetID = connection.destination
                target = targetID.flatMap { expressions[$0] } ?? "nil"
                action = selectorExpression(selector, targetID: targetID)
                actionPosition = connection.position
            } else {
                unsupported(
                    connection.kind == .segue
                        ? "\(connection.segueKind ?? "") segue of a bar button item not converted by loadview; "
                            + "`sbgen migrate` converts it to a method of the controller"
                        : "\(connection.element) connection of a bar button item not converted",
                    at: connection.position)
            }
        }
        for attribute in a
        where !["id", "key", "title", "image", "catalog", "systemItem", "style", "userLabel", "enabled", "width"]
            .contains(attribute.name)
        {
            unsupported("bar button item attribute '\(attribute.name)' not converted", at: item.position)
        }
        var properties = itemProperties(item, className: "UIBarButtonItem", what: "a bar button item")
        var customView: String?
        for child in item.children {
            if child.key == "customView", customView == nil, let view = buildView(child) {
                customView = view
                continue
            }
            unsupported(
                "<\(child.element)\(child.key.map { " key=\"\($0)\"" } ?? "")> of a bar button item not converted; "
                    + "it and its content are left out", at: child.position)
        }
        let name = localName(for: item)
        let line = item.position.line
        if let customView {
            // The view handles its own events; a target and action IB also gave the item are kept.
            create.append(
                Statement(.concat("let ", name, " = UIBarButtonItem(customView: ", customView, ")"), line: line))
            if action != "nil" {
                configure.append(Statement(.concat(name, ".target = ", target), line: line))
                configure.append(Statement(.concat(name, ".action = ", action), line: line))
            }
        } else if let system = a.value("systemItem") {
            guard ViewMapping.barSystemItems.contains(system) else {
                unsupported("bar button system item '\(system)' not converted", at: item.position)
                return nil
            }
            func systemItem(_ system: String) -> String {
                .concat(
                    "UIBarButtonItem(barButtonSystemItem: .", system, ", target: ", target, ", action: ", action, ")")
            }
            // `.close` is iOS 13; below it, the system item with the same glyph.
            let introduced = ViewMapping.enumCaseIntroduced(type: "UIBarButtonItem.SystemItem", name: system)
            create.append(
                Statement(
                    guardedDeclaration(
                        name, type: "UIBarButtonItem", introduced: introduced, new: systemItem(system),
                        old: systemItem("stop")),
                    line: line))
        } else {
            let title = a.value("title").map(MappedValue.stringLiteral) ?? "nil"
            let imageValue = ViewMapping.itemImages(item).image
            let image = imageValue?.swift ?? "nil"
            if self.target.allows(ViewMapping.barButtonTitleImageInitializer) {
                create.append(
                    Statement(
                        .concat(
                            "let ", name, " = UIBarButtonItem(title: ", title, ", image: ", image, ", target: ",
                            target, ", action: ", action, ")"),
                        line: line))
            } else {
                // `init(title:image:target:action:menu:)` is iOS 16: the initializers every version has.
                func withImage(_ image: String) -> String {
                    .concat(
                        "UIBarButtonItem(image: ", image, ", style: .plain, target: ", target, ", action: ", action, ")"
                    )
                }
                let withTitle = String.concat(
                    "UIBarButtonItem(title: ", title, ", style: .plain, target: ", target, ", action: ", action, ")")
                let symbol = imageValue.flatMap { ViewMapping.introduced($0, platform: document.platform ?? .iOS) }
                create.append(
                    Statement(
                        imageValue == nil
                            ? .concat("let ", name, " = ", withTitle)
                            : guardedDeclaration(
                                name, type: "UIBarButtonItem", introduced: symbol, new: withImage(image), old: withTitle
                            ),
                        line: line))
                if imageValue != nil, title != "nil" {
                    create.append(Statement(.concat(name, ".title = ", title), line: line))
                }
            }
        }
        if a.value("style") == "done" {
            // `.done` is deprecated in iOS 26, renamed `.prominent` (the same raw value, 2), which only
            // the iOS 26 SDK has: `.done` in the `else` is silent at every deployment target.
            configure.append(
                Statement(
                    guardedStatement(
                        .concat(name, ".style = .prominent"), introduced: ViewMapping.barButtonProminentStyle,
                        otherwise: .concat(name, ".style = .done")),
                    line: line))
        }
        configureStatements(taking: &properties, target: name, className: "UIBarButtonItem", line: line)
        if let id = item.id { expressions[id] = name }
        emittedView(at: item.position)
        if let actionPosition { emitted.actions.append(EmittedElements.key(actionPosition)) }
        return name
    }

    func buildTabBarItem(_ item: IBObject) {
        let a = item.attributes
        if let id = item.id { expressions[id] = "tabBarItem" }
        let line = item.position.line
        for attribute in a
        where ![
            "id", "key", "title", "image", "catalog", "systemItem", "selectedImage", "tag", "badgeValue", "userLabel",
        ].contains(attribute.name) {
            unsupported("tab bar item attribute '\(attribute.name)' not converted", at: item.position)
        }
        let tag = a.value("tag") ?? "0"
        let images = ViewMapping.itemImages(item)
        if shared.controllersCreatedByFlow {
            // The flow's factory made the item: its title, images, tag and badge.
            emittedView(at: item.position)
        } else if let system = a.value("systemItem") {
            guard ViewMapping.tabSystemItems.contains(system) else {
                return unsupported("tab bar system item '\(system)' not converted", at: item.position)
            }
            configure.append(
                Statement("tabBarItem = UITabBarItem(tabBarSystemItem: .\(system), tag: \(tag))", line: line))
            emittedView(at: item.position)
        } else {
            let title = a.value("title").map(MappedValue.stringLiteral) ?? "nil"
            let imageValue = images.image
            func tabBarItem(_ image: String) -> String {
                "tabBarItem = UITabBarItem(title: \(title), image: \(image), tag: \(tag))"
            }
            configure.append(
                Statement(
                    guardedStatement(
                        tabBarItem(imageValue?.swift ?? "nil"),
                        introduced: imageValue.flatMap { ViewMapping.introduced($0, platform: target.platform) },
                        otherwise: tabBarItem("nil")),
                    line: line))
            emittedView(at: item.position)
        }
        if let image = images.selected, !shared.controllersCreatedByFlow {
            configure.append(
                Statement(
                    guardedStatement(
                        "tabBarItem.selectedImage = \(image.swift)",
                        introduced: ViewMapping.introduced(image, platform: target.platform)),
                    line: line))
        }
        if let badge = a.value("badgeValue"), !shared.controllersCreatedByFlow {
            configure.append(Statement("tabBarItem.badgeValue = \(MappedValue.stringLiteral(badge))", line: line))
        }
        var properties = itemProperties(item, className: "UITabBarItem", what: "a tab bar item")
        configureStatements(taking: &properties, target: "tabBarItem", className: "UITabBarItem", line: line)
    }

    /// ``ViewMapping/barItemProperties(_:className:issues:other:)``, each element and value not
    /// converted a warning.
    func itemProperties(_ item: IBObject, className: String, what: String) -> [MappedProperty] {
        var issues: [MappingIssue] = []
        let properties = ViewMapping.barItemProperties(item, className: className, issues: &issues) { element in
            unsupported("<\(element.name)> of \(what) not converted", at: element.position)
        }
        for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
        return properties
    }
}
