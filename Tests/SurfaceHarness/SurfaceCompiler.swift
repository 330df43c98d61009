import Foundation

/// The SDK whose stand-in modules code is checked against.
public enum SurfacePlatform: String, Sendable, CaseIterable {
    /// `UIKit` plus the iOS variants of `WebKit`, `MapKit`, `AVKit`, `SwiftUI`.
    case iOS
    /// `AppKit` plus the macOS variants of `WebKit`, `MapKit`, `AVKit`, `SwiftUI`.
    case macOS

    /// The platform UI module: `UIKit` or `AppKit`.
    public var uiModule: String { self == .iOS ? "UIKit" : "AppKit" }
}

/// Errors thrown by ``SurfaceCompiler``.
public enum SurfaceError: Error, CustomStringConvertible {
    /// No `swiftc` could be found (set `SWIFTC` to override).
    case compilerNotFound
    /// The stand-in modules themselves failed to build; `output` is the compiler output.
    case surfaceBuildFailed(module: String, output: String)
    /// A caller-provided stand-in module (from `extraModules`) failed to build.
    case extraModuleBuildFailed(module: String, diagnostics: [Diagnostic])
    /// `run(sources:main:)` could not compile the program.
    case compileFailed([Diagnostic])
    /// The program compiled by `run(sources:main:)` exited with a non-zero status.
    case runFailed(status: Int32, output: String)
    /// ``expectCompiles(_:platform:extraModules:)`` found diagnostics.
    case unexpectedDiagnostics([Diagnostic], source: String)

    public var description: String {
        switch self {
        case .compilerNotFound:
            return "swiftc not found (set SWIFTC)"
        case .surfaceBuildFailed(let module, let output):
            return "surface module \(module) failed to build:\n\(output)"
        case .extraModuleBuildFailed(let module, let diagnostics):
            return "stand-in module \(module) failed to build:\n"
                + diagnostics.map(\.description).joined(separator: "\n")
        case .compileFailed(let diagnostics):
            return "program failed to compile:\n" + diagnostics.map(\.description).joined(separator: "\n")
        case .runFailed(let status, let output):
            return "program exited with status \(status):\n\(output)"
        case .unexpectedDiagnostics(let diagnostics, let source):
            let numbered = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
            return "expected no diagnostics, got:\n" + diagnostics.map(\.description).joined(separator: "\n")
                + "\n--- source ---\n" + numbered
        }
    }
}

/// Builds the UIKit/AppKit stand-in modules in `Tests/Surface` once and compiles code against them.
///
/// The modules are cached in `.build/surface-cache/<hash of the surface sources and compiler>/<platform>`
/// so repeated test runs reuse them; a build happens in a private temporary folder that is renamed into
/// place, so concurrent processes never see a half-built cache.
public final class SurfaceCompiler: @unchecked Sendable {
    /// The process-wide compiler (surface modules are built at most once per process and platform).
    public static let shared = SurfaceCompiler()

    /// `Tests/Surface`, the stand-in sources.
    public let surfaceDirectory: URL
    /// `.build/surface-cache`.
    public let cacheRoot: URL

    /// Module flags used for every compile: Swift 6, complete concurrency checking.
    public static let languageFlags = ["-swift-version", "6", "-strict-concurrency=complete"]

    private let lock = NSLock()
    private let buildLocks: [SurfacePlatform: NSLock] = [.iOS: NSLock(), .macOS: NSLock()]
    private var built: [SurfacePlatform: URL] = [:]
    private var compilerPath: String?

    /// Creates a compiler over the given surface sources (default: this package's `Tests/Surface`).
    public init(surfaceDirectory: URL? = nil, cacheRoot: URL? = nil) {
        let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let tests = harness.deletingLastPathComponent()
        self.surfaceDirectory = surfaceDirectory ?? tests.appendingPathComponent("Surface")
        self.cacheRoot =
            cacheRoot
            ?? tests.deletingLastPathComponent().appendingPathComponent(".build/surface-cache")
    }

    // MARK: - Public API

    /// Type-checks `source` (a library file: declarations only, no top-level statements) against the
    /// surface with `-swift-version 6 -strict-concurrency=complete -warnings-as-errors`.
    ///
    /// - Parameters:
    ///   - source: Swift source; it may `import UIKit` / `AppKit` / `WebKit` / `MapKit` / `AVKit` /
    ///     `SwiftUI` and any module named in `extraModules`.
    ///   - platform: which SDK surface to use.
    ///   - extraModules: stand-in modules for custom modules (module name → source). Each is built
    ///     against the surface (without `-warnings-as-errors`) before `source` is checked.
    ///   - warningsAsErrors: pass `false` to see warnings as warnings (default `true`).
    ///   - moduleName: the module `source` is compiled as (`-module-name`), for code that names its
    ///     own module (`RecipeBook.RecipeCell`); nil lets the compiler pick.
    /// - Returns: the diagnostics for `source`; empty when it type-checks cleanly. Warnings come back
    ///   as errors because of `-warnings-as-errors`.
    /// - Throws: ``SurfaceError`` when the surface or an extra module cannot be built.
    public func typecheck(
        source: String, platform: SurfacePlatform, extraModules: [String: String] = [:],
        warningsAsErrors: Bool = true, moduleName: String? = nil
    ) throws -> [Diagnostic] {
        let modules = try moduleDirectory(for: platform)
        let work = try makeWorkDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let extraDir = try buildExtraModules(extraModules, in: work, surface: modules)
        let file = work.appendingPathComponent("Source.swift")
        try Self.rewriteObjC(source).write(to: file, atomically: true, encoding: .utf8)
        let args =
            ["-typecheck", "-parse-as-library"] + Self.languageFlags
            + (warningsAsErrors ? ["-warnings-as-errors"] : []) + ["-I", modules.path, "-I", extraDir.path]
            + (moduleName.map { ["-module-name", $0] } ?? [])
            + Self.diagnosticFlags + [file.path]
        let result = try runTool(try swiftc(), args, in: work)
        return Diagnostic.parse(result.output)
    }

    /// Compiles the surface (linked as shared libraries), `sources` (library files, `Source0.swift`, …)
    /// and `main` (`main.swift`, top-level code, main-actor isolated) into an executable, runs it and
    /// returns its standard output and error.
    ///
    /// - Throws: ``SurfaceError/compileFailed(_:)`` with diagnostics when compilation fails,
    ///   ``SurfaceError/runFailed(status:output:)`` when the program exits non-zero.
    public func run(sources: [String], main: String, platform: SurfacePlatform = .iOS) throws -> String {
        let modules = try moduleDirectory(for: platform)
        let work = try makeWorkDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = work.appendingPathComponent("Source\(index).swift")
            try Self.rewriteObjC(source).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let mainFile = work.appendingPathComponent("main.swift")
        try Self.rewriteObjC(main).write(to: mainFile, atomically: true, encoding: .utf8)
        files.append(mainFile.path)
        let executable = work.appendingPathComponent("program")
        let libraries = Self.moduleNames(for: platform).flatMap { ["-l\($0)"] }
        let args =
            Self.languageFlags + ["-Onone", "-I", modules.path, "-L", modules.path]
            + libraries + ["-Xlinker", "-rpath", "-Xlinker", modules.path]
            + Self.diagnosticFlags + files + ["-o", executable.path]
        let compile = try runTool(try swiftc(), args, in: work)
        guard compile.status == 0 else {
            throw SurfaceError.compileFailed(Diagnostic.parse(compile.output))
        }
        let result = try runTool(executable.path, [], in: work)
        guard result.status == 0 else {
            throw SurfaceError.runFailed(status: result.status, output: result.output)
        }
        return result.output
    }

    /// The folder holding `<Module>.swiftmodule` and `lib<Module>.so` for `platform`, building it
    /// when the cache has no entry for the current surface sources.
    public func moduleDirectory(for platform: SurfacePlatform) throws -> URL {
        // One lock per platform, so the iOS and macOS surfaces build in parallel.
        let buildLock = buildLocks[platform]!
        buildLock.lock()
        defer { buildLock.unlock() }
        if let directory = lock.withLock({ built[platform] }) { return directory }
        let hash = try sourceHash()
        let final = cacheRoot.appendingPathComponent(hash).appendingPathComponent(platform.rawValue)
        let marker = final.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            try build(platform: platform, into: final)
        }
        lock.withLock { built[platform] = final }
        return final
    }

    /// Rewrites Objective-C-only syntax that cannot compile on Linux: `#selector(expr)` becomes
    /// `_surfaceSelector(expr, "name")` (so the referenced method is still type-checked;
    /// `#selector(getter: T.p)` becomes `_surfaceSelector(getter: \T.p, "p")`), and the
    /// attributes `@objc`, `@objc(name)`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`,
    /// `@nonobjc` and `@objcMembers` are removed.
    public static func rewriteObjC(_ source: String) -> String {
        var text = source
        for attribute in ["@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@objcMembers", "@nonobjc"] {
            text = text.replacingOccurrences(of: attribute + " ", with: "")
            text = text.replacingOccurrences(of: attribute + "\n", with: "\n")
        }
        text = text.replacingOccurrences(of: #"@objc(\([A-Za-z_:]*\))?\s"#, with: "", options: .regularExpression)
        var output = ""
        var rest = Substring(text)
        while let range = rest.range(of: "#selector(") {
            output += rest[..<range.lowerBound]
            var depth = 1
            var index = range.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            var inner = String(rest[range.upperBound..<index]).trimmingCharacters(in: .whitespaces)
            var label = ""
            for prefix in ["getter:", "setter:"] where inner.hasPrefix(prefix) {
                // A property is referenced through a key path: `\Type.property` or `\Self.property`.
                inner = String(inner.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
                inner = inner.contains(".") ? "\\" + inner : "\\Self." + inner
                label = "getter: "
            }
            let name = inner.split(separator: ".").last.map(String.init) ?? inner
            output += "_surfaceSelector(\(label)\(inner), \"\(name)\")"
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        }
        output += rest
        return output
    }

    // MARK: - Building the surface

    static let diagnosticFlags = ["-diagnostic-style", "llvm", "-no-color-diagnostics"]

    static func moduleNames(for platform: SurfacePlatform) -> [String] {
        [platform.uiModule, "WebKit", "MapKit", "AVKit", "SwiftUI"]
    }

    private func build(platform: SurfacePlatform, into final: URL) throws {
        let fileManager = FileManager.default
        let parent = final.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let temporary = parent.appendingPathComponent(".\(platform.rawValue)-\(UUID().uuidString)")
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: temporary) }
        let shared = try swiftFiles(in: surfaceDirectory.appendingPathComponent("Shared"))
        for module in Self.moduleNames(for: platform) {
            var files = try swiftFiles(in: surfaceDirectory.appendingPathComponent(module))
            if module == platform.uiModule { files += shared }
            var args =
                ["-parse-as-library", "-emit-module", "-emit-library", "-module-name", module, "-Onone"]
                + Self.languageFlags
                + ["-emit-module-path", temporary.appendingPathComponent("\(module).swiftmodule").path]
                + ["-o", temporary.appendingPathComponent("lib\(module).so").path, "-I", temporary.path]
                + ["-Xlinker", "-rpath", "-Xlinker", final.path, "-L", temporary.path]
                + Self.diagnosticFlags
            if module != platform.uiModule { args += ["-l\(platform.uiModule)"] }
            if platform == .iOS { args += ["-D", "SURFACE_IOS"] }
            let result = try runTool(try swiftc(), args + files, in: temporary)
            guard result.status == 0 else {
                throw SurfaceError.surfaceBuildFailed(module: module, output: result.output)
            }
        }
        try Data().write(to: temporary.appendingPathComponent("complete"))
        do {
            try fileManager.moveItem(at: temporary, to: final)
        } catch {
            // Another process finished first; its build is identical.
            guard fileManager.fileExists(atPath: final.appendingPathComponent("complete").path) else { throw error }
        }
    }

    private func buildExtraModules(_ modules: [String: String], in work: URL, surface: URL) throws -> URL {
        let directory = work.appendingPathComponent("extra")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Build in name order; a module may import modules that sort before it.
        for (name, source) in modules.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent("\(name).swift")
            try Self.rewriteObjC(source).write(to: file, atomically: true, encoding: .utf8)
            let args =
                ["-parse-as-library", "-emit-module", "-module-name", name] + Self.languageFlags
                + ["-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path]
                + ["-I", surface.path, "-I", directory.path] + Self.diagnosticFlags + [file.path]
            let result = try runTool(try swiftc(), args, in: directory)
            guard result.status == 0 else {
                throw SurfaceError.extraModuleBuildFailed(module: name, diagnostics: Diagnostic.parse(result.output))
            }
        }
        return directory
    }

    private func swiftFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    /// FNV-1a over the compiler path and every surface file's name and contents.
    private func sourceHash() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        mix(Array(try swiftc().utf8))
        let folders = try FileManager.default.contentsOfDirectory(atPath: surfaceDirectory.path).sorted()
        for folder in folders where folder != "Coverage" {
            let url = surfaceDirectory.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            for file in try swiftFiles(in: url) {
                mix(Array(file.utf8))
                mix(try Data(contentsOf: URL(fileURLWithPath: file)))
            }
        }
        return String(hash, radix: 16)
    }

    // MARK: - Processes

    private func makeWorkDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The `swiftc` to use: `$SWIFTC`, the one next to the running test tool, the first on `PATH`,
    /// or `/opt/swift/usr/bin/swiftc`.
    public func swiftc() throws -> String {
        if let compilerPath = lock.withLock({ compilerPath }) { return compilerPath }
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        if let tool = ProcessInfo.processInfo.arguments.first {
            candidates.append(
                URL(fileURLWithPath: tool).deletingLastPathComponent().appendingPathComponent("swiftc").path)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw SurfaceError.compilerNotFound
        }
        lock.withLock { compilerPath = found }
        return found
    }

    func runTool(
        _ path: String, _ arguments: [String], in directory: URL
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent(".output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        // Not String(contentsOf:): Foundation leaks its read buffer for an empty file (seen under ASan).
        let output = FileManager.default.contents(atPath: log.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        try? FileManager.default.removeItem(at: log)
        return (process.terminationStatus, output)
    }
}

/// Throws ``SurfaceError/unexpectedDiagnostics(_:source:)`` unless `source` type-checks against the
/// surface without any diagnostic (warnings included).
public func expectCompiles(
    _ source: String, platform: SurfacePlatform, extraModules: [String: String] = [:]
) throws {
    let diagnostics = try SurfaceCompiler.shared.typecheck(
        source: source, platform: platform, extraModules: extraModules)
    if !diagnostics.isEmpty {
        throw SurfaceError.unexpectedDiagnostics(diagnostics, source: source)
    }
}

/// Type-checks `source` and returns its diagnostics, which the caller expects to be non-empty
/// (code the real SDK rejects or warns about).
public func diagnosticsRejecting(
    _ source: String, platform: SurfacePlatform, extraModules: [String: String] = [:]
) throws -> [Diagnostic] {
    try SurfaceCompiler.shared.typecheck(source: source, platform: platform, extraModules: extraModules)
}
