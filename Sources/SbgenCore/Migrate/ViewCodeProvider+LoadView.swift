import IBModel

/// The `loadview` generator behind ``ViewCodeProvider``: per-scene and per-xib `loadView()` code, with
/// the flow's segue triggers wired into the generated action statements.
extension ViewCodeProvider {
    /// View code from ``LoadViewGenerator`` rendered through the built-in `loadview` template.
    public static let loadView = ViewCodeProvider { document, source, targets in
        let output = LoadViewGenerator.generate(
            document, source: source,
            // Assets keep main-bundle spellings here: `document.path` is project-relative, and the
            // migrator, which knows the project, loads them from the file's bundle (``AssetBundle``).
            options: LoadViewGenerator.Options(deploymentTargets: targets, controllersCreatedByFlow: true))
        var functions: [String: String] = [:]
        for unit in output.units where unit.kind == .controllerExtension {
            if let sceneID = unit.sceneID { functions[sceneID] = unit.functionName }
        }
        var plan = output.plan
        // Placeholders for objects the generator skipped; looked for first: removing (even nothing)
        // copies the types the output shares.
        if plan.types.contains(where: { $0.typeName.isEmpty }) { plan.types.removeAll { $0.typeName.isEmpty } }
        let generated = plan
        var emitted = EmittedElements()
        for type in plan.types { emitted.add(type.emitted) }
        return Prepared(
            loadViewFunctions: functions, embedsChildren: true, diagnostics: output.diagnostics,
            declarations: plan.types, emitted: emitted,
            render: { wiring in
                guard !generated.types.isEmpty else { return (nil, []) }
                let (wired, wiringDiagnostics) = TriggerWiring.wire(wiring, into: generated, document: document)
                do throws(DiagnosticError) {
                    return (try LoadViewRenderer.render(wired), wiringDiagnostics)
                } catch {
                    return (nil, wiringDiagnostics + error.diagnostics)
                }
            })
    }
}
