import IBModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The words of the "cannot read" diagnostics, for files (the reader) and folders (the walk).
@Suite struct SystemErrorTests {
    @Test func usualCausesInSbgenWords() {
        #expect(SystemError.reason(ENOENT, reading: .file) == "no such file")
        #expect(SystemError.reason(ENOENT, reading: .folder) == "no such folder")
        #expect(SystemError.reason(EACCES, reading: .file) == "permission denied")
        #expect(SystemError.reason(EPERM, reading: .folder) == "permission denied")
        #expect(SystemError.reason(EISDIR, reading: .file) == "a folder")
        #expect(SystemError.reason(ENOTDIR, reading: .folder) == "not a folder")
    }

    /// Anything else, and a cause worded for the other subject, as the system words it.
    @Test func otherCausesInTheSystemsWords() {
        #expect(SystemError.reason(EIO, reading: .file) == String(cString: strerror(EIO)))
        #expect(SystemError.reason(ENOTDIR, reading: .file) == String(cString: strerror(ENOTDIR)))
        #expect(SystemError.reason(EISDIR, reading: .folder) == String(cString: strerror(EISDIR)))
        #expect(SystemError.reason(EISDIR, reading: .folder) != "a folder")
    }
}
