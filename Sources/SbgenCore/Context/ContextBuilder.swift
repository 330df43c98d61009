import Dispatch
import IBModel

/// Builds template contexts from parsed documents: a pure function of its inputs, so the same files,
/// parameters and environment always give the same context.
public enum ContextBuilder {
    /// The sbgen context: every storyboard and xib, with scenes, segues (destinations resolved through
    /// storyboard references), reusable cells and views, and nibs.
    /// - Parameters:
    ///   - documents: parsed storyboards and xibs, in any order (the context sorts them).
    ///   - parameters: parsed `--param` values, exposed as `param`.
    ///   - environment: exposed as `env` (templates read `PRODUCT_MODULE_NAME`).
    /// - Returns: the context, and warnings (duplicate storyboard identifiers, ambiguous segue
    ///   identifiers, unresolved storyboard references) with their locations.
    ///   Consumed: the documents (and the builder's sorted copy) are released before the naming pass,
    ///   when the caller keeps no other copy.
    public static func sbgen(
        documents: consuming [IBDocument], parameters: TemplateParameters = .init(),
        environment: [String: String] = [:]
    ) -> (SbgenContext, [Diagnostic]) {
        sbgen(digests: digests(of: consume documents), parameters: parameters, environment: environment)
    }

    /// The sbgen context from documents already digested (see ``DocumentDigest``): the same context
    /// and warnings as ``sbgen(documents:parameters:environment:)`` with those documents.
    public static func sbgen(
        digests: consuming [DocumentDigest], parameters: TemplateParameters = .init(),
        environment: [String: String] = [:]
    ) -> (SbgenContext, [Diagnostic]) {
        var (context, diagnostics) = build(
            digests: consume digests, parameters: parameters, environment: environment)
        var seen: Set<Diagnostic> = []
        for diagnostic in AccessorNaming.apply(to: &context) where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        return (context, diagnostics)
    }

    /// The digests of `documents`, made on all cores, in the same order.
    public static func digests(of documents: consuming [IBDocument]) -> [DocumentDigest] {
        let slots = ResultSlots<DocumentDigest>(count: documents.count)
        let documents = consume documents
        DispatchQueue.concurrentPerform(iterations: documents.count) {
            slots.set($0, DocumentDigest(document: documents[$0]))
        }
        return slots.values()
    }

    /// The context before naming; the builder, with its digests, ends here.
    private static func build(
        digests: consuming [DocumentDigest], parameters: TemplateParameters, environment: [String: String]
    ) -> (SbgenContext, [Diagnostic]) {
        var builder = SbgenContextBuilder(digests: digests)
        let context = builder.build(parameters: parameters, environment: environment)
        return (context, builder.diagnostics)
    }

    /// SwiftGen 6.6's `ib` context. Xibs are ignored, as SwiftGen's `ib` parser reads only storyboards.
    /// - Returns: the context, and an error for each storyboard whose `targetRuntime` names no
    ///   platform (SwiftGen stops there; sbgen leaves that storyboard out).
    public static func swiftgen(
        documents: [IBDocument], parameters: TemplateParameters = .init(), environment: [String: String] = [:]
    ) -> (SwiftGenContext, [Diagnostic]) {
        SwiftGenContextBuilder.build(documents: documents, parameters: parameters, environment: environment)
    }
}
