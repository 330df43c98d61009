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
    /// Three passes, each on all cores. The first runs one file per worker: parse, take what the
    /// flow index needs, prepare the view code, and convert every xib but for its role; only
    /// storyboards (for the flow) and the documents the launch code reads stay in memory. The
    /// second generates each storyboard's flow, its segue method names unique within the file,
    /// and each xib's role; a cheap serial step then makes the names unique across files in file
    /// order, as one file after another would (``FlowGenerator/MethodName/settle(_:)``). The third
    /// finishes the storyboards (the flow again where names changed, view code with the segue
    /// triggers wired in, counts), each document released as soon as it is done.
    /// - Parameter givenPlists: the project-relative plists `INFOPLIST_FILE` / `--info-plist` name.
    static func convert(
        _ scan: ProjectScanner.Scan, options: MigrationOptions, givenPlists: Set<String> = []
    ) -> Result {
        let root = options.project.hasSuffix("/") ? String(options.project.dropLast()) : options.project
        let (discovered, skippedPlists) = PlistDiscovery.discover(scan.plists, given: givenPlists, root: root)
        let infoPlists = PlistDiscovery.merging(
            scan.xcodeProjects.flatMap { path in
                (FileManager.default.contents(atPath: ProjectScanner.join(root, path))).map {
                    BuildSettingLaunchKeys.targets(String(decoding: $0, as: UTF8.self), path: path)
                } ?? []
            }, into: discovered)
        let launchNames = LaunchNames(infoPlists)
        let viewCode = options.viewCode
        let targets = options.deploymentTargets
        let only = options.only
        let stems = outputStems(scan.ibFiles)
        let nameWarnings = stemWarnings(scan.ibFiles, stems: stems)
        // Localized copies are converted once (their primary), and the names Swift derives from files
        // are unique over the files converted: the whole output compiles as one module.
        let copies = LoadViewProject.localizedCopies(scan.ibFiles)
        let swiftNames = Self.swiftNames(scan.ibFiles, copies: copies)
        // The project's classes, for the runtime names IB writes and the outlets view code assigns.
        let (sources, skippedSources) = SwiftSourceIndex.scan(scan.sources, root: root)
        // Joined at their size (`+` appended piece by piece, for every file, before any was read).
        var parsed = DocumentLoader.map(scan.ibFiles.map { ProjectScanner.join(root, $0) }) {
            position, outcome -> ParsedFile in
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
                guard copies[position] == nil else { return ParsedFile() }  // its primary is converted
                document.path = path  // project-relative from here on: reports and headers never hold absolute paths
                let sourceNotes = sources.resolveRuntimeNames(in: &document)
                if let plist = launchNames.launchScreens[documentName(document)] {
                    return ParsedFile(launchScreen: plist)
                }
                let scan = DocumentScan(document)
                var file = ParsedFile(summary: FlowIndex.Summary(document, customClasses: scan.customClasses))
                file.sourceNotes = sourceNotes
                file.modules = scan.modules
                if launchNames.wants(document) { file.launchDocument = document }
                guard only.isEmpty || only.contains(path) else { return file }
                if document.kind == .storyboard {
                    file.storyboard = (
                        document, scan,
                        prepareViewCode(document, viewCode, targets: targets, swiftName: swiftNames[position])
                    )
                } else {
                    // The role once: the view code and the conversion both need it.
                    let role = NibResolver.role(of: document)
                    let prepared = prepareViewCode(
                        document, viewCode, targets: targets, xibRole: role, swiftName: swiftNames[position])
                    file.xib = convertXib(
                        document, stem: stems[position].stem, scan: scan, prepared: prepared, role: role,
                        assetBundle: AssetBundle.expression(for: document, at: ProjectScanner.join(root, path)))
                }
                return file
            }
        }
        var report = MigrationReport(project: options.project)
        var files: [GeneratedFile] = []
        // What was skipped comes first: links not followed, plists and sources that could not be read.
        var diagnostics = scan.skipped + skippedPlists + skippedSources
        report.skipped = diagnostics.map(MigrationReport.Item.init)
        // A copy that cannot be read is reported as unreadable (below), not as a copy.
        for (position, primary) in copies.sorted(by: { $0.key < $1.key }) where parsed[position].failure == nil {
            let note = Diagnostic.note(
                "localized copy of \(scan.ibFiles[primary]): converted once, from that file; this copy's own "
                    + "texts are not in the code (keep them in .strings files)",
                at: SourceLocation(file: scan.ibFiles[position], line: 1, column: 1))
            diagnostics.append(note)
            report.files.append(
                MigrationReport.File(
                    path: scan.ibFiles[position], role: "localizedCopy", owner: nil, counts: MigrationReport.Counts(),
                    outputs: [], items: [MigrationReport.Item(note)]))
        }
        for (path, file) in zip(scan.ibFiles, parsed) {
            if let plist = file.launchScreen {
                report.files.append(
                    MigrationReport.File(
                        path: path, role: "launchScreen", owner: nil, counts: MigrationReport.Counts(), outputs: [],
                        items: [],
                        reason:
                            "The launch screen (UILaunchStoryboardName in \(plist)): not converted and not counted. "
                            + "iOS shows it from the storyboard before any of the app's code runs, so it must stay "
                            + "a storyboard, and the key stays."))
                continue
            }
            guard let failure = file.failure else { continue }
            diagnostics += failure
            report.files.append(
                MigrationReport.File(
                    path: path, role: "unreadable", owner: nil, counts: MigrationReport.Counts(), outputs: [],
                    items: failure.map(MigrationReport.Item.init)))
        }
        let summaries = parsed.compactMap(\.summary)
        let xibPaths = summaries.filter { $0.kind == .xib }.map(\.path)
        // Storyboards wait for the flow index here; each is finished, and released, in the third pass.
        var storyboards: [StoryboardWork] = []
        var xibs: [(position: Int, conversion: XibConversion)] = []
        for position in parsed.indices {
            if let (document, scan, prepared) = parsed[position].storyboard {
                storyboards.append(
                    StoryboardWork(
                        position: position, stem: stems[position].stem, document: document, scan: scan,
                        prepared: prepared))
            } else if let xib = parsed[position].xib {
                xibs.append((position, xib))
            }
        }
        var sourceNotes: [String: [Diagnostic]] = [:]
        for (path, file) in zip(scan.ibFiles, parsed) where !file.sourceNotes.isEmpty {
            sourceNotes[path] = file.sourceNotes
        }
        let moduleScans = parsed.indices.compactMap { position in
            parsed[position].modules.map { (position, parsed[position].summary?.platform, $0) }
        }
        let launchDocuments = parsed.compactMap(\.launchDocument)
        let fileCount = parsed.count
        parsed = []
        // One module per platform, one method per name on each class, over every file's view code.
        let wirings = settleViewCode(
            storyboards: &storyboards, xibs: xibs, scans: moduleScans, paths: scan.ibFiles, swiftNames: swiftNames,
            module: options.module, sources: sources)
        var xibEntries: [FinishedEntry] = []
        var flowIndex = indexAndXibs(
            summaries, xibs: xibs.map(\.conversion), wirings: xibs.map { wirings[$0.position] }, xibPaths: xibPaths,
            entries: &xibEntries, declared: sources.declared)
        // A scene whose class cannot be created with `X()` gets no factory; an extension's storyboard is named so.
        flowIndex.markUncreatable { sources.declared.noArgumentInitProblem($0) }
        flowIndex.extensionStoryboards = Set(infoPlists.compactMap(\.keys.extensionMainStoryboard))
        let index = flowIndex
        // A macOS main nib's window functions (their settled names), which its launch code calls.
        var windowFunctions: [String: [String: String]] = [:]
        for (position, xib) in xibs where xib.platform == .macOS {
            guard var functions = xib.prepared?.loadViewFunctions, !functions.isEmpty else { continue }
            for rename in wirings[position].renames {
                for (id, name) in functions where name == rename.from { functions[id] = rename.to }
            }
            windowFunctions[xib.entry.path] = functions
        }
        let mainNibWindows = windowFunctions
        let launchSlot = ResultSlots<
            (
                plists: [MigrationReport.Plist], files: [GeneratedFile], nibs: Set<String>,
                emitted: [String: EmittedElements], callSites: [CallSiteScanner.CallSite],
                presumed: [String: PresumedLaunch]
            )
        >(count: 1)
        generateFlows(&storyboards, index: index, targets: targets) {
            var nibs: Set<String> = []
            var picked: Set<String> = []
            var emitted: [String: EmittedElements] = [:]
            let facts = sources.launchFacts
            let launch = plists(
                infoPlists, index: index, documents: launchDocuments, launchedNibs: &nibs, pickedNibs: &picked,
                emitted: &emitted, targets: targets, sources: scan.sources, root: root, windowFunctions: mainNibWindows,
                facts: facts)
            let presumed = presumedMainNibs(
                launchDocuments, picked: picked, launchedNibs: &nibs, emitted: &emitted, targets: targets,
                sources: scan.sources, root: root, windowFunctions: mainNibWindows, facts: facts)
            // The project's sources, read for the calls that load the IB files, on this core too.
            let callSites = CallSiteScanner.scan(scan.sources, root: root)
            launchSlot.set(
                0, (launch.plists, launch.files + presumed.files, nibs, emitted, callSites, presumed.entries))
        }
        let launch = launchSlot.values()[0]
        let launchedNibs = launch.nibs
        let launchEmitted = launch.emitted
        // The rest of each storyboard (wired view code, flow file, counts) on all cores; each
        // document is released by the worker that finishes it.
        let pending = PendingStoryboards(storyboards)
        storyboards = []
        let finished = ResultSlots<FinishedEntry>(count: pending.count)
        let kept = options.keepsModels ? ResultSlots<StoryboardWork>(count: pending.count) : nil
        DispatchQueue.concurrentPerform(iterations: pending.count) { turn in
            let slot = pending.largestFirst[turn]
            var work = pending.take(slot)
            if let names = work.methodNamesBefore {
                var used = names
                work.flow = flow(work, index: index, usedMethods: &used, targets: targets)
            }
            let (entry, files, targets) = finishStoryboard(
                work.document, stem: work.stem, scan: work.scan, prepared: work.prepared, flow: work.flow!,
                xibPaths: xibPaths, launchEmitted: launchEmitted[work.document.path], wiring: work.wiring,
                assetBundle: AssetBundle.expression(
                    for: work.document, at: ProjectScanner.join(root, work.document.path)))
            finished.set(
                slot,
                FinishedEntry(
                    entry: entry, files: files, diagnostics: Self.diagnostics(of: entry.items), targets: targets))
            kept?.set(slot, work)
        }
        var entries: [FinishedEntry?] = Array(repeating: nil, count: fileCount)
        for (slot, result) in finished.takeValues().enumerated() { entries[pending.positions[slot]] = result }
        for ((position, xib), finishedEntry) in zip(xibs, xibEntries) {
            var entry = finishedEntry
            if entry.entry.role == "mainNib" {
                if let presumed = launch.presumed[entry.entry.path] {
                    // No plist names it: its own launch code, or why there is none.
                    entry.entry.outputs += presumed.outputs
                    entry.entry.items = (entry.entry.items + presumed.items.map(MigrationReport.Item.init)).sorted()
                    entry.diagnostics += presumed.items
                }
                if launchedNibs.contains(entry.entry.path),
                    let document = launchDocuments.first(where: { $0.path == entry.entry.path })
                {
                    // The launch code rebuilt the window, the controllers and the outlets of the main nib.
                    // With what its view code builds (a macOS main nib's windows).
                    var built = launchEmitted[document.path] ?? EmittedElements()
                    if entry.entry.outputs.contains(where: { $0.hasSuffix("+LoadView.swift") }),
                        var view = xib.prepared?.emitted
                    {
                        // Outlets and actions written as comments (steps) are not converted.
                        view.outlets.removeAll { entry.withheld.outlets.contains($0) }
                        view.actions.removeAll { entry.withheld.actions.contains($0) }
                        built.add(view)
                    }
                    mainNibCounts(&entry, document: document, emitted: built)
                } else if launch.presumed[entry.entry.path] == nil {
                    let warning = Diagnostic.warning(
                        "TODO: main nib not converted: the launch code of the Info.plist that names it is "
                            + "incomplete (see that plist's items)",
                        at: xib.nib.location)
                    entry.entry.items = (entry.entry.items + [MigrationReport.Item(warning)]).sorted()
                    entry.diagnostics.append(warning)
                }
            }
            entries[position] = entry
        }
        xibs = []
        xibEntries = []
        // The calls in the project's sources that load these files, each a step in the file's entry;
        // the notes on runtime names too.
        var steps = CallSiteSteps.steps(
            launch.callSites, targets: entries.compactMap { $0?.targets },
            initProblem: sources.declared.noArgumentInitProblem)
        for (path, notes) in sourceNotes.sorted(by: { $0.key < $1.key }) { steps += notes.map { (path, $0) } }
        if !steps.isEmpty {
            var positions: [String: Int] = [:]
            for (position, entry) in entries.enumerated() {
                if let path = entry?.entry.path { positions[path] = position }
            }
            for (ibFile, step) in steps {
                guard let position = positions[ibFile] else { continue }
                entries[position]?.entry.items.append(MigrationReport.Item(step))
                entries[position]?.diagnostics.append(step)
            }
            for position in Set(steps.compactMap { positions[$0.ibFile] }) { entries[position]?.entry.items.sort() }
        }
        // At its final size at once: the entries' diagnostics are freed one by one as they are copied in.
        diagnostics.reserveCapacity(diagnostics.count + entries.reduce(0) { $0 + ($1?.diagnostics.count ?? 0) })
        for position in entries.indices {
            guard var finishedEntry = entries[position] else { continue }
            entries[position] = nil
            if let warning = nameWarnings[position] {
                finishedEntry.entry.items.insert(MigrationReport.Item(warning), at: 0)
                finishedEntry.diagnostics.insert(warning, at: 0)
            }
            files += finishedEntry.files
            diagnostics += finishedEntry.diagnostics
            report.totals.add(finishedEntry.entry.counts)
            report.files.append(finishedEntry.entry)
        }
        report.files.sort { $0.path < $1.path }
        report.plists = launch.plists
        files += launch.files
        diagnostics += Self.diagnostics(of: launch.plists.flatMap(\.items))
        files.sort { $0.path < $1.path }
        return Result(
            report: report, files: files, diagnostics: diagnostics, keptModels: kept?.values() ?? [])
    }

    /// What the first pass keeps of one IB file.
    struct ParsedFile: Sendable {
        /// The parser's diagnostics (project-relative) when the file could not be read.
        var failure: [Diagnostic]?
        var summary: FlowIndex.Summary?
        /// The modules of the classes the document names (``DocumentScan/modules``).
        var modules: ModuleImports?
        /// The document, when an `Info.plist` names it as main nib or macOS main storyboard.
        var launchDocument: IBDocument?
        /// A selected storyboard, with its view code: converted in the second pass.
        var storyboard: (document: IBDocument, scan: DocumentScan, prepared: ViewCodeProvider.Prepared?)?
        /// A selected xib, converted but for what depends on the other xibs.
        var xib: XibConversion?
        /// For a launch screen: the plist that names it (it is neither converted nor counted).
        var launchScreen: String?
        /// ``SwiftSourceIndex/resolveRuntimeNames(in:)``'s notes on the document's custom classes.
        var sourceNotes: [Diagnostic] = []
    }

    /// A storyboard between the first pass and the rest of its conversion (any core).
    struct StoryboardWork: Sendable {
        var position: Int
        /// ``outputStems(_:)``'s stem for the document.
        var stem: String
        var document: IBDocument
        var scan: DocumentScan
        var prepared: ViewCodeProvider.Prepared?
        /// The project's module and the renames of the file's methods (``settleViewCode``).
        var wiring = FlowWiring()
        var flow: FlowGenerator.Output?
        /// The method names earlier files took on this flow's types, when they change its names:
        /// the flow is generated again with them.
        var methodNamesBefore: [String: Set<String>]?
    }

    /// A file's report entry, its outputs, and its items as diagnostics (made on the worker that
    /// finishes the file, not one after another at the end).
    struct FinishedEntry: Sendable {
        var entry: MigrationReport.File
        var files: [GeneratedFile]
        var diagnostics: [Diagnostic]
        /// What replaces loading the file by name (``CallSiteSteps``).
        var targets: CallSiteSteps.Targets?
        /// Start tags of the outlets and actions its view code writes as comments (not converted).
        var withheld = EmittedElements()
    }

    /// `items` as the diagnostics they were made from.
    static func diagnostics(of items: [MigrationReport.Item]) -> [Diagnostic] {
        items.map { item in
            Diagnostic(
                Diagnostic.Severity(rawValue: item.severity) ?? .warning, item.message,
                at: SourceLocation(file: item.file, line: item.line, column: item.column))
        }
    }

    /// The flow index, built on one core while the others finish the xibs (their roles among the
    /// project's xibs), which do not need it.
    /// - Parameter entries: set to the xibs' entries, in the order of `xibs` (without their files).
    static func indexAndXibs(
        _ summaries: [FlowIndex.Summary], xibs: [XibConversion], wirings: [FlowWiring], xibPaths: [String],
        entries: inout [FinishedEntry], declared: DeclaredMembers = DeclaredMembers()
    ) -> FlowIndex {
        let index = ResultSlots<FlowIndex>(count: 1)
        let xibEntries = ResultSlots<FinishedEntry>(count: xibs.count)
        DispatchQueue.concurrentPerform(iterations: xibs.count + 1) { slot in
            guard slot > 0 else { return index.set(0, FlowIndex(summaries: summaries)) }
            let (entry, files, targets, withheld) = finishXib(
                xibs[slot - 1], xibPaths: xibPaths, wiring: wirings[slot - 1], declared: declared)
            xibEntries.set(
                slot - 1,
                FinishedEntry(
                    entry: entry, files: files, diagnostics: diagnostics(of: entry.items), targets: targets,
                    withheld: withheld))
        }
        entries = xibEntries.takeValues()
        return index.values()[0]
    }

    /// The second pass, on all cores: each storyboard's flow (largest first), its method names
    /// unique within the file, with `alongside` (the launch code) on one of the cores. Then the
    /// method names are settled in file order (``FlowGenerator/MethodName/settle(_:)``).
    static func generateFlows(
        _ storyboards: inout [StoryboardWork], index: FlowIndex, targets: DeploymentTargets,
        alongside: @Sendable () -> Void
    ) {
        let flows = ResultSlots<FlowGenerator.Output>(count: storyboards.count)
        let work = storyboards
        let views = work.map(\.scan.positions.views.count)
        let largestFirst = work.indices.sorted { (views[$0], $1) > (views[$1], $0) }
        DispatchQueue.concurrentPerform(iterations: work.count + 1) { turn in
            guard turn > 0 else { return alongside() }
            let slot = largestFirst[turn - 1]
            var used: [String: Set<String>] = [:]
            flows.set(slot, flow(work[slot], index: index, usedMethods: &used, targets: targets))
        }
        let outputs = flows.values()
        for (slot, names) in FlowGenerator.MethodName.settle(outputs.map(\.methodNames)).enumerated() {
            storyboards[slot].flow = outputs[slot]
            storyboards[slot].methodNamesBefore = names
        }
    }

    /// The flow of `work`'s storyboard.
    static func flow(
        _ work: StoryboardWork, index: FlowIndex, usedMethods: inout [String: Set<String>],
        targets: DeploymentTargets
    ) -> FlowGenerator.Output {
        FlowGenerator.generate(
            work.document, source: work.document.path, index: index,
            loadViewFunctions: work.prepared?.loadViewFunctions ?? [:],
            embedsInViewCode: work.prepared?.embedsChildren ?? false, usedMethods: &usedMethods,
            targetModule: work.wiring.targetModule, targets: targets)
    }

    /// Storyboards handed to workers, each taken once: the worker that takes one releases it.
    final class PendingStoryboards: @unchecked Sendable {
        private var items: [StoryboardWork?]
        let positions: [Int]
        /// The slots by decreasing number of views: a large storyboard taken last would leave one
        /// core finishing it alone.
        let largestFirst: [Int]
        private let lock = Lock()

        init(_ work: [StoryboardWork]) {
            items = work
            positions = work.map(\.position)
            let views = work.map(\.scan.positions.views.count)
            largestFirst = work.indices.sorted { (views[$0], $1) > (views[$1], $0) }
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

    /// The names the `Info.plist` launch keys give: the documents the launch code reads, and the
    /// launch screens.
    struct LaunchNames: Sendable {
        var mainNibs: Set<String> = []
        var macStoryboards: Set<String> = []
        /// `UILaunchStoryboardName` (file name without extension) → the first plist naming it.
        var launchScreens: [String: String] = [:]

        init(_ plists: [PlistDiscovery.Plist]) {
            for plist in plists {
                let keys = plist.keys
                if let name = keys.mainNib { mainNibs.insert(name) }
                if let name = keys.macMainStoryboard { macStoryboards.insert(name) }
                for name in keys.launchStoryboards {
                    let stem = name.hasSuffix(".storyboard") ? String(name.dropLast(11)) : name
                    if launchScreens[stem] == nil { launchScreens[stem] = plist.path }
                }
            }
        }

        /// Whether ``plists(_:root:index:documents:launchedNibs:targets:)`` can pick `document`.
        func wants(_ document: IBDocument) -> Bool {
            switch document.kind {
            // A main nib no plist names gets launch code of its own (``presumedMainNibs``).
            case .xib:
                mainNibs.contains(NibResolver.nibName(ofPath: document.path).name)
                    || NibResolver.role(of: document) == .mainNib
            case .storyboard: document.platform == .macOS && macStoryboards.contains(document.name)
            }
        }
    }

    /// ``outputStem(_:)`` of each of `paths`, in their order, made unique: two IB files whose stems
    /// are equal, or equal but for case or Unicode form (one file on APFS and HFS+), would write the
    /// same `+LoadView.swift`. The first of such a group in byte order of its path keeps its stem
    /// (`Main.storyboard` before `Main.xib`); each other gets its kind when that differs from the
    /// first's (`Main+Xib`), else a number (`main+2`), and a number after that while the name is
    /// taken. Every other file's stem is reserved first, so the names do not depend on scan order.
    /// - Returns: per path its stem and, when it was changed, the position of the earlier path of its
    ///   kind in its group (else of the path that kept the stem).
    static func outputStems(_ paths: [String]) -> [(stem: String, keeper: Int?)] {
        var stems: [(stem: String, keeper: Int?)] = paths.map { (outputStem($0), nil) }
        // `lowercased()` folds case; String equality and hashing fold the Unicode form.
        let keys = stems.map { $0.stem.lowercased() }
        var groups: [String: [Int]] = [:]
        for (position, key) in keys.enumerated() { groups[key, default: []].append(position) }
        guard groups.count < stems.count else { return stems }
        var used = Set(groups.keys)
        let shared = groups.values.filter { $0.count > 1 }.map { group in
            group.sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
        }
        for group in shared.sorted(by: { paths[$0[0]].utf8.lexicographicallyPrecedes(paths[$1[0]].utf8) }) {
            let firstKind = fileExtension(paths[group[0]])
            for position in group.dropFirst() {
                let stem = stems[position].stem
                let kind = fileExtension(paths[position])
                let base = kind == firstKind ? stem + "+" : stem + "+" + StandardTypes.uppercasedFirst(kind)
                var candidate = kind == firstKind ? base + "2" : base
                var number = kind == firstKind ? 3 : 2
                while !used.insert(candidate.lowercased()).inserted {
                    candidate = base + String(number)
                    number += 1
                }
                // The earlier file of its kind, when there is one: with it the derived names clash.
                let earlier = group.prefix { $0 != position }.first { fileExtension(paths[$0]) == kind }
                stems[position] = (candidate, earlier ?? group[0])
            }
        }
        return stems
    }

    /// A warning for each file whose stem ``outputStems(_:)`` changed and whose keeper is of the same
    /// kind (names equal but for case or Unicode form): the types and functions the view code names
    /// after the file (`Sbgen<Name>Builder`, `Sbgen<Name><Reuse>Cell`, `sbgenLoadView<Name>…`) are
    /// the same in both. A storyboard and a xib of one name share none of these names.
    static func stemWarnings(_ paths: [String], stems: [(stem: String, keeper: Int?)]) -> [Int: Diagnostic] {
        var warnings: [Int: Diagnostic] = [:]
        for (position, (stem, keeper)) in stems.enumerated() {
            guard let keeper, fileExtension(paths[keeper]) == fileExtension(paths[position]) else { continue }
            warnings[position] = .warning(
                "same name as \(paths[keeper]) but for case or Unicode form: one file on a case-insensitive volume; "
                    + "its outputs are \(stem)+…; the Swift names sbgen derives from the file name clash: rename one",
                at: SourceLocation(file: paths[position], line: 1, column: 1))
        }
        return warnings
    }

    /// `Main.xib` → `xib`: the text after the file name's last dot.
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
    }

    /// `App/Main.storyboard` → `Swift/App/Main`: where a file's outputs go, mirroring the project.
    static func outputStem(_ path: String) -> String {
        var stem = "Swift/" + path
        // An ASCII path on its bytes (every Character one byte): the Character search walked the
        // whole path, for every file.
        let utf8 = stem.utf8
        if stem.isASCIIOnly {
            if let dot = utf8.lastIndex(of: UInt8(ascii: ".")), !utf8[dot...].contains(UInt8(ascii: "/")) {
                stem = String(stem[..<dot])
            }
            return stem
        }
        if let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") { stem = String(stem[..<dot]) }
        return stem
    }
}

extension Migrator {
    /// ``LoadViewProject/swiftNames(_:)`` of the files converted (not `copies`), by position in
    /// `paths`; nil for a copy.
    static func swiftNames(_ paths: [String], copies: [Int: Int]) -> [String?] {
        let converted = paths.indices.filter { copies[$0] == nil }
        var names: [String?] = Array(repeating: nil, count: paths.count)
        for (position, name) in zip(converted, LoadViewProject.swiftNames(converted.map { paths[$0] })) {
            names[position] = name
        }
        return names
    }

    /// What the project decides for every file's view code
    /// (``LoadViewProject/settle(_:module:authority:)``, each file's own module first), by position
    /// in `paths`. The storyboards' controller functions (`loadViewFunctions`, which the
    /// flow calls) take their new names here.
    static func settleViewCode(
        storyboards: inout [StoryboardWork], xibs: [(position: Int, conversion: XibConversion)],
        scans: [(position: Int, platform: Platform?, modules: ModuleImports)], paths: [String],
        swiftNames: [String?], module: String?, sources: SwiftSourceIndex? = nil
    ) -> [FlowWiring] {
        // Every file read votes for the module, the ones with view code also bring their methods.
        var builders: [Int: [LoadViewProject.Builder]] = [:]
        for work in storyboards { builders[work.position] = work.prepared?.builders }
        for xib in xibs { builders[xib.position] = xib.conversion.prepared?.builders }
        let files = scans.sorted { $0.position < $1.position }
        var wirings = Array(repeating: FlowWiring(), count: paths.count)
        let decisions = LoadViewProject.settle(
            files.map {
                LoadViewProject.File(
                    path: paths[$0.position], swiftName: swiftNames[$0.position] ?? "", platform: $0.platform,
                    modules: $0.modules, builders: builders[$0.position] ?? [])
            }, module: module, authority: .files)
        // The modules of the classes the sources declare, from the folders named like the modules
        // the IB files name or mark.
        var sources = sources
        if sources != nil {
            var modules: Set<String> = []
            for file in files {
                modules.formUnion(file.modules.named)
                modules.formUnion(file.modules.targetVotes.map(\.module))
            }
            sources?.resolveModules(modules)
        }
        for (file, decision) in zip(files, decisions) {
            wirings[file.position] = FlowWiring(targetModule: decision.targetModule, renames: decision.renames)
            wirings[file.position].moduleBasis = decision.moduleBasis
            wirings[file.position].otherModules = decision.otherModules
            wirings[file.position].sources = sources
        }
        for index in storyboards.indices {
            let wiring = wirings[storyboards[index].position]
            storyboards[index].wiring = wiring
            guard !wiring.renames.isEmpty, var prepared = storyboards[index].prepared else { continue }
            for builder in prepared.builders {
                guard let sceneID = builder.sceneID, prepared.loadViewFunctions[sceneID] == builder.functionName,
                    let rename = wiring.renames.first(where: {
                        $0.typeName == builder.typeName && $0.from == builder.functionName
                    })
                else { continue }
                prepared.loadViewFunctions[sceneID] = rename.to
            }
            storyboards[index].prepared = prepared
        }
        return wirings
    }
}
