import IBModel

/// Turns the generic element tree of an IB file into the typed model.
///
/// Recursion here follows the XML nesting, which libxml2 caps at 256 levels, so a hostile file
/// cannot drive it past the stack.
enum ModelBuilder {
    /// - Throws: ``DiagnosticError`` when the root is not an IB `<document>` (legacy `<archive>` xibs
    ///   included).
    static func document(
        from root: consuming IBElement, path: String, kind: IBDocument.Kind?
    ) throws(DiagnosticError)
        -> IBDocument
    {
        let rootLocation = SourceLocation(file: path, position: root.position)
        guard root.name == "document" else {
            if root.name == "archive", let type = root.attributes["type"], type.contains("InterfaceBuilder") {
                throw DiagnosticError(
                    .error(
                        "legacy Xcode 3/4 xib format (\(type)) is not supported; open the file in Xcode 5 or later "
                            + "and save it to convert it to the current format",
                        at: rootLocation))
            }
            throw DiagnosticError(.error(notInterfaceBuilderMessage(root: root.name), at: rootLocation))
        }
        var children = root.takeChildren()
        let hasScenes = children.contains { $0.name == "scenes" }
        var document = IBDocument(
            path: path, kind: kind ?? (hasScenes ? .storyboard : .xib), attributes: root.takeAttributes(),
            position: root.position)
        var hasDevice = false
        children.reverseForPopping()
        while var child = children.popLast() {
            switch child.name {
            case "device" where !hasDevice:
                hasDevice = true
                document.device = child.take()
            case "dependencies":
                document.dependencies.appendMoving(child.takeChildren())
            case "scenes":
                var members = child.takeChildren()
                document.scenes.reserveCapacity(document.scenes.count + members.count)
                members.reverseForPopping()
                while var sceneElement = members.popLast() {
                    if sceneElement.name == "scene" {
                        document.scenes.append(scene(sceneElement.take()))
                    } else {
                        sceneElement.container = "scenes"
                        document.properties.append(sceneElement.take())
                    }
                }
            case "objects":
                var members = child.takeChildren()
                document.objects.reserveCapacity(document.objects.count + members.count)
                members.reverseForPopping()
                while var member = members.popLast() { appendObject(&member, container: nil, to: &document.objects) }
            case "resources":
                document.resources.appendMoving(child.takeChildren())
            case "inferredMetricsTieBreakers":
                var elements = child.takeChildren()
                var rest: [IBElement] = []
                elements.reverseForPopping()
                while let element = elements.popLast() {
                    if element.name == "segue" {
                        document.segueReferences.append(connection(element, source: nil))
                    } else {
                        rest.append(element)
                    }
                }
                if !rest.isEmpty {
                    child.children = consume rest
                    document.properties.append(child.take())
                }
            default:
                document.properties.append(child.take())
            }
        }
        return document
    }

    /// The error for XML whose root element (or the root its `<!DOCTYPE>` names) is not `<document>`.
    static func notInterfaceBuilderMessage(root: String) -> String {
        "not an Interface Builder document: the root element is <\(root)>, expected <document>"
    }

    static func scene(_ element: consuming IBElement) -> IBScene {
        var children = element.takeChildren()
        var scene = IBScene(
            sceneID: element.attributes["sceneID"] ?? "", attributes: element.takeAttributes(), members: [],
            position: element.position)
        children.reverseForPopping()
        while var child = children.popLast() {
            if child.name == "objects" {
                var members = child.takeChildren()
                scene.members.reserveCapacity(scene.members.count + members.count)
                members.reverseForPopping()
                while var member = members.popLast() { appendObject(&member, container: nil, to: &scene.members) }
            } else {
                scene.properties.append(child.take())
            }
        }
        return scene
    }

    /// Appends the object `element` is, and what is under it, to `objects` (`element` is left empty).
    /// The object is built in place: one returned would be copied into the array.
    static func appendObject(_ element: inout IBElement, container: String?, to objects: inout [IBObject]) {
        var children = element.takeChildren()
        let source = element.attributes["id"]
        objects.append(
            IBObject(
                element: element.takeName(), attributes: element.takeAttributes(), container: container,
                position: element.position))
        fill(&objects[objects.count - 1], from: &children, source: source)
    }

    /// What ``fill(_:from:source:)`` makes of a child element, decided once by ``classify(_:_:into:)``.
    private enum Shape: UInt8 {
        case connections, constraints, list, object, property
    }

    /// Sorts an object element's children by shape: `<connections>` and `<constraints>` lists,
    /// elements with an `id` (objects), attribute-less list elements holding objects (`subviews`,
    /// `cells`, `items`…, recorded as the children's container), and everything else as property
    /// elements.
    private static func fill(_ object: inout IBObject, from children: inout [IBElement], source: String?) {
        guard !children.isEmpty else { return }
        // One shape per child, and per item of each list child after it.
        var count = children.count
        children.withUnsafeBufferPointer { children in
            for index in children.indices where children[index].attributes.isEmpty {
                count += children[index].children.count
            }
        }
        withUnsafeTemporaryAllocation(of: Shape.self, capacity: count) { shapes in
            guard classify(&object, children, into: shapes.baseAddress!) else {
                // Only property elements (a leaf view's frame, colors, font): the list is the
                // properties as it is, where moving them one by one into a new one allocated that
                // and freed this.
                swap(&object.properties, &children)
                return
            }
            var shape = shapes.baseAddress!
            children.reverseForPopping()
            // Elements kept whole are consumed into the model (`take()` left an empty element to
            // destroy; a container is set after the move: `consume` refuses a variable just assigned to).
            while let next = children.popLast() {
                var child = consume next
                let childShape = shape.pointee
                shape += 1
                switch childShape {
                case .connections:
                    var items = child.takeChildren()
                    items.reverseForPopping()
                    while let item = items.popLast() { object.connections.append(connection(item, source: source)) }
                case .constraints:
                    var items = child.takeChildren()
                    items.reverseForPopping()
                    while let next = items.popLast() {
                        var item = consume next
                        if item.name.isSame(as: "constraint") {
                            object.constraints.append(
                                IBConstraint(
                                    attributes: item.takeAttributes(), properties: item.takeChildren(),
                                    position: item.position))
                        } else {
                            object.properties.append(consume item)
                            object.properties[object.properties.count - 1].container = "constraints"
                        }
                    }
                case .list:
                    var items = child.takeChildren()
                    items.reverseForPopping()
                    while let next = items.popLast() {
                        var item = consume next
                        let itemShape = shape.pointee
                        shape += 1
                        if itemShape == .object {
                            appendObject(&item, container: child.name, to: &object.children)
                        } else {
                            object.properties.append(consume item)
                            object.properties[object.properties.count - 1].container = child.name
                        }
                    }
                case .object:
                    appendObject(&child, container: nil, to: &object.children)
                case .property:
                    object.properties.append(consume child)
                }
            }
        }
    }

    /// Writes the shape of each of `children` to `shapes`, each list's followed by those of its items
    /// (`.object` or `.property`), and gives each list of `object` (still empty) room for exactly what
    /// ``fill(_:from:source:)`` puts in it: each list is allocated once, at its final size, where
    /// appending one by one reallocated it as it grew and left up to half of it unused.
    /// - Returns: false when every child is a `.property` (nothing is reserved then: `children` can
    ///   be the properties as they are).
    private static func classify(
        _ object: inout IBObject, _ children: [IBElement], into shapes: UnsafeMutablePointer<Shape>
    ) -> Bool {
        var objects = 0
        var constraints = 0
        var connections = 0
        var properties = 0
        var onlyProperties = true
        var shape = shapes
        // Children are read in place.
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                if children[index].attributes.isEmpty, children[index].name.isSame(as: "connections") {
                    shape.initialize(to: .connections)
                    connections += children[index].children.count
                } else if children[index].attributes.isEmpty, children[index].name.isSame(as: "constraints") {
                    shape.initialize(to: .constraints)
                    children[index].children.withUnsafeBufferPointer { items in
                        for item in items.indices {
                            if items[item].name.isSame(as: "constraint") { constraints += 1 } else { properties += 1 }
                        }
                    }
                } else if children[index].isList {
                    shape.initialize(to: .list)
                    children[index].children.withUnsafeBufferPointer { items in
                        for item in items.indices {
                            shape += 1
                            if items[item].isObjectLike {
                                shape.initialize(to: .object)
                                objects += 1
                            } else {
                                shape.initialize(to: .property)
                                properties += 1
                            }
                        }
                    }
                } else if children[index].isObjectLike {
                    shape.initialize(to: .object)
                    objects += 1
                } else {
                    shape.initialize(to: .property)
                    properties += 1
                    shape += 1
                    continue
                }
                onlyProperties = false
                shape += 1
            }
        }
        if onlyProperties { return false }
        if objects > 0 { object.children.reserveCapacity(objects) }
        if constraints > 0 { object.constraints.reserveCapacity(constraints) }
        if connections > 0 { object.connections.reserveCapacity(connections) }
        if properties > 0 { object.properties.reserveCapacity(properties) }
        return true
    }

    static func connection(_ element: consuming IBElement, source: String?) -> IBConnection {
        return IBConnection(
            element: element.takeName(), attributes: element.takeAttributes(), source: source,
            properties: element.takeChildren(), position: element.position)
    }
}

extension IBElement {
    // Children are read in place, through buffer pointers: `contains` on the array copied each child
    // (a retain and a release per field) to look at one attribute.

    /// A list element (`subviews`, `cells`, `items`…): no attributes, holding objects, and not itself a view.
    var isList: Bool {
        guard attributes.isEmpty else { return false }
        return children.withUnsafeBufferPointer { children in
            var holdsObject = false
            for index in children.indices {
                if children[index].attributes.isEmpty, Self.isObjectListName(children[index].name) { return false }
                if !holdsObject, children[index].isObjectLike { holdsObject = true }
            }
            return holdsObject
        }
    }

    /// `subviews`, `connections` or `constraints` (compared, not hashed: this runs for every element).
    static func isObjectListName(_ name: String) -> Bool {
        name.isSame(as: "subviews") || name.isSame(as: "connections") || name.isSame(as: "constraints")
    }

    /// An object is an element with an `id`; older files also write some views without one (the
    /// `<view key="contentView">` of cells and boxes), recognizable by their subviews, constraints
    /// or connections, or by holding objects directly.
    var isObjectLike: Bool {
        if attributes.hasID { return true }
        return children.withUnsafeBufferPointer { children in
            for index in children.indices {
                if children[index].attributes.hasID { return true }
                if children[index].attributes.isEmpty, Self.isObjectListName(children[index].name) { return true }
            }
            return false
        }
    }

    // Moving a field out leaves an empty one behind: the element is dropped right after, and its
    // strings and arrays go to the model without a retain and a release each.

    /// Moves the element out, leaving an empty one (no allocation) behind.
    mutating func take() -> IBElement {
        withUnsafeMutablePointer(to: &self) { element in
            let taken = element.move()
            element.initialize(to: IBElement(name: "", attributes: IBAttributes(), position: taken.position))
            return taken
        }
    }

    fileprivate mutating func takeName() -> String {
        var name = ""
        swap(&name, &self.name)
        return name
    }

    fileprivate mutating func takeAttributes() -> IBAttributes {
        var attributes = IBAttributes()
        swap(&attributes, &self.attributes)
        return attributes
    }

    fileprivate mutating func takeChildren() -> [IBElement] {
        var children: [IBElement] = []
        swap(&children, &self.children)
        return children
    }
}

extension String {
    /// `self == other`, lengths compared first: names mostly differ in length, and comparing two
    /// different strings is a call into the standard library. Only for ASCII names without `K`, `;`
    /// or `` ` ``: no string of another length is canonically equivalent to one of those.
    fileprivate func isSame(as other: String) -> Bool { utf8.count == other.utf8.count && self == other }
}

extension IBAttributes {
    /// Whether there is an `id` attribute.
    fileprivate var hasID: Bool {
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices where pairs[index].name.isSame(as: "id") { return true }
            return false
        }
    }
}

extension Array {
    /// Reverses the array by moving bits (`reverse()` copies each element), so that popping its last
    /// element until it is empty moves each element out, in the original order, without a copy.
    fileprivate mutating func reverseForPopping() {
        withUnsafeMutableBufferPointer { buffer in
            guard var low = buffer.baseAddress, buffer.count > 1 else { return }
            var high = low + buffer.count - 1
            while low < high {
                let element = low.move()
                low.moveInitialize(from: high, count: 1)
                high.initialize(to: element)
                low += 1
                high -= 1
            }
        }
    }

    /// Appends `other`'s elements, taking its storage when this array is empty (the usual case).
    fileprivate mutating func appendMoving(_ other: consuming [Element]) {
        if isEmpty {
            self = other
        } else {
            append(contentsOf: other)
        }
    }
}
