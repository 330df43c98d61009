import Foundation
import IBModel

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
    /// - Throws: ``DiagnosticError`` located at `path`: the path is a folder, a folder cannot be
    ///   created, or the write fails (permissions, disk full…); the previous file is then intact.
    @discardableResult
    public static func write(_ contents: Data, to path: String) throws(DiagnosticError) -> Outcome {
        let location = SourceLocation(file: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw DiagnosticError(.error("cannot write output: the path is a folder", at: location))
            }
            if let existing = FileManager.default.contents(atPath: path), existing == contents { return .unchanged }
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
        var failure: Int32 = 0
        contents.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
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

    /// Writes UTF-8 text; see ``write(_:to:)-(Data,_)``.
    @discardableResult
    public static func write(_ text: String, to path: String) throws(DiagnosticError) -> Outcome {
        try write(Data(text.utf8), to: path)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
