import Foundation
import IBModel
import SbgenCore

/// `sbgen generate`: renders a template over IB files.
struct GenerateCommand: Command {
    let name = "generate"
    let abstract = "Render a template (built-in or your own) over storyboards and xibs."
    let positionalUsage = "<file|dir> ..."
    let discussion = """
        Parses the inputs, builds the template context (sbgen's, or SwiftGen 6.6's 'ib' context with
        --context swiftgen) and renders the template. With -o the output is written atomically and only
        when its bytes change; without it, it goes to standard output. If any input has an error, the
        other inputs are still checked and reported, and no output is written.
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
        OptionSpec(names: ["-o", "--output"], valueName: "file", help: "Write here instead of standard output."),
    ]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        let selection: TemplateSelection
        switch (arguments.value("--template"), arguments.value("--template-path")) {
        case (let name?, nil): selection = .builtin(name)
        case (nil, let path?): selection = .file(path)
        case (nil, nil): throw UsageError(message: "give a template: --template NAME or --template-path FILE")
        default: throw UsageError(message: "--template and --template-path cannot be used together")
        }
        let contextName = arguments.value("--context") ?? "sbgen"
        guard let contextKind = Generator.ContextKind(rawValue: contextName) else {
            throw UsageError(message: "unknown context '\(contextName)'; expected sbgen or swiftgen")
        }
        var trimMode: TrimMode?
        switch arguments.value("--trim") {
        case nil: trimMode = nil
        case "smart": trimMode = .smart
        case "none": trimMode = TrimMode.none
        case let other?: throw UsageError(message: "unknown trim mode '\(other)'; expected smart or none")
        }
        let parameters: TemplateParameters
        do {
            parameters = try TemplateParameters(parsing: arguments.all("--param"))
        } catch {
            throw UsageError(message: "\(error)")
        }
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no input files given") }

        // The template first: a broken template is reported before any input is read.
        let template: Template
        let environment: TemplateEnvironment
        do throws(DiagnosticError) {
            (template, environment) = try selection.load(trimMode: trimMode)
        } catch {
            console.report(error.diagnostics)
            return 1
        }
        let (files, inputDiagnostics) = InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
        var documents: [IBDocument] = []
        for (index, outcome) in DocumentLoader.load(files).enumerated() {
            switch outcome {
            case .success(let document):
                documents.append(document)
                console.info("read \(files[index])")
            case .failure(let error): console.report(error.diagnostics)
            }
        }
        do throws(DiagnosticError) {
            let (context, contextDiagnostics) = try Generator.context(
                contextKind, documents: documents, parameters: parameters,
                environment: ProcessInfo.processInfo.environment)
            console.report(contextDiagnostics)
            let text = try Generator.render(template, context: context, environment: environment)
            guard console.errorCount == 0 else { return 1 }  // never replace an output with one built from broken input
            if let output = arguments.value("--output") {
                let outcome = try OutputWriter.write(text, to: output)
                console.info("\(outcome == .written ? "wrote" : "unchanged") \(output)")
            } else {
                console.output(text)
            }
        } catch {
            console.report(error.diagnostics)
        }
        return console.errorCount > 0 ? 1 : 0
    }
}
