import IBModel

extension UnitBuilder {
    /// Delegate-style outlets of UIKit classes: the protocol the destination is cast to.
    static let delegateProtocols: [String: [String: String]] = [
        "UITableView": ["dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate"],
        "UICollectionView": ["dataSource": "UICollectionViewDataSource", "delegate": "UICollectionViewDelegate"],
        "UITextField": ["delegate": "UITextFieldDelegate"], "UITextView": ["delegate": "UITextViewDelegate"],
        "UIScrollView": ["delegate": "UIScrollViewDelegate"], "UISearchBar": ["delegate": "UISearchBarDelegate"],
        "UIPickerView": ["dataSource": "UIPickerViewDataSource", "delegate": "UIPickerViewDelegate"],
        "UIGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "NSWindow": ["delegate": "NSWindowDelegate"],
    ]

    /// The delegate protocols a UIKit controller class adopts itself (UITableViewController.h:
    /// `@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>`,
    /// UICollectionViewController.h likewise): such an outlet to the controller is `= self`, which the
    /// compiler checks, where any other destination is cast (nil at run time if it does not conform).
    static let adoptedProtocols: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDelegate", "UITableViewDataSource", "UIScrollViewDelegate"],
        "UICollectionViewController": [
            "UICollectionViewDelegate", "UICollectionViewDataSource", "UIScrollViewDelegate",
        ],
    ]

    /// UIKit properties an outlet cannot be assigned to (Objective-C classes could shadow them).
    static let readOnlyProperties: [String: Set<String>] = [
        "UITableViewCell": ["textLabel", "detailTextLabel", "imageView", "contentView"],
        "UICollectionViewCell": ["contentView"], "UIVisualEffectView": ["contentView"],
    ]

    static let controlEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents",
        "allEditingEvents", "allEvents",
    ]

    /// `shareTapped:` → `shareTapped(_:)`; `a:b:` → `a(_:b:)`; `reload` → `reload`.
    static func swiftSelectorName(_ selector: String) -> String {
        // ASCII (every selector IB writes): the same split by bytes, where splitting by characters
        // cost thousands of instructions per selector. `foo:bar:` → `foo(_:bar:)`.
        let utf8 = selector.utf8
        if selector.isASCIIOnly {
            guard let first = utf8.firstIndex(of: UInt8(ascii: ":")), let last = utf8.lastIndex(of: UInt8(ascii: ":"))
            else { return selector }
            let rest = first == last ? Substring() : selector[utf8.index(after: first)...last]
            return .concat(String(selector[..<first]), "(_:", String(rest), ")")
        }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard !parts.isEmpty else { return selector }
        return "\(parts[0])(_:" + parts.dropFirst().map { "\($0):" }.joined() + ")"
    }

    /// The selector expression (``ActionSelectors``): the SDK's declaration of a standard action,
    /// `#selector(Class.method(_:))` when the target's class is known and custom (so the compiler
    /// checks it), else the file's protocol of responder actions.
    func selectorExpression(_ selector: String, targetID: String?) -> String {
        let appKit = document.platform == .macOS
        if let sdk = ActionSelectors.sdkSpelling(selector, appKit: appKit) { return .concat("#selector(", sdk, ")") }
        if let targetID,
            let targetClass = targetID == ownerID ? (ownerIsCustom ? ownerClass : nil) : customClass(of: targetID)
        {
            return ActionSelectors.spelling(
                selector, on: targetClass,
                otherArities: !selector.contains(":") && namesWithSeveralArities().contains(selector))
        }
        let actions =
            shared.responderActions
            ?? ResponderActions(typeName: "Sbgen\(Self.typeSafe(shared.swiftName(of: document)))Actions")
        shared.responderActions = actions
        return actions.spelling(selector)
    }

    /// Selector names the document's actions use with more than one arity (`reload`, `reload:`).
    func namesWithSeveralArities() -> Set<String> {
        if let names = shared.namesWithSeveralArities { return names }
        var arities: [Substring: Set<Int>] = [:]
        ObjectWalk.forEach(in: document) { object in
            for connection in object.pointee.connections where connection.kind == .action {
                guard let selector = connection.selector else { continue }
                let name = selector.split(separator: ":", omittingEmptySubsequences: false)[0]
                arities[name, default: []].insert(selector.count { $0 == ":" })
            }
        }
        let names = Set(arities.filter { $0.value.count > 1 }.keys.map(String.init))
        shared.namesWithSeveralArities = names
        return names
    }

    /// The custom class of the local with IB id `id`, or nil when it was created from a framework class
    /// (looked up per id: building the whole id → class table on every connection was a measurable cost).
    func customClass(of id: String) -> String? {
        guard let name = classes[id]?.swift, !Self.isFrameworkClassName(name) else { return nil }
        return name
    }

    /// Whether `name` is spelled as a UIKit, AppKit, WebKit or MapKit class (`UIView`, `NSViewController`).
    static func isFrameworkClassName(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK") || name.hasPrefix("MK")
    }

    /// Whether IB's outlet `property` can be assigned as `x.property`: one identifier, not a keyword
    /// (`1abc`, `a b`, `a-b`, `init` cannot).
    static func isPropertyName(_ property: String) -> Bool {
        !property.contains(".") && !keywords.contains(property) && LoadViewGenerator.isSwiftName(property)
    }

    /// Whether generated code can name action `selector`: an SDK action by its SDK spelling even when
    /// its name is a keyword (`subscript:` is `NSText.subscript(_:)`), any other when ``isSelector(_:)``.
    static func isNameableAction(_ selector: String, appKit: Bool) -> Bool {
        ActionSelectors.sdkSpelling(selector, appKit: appKit) != nil || isSelector(selector)
    }

    /// Keywords Swift takes as names where a name is expected (`func open(_:)`, `#selector(X.open(_:))`).
    static let contextualKeywords: Set<String> = ["open", "any", "some"]

    /// Why ``isSelector(_:)`` refused `selector`: a Swift keyword as the method name (`import:`, valid
    /// Objective-C, is `` `import`(_:) `` in Swift), or not a selector at all (`a b:`).
    static func selectorProblem(_ selector: String) -> String {
        let name = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return keywords.contains(name)
            ? "names its method with the Swift keyword '\(name)'" : "is not an Objective-C selector"
    }

    /// Whether IB's action `selector` is an Objective-C selector: `reload`, `signIn:`, `tapped:forEvent:`
    /// (each part an identifier, every part but a plain name ending with `:`).
    static func isSelector(_ selector: String) -> Bool {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        // `a:b:` splits into ["a", "b", ""]: the last part is empty (or the only one), the others
        // identifiers; the first names the method (no keyword), the others are labels (`in:` is one).
        // `open:` is the File menu's action: `open` (like `any`, `some`) is a keyword only in context.
        guard let first = parts.first,
            isPropertyName(String(first)) || contextualKeywords.contains(String(first)),
            parts.count == 1 || parts.last == ""
        else {
            return false
        }
        return parts.dropFirst().dropLast().allSatisfy { part in
            guard let head = part.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(head) else {
                return false
            }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }

    /// Resolves every collected connection into outlet and action statements.
    func resolveConnections(constraintNames: [String: String]) {
        var collections: [(source: String, property: String, items: [String], line: Int, positions: [UInt64])] = []
        var accessibilityLinks: [(source: String, items: [String], line: Int)] = []
        for (connection, source) in connections {
            let line = connection.position.line
            guard let sourceExpression = expressions[source] else { continue }
            switch connection.kind {
            case .outlet:
                guard let property = connection.property, let destination = connection.destination else { continue }
                guard Self.isPropertyName(property) else {
                    unsupported(
                        "outlet '\(property)' is not a Swift property name; not connected", at: connection.position)
                    continue
                }
                if source == ownerID, property == "view", expressions[destination] == rootExpression {
                    emitted.outlets.append(EmittedElements.key(connection.position))  // `view = rootView`
                    continue
                }
                if property == "dataSource", staticTableIDs.contains(source) { continue }  // finishStaticTable
                // NSWindowController's own `window` is an NSWindow.
                if let windowClass = retypedWindows[destination],
                    !(source == ownerID && property == "window" && ownerBase == "NSWindowController")
                {
                    unsupported(
                        "outlet '\(property)' points to a window whose class \(windowClass) is not converted; not connected",
                        at: connection.position)
                    continue
                }
                if let base = classes[source]?.base,
                    Self.readOnlyProperties.contains(where: {
                        ViewMapping.isKind(base, of: $0.key) && $0.value.contains(property)
                    })
                {
                    unsupported(
                        "outlet '\(property)' has the name of a read-only \(base) property; not connected",
                        at: connection.position)
                    continue
                }
                guard let target = connectionTarget(destination) ?? constraintNames[destination] else {
                    unsupported(
                        "outlet '\(property)' points "
                            + (otherScene(of: destination, than: connection).map {
                                .concat("to an object of ", $0, "; not connected: ", Self.crossScene)
                            }
                                ?? objectElement(destination).map {
                                    // In this scene or xib, but not made by this code (not converted, or another
                                    // unit's): a warning where it is left out says why.
                                    .concat(
                                        "to <", $0, "> '", destination,
                                        "', which this code does not create; not connected")
                                } ?? "outside this scene; not connected"),
                        at: connection.position)
                    continue
                }
                let statement = outletStatement(
                    source: source, sourceExpression: sourceExpression, property: property, target: target,
                    destination: destination)
                // Byte search: `String.contains(String)` matches by grapheme and cost more than the rest here.
                if statement.containsLiteral(") as? any "), destination != ownerID,
                    let viewClass = classes[destination]?.swift,
                    customClass(of: destination) == nil
                {
                    // The nib sets it regardless; the typed property takes only an adopter, which no UIKit view is.
                    unsupported(
                        "outlet '\(property)' points to a \(viewClass), which does not adopt the delegate protocol; "
                            + "not connected", at: connection.position)
                    continue
                }
                outlets.append(Statement(statement, line: line))
                emitted.outlets.append(EmittedElements.key(connection.position))
            case .outletCollection:
                guard let property = connection.property, let destination = connection.destination else { continue }
                guard Self.isPropertyName(property) else {
                    unsupported(
                        "outlet collection '\(property)' is not a Swift property name; not connected",
                        at: connection.position)
                    continue
                }
                guard let target = expressions[destination] else {
                    unsupported("outlet collection '\(property)' points outside this scene", at: connection.position)
                    continue
                }
                // A styled cell's own label or image view is optional (`cell.textLabel`); an array of them
                // is not: the cell's style makes it, so it is there.
                let item = builtInCellViews[destination] != nil ? target + "!" : target
                let position = EmittedElements.key(connection.position)
                if property == "gestureRecognizers" {
                    outlets.append(Statement("\(sourceExpression).addGestureRecognizer(\(target))", line: line))
                    emitted.outlets.append(position)
                } else if let index = collections.firstIndex(where: {
                    $0.source == sourceExpression && $0.property == property
                }) {
                    collections[index].items.append(item)
                    collections[index].positions.append(position)
                } else {
                    collections.append((sourceExpression, property, [item], line, [position]))
                }
            case .action:
                action(connection, source: source, sourceExpression: sourceExpression)
            case .segue:
                segue(connection, source: source, sourceExpression: sourceExpression)
            case .binding where document.platform == .macOS:
                binding(connection, sourceExpression: sourceExpression)
            case .other where connection.element == "accessibilityConnection" && document.platform == .macOS:
                accessibilityConnection(
                    connection, source: source, sourceExpression: sourceExpression, links: &accessibilityLinks)
            default:
                unsupported("<\(connection.element)> connection not converted", at: connection.position)
            }
        }
        for link in accessibilityLinks {
            outlets.append(
                Statement(
                    "\(link.source).setAccessibilityLinkedUIElements([\(link.items.joined(separator: ", "))])",
                    line: link.line))
        }
        for collection in collections {
            outlets.append(
                Statement(
                    "\(collection.source).\(collection.property) = [\(collection.items.joined(separator: ", "))]",
                    line: collection.line))
            emitted.outlets += collection.positions
        }
    }

    /// `<accessibilityConnection property="title|link" destination=…>` of an AppKit view: the
    /// NSAccessibility setter (a method in Swift: AppKit imports these properties as accessors).
    /// "title" → `setAccessibilityTitleUIElement(_:)`; the "link"s of one view, in file order, →
    /// one `setAccessibilityLinkedUIElements(_:)`.
    func accessibilityConnection(
        _ connection: IBConnection, source: String, sourceExpression: String,
        links: inout [(source: String, items: [String], line: Int)]
    ) {
        let property = connection.property ?? ""
        guard property == "title" || property == "link" else {
            unsupported("<accessibilityConnection property=\"\(property)\"> not converted", at: connection.position)
            return
        }
        guard let kind = classes[source].map({ $0.base ?? $0.swift }), ViewMapping.isKind(kind, of: "NSView") else {
            unsupported(
                "<accessibilityConnection property=\"\(property)\"> of an object that is not a view not converted",
                at: connection.position)
            return
        }
        guard let destination = connection.destination, let target = connectionTarget(destination) else {
            let element =
                connection.destination.flatMap(objectElement).map { "<\($0)>" } ?? "an object outside this unit"
            unsupported(
                "<accessibilityConnection property=\"\(property)\"> to \(element) not converted: "
                    + "the code does not create it", at: connection.position)
            return
        }
        if property == "title" {
            let statement = "\(sourceExpression).setAccessibilityTitleUIElement(\(target))"
            outlets.append(Statement(statement, line: connection.position.line))
        } else if let index = links.firstIndex(where: { $0.source == sourceExpression }) {
            links[index].items.append(target)
        } else {
            links.append((sourceExpression, [target], connection.position.line))
        }
    }

    func outletStatement(
        source: String, sourceExpression: String, property: String, target: String, destination: String? = nil
    ) -> String {
        let sourceClass =
            source == ownerID
            ? nil : gestureIDs.contains(source) ? "UIGestureRecognizer" : classes[source].map { $0.base ?? $0.swift }
        if let sourceClass {
            // NSResponder's `menu`: a view's context menu.
            if property == "menu", ViewMapping.isKind(sourceClass, of: "NSView"),
                let destination, classes[destination]?.swift == "NSMenu"
            {
                return .concat(sourceExpression, ".menu = ", target)
            }
            var current: String? = sourceClass
            while let name = current {
                if let proto = Self.delegateProtocols[name]?[property] {
                    if target == "self", let ownerBase, Self.adoptedProtocols[ownerBase]?.contains(proto) == true {
                        return .concat(sourceExpression, ".", property, " = self")
                    }
                    return .concat(sourceExpression, ".", property, " = (", target, " as AnyObject) as? any ", proto)
                }
                current = ViewMapping.superclass(of: name)
            }
            if ViewMapping.isKind(sourceClass, of: "NSTableCellView"), ["textField", "imageView"].contains(property) {
                return .concat(sourceExpression, ".", property, " = ", target)  // NSTableCellView's own outlets
            }
            if customClass(of: source) == nil {
                return .concat(
                    sourceExpression, ".setValue(", target, ", forKey: ", MappedValue.stringLiteral(property), ")")
            }
        }
        return .concat(sourceExpression, ".", property, " = ", target)
    }

    func action(_ connection: IBConnection, source: String, sourceExpression: String) {
        guard let selector = connection.selector else { return }
        guard Self.isNameableAction(selector, appKit: document.platform == .macOS) else {
            unsupported(
                "action '\(selector)' \(Self.selectorProblem(selector)); not connected", at: connection.position)
            return
        }
        let targetID = connection.destination ?? connection.target
        let target: String
        var comment: String?
        if let targetID, let expression = expressions[targetID] {
            target = expression
        } else if let targetID, firstResponderIDs.contains(targetID) {
            target = "nil"
        } else if let targetID, let enclosing = enclosingController, enclosing.id == targetID,
            document.platform != .macOS,
            !gestureIDs.contains(source), !(classes[source]?.swift ?? "").hasSuffix("GestureRecognizer")
        {
            // A UIKit control of a prototype cell to its controller: no reference to it here, but the cell
            // is inside the controller's view, and a control's action without a target goes up the
            // responder chain from the control (AppKit's starts at the key window's first responder).
            target = "nil"
            comment = .concat("up the responder chain to ", enclosing.className)
        } else {
            unsupported(
                "action '\(selector)' targets "
                    + (targetID.flatMap { otherScene(of: $0, than: connection) }.map {
                        .concat("an object of ", $0, "; not connected: ", Self.crossScene)
                    } ?? "an object outside this scene; not connected"), at: connection.position)
            return
        }
        let selectorExpression: String
        if comment != nil, let enclosing = enclosingController?.className, !Self.isFrameworkClassName(enclosing),
            ActionSelectors.sdkSpelling(selector, appKit: false) == nil
        {
            // Named through the controller's class, so the compiler checks that it still has the action.
            selectorExpression = ActionSelectors.spelling(
                selector, on: enclosing,
                otherArities: !selector.contains(":") && namesWithSeveralArities().contains(selector))
        } else {
            selectorExpression = self.selectorExpression(selector, targetID: targetID)
        }
        let sourceClasses = classes[source]
        let position = EmittedElements.key(connection.position)
        let sourceClass = sourceClasses?.swift ?? ""
        if sourceClass.hasSuffix("GestureRecognizer") || gestureIDs.contains(source) {
            actions.append(
                Statement(
                    .concat(sourceExpression, ".addTarget(", target, ", action: ", selectorExpression, ")"),
                    line: connection.position.line))
            emitted.actions.append(position)
            return
        }
        if (sourceClasses?.base ?? "").hasPrefix("NS") {
            // AppKit controls have one target/action pair; without a target (nil, what a control and a
            // menu item start with) the action goes up the responder chain.
            if target != "nil" {
                actions.append(Statement("\(sourceExpression).target = \(target)", line: connection.position.line))
            }
            actions.append(
                Statement(.concat(sourceExpression, ".action = ", selectorExpression), line: connection.position.line))
            emitted.actions.append(position)
            return
        }
        let event = connection.eventType ?? "primaryActionTriggered"
        guard Self.controlEvents.contains(event) else {
            unsupported("control event '\(event)' not converted", at: connection.position)
            return
        }
        actions.append(
            Statement(
                .concat(
                    sourceExpression, ".addTarget(", target, ", action: ", selectorExpression, ", for: .", event, ")"),
                comment: comment, line: connection.position.line))
        emitted.actions.append(position)
    }

    /// Why a connection to another scene's object is not made.
    static let crossScene =
        "a storyboard compiles each scene into a nib of its own, so UIKit never made this connection either; "
        + "remove it in IB"

    /// `another scene (scene X, line N)` when the object with IB id `id` is in another scene of the
    /// storyboard than `connection`; nil otherwise. Searched only for a connection that failed.
    func otherScene(of id: String, than connection: IBConnection) -> String? {
        guard document.kind == .storyboard else { return nil }
        var targetScene: IBScene?
        var connectionScene: IBScene?
        for scene in document.scenes {
            ObjectWalk.forEach(in: scene.members) { object in
                if object.pointee.attributes.value("id") == id { targetScene = scene }
                if object.pointee.connections.contains(where: { $0.position == connection.position }) {
                    connectionScene = scene
                }
            }
        }
        guard let targetScene, let connectionScene, targetScene.sceneID != connectionScene.sceneID else { return nil }
        return .concat("another scene (scene ", targetScene.sceneID, ", line ", String(targetScene.position.line), ")")
    }

    func segue(_ connection: IBConnection, source: String, sourceExpression: String) {
        guard connection.segueKind == "embed", let destination = connection.destination else {
            // The view code has no flow to perform it in: `migrate` generates the storyboard's flow.
            unsupported(
                "\(connection.segueKind ?? "") segue not converted by loadview; `sbgen migrate` converts it to a method "
                    + "of the controller", at: connection.position)
            return
        }
        guard let controllerClass = embeddedControllerClasses[destination] else {
            unsupported("embed segue destination \(destination) not found", at: connection.position)
            return
        }
        let name = localName(for: IBObject(element: "child", position: connection.position))
        let line = connection.position.line
        hierarchy.append(contentsOf: [
            Statement("let \(name) = \(controllerClass)()", line: line),
            Statement("addChild(\(name))", line: line),
            Statement("\(name).view.frame = \(sourceExpression).bounds", line: line),
            Statement("\(name).view.autoresizingMask = [.flexibleWidth, .flexibleHeight]", line: line),
            Statement("\(sourceExpression).addSubview(\(name).view)", line: line),
            Statement("\(name).didMove(toParent: self)", line: line),
        ])
    }
}
