/// Limits of the render in progress that filters need to refuse oversized results before
/// allocating them (filters have no access to the renderer).
enum RenderBudget {
    /// The environment's `maxOutputBytes` while a template renders.
    @TaskLocal static var maxOutputBytes: Int = 256 << 20

    /// Throws when a filter result of `size` bytes would exceed the output limit.
    static func checkResult(_ size: Int, filter name: String) throws {
        guard size <= maxOutputBytes else {
            throw TemplateError(
                "filter '\(name)' result would exceed the output size limit of \(maxOutputBytes) bytes")
        }
    }
}
