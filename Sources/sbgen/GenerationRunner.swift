import IBModel
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs ``GenerationJob``s: templates first (a broken template is reported before any input is
/// read), then every input parsed once on all cores, then each job rendered and written.
struct GenerationRunner {
    let console: Console

    /// - Returns: the exit code: 0, or 1 when anything reported an error (then nothing was written).
    func run(_ jobs: [GenerationJob], files: [String]) -> Int32 {
        var templates: [(Template, TemplateEnvironment)] = []
        for job in jobs {
            do throws(DiagnosticError) {
                templates.append(try job.selection.load(trimMode: job.trimMode))
            } catch {
                console.report(error.diagnostics)
            }
        }
        guard console.errorCount == 0 else { return 1 }

        let progress = console.progress(total: files.count, label: "reading")
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { progress.update($0) } }
        // Contexts read only scenes, objects and segues: the parser drops the rest as it reads.
        var outcomes = DocumentLoader.load(files, detail: .accessors, progress: report)
        progress?.finish()
        var documents: [IBDocument] = []
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let document):
                documents.append(document)
                console.info("read \(files[index])")
            case .failure(let error): console.report(error.diagnostics)
            }
        }
        outcomes = []  // the documents array is now the only owner of the documents
        // Render everything before writing anything: an error in any job leaves every output as it was.
        var pending: [(path: String?, text: String)] = []
        // Jobs over the same inputs with the same context and parameters (`scenes` and `segues` of one
        // configuration) get one context, built once.
        var contexts: [ContextKey: (TemplateValue, [Diagnostic])] = [:]
        let keys = jobs.map(ContextKey.init)
        // Checked while every job's documents are at hand (they may be freed before the job renders);
        // reported when the job renders, as before.
        let checks: [DiagnosticError?] = jobs.map { job in
            let inputs = Set(job.inputs)
            do throws(DiagnosticError) {
                try checkBuiltinUse(job, documents: documents.filter { inputs.contains($0.path) })
                return nil
            } catch {
                return error
            }
        }
        for (index, (job, (template, environment))) in zip(jobs, templates).enumerated() {
            let inputs = Set(job.inputs)
            let selected = documents.filter { inputs.contains($0.path) }
            // No later job needs the documents when each reuses a context built by now (`scenes` and
            // `segues` of one configuration): this job owns them, and frees them once its context is built.
            let laterJobsNeedDocuments = keys[(index + 1)...].contains { key in
                key.map { ($0 != keys[index] || checks[index] != nil) && contexts[$0] == nil } ?? true
            }
            if !laterJobsNeedDocuments { documents = [] }
            do throws(DiagnosticError) {
                if let failure = checks[index] { throw failure }
                pending += try render(
                    job, template: template, environment: environment, documents: consume selected,
                    contexts: &contexts)
            } catch {
                console.report(error.diagnostics)
            }
        }
        guard console.errorCount == 0 else { return 1 }  // never replace an output with one built from broken input
        var protected = files
        for job in jobs { if case .file(let templatePath) = job.selection { protected.append(templatePath) } }
        for case let path? in pending.map(\.path) {
            if let input = InputFiles.input(overwrittenBy: path, inputs: protected) {
                console.report(.error("the output would overwrite the input \(input)", at: SourceLocation(file: path)))
            }
        }
        guard console.errorCount == 0 else { return 1 }
        for (path, text) in pending {
            guard let path else {
                console.output(text)
                continue
            }
            do throws(DiagnosticError) {
                let outcome = try OutputWriter.write(text, to: path)
                console.info("\(outcome == .written ? "wrote" : "unchanged") \(path)")
            } catch {
                console.report(error.diagnostics)
            }
        }
        return console.errorCount > 0 ? 1 : 0
    }

    /// What a context is built from, besides the documents of its inputs.
    private struct ContextKey: Hashable {
        var kind: Generator.ContextKind
        var inputs: [String]
        var parameters: TemplateParameters

        /// The key of the one context `job` renders with; nil for a job that builds one per input.
        init?(_ job: GenerationJob) {
            if case .perInput = job.destination { return nil }
            self.init(kind: job.contextKind, inputs: job.inputs, parameters: job.parameters)
        }

        init(kind: Generator.ContextKind, inputs: [String], parameters: TemplateParameters) {
            self.kind = kind
            self.inputs = inputs
            self.parameters = parameters
        }
    }

    private func render(
        _ job: GenerationJob, template: Template, environment: TemplateEnvironment,
        documents: consuming [IBDocument], contexts: inout [ContextKey: (TemplateValue, [Diagnostic])]
    ) throws(DiagnosticError) -> [(path: String?, text: String)] {
        let processEnvironment = ProcessInfo.processInfo.environment
        switch job.destination {
        case .standardOutput, .file:
            let key = ContextKey(kind: job.contextKind, inputs: job.inputs, parameters: job.parameters)
            let context: TemplateValue
            let diagnostics: [Diagnostic]
            if let built = contexts[key] {
                (context, diagnostics) = built
            } else {
                (context, diagnostics) = try Generator.context(
                    job.contextKind, documents: consume documents, parameters: job.parameters,
                    environment: processEnvironment)
                contexts[key] = (context, diagnostics)
            }
            console.reportOnce(diagnostics)
            let text = try Generator.render(template, context: context, environment: environment)
            if case .file(let path) = job.destination { return [(path, text)] }
            return [(nil, text)]
        case .perInput(let outputs):
            let (contexts, diagnostics) = try Generator.contextsPerDocument(
                job.contextKind, documents: documents, paths: job.inputs, parameters: job.parameters,
                environment: processEnvironment)
            console.reportOnce(diagnostics)
            var rendered: [(path: String?, text: String)] = []
            for input in job.inputs {
                guard let context = contexts[input], let output = outputs[input] else { continue }
                rendered.append((output, try Generator.render(template, context: context, environment: environment)))
            }
            return rendered
        }
    }

    /// The built-in templates declare one namespace for one platform: refuse uses that would give code
    /// that cannot compile, instead of writing it.
    private func checkBuiltinUse(_ job: GenerationJob, documents: [IBDocument]) throws(DiagnosticError) {
        guard case .builtin(let name) = job.selection else { return }
        try checkBuiltinParameters(job.parameters, template: name)
        if documents.isEmpty {
            throw DiagnosticError(
                .error(
                    "no storyboard or xib to generate '\(name)' from",
                    at: SourceLocation(file: job.inputs.first ?? name)))
        }
        if case .perInput(let outputs) = job.destination {
            let first = outputs.values.sorted().first ?? name
            throw DiagnosticError(
                .error(
                    "the built-in template '\(name)' declares one namespace for all inputs, so one file per input "
                        + "would not compile; give one output file", at: SourceLocation(file: first)))
        }
        var byPlatform: [String: IBDocument] = [:]
        for document in documents {
            guard let platform = document.platform, platform != .watchOS else { continue }
            // Generated code is for UIKit (iOS, tvOS) or AppKit (macOS): those are the platforms that clash.
            let framework = platform == .macOS ? "AppKit (macOS)" : "UIKit (iOS, tvOS)"
            if byPlatform[framework] == nil { byPlatform[framework] = document }
        }
        if byPlatform.count > 1 {
            let names = byPlatform.keys.sorted()
            let second = byPlatform[names[1]]!
            throw DiagnosticError(
                .error(
                    "inputs for both \(names[0]) and \(names[1]) in one '\(name)' output; the built-in templates "
                        + "generate for one of them: give each its own output (e.g. Examples/App and Examples/Mac)",
                    at: second.location(of: second.position)))
        }
    }

    /// The parameters the built-in accessor templates read, and whether each takes a value.
    private static let builtinParameters: [String: Bool] = [
        "enumName": true, "publicAccess": false, "module": true, "ignoreTargetModule": false, "bundle": true,
        "lookupFunction": true, "helpers": true,
    ]

    /// Unknown parameters are warned about (a typo would otherwise be ignored silently); a value-taking
    /// parameter given without one, or an `enumName` that is no Swift name, is an error.
    private func checkBuiltinParameters(_ parameters: TemplateParameters, template: String) throws(DiagnosticError) {
        for (key, value) in parameters.values.sorted(by: { $0.key < $1.key }) {
            let location = SourceLocation(file: "--param \(key)")
            guard let takesValue = Self.builtinParameters[key] else {
                var message = "the built-in template '\(template)' has no parameter '\(key)'"
                if let suggestion = Suggestion.closest(to: key, among: Self.builtinParameters.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                console.report(.warning(message + " (see docs/Templates.md)", at: location))
                continue
            }
            guard takesValue else { continue }
            guard case .string(let text) = value else {
                throw DiagnosticError(.error("parameter '\(key)' needs one value: --param \(key)=VALUE", at: location))
            }
            if key == "enumName",
                text.isEmpty || text.first!.isNumber
                    || !text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                throw DiagnosticError(.error("enumName '\(text)' is not a Swift type name", at: location))
            }
            if key == "helpers", text != "none" {
                throw DiagnosticError(.error("helpers takes one value: none (got '\(text)')", at: location))
            }
        }
    }
}
