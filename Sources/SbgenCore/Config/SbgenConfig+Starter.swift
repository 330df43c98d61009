extension SbgenConfig {
    /// The commented `sbgen.json` that `sbgen config init` writes. JSON has no comments, so keys that
    /// start with `//` are comments: sbgen ignores them wherever an object is expected.
    /// - Parameters:
    ///   - inputs: the `inputs` to put in it (default: the configuration's own folder).
    ///   - templates: built-in templates to list in `outputs` (default: those of
    ///     ``defaultTemplates`` that this build of sbgen has).
    public static func starter(inputs: [String] = ["."], templates: [String]? = nil) -> String {
        let names = templates ?? defaultTemplates.filter { TemplateSelection.builtinNames.contains($0) }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingLiteral("\\", with: "\\\\").replacingLiteral("\"", with: "\\\"") + "\""
        }
        let entries = names.map { name in
            """
                {
                  "template": \(quoted(name)),
                  "output": \(quoted("Generated/\(name).swift")),
                  "params": {}
                }
            """
        }
        return """
            {
              "//": "sbgen configuration (docs/Configuration.md). Keys starting with // are comments.",
              "//inputs": "Storyboards and xibs: files, folders (walked) or globs (*, ?, **), relative to this file.",
              "inputs": [\(inputs.map(quoted).joined(separator: ", "))],
              "//exclude": "Paths or globs left out of the inputs, e.g. \\"**/fr.lproj\\".",
              "exclude": [],
              "//outputs": "One entry per generated file: 'template' (see 'sbgen template list') or 'templatePath', then 'output', 'params', 'context' (sbgen|swiftgen), 'trim' (smart|none).",
              "outputs": [\(entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n  ")]
            }

            """
    }
}
