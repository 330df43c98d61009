import Foundation
import IBModel
import SbgenTemplates

/// Renders a ``LoadViewPlan`` through the `loadview` template (built in, or a file given by the user).
///
/// The template gets ``LoadViewTemplateContext``: the plan with each function body already flattened
/// into indented lines (group comments, statements, `// sbgen:` comments), so templates only place
/// lines and never indent statements themselves.
public enum LoadViewRenderer {
    /// Renders with the built-in `Templates/loadview.stencil`, or with `templateFile` when given.
    /// - Throws: ``DiagnosticError`` for an unreadable or broken template.
    public static func render(_ plan: LoadViewPlan, templateFile: String? = nil) throws(DiagnosticError) -> String {
        let parsed: Template
        let environment: TemplateEnvironment
        if let templateFile {
            (parsed, environment) = try TemplateSelection.file(templateFile).load()
        } else {
            environment = TemplateEnvironment(loader: DictionaryTemplateLoader([:]), trimMode: .smart)
            do {
                parsed = try Template(
                    text: BuiltinTemplates.loadView, name: "loadview.stencil", environment: environment)
            } catch {
                throw DiagnosticError(
                    .error("built-in loadview template: \(error)", at: SourceLocation(file: "loadview.stencil")))
            }
        }
        do {
            let context = try TemplateValue(encoding: LoadViewTemplateContext(plan))
            return try parsed.render(context, environment: environment)
        } catch let error as TemplateError {
            throw DiagnosticError(error.diagnostic)
        } catch {
            throw DiagnosticError(
                .error("cannot render the load-view template: \(error)", at: SourceLocation(file: plan.source)))
        }
    }

    /// The body lines of one generated function: `// group` headers, statements (multi-line ones
    /// split), a blank line between groups.
    static func bodyLines(_ type: GeneratedType) -> [String] {
        var lines: [String] = []
        for (index, group) in type.groups.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("// \(group.name)")
            for statement in group.statements {
                if statement.code.isEmpty {
                    lines.append("// sbgen: \(statement.comment ?? "")")
                    continue
                }
                let parts = statement.code.split(separator: "\n", omittingEmptySubsequences: false)
                for (partIndex, part) in parts.enumerated() {
                    let suffix = partIndex == parts.count - 1 ? statement.comment.map { "  // sbgen: \($0)" } ?? "" : ""
                    lines.append(String(part) + suffix)
                }
            }
        }
        return lines
    }
}

/// The typed context of the `loadview` template (see docs/LoadView.md, "Template context").
public struct LoadViewTemplateContext: Sendable, Codable, Equatable {
    /// One generated declaration.
    public struct TypeContext: Sendable, Codable, Equatable {
        /// `controllerExtension`, `viewExtension`, `viewBuilder`, `cellSubclass` or `staticTable`.
        public var kind: String
        public var typeName: String
        public var baseClass: String?
        public var functionName: String
        public var comments: [String]
        /// The function body, one line each, indented for a function inside a type (8 spaces);
        /// blank lines are empty.
        public var body: [String]
        public var returnExpression: String?
        public var sceneID: String?
        public var identifier: String?
        /// `cellSubclass` of a styled prototype: the `CellStyle` case passed to `super.init` (else nil).
        public var cellStyle: String?
    }

    /// The IB file, relative.
    public var source: String
    public var imports: [String]
    public var types: [TypeContext]

    public init(_ plan: LoadViewPlan) {
        source = plan.source
        imports = plan.imports
        types = plan.types.map {
            TypeContext(
                kind: $0.kind.rawValue, typeName: $0.typeName, baseClass: $0.baseClass, functionName: $0.functionName,
                comments: $0.comments,
                body: LoadViewRenderer.bodyLines($0).map { $0.isEmpty ? "" : "        " + $0 },
                returnExpression: $0.returnExpression,
                sceneID: $0.sceneID, identifier: $0.identifier, cellStyle: $0.cellStyle)
        }
    }
}
