import Dispatch
import IBModel

extension ProjectScanner {
    /// What one folder of a link-free walk holds.
    private enum FolderFinding {
        /// Its IB files, property lists, sources, `project.pbxproj` and subfolders to walk, as project-relative paths.
        case found(ibFiles: [String], plists: [String], sources: [String], projects: [String], folders: [String])
        /// It cannot be listed (the walk one folder after another skips it too).
        case unreadable
        /// It holds a symbolic link, or an entry whose kind the listing leaves unknown, that the walk
        /// would look at: only the walk one folder after another follows those.
        case needsSerialWalk
    }

    /// The walk of a project without symbolic links, each level of folders read on all cores; nil
    /// when it meets a link (or an entry of unknown kind) where ``scan(_:excluding:)``'s own walk
    /// would look at it, or the project folder cannot be listed: that walk then runs instead.
    ///
    /// Without links every folder is reached once, under one path, and no file twice, so the order
    /// in which folders are read changes nothing that is found: the same filters give the same scan
    /// (sorted at the end, as that walk's is). Listing a thousand folders one after another took
    /// about 10 ms (3% of a `migrate` run), with the other cores idle before any file was read.
    static func scanWithoutLinks(root: String, excluded: Set<String>) -> Scan? {
        var scan = Scan()
        var level = [""]
        while !level.isEmpty {
            let findings = ResultSlots<FolderFinding>(count: level.count)
            let folders = level
            DispatchQueue.concurrentPerform(iterations: folders.count) { slot in
                findings.set(slot, Self.read(folders[slot], root: root, excluded: excluded))
            }
            level = []
            for (relative, finding) in zip(folders, findings.takeValues()) {
                switch finding {
                case .found(let ibFiles, let plists, let sources, let projects, let subfolders):
                    scan.ibFiles += ibFiles
                    scan.plists += plists
                    scan.sources += sources
                    scan.xcodeProjects += projects
                    level += subfolders
                case .unreadable:
                    if relative.isEmpty { return nil }  // the serial walk reports it
                case .needsSerialWalk:
                    return nil
                }
            }
        }
        scan.ibFiles.sort()
        scan.plists.sort()
        scan.sources.sort()
        scan.xcodeProjects.sort()
        return scan
    }

    /// One folder of ``scanWithoutLinks(root:excluded:)``, with the filters of the serial walk.
    private static func read(_ relative: String, root: String, excluded: Set<String>) -> FolderFinding {
        let folder = relative.isEmpty ? root : join(root, relative)
        guard !excluded.contains(folder) else {
            return .found(ibFiles: [], plists: [], sources: [], projects: [], folders: [])
        }
        guard let entries = DirectoryListing.entries(of: folder) else { return .unreadable }
        var ibFiles: [String] = []
        var plists: [String] = []
        var sources: [String] = []
        var projects: [String] = []
        var folders: [String] = []
        for entry in entries where isWalked(entry) {
            let name = entry.name
            let path = { relative.isEmpty ? name : join(relative, name) }  // made only for what is kept
            switch entry.kind {
            case .file:
                switch fileKind(name, in: relative) {
                case .ib: ibFiles.append(path())
                case .plist: plists.append(path())
                case .source: sources.append(path())
                case .xcodeProject: projects.append(path())
                case nil: break
                }
            case .folder:
                if !InputFiles.isBundle(name) { folders.append(path()) }
            case .link, .unknown:
                return .needsSerialWalk
            }
        }
        return .found(ibFiles: ibFiles, plists: plists, sources: sources, projects: projects, folders: folders)
    }
}
