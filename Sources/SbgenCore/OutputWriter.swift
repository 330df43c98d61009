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

/// Writes generated files the way build systems need: atomically (a temporary file in the same
/// folder, then `rename(2)`), and only when the bytes change, so an unchanged output keeps its
/// modification time. A failed write leaves the previous output as it was.
public enum OutputWriter {
    /// What happened to one output.
    public enum Outcome: String, Sendable, Equatable {
        /// The file was created or its content replaced.
        case written
        /// The file already held exactly these bytes; it was not touched.
        case unchanged
    }

    /// Writes `contents` to `path`, creating missing parent folders.
    ///
    /// When the environment sets `SBGEN_READ_ONLY` (to anything but `0`), nothing is created or
    /// replaced: a file that already holds these bytes is `.unchanged`, any other write is an error
    /// (the `swift package sbgen` command plugin, which has no permission to write, sets it; a value
    /// other than `1` is a hint appended to the error).
    ///
    /// A symbolic link is written through: its target is replaced (atomically) and the link stays.
    /// A device or pipe (`/dev/stdout`, a FIFO) is written to directly, never replaced by a file.
    /// A regular file keeps its permissions (and, when allowed, its owner).
    /// - Throws: ``DiagnosticError`` located at `path`: the path is a folder, a folder cannot be
    ///   created, or the write fails (permissions, disk full…); the previous file is then intact.
    @discardableResult
    public static func write(_ contents: Data, to requestedPath: String) throws(DiagnosticError) -> Outcome {
        let location = SourceLocation(file: requestedPath)
        var path = requestedPath
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            path = resolvedLink(path)
        }
        var existing: stat?
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw DiagnosticError(.error("cannot write output: the path is a folder", at: location))
            case S_IFREG:
                existing = info
                if let old = FileManager.default.contents(atPath: path), old == contents { return .unchanged }
            default:
                try writeThrough(contents, to: path, location: location)
                return .written
            }
        }
        if let readOnly = readOnlyReason {
            throw DiagnosticError(.error("not written: \(readOnly)", at: location))
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("cannot create the output folder \(folder): \(reason(error))", at: location))
        }
        let temporary =
            folder + "/." + url.lastPathComponent + ".sbgen-\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DiagnosticError(.error("cannot write output: \(String(cString: strerror(errno)))", at: location))
        }
        if let existing {
            // The new file takes the old one's place: keep what its owner set.
            fchmod(descriptor, existing.st_mode & 0o7777)
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        var failure = writeAll(contents, to: descriptor)
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw DiagnosticError(
                .error(
                    "cannot write output: \(String(cString: strerror(failure))); the previous file is unchanged",
                    at: location))
        }
        return .written
    }

    /// Why writing is refused (`SBGEN_READ_ONLY`), or nil when it is allowed. The value's hint is
    /// given with the first refusal only: a run that would write twenty files says it once.
    static var readOnlyReason: String? {
        guard let value = ProcessInfo.processInfo.environment["SBGEN_READ_ONLY"], !value.isEmpty, value != "0" else {
            return nil
        }
        let first = readOnlyHint.lock.withLock {
            defer { readOnlyHint.given = true }
            return !readOnlyHint.given
        }
        return "this run is read-only (SBGEN_READ_ONLY)" + (value == "1" || !first ? "" : "; \(value)")
    }

    private final class HintState: @unchecked Sendable {
        let lock = Lock()
        var given = false
    }

    private static let readOnlyHint = HintState()

    /// Writes UTF-8 text; see ``write(_:to:)-(Data,_)``.
    @discardableResult
    public static func write(_ text: String, to path: String) throws(DiagnosticError) -> Outcome {
        try write(Data(text.utf8), to: path)
    }

    /// Where a symbolic link leads, following chains; a dangling link's target path as written.
    private static func resolvedLink(_ path: String) -> String {
        if FileManager.default.fileExists(atPath: path) { return InputFiles.realPath(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return path }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path.nsAppendingPathComponent(target)
    }

    /// Writes into an existing device or pipe, as `cat > path` would.
    private static func writeThrough(
        _ contents: Data, to path: String, location: SourceLocation
    ) throws(DiagnosticError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw DiagnosticError(.error("cannot write output: \(String(cString: strerror(errno)))", at: location))
        }
        defer { close(descriptor) }
        let failure = writeAll(contents, to: descriptor)
        guard failure == 0 else {
            throw DiagnosticError(.error("cannot write output: \(String(cString: strerror(failure)))", at: location))
        }
    }

    /// Writes every byte, retrying after interruptions; returns 0 or the errno that stopped it.
    public static func writeAll(_ contents: Data, to descriptor: Int32) -> Int32 {
        var failure: Int32 = 0
        contents.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        return failure
    }

    private static func reason(_ error: any Error) -> String {
        #if canImport(FoundationEssentials)
            // FileManager's errors carry the failing call's errno as their underlying POSIXError.
            if let underlying = (error as? CocoaError)?.underlying as? POSIXError {
                return String(cString: strerror(underlying.code.rawValue))
            }
            return String(describing: error)
        #else
            let nsError = error as NSError
            if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return String(cString: strerror(Int32(underlying.code)))
            }
            return nsError.localizedDescription
        #endif
    }
}

/// `write(2)`, called from where ``OutputWriter``'s own `write` hides the C function's name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
