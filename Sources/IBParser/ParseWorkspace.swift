import CLibXML2
import Foundation
import IBModel

/// What one parse leaves for the next on the same thread: libxml2's name dictionary and the
/// ``NameInterner`` over it. A parse takes a workspace from the pool and gives it back; at most one
/// per thread parsing at a time exists.
final class ParseWorkspace: @unchecked Sendable {
    /// The dictionary every parse with this workspace interns names into; nil until the first parse.
    var dictionary: xmlDictPtr?
    var names: NameInterner

    /// Workspaces whose interner holds more names, or whose dictionary holds more bytes, are freed
    /// rather than kept: IB files use a few hundred short names, so only odd input gets near this,
    /// and libxml2 refuses names once a dictionary holds 10 MB.
    static let keptNames = 20_000
    static let keptDictionaryBytes = 1_048_576

    private init(detail: ModelDetail) { names = NameInterner(detail: detail) }

    deinit { if let dictionary { xmlDictFree(dictionary) } }

    private nonisolated(unsafe) static var free: [ParseWorkspace] = []
    private static let lock = NSLock()

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
        guard workspace.names.count <= keptNames,
            workspace.dictionary.map({ xmlDictGetUsage($0) <= keptDictionaryBytes }) ?? true
        else { return }
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

    /// Makes `context`, just created, intern into this workspace's dictionary, so names keep their
    /// pointers from file to file. The first parse keeps its own context's dictionary.
    func adopt(_ context: xmlParserCtxtPtr) {
        guard let dictionary else {
            dictionary = context.pointee.dict
            xmlDictReference(dictionary)
            return
        }
        guard context.pointee.dict != dictionary else { return }
        // The context interned its three namespace strings at creation: intern them anew.
        xmlDictFree(context.pointee.dict)
        context.pointee.dict = dictionary
        xmlDictReference(dictionary)
        context.pointee.str_xml = xmlDictLookup(dictionary, "xml", 3)
        context.pointee.str_xmlns = xmlDictLookup(dictionary, "xmlns", 5)
        context.pointee.str_xml_ns = xmlDictLookup(dictionary, "http://www.w3.org/XML/1998/namespace", 36)
    }
}
