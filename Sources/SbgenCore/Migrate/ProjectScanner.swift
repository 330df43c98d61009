import Foundation
import IBModel

/// Finds what `sbgen migrate` reads in an app project: its storyboards and xibs, and its
/// `Info.plist` files.
public enum ProjectScanner {
    /// The files of one project, as paths relative to the project folder, sorted.
    public struct Scan: Sendable, Equatable, Codable {
        /// `.storyboard` and `.xib` files.
        public var ibFiles: [String]
        /// `Info.plist` and `*-Info.plist` files (the names Xcode templates use).
        public var infoPlists: [String]

        public init(ibFiles: [String] = [], infoPlists: [String] = []) {
            self.ibFiles = ibFiles
            self.infoPlists = infoPlists
        }
    }

    /// Folders never walked into: dependencies and build products are not the team's to migrate.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build"]

    /// Walks `project` (hidden folders, ``skippedFolders``, compiled bundles and `excluding` skipped).
    /// - Parameter excluding: absolute or project-relative folders to leave out (the output folder,
    ///   so a second run does not read the first run's `Info.plist` copies).
    /// - Throws: ``DiagnosticError`` when `project` is not a readable folder.
    public static func scan(_ project: String, excluding: [String] = []) throws(DiagnosticError) -> Scan {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw DiagnosticError(.error("no such project folder", at: SourceLocation(file: project)))
        }
        let root = URL(fileURLWithPath: project).standardizedFileURL.path
        let excluded = Set(
            excluding.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root)).standardizedFileURL.path })
        var scan = Scan()
        var pending = [""]
        var visited: Set<String> = []
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted, !excluded.contains(folder) else { continue }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                if relative.isEmpty {
                    throw DiagnosticError(.error("cannot read the project folder", at: SourceLocation(file: project)))
                }
                continue
            }
            for name in names.sorted() where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) else {
                    continue
                }
                if isFolder.boolValue {
                    if !InputFiles.isBundle(name) { pending.append(path) }
                } else if InputFiles.isIBFile(name) {
                    scan.ibFiles.append(path)
                } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                    scan.infoPlists.append(path)
                }
            }
        }
        scan.ibFiles.sort()
        scan.infoPlists.sort()
        return scan
    }
}
