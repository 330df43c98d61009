import IBModel

/// What ``ModelDetail/accessors`` keeps of each element as it ends.
///
/// Template contexts read scene members and xib top-level objects, objects with a reuse identifier
/// (and the objects above them, for the nearest table or collection view), and segues. An element
/// is *needed* when it is one of those or holds one; needed elements are kept whole (their children
/// already pruned). An element that is not needed but that the model builder would classify as an
/// object or a list is kept as a *stub*: its name and attributes, and only the children that make
/// its classification (``IBElement/isObjectLike``, ``IBElement/isList``) come out as it does in full
/// detail, so every ancestor is classified as in a fully read document. Everything else (property
/// elements, constraints, outlets, actions) is dropped.
enum AccessorPruning {
    enum Decision {
        case keep, stub, drop
    }

    /// - Parameters:
    ///   - element: the element that just ended, its children already pruned.
    ///   - depth: its depth, 0 being the root.
    ///   - parentName, parentAttributes: the name and attributes of the element it is a child of.
    ///   - hasNeededChild: whether any of its children was kept whole.
    static func decide(
        _ element: IBElement, depth: Int, parentName: String, parentAttributes: IBAttributes, hasNeededChild: Bool
    ) -> Decision {
        // The document's children and grandchildren: scenes, xib top-level objects, resources.
        if depth < 3 { return .keep }
        if parentAttributes.isEmpty {
            switch parentName {
            case "constraints": return .drop
            case "connections": return element.name == "segue" ? .keep : .drop
            case "objects": return .keep  // scene members
            default: break
            }
        }
        if hasNeededChild || element.attributes["reuseIdentifier"] != nil { return .keep }
        if isNamedList(element) || element.isObjectLike || element.isList { return .stub }
        return .drop
    }

    /// `element` without the children its classification does not depend on.
    static func stub(_ element: IBElement) -> IBElement {
        var stub = element
        stub.children = []
        if element.attributes["id"] != nil || isNamedList(element) {
            // Classified by its own attributes.
        } else if let witness = element.children.first(where: { $0.attributes["id"] != nil || isNamedList($0) }) {
            stub.children = [self.stub(witness)]  // object-like through this child
        } else if let witness = element.children.first(where: \.isObjectLike) {
            stub.children = [self.stub(witness)]  // a list through this object
        }
        return stub
    }

    /// An attribute-less `subviews`, `connections` or `constraints`.
    private static func isNamedList(_ element: IBElement) -> Bool {
        element.attributes.isEmpty && IBElement.isObjectListName(element.name)
    }
}
