/// The filters a template may use: the built-ins plus an environment's extra filters.
struct FilterRegistry: Sendable {
    private(set) var filters: [String: TemplateFilter]

    /// Name of Stencil's `filter` filter, which the renderer implements because it applies other filters.
    static let applyFilterName = "filter"

    static let builtIn = FilterRegistry(
        filters: Filters.stringFilters.merging(Filters.caseFilters) { first, _ in first }
            .merging(Filters.collectionFilters) { first, _ in first })

    /// Built-ins overridden by `extra` where names clash.
    func adding(_ extra: [String: TemplateFilter]) -> FilterRegistry {
        FilterRegistry(filters: filters.merging(extra) { _, new in new })
    }

    func arity(of name: String) -> ClosedRange<Int>? {
        filters[name]?.arguments
    }

    subscript(name: String) -> TemplateFilter? { filters[name] }

    /// "unknown filter 'x'", with the closest filter name when one is a likely typo.
    func unknownFilterMessage(_ name: String) -> String {
        var message = "unknown filter '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: filters.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message
    }
}

/// Namespace for the built-in filter tables.
enum Filters {}
