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
    public static func sbgen(
        documents: [IBDocument], parameters: TemplateParameters = .init(), environment: [String: String] = [:]
    ) -> (SbgenContext, [Diagnostic]) {
        var builder = SbgenContextBuilder(documents: documents)
        var context = builder.build(parameters: parameters, environment: environment)
        var diagnostics = builder.diagnostics
        var seen: Set<Diagnostic> = []
        for diagnostic in AccessorNaming.apply(to: &context) where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        return (context, diagnostics)
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
