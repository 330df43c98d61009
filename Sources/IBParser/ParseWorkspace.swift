import CLibXML2
import IBModel

/// What one parse leaves for the next on the same thread: the ``NameInterner`` with every name
/// seen so far, and the ``ValueCache`` of recent attribute values and the ``AttributeListCache`` of recent attribute lists. A parse takes a workspace from the pool and gives it back; at most one per thread
/// parsing at a time exists.
final class ParseWorkspace: @unchecked Sendable {
    var names: NameInterner
    var values = ValueCache()
    /// Recent attribute lists (``ModelDetail/full`` only).
    var lists: AttributeListCache
    /// The ids of the file being parsed (see ``IDSet``).
    var ids = IDSet()

    /// Workspaces whose interner holds more names are freed rather than kept: IB files use a few
    /// hundred names, so only odd input gets near this.
    static let keptNames = 20_000

    private init(detail: ModelDetail) {
        names = NameInterner(detail: detail)
        lists = detail == .full ? AttributeListCache() : .none
    }

    deinit { ids.deallocate() }

    private static let pool = ReusePool<ParseWorkspace>()

    /// A workspace for `detail`, from the pool or new.
    static func take(detail: ModelDetail) -> ParseWorkspace {
        pool.take { $0.names.detail == detail } ?? ParseWorkspace(detail: detail)
    }

    /// Returns `workspace` to the pool.
    static func give(back workspace: ParseWorkspace) {
        guard workspace.names.count <= keptNames else { return }
        pool.give(back: workspace)
    }

    /// Frees every pooled workspace (after a batch of files).
    static func release() {
        _ = pool.removeAll()
    }
}
