/// The built-in templates, compiled into the binary with `.embedInCode`, so sbgen never looks for
/// them on disk at run time (a moved binary keeps working).
///
/// To add one: put `NAME.stencil` in `Templates/`, list it under `resources` of the `SbgenTemplates`
/// target in `Package.swift`, and add it to ``all``.
public enum BuiltinTemplates {
    /// Template name (as given to `--template`) → template text. Names ending in `-include` are
    /// partials for `{% include %}`, not listed by `sbgen template list`.
    public static let all: [String: String] = [
        "loadview": String(decoding: PackageResources.loadview_stencil, as: UTF8.self)
    ]
}
