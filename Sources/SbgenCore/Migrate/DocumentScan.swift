import IBModel

/// What `migrate` reads of every object of a document, taken in one walk while the document is
/// parsed: the flow index's custom classes, the lines of the segues, and the lines the element
/// counts need. Each walk of a large document costs about as much as the work done in it.
struct DocumentScan: Sendable {
    /// Every `customClass`, unqualified (``FlowIndex/Summary/customClasses``).
    var customClasses: Set<String> = []
    /// Lines of the `<segue>` connections: the view code's warnings there belong to the flow.
    var segueLines: Set<Int> = []
    /// The lines of the elements ``ElementCounter`` counts.
    var lines = ElementCounter.Lines()

    private init() {}

    init(_ document: IBDocument) {
        var scan = DocumentScan()
        var lastCustom: String?  // the same class on neighbouring objects (cells of a list) is inserted once
        document.forEachObject { object in
            if let custom = object.customClass, custom != lastCustom {
                scan.customClasses.insert(MigrationNaming.unqualified(custom))
                lastCustom = custom
            }
            if ElementCounter.isView(object.element) { scan.lines.views.append(Int32(clamping: object.position.line)) }
            for constraint in object.constraints where !constraint.isPlaceholder {
                scan.lines.constraints.append(Int32(clamping: constraint.position.line))
            }
            // The element names of `IBConnection.Kind`, compared directly: `kind` looks the name up among all kinds.
            for connection in object.connections {
                let element = connection.element
                if element == "outlet" || element == "outletCollection" {
                    scan.lines.outlets.append(Int32(clamping: connection.position.line))
                } else if element == "action" {
                    scan.lines.actions.append(Int32(clamping: connection.position.line))
                } else if element == "segue" {
                    scan.segueLines.insert(connection.position.line)
                }
            }
        }
        self = scan
    }
}
