import IBModel

extension AccessorNaming {
    /// Reuse identifier kinds by element.
    private static let reuseKinds: [String: String] = [
        "tableViewCell": "tableCell", "tableViewHeaderFooterView": "tableHeaderFooter",
        "collectionViewCell": "collectionCell", "collectionReusableView": "collectionSupplementary",
    ]

    /// Top-level elements whose standard class a nib accessor may name; others are typed `NSObject`
    /// (the fallback `UI…`/`NS…` class of an arbitrary element may not exist).
    private static let nibRootElements: Set<String> = [
        "view", "customView", "tableViewCell", "collectionViewCell", "collectionReusableView",
        "tableViewHeaderFooterView", "label", "button", "imageView", "scrollView", "tableView", "collectionView",
        "stackView", "textField", "textView", "window", "customObject", "tableCellView", "collectionViewItem",
        "viewController",
    ]

    /// Where a reuse identifier is used: one scene of a storyboard, or a xib.
    private struct ReuseScope {
        /// `path` for a xib, `path` and scene id for a storyboard scene.
        var key: String
        /// The scene's label (its storyboard identifier, else its controller's class, else `Scene` and
        /// its id), or the xib's name.
        var label: String
        /// Storyboards: the scene's label; nil for a xib.
        var scene: String?
        var file: String
        var nibName: String?
        var location: SourceLocation
    }

    /// One reuse identifier with one kind and class, and every scope it is used in (in context order).
    private struct Variant {
        var context: ReuseIdentifierContext
        var scopes: [ReuseScope]
    }

    /// One accessor per reuse identifier and class, across every emitted document. An identifier
    /// used with different classes (in different scenes or files) gets one accessor per scene (or
    /// xib) instead, named for it (`recipeListCell`, `ingredientsCell`), and one warning naming each.
    mutating func nameReuseIdentifiers(_ documents: [DocumentContext]) -> [ReuseIdentifierContext] {
        var variants: [Variant] = []
        var byKey: [String: Int] = [:]
        for document in documents where document.swiftName != nil {
            let platform = document.platform.flatMap(Platform.init(rawValue:))
            var sceneLabels: [String: String] = [:]
            for scene in document.scenes { sceneLabels[scene.sceneID] = Self.reuseScopeLabel(of: scene) }
            for reusable in document.reusables {
                let location = SourceLocation(file: document.path, line: reusable.line)
                let type = spell(
                    customClass: reusable.customClass, customModule: reusable.customModule,
                    moduleIsPlaceholder: reusable.moduleIsPlaceholder, element: reusable.element, platform: platform,
                    location: location)
                let kind = Self.reuseKinds[reusable.element] ?? "other"
                let nibName = document.kind == "xib" ? document.name : nil
                let file = "\(document.name).\(document.kind)"
                let sceneLabel = reusable.sceneID.map { sceneLabels[$0] ?? "Scene \($0)" }
                let scope = ReuseScope(
                    key: document.path + "\u{0}" + (reusable.sceneID ?? ""), label: sceneLabel ?? document.name,
                    scene: sceneLabel, file: file, nibName: nibName, location: location)
                let key = "\(reusable.reuseIdentifier)\u{0}\(kind)\u{0}\(type)"
                if let existing = byKey[key] {
                    if variants[existing].context.nibName == nil { variants[existing].context.nibName = nibName }
                    if !variants[existing].context.documents.contains(file) {
                        variants[existing].context.documents.append(file)
                    }
                    if !variants[existing].scopes.contains(where: { $0.key == scope.key }) {
                        variants[existing].scopes.append(scope)
                    }
                    continue
                }
                byKey[key] = variants.count
                variants.append(
                    Variant(
                        context: ReuseIdentifierContext(
                            swiftName: "", identifier: reusable.reuseIdentifier, kind: kind, swiftType: type,
                            nibName: nibName, documents: [file]),
                        scopes: [scope]))
            }
        }
        // Sorted by identifier first so the names do not depend on which document came first.
        variants.sort { ($0.context.identifier, $0.context.swiftType) < ($1.context.identifier, $1.context.swiftType) }
        var scope = NameScope(what: "reuse identifier", namespace: "ReuseIdentifier")
        var result: [ReuseIdentifierContext] = []
        var start = 0
        while start < variants.count {
            let identifier = variants[start].context.identifier
            var end = start + 1
            while end < variants.count, variants[end].context.identifier == identifier { end += 1 }
            if end - start == 1 {
                var context = variants[start].context
                let origin = NameScope.Origin(identifier: identifier, location: variants[start].scopes[0].location)
                context.swiftName = scope.claim(SwiftName.member(identifier), for: origin)
                result.append(context)
            } else {
                result += scopedAccessors(for: variants[start..<end], scope: &scope)
            }
            start = end
        }
        diagnostics += scope.diagnostics
        return result.sorted { $0.swiftName < $1.swiftName }
    }

    /// One accessor per scene (or xib) for an identifier that stands for different classes, each
    /// named for its scene, and the warning that lists them.
    private mutating func scopedAccessors(
        for variants: ArraySlice<Variant>, scope: inout NameScope
    ) -> [ReuseIdentifierContext] {
        var accessors: [(context: ReuseIdentifierContext, scope: ReuseScope)] = []
        for variant in variants {
            for place in variant.scopes {
                var context = variant.context
                context.nibName = place.nibName
                context.documents = [place.file]
                context.scene = place.scene
                accessors.append((context, place))
            }
        }
        // In the order of the files and lines they come from, so each scene's name is stable.
        accessors.sort {
            ($0.scope.location.file, $0.scope.location.line) < ($1.scope.location.file, $1.scope.location.line)
        }
        var listed: [String] = []
        for index in accessors.indices {
            let place = accessors[index].scope
            let identifier = accessors[index].context.identifier
            let origin = NameScope.Origin(identifier: identifier, location: place.location)
            let name = scope.claim(SwiftName.member("\(place.label) \(identifier)"), for: origin)
            accessors[index].context.swiftName = name
            let site = place.scene.map { "scene '\($0)'" } ?? "'\(place.file)'"
            listed.append("'\(name)' (\(accessors[index].context.swiftType) in \(site), \(place.location))")
        }
        let first = accessors[0]
        diagnostics.append(
            .warning(
                "reuse identifier '\(first.context.identifier)' stands for different classes, so each scene (or xib) "
                    + "that uses it gets its own accessor: " + listed.joined(separator: ", "),
                at: first.scope.location))
        return accessors.map(\.context)
    }

    /// A scene's label for the names of its reuse identifiers: its storyboard identifier, else its
    /// controller's class, else `Scene` and its id.
    private static func reuseScopeLabel(of scene: SceneContext) -> String {
        scene.identifier ?? scene.customClass ?? "Scene \(scene.sceneID)"
    }

    /// The nib's root type: its first top-level object's class.
    mutating func nameNib(_ document: inout DocumentContext, platform: Platform?) {
        guard let root = document.topLevelObjects.first else { return }
        let location = SourceLocation(file: document.path)
        if root.customClass == nil, root.element == "customObject" || !Self.nibRootElements.contains(root.element) {
            document.nibRootType = "NSObject"
            return
        }
        document.nibRootType = spell(
            customClass: root.customClass, customModule: root.customModule,
            moduleIsPlaceholder: root.moduleIsPlaceholder,
            element: root.element, platform: platform, location: location)
    }
}
