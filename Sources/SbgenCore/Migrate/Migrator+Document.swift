import IBModel

extension Migrator {
    /// The view code of `document`; none for an iOS main nib, whose window and controllers the launch
    /// code rebuilds. A macOS main nib's windows are view code, which the launch code calls; its main
    /// menu is the launch code's.
    /// - Parameter xibRole: a xib's ``NibResolver/role(of:)`` when already known.
    /// - Parameter swiftName: the name Swift names derived from the file use (``LoadViewProject/swiftNames(_:)``).
    static func prepareViewCode(
        _ document: IBDocument, _ viewCode: ViewCodeProvider, targets: DeploymentTargets,
        xibRole: NibResolver.Role? = nil, swiftName: String? = nil
    ) -> ViewCodeProvider.Prepared? {
        let isMainNib =
            document.kind == .xib && document.platform != .macOS
            && (xibRole ?? NibResolver.role(of: document)) == .mainNib
        return isMainNib ? nil : viewCode.prepare(document, document.path, swiftName, targets)
    }

    /// `text` with its named images and colours loaded from `bundle` (``AssetBundle/Rewriter``).
    static func inBundle(_ text: String, _ bundle: String?, document: IBDocument) -> String {
        guard let bundle else { return text }
        return AssetBundle.Rewriter(bundle: bundle, appKit: document.platform == .macOS).apply(text)
    }

    /// `document.name` (the file name without folder and extension); an ASCII path on its bytes,
    /// where `name` tests each byte through the generic `allSatisfy`, for every file.
    static func documentName(_ document: IBDocument) -> String {
        let path = document.path
        guard path.isASCIIOnly else { return document.name }
        var text = path
        let (start, end) = text.withUTF8 { bytes -> (Int, Int) in
            var start = 0
            if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) { start = slash + 1 }
            var end = bytes.count
            if let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), dot != start { end = dot }
            return (start, end)
        }
        let utf8 = path.utf8
        let first = utf8.index(utf8.startIndex, offsetBy: start)
        return String(Substring(utf8[first..<utf8.index(first, offsetBy: end - start)]))
    }

    /// The view code's diagnostics, without its complaints about segues: those belong to the flow.
    static func viewDiagnostics(_ scan: DocumentScan, _ prepared: ViewCodeProvider.Prepared?) -> [Diagnostic] {
        (prepared?.diagnostics ?? []).filter {
            $0.severity != .warning || !scan.segueLines.contains($0.location.line) || $0.message.hasPrefix("embed")
        }
    }

    /// One converted xib, but for its role in the project (which depends on the other xibs' names).
    struct XibConversion: Sendable {
        var name: String
        var entry: MigrationReport.File
        /// The view code, rendered once the project's module and method names are settled.
        var prepared: ViewCodeProvider.Prepared?
        /// Where its outputs go (``outputStems(_:)``).
        var stem: String
        var platform: Platform?
        /// What replaces loading it by name, for the call-site steps (its declarations are added
        /// with their final names in ``finishXib``).
        var targets: CallSiteSteps.Targets
        /// What ``nibRole(_:xibPaths:loadViewFunction:)`` needs of the document.
        var nib: NibFacts
        /// The bundle expression its images and colours load from (``AssetBundle``); nil: main.
        var assetBundle: String?
    }

    /// What decides a xib's role: where it is and what UIKit would make of it.
    struct NibFacts: Sendable {
        var path: String
        var location: SourceLocation
        var role: NibResolver.Role
        /// A macOS xib (File's Owner of a main nib is `NSApplication`).
        var isAppKit: Bool

        /// - Parameter role: the xib's ``NibResolver/role(of:)`` when already known.
        init(_ document: IBDocument, role: NibResolver.Role? = nil) {
            path = document.path
            isAppKit = document.platform == .macOS
            location = document.location(of: document.position)
            self.role = role ?? NibResolver.role(of: document)
        }
    }

    /// Converts one xib: view code and counts. Runs on any core, without the project's other files.
    /// - Parameters:
    ///   - stem: where its outputs go (``outputStems(_:)``).
    ///   - role: its ``NibResolver/role(of:)`` when already known.
    ///   - assetBundle: the bundle expression its images and colours load from (``AssetBundle``);
    ///     nil for the main bundle.
    static func convertXib(
        _ document: IBDocument, stem: String, scan: DocumentScan, prepared: ViewCodeProvider.Prepared?,
        role: NibResolver.Role? = nil, assetBundle: String? = nil
    ) -> XibConversion {
        let path = document.path
        let nib = NibFacts(document, role: role)
        var entry = MigrationReport.File(
            path: path, role: document.kind.rawValue, owner: nil, counts: MigrationReport.Counts(), outputs: [],
            items: [])
        let diagnostics = viewDiagnostics(scan, prepared)
        // Rendered in ``finishXib``, when the project's module and method names are known; a xib has
        // no segue triggers to wire, so its text is all the view code's.
        let rendered = prepared?.hasCode ?? false
        var targets = CallSiteSteps.Targets(
            path: path, name: NibResolver.nibName(ofPath: path).name, isStoryboard: false)
        if rendered {
            entry.outputs.append(stem + "+LoadView.swift")
            targets.viewFile = stem + "+LoadView.swift"
        }
        let missing: ElementCounter.Positions
        (entry.counts, missing) = ElementCounter.count(
            document, positions: scan.positions, emitted: rendered ? prepared?.emitted : nil, flow: nil,
            viewFunctions: prepared?.loadViewFunctions ?? [:], xibRole: nib.role)
        var items = diagnostics
        // A main nib's window and controllers are the launch code's (counted when it is generated).
        if nib.role != .mainNib,
            let gaps = UnnamedGaps.warning(document, tree: scan.tree, missing: missing, items: diagnostics)
        {
            items.append(gaps)
        }
        entry.items = items.map(MigrationReport.Item.init)
        return XibConversion(
            name: documentName(document), entry: entry, prepared: prepared, stem: stem, platform: document.platform,
            targets: targets, nib: nib, assetBundle: assetBundle)
    }

    /// The counts of a main nib whose launch code was generated: what that code builds (`emitted`);
    /// the xib counts as converted. And the warning for what it leaves out without a word.
    static func mainNibCounts(_ finished: inout FinishedEntry, document: IBDocument, emitted: EmittedElements) {
        let scan = DocumentScan(document)
        var (counts, missing) = ElementCounter.count(
            document, positions: scan.positions, emitted: emitted, flow: nil, viewFunctions: [:], xibRole: .mainNib)
        counts.xibs.converted = counts.xibs.total
        finished.entry.counts = counts
        let items = diagnostics(of: finished.entry.items)
        if let gaps = UnnamedGaps.warning(document, tree: scan.tree, missing: missing, items: items) {
            finished.entry.items = (finished.entry.items + [MigrationReport.Item(gaps)]).sorted()
            finished.diagnostics.append(gaps)
        }
    }

    /// `xib`'s report entry, with its role among `xibPaths` (the project's readable xibs), and its
    /// view code rendered with `wiring` (the project's module and method names).
    static func finishXib(
        _ xib: XibConversion, xibPaths: [String], wiring: FlowWiring, declared: DeclaredMembers = DeclaredMembers()
    ) -> (
        entry: MigrationReport.File, files: [GeneratedFile], targets: CallSiteSteps.Targets, withheld: EmittedElements
    ) {
        var entry = xib.entry
        var withheld = EmittedElements()
        var files: [GeneratedFile] = []
        var renderDiagnostics: [Diagnostic] = []
        var targets = xib.targets
        if let prepared = xib.prepared, prepared.hasCode {
            let rendered = prepared.render(wiring)
            renderDiagnostics = rendered.diagnostics
            entry.items = NibLifecycleCheck.apply(rendered.settledNotes, to: entry.items)
            if let text = rendered.text {
                // Counted at the first pass, from what the generator emitted.
                entry.counts.outlets.converted -= rendered.withheldOutlets.count
                entry.counts.actions.converted -= rendered.withheldActions.count
                withheld.outlets = rendered.withheldOutlets
                withheld.actions = rendered.withheldActions
                let contents =
                    xib.assetBundle.map {
                        AssetBundle.Rewriter(bundle: $0, appKit: xib.platform == .macOS).apply(text)
                    } ?? text
                files.append(GeneratedFile(path: xib.stem + "+LoadView.swift", contents: contents))
                let declarations = renamed(prepared.declarations, wiring.renames)
                targets.declarations = declarations.map(CallSiteSteps.Declaration.init)
                renderDiagnostics += buildContentSteps(
                    path: xib.nib.path, declarations.filter { !rendered.foreignTypes.contains($0.typeName) })
            }
        }
        let function = xib.prepared?.builders.first.map { builder in
            wiring.renames.first { $0.typeName == builder.typeName && $0.from == builder.functionName }?.to
                ?? builder.functionName
        }
        let (role, owner, diagnostics) = nibRole(
            xib.nib, xibPaths: xibPaths, loadViewFunction: function, initProblem: declared.noArgumentInitProblem)
        entry.role = role
        entry.owner = owner
        entry.items += renderDiagnostics.map(MigrationReport.Item.init)
        entry.items = (entry.items + diagnostics.map(MigrationReport.Item.init)).sorted()
        return (entry, files, targets, withheld)
    }

    /// `declarations` with the project's renames (``LoadViewProject/apply(_:to:)``): the names the
    /// steps give.
    static func renamed(_ declarations: [GeneratedType], _ renames: [LoadViewProject.Rename]) -> [GeneratedType] {
        guard !renames.isEmpty else { return declarations }
        return LoadViewProject.apply(renames, to: LoadViewPlan(source: "", imports: [], types: declarations)).types
    }

    /// Finishes one storyboard whose flow is generated: view code with the flow's segue triggers
    /// wired in, the flow's file, nib checks, counts. Runs on any core.
    /// - Parameters:
    ///   - stem: where its outputs go (``outputStems(_:)``).
    ///   - launchEmitted: what the launch code builds of the storyboard (a macOS main storyboard's
    ///     menu), counted as converted with the rest.
    ///   - wiring: the project's module and the file's renamed methods (``settleViewCode``).
    static func finishStoryboard(
        _ document: IBDocument, stem: String, scan: DocumentScan, prepared: ViewCodeProvider.Prepared?,
        flow: FlowGenerator.Output,
        xibPaths: [String], launchEmitted: EmittedElements? = nil, wiring project: FlowWiring = FlowWiring(),
        assetBundle: String? = nil
    ) -> (entry: MigrationReport.File, files: [GeneratedFile], targets: CallSiteSteps.Targets) {
        let path = document.path
        var targets = CallSiteSteps.Targets(
            path: path, name: documentName(document), isStoryboard: true, initialFactory: flow.initialFactory,
            identifierFactories: flow.identifierFactories, segueMethods: flow.segueMethods,
            segueLines: CallSiteSteps.segueLines(document))
        var entry = MigrationReport.File(
            path: path, role: document.kind.rawValue, owner: nil, counts: MigrationReport.Counts(), outputs: [],
            items: [])
        var files: [GeneratedFile] = []
        var diagnostics = viewDiagnostics(scan, prepared)
        diagnostics += flow.diagnostics
        diagnostics += sceneNibs(document, xibPaths: xibPaths)
        diagnostics += loadViewSteps(document, functions: prepared?.loadViewFunctions ?? [:])
        // An error in the flow (a toolbar item class that cannot be) leaves it unwritten, and with
        // it everything that calls it: the view code wires no segue, nothing counts as converted.
        let flowHasErrors = flow.diagnostics.contains { $0.severity == .error }
        let flow = flowHasErrors ? flow.unwritten : flow
        if !flow.plan.factories.isEmpty {
            files.append(
                GeneratedFile(
                    path: stem + "+Flow.swift",
                    contents: inBundle(FlowTextWriter.render(flow.plan), assetBundle, document: document)))
            entry.outputs.append(stem + "+Flow.swift")
            targets.flowEnum = flow.plan.enumName
            targets.flowFile = stem + "+Flow.swift"
        } else {
            targets.initialFactory = nil
            targets.identifierFactories = [:]
            targets.segueMethods = []
        }
        var rendered = false
        var withheldOutlets: [UInt64] = []
        var withheldActions: [UInt64] = []
        if let prepared {
            var wiring = project
            wiring.triggers = flow.triggers
            wiring.convertedSegueLines = flow.convertedSegueLines
            let output = prepared.render(wiring)
            diagnostics = NibLifecycleCheck.apply(output.settledNotes, to: diagnostics) + output.diagnostics
            if let text = output.text {
                files.append(
                    GeneratedFile(
                        path: stem + "+LoadView.swift", contents: inBundle(text, assetBundle, document: document)))
                entry.outputs.append(stem + "+LoadView.swift")
                rendered = true
                withheldOutlets = output.withheldOutlets
                withheldActions = output.withheldActions
                let declarations = renamed(prepared.declarations, project.renames)
                targets.declarations = declarations.map(CallSiteSteps.Declaration.init)
                targets.viewFile = stem + "+LoadView.swift"
                diagnostics += buildContentSteps(
                    path: path, declarations.filter { !output.foreignTypes.contains($0.typeName) })
            }
        } else {
            for trigger in flow.triggers {
                guard let wiring = trigger.wiringNote else { continue }
                diagnostics.append(
                    .note(
                        "wire the segue's trigger in \(trigger.controllerType)'s view code: " + wiring,
                        at: SourceLocation(file: path, line: trigger.line, column: trigger.column)))
            }
        }
        var emitted = rendered ? prepared?.emitted : nil
        // Outlets written as comments are not converted.
        if !withheldOutlets.isEmpty { emitted?.outlets.removeAll { withheldOutlets.contains($0) } }
        if !withheldActions.isEmpty { emitted?.actions.removeAll { withheldActions.contains($0) } }
        if let launchEmitted {
            emitted = emitted ?? EmittedElements()
            emitted?.add(launchEmitted)
        }
        let missing: ElementCounter.Positions
        (entry.counts, missing) = ElementCounter.count(
            document, positions: scan.positions, emitted: emitted, flow: flow,
            viewFunctions: rendered ? prepared?.loadViewFunctions ?? [:] : [:])
        // The flow's error says why none of it is converted.
        if !flowHasErrors,
            let gaps = UnnamedGaps.warning(document, tree: scan.tree, missing: missing, items: diagnostics)
        {
            diagnostics.append(gaps)
        }
        entry.items = diagnostics.map(MigrationReport.Item.init).sorted()
        return (entry, files, targets)
    }

    /// For each generated content builder of a class (`extension RecipeCell { func sbgenBuildContent() }`),
    /// the step that calls it: UIKit creates the class with its initializer, not from the nib.
    static func buildContentSteps(path: String, _ declarations: [GeneratedType]) -> [Diagnostic] {
        declarations.filter { $0.kind == .viewExtension }.map { type in
            // The class's object is the first the builder emitted (it builds its content as `self`).
            let position =
                type.emitted.views.first.map(EmittedElements.position) ?? SourcePosition(line: type.line, column: 1)
            return .note(
                "call `\(type.functionName)()` once from \(type.typeName)'s "
                    + "\(CallSiteSteps.initializer(type.baseClass)): UIKit now creates it with that initializer, "
                    + "not from the nib, so nothing else builds its content",
                at: SourceLocation(file: path, position: position))
        }
    }

    /// The one line each custom controller class needs so that UIKit builds its view in code.
    static func loadViewSteps(_ document: IBDocument, functions: [String: String]) -> [Diagnostic] {
        document.scenes.compactMap { scene in
            guard let controller = scene.controller, let custom = controller.customClass,
                let function = functions[scene.sceneID]
            else { return nil }
            return .note(
                "add `override func loadView() { \(function)() }` to \(custom)",
                at: SourceLocation(file: document.path, position: controller.position))
        }
    }

    /// Scenes without a view load it from a nib: the explicit `nibName`, or UIKit's name rule.
    static func sceneNibs(_ document: IBDocument, xibPaths: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scene in document.scenes {
            guard let controller = scene.controller, !controller.isStoryboardReference,
                controller.child(key: "view") == nil, let custom = controller.customClass
            else { continue }
            let explicit = controller.attributes["nibName"]
            let resolution = NibResolver.resolve(className: custom, explicitNibName: explicit, xibPaths: xibPaths)
            let location = SourceLocation(file: document.path, position: controller.position)
            guard let nib = resolution.nibName, let file = resolution.files.first else {
                if let explicit {
                    diagnostics.append(
                        .warning("nibName '\(explicit)' of \(custom): no such xib in the project", at: location))
                }
                continue
            }
            let how = resolution.explicit ? "its nibName" : "UIKit's name rule"
            diagnostics.append(
                .note(
                    "\(custom)'s view comes from \(file.path) (\(how), nib '\(nib)'); its migrated view code is that "
                        + "file's sbgenLoadView()", at: location))
        }
        return diagnostics
    }

    /// How UIKit uses a xib, who owns it and whether UIKit finds it by name.
    /// - Parameter loadViewFunction: the view code's function for File's Owner (after the project's
    ///   renames); nil: `sbgenLoadView` with the device suffix.
    static func nibRole(
        _ facts: NibFacts, xibPaths: [String], loadViewFunction: String? = nil,
        initProblem: (String) -> String? = { _ in nil }
    ) -> (
        role: String, owner: String?, diagnostics: [Diagnostic]
    ) {
        let location = facts.location
        let nib = NibResolver.nibName(ofPath: facts.path)
        switch facts.role {
        case .controllerView(let ownerClass, _):
            let resolution = NibResolver.resolve(className: ownerClass, xibPaths: xibPaths)
            var diagnostics: [Diagnostic] = []
            var owner = "File's Owner `\(ownerClass)`"
            let problem = initProblem(ownerClass)
            if let problem {
                diagnostics.append(.warning(problem, at: location))
            }
            if resolution.nibName == nib.name {
                let rule = nib.name == ownerClass ? "its class name" : "its class name without \"Controller\""
                owner +=
                    problem == nil
                    ? " finds `\(nib.name)` by \(rule): `\(ownerClass)()` loads it."
                    : " finds `\(nib.name)` by \(rule) when created with `nibName: nil` (`\(ownerClass)()` does not "
                        + "compile; see the step)."
                if resolution.files.count > 1 {
                    let variants = resolution.files.map {
                        "\($0.path) (\($0.device.rawValue): sbgenLoadView\(LoadViewGenerator.deviceSuffix($0.device))())"
                    }.joined(separator: ", ")
                    diagnostics.append(
                        .note(
                            "device variants \(variants): choose the migrated view code by device in loadView()",
                            at: location))
                }
            } else {
                owner += " does not find `\(nib.name)` by name"
                owner +=
                    resolution.nibName.map { " (UIKit picks `\($0)` first)" } ?? ""
                owner += ": it is created with `init(nibName: \"\(nib.name)\", bundle: nil)`."
                diagnostics.append(
                    .note(
                        "\(ownerClass) loads this nib only by explicit name; after migration create it with "
                            + (problem == nil ? "\(ownerClass)()" : "its own initializer") + " "
                            + "and call the migrated view code from loadView()", at: location))
            }
            diagnostics.append(
                .note(
                    "add `override func loadView() { "
                        + "\(loadViewFunction ?? "sbgenLoadView" + LoadViewGenerator.deviceSuffix(nib.device))() }` "
                        + "to \(ownerClass)", at: location))
            return ("controllerView", owner, diagnostics)
        case .viewOutletMissing(let ownerClass):
            return (
                "viewOutletMissing", "File's Owner `\(ownerClass)`, no `view` outlet",
                [
                    .warning(
                        "File's Owner \(ownerClass) has no view outlet: UIKit would fail with \"loaded the \"\(nib.name)\" "
                            + "nib but the view outlet was not set\"; connect it or remove the nib", at: location)
                ]
            )
        case .mainNib:
            let owner = facts.isAppKit ? "NSApplication" : "UIApplication"
            return ("mainNib", "File's Owner `\(owner)`: the app's main nib.", [])
        case .views:
            return ("views", nil, [])
        case .empty:
            return ("empty", nil, [.warning("empty xib: no top-level object to convert; delete it", at: location)])
        }
    }
}
