/// The built-in templates, compiled into the binary with `.embedInCode`, so sbgen never looks for
/// them on disk at run time (a moved binary keeps working).
///
/// To add one: put `NAME.stencil` in `Templates/`, list it under `resources` of the `SbgenTemplates`
/// target in `Package.swift`, and add it to ``all``.
public enum BuiltinTemplates {
    /// Template name (as given to `--template`) → template text. Names ending in `-include` are
    /// partials for `{% include %}`, not listed by `sbgen template list`; nor are the `migrate-*` templates,
    /// which `sbgen migrate` renders from its own typed plans.
    public static let all: [String: String] = [
        "scenes": text(PackageResources.scenes_stencil),
        "scenes-helpers-include": text(PackageResources.scenes_helpers_include_stencil),
        "segues": text(PackageResources.segues_stencil),
        "segues-helpers-include": text(PackageResources.segues_helpers_include_stencil),
        "reuse-identifiers": text(PackageResources.reuse_identifiers_stencil),
        "reuse-identifiers-helpers-include": text(PackageResources.reuse_identifiers_helpers_include_stencil),
        "nibs": text(PackageResources.nibs_stencil),
        "nibs-helpers-include": text(PackageResources.nibs_helpers_include_stencil),
        "migrate-flow": text(PackageResources.migrate_flow_stencil),
        "migrate-launch": text(PackageResources.migrate_launch_stencil),
        "migrate-main": text(PackageResources.migrate_main_stencil),
    ]

    /// The template of `sbgen loadview` (its context is `LoadViewTemplateContext`, not the
    /// `generate` context, so it is not listed in ``all``).
    public static let loadView = text(PackageResources.loadview_stencil)

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
