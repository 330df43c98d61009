import IBModel
import SbgenTemplate

extension FlowGenerator.Context {
    /// Segue kinds that become a call, and the call. `presentation`/`modal` and popovers present.
    static let showCalls: [String: String] = [
        "show": "show(destination, sender: sender)",
        "push": "navigationController?.pushViewController(destination, animated: true)",
        "showDetail": "showDetailViewController(destination, sender: sender)",
    ]

    /// The methods for one segue of a scene (the typed method, and the `@objc` action when a control
    /// fires it); empty for relationship segues, and when not converted (a diagnostic says why).
    mutating func segue(
        _ connection: IBConnection, from object: IBObject, controller: IBObject, entry: FlowIndex.Scene
    ) -> [FlowFunction] {
        let kind = connection.segueKind ?? ""
        if kind == "relationship", object.id == controller.id { return [] }  // done by the factory
        segueCount += 1
        let name = connection.identifier.map { String.concat("'", $0, "' ") } ?? ""
        switch kind {
        case "unwind" where !isAppKit:
            return unwind(connection, from: object, controller: controller, entry: entry)
        case "unwind":
            let action = connection.unwindAction ?? "?"
            diagnostics.append(
                .warning(
                    "TODO: unwind segue \(name)to '\(action)' not converted; call dismiss(animated:) or "
                        + "navigationController?.popToViewController(_:animated:) where it was performed",
                    at: location(connection.position)))
            return []
        case "custom" where !isAppKit && connection.customClass == nil:
            diagnostics.append(
                .warning(
                    "TODO: custom segue \(name)has no class; not converted: give it its UIStoryboardSegue subclass in IB, "
                        + "or present the destination in code",
                    at: location(connection.position)))
            return []
        case "custom" where !isAppKit && !LoadViewGenerator.isSwiftName(connection.customClass ?? ""):
            // Written into the code as the class to create: `My Segue(…)` would not compile, and UIKit
            // could not find such a class either.
            diagnostics.append(
                .warning(
                    "TODO: custom segue \(name)not converted: its customClass '\(connection.customClass ?? "")' is not "
                        + "a Swift name; give it its UIStoryboardSegue subclass in IB, or present the destination in code",
                    at: location(connection.position)))
            return []
        case "custom" where isAppKit:
            diagnostics.append(
                .warning(
                    "TODO: custom segue \(name)(\(connection.customClass ?? "NSStoryboardSegue")) not converted; "
                        + "move its perform() into a method that presents the destination",
                    at: location(connection.position)))
            return []
        case "embed":
            return embed(connection, controller: controller, entry: entry).map { [$0] } ?? []
        case _ where isAppKit && ["show", "modal", "sheet", "popover"].contains(kind):
            return appKitSegue(connection, kind: kind, from: object, controller: controller, entry: entry)
        case "show", "push", "showDetail", "presentation", "modal", "popoverPresentation", "popover", "custom":
            break
        default:
            diagnostics.append(
                .warning("TODO: '\(kind)' segue \(name)not converted", at: location(connection.position)))
            return []
        }
        guard let target = destination(connection) else { return [] }
        let method = methodName(connection, destination: target, type: entry.typeName)
        // Lines written through `String.concat` (see `factory`).
        var body = [String.concat("let destination = ", target.expression)]
        let comments = [
            String.concat(
                "Segue ", name, "(", kind, ") of ", source, ":", String(connection.position.line), " to ",
                target.typeName, ": what `performSegue(withIdentifier:sender:)` did."),
            "The controller's `prepare(for:sender:)` sees the segue as it did; then `prepare` sees the typed destination.",
        ]
        let segue = String.concat(
            "UIStoryboardSegue(identifier: ", connection.identifier.map(SwiftLiteral.string) ?? "nil",
            ", source: self, destination: destination)")
        switch kind {
        case "custom":
            if let module = connection.customModule {
                if ModuleImports.isModuleName(module) {
                    customModules.insert(module)
                } else if !ModuleImports.isBuildSetting(module) {
                    diagnostics.append(
                        .warning(
                            "custom segue \(name)converted without importing its customModule '\(module)', which is "
                                + "not a Swift module name: its class must be visible from the flow's module",
                            at: location(connection.position)))
                }
            }
            // The app's subclass, created as UIKit did, performs the transition itself.
            body.append(
                String.concat(
                    "let segue = ", connection.customClass ?? "UIStoryboardSegue",
                    String(segue.dropFirst("UIStoryboardSegue".count))))
            body.append("self.prepare(for: segue, sender: sender)")
            body.append("prepare(destination)")
            body.append("segue.perform()")
        case "presentation", "modal", "popoverPresentation", "popover":
            let isPopover = kind.hasPrefix("popover")
            if isPopover {
                body.append("destination.modalPresentationStyle = .popover")
                if let anchor = popoverAnchor(connection, from: object, controller: controller) {
                    body += anchor
                } else {
                    body.append(
                        "// sbgen: anchor the popover: destination.popoverPresentationController?.sourceView = …")
                    diagnostics.append(
                        .note(
                            "popover segue \(name)converted without its anchor, which UIKit requires on iPad: set the "
                                + "popover's sourceView or barButtonItem in \(method)",
                            at: location(connection.position)))
                }
                body += popoverArrows(connection)
            } else if let style = connection.attributes["modalPresentationStyle"] {
                body += presentationStyle("destination", "modalPresentationStyle", style)
            }
            if let transition = connection.attributes["modalTransitionStyle"] {
                body += presentationStyle("destination", "modalTransitionStyle", transition)
            }
            body.append(String.concat("self.prepare(for: ", segue, ", sender: sender)"))
            body.append("prepare(destination)")
            body.append(
                connection.attributes["animates"] == "NO"
                    ? "present(destination, animated: false)" : "present(destination, animated: true)")
        default:
            body.append(String.concat("self.prepare(for: ", segue, ", sender: sender)"))
            body.append("prepare(destination)")
            body.append(Self.showCalls[kind] ?? "show(destination, sender: sender)")
        }
        convertedSegues += 1
        convertedSegueLines.insert(connection.position.line)
        if let identifier = connection.identifier, !identifier.isEmpty {
            segueMethods.append(
                FlowGenerator.SegueMethod(
                    identifier: identifier, typeName: entry.typeName, method: String.concat(method, "(sender:prepare:)")
                ))
        }
        var functions = [
            FlowFunction(
                comments: comments,
                signature: String.concat(
                    "func ", method, "(sender: Any? = nil, prepare: (", target.typeName, ") -> Void = { _ in })"),
                body: body)
        ]
        if object.id != controller.id, let sourceID = object.id,
            let action = trigger(
                object, sourceID: sourceID, method: method, entry: entry, position: connection.position,
                identifier: connection.identifier)
        {
            functions.append(action)
        }
        return functions
    }

    /// The statements that anchor a popover where IB does: `popoverAnchorView` (else the segue's
    /// source) as `sourceView`, `popoverAnchorBarButtonItem` as `barButtonItem`. The anchor is reached
    /// through the controller's outlet to it, the controller's navigation or toolbar item, or
    /// `sender` when it is what fires the segue (a view anchor falls back to the controller's view
    /// when the method is called without one); nil when none of these reaches it.
    func popoverAnchor(_ connection: IBConnection, from object: IBObject, controller: IBObject) -> [String]? {
        let popover = "destination.popoverPresentationController?"
        let outlets = controller.connections.filter { $0.kind == .outlet }
        if let itemID = connection.attributes["popoverAnchorBarButtonItem"] {
            // Where the controller holds it, else the item that fired the segue.
            let item =
                outlets.first(where: { $0.destination == itemID })?.property.map { "self." + $0 }
                ?? barButtonItemExpression(itemID, in: controller)
                ?? (itemID == object.id ? "sender as? UIBarButtonItem" : nil)
            return item.map { [String.concat(popover, ".barButtonItem = ", $0)] }
        }
        let viewID = connection.attributes["popoverAnchorView"] ?? object.id
        let anchor: String
        if let outlet = outlets.first(where: { $0.destination == viewID })?.property {
            anchor = "self." + outlet
        } else if viewID == object.id, object.id != controller.id, object.element != "barButtonItem" {
            anchor = "sender as? UIView ?? view"
        } else {
            return nil
        }
        return [
            String.concat("let anchor: UIView = ", anchor),
            String.concat(popover, ".sourceView = anchor"),
            String.concat(popover, ".sourceRect = anchor.bounds"),
        ]
    }

    /// `navigationItem.rightBarButtonItem`, `navigationItem.leftBarButtonItems?[1]`, `toolbarItems?[0]`:
    /// where the controller's bar button item with id `itemID` is at run time; nil if elsewhere.
    func barButtonItemExpression(_ itemID: String, in controller: IBObject) -> String? {
        var toolbarIndex = 0
        for child in controller.children {
            if child.element == "barButtonItem", child.container == "toolbarItems" {
                if child.id == itemID { return "toolbarItems?[\(toolbarIndex)]" }
                toolbarIndex += 1
            }
            guard child.element == "navigationItem" else { continue }
            var indexes: [String: Int] = [:]
            for item in child.children where item.element == "barButtonItem" {
                if let key = item.key {
                    if item.id == itemID { return "navigationItem.\(key)" }
                } else if let container = item.container {
                    let index = indexes[container, default: 0]
                    if item.id == itemID { return "navigationItem.\(container)?[\(index)]" }
                    indexes[container] = index + 1
                }
            }
        }
        return nil
    }

    /// `<popoverArrowDirection key="popoverArrowDirection" up="YES" …>` when it permits fewer than all
    /// four directions (all four is UIKit's `.any`, the default).
    func popoverArrows(_ connection: IBConnection) -> [String] {
        guard let arrows = connection.properties.first(where: { $0.name == "popoverArrowDirection" }) else {
            return []
        }
        let directions = ["up", "down", "left", "right"].filter { arrows.attributes["\($0)"] == "YES" }
        guard directions.count < 4 else { return [] }
        return [
            "destination.popoverPresentationController?.permittedArrowDirections = ["
                + directions.map { "." + $0 }.joined(separator: ", ") + "]"
        ]
    }

    /// The `@objc` action a control, bar button item or gesture calls, and how to wire it; nil for
    /// cells, whose selection reaches the controller through the table or collection view delegate.
    /// - Parameter position: the segue's start tag.
    /// - Parameter identifier: the segue's: the action asks `shouldPerformSegue(withIdentifier:sender:)`
    ///   first, as UIKit did for a triggered segue.
    mutating func trigger(
        _ object: IBObject, sourceID: String, method: String, entry: FlowIndex.Scene, position: SourcePosition,
        identifier: String? = nil
    ) -> FlowFunction? {
        let line = position.line
        // Written through `String.concat` (see `factory`).
        let action = String.concat(method, "Action")
        let selector = String.concat("#selector(", entry.typeName, ".", action, "(_:))")
        var wiring: String?
        let element = object.element
        if isAppKit {
            // NSControl, NSMenuItem, gestures
            wiring = String.concat("SOURCE.target = self\nSOURCE.action = ", selector)
        } else if element == "barButtonItem" {
            wiring = String.concat("SOURCE.target = self\nSOURCE.action = ", selector)
        } else if element.hasSuffix("GestureRecognizer") {
            wiring = String.concat("SOURCE.addTarget(self, action: ", selector, ")")
        } else if element == "tableViewCell" || element == "collectionViewCell" {
            wiring = nil
        } else {
            let event = document.platform == .tvOS ? "primaryActionTriggered" : "touchUpInside"
            wiring = String.concat("SOURCE.addTarget(self, action: ", selector, ", for: .", event, ")")
        }
        triggers.append(
            FlowGenerator.Trigger(
                sourceID: sourceID, sourceElement: element, controllerType: entry.typeName, actionName: action,
                wiring: wiring, line: line, column: position.column))
        if wiring == nil {
            diagnostics.append(
                .note(
                    "segue from a \(element) converted; call \(method)(sender: cell) from the "
                        + (element == "tableViewCell"
                            ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)")
                        + " of \(entry.typeName)",
                    at: location(position)))
            return nil
        }
        return FlowFunction(
            comments: [String.concat("The action of the ", element, " that fired this segue in the storyboard.")],
            signature: String.concat("@objc func ", action, "(_ sender: Any?)"),
            body: (identifier.flatMap { $0.isEmpty ? nil : $0 }.map {
                [
                    String.concat(
                        "guard shouldPerformSegue(withIdentifier: ", SwiftLiteral.string($0),
                        ", sender: sender) else { return }")
                ]
            } ?? []) + [String.concat(method, "(sender: sender)")])
    }

    /// An embed segue: add the destination as a child filling the container view.
    mutating func embed(_ connection: IBConnection, controller: IBObject, entry: FlowIndex.Scene) -> FlowFunction? {
        guard let target = destination(connection) else { return nil }
        convertedSegues += 1
        convertedSegueLines.insert(connection.position.line)
        // The migrated UIKit view code adds the child itself; AppKit view code does not build container views.
        if embedsInViewCode, !isAppKit { return nil }
        let method = methodName(connection, destination: target, type: entry.typeName)
            .replacingLiteral("sbgenShow", with: "sbgenEmbed")
        return FlowFunction(
            comments: [
                "Embed segue of \(source):\(connection.position.line): adds \(target.typeName) as a child filling "
                    + "`container` (call it from viewDidLoad with the container view)."
            ],
            signature:
                "@discardableResult func \(method)(in container: \(isAppKit ? "NSView" : "UIView")) -> \(target.typeName)",
            body: isAppKit
                ? appKitEmbedBody(target)
                : [
                    "let child = \(target.expression)", "addChild(child)", "child.view.frame = container.bounds",
                    "child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                    "container.addSubview(child.view)",
                    "child.didMove(toParent: self)", "return child",
                ])
    }
}
