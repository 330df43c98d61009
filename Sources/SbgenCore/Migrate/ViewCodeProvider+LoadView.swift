import IBModel

/// The `loadview` generator behind ``ViewCodeProvider``: per-scene and per-xib `loadView()` code, with
/// the flow's segue triggers wired into the generated action statements.
extension ViewCodeProvider {
    /// View code from ``LoadViewGenerator`` rendered through the built-in `loadview` template.
    public static let loadView = ViewCodeProvider { document, source, swiftName, targets in
        let output = LoadViewGenerator.generate(
            document, source: source,
            // Assets keep main-bundle spellings here: `document.path` is project-relative, and the
            // migrator, which knows the project, loads them from the file's bundle (``AssetBundle``).
            options: LoadViewGenerator.Options(
                swiftName: swiftName, deploymentTargets: targets, controllersCreatedByFlow: true,
                mainMenuByLaunchCode: true))
        var functions: [String: String] = [:]
        // A main nib's windows are built for the app delegate; the launch code calls those functions.
        let windows = Set(document.objects.lazy.filter { $0.element == "window" }.compactMap(\.id))
        for unit in output.units {
            guard let sceneID = unit.sceneID else { continue }
            switch unit.kind {
            case .controllerExtension: functions[sceneID] = unit.functionName
            case .ownerExtension where windows.contains(sceneID): functions[sceneID] = unit.functionName
            case .viewBuilder where windows.contains(sceneID):
                functions[sceneID] = "\(unit.typeName).\(unit.functionName)"
            default: break
            }
        }
        var plan = output.plan
        plan.command = "migrate"
        // Placeholders for objects the generator skipped; looked for first: removing (even nothing)
        // copies the types the output shares.
        // (File-scope type aliases have no type name either, and are kept.)
        func isPlaceholder(_ type: GeneratedType) -> Bool { type.typeName.isEmpty && type.kind != .typeAliases }
        if plan.types.contains(where: isPlaceholder) { plan.types.removeAll(where: isPlaceholder) }
        let generated = plan
        let (modules, frameworks) = (output.modules, output.frameworks)
        var emitted = EmittedElements()
        for type in plan.types { emitted.add(type.emitted) }
        return Prepared(
            loadViewFunctions: functions, embedsChildren: true, diagnostics: output.diagnostics,
            builders: LoadViewProject.Builder.of(plan), modules: modules, hasCode: !plan.types.isEmpty,
            declarations: plan.types, emitted: emitted,
            render: { wiring in
                guard !generated.types.isEmpty else { return Rendered(text: nil) }
                var plan = LoadViewProject.apply(wiring.renames, to: generated)
                if let target = wiring.targetModule {
                    plan.imports = modules.imports(kit: plan.imports[0], frameworks: frameworks, target: target)
                }
                let module =
                    wiring.targetModule.map {
                        LoadViewProject.ModuleChoice(module: $0, basis: wiring.moduleBasis ?? .given)
                    } ?? LoadViewProject.fileModule(document.path, modules: modules, given: nil, marked: [])
                if module == nil, let own = PresumedModule.of(document) {
                    plan.imports.removeAll { $0 == own }  // no self-import
                }
                // A class IB names by its runtime name only, of another module by the sources: its import.
                if let module, let sources = wiring.sources {
                    let other = sources.modulesOfUnqualifiedClasses(in: document).filter {
                        $0 != module.module && (module.basis != .vote || wiring.otherModules.contains($0))
                    }
                    if !other.subtracting(plan.imports).isEmpty {
                        plan.imports = [plan.imports[0]] + Set(plan.imports.dropFirst()).union(other).sorted()
                    }
                }
                // The notes on custom classes created in code, by what their sources override.
                let settled = NibLifecycleCheck.settle(
                    output.diagnostics, sources: wiring.sources, module: module?.module)
                plan = NibLifecycleCheck.apply(settled, to: plan)
                let checked = OutletAccessCheck.apply(
                    plan, document: document, module: module, otherModules: wiring.otherModules,
                    sources: wiring.sources)
                // Runtime attributes by their typed properties where the sources declare them.
                let typed = RuntimeAttributeCheck.apply(
                    checked.plan, document: document, module: module?.module, sources: wiring.sources)
                var (wired, diagnostics) = TriggerWiring.wire(wiring, into: typed.plan, document: document)
                wired = TriggerWiring.restateUnconverted(wired)
                var rendered = Rendered(
                    text: nil, diagnostics: diagnostics + checked.diagnostics + typed.diagnostics,
                    withheldOutlets: checked.withheldOutlets,
                    foreignTypes: checked.foreignTypes)
                rendered.withheldActions = checked.withheldActions
                rendered.settledNotes = settled
                do throws(DiagnosticError) {
                    rendered.text = try LoadViewRenderer.render(wired)
                } catch {
                    rendered.diagnostics += error.diagnostics
                    rendered.withheldOutlets = []
                    rendered.withheldActions = []
                }
                return rendered
            })
    }
}
