import SbgenCore

/// Parses and renders `text` in one go.
func render(
    _ text: String, _ context: TemplateValue = [:], mode: TrimMode = .smart, templates: [String: String] = [:],
    filters: [String: TemplateFilter] = [:], strict: Bool = false
) throws -> String {
    var environment = TemplateEnvironment(
        loader: DictionaryTemplateLoader(templates), trimMode: mode, filters: filters)
    environment.strict = strict
    return try Template(text: text, name: "t.stencil", environment: environment).render(
        context, environment: environment)
}

/// The description of the error `render` throws, or "no error".
func renderError(
    _ text: String, _ context: TemplateValue = [:], templates: [String: String] = [:], strict: Bool = false
) -> String {
    do {
        _ = try render(text, context, templates: templates, strict: strict)
        return "no error"
    } catch {
        return "\(error)"
    }
}
