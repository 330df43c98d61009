import IBModel
import SbgenCore
import SbgenTemplate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sbgen config init|lint`: writes a starter `sbgen.json`, or checks one before any work is done.
struct ConfigCommand: Command {
    let name = "config"
    let abstract = "Write a commented starter sbgen.json, or check one."
    let positionalUsage = "init [<file>] | lint [<file>]"
    let discussion = """
        init writes a starter configuration (default: ./sbgen.json) listing the built-in templates;
        keys starting with "//" are comments. It never replaces an existing file unless --force is given.
        lint checks the configuration the way 'generate' reads it: JSON syntax, unknown keys (with a
        suggestion), value types, template names, and that every input and template file exists. Each
        problem is reported as file:line:column; the exit code is 1 when there is any error.
        The schema is described in docs/Configuration.md.
        """
    let examples = [
        ("Start a configuration for the app's storyboards", "sbgen config init --input App"),
        ("Check it", "sbgen config lint sbgen.json"),
    ]
    let options = [
        OptionSpec(names: ["--force"], help: "init: replace an existing file."),
        OptionSpec(
            names: ["-i", "--input"], valueName: "path",
            help: "init: an input to list (default: the file's folder).", repeatable: true),
    ]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let positionals = arguments.positionals
        guard positionals.count <= 2 else { throw UsageError(message: "expected init or lint and at most one file") }
        let path = positionals.count == 2 ? positionals[1] : "sbgen.json"
        switch positionals.first {
        case "init": return initialize(path, arguments: arguments, console: console)
        case "lint": return lint(path, console: console)
        case let other?:
            var message = "unknown action '\(other)'; expected init or lint"
            if let suggestion = Suggestion.closest(to: other, among: ["init", "lint"]) {
                message = "unknown action '\(other)'; did you mean '\(suggestion)'?"
            }
            throw UsageError(message: message)
        case nil: throw UsageError(message: "expected init or lint")
        }
    }

    private func initialize(_ path: String, arguments: ParsedArguments, console: Console) -> Int32 {
        if FileManager.default.fileExists(atPath: path), !arguments.flag("--force") {
            console.report(.error("already exists; use --force to replace it", at: SourceLocation(file: path)))
            return 1
        }
        let inputs = arguments.all("--input")
        let text = SbgenConfig.starter(inputs: inputs.isEmpty ? ["."] : inputs)
        do throws(DiagnosticError) {
            try OutputWriter.write(text, to: path)
        } catch {
            console.report(error.diagnostics)
            return 1
        }
        if console.verbosity > .quiet { console.printError("wrote \(path); check it with 'sbgen config lint \(path)'") }
        return 0
    }

    private func lint(_ path: String, console: Console) -> Int32 {
        console.report(SbgenConfig.lint(path: path))
        if console.errorCount == 0, console.verbosity > .quiet {
            let count = SbgenConfig.load(path: path).0?.outputs.count ?? 0
            console.printError("\(path): ok (\(count) output\(count == 1 ? "" : "s"))")
        }
        return console.errorCount > 0 ? 1 : 0
    }
}
