import Dispatch
import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Migrator {
    /// Everything `migrate` computes, without writing: the pure part, also used by `--dry-run`.
    ///
    /// Three passes. The first runs on all cores, one file per worker: parse, take what the flow
    /// index needs, prepare the view code, and convert every xib completely; only storyboards (for
    /// the flow) and the documents the launch code reads stay in memory. The second generates each
    /// storyboard's flow in file order (method names are kept unique across files). The third
    /// finishes the storyboards on all cores (view code with the segue triggers wired in, counts),
    /// each document released as soon as it is done.
    static func convert(_ scan: ProjectScanner.Scan, options: MigrationOptions) -> Result {
        let root = options.project.hasSuffix("/") ? String(options.project.dropLast()) : options.project
        let launchNames = launchDocumentNames(scan.infoPlists, root: root)
        let viewCode = options.viewCode
        let only = options.only
        var parsed = DocumentLoader.map(scan.ibFiles.map { root + "/" + $0 }) { position, outcome -> ParsedFile in
            let path = scan.ibFiles[position]
            switch outcome {
            case .failure(let error):
                return ParsedFile(
                    failure: error.diagnostics.map { diagnostic -> Diagnostic in
                        var diagnostic = diagnostic
                        diagnostic.location.file = path
                        return diagnostic
                    })
            case .success(var document):
                document.path = path  // project-relative from here on: reports and headers never hold absolute paths
                let scan = DocumentScan(document)
                var file = ParsedFile(summary: FlowIndex.Summary(document, customClasses: scan.customClasses))
                if launchNames.wants(document) { file.launchDocument = document }
                guard only.isEmpty || only.contains(where: { Migrator.matches(path, only: $0) }) else { return file }
                let prepared = prepareViewCode(document, viewCode)
                if document.kind == .storyboard {
                    file.storyboard = (document, scan, prepared)
                } else {
                    file.xib = convertXib(document, scan: scan, prepared: prepared)
                }
                return file
            }
        }
        var report = MigrationReport(project: options.project)
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        for (path, file) in zip(scan.ibFiles, parsed) {
            guard let failure = file.failure else { continue }
            diagnostics += failure
            report.files.append(
                MigrationReport.File(
                    path: path, role: "unreadable", owner: nil, counts: MigrationReport.Counts(), outputs: [],
                    items: failure.map(MigrationReport.Item.init)))
        }
        let summaries = parsed.compactMap(\.summary)
        let index = FlowIndex(summaries: summaries)
        let xibPaths = summaries.filter { $0.kind == .xib }.map(\.path)
        var launchedNibs: Set<String> = []
        let launch = plists(
            scan.infoPlists, root: root, index: index, documents: parsed.compactMap(\.launchDocument),
            launchedNibs: &launchedNibs)
        // The flows, in file order: method names stay unique across files.
        var storyboards: [StoryboardWork] = []
        var usedMethods: [String: Set<String>] = [:]
        for position in parsed.indices {
            parsed[position].launchDocument = nil
            guard let (document, scan, prepared) = parsed[position].storyboard else { continue }
            parsed[position].storyboard = nil
            let flow = FlowGenerator.generate(
                document, source: document.path, index: index, loadViewFunctions: prepared?.loadViewFunctions ?? [:],
                embedsInViewCode: prepared?.embedsChildren ?? false, usedMethods: &usedMethods)
            storyboards.append(
                StoryboardWork(position: position, document: document, scan: scan, prepared: prepared, flow: flow))
        }
        // The rest of each storyboard (wired view code, flow file, counts) on all cores; each
        // document is released by the worker that finishes it.
        let pending = PendingStoryboards(storyboards)
        storyboards = []
        let finished = ResultSlots<(entry: MigrationReport.File, files: [GeneratedFile])>(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
            let work = pending.take(slot)
            finished.set(
                slot,
                finishStoryboard(
                    work.document, scan: work.scan, prepared: work.prepared, flow: work.flow, xibPaths: xibPaths))
        }
        var storyboardEntries: [Int: (entry: MigrationReport.File, files: [GeneratedFile])] = [:]
        for (slot, result) in finished.values().enumerated() { storyboardEntries[pending.positions[slot]] = result }
        for position in parsed.indices {
            var entry: MigrationReport.File
            if let xib = parsed[position].xib {
                parsed[position].xib = nil
                files += xib.files
                entry = finishXib(xib, xibPaths: xibPaths)
                if entry.role == "mainNib", launchedNibs.contains(xib.name) {
                    // The launch code rebuilt the window, the controllers and the outlets of the main nib.
                    for keyPath in [\MigrationReport.Counts.xibs, \.views, \.outlets] {
                        entry.counts[keyPath: keyPath].converted = entry.counts[keyPath: keyPath].total
                    }
                }
            } else if let storyboard = storyboardEntries.removeValue(forKey: position) {
                files += storyboard.files
                entry = storyboard.entry
            } else {
                continue
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
        // The two renderings of the final report, one per core (none in a dry run that does not want them).
        if options.renderReports || !options.dryRun {
            let final = report
            let reports = ResultSlots<GeneratedFile>(count: 2)
            DispatchQueue.concurrentPerform(iterations: 2) { slot in
                reports.set(
                    slot,
                    slot == 0
                        ? GeneratedFile(path: "MIGRATION.md", contents: final.markdown())
                        : GeneratedFile(path: "migration-report.json", contents: final.json()))
            }
            files += reports.values()
        }
        files.sort { $0.path < $1.path }
        return Result(report: report, files: files, diagnostics: diagnostics)
    }

    /// What the first pass keeps of one IB file.
    struct ParsedFile: Sendable {
        /// The parser's diagnostics (project-relative) when the file could not be read.
        var failure: [Diagnostic]?
        var summary: FlowIndex.Summary?
        /// The document, when an `Info.plist` names it as main nib or macOS main storyboard.
        var launchDocument: IBDocument?
        /// A selected storyboard, with its view code: converted in the second pass.
        var storyboard: (document: IBDocument, scan: DocumentScan, prepared: ViewCodeProvider.Prepared?)?
        /// A selected xib, converted but for what depends on the other xibs.
        var xib: XibConversion?
    }

    /// A storyboard between its flow (file order) and the rest of its conversion (any core).
    struct StoryboardWork: Sendable {
        var position: Int
        var document: IBDocument
        var scan: DocumentScan
        var prepared: ViewCodeProvider.Prepared?
        var flow: FlowGenerator.Output
    }

    /// Storyboards handed to workers, each taken once: the worker that takes one releases it.
    final class PendingStoryboards: @unchecked Sendable {
        private var items: [StoryboardWork?]
        let positions: [Int]
        private let lock = Lock()

        init(_ work: [StoryboardWork]) {
            items = work
            positions = work.map(\.position)
        }

        var count: Int { positions.count }

        func take(_ slot: Int) -> StoryboardWork {
            lock.lock()
            defer { lock.unlock() }
            let work = items[slot]!
            items[slot] = nil
            return work
        }
    }

    /// The names the `Info.plist` launch keys give: the documents the launch code reads.
    struct LaunchNames: Sendable {
        var mainNibs: Set<String> = []
        var macStoryboards: Set<String> = []

        /// Whether ``plists(_:root:index:documents:launchedNibs:)`` can pick `document`.
        func wants(_ document: IBDocument) -> Bool {
            switch document.kind {
            case .xib: mainNibs.contains(NibResolver.nibName(ofPath: document.path).name)
            case .storyboard: document.platform == .macOS && macStoryboards.contains(document.name)
            }
        }
    }

    /// Reads the launch keys of `paths` (plists that cannot be read are reported later, by `plists`).
    static func launchDocumentNames(_ paths: [String], root: String) -> LaunchNames {
        var names = LaunchNames()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: root + "/" + path),
                let keys = try? InfoPlistEditor.edit(data, path: path).keys
            else { continue }
            if let name = keys.mainNib { names.mainNibs.insert(name) }
            if let name = keys.macMainStoryboard { names.macStoryboards.insert(name) }
        }
        return names
    }

    /// `App/Main.storyboard` → `Swift/App/Main`: where a file's outputs go, mirroring the project.
    static func outputStem(_ path: String) -> String {
        var stem = "Swift/" + path
        if let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") { stem = String(stem[..<dot]) }
        return stem
    }
}
