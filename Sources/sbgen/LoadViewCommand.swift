import Dispatch
import IBModel
import SbgenCore
import SbgenTemplate

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sbgen loadview`: Swift that builds view controllers' views in `loadView()` and cells' content.
struct LoadViewCommand: Command {
    let name = "loadview"
    let abstract = "Generate loadView() code that builds the views of storyboards and xibs."
    let positionalUsage = "<file|dir> ..."
    let discussion = """
        For every view controller scene (and every xib whose File's Owner has a `view` outlet) writes an
        extension with `func sbgenLoadView()`; adopt it with `override func loadView() { sbgenLoadView() }`.
        Custom cells and views get `func sbgenBuildContent()`, other top-level views a builder enum with
        `make()`. Anything not converted is a warning with its location and a `// sbgen:` comment in the
        output; custom classes get a note (they are created with init(frame:), not init(coder:)).
        API newer than the deployment target is called inside `if #available` with the older API in
        the `else` (docs/Configuration.md, "Deployment target", for where the target comes from).
        Without --output-dir the Swift goes to standard output. With it, the folder's .sbgen-loadview
        lists each file written with its SHA-256: a file edited by hand since is kept and its new
        version is written beside it as NAME.new (--force overwrites it, --refuse-edited stops with an
        error instead). See docs/LoadView.md.
        """
    let examples = [
        ("Print the code for one storyboard", "sbgen loadview Examples/App/Main.storyboard"),
        ("One scene by storyboard identifier", "sbgen loadview Examples/App/Main.storyboard --identifier RecipeDetail"),
        ("Every IB file of an app, one Swift file each", "sbgen loadview Examples/App --output-dir Generated"),
        ("Fail the build on anything not converted", "sbgen loadview Examples/App --strict --output-dir Generated"),
        ("Code for an app that runs on iOS 15 and later", "sbgen loadview Examples/App --deployment-target ios15.0"),
    ]
    let options = [
        OptionSpec(names: ["-o", "--output-dir"], valueName: "DIR", help: "Write <Name>+LoadView.swift files here."),
        OptionSpec(names: ["--scene"], valueName: "ID", help: "Only the scene (or xib object) with this id."),
        OptionSpec(
            names: ["--identifier"], valueName: "NAME",
            help: "Only the controller (storyboard identifier) or xib cell (reuse identifier) with this name."),
        OptionSpec(names: ["--strict"], help: "Treat every warning as an error."),
        OptionSpec(
            names: ["--template"], valueName: "FILE",
            help: "Render with this Stencil template instead of the built-in 'loadview'."),
        OptionSpec(
            names: ["--module"], valueName: "NAME",
            help:
                "The module the code is built into (default $PRODUCT_MODULE_NAME, else the IB files' target module)."),
        OptionSpec(names: ["--force"], help: "With --output-dir: overwrite outputs edited by hand."),
        OptionSpec(
            names: ["--refuse-edited"],
            help: "With --output-dir: stop with an error at each output edited by hand, instead of writing NAME.new."),
        DeploymentTargetOption.spec,
        DeploymentTargetOption.configSpec(defaultPath: "./sbgen.json"),
    ]

    /// The ledger of `--output-dir` (``OutputLedger``).
    static let ledgerName = ".sbgen-loadview"

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no input files given") }
        if arguments.value("--scene") != nil, arguments.value("--identifier") != nil {
            throw UsageError(message: "--scene and --identifier cannot be combined")
        }
        if arguments.flag("--force"), arguments.flag("--refuse-edited") {
            throw UsageError(message: "--force and --refuse-edited cannot be used together")
        }
        guard
            case .success(let config) = DeploymentTargetOption.configuration(
                arguments, defaultPath: "sbgen.json", console: console)
        else { return 1 }
        let module = try ModuleOption.value(arguments)
        let options = LoadViewGenerator.Options(
            strict: arguments.flag("--strict"), sceneID: arguments.value("--scene"),
            identifier: arguments.value("--identifier"), module: module,
            deploymentTargets: try DeploymentTargetOption.resolve(arguments, config: config, console: console))
        let outputDirectory = arguments.value("--output-dir")
        let templateFile = arguments.value("--template")
        let (inputs, inputDiagnostics) = InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
        // Folders without IB files and nothing else: an error, as for `generate` and `migrate`.
        guard !inputs.isEmpty else { return console.noInputs("convert", arguments) }
        // Localized copies (`Base.lproj/Main.storyboard`, `fr.lproj/Main.storyboard`) give one output.
        let copies = LoadViewProject.localizedCopies(inputs)
        for (copy, primary) in copies.sorted(by: { $0.key < $1.key }) {
            console.report(
                .note(
                    "localized copy of \(inputs[primary]): converted once, from that file",
                    at: SourceLocation(file: inputs[copy], line: 1, column: 1)))
        }
        let files = inputs.indices.filter { copies[$0] == nil }.map { inputs[$0] }
        let swiftNames = LoadViewProject.swiftNames(files)
        // Files are generated independently on all cores, each model released when its file is done;
        // the module and the method names are then settled over all of them, the files rendered on
        // all cores, and reported and written in input order, as a sequential run would.
        let template = templateFile.map { file in
            Result { () throws(DiagnosticError) in try TemplateSelection.file(file).load() }
        }
        let generated = DocumentLoader.map(files) { index, outcome -> FileResult in
            switch outcome {
            case .failure(let error): return .unreadable(error.diagnostics)
            case .success(let document):
                var fileOptions = options
                fileOptions.swiftName = swiftNames[index]
                fileOptions.assetBundle = AssetBundle.locate(forIBFile: files[index])
                let output = LoadViewGenerator.generate(document, source: files[index], options: fileOptions)
                return .generated(name: document.name, platform: document.platform, output: output)
            }
        }
        let results = Self.render(generated, paths: files, swiftNames: swiftNames, module: module, template: template)
        var usedNames: Set<String> = []
        var pending: [(path: String, text: String)] = []
        var withheld: [String] = []
        var matched = false
        for (file, result) in zip(files, results) {
            console.info("loadview \(file)")
            guard case .rendered(let name, let diagnostics, let rendered) = result else {
                if case .unreadable(let diagnostics) = result { console.report(diagnostics) }
                continue
            }
            console.report(diagnostics)
            guard let rendered else { continue }
            // With --strict, warnings have become errors in the generator already.
            let fileHasErrors = diagnostics.contains { $0.severity == .error }
            matched = true
            let text: String
            switch rendered {
            case .success(let success): text = success
            case .failure(let error):
                console.report(error.diagnostics)
                return 1
            }
            guard let outputDirectory else {
                console.output(text)
                continue
            }
            // Two Main.storyboard files must not collide: add the parent folder when a name repeats, and
            // the folders above it while it still does (A/Base.lproj/Main, B/Base.lproj/Main…).
            var fileName = "\(name)+LoadView.swift"
            var folders = URL(fileURLWithPath: file).deletingLastPathComponent().pathComponents.filter { $0 != "/" }
            var prefix = ""
            var number = 1
            while usedNames.contains(fileName) {
                if let parent = folders.popLast() {
                    prefix = "\(parent)-\(prefix)"
                    fileName = "\(prefix)\(name)+LoadView.swift"
                } else {
                    number += 1
                    fileName = "\(name)-\(number)+LoadView.swift"
                }
            }
            usedNames.insert(fileName)
            let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(fileName).path
            if fileHasErrors { withheld.append(path) } else { pending.append((fileName, text)) }
        }
        if !matched,
            let wanted = options.sceneID.map({ "id '\($0)'" }) ?? options.identifier.map({ "identifier '\($0)'" })
        {
            console.report(
                .error(
                    "no scene or xib object with \(wanted) in the inputs",
                    at: SourceLocation(file: files.first ?? "sbgen")))
        }
        // Each output depends on one input: a file with errors leaves its own output as it was, the
        // others are written (a project with one broken file still gets the rest).
        if console.verbosity > .quiet {
            for path in withheld { console.printError("sbgen: not written because of the errors above: \(path)") }
        }
        if let outputDirectory, !pending.isEmpty {
            write(pending, to: outputDirectory, arguments: arguments, console: console)
        }
        return console.errorCount > 0 ? 1 : 0
    }

    /// Writes `files` (names in `folder`) through the folder's ledger: a file edited by hand since
    /// sbgen wrote it is kept and its new version goes beside it (or `--force`, `--refuse-edited`).
    func write(
        _ files: [(path: String, text: String)], to folder: String, arguments: ParsedArguments, console: Console
    ) {
        let edits: OutputLedger.EditPolicy =
            arguments.flag("--force") ? .overwrite : arguments.flag("--refuse-edited") ? .refuse : .writeBeside
        let folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        do throws(DiagnosticError) {
            let ledger = OutputLedger.read(folder: folder, name: Self.ledgerName)
            let plan = try ledger.plan(
                files.map { ($0.path, $0.text) }, in: folder, edits: edits,
                foreign: .replaceGenerated(header: "// Generated by sbgen loadview "))
            let (written, unchanged) = try OutputLedger.apply(plan, in: folder, name: Self.ledgerName)
            for path in written where path != Self.ledgerName { console.info("wrote \(folder)/\(path)") }
            for path in unchanged where path != Self.ledgerName { console.info("unchanged \(folder)/\(path)") }
            console.report(
                plan.keptEdits.map { edit in
                    .warning(
                        "edited by hand since sbgen wrote it: kept; the new version is \(folder)/\(edit.newVersion): "
                            + "merge it by hand (or run with --force)",
                        at: SourceLocation(file: folder + "/" + edit.edited, line: 1, column: 1))
                }
                    + plan.overwrittenEdits.map {
                        .warning(
                            "edited by hand since sbgen wrote it: overwritten (--force)",
                            at: SourceLocation(file: folder + "/" + $0, line: 1, column: 1))
                    })
        } catch {
            console.report(error.diagnostics)
        }
    }

    /// What the workers hand back for one file.
    enum FileResult: Sendable {
        /// The file could not be parsed.
        case unreadable([Diagnostic])
        /// The document's name and platform, and what the generator made of it.
        case generated(name: String, platform: Platform?, output: LoadViewGenerator.Output)
        /// The document's name, the generator's diagnostics, and the rendered Swift (nil when the file
        /// has nothing to generate).
        case rendered(name: String, diagnostics: [Diagnostic], text: Result<String, DiagnosticError>?)
    }

    /// Settles the module and the method names over every generated file
    /// (``LoadViewProject/settle(_:module:authority:)``: `--module`,
    /// `PRODUCT_MODULE_NAME` is every file's module), then renders each file, on all cores.
    static func render(
        _ results: [FileResult], paths: [String], swiftNames: [String], module: String?,
        template: Result<(Template, TemplateEnvironment), DiagnosticError>?
    ) -> [FileResult] {
        var positions: [Int] = []
        var files: [LoadViewProject.File] = []
        for (position, result) in results.enumerated() {
            guard case .generated(_, let platform, let output) = result else { continue }
            positions.append(position)
            files.append(
                LoadViewProject.File(
                    path: paths[position], swiftName: swiftNames[position], platform: platform,
                    modules: output.modules, builders: LoadViewProject.Builder.of(output.plan)))
        }
        var settled: [LoadViewProject.Decision?] = Array(repeating: nil, count: results.count)
        for (position, decision) in zip(positions, LoadViewProject.settle(files, module: module, authority: .given)) {
            settled[position] = decision
        }
        let decisions = settled
        let rendered = ResultSlots<FileResult>(count: results.count)
        DispatchQueue.concurrentPerform(iterations: results.count) { position in
            guard case .generated(let name, _, let output) = results[position], let decision = decisions[position]
            else { return rendered.set(position, results[position]) }
            guard !output.plan.types.isEmpty else {
                return rendered.set(position, .rendered(name: name, diagnostics: output.diagnostics, text: nil))
            }
            var plan = LoadViewProject.apply(decision.renames, to: output.plan)
            if decision.targetModule != nil { plan.imports = output.imports(target: decision.targetModule) }
            let final = plan
            let text =
                template?.flatMap { template in
                    Result { () throws(DiagnosticError) in try LoadViewRenderer.render(final, with: template) }
                } ?? Result { () throws(DiagnosticError) in try LoadViewRenderer.render(final) }
            rendered.set(position, .rendered(name: name, diagnostics: output.diagnostics, text: text))
        }
        return rendered.takeValues()
    }
}
