import IBModel
import SbgenTemplate

/// macOS storyboards: what `NSStoryboard` and `NSStoryboardSegue` did, with AppKit's calls.
extension FlowGenerator.Context {
    var isAppKit: Bool { document.platform == .macOS }

    /// IB's `popoverBehavior` letter → `NSPopover.Behavior`.
    static let popoverBehaviors = ["t": "transient", "s": "semitransient", "a": "applicationDefined"]

    /// The factory body of a macOS scene: a window controller gets its `<window>` and the content
    /// controller of its `window.shadowedContentViewController` relationship; a view controller, `init()`.
    mutating func appKitFactoryBody(_ controller: IBObject, entry: FlowIndex.Scene) -> [String] {
        var body: [String] = []
        if controller.element == "windowController" {
            if let window = controller.child(key: "window") {
                body += WindowCode.lines(
                    window, name: "window", document: document, diagnostics: &diagnostics)
                body.append("let controller = \(entry.typeName)(window: window)")
                // The Xcode template connects the window's delegate to its window controller; a plain
                // NSWindowController implements no NSWindowDelegate method (nor conforms), so nothing is lost.
                for outlet in window.connections
                where outlet.kind == .outlet && outlet.property == "delegate" && outlet.destination == controller.id
                    && entry.typeName == "NSWindowController"
                {
                    emittedOutlets.append(EmittedElements.key(outlet.position))
                }
                if let toolbar = window.child(key: "toolbar") {
                    body.append(appKitToolbar(toolbar, controller: controller, entry: entry))
                }
            } else {
                body.append("let controller = \(entry.typeName)(window: nil)")
            }
        } else {
            body.append("let controller = \(entry.typeName)()")
            if let title = controller.attributes["title"] {
                body.append("controller.title = \(SwiftLiteral.string(title))")
            }
        }
        for connection in controller.connections
        where connection.kind == .segue && connection.segueKind == "relationship" {
            segueCount += 1
            guard let scene = destination(connection) else { continue }
            guard connection.relationship == "window.shadowedContentViewController",
                controller.element == "windowController"
            else {
                diagnostics.append(
                    .warning(
                        "relationship '\(connection.relationship ?? "")' not converted; set it in code",
                        at: location(connection.position)))
                continue
            }
            body.append("controller.contentViewController = \(call(scene))")
            convertedSegues += 1
            convertedSegueLines.insert(connection.position.line)
        }
        body.append("return controller")
        return body
    }

    /// Installs the window's `<toolbar>` (``MacToolbarCode``): its class goes into the flow's
    /// declarations, nested in the flow's enum; items may target the window controller.
    mutating func appKitToolbar(_ toolbar: IBObject, controller: IBObject, entry: FlowIndex.Scene) -> String {
        let stem = entry.factoryName.hasPrefix("make") ? String(entry.factoryName.dropFirst(4)) : entry.factoryName
        let name = stem + "Toolbar"
        let firstResponders = document.scenes.flatMap(\.members).filter { $0.sceneMemberID == "firstResponder" }
        var code = MacToolbarCode(
            document: document, source: source, target: target,
            owner: controller.id.map {
                MacToolbarCode.Owner(
                    id: $0, type: entry.typeName, isCustomClass: controller.customClass != nil,
                    parameter: "windowController")
            },
            firstResponderIDs: Set(firstResponders.compactMap(\.id)), typeName: name,
            nestedName: name, enclosingType: storyboard.enumName)
        let (declaration, install) = code.build(toolbar, window: "window", ownerArgument: "controller")
        declarations.append(declaration)
        diagnostics += code.diagnostics
        customModules.formUnion(code.customModules)
        emittedViews += code.emitted.views
        emittedActions += code.emitted.actions
        return install
    }

    /// The segue method of a macOS `show`, `modal`, `sheet` or `popover` segue: what the segue's
    /// `perform()` did. Window controller destinations are shown (`showWindow(_:)`) by a show segue
    /// only; a view controller is presented (a show segue puts it in a new window).
    mutating func appKitSegue(
        _ connection: IBConnection, kind: String, from object: IBObject, controller: IBObject,
        entry: FlowIndex.Scene
    ) -> [FlowFunction] {
        let name = connection.identifier.map { "'\($0)' " } ?? ""
        guard let target = destination(connection) else { return [] }
        let isWindowController = target.element == "windowController"
        if isWindowController, kind != "show" {
            diagnostics.append(
                .warning(
                    "TODO: \(kind) segue \(name)to a window controller not converted; present its window in code",
                    at: location(connection.position)))
            return []
        }
        if controller.element == "windowController", kind != "show" {
            diagnostics.append(
                .warning(
                    "TODO: \(kind) segue \(name)from a window controller not converted; present it from the "
                        + "content view controller",
                    at: location(connection.position)))
            return []
        }
        let method = methodName(connection, destination: target, type: entry.typeName)
        var body = ["let destination = \(target.expression)", "prepare(destination)"]
        var signature = "func \(method)(sender: Any? = nil, prepare: (\(target.typeName)) -> Void = { _ in })"
        var anchorArgument: String?
        switch kind {
        case "show":
            signature = "@discardableResult " + signature + " -> NSWindowController"
            if isWindowController {
                body += ["destination.showWindow(sender)", "return destination"]
            } else {
                body += [
                    "let windowController = NSWindowController(window: NSWindow(contentViewController: destination))",
                    "windowController.showWindow(sender)", "return windowController",
                ]
            }
        case "modal": body.append("presentAsModalWindow(destination)")
        case "sheet": body.append("presentAsSheet(destination)")
        default:  // popover
            signature = signature.replacingLiteral("(sender:", with: "(relativeTo anchor: NSView, sender:")
            let edge = connection.attributes["preferredEdge"] ?? "maxY"
            let behavior = Self.popoverBehaviors[connection.attributes["popoverBehavior"] ?? "t"] ?? "transient"
            body.append(
                "present(destination, asPopoverRelativeTo: anchor.bounds, of: anchor, preferredEdge: .\(edge), "
                    + "behavior: .\(behavior))")
            let anchorID = connection.attributes["popoverAnchorView"]
            if anchorID == nil || anchorID == object.id, object.id != controller.id {
                anchorArgument = "sender as? NSView ?? view"
            } else {
                anchorArgument = "view"
                diagnostics.append(
                    .note(
                        "popover segue \(name)converted; pass its anchor view "
                            + "\(anchorID.map { "(\($0)) " } ?? "")to \(method)(relativeTo:)",
                        at: location(connection.position)))
            }
        }
        convertedSegues += 1
        convertedSegueLines.insert(connection.position.line)
        if let identifier = connection.identifier, !identifier.isEmpty {
            let arguments = kind == "popover" ? "(relativeTo:sender:prepare:)" : "(sender:prepare:)"
            segueMethods.append(
                FlowGenerator.SegueMethod(identifier: identifier, typeName: entry.typeName, method: method + arguments))
        }
        var functions = [
            FlowFunction(
                comments: [
                    "Segue \(name)(\(kind)) of \(source):\(connection.position.line) to \(target.typeName): what "
                        + "`performSegue(withIdentifier:sender:)` did.",
                    "`prepare` replaces `prepare(for:sender:)` for this segue.",
                ],
                signature: signature, body: body)
        ]
        if object.id != controller.id, let sourceID = object.id,
            var action = trigger(
                object, sourceID: sourceID, method: method, entry: entry, position: connection.position)
        {
            if let anchorArgument {
                action.body = ["\(method)(relativeTo: \(anchorArgument), sender: sender)"]
            }
            functions.append(action)
        }
        return functions
    }

    /// An embed segue on macOS: the destination becomes a child whose view fills `container`.
    func appKitEmbedBody(_ target: FlowIndex.Scene) -> [String] {
        [
            "let child = \(target.expression)", "addChild(child)", "child.view.frame = container.bounds",
            "child.view.autoresizingMask = [.width, .height]", "container.addSubview(child.view)", "return child",
        ]
    }
}
