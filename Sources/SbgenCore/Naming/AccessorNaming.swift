import Dispatch
import IBModel

/// The naming pass of the sbgen context: gives every accessor the built-in templates emit a valid,
/// unique, stable Swift name and a spelled type, so templates only print fields (`swiftName`,
/// `swiftType`…). Conflicts are resolved deterministically (context order decides who keeps a
/// name) and reported as warnings that name both locations.
struct AccessorNaming {
    /// Type names the generated code declares or relies on in the namespaces it fills.
    static let reservedTypeNames: Set<String> = [
        "Type", "Self", "Protocol", "Any", "AnyObject", "RawValue", "AllCases", "Destination", "StoryboardScene",
        "StoryboardSegue", "ReuseIdentifier", "NibFile", "SceneType", "InitialSceneType", "StoryboardType",
        "SegueType", "NibType", "BundleToken", "ReusableTableCell", "ReusableHeaderFooter", "ReusableCollectionCell",
        "ReusableSupplementaryView", "String", "Bundle", "NSCoder", "IndexPath",
    ]
    /// Members of a storyboard's scene namespace.
    static let reservedSceneMembers = ["storyboardName", "storyboard", "initialScene"]
    /// Members of a segue enum (`RawRepresentable`, `CaseIterable`, our matcher).
    static let reservedCaseNames = ["rawValue", "allCases", "hashValue", "hash", "destination", "`init`", "`self`"]

    var speller: TypeSpeller
    /// Warnings so far.
    var diagnostics: [Diagnostic] = []
    /// Modules of the types spelled so far.
    var usedModules: Set<String> = []
    /// File and `customModule` of each unusable module warned about: once per file is enough.
    private var warnedModules: Set<[String]> = []
    /// Unqualified custom class names the output may refer to; namespaces must not shadow them.
    var classNames: Set<String> = []

    init(parameters: TemplateParameters, environment: [String: String]) {
        speller = TypeSpeller(parameters: parameters, environment: environment)
    }

    /// Applies the pass to `context`.
    /// - Returns: the warnings (name clashes, skipped documents, unusable class names).
    static func apply(to context: inout SbgenContext) -> [Diagnostic] {
        var naming = AccessorNaming(parameters: context.param, environment: context.env)
        naming.run(&context)
        return naming.diagnostics
    }

    private mutating func run(_ context: inout SbgenContext) {
        classNames = Self.classNames(in: context.documents)
        // `Sidebar.SidebarMenuCell` cannot compile when module Sidebar has a class Sidebar (the class
        // hides the module): such a module's types are written unqualified (the module is imported).
        speller.shadowedModules = Set(context.modules).union(speller.targetModules).intersection(classNames)
        var documents = context.documents
        // The only owner of the documents from here on: naming mutates their scenes in place, not copies.
        context.documents = []
        context.storyboards = []
        context.nibs = []
        // The target module qualifies types too (unless `ignoreTargetModule`): a namespace of its name
        // would hide it as much as another module's.
        let qualifying = speller.ignoreTargetModule ? [] : speller.targetModules
        nameDocuments(&documents, modules: Array(Set(context.modules).union(qualifying)).sorted())
        let index = SceneLookup(documents: documents)
        // Names inside a document depend only on it and the lookup: named in place on all cores (each
        // index by one worker only), each with its own warnings and modules, gathered in document order
        // so the diagnostics stay deterministic.
        let base = self
        let slots = ResultSlots<([Diagnostic], Set<String>)>(count: documents.count)
        documents.withUnsafeMutableBufferPointer { buffer in
            let buffer = UncheckedBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: buffer.base.count) { position in
                guard buffer.base[position].swiftName != nil else { return slots.set(position, ([], [])) }
                var worker = base
                worker.diagnostics = []
                worker.usedModules = [buffer.base[position].framework]
                let platform = buffer.base[position].platform.flatMap(Platform.init(rawValue:))
                if buffer.base[position].kind == "storyboard" {
                    worker.nameScenes(&buffer.base[position], platform: platform, index: index)
                    worker.nameSegues(&buffer.base[position], platform: platform, index: index)
                } else {
                    worker.nameNib(&buffer.base[position], platform: platform)
                }
                slots.set(position, (worker.diagnostics, worker.usedModules))
            }
        }
        for (documentDiagnostics, modules) in slots.values() {
            diagnostics += documentDiagnostics
            usedModules.formUnion(modules)
        }
        context.reuseIdentifiers = nameReuseIdentifiers(documents)
        context.documents = documents
        context.storyboards = documents.filter { $0.kind == "storyboard" }
        context.nibs = documents.filter { $0.kind == "xib" }
        context.accessModifier = context.param.flag("publicAccess") ? "public" : "internal"
        context.imports = usedModules.subtracting(speller.targetModules).subtracting([""]).sorted()
    }

    private static func classNames(in documents: [DocumentContext]) -> Set<String> {
        var names: Set<String> = []
        for document in documents {
            for scene in document.scenes { names.formUnion([scene.customClass].compactMap { $0 }) }
            for reusable in document.reusables { names.formUnion([reusable.customClass].compactMap { $0 }) }
            for object in document.topLevelObjects { names.formUnion([object.customClass].compactMap { $0 }) }
        }
        return names.filter(SwiftName.isPlainTypeName)
    }

    // MARK: - Documents

    /// Names each document's namespace; skips watchOS documents and localized copies (see
    /// ``LocalizationGroups``), and names documents that share a name without being copies for
    /// their folders.
    private mutating func nameDocuments(_ documents: inout [DocumentContext], modules: [String]) {
        var scope = NameScope(
            what: "document", namespace: "the generated namespaces",
            reserved: Self.reservedTypeNames.union(modules).union(["UIKit", "AppKit"]))
        var members = NameScope(what: "xib", namespace: "NibFile")
        let groups = LocalizationGroups(
            documents.map { .init(kind: $0.kind, name: $0.name, path: $0.path, isSkipped: $0.platform == "watchOS") })
        for position in documents.indices {
            let document = documents[position]
            let location = SourceLocation(file: document.path)
            if document.platform == "watchOS" {
                diagnostics.append(
                    .warning("watchOS documents are not supported by the built-in templates; skipped", at: location))
                continue
            }
            let primary = groups.primary[position]
            if primary != position {
                diagnostics.append(LocalizedCopyComparison.diagnostic(copy: document, primary: documents[primary]))
                continue
            }
            let origin = NameScope.Origin(identifier: document.path, location: location)
            let folder = groups.distinguishingFolder[position]
            documents[position].folder = folder
            var proposed =
                folder.map { SwiftName.type(folder: $0, name: document.name) } ?? SwiftName.type(document.name)
            guard document.kind == "storyboard" else {
                // Xibs are members (`NibFile.ingredientCell`), never namespaces: they may share a
                // class's name.
                documents[position].swiftName = proposed
                let member = members.claim(SwiftName.member(type: proposed), for: origin)
                documents[position].memberName = member
                if groups.hasNamesakes(position) {
                    diagnostics.append(
                        namesakeWarning(documents, position, groups: groups, folder: folder, name: member))
                }
                continue
            }
            if classNames.contains(proposed) || modules.contains(proposed) {
                let renamed = proposed + "Storyboard"
                let what = classNames.contains(proposed) ? "class" : "module"
                diagnostics.append(
                    .warning(
                        "storyboard '\(document.name)' is named like the \(what) '\(proposed)' it refers to;"
                            + " its namespace is '\(renamed)' so the \(what) stays visible", at: location))
                proposed = renamed
            }
            let name = scope.claim(proposed, for: origin)
            documents[position].swiftName = name
            if groups.hasNamesakes(position) {
                diagnostics.append(namesakeWarning(documents, position, groups: groups, folder: folder, name: name))
            }
        }
        diagnostics += scope.diagnostics + members.diagnostics
    }

    /// The warning at a document that shares its kind and name with others that are no localized
    /// copies of it: where they are, and what its accessors are named.
    private func namesakeWarning(
        _ documents: [DocumentContext], _ position: Int, groups: LocalizationGroups, folder: String?, name: String
    ) -> Diagnostic {
        let document = documents[position]
        let others = groups.namesakes(of: position)
        // Past five, only the first four are named.
        let named = others.count > 5 ? Array(others.prefix(4)) : others
        var listed = named.map { "'\(documents[$0].path)'" }
        if others.count > named.count { listed.append("\(others.count - named.count) more") }
        let naming = folder.map { "'\(name)', for its folder '\($0)'" } ?? "'\(name)'"
        return .warning(
            "'\(document.name).\(document.kind)' is also at \(LocalizedCopyComparison.list(listed)), a different "
                + "file (localized copies sit in sibling .lproj folders of one folder): each gets its own accessors; "
                + "this one's are named \(naming)",
            at: SourceLocation(file: document.path))
    }

    // MARK: - Scenes

    private mutating func nameScenes(_ document: inout DocumentContext, platform: Platform?, index: SceneLookup) {
        var scope = NameScope(
            what: "scene", namespace: "StoryboardScene.\(document.swiftName ?? "")",
            reserved: Self.reservedSceneMembers)
        var identifiers: Set<String> = []
        for position in document.scenes.indices {
            var scene = document.scenes[position]
            scene.swiftType = sceneType(scene, platform: platform, index: index, path: document.path)
            if scene.customClass == nil, scene.reference == nil {
                scene.availability = StandardTypes.deprecation(element: scene.element, platform: platform)
            }
            if let identifier = scene.identifier, scene.reference == nil, identifiers.insert(identifier).inserted {
                let origin = NameScope.Origin(
                    identifier: identifier, location: SourceLocation(file: document.path, line: scene.line))
                scene.swiftName = scope.claim(SwiftName.member(identifier), for: origin)
            }
            document.scenes[position] = scene
            if scene.isInitial { document.initialScene = scene }
        }
        diagnostics += scope.diagnostics
    }

    /// The scene's spelled type; a storyboard reference takes the referenced scene's.
    private mutating func sceneType(
        _ scene: SceneContext, platform: Platform?, index: SceneLookup, path: String
    ) -> String {
        if let reference = scene.reference {
            if let target = index.scene(reference) {
                return spell(target.scene, platform: target.platform, path: target.path)
            }
            return spellBase("ViewController", platform: platform)
        }
        return spell(scene, platform: platform, path: path)
    }

    mutating func spell(_ scene: SceneContext, platform: Platform?, path: String) -> String {
        spell(
            customClass: scene.customClass, customModule: scene.customModule,
            moduleIsPlaceholder: scene.moduleIsPlaceholder, element: scene.element, platform: platform,
            location: SourceLocation(file: path, line: scene.line))
    }

    mutating func spell(
        customClass: String?, customModule: String?, moduleIsPlaceholder: Bool, element: String, platform: Platform?,
        location: SourceLocation
    ) -> String {
        let spelled = speller.spell(
            customClass: customClass, customModule: customModule, moduleIsPlaceholder: moduleIsPlaceholder,
            element: element, platform: platform)
        if spelled.replacedCustomClass, let customClass {
            diagnostics.append(
                .warning(
                    "custom class '\(customClass)' is not a plain Swift class name; accessors use '\(spelled.type)'",
                    at: location))
        }
        if let module = spelled.unusableModule, warnedModules.insert([location.file, module]).inserted {
            diagnostics.append(
                .warning(
                    "custom module '\(module)' is not a Swift module name (Xcode names a module "
                        + "'\(ModuleImports.xcodeModuleName(module))'); accessors use its classes, such as "
                        + "'\(spelled.type)', without it",
                    at: location))
        }
        if let module = spelled.module { usedModules.insert(module) }
        return spelled.type
    }

    mutating func spellBase(_ name: String, platform: Platform?) -> String {
        usedModules.insert(StandardTypes.framework(for: platform))
        return speller.base(name, platform: platform)
    }
}

/// A buffer whose elements workers mutate concurrently, each element by one worker only.
private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
    init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }
}
