import Dispatch
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
    /// and any folder reached twice through symbolic links (a loop, or a link to a folder of the tree:
    /// the folder is walked under its own name, the link skipped with a warning). Files found in folders are
    /// sorted by path; explicit files keep their order. A file named twice, under any spelling
    /// (`A.xib`, `./A.xib`, an absolute path, a link to it), is read once; names are told apart by
    /// their bytes, as the file system does (`é` and `e` + U+0301 are two). A symbolic link to a folder
    /// outside the folder being walked is not followed (a warning says so): a link to `/` must not
    /// make sbgen read the whole machine. An entry whose name is not UTF-8 cannot be named by a Swift
    /// path: a folder, link or IB file so named is skipped with a warning.
    /// - Returns: the files, and an error diagnostic for each input that does not exist.
    /// - Parameter warnAboutEmptyFolders: warn when a folder holds no IB file (callers that report
    ///   an empty match themselves, like glob patterns, turn it off).
    public static func collect(
        _ paths: [String], skipping skipped: Set<String> = defaultSkipped, warnAboutEmptyFolders: Bool = true
    )
        -> (files: [String], diagnostics: [Diagnostic])
    {
        var files: [String] = []
        // Canonical paths by their bytes, as the file system tells names apart: `String` equality takes
        // `é` and `e` + U+0301 (two names on Linux) for one, and dropped one of two such files unsaid.
        var seen: Set<[UInt8]> = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: DirectoryFlag = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory", at: SourceLocation(file: path)))
                continue
            }
            if isDirectory.boolValue, !isBundle(path) {
                var visited: Set<[UInt8]> = []
                var found: [WalkedFile] = []
                let reported = diagnostics.count
                walk(path, into: &found, visited: &visited, skipped: skipped, diagnostics: &diagnostics)
                // A folder that could not be read has its error already; "no file" would mislead.
                let unreadable = diagnostics[reported...].contains { $0.severity == .error }
                if found.isEmpty, warnAboutEmptyFolders, !unreadable {
                    diagnostics.append(
                        .warning("no .storyboard or .xib file in this folder", at: SourceLocation(file: path)))
                }
                // A link and the file it names are one file: its own name is kept, whichever sorts first.
                // Names that differ only in their Unicode form sort equal: their bytes decide.
                found.sort {
                    $0.path < $1.path || ($0.path == $1.path && $0.path.utf8.lexicographicallyPrecedes($1.path.utf8))
                }
                var kept: Set<[UInt8]> = []
                for file in found.filter({ !$0.isLink }) + found.filter(\.isLink)
                where seen.insert(Array(file.real.utf8)).inserted {
                    kept.insert(Array(file.path.utf8))
                }
                files += found.lazy.map(\.path).filter { kept.contains(Array($0.utf8)) }
            } else if seen.insert(Array(realPath(path).utf8)).inserted {
                files.append(path)
            }
        }
        return (files, diagnostics)
    }

    /// The first of `inputs` that `output` would overwrite (the same file under any spelling), if any.
    /// Generators check this before writing, so a typo in `-o` never destroys a storyboard or template.
    public static func input(overwrittenBy output: String, inputs: [String]) -> String? {
        Self.inputs(overwrittenBy: [output], inputs: inputs)[output]
    }

    /// For each of `outputs` that would overwrite one of `inputs` (the same file under any spelling),
    /// the first such input, by output path.
    ///
    /// An output that does not exist overwrites nothing; otherwise the same file is the same device
    /// and inode: one `stat` per input, on all cores (where `realpath` would walk every folder of
    /// every path), whatever the number of outputs.
    public static func inputs(overwrittenBy outputs: [String], inputs: [String]) -> [String: String] {
        var targets: [FileIdentity: [String]] = [:]
        for output in outputs {
            if let identity = identity(of: output) { targets[identity, default: []].append(output) }
        }
        guard !targets.isEmpty else { return [:] }
        let chunk = 256
        let slots = ResultSlots<[(Int, FileIdentity)]>(count: (inputs.count + chunk - 1) / chunk)
        let identities = targets
        DispatchQueue.concurrentPerform(iterations: (inputs.count + chunk - 1) / chunk) { part in
            var hits: [(Int, FileIdentity)] = []
            for index in part * chunk..<min(inputs.count, (part + 1) * chunk) {
                if let identity = identity(of: inputs[index]), identities[identity] != nil {
                    hits.append((index, identity))
                }
            }
            slots.set(part, hits)
        }
        var overwritten: [String: String] = [:]
        for (index, identity) in slots.values().joined() {
            for output in targets[identity] ?? [] where overwritten[output] == nil {
                overwritten[output] = inputs[index]
            }
        }
        return overwritten
    }

    /// `path` made absolute (from the current folder), with `.`, `..` and repeated `/` resolved by
    /// spelling alone: outputs may not exist yet, so this compares the files they will be.
    public static func lexicalAbsolutePath(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if getcwd(&buffer, buffer.count) != nil {
                full =
                    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/"
                    + path
            }
        }
        var components: [Substring] = []
        for component in full.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The device and inode of the file at `path` (links followed), or nil when it does not exist.
    static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
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

    /// An IB file found by walking a folder, with its canonical path.
    private struct WalkedFile {
        var path: String
        /// The canonical path: the folder's canonical path and the name, or for a link, where it leads.
        var real: String
        var isLink: Bool
    }

    /// Walks `folder` for IB files. Entry kinds come from the folder listing itself, so a plain file
    /// or folder costs no system call: only symbolic links are resolved (`realpath`), once each.
    private static func walk(
        _ folder: String, into found: inout [WalkedFile], visited: inout Set<[UInt8]>, skipped: Set<String>,
        diagnostics: inout [Diagnostic]
    ) {
        let root = realPath(folder)
        var pending = [(path: folder, real: root)]
        // Folders reached through links are walked after every plain folder: a link to a folder of
        // the tree then finds it visited (and is the one skipped), whichever sorts first.
        var linked: [(path: String, real: String)] = []
        while let (current, real) = pending.popLast() ?? (linked.isEmpty ? nil : linked.removeFirst()) {
            guard visited.insert(Array(real.utf8)).inserted else {
                diagnostics.append(
                    .warning(
                        "folder reached twice through symbolic links (a loop?); skipped",
                        at: SourceLocation(file: current)))
                continue
            }
            let entries: [DirectoryListing.Entry]
            switch DirectoryListing.listing(of: current) {
            case .success(let listed): entries = listed
            case .failure(let failure):
                diagnostics.append(.error("cannot read folder: \(failure.reason)", at: SourceLocation(file: current)))
                continue
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let name = entry.name
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                guard entry.isUTF8 else {
                    // The repaired name would be reported as missing; say why it is skipped instead.
                    if entry.kind != .file || isIBFile(name) {
                        diagnostics.append(
                            .warning(
                                "name is not valid UTF-8; skipped (rename it to read it)",
                                at: SourceLocation(file: path)))
                    }
                    continue
                }
                // A broken link is skipped, as a missing file would be.
                guard let resolved = DirectoryListing.resolve(entry, at: path, inFolderAt: real) else { continue }
                let target = resolved.real
                let isLink = resolved.isLink
                if resolved.isFolder {
                    guard !isBundle(name) else { continue }
                    if target != root, !target.hasPrefix(root == "/" ? "/" : root + "/") {
                        diagnostics.append(
                            .warning(
                                "symbolic link to a folder outside \(folder) (\(target)); not followed (name it as an "
                                    + "input to include it)", at: SourceLocation(file: path)))
                        continue
                    }
                    if isLink { linked.append((path, target)) } else { pending.append((path, target)) }
                } else if isIBFile(name) {
                    found.append(WalkedFile(path: path, real: target, isLink: isLink))
                }
            }
        }
    }
}
