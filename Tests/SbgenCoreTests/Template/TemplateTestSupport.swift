import SbgenCore

/// Parses and renders `text` in one go.
func render(
    _ text: String, _ context: TemplateValue = [:], mode: TrimMode = .smart, templates: [String: String] = [:],
    filters: [String: TemplateFilter] = [:]
) throws -> String {
    let environment = TemplateEnvironment(
        loader: DictionaryTemplateLoader(templates), trimMode: mode, filters: filters)
    return try Template(text: text, name: "t.stencil", environment: environment).render(
        context, environment: environment)
}

/// The description of the error `render` throws, or "no error".
func renderError(
    _ text: String, _ context: TemplateValue = [:], templates: [String: String] = [:]
) -> String {
    do {
        _ = try render(text, context, templates: templates)
        return "no error"
    } catch {
        return "\(error)"
    }
}
