import SbgenCore
import SbgenTemplate

/// One option a subcommand accepts. Help text and parsing both come from these declarations.
struct OptionSpec: Sendable {
    /// Spellings, e.g. `["-o", "--output"]`; the last is the canonical one used as the key.
    var names: [String]
    /// Placeholder shown in help (`FILE`); nil for a flag that takes no value.
    var valueName: String?
    var help: String
    /// Whether the option may be given several times (values are collected in order).
    var repeatable = false
    /// Left out of `--help`: what the SwiftPM plugin passes, not for everyday use.
    var hidden = false

    var key: String { names.last! }
}

/// The result of parsing a subcommand's arguments.
struct ParsedArguments: Sendable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ key: String) -> String? { values[key]?.last }
    func all(_ key: String) -> [String] { values[key] ?? [] }
    func flag(_ key: String) -> Bool { flags.contains(key) }
}

/// A mistake in how sbgen was called: printed with a hint, exit code 64.
struct UsageError: Error, Sendable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

enum ArgumentParser {
    /// Parses `arguments` against `options`. `--` ends option parsing; `--name=value` and
    /// `--name value` both work.
    /// - Throws: ``UsageError`` for an unknown option (with a "did you mean" suggestion), a missing
    ///   value, or a repeated non-repeatable option.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.names.contains(name) }) else {
                var message = "unknown option '\(name)'"
                if let suggestion = suggestion(for: name, among: options.flatMap(\.names)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            if spec.valueName == nil {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(spec.key)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError(message: "option '\(name)' needs a value (\(spec.valueName!))")
                }
                value = arguments[index]
                index += 1
            }
            if !spec.repeatable, result.values[spec.key] != nil {
                throw UsageError(message: "option '\(name)' given more than once")
            }
            result.values[spec.key, default: []].append(value)
        }
        return result
    }

    /// The closest spelling, if any is a likely typo of `word`.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let closest = Suggestion.closest(to: word, among: candidates) { return closest }
        // A long option cut short (`--output` for `--output-dir`) is as likely a slip as a typo.
        guard word.hasPrefix("--"), word.count > 3 else { return nil }
        let longer = candidates.filter { $0.hasPrefix(word) }
        return longer.count == 1 ? longer[0] : nil
    }
}
