import IBModel

extension Migrator {
    /// The view code of `document`; none for a main nib, whose window and controllers the launch
    /// code rebuilds.
    /// - Parameter xibRole: a xib's ``NibResolver/role(of:)`` when already known.
    static func prepareViewCode(
        _ document: IBDocument, _ viewCode: ViewCodeProvider, targets: DeploymentTargets,
        xibRole: NibResolver.Role? = nil
    ) -> ViewCodeProvider.Prepared? {
        let isMainNib = document.kind == .xib && (xibRole ?? NibResolver.role(of: document)) == .mainNib
        return isMainNib ? nil : viewCode.prepare(document, document.path, targets)
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
        var files: [GeneratedFile]
        /// What replaces loading it by name, for the call-site steps.
        var targets: CallSiteSteps.Targets
        /// What ``nibRole(_:xibPaths:)`` needs of the document.
        var nib: NibFacts
    }

    /// What decides a xib's role: where it is and what UIKit would make of it.
    struct NibFacts: Sendable {
        var path: String
        var location: SourceLocation
        var role: NibResolver.Role

        /// - Parameter role: the xib's ``NibResolver/role(of:)`` when already known.
        init(_ document: IBDocument, role: NibResolver.Role? = nil) {
            path = document.path
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
        var files: [GeneratedFile] = []
        var diagnostics = viewDiagnostics(scan, prepared)
        var rendered = false
        var targets = CallSiteSteps.Targets(
            path: path, name: NibResolver.nibName(ofPath: path).name, isStoryboard: false)
        if let prepared {
            let (text, renderDiagnostics) = prepared.render(FlowWiring())
            diagnostics += renderDiagnostics
            if let text {
                files.append(
                    GeneratedFile(
                        path: stem + "+LoadView.swift", contents: inBundle(text, assetBundle, document: document)))
                entry.outputs.append(stem + "+LoadView.swift")
                rendered = true
                targets.declarations = prepared.declarations.map(CallSiteSteps.Declaration.init)
                targets.viewFile = stem + "+LoadView.swift"
                diagnostics += buildContentSteps(document, prepared.declarations)
            }
        }
        let missing: ElementCounter.Positions
        (entry.counts, missing) = ElementCounter.count(
            document, positions: scan.positions, emitted: rendered ? prepared?.emitted : nil, flow: nil,
            viewFunctions: prepared?.loadViewFunctions ?? [:], xibRole: nib.role)
        // A main nib's window and controllers are the launch code's (counted when it is generated).
        if nib.role != .mainNib,
            let gaps = UnnamedGaps.warning(document, tree: scan.tree, missing: missing, items: diagnostics)
        {
            diagnostics.append(gaps)
        }
        entry.items = diagnostics.map(MigrationReport.Item.init)
        return XibConversion(name: documentName(document), entry: entry, files: files, targets: targets, nib: nib)
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

    /// `xib`'s report entry, with its role among `xibPaths` (the project's readable xibs).
    static func finishXib(_ xib: XibConversion, xibPaths: [String]) -> MigrationReport.File {
        var entry = xib.entry
        let (role, owner, diagnostics) = nibRole(xib.nib, xibPaths: xibPaths)
        entry.role = role
        entry.owner = owner
        entry.items = (entry.items + diagnostics.map(MigrationReport.Item.init)).sorted()
        return entry
    }

    /// Finishes one storyboard whose flow is generated: view code with the flow's segue triggers
    /// wired in, the flow's file, nib checks, counts. Runs on any core.
    /// - Parameter stem: where its outputs go (``outputStems(_:)``).
    /// - Parameter launchEmitted: what the launch code builds of the storyboard (a macOS main
    ///   storyboard's menu), counted as converted with the rest.
    static func finishStoryboard(
        _ document: IBDocument, stem: String, scan: DocumentScan, prepared: ViewCodeProvider.Prepared?,
        flow: FlowGenerator.Output,
        xibPaths: [String], launchEmitted: EmittedElements? = nil, assetBundle: String? = nil
    ) -> (entry: MigrationReport.File, files: [GeneratedFile], targets: CallSiteSteps.Targets) {
        let path = document.path
        var targets = CallSiteSteps.Targets(
            path: path, name: documentName(document), isStoryboard: true, initialFactory: flow.initialFactory,
            identifierFactories: flow.identifierFactories, segueMethods: flow.segueMethods)
        var entry = MigrationReport.File(
            path: path, role: document.kind.rawValue, owner: nil, counts: MigrationReport.Counts(), outputs: [],
            items: [])
        var files: [GeneratedFile] = []
        var diagnostics = viewDiagnostics(scan, prepared)
        diagnostics += flow.diagnostics
        diagnostics += sceneNibs(document, xibPaths: xibPaths)
        diagnostics += loadViewSteps(document, functions: prepared?.loadViewFunctions ?? [:])
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
        if let prepared {
            let wiring = FlowWiring(triggers: flow.triggers, convertedSegueLines: flow.convertedSegueLines)
            let (text, renderDiagnostics) = prepared.render(wiring)
            diagnostics += renderDiagnostics
            if let text {
                files.append(
                    GeneratedFile(
                        path: stem + "+LoadView.swift", contents: inBundle(text, assetBundle, document: document)))
                entry.outputs.append(stem + "+LoadView.swift")
                rendered = true
                targets.declarations = prepared.declarations.map(CallSiteSteps.Declaration.init)
                targets.viewFile = stem + "+LoadView.swift"
                diagnostics += buildContentSteps(document, prepared.declarations)
            }
        } else {
            for trigger in flow.triggers {
                guard let wiring = trigger.wiring else { continue }
                diagnostics.append(
                    .note(
                        "wire the segue's trigger in \(trigger.controllerType)'s view code: "
                            + wiring.replacingLiteral("SOURCE", with: "<\(trigger.sourceElement) \(trigger.sourceID)>"),
                        at: SourceLocation(file: path, line: trigger.line, column: trigger.column)))
            }
        }
        var emitted = rendered ? prepared?.emitted : nil
        if let launchEmitted {
            emitted = emitted ?? EmittedElements()
            emitted?.add(launchEmitted)
        }
        let missing: ElementCounter.Positions
        (entry.counts, missing) = ElementCounter.count(
            document, positions: scan.positions, emitted: emitted, flow: flow,
            viewFunctions: rendered ? prepared?.loadViewFunctions ?? [:] : [:])
        if let gaps = UnnamedGaps.warning(document, tree: scan.tree, missing: missing, items: diagnostics) {
            diagnostics.append(gaps)
        }
        entry.items = diagnostics.map(MigrationReport.Item.init).sorted()
        return (entry, files, targets)
    }

    /// For each generated content builder of a class (`extension RecipeCell { func sbgenBuildContent() }`),
    /// the step that calls it: UIKit creates the class with its initializer, not from the nib.
    static func buildContentSteps(_ document: IBDocument, _ declarations: [GeneratedType]) -> [Diagnostic] {
        declarations.filter { $0.kind == .viewExtension }.map { type in
            // The class's object is the first the builder emitted (it builds its content as `self`).
            let position =
                type.emitted.views.first.map(EmittedElements.position) ?? SourcePosition(line: type.line, column: 1)
            return .note(
                "call `\(type.functionName)()` once from \(type.typeName)'s "
                    + "\(CallSiteSteps.initializer(type.baseClass)): UIKit now creates it with that initializer, "
                    + "not from the nib, so nothing else builds its content",
                at: document.location(of: position))
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
    static func nibRole(
        _ facts: NibFacts, xibPaths: [String]
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
            if resolution.nibName == nib.name {
                let rule = nib.name == ownerClass ? "its class name" : "its class name without \"Controller\""
                owner += " finds `\(nib.name)` by \(rule): `\(ownerClass)()` loads it."
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
                        "\(ownerClass) loads this nib only by explicit name; after migration create it with \(ownerClass)() "
                            + "and call the migrated view code from loadView()", at: location))
            }
            diagnostics.append(
                .note(
                    "add `override func loadView() { sbgenLoadView\(LoadViewGenerator.deviceSuffix(nib.device))() }` "
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
            return ("mainNib", "File's Owner `UIApplication`: the app's main nib.", [])
        case .views:
            return ("views", nil, [])
        case .empty:
            return ("empty", nil, [.warning("empty xib: no top-level object to convert; delete it", at: location)])
        }
    }
}
