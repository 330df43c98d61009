import IBModel

extension LoadViewGenerator {
    /// The units of a xib: a controller unit when File's Owner has a `view` outlet, else one builder per
    /// top-level view.
    static func xibUnits(
        _ document: IBDocument, options: Options, shared: UnitBuilder.SharedCounts
    ) -> [(UnitBuilder, GeneratedType)] {
        let owner = filesOwner(document)
        // One pass over the objects, read in place: `topLevelObjects`, `filter` and a `for` loop copy
        // each object they pass (a retain and a release per field).
        var topLevel: [IBObject] = []
        var firstResponders: Set<String> = []
        document.objects.withUnsafeBufferPointer { objects in
            for index in objects.indices {
                let id = objects[index].attributes.value("id")
                let isCustomObject = objects[index].element == "customObject"
                if objects[index].attributes.value("placeholderIdentifier") == "IBFirstResponder"
                    || (isCustomObject && id == "-1"), let id
                {
                    firstResponders.insert(id)
                }
                // `topLevelObjects` without AppKit's placeholders (`isAppKitPlaceholder`).
                if objects[index].element != "placeholder", !isCustomObject || !["-1", "-2", "-3"].contains(id ?? "") {
                    topLevel.append(objects[index])
                }
            }
        }
        if let owner,
            let rootID = owner.connections.first(where: { $0.kind == .outlet && $0.property == "view" })?.destination,
            let root = topLevel.first(where: { $0.id == rootID })
        {
            guard selected(options, sceneID: root.id, identifier: nil) else { return [] }
            let members = document.objects.filter {
                $0.id != rootID && $0.id != owner.id && (!isAppKitPlaceholder($0) || isAppKitFirstResponder($0))
            }
            var (builder, type) = controllerUnit(
                document, controller: owner, root: root, members: members, controllers: [:], sceneID: root.id,
                line: root.position.line, shared: shared)
            builder.firstResponderIDs.formUnion(firstResponders)
            type.comments[0] = "Builds the view of \(shared.name(of: document)).xib for its File's Owner."
            // `Name~ipad.xib` and `Name~iphone.xib` have the same owner class: one function name each, or
            // the two extensions would redeclare it.
            let device = NibResolver.nibName(ofPath: document.path).device
            if type.functionName == "sbgenLoadView", device != .any {
                type.functionName += deviceSuffix(device)
                type.comments.insert(
                    "UIKit loads this variant only on \(device == .ipad ? "iPad" : "iPhone"); choose it by "
                        + "`traitCollection.userInterfaceIdiom`.", at: 1)
            }
            return [(builder, type)]
        }
        var result: [(UnitBuilder, GeneratedType)] = []
        let owned = owner.flatMap { ownedView($0, topLevel: topLevel, platform: document.platform ?? .iOS) }
        // A window controller's unit builds the xib's top-level menus (``windowUnit``).
        let windowOwned =
            document.platform == .macOS
            && owner?.connections.contains { connection in
                connection.kind == .outlet && connection.property == "window"
                    && topLevel.contains { $0.id == connection.destination && $0.element == "window" }
            } == true
        // The menu the launch code of a main nib installs as the main menu (``MacLaunch``).
        let mainMenu =
            owner?.customClassName == "NSApplication"
            ? (topLevel.first { $0.element == "menu" && $0.attributes["systemMenu"] == "main" }
                ?? topLevel.first { $0.element == "menu" }) : nil
        var index = 0
        var windowIndex = 0
        for object in topLevel {
            if object.element == "window", document.platform == .macOS {
                windowIndex += 1
                guard selected(options, sceneID: object.id, identifier: nil) else { continue }
                result.append(
                    windowUnit(
                        document, window: object, owner: owner, index: windowIndex, firstResponders: firstResponders,
                        shared: shared))
                continue
            }
            if let owned, let owner, object.id == owned.id {
                if selected(options, sceneID: object.id, identifier: object.reuseIdentifier) {
                    result.append(
                        ownerUnit(
                            document, owner: owner, root: object, firstResponders: firstResponders, shared: shared))
                }
                continue
            }
            guard ViewMapping.className(for: object.element, platform: document.platform ?? .iOS) != nil else {
                // A shared user defaults controller is looked up, not created (`NSUserDefaultsController.shared`).
                if ViewMapping.gestureClasses[object.element] == nil, object.element != "customObject",
                    !CocoaBindings.isSharedDefaultsController(object), !(windowOwned && object.element == "menu"),
                    !(options.mainMenuByLaunchCode && mainMenu?.id == object.id)
                {
                    let builder = UnitBuilder(
                        document: document, ownerID: nil, ownerClass: "", ownerIsCustom: false, ownerConnections: [],
                        nameHint: shared.name(of: document))
                    builder.unsupported("top-level <\(object.element)> not converted", at: object.position)
                    result.append(
                        (
                            builder,
                            builder.finish(
                                kind: .viewBuilder, typeName: "", baseClass: nil, functionName: "", comments: [],
                                sceneID: object.id, identifier: nil, line: object.position.line)
                        ))
                }
                continue
            }
            index += 1
            guard selected(options, sceneID: object.id, identifier: object.reuseIdentifier) else { continue }
            result.append(
                viewUnit(document, object: object, index: index, firstResponders: firstResponders, shared: shared))
        }
        return result.filter { !$0.1.typeName.isEmpty || !$0.0.diagnostics.isEmpty }
    }

    /// The one top-level view that File's Owner's outlets and actions reach into, when File's Owner has
    /// a custom class and no `view` outlet: the class loads the xib with itself as owner
    /// (`loadNibNamed(_:owner:)`), the reusable-view pattern (`CardView` owning `CardView.xib`). nil
    /// when no view, or more than one, is reached.
    static func ownedView(_ owner: IBObject, topLevel: [IBObject], platform: Platform) -> IBObject? {
        guard let ownerClass = owner.customClassName, !UnitBuilder.isFrameworkClassName(ownerClass),
            let ownerID = owner.id, !owner.connections.contains(where: { $0.kind == .outlet && $0.property == "view" })
        else { return nil }
        let destinations = Set(
            owner.connections.lazy.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(
                \.destination))
        var reached: IBObject?
        for object in topLevel where ViewMapping.className(for: object.element, platform: platform) != nil {
            var reaches = false
            object.forEachObject { inner in
                if let id = inner.id, destinations.contains(id) { reaches = true }
                if inner.connections.contains(where: { $0.kind == .action && ($0.destination ?? $0.target) == ownerID })
                {
                    reaches = true
                }
            }
            guard reaches else { continue }
            guard reached == nil else { return nil }
            reached = object
        }
        return reached
    }

    /// ``ownedView(_:topLevel:platform:)`` built in an extension of File's Owner's class, with its
    /// outlets and actions connected to `self`. A view of the owner's own class is the owner itself
    /// (its content goes into `self`, `sbgenBuildContent()` called from the initializer); any other view
    /// is created and returned, as `loadNibNamed` returned it, for the class to add where it did.
    static func ownerUnit(
        _ document: IBDocument, owner: IBObject, root: IBObject, firstResponders: Set<String>,
        shared: UnitBuilder.SharedCounts
    ) -> (UnitBuilder, GeneratedType) {
        let ownerClass = owner.customClassName ?? ""
        let platform = document.platform ?? .iOS
        let base = ViewMapping.className(for: root.element, platform: platform) ?? "UIView"
        let name = shared.name(of: document)
        let builder = UnitBuilder(
            document: document, ownerID: owner.id, ownerClass: ownerClass, ownerIsCustom: true,
            ownerConnections: owner.connections, nameHint: name, shared: shared)
        builder.firstResponderIDs = firstResponders
        let isOwner = root.customClassName == ownerClass
        let rootName = isOwner ? "self" : builder.localName(for: root)
        builder.rootExpression = rootName
        if isOwner {
            builder.buildView(root, derived: "self")
        } else {
            builder.buildView(root, name: rootName)
        }
        buildReferencedGestures(document, object: root, builder: builder)
        // When the view is the owner, its own outlets set the same properties of `self`: each once.
        let own =
            isOwner
            ? Set(
                root.connections.lazy.filter { $0.kind == .outlet }.map {
                    "\($0.property ?? "") \($0.destination ?? "")"
                }) : []
        for connection in owner.connections
        where
            !(connection.kind == .outlet
            && own.contains("\(connection.property ?? "") \(connection.destination ?? "")"))
        {
            builder.connections.append((connection, owner.id ?? ""))
        }
        var comments = [
            "Builds \(root.userLabel ?? root.element) of \(name).xib for its File's Owner, \(ownerClass): what "
                + "`loadNibNamed(\(MappedValue.stringLiteral(name)), owner: self)` made, outlets and actions connected to `self`."
        ]
        comments.append(
            isOwner
                ? "Call it once from the initializer (`init(frame:)`) instead of loading the nib."
                : "Call it where the class loaded the nib; add the view it returns where the nib's view went.")
        let type = builder.finish(
            kind: isOwner ? .viewExtension : .ownerExtension, typeName: ownerClass, baseClass: base,
            functionName: "sbgenBuildContent", comments: comments, sceneID: root.id, identifier: root.reuseIdentifier,
            line: root.position.line, returnExpression: isOwner ? nil : rootName)
        return (builder, type)
    }

    /// What a `~ipad`/`~iphone` xib's controller function name adds to `sbgenLoadView`.
    public static func deviceSuffix(_ device: NibResolver.Device) -> String {
        switch device {
        case .any: ""
        case .ipad: "Pad"
        case .iphone: "Phone"
        }
    }

    /// File's Owner: the `IBFilesOwner` placeholder (iOS), or AppKit's `<customObject id="-2">`.
    public static func filesOwner(_ document: IBDocument) -> IBObject? {
        document.filesOwner ?? document.objects.first { $0.element == "customObject" && $0.id == "-2" }
    }

    /// AppKit's First Responder placeholder (`<customObject id="-1">`): actions sent to it use `target = nil`.
    static func isAppKitFirstResponder(_ object: IBObject) -> Bool {
        object.element == "customObject" && object.id == "-1"
    }

    /// AppKit xibs write File's Owner, First Responder and Application as `customObject`s -2, -1, -3.
    static func isAppKitPlaceholder(_ object: IBObject) -> Bool {
        object.element == "customObject" && ["-1", "-2", "-3"].contains(object.id ?? "")
    }

    /// A top-level view: `extension Custom { func sbgenBuildContent() }` or a builder enum with `make()`.
    static func viewUnit(
        _ document: IBDocument, object: IBObject, index: Int, firstResponders: Set<String>,
        shared: UnitBuilder.SharedCounts
    ) -> (
        UnitBuilder, GeneratedType
    ) {
        let platform = document.platform ?? .iOS
        let base = ViewMapping.className(for: object.element, platform: platform) ?? "UIView"
        let reuse = object.reuseIdentifier
        var comments = ["Builds \(object.userLabel ?? object.element) of \(shared.name(of: document)).xib."]
        if let custom = object.customClassName {
            let builder = UnitBuilder(
                document: document, ownerID: object.id, ownerClass: custom, ownerIsCustom: true,
                ownerConnections: object.connections, nameHint: shared.name(of: document), shared: shared)
            builder.firstResponderIDs = firstResponders
            builder.rootExpression = "self"
            warnOwnerOutlets(document, into: object, builder: builder)
            builder.checkStyleOfCustomCell(object, className: custom)
            builder.buildView(object, derived: "self")
            buildReferencedGestures(document, object: object, builder: builder)
            comments.append("Call it once from the initializer (`init(frame:)` / `init(style:reuseIdentifier:)`).")
            let type = builder.finish(
                kind: .viewExtension, typeName: custom, baseClass: base, functionName: "sbgenBuildContent",
                comments: comments, sceneID: object.id, identifier: reuse, line: object.position.line)
            return (builder, type)
        }
        let builder = UnitBuilder(
            document: document, ownerID: nil, ownerClass: "", ownerIsCustom: false, ownerConnections: [],
            nameHint: shared.name(of: document), shared: shared)
        builder.firstResponderIDs = firstResponders
        builder.rootExpression = "root"
        warnOwnerOutlets(document, into: object, builder: builder)
        builder.buildView(object, name: "root")
        buildReferencedGestures(document, object: object, builder: builder)
        let typeName =
            "Sbgen\(UnitBuilder.typeSafe(shared.swiftName(of: document)))\(index == 1 ? "" : "\(index)")Builder"
        let type = builder.finish(
            kind: .viewBuilder, typeName: typeName, baseClass: base, functionName: "make", comments: comments,
            sceneID: object.id, identifier: reuse, line: object.position.line, returnExpression: "root")
        return (builder, type)
    }

    /// File's Owner outlets into a top-level view that is built without its owner (no `view`
    /// outlet: a builder or a view's own content): loading the nib set them, the generated code
    /// cannot, so each one is a warning rather than a silent loss.
    static func warnOwnerOutlets(_ document: IBDocument, into object: IBObject, builder: UnitBuilder) {
        guard let owner = filesOwner(document),
            owner.connections.contains(where: { $0.kind == .outlet || $0.kind == .outletCollection })
        else { return }
        var ids: Set<String> = []
        object.forEachObject { if let id = $0.id { ids.insert(id) } }
        for connection in owner.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let property = connection.property, let destination = connection.destination,
                ids.contains(destination)
            else { continue }
            let ownerClass = owner.customClassName.map { " (\($0))" } ?? ""
            builder.unsupported(
                "outlet '\(property)' of File's Owner\(ownerClass) points into this view, which is built without "
                    + "its owner; not connected", at: connection.position)
        }
    }

    /// Top-level gesture recognizers of the xib that `object`'s views attach (`gestureRecognizers`
    /// outlet collections): a view unit creates them as a controller unit creates its scene's gestures.
    static func buildReferencedGestures(_ document: IBDocument, object: IBObject, builder: UnitBuilder) {
        var referenced: Set<String> = []
        func collect(_ connections: [IBConnection]) {
            for connection in connections
            where connection.kind == .outletCollection && connection.property == "gestureRecognizers" {
                if let destination = connection.destination { referenced.insert(destination) }
            }
        }
        // The objects read in place: `forEachObject` hands each to its closure as a copy.
        func visit(_ objects: UnsafeBufferPointer<IBObject>) {
            for index in objects.indices {
                collect(objects[index].connections)
                objects[index].children.withUnsafeBufferPointer(visit)
            }
        }
        collect(object.connections)
        object.children.withUnsafeBufferPointer(visit)
        guard !referenced.isEmpty else { return }  // nearly always: no top-level object to look through
        for gesture in document.topLevelObjects
        where gesture.id.map(referenced.contains) == true && ViewMapping.gestureClasses[gesture.element] != nil {
            builder.buildGesture(gesture)
        }
    }
}
