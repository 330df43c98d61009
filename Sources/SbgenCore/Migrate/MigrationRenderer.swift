import IBModel
import SbgenTemplate

/// Renders the `migrate-*` built-in templates from typed plans.
enum MigrationRenderer {
    /// Renders `template` (a built-in name) with `context`.
    /// - Returns: the text, or a diagnostic when the template is broken (a bug in sbgen).
    static func render(_ template: String, _ context: some Encodable, source: String) -> Result<String, Diagnostic> {
        do {
            return render(template, value: try TemplateValue(encoding: context), source: source)
        } catch {
            return .failure(.error("cannot render \(template): \(error)", at: SourceLocation(file: source)))
        }
    }

    /// Renders `template` (a built-in name) with a context already converted to a template value.
    static func render(_ template: String, value: TemplateValue, source: String) -> Result<String, Diagnostic> {
        do {
            let (parsed, environment) = try load(template)
            return .success(try parsed.render(value, environment: environment))
        } catch let error as DiagnosticError {
            return .failure(
                error.diagnostics.first ?? .error("cannot render \(template)", at: SourceLocation(file: source)))
        } catch let error as TemplateError {
            return .failure(error.diagnostic)
        } catch {
            return .failure(.error("cannot render \(template): \(error)", at: SourceLocation(file: source)))
        }
    }

    /// The built-in template `name`, parsed on first use and then reused for every file.
    static func load(_ name: String) throws(DiagnosticError) -> (Template, TemplateEnvironment) {
        if let cached = cache.lock.withLock({ cache.templates[name] }) { return cached }
        let loaded = try TemplateSelection.builtin(name).load()
        cache.lock.withLock { cache.templates[name] = loaded }
        return loaded
    }

    private static let cache = ParsedTemplates()
}

/// The parsed `migrate-*` templates, by name; guarded by `lock`.
private final class ParsedTemplates: @unchecked Sendable {
    let lock = Lock()
    var templates: [String: (Template, TemplateEnvironment)] = [:]
}
