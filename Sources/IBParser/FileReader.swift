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

    /// Reads the file at `path` into a buffer reused across files and calls `body` with its bytes.
    /// Reusing buffers spares a fresh allocation per file (zero-filled, faulted in page by page and
    /// unmapped again, which on many threads costs more than the read itself).
    /// - Parameter body: gets the bytes as `Data` without a copy; it must not keep them: the buffer
    ///   holds the next file once `body` returns.
    /// - Throws: ``DiagnosticError`` located at `path`, with the system's reason, or what `body` throws.
    static func withContents<Result>(
        _ path: String, _ body: (Data) throws(DiagnosticError) -> Result
    ) throws(DiagnosticError) -> Result {
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
        let buffer = ReadBuffers.shared.take(capacity: Int(info.st_size))
        defer { ReadBuffers.shared.give(back: buffer) }
        var total = 0
        while total < Int(info.st_size) {
            let count = systemRead(descriptor, buffer.baseAddress! + total, Int(info.st_size) - total)
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw DiagnosticError(.error("cannot read file: \(reason(errno))", at: location)) }
            if count == 0 { break }  // the file shrank while we read it
            total += count
        }
        return try body(Data(bytesNoCopy: buffer.baseAddress!, count: total, deallocator: .none))
    }

    /// Reads the whole file at `path`.
    /// - Throws: ``DiagnosticError`` located at `path`, with the system's reason.
    static func read(_ path: String) throws(DiagnosticError) -> Data {
        try withContents(path) { Data($0) }
    }

    private static func reason(_ code: Int32) -> String { SystemError.reason(code, reading: .file) }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

/// Read buffers, kept for the next file once one is done: at most one per thread that reads at a
/// time, so a few in all. Buffers larger than ``keptCapacity`` (IB files are rarely over 1 MB) are
/// freed after use, so one large file does not keep its size in memory after it is parsed.
final class ReadBuffers: Sendable {
    static let shared = ReadBuffers()
    static let keptCapacity = 2 * 1_048_576

    private let pool = ReusePool<UnsafeMutableRawBufferPointer>()

    /// A buffer of at least `capacity` bytes (never empty), its bytes uninitialized.
    func take(capacity: Int) -> UnsafeMutableRawBufferPointer {
        if let buffer = pool.take(where: { $0.count >= capacity }) { return buffer }
        // Rounded up to a power of two (at least 256 KB), so a buffer fits most later files.
        var rounded = 256 * 1024
        while rounded < capacity { rounded *= 2 }
        return UnsafeMutableRawBufferPointer.allocate(byteCount: rounded, alignment: 16)
    }

    /// Frees every kept buffer (after a batch of files: their memory is not needed by what follows).
    func release() {
        for buffer in pool.removeAll() { buffer.deallocate() }
    }

    func give(back buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count <= Self.keptCapacity else { return buffer.deallocate() }
        pool.give(back: buffer)
    }
}
