import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sbgen generate`: renders a template over IB files.
struct GenerateCommand: Command {
    let name = "generate"
    let abstract = "Render a template (built-in or your own) over storyboards and xibs."
    let positionalUsage = "[<file|dir> ...]"
    let discussion = """
        Parses the inputs, builds the template context (sbgen's, or SwiftGen 6.6's 'ib' context with
        --context swiftgen) and renders the template. With -o the output is written atomically and only
        when its bytes change; without it, it goes to standard output. Several -o, one per input file,
        render each input into its own file (references between storyboards still resolve); an -o
        ending in '/' is a folder that gets one file per input, named from the input's path. If any
        input has an error, the other inputs are still checked and reported, and no output is written.

        With --config (or with no template and no inputs, when ./sbgen.json exists) the inputs and
        outputs come from the configuration file (docs/Configuration.md); options given on the command
        line override its values. Templates see the deployment targets (--deployment-target, the
        environment, sbgen.json, Package.swift) as env.IPHONEOS_DEPLOYMENT_TARGET and its siblings.

        Built-in templates: see 'sbgen template list'. Template files use Stencil syntax (as SwiftGen's);
        their whitespace is handled as SwiftGen handles custom templates unless --trim smart is given.
        """
    let examples = [
        (
            "Typed scene accessors for every storyboard of an app",
            "sbgen generate --template scenes -o Generated/Scenes.swift App/"
        ),
        (
            "An existing SwiftGen 'ib' template, with its parameters",
            "sbgen generate --template-path ib.stencil --context swiftgen --param enumName=Scenes App/Base.lproj"
        ),
        ("Everything sbgen.json describes", "sbgen generate --config sbgen.json"),
        (
            "One file per input, named from its path (Base.lproj_Main.storyboard+ids.swift)",
            "sbgen generate --template-path ids.stencil -o Generated/ App/"
        ),
    ]
    let options = [
        OptionSpec(
            names: ["-t", "--template"], valueName: "name", help: "A built-in template ('sbgen template list')."),
        OptionSpec(names: ["--template-path"], valueName: "file", help: "A Stencil template file."),
        OptionSpec(
            names: ["--context"], valueName: "sbgen|swiftgen",
            help: "The context given to the template (default: sbgen)."),
        OptionSpec(
            names: ["-p", "--param"], valueName: "key[=value]",
            help: "A template parameter: bare key means true, dotted keys nest, repeats make a list.", repeatable: true),
        OptionSpec(
            names: ["--trim"], valueName: "smart|none",
            help: "Whitespace handling (default: smart for built-in templates, none for files)."),
        OptionSpec(
            names: ["-o", "--output"], valueName: "file",
            help: "Write here instead of standard output; one per input file, or a folder ending in '/'.",
            repeatable: true),
        OptionSpec(
            names: ["--strict"],
            help: "Undefined template variables are errors (as sbgen.json's \"strict\": true); see docs/Templates.md."),
        OptionSpec(names: ["-c", "--config"], valueName: "file", help: "Read inputs and outputs from sbgen.json."),
        OptionSpec(
            names: ["-C", "--directory"], valueName: "dir",
            help: "Run as if started in dir: inputs (and the paths templates see) are relative to it."),
        OptionSpec(
            names: ["--output-entry"], valueName: "index", help: "With --config: run only outputs[index] (0-based)."),
        DeploymentTargetOption.spec,
        OptionSpec(
            names: ["--default-input"], valueName: "file",
            help: "An input used when neither the command line nor sbgen.json names any (the command plugin's).",
            repeatable: true),
        // What SbgenPlugin passes (docs/GettingStarted.md, "The SwiftPM plugin"); not for everyday use.
        OptionSpec(
            names: ["--plugin-output-dir"], valueName: "dir",
            help: "SbgenPlugin: write every output into dir under the plugin's names, checked against the plan."),
        OptionSpec(names: ["--plugin-module"], valueName: "name", help: "SbgenPlugin: the target's module."),
        OptionSpec(
            names: ["--plugin-planned"], valueName: "file", help: "SbgenPlugin: an output the build plan declared.",
            repeatable: true),
        OptionSpec(
            names: ["--plugin-template"], valueName: "file",
            help: "SbgenPlugin: a template file the build plan declared as an input.", repeatable: true),
        OptionSpec(
            names: ["--plugin-config-digest"], valueName: "hex",
            help: "SbgenPlugin: the configuration's digest when the plan was made."),
        OptionSpec(
            names: ["--plugin-replan-marker"], valueName: "file",
            help: "SbgenPlugin: the file toggled to make SwiftPM plan the next build again."),
    ]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        if let directory = arguments.value("--directory") {
            guard FileManager.default.changeCurrentDirectoryPath(directory) else {
                console.report(.error("cannot change to this folder", at: .init(file: directory)))
                return 1
            }
            // Diagnostics keep pointing at real files for IDEs, whatever the working folder.
            console.baseDirectory = FileManager.default.currentDirectoryPath
        }
        if arguments.value("--plugin-output-dir") != nil {
            return try PluginGeneration(arguments).run(arguments, console: console)
        }
        let hasTemplate = arguments.value("--template") != nil || arguments.value("--template-path") != nil
        var configPath = arguments.value("--config")
        if configPath == nil, !hasTemplate, arguments.positionals.isEmpty,
            FileManager.default.fileExists(atPath: "sbgen.json")
        {
            configPath = "sbgen.json"
        }
        guard let configPath else {
            if arguments.value("--output-entry") != nil { throw UsageError(message: "--output-entry needs --config") }
            let (selection, name, kind, trim, parameters) = try GenerationJob.options(
                from: arguments, entry: nil, config: nil)
            let given = arguments.positionals.isEmpty ? arguments.all("--default-input") : arguments.positionals
            guard !given.isEmpty else { throw UsageError(message: "no input files given") }
            let (files, diagnostics) = InputFiles.collect(given)
            console.report(diagnostics)
            let destination = try GenerationJob.destination(
                outputs: arguments.all("--output"), entryOutput: nil, inputs: files, templateName: name,
                baseFolder: ".")
            let job = GenerationJob(
                selection: selection, templateName: name, contextKind: kind, trimMode: trim,
                strict: arguments.flag("--strict"), parameters: parameters, inputs: files, destination: destination)
            let targets = try DeploymentTargetOption.resolve(arguments, config: nil, console: console)
            return GenerationRunner(console: console, deploymentTargets: targets).run([job], files: files)
        }
        let (loaded, configDiagnostics) = SbgenConfig.load(path: configPath)
        console.report(configDiagnostics)
        guard let config = loaded else { return 1 }
        var entries = config.outputs.map { Optional($0) }
        if let index = arguments.value("--output-entry") {
            guard let number = Int(index), config.outputs.indices.contains(number) else {
                throw UsageError(
                    message:
                        "--output-entry \(index): \(configPath) has \(config.outputs.count) outputs (0-based index)")
            }
            entries = [config.outputs[number]]
        }
        if entries.isEmpty {
            // A configuration without outputs still names inputs: the command line's template applies to them.
            guard hasTemplate else {
                console.report(
                    .error("the configuration has no 'outputs' and no template was given", at: .init(file: configPath)))
                return 1
            }
            entries = [nil]
        }
        if entries.count > 1, !arguments.all("--output").isEmpty {
            throw UsageError(message: "-o with a configuration of \(entries.count) outputs needs --output-entry")
        }
        // The command plugin passes the target's files, for a configuration that names no inputs.
        let overriding =
            arguments.positionals.isEmpty && config.inputs.isEmpty
            ? arguments.all("--default-input") : arguments.positionals
        let (files, inputDiagnostics) = config.collectInputs(overriding: overriding)
        console.report(inputDiagnostics)
        if files.isEmpty, console.errorCount == 0 {
            console.report(.warning("no storyboards or xibs to read", at: .init(file: configPath)))
        }
        var jobs: [GenerationJob] = []
        for entry in entries {
            let (selection, name, kind, trim, parameters) = try GenerationJob.options(
                from: arguments, entry: entry, config: config)
            let destination = try GenerationJob.destination(
                outputs: arguments.all("--output"), entryOutput: entry?.output.map { config.resolve($0.value) },
                inputs: files, templateName: name, baseFolder: config.folder)
            jobs.append(
                GenerationJob(
                    selection: selection, templateName: name, contextKind: kind, trimMode: trim,
                    strict: arguments.flag("--strict") || (entry.map(config.isStrict) ?? config.strict),
                    parameters: parameters, inputs: files, destination: destination))
        }
        let targets = try DeploymentTargetOption.resolve(arguments, config: config, console: console)
        return GenerationRunner(console: console, deploymentTargets: targets).run(
            jobs, files: files, protecting: [configPath])
    }
}
