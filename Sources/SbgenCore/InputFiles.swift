import Foundation
import IBModel

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
    /// sorted by path; explicit files keep their order. A file named twice is read once.
    /// - Returns: the files, and an error diagnostic for each input that does not exist.
    public static func collect(
        _ paths: [String], skipping skipped: Set<String> = defaultSkipped
    )
        -> (files: [String], diagnostics: [Diagnostic])
    {
        var files: [String] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: SourceLocation(file: path)))
                continue
            }
            if isDirectory.boolValue, !isBundle(path) {
                var visited: Set<String> = []
                var found: [String] = []
                walk(path, into: &found, visited: &visited, skipped: skipped, diagnostics: &diagnostics)
                for file in found.sorted() where seen.insert(file).inserted { files.append(file) }
            } else if seen.insert(path).inserted {
                files.append(path)
            }
        }
        return (files, diagnostics)
    }

    /// Folder names never walked into.
    public static let defaultSkipped: Set<String> = [".build", "DerivedData"]

    static func isIBFile(_ name: String) -> Bool { name.hasSuffix(".storyboard") || name.hasSuffix(".xib") }

    static func isBundle(_ path: String) -> Bool { path.hasSuffix(".storyboardc") || path.hasSuffix(".nib") }

    /// The canonical path (symbolic links, `.` and `..` resolved), or the path itself when it cannot be.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func walk(
        _ folder: String, into found: inout [String], visited: inout Set<String>, skipped: Set<String>,
        diagnostics: inout [Diagnostic]
    ) {
        let manager = FileManager.default
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
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !isBundle(name) { pending.append(path) }
                } else if isIBFile(name) {
                    found.append(path)
                }
            }
        }
    }
}
