import IBModel

/// SwiftGen 6.6's selection rules, written over our model (see `docs/Context.md`, "SwiftGen rules").
enum SwiftGenContextBuilder {
    static func build(
        documents: [IBDocument], parameters: TemplateParameters, environment: [String: String]
    ) -> (SwiftGenContext, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var storyboards: [(storyboard: SwiftGenContext.Storyboard, path: String, modules: Set<String>)] = []
        for document in documents where document.kind == .storyboard {
            guard let platform = platform(targetRuntime: document.targetRuntime) else {
                let runtime = document.targetRuntime ?? ""
                diagnostics.append(
                    .error(
                        "unsupported target runtime '\(runtime)'; storyboard left out of the SwiftGen context",
                        at: document.location(of: document.position)))
                continue
            }
            let (storyboard, modules) = self.storyboard(document, platform: platform)
            storyboards.append((storyboard, document.path, modules))
        }
        // Sorted by name like SwiftGen; the path breaks ties (localized copies share a name).
        storyboards.sort { ($0.storyboard.name, $0.path) < ($1.storyboard.name, $1.path) }
        let platforms = Set(storyboards.map(\.storyboard.platform))
        let modules = storyboards.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
        let context = SwiftGenContext(
            modules: modules.sorted(),
            platform: platforms.count == 1 ? platforms.first! : "",
            storyboards: storyboards.map(\.storyboard),
            param: parameters,
            env: environment)
        return (context, diagnostics)
    }

    /// SwiftGen matches `targetRuntime` by prefix, so `iOS.CocoaTouch.iPad` is iOS.
    static func platform(targetRuntime: String?) -> Platform? {
        guard let runtime = targetRuntime else { return nil }
        let prefixes: [(String, Platform)] = [
            ("iOS.CocoaTouch", .iOS), ("MacOSX.Cocoa", .macOS), ("AppleTV", .tvOS), ("watchKit", .watchOS),
        ]
        return prefixes.first { runtime.hasPrefix($0.0) }?.1
    }

    private static func storyboard(
        _ document: IBDocument, platform: Platform
    ) -> (SwiftGenContext.Storyboard, Set<String>) {
        var initial: SwiftGenContext.Scene?
        // SwiftGen de-duplicates scenes on all their fields, the element included.
        var scenes: Set<ElementScene> = []
        var segues: Set<SwiftGenContext.Segue> = []
        for scene in document.scenes {
            for member in scene.members where member.sceneMemberID == "viewController" {
                // The initial scene is any controller with that id, storyboard references included.
                if let initialID = document.initialViewController, member.id == initialID {
                    initial = self.scene(member, platform: platform)
                }
                if let identifier = member.storyboardIdentifier, !identifier.isEmpty, !member.isStoryboardReference {
                    scenes.insert(ElementScene(element: member.element, scene: self.scene(member, platform: platform)))
                }
            }
            for member in scene.members {
                member.forEachObject { object in
                    for connection in object.connections where connection.kind == .segue {
                        guard let identifier = connection.identifier, !identifier.isEmpty else { continue }
                        segues.insert(segue(connection, identifier: identifier, platform: platform))
                    }
                }
            }
        }
        var modules: Set<String> = [StandardTypes.framework(for: platform)]
        for scene in scenes.map(\.scene) where !scene.moduleIsPlaceholder && !scene.module.isEmpty {
            modules.insert(scene.module)
        }
        for segue in segues where !segue.moduleIsPlaceholder && !segue.module.isEmpty { modules.insert(segue.module) }
        if let initial, !initial.moduleIsPlaceholder, !initial.module.isEmpty { modules.insert(initial.module) }
        let storyboard = SwiftGenContext.Storyboard(
            name: document.name,
            platform: platform.rawValue,
            initialScene: initial,
            // Sorted by identifier (SwiftGen); the other keys only break ties, for a stable order.
            scenes: scenes.sorted { sceneKey($0).lexicographicallyPrecedes(sceneKey($1)) }.map(\.scene),
            segues: segues.sorted { segueKey($0).lexicographicallyPrecedes(segueKey($1)) })
        return (storyboard, modules)
    }

    static func scene(_ controller: IBObject, platform: Platform) -> SwiftGenContext.Scene {
        let identifier = controller.storyboardIdentifier ?? ""
        let placeholder = controller.customModuleProvider == "target"
        if let customClass = controller.customClass {
            let module =
                ModuleImports.importable(controller.customModule) ?? swiftGenKnownModule(
                    controller.element, platform: platform)
                ?? ""
            return SwiftGenContext.Scene(
                identifier: identifier, customClass: customClass, customModule: controller.customModule ?? "",
                type: customClass, module: module, moduleIsPlaceholder: placeholder)
        }
        let standard = StandardTypes.swiftGenResolve(element: controller.element, platform: platform)
        return SwiftGenContext.Scene(
            identifier: identifier, baseType: StandardTypes.uppercasedFirst(controller.element),
            type: standard.type, module: ModuleImports.importable(controller.customModule) ?? standard.module,
            moduleIsPlaceholder: placeholder)
    }

    /// SwiftGen keeps a known element's module (e.g. GLKit) even under a custom class without a module.
    private static func swiftGenKnownModule(_ element: String, platform: Platform) -> String? {
        guard let entry = StandardTypes.entry(for: element), entry.swiftGen else { return nil }
        return entry.module
    }

    private static func segue(
        _ connection: IBConnection, identifier: String, platform: Platform
    ) -> SwiftGenContext.Segue {
        let module: String
        if let customModule = ModuleImports.importable(connection.customModule) {
            module = customModule
        } else {
            module = connection.customClass == nil ? StandardTypes.framework(for: platform) : ""
        }
        return SwiftGenContext.Segue(
            identifier: identifier, customClass: connection.customClass ?? "",
            customModule: connection.customModule ?? "",
            type: connection.customClass ?? StandardTypes.segueType(platform: platform), module: module,
            moduleIsPlaceholder: connection.customModuleProvider == "target")
    }

    private struct ElementScene: Hashable {
        var element: String
        var scene: SwiftGenContext.Scene
    }

    private static func sceneKey(_ entry: ElementScene) -> [String] {
        let scene = entry.scene
        return [scene.identifier, scene.type, scene.module, entry.element, scene.moduleIsPlaceholder ? "1" : "0"]
    }

    private static func segueKey(_ segue: SwiftGenContext.Segue) -> [String] {
        [segue.identifier, segue.type, segue.module, segue.moduleIsPlaceholder ? "1" : "0"]
    }
}
