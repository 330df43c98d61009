import IBModel

extension Generator {
    /// One context per input document, for writing one output per input (the SwiftPM plugin's mode).
    ///
    /// The sbgen context is built once from *all* documents, so segue destinations and storyboard
    /// references still resolve across files; each per-file context then holds only its document
    /// (`documents`, `storyboards`, `nibs`, `modules`, `platform` describe that file alone). The
    /// SwiftGen context never resolves across files, so it is built from each document alone.
    /// - Parameter paths: the document paths, in the order the contexts are wanted; a path whose
    ///   document is missing (it failed to parse) gets no context.
    /// - Returns: path → context, and the diagnostics of building them (each reported once).
    /// - Throws: ``DiagnosticError`` when a context cannot be encoded (a bug, not an input problem).
    public static func contextsPerDocument(
        _ kind: ContextKind, documents: [IBDocument], paths: [String], parameters: TemplateParameters,
        environment: [String: String]
    ) throws(DiagnosticError) -> ([String: TemplateValue], [Diagnostic]) {
        var contexts: [String: TemplateValue] = [:]
        var diagnostics: [Diagnostic] = []
        do {
            switch kind {
            case .sbgen:
                let (whole, wholeDiagnostics) = ContextBuilder.sbgen(
                    documents: documents, parameters: parameters, environment: environment)
                diagnostics = wholeDiagnostics
                for document in whole.documents where paths.contains(document.path) {
                    let single = SbgenContext(
                        documents: [document], modules: SbgenContextBuilder.modules(of: document).sorted(),
                        platforms: document.platform.map { [$0] } ?? [], param: parameters, env: environment)
                    contexts[document.path] = try single.templateValue()
                }
            case .swiftgen:
                for document in documents where paths.contains(document.path) {
                    let (single, singleDiagnostics) = ContextBuilder.swiftgen(
                        documents: [document], parameters: parameters, environment: environment)
                    diagnostics += singleDiagnostics
                    contexts[document.path] = try TemplateValue(encoding: single)
                }
            }
        } catch {
            throw DiagnosticError(.error("cannot encode the context: \(error)", at: SourceLocation(file: "sbgen")))
        }
        return (contexts, diagnostics)
    }
}
