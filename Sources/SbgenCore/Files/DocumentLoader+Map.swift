import Dispatch
import IBModel
import IBParser

extension DocumentLoader {
    /// Parses `paths` on all cores and hands each outcome to `transform` on the same worker, keeping
    /// only what it returns: `results[i]` belongs to `paths[i]`. Each model is released as soon as
    /// its file is done, so memory holds a model per core, not one per file.
    /// - Parameter transform: called once per file, from any thread, with the file's index.
    /// - Parameter progress: called (from any thread, one call at a time) with the number of files
    ///   finished so far, after each file.
    public static func map<Transformed>(
        _ paths: [String], detail: ModelDetail = .full, progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Int, Outcome) -> Transformed
    ) -> [Transformed] {
        let parser = IBDocumentParser(detail: detail)
        let results = ResultSlots<Transformed>(count: paths.count)
        let finished = Counter()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let outcome: Outcome
            do throws(DiagnosticError) {
                outcome = .success(try parser.parse(path: paths[index]))
            } catch {
                outcome = .failure(error)
            }
            results.set(index, transform(index, outcome))
            if let progress { finished.increment(then: progress) }
        }
        IBDocumentParser.releaseCaches()
        return results.values()
    }
}
