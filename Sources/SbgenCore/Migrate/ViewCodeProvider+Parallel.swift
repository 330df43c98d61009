import Dispatch
import IBModel

extension ViewCodeProvider {
    /// This provider with the view code of `documents` prepared up front, on all cores; `prepare`
    /// then hands out those results (by document path) and prepares any other document itself.
    /// Preparing is independent per file, while the rest of a migration (flow, shared method
    /// names) runs in file order.
    func preparedInParallel(_ documents: [IBDocument]) -> ViewCodeProvider {
        let slots = ResultSlots<Prepared?>(count: documents.count)
        let prepare = self.prepare
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            slots.set(index, prepare(documents[index], documents[index].path).map(Self.renderingAhead))
        }
        var byPath: [String: Prepared?] = [:]
        for (document, prepared) in zip(documents, slots.values()) { byPath[document.path] = prepared }
        let ready = byPath
        return ViewCodeProvider { document, source in
            guard source == document.path, let prepared = ready[document.path] else {
                return prepare(document, source)
            }
            return prepared
        }
    }

    /// `prepared`, rendered here already for the wiring most files get: none (every xib, and
    /// storyboards without segue triggers). Rendering is pure, so that text is reused when the flow
    /// hands over no wiring, and only the other files render again, in file order.
    static func renderingAhead(_ prepared: Prepared) -> Prepared {
        var ahead = prepared
        let render = prepared.render
        let unwired = render(FlowWiring())
        ahead.render = { wiring in wiring == FlowWiring() ? unwired : render(wiring) }
        return ahead
    }
}
