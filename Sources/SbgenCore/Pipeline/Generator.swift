import IBModel
import SbgenTemplate

/// The `generate` pipeline as plain functions: IB documents → context → template → Swift text.
public enum Generator {
    /// Which context a template gets.
    public enum ContextKind: String, Sendable, CaseIterable {
        /// sbgen's typed context (`docs/Context.md`).
        case sbgen
        /// Exactly SwiftGen 6.6's `ib` context, for existing SwiftGen templates.
        case swiftgen
    }

    /// The template's context for `documents`, as a template value, with the warnings building it gave.
    /// - Throws: ``DiagnosticError`` when the context cannot be encoded (a bug, not an input problem).
    /// - Parameter documents: consumed: the documents are released once the context is built, before
    ///   it is encoded, so both are never in memory at once (when the caller keeps no other copy).
    public static func context(
        _ kind: ContextKind, documents: consuming [IBDocument], parameters: TemplateParameters,
        environment: [String: String]
    ) throws(DiagnosticError) -> (TemplateValue, [Diagnostic]) {
        guard kind == .swiftgen else {
            return try context(
                digests: ContextBuilder.digests(of: consume documents), parameters: parameters,
                environment: environment)
        }
        let (context, diagnostics) = ContextBuilder.swiftgen(
            documents: documents, parameters: parameters, environment: environment)
        _ = consume documents
        do {
            return (try TemplateValue(encoding: context), diagnostics)
        } catch {
            throw contextFailure
        }
    }

    /// Never prints the context itself: it holds the environment, which may hold secrets.
    private static let contextFailure = DiagnosticError(
        .error("cannot build the template context (nested too deeply?)", at: SourceLocation(file: "sbgen")))

    /// The sbgen context for documents already digested (see ``DocumentDigest``): what
    /// ``context(_:documents:parameters:environment:)`` gives for `.sbgen` with those documents.
    /// - Throws: ``DiagnosticError`` when the context cannot be encoded (a bug, not an input problem).
    public static func context(
        digests: consuming [DocumentDigest], parameters: TemplateParameters, environment: [String: String]
    ) throws(DiagnosticError) -> (TemplateValue, [Diagnostic]) {
        let (context, diagnostics) = ContextBuilder.sbgen(
            digests: consume digests, parameters: parameters, environment: environment)
        do {
            return (try context.templateValue(), diagnostics)
        } catch {
            throw contextFailure
        }
    }

    /// Renders `template` with `context`.
    /// - Throws: ``DiagnosticError`` located in the template (`template-path:line:column`).
    public static func render(
        _ template: Template, context: TemplateValue, environment: TemplateEnvironment
    ) throws(DiagnosticError) -> String {
        do {
            return try template.render(context, environment: environment)
        } catch let error as TemplateError {
            throw DiagnosticError(error.diagnostic)
        } catch {
            throw DiagnosticError(.error("\(error)", at: SourceLocation(file: "template")))
        }
    }
}
