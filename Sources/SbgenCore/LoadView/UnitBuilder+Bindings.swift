import IBModel

extension UnitBuilder {
    /// A Cocoa binding (`<binding name="value" destination="…" keyPath="…">`) as
    /// `source.bind(.value, to: destination, withKeyPath: "…", options: […])`. The destination is an
    /// object this unit builds, its owner (`self`), or the shared user defaults controller.
    func binding(_ connection: IBConnection, sourceExpression: String) {
        guard let name = connection.attributes["name"], let keyPath = connection.attributes["keyPath"],
            let destination = connection.destination
        else {
            unsupported("<binding> without a name, key path or destination not converted", at: connection.position)
            return
        }
        guard let target = connectionTarget(destination) else {
            let element = objectElement(destination).map { "<\($0)>" } ?? "an object outside this unit"
            unsupported(
                "binding '\(name)' to \(element) not converted: the code does not create it", at: connection.position)
            return
        }
        let (options, problem) = CocoaBindings.optionsSpelling(connection)
        if let problem {
            unsupported("binding '\(name)' not converted: \(problem) has no Swift spelling", at: connection.position)
            return
        }
        let arguments =
            CocoaBindings.nameSpelling(name) + ", to: " + target + ", withKeyPath: "
            + MappedValue.stringLiteral(keyPath)
        bindings.append(
            Statement(
                CocoaBindings.call(on: sourceExpression, arguments: arguments, options: options),
                line: connection.position.line))
    }

    /// The expression of an object a binding or outlet points to: built here, the owner, or
    /// `NSUserDefaultsController.shared`.
    func connectionTarget(_ id: String) -> String? {
        if let expression = expressions[id] { return expression }
        if shared.sharedDefaultsControllers(of: document).contains(id) { return CocoaBindings.sharedDefaultsExpression }
        return nil
    }

    /// The element name of the document's object with id `id` (`arrayController`), for messages.
    func objectElement(_ id: String) -> String? {
        var found: String?
        ObjectWalk.forEach(in: document) { object in
            if found == nil, object.pointee.attributes.value("id") == id { found = object.pointee.element }
        }
        return found
    }
}
