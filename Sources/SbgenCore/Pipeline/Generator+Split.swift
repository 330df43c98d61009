import IBModel
import SbgenTemplate

extension Generator {
    /// ``contextsPerDocument(_:documents:paths:parameters:environment:)`` for the sbgen context, from
    /// documents already digested (see ``DocumentDigest``).
    public static func contextsPerDocument(
        digests: [DocumentDigest], paths: [String], parameters: TemplateParameters, environment: [String: String]
    ) throws(DiagnosticError) -> ([String: TemplateValue], [Diagnostic]) {
        let (whole, diagnostics) = ContextBuilder.sbgen(
            digests: digests, parameters: parameters, environment: environment)
        return (try split(whole, paths: paths, parameters: parameters, environment: environment), diagnostics)
    }

    /// One sbgen context per document of `whole` named in `paths`.
    private static func split(
        _ whole: SbgenContext, paths: [String], parameters: TemplateParameters, environment: [String: String]
    ) throws(DiagnosticError) -> [String: TemplateValue] {
        var contexts: [String: TemplateValue] = [:]
        do {
            for document in whole.documents where paths.contains(document.path) {
                var single = SbgenContext(
                    documents: [document], modules: SbgenContextBuilder.modules(of: document).sorted(),
                    platforms: document.platform.map { [$0] } ?? [], param: parameters, env: environment)
                // Named across all documents: the file's own reuse identifiers, the imports and access of
                // the whole (a file may need any module the others do; with one input, all is the same).
                let fileName = document.path.split(separator: "/").last.map(String.init) ?? document.path
                single.reuseIdentifiers = whole.reuseIdentifiers.filter { $0.documents.contains(fileName) }
                single.imports = whole.imports
                single.accessModifier = whole.accessModifier
                contexts[document.path] = try single.templateValue()
            }
        } catch {
            throw DiagnosticError(.error("cannot encode the context: \(error)", at: SourceLocation(file: "sbgen")))
        }
        return contexts
    }

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
        guard kind == .swiftgen else {
            return try contextsPerDocument(
                digests: ContextBuilder.digests(of: documents), paths: paths, parameters: parameters,
                environment: environment)
        }
        var contexts: [String: TemplateValue] = [:]
        var diagnostics: [Diagnostic] = []
        do {
            for document in documents where paths.contains(document.path) {
                let (single, singleDiagnostics) = ContextBuilder.swiftgen(
                    documents: [document], parameters: parameters, environment: environment)
                diagnostics += singleDiagnostics
                contexts[document.path] = try TemplateValue(encoding: single)
            }
        } catch {
            throw DiagnosticError(.error("cannot encode the context: \(error)", at: SourceLocation(file: "sbgen")))
        }
        return (contexts, diagnostics)
    }
}
