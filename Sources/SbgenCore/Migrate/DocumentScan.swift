import IBModel

/// What `migrate` reads of every object of a document, taken in one walk while the document is
/// parsed: the flow index's custom classes, the lines of the segues, and the lines the element
/// counts need. Each walk of a large document costs about as much as the work done in it.
struct DocumentScan: Sendable {
    /// Every `customClass`, unqualified (``FlowIndex/Summary/customClasses``), the same class on
    /// neighbouring objects once. A list, not a set: the flow index puts every file's classes in one
    /// set, so hashing them here too was twice the work.
    var customClasses: [String] = []
    /// Lines of the `<segue>` connections: the view code's warnings there belong to the flow.
    var segueLines: Set<Int> = []
    /// The lines of the elements ``ElementCounter`` counts.
    var lines = ElementCounter.Lines()
    /// The modules of the classes named: the project's module is voted with them.
    var modules = ModuleImports()

    private init() {}

    init(_ document: IBDocument) {
        var scan = DocumentScan()
        var lastCustom: String?  // the same class on neighbouring objects (cells of a list) is inserted once
        // Each object, its constraints and connections read in place (``ObjectWalk``).
        ObjectWalk.forEach(in: document) { object in
            if let custom = object.pointee.attributes.value("customClass") {
                if custom != lastCustom {
                    scan.customClasses.append(MigrationNaming.unqualified(custom))
                    lastCustom = custom
                }
                scan.modules.add(customClass: custom, attributes: object.pointee.attributes)
            }
            if ElementCounter.isView(object.pointee.element) {
                scan.lines.views.append(Int32(clamping: object.pointee.position.line))
            }
            // Most objects have no constraints and no connections: tested first, without retaining the arrays.
            if !object.pointee.constraints.isEmpty {
                object.pointee.constraints.withUnsafeBufferPointer { constraints in
                    for index in constraints.indices where !constraints[index].attributes.flag("placeholder") {
                        scan.lines.constraints.append(Int32(clamping: constraints[index].position.line))
                    }
                }
            }
            // The element names of `IBConnection.Kind`, compared directly (`kind` looks the name up among
            // all kinds), lengths first: a name of another length cannot equal these ASCII names (none
            // has a letter with a one-scalar equivalent), and comparing two strings is a call.
            guard !object.pointee.connections.isEmpty else { return }
            object.pointee.connections.withUnsafeBufferPointer { connections in
                for index in connections.indices {
                    let line = connections[index].position.line
                    let element = connections[index].element
                    switch element.utf8.count {
                    case 6:
                        if element == "outlet" {
                            scan.lines.outlets.append(Int32(clamping: line))
                        } else if element == "action" {
                            scan.lines.actions.append(Int32(clamping: line))
                        }
                    case 16 where element == "outletCollection": scan.lines.outlets.append(Int32(clamping: line))
                    case 5 where element == "segue": scan.segueLines.insert(line)
                    default: break
                    }
                }
            }
        }
        self = scan
    }
}
