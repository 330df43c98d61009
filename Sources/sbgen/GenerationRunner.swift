import Foundation
import IBModel
import SbgenCore

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
        for (index, (job, (template, environment))) in zip(jobs, templates).enumerated() {
            let inputs = Set(job.inputs)
            let selected = documents.filter { inputs.contains($0.path) }
            // The last job owns the documents: they are freed once its context is built.
            if index == jobs.count - 1 { documents = [] }
            do throws(DiagnosticError) {
                pending += try render(job, template: template, environment: environment, documents: selected)
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

    private func render(
        _ job: GenerationJob, template: Template, environment: TemplateEnvironment,
        documents: consuming [IBDocument]
    ) throws(DiagnosticError) -> [(path: String?, text: String)] {
        let processEnvironment = ProcessInfo.processInfo.environment
        switch job.destination {
        case .standardOutput, .file:
            let (context, diagnostics) = try Generator.context(
                job.contextKind, documents: consume documents, parameters: job.parameters,
                environment: processEnvironment)
            console.report(diagnostics)
            let text = try Generator.render(template, context: context, environment: environment)
            if case .file(let path) = job.destination { return [(path, text)] }
            return [(nil, text)]
        case .perInput(let outputs):
            let (contexts, diagnostics) = try Generator.contextsPerDocument(
                job.contextKind, documents: documents, paths: job.inputs, parameters: job.parameters,
                environment: processEnvironment)
            console.report(diagnostics)
            var rendered: [(path: String?, text: String)] = []
            for input in job.inputs {
                guard let context = contexts[input], let output = outputs[input] else { continue }
                rendered.append((output, try Generator.render(template, context: context, environment: environment)))
            }
            return rendered
        }
    }
}
