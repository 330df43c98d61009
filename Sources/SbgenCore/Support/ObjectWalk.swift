import IBModel

/// Walks a document's objects in place, for the passes that read every object (migrate's scans and
/// flows, the loadview generator's document walks).
///
/// `IBDocument.forEachObject` hands each object to its closure as a copy (a retain and a release
/// of each of its fields), which cost about as much as what ``DocumentScan`` reads of the object.
/// Here `body` gets a pointer to the object where it is, valid only during the call.
enum ObjectWalk {
    /// Calls `body` with every object of `document` (scene members, xib objects and all below
    /// them), parents first, in document order: the objects and order of `IBDocument.forEachObject`.
    static func forEach(in document: IBDocument, _ body: (UnsafePointer<IBObject>) -> Void) {
        document.scenes.withUnsafeBufferPointer { scenes in
            for scene in scenes.indices { forEach(in: scenes[scene].members, body) }
        }
        forEach(in: document.objects, body)
    }

    /// Calls `body` with each of `objects` and every object below it, parents first, in order.
    static func forEach(in objects: [IBObject], _ body: (UnsafePointer<IBObject>) -> Void) {
        objects.withUnsafeBufferPointer { visit($0, body) }
    }

    /// ``forEach(in:_:)-(IBDocument,_)`` with each object's depth: 0 for scene members and xib
    /// objects, 1 for their children, and so on.
    static func forEachWithDepth(in document: IBDocument, _ body: (UnsafePointer<IBObject>, Int) -> Void) {
        document.scenes.withUnsafeBufferPointer { scenes in
            for scene in scenes.indices { scenes[scene].members.withUnsafeBufferPointer { visit($0, depth: 0, body) } }
        }
        document.objects.withUnsafeBufferPointer { visit($0, depth: 0, body) }
    }

    private static func visit(
        _ objects: UnsafeBufferPointer<IBObject>, depth: Int, _ body: (UnsafePointer<IBObject>, Int) -> Void
    ) {
        guard let base = objects.baseAddress else { return }
        for index in objects.indices {
            body(base + index, depth)
            guard !base[index].children.isEmpty else { continue }
            base[index].children.withUnsafeBufferPointer { visit($0, depth: depth + 1, body) }
        }
    }

    /// Recursive: depth is bounded by the parser (libxml2 refuses documents nested over 256 levels).
    private static func visit(_ objects: UnsafeBufferPointer<IBObject>, _ body: (UnsafePointer<IBObject>) -> Void) {
        guard let base = objects.baseAddress else { return }
        for index in objects.indices {
            body(base + index)
            // Leaves (most objects) tested first: taking the buffer retains the array.
            guard !base[index].children.isEmpty else { continue }
            base[index].children.withUnsafeBufferPointer { visit($0, body) }
        }
    }
}
