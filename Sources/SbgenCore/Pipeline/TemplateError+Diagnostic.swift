import IBModel
import SbgenTemplate

extension TemplateError {
    /// The error as a diagnostic, for reporting next to IB-file diagnostics: at the template's path,
    /// line and column, or at `template` when the error has no location.
    public var diagnostic: Diagnostic {
        let where_ = location.map { SourceLocation(file: $0.templateName, line: $0.line, column: $0.column) }
        return .error(message, at: where_ ?? SourceLocation(file: "template"))
    }
}
