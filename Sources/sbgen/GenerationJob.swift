import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One template run that `generate` performs: everything the command line and `sbgen.json` decided,
/// merged with the precedence command line > configuration file > default.
struct GenerationJob: Sendable {
    /// Where the generated text goes.
    enum Destination: Sendable, Equatable {
        /// Standard output.
        case standardOutput
        /// One file for all inputs.
        case file(String)
        /// One file per input: `input path` → `output path`.
        case perInput([String: String])
    }

    var selection: TemplateSelection
    /// The name used in per-input output names (`+scenes.swift`).
    var templateName: String
    var contextKind: Generator.ContextKind
    var trimMode: TrimMode?
    /// `--strict` or the configuration's `strict`: undefined template variables are errors.
    var strict = false
    var parameters: TemplateParameters
    /// The input files this job renders (a subset of what was read, in order).
    var inputs: [String]
    var destination: Destination

    /// `defaults` overridden by whatever the command line gives.
    /// - Throws: ``UsageError`` for a bad value on the command line (exit 64).
    static func options(
        from arguments: ParsedArguments, entry: SbgenConfig.Output?, config: SbgenConfig?
    ) throws(UsageError) -> (TemplateSelection, String, Generator.ContextKind, TrimMode?, TemplateParameters) {
        let selection: TemplateSelection
        let name: String
        switch (arguments.value("--template"), arguments.value("--template-path")) {
        case (let builtin?, nil):
            // A mistyped name is a bad option value, like an unknown --context.
            guard TemplateSelection.builtinNames.contains(builtin) else {
                throw UsageError(message: TemplateSelection.unknownBuiltinMessage(builtin))
            }
            selection = .builtin(builtin)
            name = builtin
        case (nil, let path?):
            selection = .file(path)
            name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case (nil, nil):
            if let entry, let config {
                selection =
                    entry.template.map { .builtin($0.value) } ?? .file(config.resolve(entry.templatePath!.value))
                name = entry.name
            } else {
                throw UsageError(
                    message: "give a template: --template NAME or --template-path FILE, or an sbgen.json "
                        + "(in the current folder, or with --config FILE)")
            }
        default: throw UsageError(message: "--template and --template-path cannot be used together")
        }
        let contextName = arguments.value("--context") ?? entry?.context?.value ?? "sbgen"
        guard let contextKind = Generator.ContextKind(rawValue: contextName) else {
            throw UsageError(message: "unknown context '\(contextName)'; expected sbgen or swiftgen")
        }
        let trimMode: TrimMode?
        switch arguments.value("--trim") ?? entry?.trim?.value {
        case nil: trimMode = nil
        case "smart": trimMode = .smart
        case "none": trimMode = TrimMode.none
        case let other?: throw UsageError(message: "unknown trim mode '\(other)'; expected smart or none")
        }
        // Command-line parameters replace the configuration's parameter of the same top-level key.
        var parameters: TemplateParameters
        do {
            parameters = try TemplateParameters(parsing: entry?.params ?? [])
            let overrides = try TemplateParameters(parsing: arguments.all("--param"))
            parameters.values.merge(overrides.values) { _, new in new }
        } catch {
            throw UsageError(message: "\(error)")
        }
        return (selection, name, contextKind, trimMode, parameters)
    }

    /// Where the outputs of `inputs` go: `-o` on the command line (one file, or one per input), else the
    /// entry's `output` (a file, or a folder ending in `/`), else standard output.
    /// - Throws: ``UsageError`` when the number of `-o` is neither 1 nor the number of input files.
    static func destination(
        outputs: [String], entryOutput: String?, inputs: [String], templateName: String, baseFolder: String
    ) throws(UsageError) -> Destination {
        switch outputs.count {
        case 0: break
        case 1:
            return outputs[0].hasSuffix("/")
                ? perInput(folder: outputs[0], inputs: inputs, templateName: templateName, baseFolder: baseFolder)
                : .file(outputs[0])
        case inputs.count:
            return .perInput(Dictionary(uniqueKeysWithValues: zip(inputs, outputs)))
        default:
            throw UsageError(
                message:
                    "\(outputs.count) outputs (-o) for \(inputs.count) input files; give one, or one per input file")
        }
        guard let entryOutput else { return .standardOutput }
        return entryOutput.hasSuffix("/")
            ? perInput(folder: entryOutput, inputs: inputs, templateName: templateName, baseFolder: baseFolder)
            : .file(entryOutput)
    }

    private static func perInput(
        folder: String, inputs: [String], templateName: String, baseFolder: String
    )
        -> Destination
    {
        let relative = inputs.map { input -> String in
            let base = baseFolder == "." ? "" : baseFolder + "/"
            return base.isEmpty || !input.hasPrefix(base) ? input : String(input.dropFirst(base.count))
        }
        let names = OutputNaming.fileNames(forRelativePaths: relative, templateName: templateName)
        return .perInput(Dictionary(uniqueKeysWithValues: zip(inputs, names.map { folder + $0 })))
    }
}
