import IBModel

/// Turns the generic element tree of an IB file into the typed model.
///
/// Recursion here follows the XML nesting, which libxml2 caps at 256 levels, so a hostile file
/// cannot drive it past the stack.
enum ModelBuilder {
    /// - Throws: ``DiagnosticError`` when the root is not an IB `<document>` (legacy `<archive>` xibs
    ///   included).
    static func document(
        from root: IBElement, path: String, kind: IBDocument.Kind?
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
            throw DiagnosticError(
                .error(
                    "not an Interface Builder document: the root element is <\(root.name)>, expected <document>",
                    at: rootLocation))
        }
        let hasScenes = root.children.contains { $0.name == "scenes" }
        var document = IBDocument(
            path: path, kind: kind ?? (hasScenes ? .storyboard : .xib), attributes: root.attributes,
            position: root.position)
        for child in root.children {
            switch child.name {
            case "device" where document.device == nil:
                document.device = child
            case "dependencies":
                document.dependencies += child.children
            case "scenes":
                for sceneElement in child.children {
                    if sceneElement.name == "scene" {
                        document.scenes.append(scene(sceneElement))
                    } else {
                        document.properties.append(sceneElement.contained(in: "scenes"))
                    }
                }
            case "objects":
                document.objects += child.children.map { object($0, container: nil) }
            case "resources":
                document.resources += child.children
            case "inferredMetricsTieBreakers":
                var rest = child
                rest.children = []
                for element in child.children {
                    if element.name == "segue" {
                        document.segueReferences.append(connection(element, source: nil))
                    } else {
                        rest.children.append(element)
                    }
                }
                if !rest.children.isEmpty { document.properties.append(rest) }
            default:
                document.properties.append(child)
            }
        }
        return document
    }

    static func scene(_ element: IBElement) -> IBScene {
        var scene = IBScene(
            sceneID: element.attributes["sceneID"] ?? "", attributes: element.attributes, members: [],
            position: element.position)
        for child in element.children {
            if child.name == "objects" {
                scene.members += child.children.map { object($0, container: nil) }
            } else {
                scene.properties.append(child)
            }
        }
        return scene
    }

    /// An object element and what is under it. Children are sorted by shape:
    /// `<connections>` and `<constraints>` lists, elements with an `id` (objects), attribute-less list
    /// elements holding objects (`subviews`, `cells`, `items`…, recorded as the children's container),
    /// and everything else as property elements.
    static func object(_ element: IBElement, container: String?) -> IBObject {
        var object = IBObject(
            element: element.name, attributes: element.attributes, container: container, position: element.position)
        let source = element.attributes["id"]
        for child in element.children {
            if child.attributes.isEmpty, child.name == "connections" {
                object.connections += child.children.map { connection($0, source: source) }
            } else if child.attributes.isEmpty, child.name == "constraints" {
                for item in child.children {
                    if item.name == "constraint" {
                        object.constraints.append(
                            IBConstraint(
                                attributes: item.attributes, properties: item.children, position: item.position))
                    } else {
                        object.properties.append(item.contained(in: "constraints"))
                    }
                }
            } else if child.isList {
                for item in child.children {
                    if item.isObjectLike {
                        object.children.append(self.object(item, container: child.name))
                    } else {
                        object.properties.append(item.contained(in: child.name))
                    }
                }
            } else if child.isObjectLike {
                object.children.append(self.object(child, container: nil))
            } else {
                object.properties.append(child)
            }
        }
        return object
    }

    static func connection(_ element: IBElement, source: String?) -> IBConnection {
        IBConnection(
            element: element.name, attributes: element.attributes, source: source, properties: element.children,
            position: element.position)
    }
}

extension IBElement {
    /// A list element (`subviews`, `cells`, `items`…): no attributes, holding objects, and not itself a view.
    var isList: Bool {
        attributes.isEmpty && children.contains(where: \.isObjectLike)
            && !children.contains { $0.attributes.isEmpty && Self.isObjectListName($0.name) }
    }

    /// `subviews`, `connections` or `constraints` (compared, not hashed: this runs for every element).
    static func isObjectListName(_ name: String) -> Bool {
        name == "subviews" || name == "connections" || name == "constraints"
    }

    /// An object is an element with an `id`; older files also write some views without one (the
    /// `<view key="contentView">` of cells and boxes), recognizable by their subviews, constraints
    /// or connections, or by holding objects directly.
    var isObjectLike: Bool {
        if attributes["id"] != nil { return true }
        return children.contains { child in
            if child.attributes["id"] != nil { return true }
            return child.attributes.isEmpty && Self.isObjectListName(child.name)
        }
    }

    fileprivate func contained(in container: String) -> IBElement {
        var copy = self
        copy.container = container
        return copy
    }
}
