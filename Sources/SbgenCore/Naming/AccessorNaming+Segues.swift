import IBModel

extension AccessorNaming {
    /// Segue kinds that `prepare(for:sender:)` sees and `performSegue(withIdentifier:)` can name.
    private static func isNamedSegue(_ segue: SegueContext) -> Bool {
        segue.identifier != nil && segue.kind != "relationship"
    }

    /// Names the storyboard-wide segue enum's cases and each scene's segue enum and cases.
    mutating func nameSegues(_ document: inout DocumentContext, platform: Platform?, index: SceneLookup) {
        let storyboard = document.swiftName ?? ""
        var typeScope = NameScope(
            what: "scene", namespace: "StoryboardSegue.\(storyboard)",
            reserved: Self.reservedTypeNames)
        var wideScope = NameScope(
            what: "segue", namespace: "StoryboardSegue.\(storyboard)", reserved: Self.reservedCaseNames)
        // identifier → (first scene, destination key, line) for the storyboard-wide enum.
        var wide: [String: (scene: String, key: String, line: Int)] = [:]
        var wideCases: [SegueCaseContext] = []
        // Cases and scene enums share the storyboard's enum: a case named like a scene enum (an
        // identifier without case, `詳細`, `123`) would redeclare it.
        let caseNames = Set(
            document.scenes.flatMap {
                $0.segues.filter(Self.isNamedSegue).map { SwiftName.member($0.identifier ?? "") }
            })
        for position in document.scenes.indices {
            var scene = document.scenes[position]
            let named = scene.segues.filter(Self.isNamedSegue)
            guard !named.isEmpty else { continue }
            var caseScope = NameScope(
                what: "segue", namespace: "StoryboardSegue.\(storyboard).<scene>", reserved: Self.reservedCaseNames)
            var seen: [String: String] = [:]
            var ambiguous: Set<String> = []
            for segue in named {
                let identifier = segue.identifier ?? ""
                let key = Self.destinationKey(segue)
                if let first = seen[identifier] {
                    if first != key { ambiguous.insert(identifier) }
                    continue
                }
                seen[identifier] = key
            }
            var cases: [SegueCaseContext] = []
            var done: Set<String> = []
            for segue in named {
                let identifier = segue.identifier ?? ""
                guard done.insert(identifier).inserted else { continue }
                let location = SourceLocation(file: document.path, line: segue.line)
                let origin = NameScope.Origin(identifier: identifier, location: location)
                let typed = ambiguous.contains(identifier) ? nil : segue
                var segueCase = destination(of: typed, platform: platform, index: index, location: location)
                segueCase.identifier = identifier
                segueCase.kind = segue.kind
                segueCase.line = segue.line
                segueCase.swiftName = caseScope.claim(SwiftName.member(identifier), for: origin)
                cases.append(segueCase)
                let key = Self.destinationKey(segue)
                if let first = wide[identifier] {
                    if first.key != key {
                        diagnostics.append(
                            .warning(
                                "segue identifier '\(identifier)' leads from scenes '\(first.scene)' (\(document.path):"
                                    + "\(first.line)) and '\(Self.sceneLabel(scene))' to different destinations; each"
                                    + " scene's segue enum types its own, StoryboardSegue.\(storyboard) has one case",
                                at: location))
                    }
                } else {
                    wide[identifier] = (Self.sceneLabel(scene), key, segue.line)
                    var wideCase = segueCase
                    wideCase.swiftName = wideScope.claim(SwiftName.member(identifier), for: origin)
                    wideCases.append(wideCase)
                }
            }
            diagnostics += caseScope.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.message = diagnostic.message.replacingLiteral("<scene>", with: Self.sceneLabel(scene))
                return diagnostic
            }
            scene.segueCases = cases
            scene.segueTypeName = segueTypeName(
                of: scene, path: document.path, scope: &typeScope, caseNames: caseNames)
            // Only controllers perform segues (a macOS Application scene's menu items have segues too).
            if scene.reference == nil, scene.baseType.hasSuffix("Controller"), let customClass = scene.customClass,
                SwiftName.isPlainTypeName(customClass)
            {
                scene.performerType = scene.swiftType
            }
            document.scenes[position] = scene
            if scene.isInitial { document.initialScene = scene }
        }
        document.segueCases = wideCases.sorted { $0.identifier < $1.identifier }
        diagnostics += typeScope.diagnostics + wideScope.diagnostics
    }

    private static func sceneLabel(_ scene: SceneContext) -> String {
        scene.identifier ?? scene.customClass ?? scene.sceneID
    }

    private static func destinationKey(_ segue: SegueContext) -> String {
        guard let destination = segue.destination else { return "" }
        return "\(destination.storyboard)/\(destination.sceneID ?? destination.identifier ?? "")"
    }

    /// The scene's segue enum name: its identifier, else its class, else `Scene` + scene id, kept
    /// clear of the class names the output refers to (a nested enum would hide the class).
    private mutating func segueTypeName(
        of scene: SceneContext, path: String, scope: inout NameScope, caseNames: Set<String>
    ) -> String {
        let location = SourceLocation(file: path, line: scene.line)
        let source = scene.identifier ?? scene.customClass ?? "Scene \(scene.sceneID)"
        var proposed = SwiftName.type(source)
        if caseNames.contains(proposed) {
            let renamed = proposed + "Segues"
            diagnostics.append(
                .warning(
                    "scene '\(source)' maps to Swift name '\(proposed)', which a segue case of "
                        + "StoryboardSegue.\(scope.namespace.dropFirst("StoryboardSegue.".count)) has too; its segue "
                        + "enum is '\(renamed)'", at: location))
            proposed = renamed
        }
        if isClassName(proposed) {
            let renamed = proposed + "Segues"
            if scene.identifier != nil {
                diagnostics.append(
                    .warning(
                        "scene identifier '\(source)' is also a class name; its segue enum is '\(renamed)'"
                            + " so the class stays visible", at: location))
            }
            proposed = renamed
        }
        return scope.claim(proposed, for: NameScope.Origin(identifier: source, location: location))
    }

    /// The typed destination of `segue` (nil: untyped, e.g. ambiguous).
    private mutating func destination(
        of segue: SegueContext?, platform: Platform?, index: SceneLookup, location: SourceLocation
    ) -> SegueCaseContext {
        let isMac = platform == .macOS
        var result = SegueCaseContext(
            identifier: "", swiftName: "", kind: "",
            destinationType: isMac ? "Any" : spellBase("ViewController", platform: platform), destinationCast: nil,
            navigationType: nil, line: 0)
        guard let reference = segue?.destination, let found = index.scene(reference) else { return result }
        var target = found
        if !isMac, let root = index.navigationRoot(of: found) {
            result.navigationType = spell(found.scene, platform: found.platform, path: found.path)
            target = root
        }
        let type = spell(target.scene, platform: target.platform, path: target.path)
        // A cast to the plain base class always succeeds, which Swift warns about.
        if isMac || type != speller.base("ViewController", platform: platform) {
            result.destinationType = type
            result.destinationCast = type
        }
        return result
    }

    private func isClassName(_ name: String) -> Bool { classNames.contains(name) }
}
