import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SbgenConfig {
    /// Keys allowed at the top level of `sbgen.json` (besides `//` comments).
    public static let topLevelKeys = ["inputs", "exclude", "outputs", "strict", "deploymentTarget"]
    /// Keys allowed in `deploymentTarget`.
    public static let deploymentTargetKeys = ["iOS", "macOS", "tvOS"]
    /// Keys allowed in an `outputs` entry (besides `//` comments).
    public static let outputKeys = ["template", "templatePath", "output", "context", "params", "trim", "strict"]

    /// Reads and validates the configuration at `path`: JSON syntax, known keys (with "did you
    /// mean"), value types, and the values of `template`, `context` and `trim`. File-system checks
    /// (inputs and template files exist) are ``checkFiles()``.
    /// - Returns: the configuration when it has no errors, and every diagnostic found (all of them,
    ///   not just the first, so `sbgen config lint` shows everything at once).
    public static func load(path: String) -> (SbgenConfig?, [Diagnostic]) {
        let (config, diagnostics) = decode(path: path)
        return (diagnostics.contains { $0.severity == .error } ? nil : config, diagnostics)
    }

    /// Everything `sbgen config lint` reports: ``load(path:)``'s diagnostics and, whenever the file
    /// is valid JSON, ``checkFiles()``'s, sorted by position.
    public static func lint(path: String) -> [Diagnostic] {
        let (config, diagnostics) = decode(path: path)
        return (diagnostics + (config?.checkFiles() ?? [])).sorted {
            ($0.location.file, $0.location.line, $0.location.column) < (
                $1.location.file, $1.location.line, $1.location.column
            )
        }
    }

    /// The configuration whenever the file is JSON (even with errors), and the diagnostics sorted by position.
    private static func decode(path: String) -> (SbgenConfig?, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "no such file"
            return (nil, [.error("cannot read the configuration file: \(reason)", at: SourceLocation(file: path))])
        }
        let json: LocatedJSON
        do throws(DiagnosticError) {
            json = try LocatedJSON.parse(String(decoding: data, as: UTF8.self), file: path)
        } catch {
            return (nil, error.diagnostics)
        }
        var decoder = ConfigDecoder()
        let config = decoder.decode(json, path: path)
        let sorted = decoder.diagnostics.sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
        return (config, sorted)
    }

    /// Checks what `load` cannot: every non-glob input exists, every glob matches something, every
    /// `templatePath` exists, no two outputs write one file (the same `output` under any spelling,
    /// or the same folder and template name for one file per input).
    public func checkFiles() -> [Diagnostic] {
        var diagnostics = collectInputs().diagnostics
        var writers: [String: String] = [:]
        for output in outputs {
            if let path = output.output {
                let folder = path.value.hasSuffix("/")
                let key = InputFiles.lexicalAbsolutePath(resolve(path.value)) + (folder ? "/+" + output.name : "")
                if let first = writers[key] {
                    diagnostics.append(
                        .error(
                            "'\(path.value)' writes the same \(folder ? "files" : "file") as '\(first)' of another output",
                            at: path.location))
                } else {
                    writers[key] = path.value
                }
            }
            if let templatePath = output.templatePath,
                !FileManager.default.fileExists(atPath: resolve(templatePath.value))
            {
                diagnostics.append(
                    .error("template file '\(templatePath.value)' does not exist", at: templatePath.location))
            }
        }
        return diagnostics
    }
}

/// Turns located JSON into ``SbgenConfig``, collecting every problem it finds.
private struct ConfigDecoder {
    var diagnostics: [Diagnostic] = []

    mutating func decode(_ json: LocatedJSON, path: String) -> SbgenConfig {
        var config = SbgenConfig(path: path, inputs: [], exclude: [], outputs: [])
        guard let members = object(json, what: "the configuration") else { return config }
        for member in checkedMembers(members, allowed: SbgenConfig.topLevelKeys) {
            switch member.key {
            case "inputs": config.inputs = strings(member.value, key: "inputs")
            case "exclude": config.exclude = strings(member.value, key: "exclude")
            case "outputs":
                guard case .array(let entries, _) = member.value else {
                    typeError(member.value, key: "outputs", expected: "an array of objects")
                    continue
                }
                config.outputs = entries.compactMap { output($0) }
            case "strict": config.strict = bool(member.value, key: "strict") ?? false
            case "deploymentTarget": config.deploymentTarget = deploymentTarget(member.value)
            default: break
            }
        }
        return config
    }

    /// `{"iOS": "13.0", "macOS": "11.0"}`: a version (string or number) per platform.
    private mutating func deploymentTarget(_ json: LocatedJSON) -> [Platform: SbgenConfig.Located] {
        guard let members = object(json, what: "'deploymentTarget'") else { return [:] }
        var result: [Platform: SbgenConfig.Located] = [:]
        for member in checkedMembers(members, allowed: SbgenConfig.deploymentTargetKeys) {
            let platform: Platform = member.key == "macOS" ? .macOS : member.key == "tvOS" ? .tvOS : .iOS
            let text: String
            switch member.value {
            case .string(let value, _), .number(let value, _): text = value
            default:
                typeError(member.value, key: "deploymentTarget.\(member.key)", expected: "a version string")
                continue
            }
            guard OSVersion(text) != nil else {
                diagnostics.append(
                    .error(
                        "'deploymentTarget.\(member.key)' must be a version such as "
                            + "\(platform == .macOS ? "11.0" : "13.0"), found '\(text)'", at: member.value.location))
                continue
            }
            result[platform] = .init(text, at: member.value.location)
        }
        return result
    }

    private mutating func output(_ json: LocatedJSON) -> SbgenConfig.Output? {
        guard let members = object(json, what: "an 'outputs' entry") else { return nil }
        var entry = SbgenConfig.Output(params: [], location: json.location)
        for member in checkedMembers(members, allowed: SbgenConfig.outputKeys) {
            switch member.key {
            case "template": entry.template = string(member.value, key: "template")
            case "templatePath": entry.templatePath = string(member.value, key: "templatePath")
            case "output": entry.output = string(member.value, key: "output")
            case "context":
                entry.context = string(member.value, key: "context")
                checkChoice(entry.context, key: "context", among: Generator.ContextKind.allCases.map(\.rawValue))
            case "strict": entry.strict = bool(member.value, key: "strict")
            case "trim":
                entry.trim = string(member.value, key: "trim")
                checkChoice(entry.trim, key: "trim", among: ["smart", "none"])
            case "params":
                guard case .object(let params, _) = member.value else {
                    typeError(member.value, key: "params", expected: "an object")
                    continue
                }
                for param in params where !param.key.hasPrefix("//") {
                    entry.params += flatten(param.value, key: param.key)
                }
                checkParams(entry.params, at: member.keyLocation)
            default: break
            }
        }
        switch (entry.template, entry.templatePath) {
        case (nil, nil):
            diagnostics.append(.error("an 'outputs' entry needs 'template' or 'templatePath'", at: json.location))
        case (.some, .some):
            diagnostics.append(
                .error("an 'outputs' entry takes 'template' or 'templatePath', not both", at: json.location))
        case (let name?, nil):
            let names = TemplateSelection.builtinNames
            if !names.contains(name.value) {
                var message = "no built-in template named '\(name.value)'"
                if let suggestion = Suggestion.closest(to: name.value, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else if !names.isEmpty {
                    message += "; available: \(names.joined(separator: ", "))"
                }
                diagnostics.append(.error(message, at: name.location))
            }
        default: break
        }
        return entry
    }

    /// The members of an object minus `//` comments, after reporting unknown and repeated keys.
    private mutating func checkedMembers(_ members: [LocatedJSON.Member], allowed: [String]) -> [LocatedJSON.Member] {
        var seen: Set<String> = []
        var kept: [LocatedJSON.Member] = []
        for member in members where !member.key.hasPrefix("//") {
            guard allowed.contains(member.key) else {
                var message = "unknown key '\(member.key)'"
                if let suggestion = Suggestion.closest(to: member.key, among: allowed) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of: \(allowed.joined(separator: ", "))"
                }
                diagnostics.append(.error(message, at: member.keyLocation))
                continue
            }
            guard seen.insert(member.key).inserted else {
                diagnostics.append(.error("key '\(member.key)' appears more than once", at: member.keyLocation))
                continue
            }
            kept.append(member)
        }
        return kept
    }

    private mutating func object(_ json: LocatedJSON, what: String) -> [LocatedJSON.Member]? {
        guard case .object(let members, _) = json else {
            diagnostics.append(.error("\(what) must be an object, found \(json.typeName)", at: json.location))
            return nil
        }
        return members
    }

    private mutating func string(_ json: LocatedJSON, key: String) -> SbgenConfig.Located? {
        guard case .string(let value, let location) = json else {
            typeError(json, key: key, expected: "a string")
            return nil
        }
        return .init(value, at: location)
    }

    private mutating func bool(_ json: LocatedJSON, key: String) -> Bool? {
        guard case .bool(let value, _) = json else {
            typeError(json, key: key, expected: "true or false")
            return nil
        }
        return value
    }

    /// A string or an array of strings.
    private mutating func strings(_ json: LocatedJSON, key: String) -> [SbgenConfig.Located] {
        switch json {
        case .string(let value, let location): return [.init(value, at: location)]
        case .array(let elements, _): return elements.compactMap { string($0, key: key) }
        default:
            typeError(json, key: key, expected: "a string or an array of strings")
            return []
        }
    }

    private mutating func typeError(_ json: LocatedJSON, key: String, expected: String) {
        diagnostics.append(.error("'\(key)' must be \(expected), found \(json.typeName)", at: json.location))
    }

    private mutating func checkChoice(_ value: SbgenConfig.Located?, key: String, among choices: [String]) {
        guard let value, !choices.contains(value.value) else { return }
        var message = "unknown \(key) '\(value.value)'"
        if let suggestion = Suggestion.closest(to: value.value, among: choices) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected \(choices.joined(separator: " or "))"
        }
        diagnostics.append(.error(message, at: value.location))
    }

    /// `params` values as `--param` items: strings and numbers as `key=value`, `true` as a bare key
    /// (`false` is left out: an absent flag is false), arrays repeat the key, objects nest with dots.
    private mutating func flatten(_ json: LocatedJSON, key: String) -> [String] {
        switch json {
        case .string(let value, _), .number(let value, _): return ["\(key)=\(value)"]
        case .bool(let value, _): return value ? [key] : []
        case .array(let elements, _):
            return elements.flatMap { element -> [String] in
                if case .array = element {
                    diagnostics.append(.error("'params' lists cannot contain lists", at: element.location))
                    return []
                }
                return flatten(element, key: key)
            }
        case .object(let members, _):
            return members.filter { !$0.key.hasPrefix("//") }.flatMap { flatten($0.value, key: key + "." + $0.key) }
        case .null(let location):
            diagnostics.append(.error("'params' value for '\(key)' cannot be null", at: location))
            return []
        }
    }

    private mutating func checkParams(_ items: [String], at location: SourceLocation) {
        do throws(TemplateParameters.ParseError) {
            _ = try TemplateParameters(parsing: items)
        } catch {
            diagnostics.append(.error("\(error)", at: location))
        }
    }
}
