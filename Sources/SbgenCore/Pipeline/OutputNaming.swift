/// Names of per-input outputs, shared by `generate` (an `output` folder) and the SwiftPM plugin
/// (which keeps its own copy of these rules, since plugins cannot link library code).
///
/// An input's path relative to its base folder is flattened into one file name, so the outputs of
/// `Base.lproj/Main.storyboard` and `fr.lproj/Main.storyboard` (or `A/Main.storyboard` and
/// `B/Main.storyboard`) differ, and Swift's rule that a module's files have distinct names holds:
/// `Base.lproj/Main.storyboard` + template `scenes` → `Base.lproj_Main.storyboard+scenes.swift`.
public enum OutputNaming {
    /// Output file names for `relativePaths` (in that order). Flattening joins path components with
    /// `_`; in the rare case two paths flatten to the same name (`a_b/X` and `a/b_X`), the later ones
    /// in sorted order get `-2`, `-3`… before `+`.
    public static func fileNames(forRelativePaths relativePaths: [String], templateName: String) -> [String] {
        var taken: [String: Int] = [:]
        var names: [String: String] = [:]
        for path in relativePaths.sorted() {
            let flat = Glob.normalize(path).split(separator: "/").joined(separator: "_")
            let count = taken[flat, default: 0] + 1
            taken[flat] = count
            names[path] = (count == 1 ? flat : "\(flat)-\(count)") + "+\(templateName).swift"
        }
        return relativePaths.map { names[$0]! }
    }
}
