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

/// What sbgen wrote into an output folder, so that a later run never loses a hand edit: the ledger
/// file (`.sbgen-migration` for `migrate`, `.sbgen-loadview` for `loadview --output-dir`) lists each
/// file written with the SHA-256 of the bytes written, one `<digest>  <path>` line per file, sorted
/// by path (the format `sha256sum` writes: `sha256sum -c .sbgen-migration` tells which files were
/// edited since). A line with a path alone (written by an sbgen before digests) is a file sbgen
/// wrote whose edits cannot be told.
///
/// Before writing an output, its file on disk is compared with the ledger: a file whose bytes no
/// longer have the recorded digest was edited by hand. It is kept, and the new version goes beside
/// it as `NAME.new` (``EditPolicy/writeBeside``, the default); or the run refuses with an error at
/// the file (``EditPolicy/refuse``); or, with `--force`, it is overwritten (``EditPolicy/overwrite``).
/// A `NAME.new` sbgen wrote is removed once `NAME` matches the new output again (the edit was merged
/// or dropped).
public struct OutputLedger: Sendable, Equatable {
    /// What to do with an output edited by hand.
    public enum EditPolicy: Sendable, Equatable {
        /// Keep the edited file and write the new version beside it as `NAME.new`.
        case writeBeside
        /// Write nothing; an error at each edited file.
        case refuse
        /// Overwrite it (`--force`).
        case overwrite
    }

    /// What to do with a file in the folder that the ledger does not list.
    public enum ForeignPolicy: Sendable, Equatable {
        /// Write nothing; an error at each (`migrate`: the folder may hold the team's own files).
        case refuse
        /// Replace it (`loadview`: its outputs were written without a ledger before).
        case replace
    }

    /// Output path (relative to the folder) → digest of what sbgen wrote; nil for a line without one.
    public private(set) var digests: [String: String?] = [:]

    public init() {}

    /// Reads the ledger named `name` in `folder`; empty when there is none.
    public static func read(folder: String, name: String) -> OutputLedger {
        var ledger = OutputLedger()
        guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { return ledger }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0].utf8.count == 64, parts[0].utf8.allSatisfy(isHexDigit),
                parts[1].hasPrefix(" ")
            {
                ledger.digests[String(parts[1].dropFirst())] = String(parts[0])
            } else if line != Substring(name) {
                ledger.digests[String(line)] = .some(nil)  // a path alone: an older ledger
            }
        }
        return ledger
    }

    /// The ledger's text: `<digest>  <path>` lines sorted by path (paths without a digest alone).
    public var text: String {
        digests.keys.sorted().map { path in digests[path]!.map { "\($0)  \(path)" } ?? path }.joined(separator: "\n")
            + (digests.isEmpty ? "" : "\n")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
    }

    /// What a run does with its outputs.
    public struct Plan: Sendable {
        /// A file to write, relative to the folder.
        public struct Write: Sendable, Equatable {
            public var path: String
            public var contents: String
        }

        /// Files to write (created, changed or, when equal, left untouched by ``OutputWriter``).
        public var writes: [Write] = []
        /// Outputs edited by hand and kept: (the edited file, the `NAME.new` written beside it).
        public var keptEdits: [(edited: String, newVersion: String)] = []
        /// Edited outputs overwritten (`--force`).
        public var overwrittenEdits: [String] = []
        /// `NAME.new` files of earlier runs to remove: their file matches the output again.
        public var removals: [String] = []
        /// Ledger entries that keep their digest: kept edits (still the digest sbgen wrote, so the
        /// next run sees the edit too) and earlier outputs this run does not produce that still exist.
        public var carried: [String: String?] = [:]
    }

    /// Decides, for each of `files` (paths relative to `folder`), whether to write it, write it beside
    /// a hand-edited file, or refuse. Reads the files on disk (and digests only those that differ
    /// from their new version); writes nothing.
    /// - Parameter foreign: what to do with a file the ledger does not list.
    /// - Throws: ``DiagnosticError``, one error at each file in the way: not written by sbgen (with
    ///   ``ForeignPolicy/refuse``), or edited by hand (with ``EditPolicy/refuse``).
    public func plan(
        _ files: [(path: String, contents: String)], in folder: String, edits: EditPolicy, foreign: ForeignPolicy
    ) throws(DiagnosticError) -> Plan {
        var plan = Plan()
        var errors: [Diagnostic] = []
        let produced = Set(files.map(\.path))
        var besides: Set<String> = []
        for (path, contents) in files {
            let location = SourceLocation(file: folder + "/" + path, line: 1, column: 1)
            guard let disk = FileManager.default.contents(atPath: folder + "/" + path) else {
                plan.writes.append(Plan.Write(path: path, contents: contents))
                continue
            }
            guard let recorded = digests[path] else {
                if foreign == .refuse {
                    errors.append(
                        .error(
                            "not overwriting a file sbgen did not write; move it or choose another --output-dir",
                            at: location))
                } else {
                    plan.writes.append(Plan.Write(path: path, contents: contents))
                }
                continue
            }
            let edited = !disk.elementsEqual(contents.utf8) && recorded.map { SHA256.hex(disk) != $0 } == true
            let beside = path + ".new"
            if !edited || edits == .overwrite {
                if edited { plan.overwrittenEdits.append(path) }
                plan.writes.append(Plan.Write(path: path, contents: contents))
                // The `.new` of an earlier run, untouched since: the edit it stood for is gone.
                if !produced.contains(beside), let besideDigest = digests[beside] ?? nil,
                    let besideDisk = FileManager.default.contents(atPath: folder + "/" + beside),
                    SHA256.hex(besideDisk) == besideDigest
                {
                    plan.removals.append(beside)
                }
                continue
            }
            if edits == .refuse {
                let line = Self.firstDifferentLine(disk, contents)
                errors.append(
                    .error(
                        "edited by hand since sbgen wrote it (the new version differs from line \(line)); not "
                            + "overwritten: merge the edit, or run again with --force to overwrite it",
                        at: SourceLocation(file: folder + "/" + path, line: line, column: 1)))
                continue
            }
            if FileManager.default.fileExists(atPath: folder + "/" + beside), digests[beside] == nil {
                errors.append(
                    .error(
                        "not writing the new version of a file edited by hand: \(beside) is not sbgen's; move it",
                        at: SourceLocation(file: folder + "/" + beside, line: 1, column: 1)))
                continue
            }
            plan.writes.append(Plan.Write(path: beside, contents: contents))
            plan.keptEdits.append((path, beside))
            plan.carried[path] = recorded
            besides.insert(beside)
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        let removed = Set(plan.removals)
        for (path, digest) in digests
        where !produced.contains(path) && !besides.contains(path) && !removed.contains(path)
            && plan.carried[path] == nil
        {
            if FileManager.default.fileExists(atPath: folder + "/" + path) { plan.carried[path] = digest }
        }
        return plan
    }

    /// The 1-based line where `disk` and `text` first differ.
    static func firstDifferentLine(_ disk: Data, _ text: String) -> Int {
        var line = 1
        for (old, new) in zip(disk, text.utf8) {
            if old != new { return line }
            if old == 0x0A { line += 1 }
        }
        return line
    }

    /// Writes `plan`'s files and then the ledger named `name` into `folder` (each atomically, an
    /// unchanged file untouched), removes the stale `NAME.new` files, and returns the paths written
    /// and those left unchanged (the ledger among them).
    /// - Throws: ``DiagnosticError`` from ``OutputWriter``.
    public static func apply(
        _ plan: Plan, in folder: String, name: String
    ) throws(DiagnosticError) -> (written: [String], unchanged: [String]) {
        var written: [String] = []
        var unchanged: [String] = []
        var ledger = OutputLedger()
        ledger.digests = plan.carried
        for file in plan.writes {
            switch try OutputWriter.write(file.contents, to: folder + "/" + file.path) {
            case .written: written.append(file.path)
            case .unchanged: unchanged.append(file.path)
            }
            ledger.digests[file.path] = SHA256.hex(file.contents.utf8)
        }
        for path in plan.removals { unlink(folder + "/" + path) }
        switch try OutputWriter.write(ledger.text, to: folder + "/" + name) {
        case .written: written.append(name)
        case .unchanged: unchanged.append(name)
        }
        return (written, unchanged)
    }
}
