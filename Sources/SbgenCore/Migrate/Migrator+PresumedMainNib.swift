import IBModel

extension Migrator {
    /// What the launch code of a main nib that no plist names gives its xib's report entry.
    struct PresumedLaunch: Sendable {
        var outputs: [String]
        var items: [Diagnostic]
    }

    /// Launch code for each main nib (File's Owner `NSApplication` or `UIApplication`) that no
    /// `Info.plist` found names: only `NSApplicationMain`/`UIApplicationMain` load such a nib, so it
    /// is the app's `NSMainNibFile` even when its plist is outside the folder given (or the target
    /// sets the key in a build setting sbgen did not read). A step says which key to remove.
    /// - Parameters:
    ///   - picked: main nibs a plist named; they have their plist's launch code, or its warnings.
    ///   - launchedNibs: gets the paths of the nibs whose launch code is generated here.
    ///   - emitted: gets, per nib, what its launch code builds of it.
    static func presumedMainNibs(
        _ documents: [IBDocument], picked: Set<String>, launchedNibs: inout Set<String>,
        emitted: inout [String: EmittedElements], targets: DeploymentTargets, sources: [String], root: String,
        windowFunctions: [String: [String: String]] = [:], facts: LaunchSourceFacts = LaunchSourceFacts()
    ) -> (files: [GeneratedFile], entries: [String: PresumedLaunch]) {
        var files: [GeneratedFile] = []
        var entries: [String: PresumedLaunch] = [:]
        var folders: [String: String] = [:]
        for document in documents.sorted(by: { $0.path < $1.path })
        where document.kind == .xib && !picked.contains(document.path) && NibResolver.role(of: document) == .mainNib {
            let folder = launchFolder(of: document.path)
            // Two main nibs in one folder would write one SbgenMain.swift/main.swift: the first keeps it.
            if let first = folders[folder] {
                entries[document.path] = PresumedLaunch(
                    outputs: [],
                    items: [
                        .warning(
                            "TODO: main nib not converted: \(first), in the same folder, has the launch code; "
                                + "give the Info.plist that names this one with --info-plist",
                            at: document.location(of: document.position))
                    ])
                continue
            }
            folders[folder] = document.path
            var built = EmittedElements()
            let (plan, diagnostics) =
                document.platform == .macOS
                ? MacLaunch.mainMenuPlan(
                    document, plist: document.path, emitted: &built, target: targets[.macOS],
                    windowFunctions: windowFunctions[document.path] ?? [:], sources: facts)
                : MainNibLaunch.plan(document, plist: document.path, emitted: &built)
            var entry = PresumedLaunch(outputs: [], items: diagnostics)
            defer { entries[document.path] = entry }
            guard let plan else { continue }
            switch MigrationRenderer.render("migrate-launch", plan, source: document.path) {
            case .success(let text):
                files.append(GeneratedFile(path: "Launch/\(folder)\(plan.typeName)+Launch.swift", contents: text))
                entry.outputs.append("Launch/\(folder)\(plan.typeName)+Launch.swift")
            case .failure(let diagnostic):
                entry.items.append(diagnostic)
                continue
            }
            if plan.entryPoint != nil,
                case .success(let text) = MigrationRenderer.render("migrate-main", plan, source: document.path)
            {
                let main = "Launch/\(folder)\(plan.kind == .macApp ? "\(MacLaunch.mainTypeName).swift" : "main.swift")"
                files.append(GeneratedFile(path: main, contents: text))
                entry.outputs.append(main)
                entry.items += LaunchSteps.entryPointSteps(main: main, folder: folder, sources: sources, root: root)
            }
            launchedNibs.insert(document.path)
            emitted[document.path, default: EmittedElements()].add(built)
            let name = NibResolver.nibName(ofPath: document.path).name
            let edit =
                "remove NSMainNibFile = \(name) from the app's Info.plist (or its build setting "
                + "INFOPLIST_KEY_NSMainNibFile); no Info.plist found names it, so it was not edited"
            let location = document.location(of: document.position)
            if let signature = plan.functions.first?.signature,
                let function = signature.split(separator: " ").dropFirst().first?.split(separator: "(").first,
                let step = LaunchSteps.callStep(
                    plan, function: "\(function)()", plist: document.path, edit: edit, keyLine: location.line,
                    sources: sources, root: root, classes: facts)
            {
                entry.items.append(step)
            } else {
                // macOS: the generated `@main` type is the entry point; nothing calls it.
                entry.items.append(
                    .note(
                        "main nib: \(entry.outputs.joined(separator: " and ")) rebuild what NSApplicationMain "
                            + "loaded from it (File's Owner is NSApplication); \(edit), and remove `@main` or "
                            + "`@NSApplicationMain` from \(plan.typeName)",
                        at: location))
            }
        }
        return (files, entries)
    }

    /// `Launch/`'s subfolder for a nib at `path`: its folder without a trailing `*.lproj`
    /// (`App/Base.lproj/MainMenu.xib` → `App/`), where the plist-based launch code of that app goes too.
    static func launchFolder(of path: String) -> String {
        var parts = path.split(separator: "/").dropLast()
        if let last = parts.last, last.hasSuffix(".lproj") { parts = parts.dropLast() }
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
