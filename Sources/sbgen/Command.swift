import Dispatch
import IBModel
import SbgenCore

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

/// A subcommand of `sbgen`: its declarations drive both parsing and `--help`.
protocol Command: Sendable {
    /// The word after `sbgen`, e.g. `dump`.
    var name: String { get }
    /// One line for the command list.
    var abstract: String { get }
    /// `<file|dir>...` and the like, shown after the options in the usage line.
    var positionalUsage: String { get }
    /// Extra paragraphs for `--help`.
    var discussion: String { get }
    /// Example invocations for `--help`, each with a comment line.
    var examples: [(String, String)] { get }
    /// The options besides the common `-h/--help`, `-q/--quiet`, `-v/--verbose`.
    var options: [OptionSpec] { get }
    /// Runs with parsed arguments and returns the exit code.
    /// - Throws: ``UsageError`` (exit 64).
    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32
}

extension Command {
    var commonOptions: [OptionSpec] {
        [
            OptionSpec(names: ["-q", "--quiet"], help: "Print errors only."),
            OptionSpec(names: ["-v", "--verbose"], help: "Also print notes and each file processed."),
            OptionSpec(names: ["-h", "--help"], help: "Show this help."),
        ]
    }

    var allOptions: [OptionSpec] { options + commonOptions }

    /// The `--help` text, generated from the declarations.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: sbgen \(name) [options] \(positionalUsage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOPTIONS:\n"
        for option in allOptions where !option.hidden {
            var spelling = option.names.joined(separator: ", ")
            if let valueName = option.valueName { spelling += " <\(valueName)>" }
            if option.repeatable { spelling += " ..." }
            let padded =
                spelling.count < 28
                ? spelling.padded(toLength: 28)
                : spelling + "\n" + String(repeating: " ", count: 30)
            text += "  \(padded)\(option.help)\n"
        }
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for (comment, command) in examples { text += "  # \(comment)\n  \(command)\n" }
        }
        return text
    }
}

/// Where a command prints: diagnostics to stderr (with a summary), results to stdout.
final class Console: @unchecked Sendable {
    enum Verbosity: Comparable { case quiet, normal, verbose }

    var verbosity: Verbosity = .normal
    /// When set (`generate -C`), relative paths in diagnostics are printed relative to this folder's
    /// absolute path, so IDEs can open them.
    var baseDirectory: String?
    private var tally = Tally()
    var errorCount: Int { tally.errors }
    var warningCount: Int { tally.warnings }

    /// Reports `diagnostics` in order, in one write (two for thousands, one per half): a run with many
    /// warnings would otherwise make a system call per line. Notes are printed with `-v`, and always
    /// when they follow an error about the same file (as a compiler prints an error's notes: the
    /// first use of a duplicate id).
    func report(_ diagnostics: [Diagnostic]) {
        guard diagnostics.count >= Self.parallelLines else {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(diagnostics.count * 160)
            var lead: Diagnostic?
            for diagnostic in diagnostics {
                tally.add(diagnostic.severity)
                if diagnostic.severity != .note { lead = diagnostic }
                guard let printed = Self.printed(diagnostic, at: verbosity, under: baseDirectory, lead: lead) else {
                    continue
                }
                Self.appendLine(printed, to: &bytes)
            }
            if !bytes.isEmpty { Self.write(Data(bytes), to: STDERR_FILENO) }
            return
        }
        // Thousands of diagnostics (`migrate`) are the last thing a run does, with one core idle: each
        // half is counted, filtered and formatted on its own core (one after another, counting and
        // copying each took as long as formatting both halves), then both are written in order.
        let halves = ResultSlots<Tally>(count: 2)
        let bytesOfHalves = ResultSlots<[UInt8]>(count: 2)
        let middle = diagnostics.count / 2
        let (verbosity, baseDirectory) = (verbosity, baseDirectory)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var tally = Tally()
            var bytes: [UInt8] = []
            bytes.reserveCapacity((half == 0 ? middle : diagnostics.count - middle) * 160)
            let range = half == 0 ? 0..<middle : middle..<diagnostics.count
            // The diagnostic the half's first notes follow.
            var lead = diagnostics[..<range.lowerBound].last { $0.severity != .note }
            for index in range {
                tally.add(diagnostics[index].severity)
                if diagnostics[index].severity != .note { lead = diagnostics[index] }
                guard
                    let printed = Self.printed(diagnostics[index], at: verbosity, under: baseDirectory, lead: lead)
                else {
                    continue
                }
                Self.appendLine(printed, to: &bytes)
            }
            halves.set(half, tally)
            bytesOfHalves.set(half, bytes)
        }
        // Each half written from its own storage: no joined copy, so the printing adds no peak memory.
        for half in halves.takeValues() { tally.add(half) }
        for var half in bytesOfHalves.takeValues() {
            half.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress, bytes.count > 0 else { return }
                Self.write(Data(bytesNoCopy: base, count: bytes.count, deallocator: .none), to: STDERR_FILENO)
            }
        }
    }

    /// From this many diagnostics on, ``report(_:)`` counts and formats them on two cores.
    static let parallelLines = 1_000

    /// `diagnostic.description` and a line break, appended piece by piece as bytes: `migrate`
    /// prints thousands, and building each line through `description` (string interpolation, a
    /// generic walk of the path for line breaks) cost more than anything else the CLI did. A path
    /// holding a line break (escaped in print) goes through `description`.
    static func appendLine(_ diagnostic: Diagnostic, to bytes: inout [UInt8]) {
        let start = bytes.count
        defer { assert(String(decoding: bytes[start...], as: UTF8.self) == diagnostic.description + "\n") }
        func append(_ text: String) {
            // The string's own bytes where it has them (native and small strings): no copy of the
            // string to make contiguous, as `withUTF8` on a `var` made.
            if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: text.utf8)
            }
        }
        let location = diagnostic.location
        var file = location.file
        let hasBreak = file.withUTF8 { path in
            guard let base = path.baseAddress else { return false }
            return memchr(base, 10, path.count) != nil || memchr(base, 13, path.count) != nil
        }
        guard !hasBreak else { return append(diagnostic.description + "\n") }
        append(file)
        if location.line > 0 {
            bytes.append(UInt8(ascii: ":"))
            append(String(location.line))
            if location.column > 0 {
                bytes.append(UInt8(ascii: ":"))
                append(String(location.column))
            }
        }
        append(": ")
        append(diagnostic.severity.rawValue)
        append(": ")
        append(diagnostic.message.escapingLineBreaks)
        bytes.append(UInt8(ascii: "\n"))
    }

    private var reportedOnce: Set<String> = []

    /// Reports each diagnostic the first time only: several outputs of one run (`sbgen.json` with four
    /// templates) build contexts from the same documents, and each would repeat the same warnings.
    func reportOnce(_ diagnostics: [Diagnostic]) {
        report(diagnostics.filter { reportedOnce.insert($0.description).inserted })
    }

    func report(_ diagnostic: Diagnostic) {
        report([diagnostic])
    }

    /// Errors and warnings counted (notes are not).
    private struct Tally {
        var errors = 0
        var warnings = 0

        mutating func add(_ severity: Diagnostic.Severity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }

        mutating func add(_ other: Tally) {
            errors += other.errors
            warnings += other.warnings
        }
    }

    /// `diagnostic` as printed at `verbosity` (its relative path under `baseDirectory`), or nil
    /// when that verbosity does not print it.
    /// - Parameter lead: the last diagnostic before it, itself included, that is not a note: a note
    ///   after an error about the same file belongs to it and is printed with it.
    private static func printed(
        _ diagnostic: Diagnostic, at verbosity: Verbosity, under baseDirectory: String?, lead: Diagnostic?
    ) -> Diagnostic? {
        let belongsToError =
            diagnostic.severity == .note && lead?.severity == .error && lead?.location.file == diagnostic.location.file
        guard belongsToError || prints(diagnostic.severity, at: verbosity) else { return nil }
        guard let baseDirectory, !diagnostic.location.file.hasPrefix("/") else { return diagnostic }
        var located = diagnostic
        located.location.file = baseDirectory + "/" + located.location.file
        return located
    }

    /// Whether a diagnostic of `severity` is printed at `verbosity` (notes with `-v`, warnings unless `-q`).
    private static func prints(_ severity: Diagnostic.Severity, at verbosity: Verbosity) -> Bool {
        switch severity {
        case .note: verbosity >= .verbose
        case .warning: verbosity != .quiet
        case .error: true
        }
    }

    func printError(_ line: String) {
        Self.write(Data((line + "\n").utf8), to: STDERR_FILENO)
    }

    func info(_ line: String) {
        if verbosity == .verbose { printError(line) }
    }

    func output(_ text: String) {
        Self.write(Data(text.utf8), to: STDOUT_FILENO)
    }

    func output(bytes: UnsafeBufferPointer<UInt8>) {
        // Written from the caller's storage, not a copy of it.
        guard let base = bytes.baseAddress else { return }
        Self.write(
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none),
            to: STDOUT_FILENO)
    }

    /// Writes everything or ends the process: a closed or full standard output (`> /dev/full`, a
    /// reader that quit) is an error to report, never a crash. Outputs written with `-o` are atomic,
    /// so stopping here leaves nothing half-written.
    private static func write(_ data: Data, to descriptor: Int32) {
        let failure = OutputWriter.writeAll(data, to: descriptor)
        guard failure != 0 else { return }
        if descriptor == STDOUT_FILENO {
            let message = "sbgen: error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            _ = OutputWriter.writeAll(Data(message.utf8), to: STDERR_FILENO)
        }
        exit(1)
    }

    /// One line, when there was anything to count: `sbgen: 2 errors, 1 warning`.
    func printSummary() {
        guard errorCount + warningCount > 0, verbosity > .quiet || errorCount > 0 else { return }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        printError("sbgen: \(plural(errorCount, "error")), \(plural(warningCount, "warning"))")
    }
}

extension Console {
    /// For a command whose inputs held no IB file (folders without any, and no error so far): the
    /// error that says so, as `generate` and `migrate` give it. Returns the exit code, 1.
    func noInputs(_ verb: String, _ arguments: ParsedArguments) -> Int32 {
        if errorCount == 0 {
            report(
                .error("no storyboard or xib to \(verb)", at: SourceLocation(file: arguments.positionals.first ?? ".")))
        }
        return 1
    }
}
