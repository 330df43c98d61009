import Dispatch
import IBModel
import IBParser

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses many IB files at once, on all cores, keeping the input order.
public enum DocumentLoader {
    /// The outcome for one file: its document, or the diagnostics that stopped it.
    public typealias Outcome = Result<IBDocument, DiagnosticError>

    /// Parses `paths` in parallel; `outcomes[i]` belongs to `paths[i]`.
    /// - Parameters:
    ///   - detail: how much of each file the documents keep (``ModelDetail/accessors`` is enough for
    ///     every template context).
    ///   - progress: called (from any thread, one call at a time) with the number of files finished
    ///     so far, after each file.
    public static func load(
        _ paths: [String], detail: ModelDetail = .full, progress: (@Sendable (Int) -> Void)? = nil
    ) -> [Outcome] {
        map(paths, detail: detail, progress: progress) { $1 }
    }
}
