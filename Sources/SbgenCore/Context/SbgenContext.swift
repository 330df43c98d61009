/// The sbgen template context: every input document, typed (see `docs/Context.md`).
public struct SbgenContext: Sendable, Hashable, Encodable {
    /// Every input, storyboards and xibs, sorted by name, then path.
    public var documents: [DocumentContext]
    /// The storyboards of ``documents``, in the same order.
    public var storyboards: [DocumentContext]
    /// The xibs of ``documents``, in the same order.
    public var nibs: [DocumentContext]
    /// Sorted, de-duplicated modules to import: each document's framework plus the module of every
    /// scene, segue, reusable and nib object (placeholder modules excluded). The target's own
    /// module is not removed; templates skip `env.PRODUCT_MODULE_NAME`.
    public var modules: [String]
    /// The platform name when every document with a known platform shares it; nil otherwise.
    public var platform: String?
    /// Every platform among the documents, sorted.
    public var platforms: [String]
    /// `--param` values.
    public var param: TemplateParameters
    /// The environment variables.
    public var env: [String: String]
    /// Modules the built-in templates import: the framework and the module of every type they
    /// spell, without the target module (`env.PRODUCT_MODULE_NAME`, `param.module`). Sorted.
    public var imports: [String] = []
    /// `public` with `--param publicAccess`, else `internal`.
    public var accessModifier: String = "internal"
    /// Reuse identifiers of every input, one accessor per identifier and class (see
    /// ``ReuseIdentifierContext``), sorted by name.
    public var reuseIdentifiers: [ReuseIdentifierContext] = []

    public init(
        documents: [DocumentContext], modules: [String], platforms: [String], param: TemplateParameters = .init(),
        env: [String: String] = [:]
    ) {
        self.documents = documents
        self.storyboards = documents.filter { $0.kind == "storyboard" }
        self.nibs = documents.filter { $0.kind == "xib" }
        self.modules = modules
        self.platforms = platforms
        self.platform = platforms.count == 1 ? platforms[0] : nil
        self.param = param
        self.env = env
    }
}
