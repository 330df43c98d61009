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

/// A folder's entries as the system lists them (`readdir`), with each entry's kind from the listing:
/// walking a project tree then needs no `stat` per file.
enum DirectoryListing {
    enum Kind: Equatable {
        case file, folder, link
        /// The file system did not say (`DT_UNKNOWN`); the caller asks with `stat`.
        case unknown
    }

    struct Entry {
        /// The name; when its bytes are not UTF-8, a repaired spelling (U+FFFD for each bad byte)
        /// that names no file.
        var name: String
        var kind: Kind
        /// False when the name's bytes are not UTF-8: Swift paths cannot spell it, so it cannot be read.
        var isUTF8 = true
    }

    /// Why a folder cannot be listed, worded for a diagnostic (e.g. "permission denied").
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The entries of `folder` other than `.` and `..`, unsorted; nil when it cannot be read.
    static func entries(of folder: String) -> [Entry]? { try? listing(of: folder).get() }

    /// The entries of `folder` other than `.` and `..`, unsorted, or why it cannot be read
    /// (`opendir`'s error).
    static func listing(of folder: String) -> Result<[Entry], Failure> {
        guard let stream = opendir(folder) else {
            return .failure(Failure(reason: SystemError.reason(errno, reading: .folder)))
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                let cString = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                if let name = String(validatingCString: cString) { return (name, true) }
                return (String(cString: cString), false)
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .link
            default: kind = .unknown
            }
            entries.append(Entry(name: name, kind: kind, isUTF8: isUTF8))
        }
        return .success(entries)
    }

    /// The kind of the entry at `path` itself (a link is not followed), for file systems whose
    /// listings leave it unknown; `.unknown` when it does not exist.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .unknown }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .link
        case S_IFDIR: return .folder
        default: return .file
        }
    }

    /// An entry with symbolic links followed.
    struct Resolved {
        var isFolder: Bool
        var isLink: Bool
        /// The canonical path: the folder's and the name, or for a link, where it leads.
        var real: String
    }

    /// `entry`, listed in the folder whose canonical path is `folderReal`, as it is at `path`: a plain
    /// entry costs no system call, a link is resolved (`realpath`). Nil when it is gone since it was
    /// listed, or is a broken link.
    static func resolve(_ entry: Entry, at path: String, inFolderAt folderReal: String) -> Resolved? {
        var kind = entry.kind
        if kind == .unknown {
            kind = Self.kind(of: path)
            if kind == .unknown { return nil }
        }
        guard kind == .link else {
            return Resolved(
                isFolder: kind == .folder, isLink: false,
                real: (folderReal == "/" ? "/" : folderReal + "/") + entry.name)
        }
        var isDirectory: DirectoryFlag = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return Resolved(isFolder: isDirectory.boolValue, isLink: true, real: InputFiles.realPath(path))
    }
}
