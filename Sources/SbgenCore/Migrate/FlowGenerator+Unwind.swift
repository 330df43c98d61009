import IBModel
import SbgenTemplate

extension FlowGenerator.Context {
    /// An unwind segue (`kind="unwind"`, `unwindAction="unwindToList:"`, its destination the scene's
    /// exit placeholder): a method that finds the controller taking the action, calls the source's
    /// `prepare(for:sender:)` and the action with a `UIStoryboardSegue`, then dismisses what was
    /// presented between the source and it and pops its navigation stack back to it. The storyboard does not say
    /// which class has the action, so the destination is found at run time, as UIKit does.
    mutating func unwind(
        _ connection: IBConnection, from object: IBObject, controller: IBObject, entry: FlowIndex.Scene
    ) -> [FlowFunction] {
        let name = connection.identifier.map { String.concat("'", $0, "' ") } ?? ""
        guard let action = connection.unwindAction, !action.isEmpty else {
            diagnostics.append(
                .warning(
                    "TODO: unwind segue \(name)has no unwindAction; not converted", at: location(connection.position)))
            return []
        }
        let method = unwindMethodName(connection, action: action, type: entry.typeName)
        let animated = connection.attributes["animates"] == "NO" ? "false" : "true"
        let identifier = connection.identifier.map(SwiftLiteral.string) ?? "nil"
        // UIKit asks `canPerformUnwindSegueAction(_:from:sender:)` (iOS 13); before it, its default: whether the
        // controller has the action.
        // UIKit asks `canPerformUnwindSegueAction(_:from:sender:)` (iOS 13); before it, the method's default
        // answer: whether the controller has the action.
        let takes = "candidate.canPerformUnwindSegueAction(action, from: self, sender: sender)"
        let available = OSVersion(13, 0)
        let test =
            target.allows(available)
            ? ["    destination = candidates.first { candidate in " + takes + " }"]
            : [
                "    destination = candidates.first { candidate in",
                "        guard " + target.availabilityCondition(available)
                    + " else { return candidate.responds(to: action) }",
                "        return " + takes,
                "    }",
            ]
        var body = [
            String.concat("let action = NSSelectorFromString(", SwiftLiteral.string(action), ")"),
            "var branch: UIViewController = self",
            "var destination: UIViewController?",
            "var presenter: UIViewController?",
            "while destination == nil, let container = branch.parent ?? branch.presentingViewController {",
            "    // A parent's children before this branch (a navigation stack's earlier controllers), nearest first;",
            "    // a presenter's children all; then the container itself.",
            "    let isParent = branch.parent === container",
            "    if !isParent { presenter = container }",
            "    let children = isParent ? container.children.prefix { $0 !== branch } : container.children[...]",
            "    let candidates = children.reversed() + [container]",
        ]
        body += test
        body += [
            "    branch = container",
            "}",
            "guard let destination else { return }",
            String.concat(
                "let segue = UIStoryboardSegue(identifier: ", identifier, ", source: self, destination: destination)"),
            "prepare(for: segue, sender: sender)",
            "destination.perform(action, with: segue)",
            "// What was presented on the way up is dismissed; the destination's stack pops back to it.",
            String.concat("presenter?.dismiss(animated: ", animated, ")"),
            String.concat(
                "destination.navigationController?.popToViewController(destination, animated: ", animated, ")"),
        ]
        convertedSegues += 1  // counted by `segue`
        convertedSegueLines.insert(connection.position.line)
        if let identifier = connection.identifier, !identifier.isEmpty {
            segueMethods.append(
                FlowGenerator.SegueMethod(
                    identifier: identifier, typeName: entry.typeName, method: String.concat(method, "(sender:)")))
        }
        var functions = [
            FlowFunction(
                comments: [
                    String.concat(
                        "Unwind segue ", name, "of ", source, ":", String(connection.position.line), " to `", action,
                        "`: what `performSegue(withIdentifier:sender:)` did. The destination is the nearest controller "
                            + "above this one, or before it in a container, that takes the action."),
                    "The controller's `prepare(for:sender:)` and the action see the segue as they did.",
                ],
                signature: String.concat("func ", method, "(sender: Any? = nil)"),
                body: body)
        ]
        if object.id != controller.id, let sourceID = object.id,
            let trigger = trigger(
                object, sourceID: sourceID, method: method, entry: entry, position: connection.position,
                identifier: connection.identifier)
        {
            functions.append(trigger)
        }
        return functions
    }

    /// `sbgen` + the identifier, else + the action (`unwindToList:` → `sbgenUnwindToList`, `done:` →
    /// `sbgenUnwindDone`), unique on `type`.
    mutating func unwindMethodName(_ connection: IBConnection, action: String, type: String) -> String {
        let fromAction = MigrationNaming.typeSafe(action)
        let stem =
            connection.identifier.map(MigrationNaming.typeSafe).flatMap { $0.isEmpty ? nil : $0 }
            ?? (fromAction.hasPrefix("Unwind") ? fromAction : String.concat("Unwind", fromAction))
        let candidate = String.concat("sbgen", stem)
        let name = FlowGenerator.MethodName.take(candidate, on: type, in: &usedMethods)
        methodNames.append(FlowGenerator.MethodName(type: type, candidate: candidate, name: name))
        return name
    }
}
