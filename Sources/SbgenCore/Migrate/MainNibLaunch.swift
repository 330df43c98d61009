import IBModel

/// The launch code that replaces a pre-storyboard `MainWindow.xib` (`NSMainNibFile`): File's Owner
/// is `UIApplication`, the app delegate is a custom object of the nib with `window` and
/// `viewController` (or `navigationController`/`tabBarController`) outlets.
///
/// UIKit loaded the nib inside `UIApplicationMain` before `application(_:didFinishLaunchingWithOptions:)`:
/// it created every object, then connected the outlets. The generated `sbgenLoadMainWindow()` does the
/// same, in that order, and the entry point names the delegate class, which the nib used to create.
enum MainNibLaunch {
    /// - Parameter emitted: gets the elements of `document` the launch code builds.
    static func plan(
        _ document: IBDocument, plist: String, emitted: inout EmittedElements
    ) -> (LaunchPlan?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let location = document.location(of: document.position)
        guard document.platform != .macOS else {
            return (nil, [.warning("macOS main nib (MainMenu) not converted: the menu stays in IB", at: location)])
        }
        let owner = document.filesOwner
        let delegateID = owner?.connections.first { $0.kind == .outlet && $0.property == "delegate" }?.destination
        guard let delegateID, let delegate = document.topLevelObjects.first(where: { $0.id == delegateID }),
            let delegateClass = delegate.customClass.map(MigrationNaming.unqualified)
        else {
            return (
                nil,
                [
                    .warning(
                        "main nib: File's Owner has no delegate outlet to a custom object; not converted", at: location)
                ]
            )
        }
        var objects: [String: IBObject] = [:]
        for object in document.topLevelObjects { if let id = object.id { objects[id] = object } }
        var create: [String] = []
        var connect: [String] = []
        var names: [String: String] = [:]
        var used: Set<String> = ["self"]
        /// Creates a top-level object (once) and returns its local name.
        func local(_ id: String) -> String? {
            if let name = names[id] { return name }
            guard let object = objects[id] else { return nil }
            let name = MigrationNaming.unique(
                object.element == "window" ? "window" : lowerFirst(object.element), in: &used)
            names[id] = name
            switch object.element {
            case "window":
                create.append("let \(name) = UIWindow(frame: UIScreen.main.bounds)")
            case "navigationController", "tabBarController", "viewController", "tableViewController",
                "splitViewController", "collectionViewController":
                let type =
                    object.customClass.map(MigrationNaming.unqualified)
                    ?? StandardTypes.resolve(element: object.element, platform: .iOS).type
                create.append("let \(name) = \(type)()")
                // What the nib decoded on the controller before its view loaded.
                if let title = object.attributes["title"] {
                    create.append("\(name).title = \(SwiftLiteral.string(title))")
                }
                if let title = object.child(key: "navigationItem")?.attributes["title"] {
                    create.append("\(name).navigationItem.title = \(SwiftLiteral.string(title))")
                }
                if let nibName = object.attributes["nibName"] {
                    diagnostics.append(
                        .note(
                            "\(type) loaded its view from \(nibName).xib; its migrated view code is in "
                                + "\(nibName)+LoadView.swift: override loadView() to call it",
                            at: document.location(of: object.position)))
                }
                let children = object.children.filter { $0.element.hasSuffix("Controller") }.compactMap {
                    child -> String? in
                    guard let childID = child.id else { return nil }
                    objects[childID] = child
                    return local(childID)
                }
                if !children.isEmpty {
                    connect.append("\(name).viewControllers = [\(children.joined(separator: ", "))]")
                }
            default:
                diagnostics.append(
                    .warning(
                        "main nib object <\(object.element)> not converted", at: document.location(of: object.position))
                )
                return nil
            }
            for connection in object.connections where connection.kind == .outlet {
                guard let property = connection.property, let target = connection.destination.flatMap(local) else {
                    continue
                }
                connect.append("\(name).\(property) = \(target)")
                emitted.outlets.append(EmittedElements.key(connection.position))
            }
            return name
        }
        // The window first, then what the delegate's outlets point at, as UIKit created them.
        for outlet in delegate.connections where outlet.kind == .outlet {
            guard let property = outlet.property, let target = outlet.destination.flatMap(local) else { continue }
            connect.append("self.\(property) = \(target)")
            emitted.outlets.append(EmittedElements.key(outlet.position))
        }
        // File's Owner's `delegate` outlet: the entry point creates the delegate and UIApplication sets it.
        for outlet in owner?.connections ?? [] where outlet.kind == .outlet && outlet.property == "delegate" {
            emitted.outlets.append(EmittedElements.key(outlet.position))
        }
        let hasWindow = names.values.contains("window")
        var body = create + connect
        if hasWindow { body.append("window.makeKeyAndVisible()") }
        let plan = LaunchPlan(
            kind: .mainNib, source: plist, typeName: delegateClass,
            attributes: hasWindow ? LaunchCodeGenerator.windowWithoutSceneDeprecation : [],
            functions: [
                FlowFunction(
                    comments: [
                        "Builds what \(document.name).xib (`NSMainNibFile` in \(plist)) held: creates its objects, then",
                        "connects the outlets, as UIKit did before `application(_:didFinishLaunchingWithOptions:)`.",
                        "Call it first in `application(_:didFinishLaunchingWithOptions:)` (and drop the",
                        "`makeKeyAndVisible()` there if it was already called).",
                    ], signature: "func sbgenLoadMainWindow()", body: body)
            ],
            entryPoint:
                "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(\(delegateClass).self))"
        )
        return (plan, diagnostics)
    }

    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
