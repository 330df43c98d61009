/// One option a subcommand accepts. Help text and parsing both come from these declarations.
struct OptionSpec: Sendable {
    /// Spellings, e.g. `["-o", "--output"]`; the last is the canonical one used as the key.
    var names: [String]
    /// Placeholder shown in help (`FILE`); nil for a flag that takes no value.
    var valueName: String?
    var help: String
    /// Whether the option may be given several times (values are collected in order).
    var repeatable = false

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

    /// The closest spelling within edit distance 2, if any.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= max(2, word.count / 3) }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
