import IBModel

/// What `migrate` reads of every object of a document, taken in one walk while the document is
/// parsed: the flow index's custom classes, the lines of the segues, and the start tags the element
/// counts need. Each walk of a large document costs about as much as the work done in it.
struct DocumentScan: Sendable {
    /// Every `customClass`, unqualified (``FlowIndex/Summary/customClasses``), the same class on
    /// neighbouring objects once. A list, not a set: the flow index puts every file's classes in one
    /// set, so hashing them here too was twice the work.
    var customClasses: [String] = []
    /// Lines of the `<segue>` connections: the view code's warnings there belong to the flow.
    var segueLines: Set<Int> = []
    /// The start tags of the elements ``ElementCounter`` counts.
    var positions = ElementCounter.Positions()
    /// Every object in document order (parents first), with its depth: what ``UnnamedGaps`` needs to
    /// tell which elements a warning at an object covers, without walking the document again.
    var tree = ObjectTree()

    /// The objects of a document as flat arrays, in document order: an object's subtree is the run of
    /// objects after it that are deeper; everything inside the object (its descendants, constraints
    /// and connections) starts between its start tag and the last start tag of that run.
    struct ObjectTree: Sendable {
        /// Start tags (``EmittedElements/key(_:)``), increasing.
        var starts: [UInt64] = []
        var depths: [UInt16] = []
        /// The last start tag among the object and its own constraints and connections (not its children's).
        var lastInside: [UInt64] = []
    }
    /// The modules of the classes named: the project's module is voted with them.
    var modules = ModuleImports()

    private init() {}

    init(_ document: IBDocument) {
        var scan = DocumentScan()
        var lastCustom: String?  // the same class on neighbouring objects (cells of a list) is inserted once
        // Each object, its constraints and connections read in place (``ObjectWalk``).
        ObjectWalk.forEachWithDepth(in: document) { object, depth in
            let start = EmittedElements.key(object.pointee.position)
            scan.tree.starts.append(start)
            scan.tree.depths.append(UInt16(clamping: depth))
            var lastInside = start
            if let custom = object.pointee.attributes.value("customClass") {
                if custom != lastCustom {
                    scan.customClasses.append(MigrationNaming.unqualified(custom))
                    lastCustom = custom
                }
                scan.modules.add(customClass: custom, attributes: object.pointee.attributes)
            }
            if ElementCounter.isView(object.pointee.element) {
                scan.positions.views.append(start)
            }
            // Most objects have no constraints and no connections: tested first, without retaining the arrays.
            if !object.pointee.constraints.isEmpty {
                object.pointee.constraints.withUnsafeBufferPointer { constraints in
                    for index in constraints.indices where !constraints[index].attributes.flag("placeholder") {
                        scan.positions.constraints.append(EmittedElements.key(constraints[index].position))
                    }
                    lastInside = max(lastInside, EmittedElements.key(constraints[constraints.count - 1].position))
                }
            }
            defer { scan.tree.lastInside.append(lastInside) }
            // The element names of `IBConnection.Kind`, compared directly (`kind` looks the name up among
            // all kinds), lengths first: a name of another length cannot equal these ASCII names (none
            // has a letter with a one-scalar equivalent), and comparing two strings is a call.
            guard !object.pointee.connections.isEmpty else { return }
            object.pointee.connections.withUnsafeBufferPointer { connections in
                lastInside = max(lastInside, EmittedElements.key(connections[connections.count - 1].position))
                for index in connections.indices {
                    let position = connections[index].position
                    let element = connections[index].element
                    switch element.utf8.count {
                    case 6:
                        if element == "outlet" {
                            scan.positions.outlets.append(EmittedElements.key(position))
                        } else if element == "action" {
                            scan.positions.actions.append(EmittedElements.key(position))
                        }
                    case 16 where element == "outletCollection":
                        scan.positions.outlets.append(EmittedElements.key(position))
                    case 5 where element == "segue": scan.segueLines.insert(position.line)
                    default: break
                    }
                }
            }
        }
        self = scan
    }
}
