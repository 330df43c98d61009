import CLibXML2
import IBModel

/// What one parse leaves for the next on the same thread: the ``NameInterner`` with every name
/// seen so far. A parse takes a workspace from the pool and gives it back; at most one per thread
/// parsing at a time exists.
final class ParseWorkspace: @unchecked Sendable {
    var names: NameInterner

    /// Workspaces whose interner holds more names are freed rather than kept: IB files use a few
    /// hundred names, so only odd input gets near this.
    static let keptNames = 20_000

    private init(detail: ModelDetail) { names = NameInterner(detail: detail) }

    private nonisolated(unsafe) static var free: [ParseWorkspace] = []
    private static let lock = Lock()

    /// A workspace for `detail`, from the pool or new.
    static func take(detail: ModelDetail) -> ParseWorkspace {
        lock.lock()
        let index = free.firstIndex { $0.names.detail == detail }
        let workspace = index.map { free.remove(at: $0) }
        lock.unlock()
        return workspace ?? ParseWorkspace(detail: detail)
    }

    /// Returns `workspace` to the pool.
    static func give(back workspace: ParseWorkspace) {
        guard workspace.names.count <= keptNames else { return }
        lock.lock()
        free.append(workspace)
        lock.unlock()
    }

    /// Frees every pooled workspace (after a batch of files).
    static func release() {
        lock.lock()
        let released = free
        free = []
        lock.unlock()
        _ = released
    }
}
