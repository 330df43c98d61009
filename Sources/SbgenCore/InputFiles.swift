import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the IB files named by command-line inputs.
public enum InputFiles {
    /// The `.storyboard`/`.xib` files for `paths`: files as given, folders walked recursively.
    ///
    /// Walking skips hidden folders, compiled `.storyboardc`/`.nib` bundles, `.build`, `DerivedData`,
    /// and any folder reached twice through symbolic links (a loop). Files found in folders are
    /// sorted by path; explicit files keep their order. A file named twice, under any spelling
    /// (`A.xib`, `./A.xib`, an absolute path, a link to it), is read once. A symbolic link to a folder
    /// outside the folder being walked is not followed (a warning says so): a link to `/` must not
    /// make sbgen read the whole machine.
    /// - Returns: the files, and an error diagnostic for each input that does not exist.
    /// - Parameter warnAboutEmptyFolders: warn when a folder holds no IB file (callers that report
    ///   an empty match themselves, like glob patterns, turn it off).
    public static func collect(
        _ paths: [String], skipping skipped: Set<String> = defaultSkipped, warnAboutEmptyFolders: Bool = true
    )
        -> (files: [String], diagnostics: [Diagnostic])
    {
        var files: [String] = []
        var seen: Set<String> = []  // canonical paths
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: DirectoryFlag = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: SourceLocation(file: path)))
                continue
            }
            if isDirectory.boolValue, !isBundle(path) {
                var visited: Set<String> = []
                var found: [String] = []
                walk(path, into: &found, visited: &visited, skipped: skipped, diagnostics: &diagnostics)
                if found.isEmpty, warnAboutEmptyFolders {
                    diagnostics.append(
                        .warning("no .storyboard or .xib file in this folder", at: SourceLocation(file: path)))
                }
                // A link and the file it names are one file: its own name is kept, whichever sorts first.
                let sorted = found.sorted()
                let isLink = { (file: String) in (try? manager.destinationOfSymbolicLink(atPath: file)) != nil }
                var kept: Set<String> = []
                for file in sorted.filter({ !isLink($0) }) + sorted.filter(isLink)
                where seen.insert(realPath(file)).inserted {
                    kept.insert(file)
                }
                files += sorted.filter(kept.contains)
            } else if seen.insert(realPath(path)).inserted {
                files.append(path)
            }
        }
        return (files, diagnostics)
    }

    /// The first of `inputs` that `output` would overwrite (the same file under any spelling), if any.
    /// Generators check this before writing, so a typo in `-o` never destroys a storyboard or template.
    public static func input(overwrittenBy output: String, inputs: [String]) -> String? {
        let target = realPath(output)
        return inputs.first { realPath($0) == target }
    }

    /// Folder names never walked into.
    public static let defaultSkipped: Set<String> = [".build", "DerivedData"]

    static func isIBFile(_ name: String) -> Bool { name.hasSuffix(".storyboard") || name.hasSuffix(".xib") }

    static func isBundle(_ path: String) -> Bool { path.hasSuffix(".storyboardc") || path.hasSuffix(".nib") }

    /// The canonical path (symbolic links, `.` and `..` resolved), or the path itself when it cannot be
    /// (it does not exist).
    public static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func walk(
        _ folder: String, into found: inout [String], visited: inout Set<String>, skipped: Set<String>,
        diagnostics: inout [Diagnostic]
    ) {
        let manager = FileManager.default
        let root = realPath(folder)
        var pending = [folder]
        while let current = pending.popLast() {
            let real = realPath(current)
            guard visited.insert(real).inserted else {
                diagnostics.append(
                    .warning(
                        "folder reached twice through symbolic links (a loop?); skipped",
                        at: SourceLocation(file: current)))
                continue
            }
            guard let names = try? manager.contentsOfDirectory(atPath: current) else {
                diagnostics.append(.error("cannot read folder", at: SourceLocation(file: current)))
                continue
            }
            for name in names.sorted() {
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                var isDirectory: DirectoryFlag = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard !isBundle(name) else { continue }
                    let target = realPath(path)
                    if target != root, !target.hasPrefix(root == "/" ? "/" : root + "/") {
                        diagnostics.append(
                            .warning(
                                "symbolic link to a folder outside \(folder) (\(target)); not followed (name it as an "
                                    + "input to include it)", at: SourceLocation(file: path)))
                        continue
                    }
                    pending.append(path)
                } else if isIBFile(name) {
                    found.append(path)
                }
            }
        }
    }
}
