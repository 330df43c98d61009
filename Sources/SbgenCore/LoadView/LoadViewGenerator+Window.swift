import IBModel

extension LoadViewGenerator {
    /// A top-level `<window>` of a macOS xib.
    ///
    /// When File's Owner's `window` outlet points to it (an `NSWindowController` loaded with
    /// `init(windowNibName:)`): `extension <Owner> { func sbgenLoadWindow() }`, which creates the window,
    /// builds its content view, connects the owner's outlets and actions to `self` and sets
    /// `self.window`. Any other window (owned by the app delegate of `MainMenu.xib`, or by nothing):
    /// `enum Sbgen<File>WindowBuilder { static func make() -> NSWindow }`; outlets to it that the
    /// builder cannot set are warnings.
    /// - Parameter index: 1 for the file's first such builder, 2 for the second…
    static func windowUnit(
        _ document: IBDocument, window: IBObject, owner: IBObject?, index: Int, firstResponders: Set<String>,
        shared: UnitBuilder.SharedCounts
    ) -> (UnitBuilder, GeneratedType) {
        let name = shared.name(of: document)
        let title = window.attributes["title"].map { "window '\($0)'" } ?? "the window"
        let owning = owner.flatMap { owner in
            owner.connections.contains { $0.kind == .outlet && $0.property == "window" && $0.destination == window.id }
                ? owner : nil
        }
        var comments: [String] = []
        if let owner = owning {
            let custom = owner.customClassName.flatMap { UnitBuilder.isFrameworkClassName($0) ? nil : $0 }
            let typeName = custom ?? "NSWindowController"
            let builder = UnitBuilder(
                document: document, ownerID: owner.id, ownerClass: typeName, ownerIsCustom: custom != nil,
                ownerConnections: owner.connections, nameHint: name, shared: shared)
            builder.ownerBase = "NSWindowController"
            builder.firstResponderIDs = firstResponders
            builder.rootExpression = "window"
            builder.buildWindow(window)
            buildReferencedGestures(document, object: window, builder: builder)
            // The xib's context menus and the menus File's Owner holds: built with the window.
            for menu in document.objects where menu.element == "menu" { builder.buildTopLevelMenu(menu) }
            for connection in owner.connections { builder.connections.append((connection, owner.id ?? "")) }
            warnOtherOwners(document, into: window, except: owner.id, builder: builder)
            comments.append(
                "Builds \(title) of \(name).xib for its File's Owner, \(typeName): what "
                    + "`init(windowNibName: \(MappedValue.stringLiteral(name)))` loaded, outlets and actions connected "
                    + "to `self`, `window` set.")
            let functionName =
                custom != nil
                ? "sbgenLoadWindow" : "sbgenLoadWindow" + UnitBuilder.typeSafe(shared.swiftName(of: document))
            comments.append(
                custom != nil
                    ? "Adopt it with `override func loadWindow() { sbgenLoadWindow() }` (do not call "
                        + "`super.loadWindow()`): `init(windowNibName:)` keeps working, AppKit calls `loadWindow()` "
                        + "when `window` is first read, then `windowDidLoad()`, and the nib is no longer loaded."
                    : "Call it on the `NSWindowController(window: nil)` that replaces "
                        + "`NSWindowController(windowNibName:)`, before showing its window.")
            let type = builder.finish(
                kind: .windowControllerExtension, typeName: typeName, baseClass: "NSWindowController",
                functionName: functionName, comments: comments, sceneID: window.id, identifier: nil,
                line: window.position.line)
            return (builder, type)
        }
        if owning == nil, let holder = outletHolder(document, of: window) {
            return holderUnit(
                document, window: window, holder: holder, index: index, firstResponders: firstResponders,
                shared: shared)
        }
        let builder = UnitBuilder(
            document: document, ownerID: nil, ownerClass: "", ownerIsCustom: false, ownerConnections: [],
            nameHint: name, shared: shared)
        builder.firstResponderIDs = firstResponders
        builder.rootExpression = "window"
        warnOwnerOutlets(document, into: window, builder: builder)
        warnOtherOwners(document, into: window, except: nil, builder: builder)
        builder.buildWindow(window)
        buildReferencedGestures(document, object: window, builder: builder)
        comments.append("Builds \(title) of \(name).xib.")
        if window.attributes.bool("visibleAtLaunch", default: true) {
            comments.append("Loading the nib showed it (Visible At Launch): call `makeKeyAndOrderFront(nil)` on it.")
        }
        let typeName =
            "Sbgen\(UnitBuilder.typeSafe(shared.swiftName(of: document)))Window\(index == 1 ? "" : "\(index)")Builder"
        let type = builder.finish(
            kind: .viewBuilder, typeName: typeName, baseClass: "NSWindow", functionName: "make", comments: comments,
            sceneID: window.id, identifier: nil, line: window.position.line, returnExpression: "window")
        return (builder, type)
    }

    /// Outlets of the xib's other top-level objects (the app delegate of `MainMenu.xib`, an object
    /// controller) into `window`: the nib set them, the generated code builds the window without
    /// them, so each is a warning naming what to assign.
    static func warnOtherOwners(
        _ document: IBDocument, into window: IBObject, except ownerID: String?, builder: UnitBuilder
    ) {
        var ids: Set<String> = []
        window.forEachObject { if let id = $0.id { ids.insert(id) } }
        for object in document.objects
        where object.element == "customObject" && object.id != ownerID && object.id != "-2"
            && !isAppKitPlaceholder(object)
        {
            for connection in object.connections
            where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let destination = connection.destination,
                    ids.contains(destination)
                else { continue }
                let label = object.customClassName ?? object.userLabel ?? "NSObject"
                builder.unsupported(
                    "outlet '\(property)' of the top-level object \(label) points into this window, which is built "
                        + "without it; not connected: assign it from the built window", at: connection.position)
            }
        }
    }

    /// The one top-level object of a custom class whose outlets reach into `window` (the app
    /// delegate of `MainMenu.xib`, with its `window` outlet), when File's Owner's do not: the nib set
    /// those outlets on it, so the window is built for it. nil when none, or several, reach in.
    public static func outletHolder(_ document: IBDocument, of window: IBObject) -> IBObject? {
        var ids: Set<String> = []
        window.forEachObject { if let id = $0.id { ids.insert(id) } }
        let holders = document.objects.filter { object in
            object.element == "customObject" && object.id != "-2" && !isAppKitPlaceholder(object)
                && object.customClassName.map { !UnitBuilder.isFrameworkClassName($0) } == true
                && object.connections.contains { connection in
                    (connection.kind == .outlet || connection.kind == .outletCollection)
                        && connection.destination.map(ids.contains) == true
                }
        }
        return holders.count == 1 ? holders[0] : nil
    }

    /// `window` built in `extension <Holder> { func sbgenLoadWindow…() -> NSWindow }`: its outlets
    /// into the window are set on `self`, its actions target `self`, as the nib connected them.
    static func holderUnit(
        _ document: IBDocument, window: IBObject, holder: IBObject, index: Int, firstResponders: Set<String>,
        shared: UnitBuilder.SharedCounts
    ) -> (UnitBuilder, GeneratedType) {
        let name = shared.name(of: document)
        let title = window.attributes["title"].map { "window '\($0)'" } ?? "the window"
        let typeName = holder.customClassName ?? ""
        let builder = UnitBuilder(
            document: document, ownerID: holder.id, ownerClass: typeName, ownerIsCustom: true,
            ownerConnections: holder.connections, nameHint: name, shared: shared)
        builder.firstResponderIDs = firstResponders
        builder.rootExpression = "window"
        warnOwnerOutlets(document, into: window, builder: builder)
        warnOtherOwners(document, into: window, except: holder.id, builder: builder)
        builder.buildWindow(window)
        buildReferencedGestures(document, object: window, builder: builder)
        var ids: Set<String> = []
        window.forEachObject { if let id = $0.id { ids.insert(id) } }
        // Its outlets to objects this unit does not build (menus, other windows) stay the launch code's.
        for connection in holder.connections
        where connection.kind == .action || connection.destination.map(ids.contains) == true {
            builder.connections.append((connection, holder.id ?? ""))
        }
        var comments = [
            "Builds \(title) of \(name).xib for \(typeName), the object of the nib its outlets are on: outlets and "
                + "actions connected to `self`, as loading the nib connected them."
        ]
        if window.attributes.bool("visibleAtLaunch", default: true) {
            comments.append("Loading the nib showed it (Visible At Launch): call `makeKeyAndOrderFront(nil)` on it.")
        }
        let functionName =
            "sbgenLoadWindow" + UnitBuilder.typeSafe(shared.swiftName(of: document)) + (index == 1 ? "" : "\(index)")
        let type = builder.finish(
            kind: .ownerExtension, typeName: typeName, baseClass: "NSWindow", functionName: functionName,
            comments: comments, sceneID: window.id, identifier: nil, line: window.position.line,
            returnExpression: "window")
        return (builder, type)
    }
}
