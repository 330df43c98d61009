import IBModel

extension UnitBuilder {
    /// The class to instantiate and the class whose IB attributes apply, or nil when unsupported.
    func resolveClass(for object: IBObject) -> (swift: String, base: String)? {
        guard let base = ViewMapping.className(for: object.element, platform: document.platform ?? .iOS) else {
            return nil
        }
        return (object.customClassName ?? base, base)
    }

    /// Creates `object` (or, with `derived`, reaches an object its parent owns such as `contentView`),
    /// configures it and builds everything below it.
    /// - Returns: its expression, or nil when the element is not supported (a warning is recorded).
    @discardableResult
    func buildView(_ object: IBObject, derived: String? = nil, name: String? = nil) -> String? {
        let id = object.key_
        guard let (swiftClass, base) = resolveClass(for: object) else {
            unsupported("<\(object.element)> not converted; it and its content are left out", at: object.position)
            return nil
        }
        emittedView(at: object.position)
        let expression: String
        if let derived {
            expression = derived
        } else {
            expression = name ?? localName(for: object)
            usedNames.insert(expression)
            let created = initializer(object, swiftClass: swiftClass, base: base)
            if checksAvailability, let older = olderInitializer(object, swiftClass: swiftClass, base: base) {
                create.append(
                    Statement(
                        guardedDeclaration(
                            expression, type: older.type, introduced: older.introduced, new: created, old: older.code),
                        line: object.position.line))
            } else {
                create.append(Statement(.concat("let ", expression, " = ", created), line: object.position.line))
            }
        }
        expressions[id] = expression
        if viewOrder[expression] == nil { viewOrder[expression] = viewOrder.count }
        classes[id] = (swiftClass, base)
        if let module = ViewMapping.module(of: base) { modules.insert(module) }
        // A custom class that is one of UIKit's own (`<view customClass="UIScrollView">`) has nothing of
        // the app's to initialize.
        let isCustom = object.customClassName.map { ViewMapping.superclass(of: $0) == nil } ?? false
        if isCustom, derived == nil { createdCustomClasses.append((swiftClass, object.position)) }
        if isCustom {
            let message = String.concat(
                "custom class ", swiftClass, " is created with ",
                derived == nil && base != "UITableViewCell" ? "init(frame:)" : "its designated initializer",
                ", not init(coder:), and gets no awakeFromNib")
            note(message, at: object.position)
            configure.append(Statement("", comment: message, line: object.position.line))
        }
        configureView(object, expression: expression, base: base, derived: derived != nil)
        registerBuiltInCellViews(object, expression: expression)
        buildChildren(object, expression: expression, base: base)
        if object.element == "tabView" { selectInitialTabViewItem(object, expression: expression) }
        for constraint in object.constraints { constraints.append((constraint, id)) }
        for connection in object.connections { connections.append((connection, id)) }
        return expression
    }

    func initializer(_ object: IBObject, swiftClass: String, base: String) -> String {
        let swiftClass = object.customClassName == nil ? swiftClass : typeReference(swiftClass)
        switch base {
        case "UIButton":
            let type = ViewMapping.buttonTypes[object.attributes.value("buttonType") ?? "custom"] ?? "custom"
            return .concat(swiftClass, "(type: .", type, ")")
        case "UITableView":
            let style =
                ["grouped": "grouped", "insetGrouped": "insetGrouped"][object.attributes.value("style") ?? ""]
                ?? "plain"
            let tableClass =
                Self.isStaticTable(object)
                ? Self.staticTableClassName(in: document, name: shared.swiftName(of: document)) : swiftClass
            return .concat(tableClass, "(frame: .zero, style: .", style, ")")
        case "UICollectionView":
            return .concat(swiftClass, "(frame: .zero, collectionViewLayout: ", collectionLayout(object), ")")
        case "NSPopUpButton" where ViewMapping.popUpPullsDown(object.child(key: "cell")):
            return .concat(swiftClass, "(frame: .zero, pullsDown: true)")
        case "UIVisualEffectView":
            // The effect is a property (ViewMapping.visualEffect), like every other IB value.
            return .concat(swiftClass, "(effect: nil)")
        case "UITableViewCell":
            let reuse = object.reuseIdentifier.map(MappedValue.stringLiteral) ?? "nil"
            return .concat(swiftClass, "(style: .", cellStyle(object) ?? "default", ", reuseIdentifier: ", reuse, ")")
        default:
            return .concat(swiftClass, object.customClassName != nil ? "(frame: .zero)" : "()")
        }
    }

    /// The initializer below the version ``initializer(_:swiftClass:base:)``'s needs, when it needs
    /// one above the lowest target: a `.close` button is a system button, an inset grouped table a
    /// grouped one.
    func olderInitializer(
        _ object: IBObject, swiftClass: String, base: String
    ) -> (code: String, type: String, introduced: OSVersion)? {
        switch base {
        case "UIButton":
            let type = ViewMapping.buttonTypes[object.attributes.value("buttonType") ?? "custom"] ?? "custom"
            guard let introduced = ViewMapping.enumCaseIntroduced(type: "UIButton.ButtonType", name: type) else {
                return nil
            }
            return (.concat(swiftClass, "(type: .system)"), swiftClass, introduced)
        case "UITableView" where object.attributes.value("style") == "insetGrouped":
            let tableClass =
                Self.isStaticTable(object)
                ? Self.staticTableClassName(in: document, name: shared.swiftName(of: document)) : swiftClass
            guard let introduced = ViewMapping.enumCaseIntroduced(type: "UITableView.Style", name: "insetGrouped")
            else { return nil }
            return (.concat(tableClass, "(frame: .zero, style: .grouped)"), tableClass, introduced)
        default: return nil
        }
    }

    /// IB's `sectionInsetReference` → `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
    static let sectionInsetReferences = [
        "contentInset": "fromContentInset", "safeArea": "fromSafeArea", "layoutMargins": "fromLayoutMargins",
    ]

    /// A `UICollectionViewFlowLayout` for `<collectionViewFlowLayout key="collectionViewLayout">`.
    func collectionLayout(_ object: IBObject) -> String {
        if let layout = object.child(key: "collectionViewLayout"), layout.element == "collectionViewLayout",
            let custom = customLayout(layout)
        {
            return custom
        }
        guard let layout = object.child(key: "collectionViewLayout"), layout.element == "collectionViewFlowLayout"
        else {
            unsupported("collection view layout not converted; a flow layout is used", at: object.position)
            return "UICollectionViewFlowLayout()"
        }
        let name = localName(for: layout)
        create.append(Statement("let \(name) = UICollectionViewFlowLayout()", line: layout.position.line))
        if let id = layout.id { expressions[id] = name }  // outlets to the layout
        emittedView(at: layout.position)
        for attribute in layout.attributes {
            switch attribute.name {
            case "minimumLineSpacing", "minimumInteritemSpacing":
                if NonFinite.double(attribute.value) {
                    unsupported(
                        NonFinite.message(attribute.name, attribute.value, leftOut: "'\(attribute.name)' is"),
                        at: layout.position)
                } else if let value = Double(decimal: attribute.value) {
                    create.append(Statement("\(name).\(attribute.name) = \(value)", line: layout.position.line))
                }
            case "scrollDirection":
                create.append(Statement("\(name).scrollDirection = .\(attribute.value)", line: layout.position.line))
            case "automaticEstimatedItemSize" where attribute.value == "YES":
                break  // after the sizes: it replaces an `estimatedItemSize` IB may write too
            case "automaticEstimatedItemSize" where attribute.value == "NO":
                break
            case "sectionInsetReference" where Self.sectionInsetReferences[attribute.value] != nil:
                let reference = Self.sectionInsetReferences[attribute.value]!
                if reference != "fromContentInset" {  // the layout's own
                    create.append(
                        Statement("\(name).sectionInsetReference = .\(reference)", line: layout.position.line))
                }
            case "id", "key": break
            default: unsupported("flow layout attribute '\(attribute.name)' not converted", at: layout.position)
            }
        }
        defer {
            // Self-sizing cells (IB's "Estimate Size: Automatic").
            if layout.attributes.value("automaticEstimatedItemSize") == "YES" {
                create.append(
                    Statement(
                        "\(name).estimatedItemSize = UICollectionViewFlowLayout.automaticSize",
                        line: layout.position.line))
            }
        }
        for element in layout.properties {
            if let (attribute, value) = NonFinite.anyAttribute(in: element.attributes) {
                unsupported(
                    NonFinite.message(attribute, value, leftOut: "'\(element.key ?? element.name)' is"),
                    at: element.position)
                continue
            }
            switch (element.name, element.key ?? "") {
            case ("size", let key)
            where ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"].contains(key):
                if key == "estimatedItemSize", layout.attributes.value("automaticEstimatedItemSize") == "YES" {
                    continue  // `automaticSize`, below
                }
                let w = element.attributes.value("width").flatMap(Double.init(decimal:)) ?? 0
                let h = element.attributes.value("height").flatMap(Double.init(decimal:)) ?? 0
                create.append(
                    Statement(
                        "\(name).\(key) = \(MappedValue.size(width: w, height: h).swift)", line: element.position.line))
            case ("inset", "sectionInset"):
                let a = element.attributes
                func d(_ k: String) -> Double { a.value(k).flatMap(Double.init(decimal:)) ?? 0 }
                let value = MappedValue.insets(
                    top: d("minY"), left: d("minX"), bottom: d("maxY"), right: d("maxX"), directional: false)
                create.append(Statement("\(name).sectionInset = \(value.swift)", line: element.position.line))
            default: unsupported("flow layout <\(element.name)> not converted", at: element.position)
            }
        }
        return name
    }

    /// Whether `object` is laid out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`),
    /// not by its frame. A view IB marks `fixedFrame="YES"` (Xcode 8's "Autoresizing Mask" layout
    /// for a view no constraint places) is compiled with its frame and autoresizing mask, whatever the
    /// `translatesAutoresizingMaskIntoConstraints` IB also writes: with that flag off and no
    /// constraints, the code would leave it at zero size in the top-left corner.
    static func usesConstraints(_ object: IBObject) -> Bool {
        object.attributes.value("translatesAutoresizingMaskIntoConstraints") == "NO"
            && object.attributes.value("fixedFrame") != "YES"
    }

    /// Properties, frame, autoresizing mask and `translatesAutoresizingMaskIntoConstraints`.
    func configureView(_ object: IBObject, expression: String, base: String, derived: Bool) {
        var (properties, issues) = ViewMapping.properties(of: object, className: base)
        if !derived || expression == "self" {
            ViewMapping.removeInitialValues(
                from: &properties, className: ViewMapping.initialValueClass(of: object, base: base))
        }
        configureStatements(taking: &properties, target: expression, className: base, line: object.position.line)
        for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
        if Self.usesConstraints(object) {
            configure.append(
                Statement(
                    .concat(expression, ".translatesAutoresizingMaskIntoConstraints = false"),
                    line: object.position.line)
            )
        } else if !derived {
            if let attributes = Self.propertyAttributes("rect", key: "frame", in: object.properties),
                let (name, value) = NonFinite.anyAttribute(in: attributes)
            {
                let position = object.properties.first { $0.name == "rect" && $0.key == "frame" }?.position
                unsupported(
                    NonFinite.message(name, value, leftOut: "the frame is"), at: position ?? object.position)
            } else if let frame = Self.frame(of: object) {
                configure.append(Statement(.concat(expression, ".frame = ", frame.swift), line: object.position.line))
            }
            if let mask = Self.autoresizingMask(of: object, appKit: base.hasPrefix("NS")) {
                configure.append(
                    Statement(.concat(expression, ".autoresizingMask = ", mask.swift), line: object.position.line))
            }
        }
    }

    /// Appends each property's statement for `target` (a `className` view) to `configure`, in order,
    /// and leaves `properties` empty; API newer than the deployment target goes inside `if #available`
    /// (``appendGuardedStatements(taking:target:className:line:)``).
    ///
    /// The properties are taken out of the array one by one, last first after one reversal in place
    /// (the buffer pointer's swaps move elements): a property read in place was copied (a retain and
    /// a release per field) to call `statement`, one taken out is not.
    func configureStatements(taking properties: inout [MappedProperty], target: String, className: String, line: Int) {
        properties.withUnsafeMutableBufferPointer { $0.reverse() }
        if checksAvailability || className.hasPrefix("NS") {
            return appendGuardedStatements(taking: &properties, target: target, className: className, line: line)
        }
        while let property = properties.popLast() {
            configure.append(Statement(property.statement(target: target), line: line))
        }
    }

    /// `<rect key="frame">` as a value; nil without one, or when one of its values is a number but not
    /// a finite one (``NonFinite``: the frame is left out).
    static func frame(of object: IBObject) -> MappedValue? {
        guard let attributes = propertyAttributes("rect", key: "frame", in: object.properties),
            NonFinite.anyAttribute(in: attributes) == nil
        else { return nil }
        func d(_ k: String) -> Double { attributes.value(k).flatMap(Double.init(decimal:)) ?? 0 }
        return .rect(x: d("x"), y: d("y"), width: d("width"), height: d("height"))
    }

    /// The attributes of `IBObject.property(name, key:)` among `properties`, found in place:
    /// `property` copies each element it tests (a retain and a release per field).
    static func propertyAttributes(_ name: String, key: String? = nil, in properties: [IBElement]) -> IBAttributes? {
        properties.withUnsafeBufferPointer { properties in
            for index in properties.indices where properties[index].name == name {
                if key == nil || properties[index].attributes.value("key") == key {
                    return properties[index].attributes
                }
            }
            return nil
        }
    }

    static let maskNames: [(String, String)] = [
        ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
        ("flexibleMaxX", "flexibleRightMargin"),
        ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"),
        ("flexibleMaxY", "flexibleBottomMargin"),
    ]

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …>` as an option set.
    static func autoresizingMask(of object: IBObject, appKit: Bool = false) -> MappedValue? {
        guard let mask = propertyAttributes("autoresizingMask", in: object.properties) else { return nil }
        let table = appKit ? appKitMaskNames : maskNames
        let names = table.filter { mask.flag($0.0) }.map(\.1)
        // No flag is every view's initial mask (UIView.h, NSView.h): nothing to set.
        if names.isEmpty { return nil }
        return .options(type: appKit ? "NSView.AutoresizingMask" : "UIView.AutoresizingMask", names: names)
    }

    /// AppKit's mask names follow IB's directly (its y axis points up, as IB's macOS frames do).
    static let appKitMaskNames: [(String, String)] = [
        ("flexibleMinX", "minXMargin"), ("widthSizable", "width"), ("flexibleMaxX", "maxXMargin"),
        ("flexibleMinY", "minYMargin"), ("heightSizable", "height"), ("flexibleMaxY", "maxYMargin"),
    ]

    /// Subviews (arranged for stack views), owned content views, layout guides, prototypes.
    func buildChildren(_ object: IBObject, expression: String, base: String) {
        let excluded = ViewMapping.excludedByDefault(object)
        excludedConstraints.formUnion(excluded)
        collectSizeClassVariations(object, expression: expression, base: base)
        var toolbarItems: [String] = []
        defer {
            // A toolbar's bar button items, a tab bar's items, or a navigation bar's navigation items.
            if !toolbarItems.isEmpty {
                configure.append(
                    Statement(
                        "\(expression).items = [\(toolbarItems.joined(separator: ", "))]", line: object.position.line))
            }
        }
        let appKit = base.hasPrefix("NS")
        // Once per parent, not per subview (each is a class chain lookup), and not for leaves (most views).
        let addMethod =
            !object.children.isEmpty
                && (ViewMapping.isKind(base, of: "UIStackView") || ViewMapping.isKind(base, of: "NSStackView"))
            ? "addArrangedSubview" : "addSubview"
        if let content = object.idlessContentView { buildView(content, derived: "\(expression).contentView") }
        for child in object.children {
            let childKey = child.key_
            if !excluded.isEmpty, excluded.contains(childKey) { continue }
            if appKit, buildAppKitChild(child, expression: expression, base: base) { continue }
            switch (child.container, child.key ?? "", child.element) {
            case ("items", _, "barButtonItem") where ViewMapping.isKind(base, of: "UIToolbar"):
                if let item = barButtonItem(child) { toolbarItems.append(item) }
            case ("items", _, "tabBarItem") where ViewMapping.isKind(base, of: "UITabBar"):
                if let item = barTabBarItem(child) { toolbarItems.append(item) }
            case ("items", _, "navigationItem") where ViewMapping.isKind(base, of: "UINavigationBar"):
                toolbarItems.append(barNavigationItem(child))
                emittedView(at: child.position)
            case ("subviews", _, _) where !builtInCellViews.isEmpty && builtInCellViews[childKey] != nil:
                configureBuiltInCellView(child, target: builtInCellViews[childKey]!)
            case ("subviews", _, _):
                guard let childExpression = buildView(child) else { continue }
                hierarchy.append(
                    Statement(.concat(expression, ".", addMethod, "(", childExpression, ")"), line: child.position.line)
                )
            case (_, "contentView", _):
                buildView(child, derived: "\(expression).contentView")
            case (_, let key, "viewLayoutGuide"):
                let property = [
                    "safeArea": "safeAreaLayoutGuide", "contentLayoutGuide": "contentLayoutGuide",
                    "frameLayoutGuide": "frameLayoutGuide",
                ][key]
                if let property, let id = child.id {
                    expressions[id] = "\(expression).\(property)"
                    emittedView(at: child.position)
                } else {
                    unsupported("layout guide '\(key)' not converted", at: child.position)
                }
            case ("prototypes", _, _),
                ("cells", _, _) where ViewMapping.isKind(base, of: "UICollectionView"):
                buildPrototype(
                    child, container: expression, collection: ViewMapping.isKind(base, of: "UICollectionView"))
            case (_, let key, "collectionReusableView")
            where (key == "sectionHeaderView" || key == "sectionFooterView")
                && ViewMapping.isKind(base, of: "UICollectionView"):
                buildSupplementaryView(child, container: expression)
            case (_, let key, _) where key == "tableHeaderView" || key == "tableFooterView":
                guard let childExpression = buildView(child) else { continue }
                hierarchy.append(Statement("\(expression).\(key) = \(childExpression)", line: child.position.line))
            case (_, "collectionViewLayout", _):
                continue
            case ("sections", _, "tableViewSection") where ViewMapping.isKind(base, of: "UITableView"):
                buildStaticSection(child, table: object, expression: expression)
            case (_, "cell", let element) where element.hasSuffix("Cell") && base.hasPrefix("NS"):
                // An AppKit control's cell: its attributes configure the control.
                var cell = IBElement(
                    name: element, attributes: child.attributes, children: child.properties, position: child.position)
                let popUp = ViewMapping.isKind(base, of: "NSPopUpButton")
                if popUp { cell = ViewMapping.popUpCellElement(cell) }
                var properties: [MappedProperty] = []
                var issues: [MappingIssue] = []
                ViewMapping.appKitCell(cell, className: base, into: &properties, issues: &issues)
                configureStatements(taking: &properties, target: expression, className: base, line: child.position.line)
                for issue in issues { unsupported(issue.message, at: issue.position, severity: issue.severity) }
                emittedView(at: child.position)
                if popUp { buildPopUpMenu(child, expression: expression) }
                for connection in child.connections {
                    guard connection.kind == .binding else {
                        connections.append((connection, object.key_))
                        continue
                    }
                    // The cell's own binding, not the control's: the two expose different bindings.
                    unsupported(
                        "binding '\(connection.attributes["name"] ?? "")' of the control's cell not converted",
                        at: connection.position)
                }
            default:
                unsupported(
                    "<\(child.element)\(child.key.map { " key=\"\($0)\"" } ?? "")> not converted", at: child.position)
            }
        }
        if Self.isStaticTable(object) {
            staticTableIDs.insert(object.key_)
            finishStaticTable(object, expression: expression)
        }
    }
}
