import Dispatch
import IBModel
import IBParser

extension DocumentLoader {
    /// Parses `paths` on all cores and hands each outcome to `transform` on the same worker, keeping
    /// only what it returns: `results[i]` belongs to `paths[i]`. Each model is released as soon as
    /// its file is done, so memory holds a model per core, not one per file.
    /// - Parameter transform: called once per file, from any thread, with the file's index.
    public static func map<Transformed>(
        _ paths: [String], detail: ModelDetail = .full, _ transform: @Sendable (Int, Outcome) -> Transformed
    ) -> [Transformed] {
        let parser = IBDocumentParser(detail: detail)
        let results = ResultSlots<Transformed>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let outcome: Outcome
            do throws(DiagnosticError) {
                outcome = .success(try parser.parse(path: paths[index]))
            } catch {
                outcome = .failure(error)
            }
            results.set(index, transform(index, outcome))
        }
        return results.values()
    }
}
