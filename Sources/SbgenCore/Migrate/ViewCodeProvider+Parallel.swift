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
            slots.set(index, prepare(documents[index], documents[index].path))
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
}
