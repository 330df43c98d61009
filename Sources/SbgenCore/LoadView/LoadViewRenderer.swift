import IBModel
import SbgenTemplate
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
        if let templateFile { return try render(plan, with: TemplateSelection.file(templateFile).load()) }
        return LoadViewTextWriter.render(plan)
    }

    /// Renders `plan` with a parsed template (``TemplateSelection/load(trimMode:)`` of a file), so
    /// that many plans share one parse.
    /// - Throws: ``DiagnosticError`` when the template fails to render.
    public static func render(
        _ plan: LoadViewPlan, with template: (Template, TemplateEnvironment)
    ) throws(DiagnosticError) -> String {
        let (parsed, environment) = template
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

    /// The built-in template, parsed once per process (every file of a run renders with it).
    static let builtin: Result<(Template, TemplateEnvironment), DiagnosticError> = {
        let environment = TemplateEnvironment(loader: DictionaryTemplateLoader([:]), trimMode: .smart)
        do {
            let parsed = try Template(
                text: BuiltinTemplates.loadView, name: "loadview.stencil", environment: environment)
            return .success((parsed, environment))
        } catch {
            return .failure(
                DiagnosticError(
                    .error("built-in loadview template: \(error)", at: SourceLocation(file: "loadview.stencil"))))
        }
    }()

    /// The body lines of one generated function: `// group` headers, statements (multi-line ones
    /// split), a blank line between groups.
    static func bodyLines(_ type: GeneratedType) -> [String] {
        var lines: [String] = []
        forEachBodyLine(type) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line of ``bodyLines(_:)``, in order, without collecting them.
    static func forEachBodyLine(_ type: GeneratedType, _ body: (String) -> Void) {
        for (index, group) in type.groups.enumerated() {
            if index > 0 { body("") }
            body("// \(group.name)")
            for statement in group.statements {
                if statement.code.isEmpty {
                    body("// sbgen: \(statement.comment ?? "")")
                    continue
                }
                let suffix = statement.comment.map { "  // sbgen: \($0)" } ?? ""
                guard Self.hasLineBreak(statement.code) else {
                    body(suffix.isEmpty ? statement.code : statement.code + suffix)
                    continue
                }
                let parts = codeLines(statement.code)
                for part in parts.dropLast() { body(part) }
                body(parts[parts.count - 1] + suffix)
            }
        }
    }

    /// Whether `code` holds a line feed (searched on its UTF-8 bytes, not its characters).
    static func hasLineBreak(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { $0.contains(10) }
    }

    /// `code` split at its line breaks (empty parts kept). Splitting a `String` by `Character`
    /// walks grapheme clusters, which on every statement was a fifth of the whole run; a line feed
    /// byte is its own grapheme unless a carriage return precedes it, so only then the slow way.
    static func codeLines(_ code: String) -> [String] {
        var contiguous = code
        return contiguous.withUTF8 { bytes in
            guard bytes.contains(10) else { return [code] }
            guard !bytes.contains(13) else {
                return code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            return bytes.split(separator: 10, omittingEmptySubsequences: false).map {
                String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
            }
        }
    }
}

/// The typed context of the `loadview` template (see docs/LoadView.md, "Template context").
public struct LoadViewTemplateContext: Sendable, Codable, Equatable {
    /// One generated declaration.
    public struct TypeContext: Sendable, Codable, Equatable {
        /// `controllerExtension`, `viewExtension`, `ownerExtension`, `viewBuilder`, `cellSubclass`,
        /// `staticTable` or `actionProtocol`.
        public var kind: String
        public var typeName: String
        public var baseClass: String?
        public var functionName: String
        public var comments: [String]
        /// The function body, one line each, indented for a function inside a type (8 spaces);
        /// blank lines are empty. `actionProtocol`: the requirements, indented by 4.
        public var body: [String]
        public var returnExpression: String?
        public var sceneID: String?
        public var identifier: String?
        /// `cellSubclass` of a styled prototype: the `CellStyle` case passed to `super.init` (else nil).
        public var cellStyle: String?
    }

    /// The IB file, relative.
    public var source: String
    /// `loadview` or `migrate` (``LoadViewPlan/command``).
    public var command: String
    public var imports: [String]
    public var types: [TypeContext]

    public init(_ plan: LoadViewPlan) {
        source = plan.source
        command = plan.command
        imports = plan.imports
        types = plan.types.map {
            TypeContext(
                kind: $0.kind.rawValue, typeName: $0.typeName, baseClass: $0.baseClass, functionName: $0.functionName,
                comments: $0.comments.map(\.escapingLineBreaks),
                body: $0.kind == .typeAliases
                    ? $0.groups.flatMap(\.statements).map(\.code)
                    : $0.kind == .actionProtocol
                        ? $0.groups.flatMap(\.statements).map { "    " + $0.code }
                        : LoadViewRenderer.bodyLines($0).map { $0.isEmpty ? "" : "        " + $0 },
                returnExpression: $0.returnExpression,
                sceneID: $0.sceneID, identifier: $0.identifier, cellStyle: $0.cellStyle)
        }
    }
}
