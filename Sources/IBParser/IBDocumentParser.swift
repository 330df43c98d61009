import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `.storyboard` and `.xib` files into ``IBDocument``s.
///
/// Every IB runtime parses: `iOS.CocoaTouch` (and `.iPad`), `AppleTV`, `MacOSX.Cocoa`, `watchKit`.
/// Legacy Xcode 3/4 `<archive>` xibs, files with merge-conflict markers, empty, binary and non-IB
/// files are refused with one located diagnostic. Parsing is thread-safe: parse many files at once.
public struct IBDocumentParser: Sendable {
    /// How much of each file the documents keep.
    public var detail: ModelDetail

    /// - Parameter detail: ``ModelDetail/full`` (the default) keeps everything; ``ModelDetail/accessors``
    ///   keeps only what template contexts read, which is faster and much smaller.
    public init(detail: ModelDetail = .full) { self.detail = detail }

    /// Reads and parses the file at `path`.
    /// - Parameter path: a `.storyboard` or `.xib` path; it is stored in the document as given.
    /// - Throws: ``DiagnosticError`` with one error located at `path:line:column` (or `path` when the
    ///   file cannot be read).
    public func parse(path: String) throws(DiagnosticError) -> IBDocument {
        try FileReader.withContents(path) { data throws(DiagnosticError) in try parse(data: data, path: path) }
    }

    /// Frees what parsing keeps for the next file (read buffers, name tables); call it after a batch
    /// of files, so their memory is not held by what follows. Parsing after it works, with new ones.
    public static func releaseCaches() {
        ReadBuffers.shared.release()
        ParseWorkspace.release()
    }

    /// Parses the bytes of an IB file.
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8, or UTF-16 with or without BOM).
    ///   - path: used for diagnostics and for the document kind (`.storyboard`/`.xib` extension; other
    ///     extensions are decided by whether the document has `<scenes>`).
    /// - Throws: ``DiagnosticError`` with one located error.
    public func parse(data: Data, path: String) throws(DiagnosticError) -> IBDocument {
        let utf8 = try Preflight.wideEncodingAsUTF8(data, path: path)
        try Preflight.check(utf8 ?? data, path: path)
        let root = try XMLTreeReader.readRoot(utf8 ?? data, path: path, forceUTF8: utf8 != nil, detail: detail)
        return try ModelBuilder.document(from: root, path: path, kind: Self.kind(ofPath: path))
    }

    /// The document kind its file extension says, or nil for other extensions.
    public static func kind(ofPath path: String) -> IBDocument.Kind? {
        if path.hasSuffix(".storyboard") { return .storyboard }
        if path.hasSuffix(".xib") { return .xib }
        return nil
    }
}
