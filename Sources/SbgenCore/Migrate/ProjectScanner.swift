import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds what `sbgen migrate` reads in an app project: its storyboards and xibs, its property lists
/// (among which its `Info.plist` files), and its Swift and Objective-C sources (for the calls that
/// load the storyboards and nibs).
public enum ProjectScanner {
    /// The files of one project, as paths relative to the project folder, sorted.
    public struct Scan: Sendable, Equatable, Codable {
        /// `.storyboard` and `.xib` files.
        public var ibFiles: [String]
        /// `*.plist` files: ``Migrator`` keeps those with application keys (``PlistDiscovery``).
        public var plists: [String]
        /// `.swift`, `.m` and `.mm` files.
        public var sources: [String]
        /// The `project.pbxproj` of each `*.xcodeproj`: its targets' `INFOPLIST_KEY_…` build settings
        /// are launch keys too (``BuildSettingLaunchKeys``).
        public var xcodeProjects: [String] = []
        /// A warning for each symbolic link not followed: to a folder outside the project, or to an IB
        /// file already found under another name.
        public var skipped: [Diagnostic]

        public init(ibFiles: [String] = [], plists: [String] = [], sources: [String] = [], skipped: [Diagnostic] = []) {
            self.ibFiles = ibFiles
            self.plists = plists
            self.sources = sources
            self.skipped = skipped
        }
    }

    /// Folders never walked into: dependencies and build products are not the team's to migrate.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build"]

    /// Walks `project` (hidden folders, ``skippedFolders``, compiled bundles and `excluding` skipped).
    /// - Parameter excluding: absolute or project-relative folders to leave out (the output folder's,
    ///   so a second run does not read the first run's `Info.plist` copies; see
    ///   ``Migrator/outputFolders(_:project:)``).
    /// - Throws: ``DiagnosticError`` when `project` is not a readable folder.
    public static func scan(_ project: String, excluding: [String] = []) throws(DiagnosticError) -> Scan {
        var isDirectory: DirectoryFlag = false
        guard FileManager.default.fileExists(atPath: project, isDirectory: &isDirectory) else {
            throw DiagnosticError(.error("no such project folder", at: SourceLocation(file: project)))
        }
        guard isDirectory.boolValue else {
            throw DiagnosticError(
                .error(
                    "a file, not a project folder: give the app's folder (and --only FILE to migrate one IB file)",
                    at: SourceLocation(file: project)))
        }
        let root = URL(fileURLWithPath: project).standardizedFileURL.path
        let excluded = Set(
            excluding.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root)).standardizedFileURL.path })
        if let scan = scanWithoutLinks(root: root, excluded: excluded) { return scan }
        return try walk(root, project: project, excluded: excluded)
    }

    /// The walk that follows symbolic links, one folder after another (a link may lead to a folder
    /// reached under another path, so the order matters).
    static func walk(_ root: String, project: String, excluded: Set<String>) throws(DiagnosticError) -> Scan {
        var scan = Scan()
        let realRoot = InputFiles.realPath(root)
        var pending = [(relative: "", real: realRoot)]
        var visited: Set<String> = []
        var realIBFiles: [String: [String]] = [:]
        while let (relative, real) = pending.popLast() {
            let folder = relative.isEmpty ? root : join(root, relative)
            guard visited.insert(real).inserted, !excluded.contains(folder) else { continue }
            guard let entries = DirectoryListing.entries(of: folder) else {
                if relative.isEmpty {
                    throw DiagnosticError(.error("cannot read the project folder", at: SourceLocation(file: project)))
                }
                continue
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) where isWalked(entry) {
                let name = entry.name
                let kind = fileKind(name, in: relative)
                // Most entries are plain files sbgen does not read: no path built for them.
                if entry.kind == .file, kind == nil { continue }
                let path = relative.isEmpty ? name : join(relative, name)
                guard let resolved = DirectoryListing.resolve(entry, at: join(root, path), inFolderAt: real) else {
                    continue
                }
                if resolved.isFolder {
                    guard !InputFiles.isBundle(name) else { continue }
                    // A link to `/` must not make sbgen walk the whole machine.
                    let target = resolved.real
                    guard target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                        scan.skipped.append(
                            .warning(
                                "symbolic link to a folder outside the project (\(target)); not followed",
                                at: SourceLocation(file: path)))
                        continue
                    }
                    pending.append((path, target))
                } else {
                    switch kind {
                    case .ib: realIBFiles[resolved.real, default: []].append(path)
                    case .plist: scan.plists.append(path)
                    case .source: scan.sources.append(path)
                    case .xcodeProject: scan.xcodeProjects.append(path)
                    case nil: break
                    }
                }
            }
        }
        // An IB file reached through links is one file: migrated twice it would declare the same
        // functions twice. The name that is no link is kept, else the first in path order.
        for (real, paths) in realIBFiles {
            guard paths.count > 1 else {  // reached under one name (almost every file): kept as is
                scan.ibFiles.append(paths[0])
                continue
            }
            let kept = paths.sorted().first { real == realRoot + "/" + $0 } ?? paths.min()!
            scan.ibFiles.append(kept)
            for path in paths.sorted() where path != kept {
                scan.skipped.append(
                    .warning("the same file as \(kept) (a symbolic link); skipped", at: SourceLocation(file: path)))
            }
        }
        scan.skipped.sort { ($0.location.file, $0.message) < ($1.location.file, $1.message) }
        scan.ibFiles.sort()
        scan.plists.sort()
        scan.sources.sort()
        scan.xcodeProjects.sort()
        return scan
    }

    /// Whether either walk looks at `entry`: not hidden, not a ``skippedFolders`` name, and a name
    /// sbgen's paths can spell (UTF-8).
    static func isWalked(_ entry: DirectoryListing.Entry) -> Bool {
        entry.isUTF8 && !entry.name.hasPrefix(".") && !skippedFolders.contains(entry.name)
    }

    /// The files the walks keep.
    enum FileKind {
        /// `.storyboard`, `.xib`.
        case ib
        /// `.plist`.
        case plist
        /// `.swift`, `.m`, `.mm`, `.h`.
        case source
        /// `project.pbxproj` in a `*.xcodeproj` folder.
        case xcodeProject
    }

    /// What a file named `name` is to `migrate`, or nil when it is not read. Tested on the name's
    /// last bytes: it runs for every file of the project.
    /// - Parameter folder: the project-relative folder holding `name`.
    static func fileKind(_ name: String, in folder: String) -> FileKind? {
        if InputFiles.isIBFile(name) { return .ib }
        if name == "project.pbxproj", folder.hasSuffix(".xcodeproj") { return .xcodeProject }
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return nil }
        switch Substring(name.utf8[utf8.index(after: dot)...]) {
        case "plist": return .plist
        case "swift", "m", "mm", "h": return .source
        default: return nil
        }
    }

    /// `folder/name`, made at its size in one copy: `+` appends each piece through the generic
    /// path, three times for every entry of every folder.
    static func join(_ folder: String, _ name: String) -> String {
        var folder = folder
        var name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    let bytes = UnsafeMutableRawBufferPointer(buffer)
                    bytes.copyMemory(from: UnsafeRawBufferPointer(head))
                    bytes[head.count] = UInt8(ascii: "/")
                    UnsafeMutableRawBufferPointer(rebasing: bytes[(head.count + 1)...])
                        .copyMemory(from: UnsafeRawBufferPointer(tail))
                    return head.count + 1 + tail.count
                }
            }
        }
    }
}
