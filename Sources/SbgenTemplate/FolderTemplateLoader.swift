#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads templates from files under a folder; `name` is a path relative to it.
///
/// Like Stencil's `FileSystemLoader`, it refuses absolute names and names that lead outside the
/// folder (through `..` or symbolic links), so a template cannot read arbitrary files.
public struct FolderTemplateLoader: TemplateLoader {
    /// The folder names are resolved against.
    public let folder: URL

    /// Creates a loader over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Reads `folder/name` as UTF-8.
    public func loadTemplate(named name: String) throws -> TemplateSource {
        guard !name.hasPrefix("/"), !name.hasPrefix("~") else {
            throw TemplateError("template name '\(name)' must be a path relative to the template folder")
        }
        let url = folder.appendingPathComponent(name)
        // Check where the name really leads, after `..` and symbolic links, and read that file.
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved.hasPrefix(prefix) else {
            throw TemplateError("template '\(name)' is outside the template folder '\(folder.path)'")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw suggesting("template '\(name)' not found in '\(folder.path)'", for: name)
        }
        return TemplateSource(text: String(decoding: data, as: UTF8.self), path: url.path)
    }

    /// The `.stencil` files directly in the folder.
    public func templateNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".stencil") }.sorted()
    }
}
