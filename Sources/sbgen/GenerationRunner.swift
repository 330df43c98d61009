import Dispatch
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
    /// The run's deployment targets: templates see them as `env.IPHONEOS_DEPLOYMENT_TARGET`,
    /// `env.MACOSX_DEPLOYMENT_TARGET` and `env.TVOS_DEPLOYMENT_TARGET`, whatever their source.
    var deploymentTargets = DeploymentTargets()

    /// - Parameter protecting: more files no output may overwrite besides the inputs and templates
    ///   (the configuration file).
    /// - Returns: the exit code: 0, or 1 when anything reported an error (then nothing was written).
    func run(_ jobs: [GenerationJob], files: [String], protecting extra: [String] = []) -> Int32 {
        // Parsed on all cores (the built-in `scenes` and `segues` at once); errors reported in job order.
        let loaded = ResultSlots<Result<(Template, TemplateEnvironment), DiagnosticError>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            do throws(DiagnosticError) {
                loaded.set(
                    index,
                    .success(try jobs[index].selection.load(trimMode: jobs[index].trimMode, strict: jobs[index].strict))
                )
            } catch {
                loaded.set(index, .failure(error))
            }
        }
        var templates: [(Template, TemplateEnvironment)] = []
        for outcome in loaded.values() {
            switch outcome {
            case .success(let template): templates.append(template)
            case .failure(let error): console.report(error.diagnostics)
            }
        }
        guard console.errorCount == 0 else { return 1 }

        let progress = console.progress(total: files.count, label: "reading")
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { progress.update($0) } }
        var inputs = Inputs.load(files, digested: jobs.allSatisfy { $0.contextKind == .sbgen }, progress: report)
        progress?.finish()
        var failed: Set<String> = []
        for (index, failure) in inputs.failures.enumerated() {
            if let failure {
                console.report(failure.diagnostics)
                failed.insert(files[index])
            } else {
                console.info("read \(files[index])")
            }
        }
        inputs.failures = []
        // Render everything before writing anything: an error in any job leaves every output as it was.
        var pending: [(path: String?, text: String)] = []
        // Jobs over the same inputs with the same context and parameters (`scenes` and `segues` of one
        // configuration) get one context, built once.
        var contexts: [ContextKey: (TemplateValue, [Diagnostic])] = [:]
        let keys = jobs.map(ContextKey.init)
        // Checked while every job's inputs are at hand (they may be freed before the job renders);
        // reported when the job renders, as before.
        let checks: [DiagnosticError?] = jobs.map { job in
            do throws(DiagnosticError) {
                try checkBuiltinUse(
                    job, inputs: inputs.selecting(Set(job.inputs)).summaries,
                    anyInputFailed: job.inputs.contains(where: failed.contains))
                return nil
            } catch {
                return error
            }
        }
        var prepared: [PreparedJob] = []
        for (index, (job, (template, environment))) in zip(jobs, templates).enumerated() {
            let selected = inputs.selecting(Set(job.inputs))
            // No later job needs the inputs when each reuses a context built by now (`scenes` and
            // `segues` of one configuration): this job owns them, and frees them once its context is built.
            let laterJobsNeedInputs = keys[(index + 1)...].contains { key in
                key.map { ($0 != keys[index] || checks[index] != nil) && contexts[$0] == nil } ?? true
            }
            if !laterJobsNeedInputs { inputs.parsed = .digests([]) }
            var job = PreparedJob(template: template, environment: environment)
            do throws(DiagnosticError) {
                if let failure = checks[index] { throw failure }
                try prepare(job: &job, for: jobs[index], inputs: consume selected, contexts: &contexts)
            } catch {
                job.failure = error
            }
            prepared.append(job)
        }
        // Jobs render on all cores (`scenes` and `segues` at once); their diagnostics are reported in
        // job order, as if they had rendered one after the other.
        let texts = Self.render(prepared)
        for (job, rendered) in zip(prepared, texts) {
            console.reportOnce(job.diagnostics)
            if let failure = job.failure ?? rendered.lazy.compactMap(\.failure).first {
                console.report(failure.diagnostics)
                continue
            }
            for (output, text) in zip(job.outputs, rendered) { pending.append((output.path, text.text ?? "")) }
        }
        guard console.errorCount == 0 else { return 1 }  // never replace an output with one built from broken input
        // Two outputs of one run naming the same file: the last written would silently replace the other.
        var writers: [String: String] = [:]
        for case let path? in pending.map(\.path) {
            let key = InputFiles.lexicalAbsolutePath(path)
            if let first = writers[key] {
                let spelling = first == path ? "" : " (also as '\(first)')"
                console.report(
                    .error(
                        "two outputs of this run write this file\(spelling); give each its own output",
                        at: SourceLocation(file: path)))
            } else {
                writers[key] = path
            }
        }
        var protected = files + extra
        for (job, (_, environment)) in zip(jobs, templates) {
            // A template file, and the files its `{% include %}`s read while rendering.
            if case .file(let templatePath) = job.selection {
                protected.append(templatePath)
                protected += environment.loadedTemplatePaths
            }
        }
        let overwritten = InputFiles.inputs(overwrittenBy: pending.compactMap(\.path), inputs: protected)
        for case let path? in pending.map(\.path) {
            if let input = overwritten[path] {
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
        // The process ends next: freeing the contexts and texts one by one would take longer than
        // the system takes to reclaim the whole process.
        ProcessExit.keepUntilExit((contexts, prepared, pending))
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

    /// A job ready to render: its context(s), or why it cannot render.
    private struct PreparedJob {
        var template: Template
        var environment: TemplateEnvironment
        /// Building the context's warnings.
        var diagnostics: [Diagnostic] = []
        var failure: DiagnosticError?
        /// Where each text goes (nil: standard output), and the context it renders.
        var outputs: [(path: String?, context: TemplateValue)] = []
    }

    /// Builds (or reuses) the context(s) `job` renders with.
    private func prepare(
        job prepared: inout PreparedJob, for job: GenerationJob, inputs: consuming Inputs,
        contexts: inout [ContextKey: (TemplateValue, [Diagnostic])]
    ) throws(DiagnosticError) {
        var processEnvironment = ProcessInfo.processInfo.environment
        for (name, platform) in DeploymentTargets.environmentVariables {
            processEnvironment[name] = deploymentTargets[platform].version.description
        }
        switch job.destination {
        case .standardOutput, .file:
            let key = ContextKey(kind: job.contextKind, inputs: job.inputs, parameters: job.parameters)
            let context: TemplateValue
            let diagnostics: [Diagnostic]
            if let built = contexts[key] {
                (context, diagnostics) = built
            } else {
                switch inputs.take() {
                case .digests(let digests):
                    (context, diagnostics) = try Generator.context(
                        digests: consume digests, parameters: job.parameters, environment: processEnvironment)
                case .documents(let documents):
                    (context, diagnostics) = try Generator.context(
                        job.contextKind, documents: consume documents, parameters: job.parameters,
                        environment: processEnvironment)
                }
                contexts[key] = (context, diagnostics)
            }
            prepared.diagnostics = diagnostics
            if case .file(let path) = job.destination {
                prepared.outputs = [(path, context)]
            } else {
                prepared.outputs = [(nil, context)]
            }
        case .perInput(let outputs):
            let (contexts, diagnostics): ([String: TemplateValue], [Diagnostic])
            switch inputs.parsed {
            case .digests(let digests):
                (contexts, diagnostics) = try Generator.contextsPerDocument(
                    digests: digests, paths: job.inputs, parameters: job.parameters, environment: processEnvironment)
            case .documents(let documents):
                (contexts, diagnostics) = try Generator.contextsPerDocument(
                    job.contextKind, documents: documents, paths: job.inputs, parameters: job.parameters,
                    environment: processEnvironment)
            }
            prepared.diagnostics = diagnostics
            for input in job.inputs {
                guard let context = contexts[input], let output = outputs[input] else { continue }
                prepared.outputs.append((output, context))
            }
        }
    }

    /// Renders every output of every job on all cores: per job, per output, its text or its error.
    private static func render(_ jobs: [PreparedJob]) -> [[(text: String?, failure: DiagnosticError?)]] {
        let tasks = jobs.indices.flatMap { job in jobs[job].outputs.indices.map { (job, $0) } }
        let slots = ResultSlots<(text: String?, failure: DiagnosticError?)>(count: tasks.count)
        DispatchQueue.concurrentPerform(iterations: tasks.count) { task in
            let (job, output) = tasks[task]
            do throws(DiagnosticError) {
                let text = try Generator.render(
                    jobs[job].template, context: jobs[job].outputs[output].context, environment: jobs[job].environment)
                slots.set(task, (text, nil))
            } catch {
                slots.set(task, (nil, error))
            }
        }
        var results = slots.values()[...]
        return jobs.map { job in
            defer { results = results.dropFirst(job.outputs.count) }
            return Array(results.prefix(job.outputs.count))
        }
    }

    /// The built-in templates declare one namespace for one platform: refuse uses that would give code
    /// that cannot compile, instead of writing it.
    /// - Parameter anyInputFailed: an input of the job did not parse (and was reported): the job has
    ///   no output to write anyway, and "nothing to generate from" would only mislead.
    private func checkBuiltinUse(
        _ job: GenerationJob, inputs: [Inputs.Summary], anyInputFailed: Bool
    ) throws(DiagnosticError) {
        guard case .builtin(let name) = job.selection else { return }
        try checkBuiltinParameters(job.parameters, template: name)
        if inputs.isEmpty, !anyInputFailed {
            throw DiagnosticError(
                .error(
                    "no storyboard or xib to generate '\(name)' from",
                    at: SourceLocation(file: job.inputs.first ?? name)))
        }
        if case .perInput(let outputs) = job.destination, outputs.count > 1 {
            let first = outputs.values.sorted().first ?? name
            throw DiagnosticError(
                .error(
                    "the built-in template '\(name)' declares one namespace for all inputs, so one file per input "
                        + "would not compile; give one output file", at: SourceLocation(file: first)))
        }
        var byPlatform: [String: Inputs.Summary] = [:]
        for input in inputs {
            guard let platform = input.platform, platform != .watchOS else { continue }
            // Generated code is for UIKit (iOS, tvOS) or AppKit (macOS): those are the platforms that clash.
            let framework = platform == .macOS ? "AppKit (macOS)" : "UIKit (iOS, tvOS)"
            if byPlatform[framework] == nil { byPlatform[framework] = input }
        }
        if byPlatform.count > 1 {
            let names = byPlatform.keys.sorted()
            let second = byPlatform[names[1]]!
            throw DiagnosticError(
                .error(
                    "inputs for both \(names[0]) and \(names[1]) in one '\(name)' output; the built-in templates "
                        + "generate for one of them: give each its own output (e.g. Examples/App and Examples/Mac)",
                    at: second.location))
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
