import Foundation

/// Runs the built `sbgen` executable as a user would, capturing its output.
public enum SbgenProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `sbgen` binary: `SBGEN_BINARY`, or the one built next to the running test bundle.
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["SBGEN_BINARY"] { return URL(fileURLWithPath: path) }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = testBinary.deletingLastPathComponent()
        // On Linux the runner is `.build/<config>/<pkg>PackageTests.xctest`; on macOS a bundle inside it.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("sbgen").path),
            folder.path != "/"
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("sbgen")
    }

    /// Runs `sbgen arguments…` in `directory` (default: the repository root) and waits for it.
    public static func run(
        _ arguments: [String], in directory: URL = GoldenFile.repositoryRoot, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        // The deployment target is the test's to choose: none comes from the environment the tests run in
        // (an Xcode scheme sets IPHONEOS_DEPLOYMENT_TARGET).
        for name in [
            "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
            "SBGEN_PACKAGE_MANIFEST",
        ] {
            env[name] = nil
        }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes concurrently so a full pipe never blocks the child.
        let outData = ReadBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outData.data = out.fileHandleForReading.readDataToEndOfFile() }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

private final class ReadBox: @unchecked Sendable {
    var data = Data()
}
