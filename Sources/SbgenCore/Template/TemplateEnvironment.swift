import IBModel

/// How whitespace around block tags is handled; chosen per render.
public enum TrimMode: Sendable {
    /// Stencil 0.15 `TrimBehaviour.smart` (SwiftGen's bundled templates): a line holding only a
    /// block tag disappears with its newline; spaces/tabs before a block tag on its line are dropped.
    case smart
    /// Legacy mode for custom templates: only `{%-`/`-%}` trim; afterwards lines left blank are
    /// removed while blank lines written in the template are kept (StencilSwiftKit's behaviour).
    case none
}

/// Everything a render needs besides the context: loader, trim mode and extra filters.
///
/// Included templates are parsed once per environment and cached (thread-safely); copies of an
/// environment share that cache.
public struct TemplateEnvironment: Sendable {
    /// Where `{% include %}` finds templates; `nil` makes includes fail.
    public var loader: (any TemplateLoader)?
    /// Whitespace handling.
    public var trimMode: TrimMode
    /// Strict mode (`--strict`): a variable that is not defined — an unbound name, a missing key, an
    /// index past the end, a member of a scalar — is a located error where it is printed, iterated,
    /// filtered, passed or included, instead of rendering as nothing. Conditions (`if`, `elif`,
    /// `ifnot`, `where`, an inline `if`) may still test values that are absent, and so may the
    /// `default` filter. Unknown filters, tags and missing includes are errors in both modes.
    public var strict = false
    /// Filters added to (or replacing) the built-in ones.
    public var filters: [String: TemplateFilter] {
        didSet { registry = FilterRegistry.builtIn.adding(filters) }
    }
    /// Maximum nesting of includes and macro calls, so self-recursion fails cleanly.
    public var maxDepth: Int = 64
    /// Render budget: the most bytes one render may produce, counting output captured by
    /// `set`, `filter`, `map` and macro calls and the strings filters return. Exceeding it is
    /// a located `TemplateError`, so a hostile template cannot exhaust memory.
    public var maxOutputBytes: Int = 256 << 20
    /// Render budget: the most steps (loop iterations and tag/variable evaluations) one render
    /// may take, so a hostile template cannot run for hours.
    public var maxSteps: Int = 10_000_000

    private(set) var registry: FilterRegistry
    private let cache = TemplateCache()

    /// Creates an environment.
    public init(
        loader: (any TemplateLoader)? = nil, trimMode: TrimMode = .smart, filters: [String: TemplateFilter] = [:]
    ) {
        self.loader = loader
        self.trimMode = trimMode
        self.filters = filters
        self.registry = FilterRegistry.builtIn.adding(filters)
    }

    /// Loads and parses (once) the template `name` through the loader.
    public func loadTemplate(named name: String) throws -> Template {
        if let cached = cache[name] { return cached }
        guard let loader else { throw TemplateError("no template loader to load '\(name)'") }
        let source = try loader.loadTemplate(named: name)
        let template = try Template(text: source.text, name: source.path, environment: self)
        cache[name] = template
        return template
    }

    /// The paths (``TemplateSource/path``) of every template loaded so far, by any copy of this
    /// environment: what `{% include %}` read, so a run can keep its outputs off those files.
    public var loadedTemplatePaths: [String] { cache.paths }

    /// Loads the template `name` and renders it with `context`.
    public func renderTemplate(named name: String, context: TemplateValue) throws -> String {
        try loadTemplate(named: name).render(context, environment: self)
    }
}

/// Lock-protected cache of parsed templates, shared by copies of an environment.
private final class TemplateCache: @unchecked Sendable {
    private let lock = Lock()
    private var templates: [String: Template] = [:]

    subscript(name: String) -> Template? {
        get { lock.withLock { templates[name] } }
        set { lock.withLock { templates[name] = newValue } }
    }

    var paths: [String] { lock.withLock { templates.values.map(\.name).sorted() } }
}
