import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Migrator {
    /// Everything `migrate` computes, without writing: the pure part, also used by `--dry-run`.
    static func convert(_ scan: ProjectScanner.Scan, options: MigrationOptions) -> Result {
        let root = options.project.hasSuffix("/") ? String(options.project.dropLast()) : options.project
        let outcomes = DocumentLoader.load(scan.ibFiles.map { root + "/" + $0 })
        var documents: [String: IBDocument] = [:]
        var report = MigrationReport(project: options.project)
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        for (path, outcome) in zip(scan.ibFiles, outcomes) {
            switch outcome {
            case .success(var document):
                document.path = path  // project-relative from here on: reports and headers never hold absolute paths
                documents[path] = document
            case .failure(let error):
                let relative = error.diagnostics.map { diagnostic -> Diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.location.file = path
                    return diagnostic
                }
                diagnostics += relative
                report.files.append(
                    MigrationReport.File(
                        path: path, role: "unreadable", owner: nil, counts: MigrationReport.Counts(), outputs: [],
                        items: relative.map(MigrationReport.Item.init)))
            }
        }
        let ordered = scan.ibFiles.compactMap { documents[$0] }
        let index = FlowIndex(ordered)
        let xibPaths = ordered.filter { $0.kind == .xib }.map(\.path)
        let selected = ordered.filter { document in
            options.only.isEmpty || options.only.contains { Migrator.matches(document.path, only: $0) }
        }
        var usedMethods: [String: Set<String>] = [:]
        var launchedNibs: Set<String> = []
        let launch = plists(scan.infoPlists, root: root, index: index, documents: ordered, launchedNibs: &launchedNibs)
        // View code is prepared on all cores a window of files at a time (not all at once: memory).
        var viewCode = options.viewCode
        for (position, document) in selected.enumerated() {
            if position % 32 == 0 {
                viewCode = options.viewCode.preparedInParallel(
                    Array(selected[position..<min(position + 32, selected.count)]))
            }
            var entry = convertDocument(
                document, index: index, xibPaths: xibPaths, viewCode: viewCode, usedMethods: &usedMethods,
                files: &files)
            if document.kind == .xib, entry.role == "mainNib", launchedNibs.contains(document.name) {
                // The launch code rebuilt the window, the controllers and the outlets of the main nib.
                for keyPath in [\MigrationReport.Counts.xibs, \.views, \.outlets] {
                    entry.counts[keyPath: keyPath].converted = entry.counts[keyPath: keyPath].total
                }
            }
            diagnostics += entry.items.map { item in
                Diagnostic(
                    Diagnostic.Severity(rawValue: item.severity) ?? .warning, item.message,
                    at: SourceLocation(file: item.file, line: item.line))
            }
            report.totals.add(entry.counts)
            report.files.append(entry)
        }
        report.files.sort { $0.path < $1.path }
        report.plists = launch.plists
        files += launch.files
        diagnostics += launch.plists.flatMap(\.items).map { item in
            Diagnostic(
                Diagnostic.Severity(rawValue: item.severity) ?? .warning, item.message,
                at: SourceLocation(file: item.file, line: item.line))
        }
        files.append(GeneratedFile(path: "MIGRATION.md", contents: report.markdown()))
        files.append(GeneratedFile(path: "migration-report.json", contents: json(report)))
        files.sort { $0.path < $1.path }
        return Result(report: report, files: files, diagnostics: diagnostics)
    }

    /// The report as pretty JSON with sorted keys.
    static func json(_ report: MigrationReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `App/Main.storyboard` → `Swift/App/Main`: where a file's outputs go, mirroring the project.
    static func outputStem(_ path: String) -> String {
        var stem = "Swift/" + path
        if let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") { stem = String(stem[..<dot]) }
        return stem
    }
}
