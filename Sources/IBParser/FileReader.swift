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

/// Reads a whole input file with plain POSIX calls.
///
/// Only regular files are read: a FIFO or device named `.xib` would otherwise block or never end.
/// The open is non-blocking for that reason, and the size limit keeps a huge file from being read
/// at all.
enum FileReader {
    /// Files larger than this are refused (real IB files stay under a few MB).
    static let maximumSize = 256 * 1_048_576

    /// - Throws: ``DiagnosticError`` located at `path`, with the system's reason.
    static func read(_ path: String) throws(DiagnosticError) -> Data {
        let location = SourceLocation(file: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw DiagnosticError(.error("cannot read file: \(reason(errno))", at: location)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw DiagnosticError(.error("cannot read file: \(reason(errno))", at: location))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let what = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
            throw DiagnosticError(.error("cannot read file: \(what)", at: location))
        }
        guard info.st_size <= maximumSize else {
            throw DiagnosticError(
                .error("file too large (\(info.st_size / 1_048_576) MB); IB files are a few MB at most", at: location))
        }
        var data = Data(count: Int(info.st_size))
        var total = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { raw in
            while total < raw.count {
                let count = systemRead(descriptor, raw.baseAddress! + total, raw.count - total)
                if count < 0, errno == EINTR { continue }
                if count < 0 {
                    failure = errno
                    return
                }
                if count == 0 { break }  // the file shrank while we read it
                total += count
            }
        }
        guard failure == 0 else { throw DiagnosticError(.error("cannot read file: \(reason(failure))", at: location)) }
        if total < data.count { data.removeSubrange(total...) }
        return data
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "a folder"
        default: String(cString: strerror(code))
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
