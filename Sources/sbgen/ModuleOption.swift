import SbgenCore

/// `--module` of `loadview` and `migrate`: the Swift module the generated code is compiled into.
enum ModuleOption {
    /// `--module`, else `PRODUCT_MODULE_NAME`; nil with neither.
    /// - Throws: ``UsageError`` for `--module` that is no module name (empty, `My App`), naming the
    ///   spelling Xcode would make of it (`My_App`).
    static func value(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        guard let given = arguments.value("--module") else { return ProcessEnvironment.productModuleName }
        // ASCII punctuation, spaces or a leading digit cannot start or be in a module name; other
        // scalars are left to the compiler (Swift allows letters of every script).
        let invalid =
            given.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? true
            || given.unicodeScalars.contains {
                $0.isASCII && !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        guard invalid else { return given }
        let spelled = ModuleImports.xcodeModuleName(given)
        throw UsageError(
            message: given.isEmpty
                ? "--module needs a module name"
                : "--module '\(given)' is not a Swift module name; did you mean '\(spelled)'?")
    }
}
