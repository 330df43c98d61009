import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Migrator {
    /// What keeps the extension's initial controller from being its `NSExtensionPrincipalClass`:
    /// the extension creates that class with `init()`, which it may not have (``FlowIndex/markUncreatable(_:)``).
    static func principalClassProblem(_ storyboard: String, near path: String, index: FlowIndex) -> String {
        guard let entry = index.storyboard(named: storyboard, near: path), let id = entry.initialControllerID,
            let scene = entry.scenes[id], let problem = scene.unsupported, problem.contains("does not compile")
        else { return "" }
        // `X()` does not compile: <what X declares>; create it with …
        let declared = problem.split(separator: ": ", maxSplits: 1).last?.split(separator: "; ").first ?? ""
        return "; the extension creates that class with `init()`, and \(declared): add "
            + "`override init(nibName: String?, bundle: Bundle?)` to it first"
    }

    /// Reads each `Info.plist`, generates the launch code that replaces its main storyboard or nib,
    /// and the edited plist with its diff.
    /// - Parameters:
    ///   - launchedNibs: gets the paths of the main nibs whose launch code was generated.
    ///   - pickedNibs: gets the paths of the main nibs a plist names (generated or not).
    ///   - emitted: gets, per IB file, what the launch code builds of it.
    static func plists(
        _ infoPlists: [PlistDiscovery.Plist], index: FlowIndex, documents: [IBDocument],
        launchedNibs: inout Set<String>, pickedNibs: inout Set<String>, emitted: inout [String: EmittedElements],
        targets: DeploymentTargets = DeploymentTargets(), sources: [String] = [], root: String = "",
        windowFunctions: [String: [String: String]] = [:], facts: LaunchSourceFacts = LaunchSourceFacts()
    ) -> (plists: [MigrationReport.Plist], files: [GeneratedFile]) {
        var entries: [MigrationReport.Plist] = []
        var files: [GeneratedFile] = []
        for plist in infoPlists {
            let path = plist.path
            var entry = MigrationReport.Plist(path: path, launchKeys: [], keysRemoved: false, outputs: [], items: [])
            defer { entries.append(entry) }
            let edit: InfoPlistEditor.Edit
            do {
                edit = try InfoPlistEditor.edit(plist.data, path: path)
            } catch {
                entry.items += error.diagnostics.map(MigrationReport.Item.init)
                continue
            }
            // With the keys the target sets as build settings (`INFOPLIST_KEY_…`).
            let keys = plist.keys
            entry.launchKeys = keyNames(keys)
            if let storyboard = keys.extensionMainStoryboard {
                let principal = LaunchSteps.initialClass(storyboard, near: path, index: index) ?? "<class>"
                entry.items.append(
                    MigrationReport.Item(
                        .warning(
                            "NSExtensionMainStoryboard = \(storyboard) is kept: the extension loads its storyboard. "
                                + "To delete it, set NSExtensionPrincipalClass to its initial view controller's class "
                                + "($(PRODUCT_MODULE_NAME).\(principal)), whose loadView builds the view, and remove the key"
                                + principalClassProblem(storyboard, near: path, index: index),
                            at: SourceLocation(
                                file: path, line: LaunchSteps.keyLine("NSExtensionMainStoryboard", in: plist.data),
                                column: 1))))
            }
            for setting in plist.buildSettings?.settings ?? [] where !setting.otherValues.isEmpty {
                entry.items.append(
                    MigrationReport.Item(
                        .warning(
                            "INFOPLIST_KEY_\(setting.key) differs by configuration ("
                                + ([setting.value] + setting.otherValues.map(\.value)).joined(separator: ", ")
                                + "): the launch code is generated for \(setting.value); "
                                + "the other configurations launch what their value names",
                            at: SourceLocation(
                                file: plist.buildSettings!.project, line: setting.otherValues[0].line, column: 1))))
            }
            guard !keys.isEmpty else { continue }  // nothing to replace (a launch screen alone stays)
            // Several apps in one project each have a MainMenu.xib or Main.storyboard: the plist's own.
            let anchor = plist.anchor
            let mainNib = keys.mainNib.flatMap { name in
                nearest(
                    documents.filter { $0.kind == .xib && NibResolver.nibName(ofPath: $0.path).name == name },
                    to: anchor)
            }
            let macStoryboard = keys.macMainStoryboard.flatMap { name in
                nearest(
                    documents.filter { $0.kind == .storyboard && $0.platform == .macOS && $0.name == name },
                    to: anchor)
            }
            let launch = LaunchCodeGenerator.generate(
                keys: keys, plist: path, near: anchor, index: index, mainNib: mainNib, macStoryboard: macStoryboard,
                targets: targets, windowFunctions: mainNib.flatMap { windowFunctions[$0.path] } ?? [:],
                sources: facts)
            entry.items += launch.diagnostics.map(MigrationReport.Item.init)
            emitted.merge(launch.emitted) { old, new in
                var all = old
                all.add(new)
                return all
            }
            let folder = anchor.contains("/") ? String(anchor[..<anchor.lastIndex(of: "/")!]) + "/" : ""
            for plan in launch.plans {
                let name = "Launch/\(folder)\(plan.typeName)+Launch.swift"
                switch MigrationRenderer.render("migrate-launch", plan, source: path) {
                case .success(let text):
                    files.append(GeneratedFile(path: name, contents: text))
                    entry.outputs.append(name)
                case .failure(let diagnostic): entry.items.append(MigrationReport.Item(diagnostic))
                }
                if plan.entryPoint != nil,
                    case .success(let text) = MigrationRenderer.render("migrate-main", plan, source: path)
                {
                    // An `@main` type cannot live in a `main.swift` (that file is top-level code).
                    let main = plan.kind == .macApp ? "\(MacLaunch.mainTypeName).swift" : "main.swift"
                    files.append(GeneratedFile(path: "Launch/\(folder)\(main)", contents: text))
                    entry.outputs.append("Launch/\(folder)\(main)")
                    entry.items += LaunchSteps.entryPointSteps(
                        main: "Launch/\(folder)\(main)", folder: folder, sources: sources, root: root
                    ).map(MigrationReport.Item.init)
                }
            }
            // The plan that rebuilt the main nib (iOS `.mainNib`, macOS `.macApp`) recorded what it built.
            if let mainNib {
                pickedNibs.insert(mainNib.path)
                if launch.emitted[mainNib.path] != nil { launchedNibs.insert(mainNib.path) }
            }
            guard launch.complete else {
                entry.items.append(
                    MigrationReport.Item(
                        .warning(
                            "launch keys kept: not everything they did is generated",
                            at: SourceLocation(file: path, line: 1, column: 1))))
                continue
            }
            entry.keysRemoved = true
            // What the team edits: the plist (its edited copy and diff), the build settings, or both.
            // The launch screen's key stays (it is never converted).
            let settings = (plist.buildSettings?.settings ?? []).filter { $0.key != "UILaunchStoryboardName" }
            let writesPlist = !plist.isGenerated && !edit.diff.isEmpty
            var edits = writesPlist ? ["apply Info/\(path).diff"] : []
            if let target = plist.buildSettings, !settings.isEmpty {
                edits.append(
                    "remove the build setting" + (settings.count == 1 ? " " : "s ")
                        + settings.map { "INFOPLIST_KEY_\($0.key)" }.joined(separator: ", ")
                        + " of target '\(target.name)' (\(target.project):\(settings[0].lines[0]))")
            }
            let plistEdit = edits.joined(separator: " and ")
            for plan in launch.plans {
                guard let signature = plan.functions.first?.signature,
                    let name = signature.split(separator: " ").dropFirst().first?.split(separator: "(").first
                else { continue }
                let call = "\(name)(\(signature.contains("in windowScene") ? "in: windowScene" : ""))"
                let key =
                    switch plan.kind {
                    case .mainNib: "NSMainNibFile"
                    case .scene: "UISceneStoryboardFile"
                    case .macApp: keys.mainNib != nil ? "NSMainNibFile" : "NSMainStoryboardFile"
                    case .appDelegate: "UIMainStoryboardFile"
                    }
                let keyLine = LaunchSteps.keyLine(key, in: plist.data)
                if let step = LaunchSteps.callStep(
                    plan, function: call, plist: path, edit: plistEdit, keyLine: keyLine, sources: sources,
                    root: root, classes: facts)
                {
                    entry.items.append(MigrationReport.Item(step))
                } else if plan.kind == .macApp, writesPlist {
                    // Nothing calls a macOS launch file: its `@main` type is the entry point.
                    entry.items.append(
                        MigrationReport.Item(
                            .note(
                                "\(plistEdit): Launch/\(folder)\(MacLaunch.mainTypeName).swift is the app's entry point "
                                    + "now, in place of NSApplicationMain and \(key)",
                                at: SourceLocation(file: path, line: keyLine, column: 1))))
                }
            }
            if let target = plist.buildSettings {
                for setting in settings {
                    entry.items.append(
                        MigrationReport.Item(
                            .note(
                                "remove the build setting INFOPLIST_KEY_\(setting.key) = \(setting.value) of target "
                                    + "'\(target.name)'"
                                    + (setting.lines.count > 1
                                        ? " (lines " + setting.lines.map(String.init).joined(separator: ", ") + ")"
                                        : "") + ": the launch code replaces it",
                                at: SourceLocation(file: target.project, line: setting.lines[0], column: 1))))
                }
            }
            guard writesPlist else { continue }
            files.append(GeneratedFile(path: "Info/" + path, contents: edit.edited))
            files.append(GeneratedFile(path: "Info/" + path + ".diff", contents: edit.diff))
            entry.outputs += ["Info/" + path, "Info/" + path + ".diff"]
        }
        return (entries, files)
    }

    /// The document sharing the most leading folders with `path` (then the first in path order).
    static func nearest(_ documents: [IBDocument], to path: String) -> IBDocument? {
        let folders = path.split(separator: "/").dropLast()
        func shared(_ document: IBDocument) -> Int {
            zip(folders, document.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        return documents.min { (-shared($0), $0.path) < (-shared($1), $1.path) }
    }

    /// The launch keys present, as the report names them.
    static func keyNames(_ keys: InfoPlistEditor.LaunchKeys) -> [String] {
        var names: [String] = []
        if let value = keys.mainStoryboard { names.append("UIMainStoryboardFile=\(value)") }
        if let value = keys.mainStoryboardPad { names.append("UIMainStoryboardFile~ipad=\(value)") }
        if let value = keys.macMainStoryboard { names.append("NSMainStoryboardFile=\(value)") }
        if let value = keys.mainNib { names.append("NSMainNibFile=\(value)") }
        if let value = keys.mainNibPad { names.append("NSMainNibFile~ipad=\(value)") }
        names += keys.notStrings.map { "\($0)=(not a string)" }
        for scene in keys.sceneStoryboards {
            names.append("UISceneStoryboardFile=\(scene.storyboard) (\(scene.configurationName ?? scene.role))")
        }
        names += keys.launchStoryboards.map { "UILaunchStoryboardName=\($0) (the launch screen: kept)" }
        if let value = keys.extensionMainStoryboard {
            names.append("NSExtensionMainStoryboard=\(value) (an app extension's: kept)")
        }
        return names
    }
}
