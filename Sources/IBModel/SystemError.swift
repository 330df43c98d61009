#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The words of sbgen's "cannot read" diagnostics for a failed system call, shared by the file
/// reader (IBParser) and the folder walk (SbgenCore) so that both say it alike.
public enum SystemError {
    /// What the failed call was reading: a file (`open`, `fstat`, `read`) or a folder (`opendir`).
    public enum Subject: Sendable {
        case file, folder
    }

    /// `code` (an `errno`) in short words: the usual causes as sbgen words them ("no such file",
    /// "permission denied"), anything else as the system words it (`strerror`).
    public static func reason(_ code: Int32, reading subject: Subject) -> String {
        switch (code, subject) {
        case (ENOENT, .file): "no such file"
        case (ENOENT, .folder): "no such folder"
        case (EACCES, _), (EPERM, _): "permission denied"
        case (EISDIR, .file): "a folder"
        case (ENOTDIR, .folder): "not a folder"
        default: String(cString: strerror(code))
        }
    }
}
