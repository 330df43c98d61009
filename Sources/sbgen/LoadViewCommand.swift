import Dispatch
import IBModel
import SbgenCore

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
        Without --output-dir the Swift goes to standard output. See docs/LoadView.md.
        """
    let examples = [
        ("Print the code for one storyboard", "sbgen loadview Examples/App/Main.storyboard"),
        ("One scene by storyboard identifier", "sbgen loadview Examples/App/Main.storyboard --identifier RecipeDetail"),
        ("Every IB file of an app, one Swift file each", "sbgen loadview Examples/App --output-dir Generated"),
        ("Fail the build on anything not converted", "sbgen loadview Examples/App --strict --output-dir Generated"),
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
    ]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no input files given") }
        if arguments.value("--scene") != nil, arguments.value("--identifier") != nil {
            throw UsageError(message: "--scene and --identifier cannot be combined")
        }
        let module = arguments.value("--module") ?? ProcessEnvironment.productModuleName
        let options = LoadViewGenerator.Options(
            strict: arguments.flag("--strict"), sceneID: arguments.value("--scene"),
            identifier: arguments.value("--identifier"), module: module)
        let outputDirectory = arguments.value("--output-dir")
        let templateFile = arguments.value("--template")
        let (inputs, inputDiagnostics) = InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
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
            if fileHasErrors { withheld.append(path) } else { pending.append((path, text)) }
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
        for (path, text) in pending {
            do throws(DiagnosticError) {
                let outcome = try OutputWriter.write(text, to: path)
                console.info("\(outcome == .written ? "wrote" : "unchanged") \(path)")
            } catch {
                console.report(error.diagnostics)
            }
        }
        return console.errorCount > 0 ? 1 : 0
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
    /// (``LoadViewProject/settle(_:module:)``), then renders each file, on all cores.
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
        for (position, decision) in zip(positions, LoadViewProject.settle(files, module: module)) {
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
