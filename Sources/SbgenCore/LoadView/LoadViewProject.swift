import IBModel

/// What view code generated from several IB files of one project needs to compile as one module:
/// localized copies converted once, names derived from files unique, and one method per class.
///
/// Each file is generated on its own (on any core); these rules only look at paths and at the
/// generated declarations, serially and cheaply, before anything is rendered.
public enum LoadViewProject {
    /// One generated method a class gets: ``GeneratedType/typeName`` and
    /// ``GeneratedType/functionName``, with where it comes from.
    public struct Builder: Sendable, Equatable {
        public var typeName: String
        public var functionName: String
        /// The scene id (storyboards) or top-level object id (xibs).
        public var sceneID: String?
        /// The storyboard or reuse identifier.
        public var identifier: String?
        /// Where the scene or object starts in its IB file.
        public var line: Int

        public init(typeName: String, functionName: String, sceneID: String?, identifier: String?, line: Int) {
            self.typeName = typeName
            self.functionName = functionName
            self.sceneID = sceneID
            self.identifier = identifier
            self.line = line
        }

        /// The methods `plan` declares on a class of the project: extensions (a generated subclass or
        /// builder enum has a name of its own, made unique with ``swiftNames(_:)``).
        public static func of(_ plan: LoadViewPlan) -> [Builder] {
            plan.types.compactMap { type in
                guard
                    [.controllerExtension, .viewExtension, .ownerExtension, .windowControllerExtension].contains(
                        type.kind),
                    !type.typeName.isEmpty
                else {
                    return nil
                }
                return Builder(
                    typeName: type.typeName, functionName: type.functionName, sceneID: type.sceneID,
                    identifier: type.identifier, line: type.line)
            }
        }
    }

    /// A method renamed because an earlier file gives the class a method of that name.
    public struct Rename: Sendable, Equatable {
        public var typeName: String
        /// The name the file's generator chose, and the name it gets.
        public var from: String
        public var to: String
        /// The file and line of the builder that keeps the name.
        public var keeperPath: String
        public var keeperLine: Int

        /// What the renamed declaration and the report say.
        public var comment: String {
            "\(typeName) also gets \(from)() from \(keeperPath) (line \(keeperLine)); this one is \(to)(): "
                + "call the one for the IB file the instance came from."
        }
    }

    /// For each localized copy among `paths` (the same file name in sibling `*.lproj` folders, such
    /// as `Base.lproj/Main.storyboard` and `fr.lproj/Main.storyboard`): the index of the copy that is
    /// converted, `Base.lproj`'s, else the first in byte order. At run time UIKit loads one of them;
    /// converted once, they give one set of declarations. Paths with no copy are not in the result.
    public static func localizedCopies(_ paths: [String]) -> [Int: Int] {
        var groups: [String: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            guard let (folder, language, name) = lprojParts(path) else { continue }
            _ = language
            groups[folder + "\u{0}" + name, default: []].append(index)
        }
        var result: [Int: Int] = [:]
        for group in groups.values where group.count > 1 {
            let sorted = group.sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
            let primary = sorted.first { lprojParts(paths[$0])?.language == "Base" } ?? sorted[0]
            for index in sorted where index != primary { result[index] = primary }
        }
        return result
    }

    /// `A/fr.lproj/Main.storyboard` → (`A`, `fr`, `Main.storyboard`); nil outside a `.lproj` folder.
    static func lprojParts(_ path: String) -> (folder: String, language: String, name: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let language = parts[parts.count - 2].dropLast(".lproj".count)
        return (parts.dropLast(2).joined(separator: "/"), String(language), String(parts[parts.count - 1]))
    }

    /// The name each file's derived Swift names use (`Sbgen<Name>Builder`, `Sbgen<Name><Reuse>Cell`,
    /// `sbgenLoadView<Name>…`): the file name, with the names of the folders above it (nearest
    /// first, `.lproj` folders left out) put in front while another file of the same name, compared
    /// as a type name, remains (`App/Main.storyboard` and `Widget/Main.storyboard` → `AppMain`,
    /// `WidgetMain`); a number at the end if the folders do not tell them apart.
    public static func swiftNames(_ paths: [String]) -> [String] {
        let stems = paths.map { path -> (name: String, folders: [String]) in
            var parts = path.split(separator: "/").map(String.init)
            let file = parts.popLast() ?? path
            let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            return (name, parts.filter { !$0.hasSuffix(".lproj") })
        }
        var names = stems.map { UnitBuilder.typeSafe($0.name) }
        var depth = Array(repeating: 0, count: paths.count)
        while true {
            var groups: [String: [Int]] = [:]
            for (index, name) in names.enumerated() { groups[name.lowercased(), default: []].append(index) }
            let clashing = groups.values.filter { $0.count > 1 }
            var changed = false
            for group in clashing {
                for index in group where depth[index] < stems[index].folders.count {
                    depth[index] += 1
                    let folder = stems[index].folders[stems[index].folders.count - depth[index]]
                    names[index] = UnitBuilder.typeSafe(folder) + names[index]
                    changed = true
                }
            }
            guard changed else {
                for group in clashing {
                    for (number, index) in group.sorted().enumerated() where number > 0 {
                        names[index] += String(number + 1)
                    }
                }
                return names
            }
        }
    }

    /// The renames that leave one method per name on each class, over `files` in order (their
    /// builders in document order): the first builder of a class with a name keeps it; a later one
    /// gets the file's Swift name (`swiftNames[file]`) appended, then its identifier or scene id,
    /// then a number, until the name is free (`sbgenLoadView` → `sbgenLoadViewSettings`).
    /// `paths` are the files' paths, for ``Rename/keeperPath``.
    public static func settle(_ files: [[Builder]], swiftNames: [String], paths: [String]) -> [[Rename]] {
        var taken: [String: [String: (file: Int, line: Int)]] = [:]
        // Every name a file's generator chose is reserved first: a rename must not take one.
        for (file, builders) in files.enumerated() {
            for builder in builders where taken[builder.typeName]?[builder.functionName] == nil {
                taken[builder.typeName, default: [:]][builder.functionName] = (file, builder.line)
            }
        }
        var result: [[Rename]] = Array(repeating: [], count: files.count)
        for (file, builders) in files.enumerated() {
            for builder in builders {
                guard let keeper = taken[builder.typeName]?[builder.functionName],
                    keeper.file != file || keeper.line != builder.line
                else { continue }
                let base = builder.functionName + UnitBuilder.typeSafe(swiftNames[file])
                var candidates = [base]
                if let suffix = (builder.identifier ?? builder.sceneID).map(UnitBuilder.typeSafe), !suffix.isEmpty {
                    candidates.append(base + suffix)
                }
                var name = candidates.first { taken[builder.typeName]?[$0] == nil }
                var number = 2
                while name == nil {
                    let candidate = base + String(number)
                    if taken[builder.typeName]?[candidate] == nil { name = candidate }
                    number += 1
                }
                taken[builder.typeName, default: [:]][name!] = (file, builder.line)
                result[file].append(
                    Rename(
                        typeName: builder.typeName, from: builder.functionName, to: name!,
                        keeperPath: paths[keeper.file], keeperLine: keeper.line))
            }
        }
        return result
    }

    /// `plan` with `renames` applied to its declarations, each renamed declaration saying which
    /// method of its class keeps the name.
    public static func apply(_ renames: [Rename], to plan: LoadViewPlan) -> LoadViewPlan {
        guard !renames.isEmpty else { return plan }
        var plan = plan
        for rename in renames {
            guard
                let index = plan.types.firstIndex(where: {
                    $0.typeName == rename.typeName && $0.functionName == rename.from
                        && [.controllerExtension, .viewExtension, .ownerExtension, .windowControllerExtension].contains(
                            $0.kind)
                })
            else { continue }
            plan.types[index].functionName = rename.to
            plan.types[index].comments.append(rename.comment)
        }
        return plan
    }

    /// One file's view code, as the project rules see it.
    public struct File: Sendable {
        public var path: String
        /// ``swiftNames(_:)``'s name for the file.
        public var swiftName: String
        public var platform: Platform?
        public var modules: ModuleImports
        public var builders: [Builder]

        public init(path: String, swiftName: String, platform: Platform?, modules: ModuleImports, builders: [Builder]) {
            self.path = path
            self.swiftName = swiftName
            self.platform = platform
            self.modules = modules
            self.builders = builders
        }
    }

    /// What the project decides for one file's view code.
    public struct Decision: Sendable, Equatable {
        /// The module the code is built into (its classes are not imported); nil: none is known.
        public var targetModule: String?
        /// How ``targetModule`` was decided; nil when it is nil.
        public var moduleBasis: ModuleBasis?
        /// The modules that the files marking ``targetModule`` "Inherit Module From Target" (item 1
        /// of ``moduleChoices(_:given:authority:)``) name without that mark: what the project's files
        /// show to be other modules than ``targetModule`` (``otherModules(_:)``).
        public var otherModules: Set<String>
        public var renames: [Rename]
    }

    /// Where a file's module comes from: the items of ``moduleChoices(_:given:authority:)``.
    public enum ModuleBasis: Sendable, Equatable {
        /// Item 1: the `customModule` the file itself marks "Inherit Module From Target".
        case marks
        /// Item 2: a folder above the file named like a module the file names or another file marks.
        case folder
        /// Item 3, or any file with ``ModuleAuthority/given``: `--module`, `PRODUCT_MODULE_NAME`.
        case given
        /// Item 4: the marks of the files nearest it. A guess: nothing of the file itself says so.
        case vote
    }

    /// A file's module and what says so.
    public struct ModuleChoice: Sendable, Equatable {
        public var module: String
        public var basis: ModuleBasis

        public init(module: String, basis: ModuleBasis) {
            self.module = module
            self.basis = basis
        }
    }

    /// Who decides the module of a file when the module given on the command line and the file's
    /// own marks disagree.
    public enum ModuleAuthority: Sendable, Equatable {
        /// `loadview` (and a build phase or the build plugin, which run it for one target): the given
        /// module (`--module`, else `PRODUCT_MODULE_NAME`) is the module of every file generated;
        /// the files' marks decide only when none is given.
        case given
        /// `migrate` over a whole project of several targets: each file's own marks and folder
        /// first, the given module only as the default (``moduleChoices(_:given:authority:)``).
        case files
    }

    /// For each of `files` (in order): the module its code is built into
    /// (``moduleChoices(_:given:authority:)``), and the renames that leave one method per name on
    /// each class (``settle(_:swiftNames:paths:)``).
    public static func settle(_ files: [File], module: String?, authority: ModuleAuthority) -> [Decision] {
        let choices = moduleChoices(files, given: module, authority: authority)
        let others = otherModules(files)
        let renames = settle(files.map(\.builders), swiftNames: files.map(\.swiftName), paths: files.map(\.path))
        return zip(choices, renames).map { choice, renames in
            Decision(
                targetModule: choice?.module, moduleBasis: choice?.basis,
                otherModules: choice.flatMap { others[$0.module] } ?? [], renames: renames)
        }
    }

    /// The module each of `files` is compiled into (``moduleChoices(_:given:authority:)``).
    public static func modules(_ files: [File], given: String?, authority: ModuleAuthority) -> [String?] {
        moduleChoices(files, given: given, authority: authority).map { $0?.module }
    }

    /// The module each of `files` is compiled into, and what says so.
    ///
    /// With ``ModuleAuthority/given`` and a `given` module (`loadview --module`,
    /// `PRODUCT_MODULE_NAME`): `given`, for every file. Otherwise, as `migrate` does for a project
    /// whose frameworks and app extensions are modules of their own, each file gets the first of
    /// 1. the `customModule` the file itself marks "Inherit Module From Target"
    ///    (`customModuleProvider="target"`) most often;
    /// 2. a `customModule` that is the name of a folder above the file made a module name
    ///    (``ModuleImports/xcodeModuleName(_:)``, nearest folder first, `.lproj` folders skipped),
    ///    named by the file or marked "Inherit Module From Target" by another file of the project
    ///    (`Loop Status Extension/…/MainInterface.storyboard` naming `Loop_Status_Extension`);
    /// 3. `given` (`--module`, `PRODUCT_MODULE_NAME`);
    /// 4. what the files of the nearest folder above it that mark one vote for (item 1 summed over
    ///    them, files of the same platform only: tvOS and macOS apps are other targets than iOS
    ///    apps), up to all the files of its platform: ``ModuleBasis/vote``, a guess;
    /// nil when none of these tells.
    public static func moduleChoices(_ files: [File], given: String?, authority: ModuleAuthority) -> [ModuleChoice?] {
        if authority == .given, let given { return files.map { _ in ModuleChoice(module: given, basis: .given) } }
        let own = files.map { ModuleImports.targetModule([$0.modules]) }
        let marked = Set(own.compactMap { $0 })
        // Folder (with its platform) → the files below it that mark their module.
        var voters: [String: [Int]] = [:]
        for (index, file) in files.enumerated() where own[index] != nil {
            for folder in folders(of: file.path) {
                voters[key(folder, file.platform), default: []].append(index)
            }
        }
        return files.indices.map { index in
            let file = files[index]
            if let choice = fileModule(file.path, modules: file.modules, given: given, marked: marked) { return choice }
            for folder in folders(of: file.path) {
                guard let indices = voters[key(folder, file.platform)] else { continue }
                if let module = ModuleImports.targetModule(indices.map { files[$0].modules }) {
                    return ModuleChoice(module: module, basis: .vote)
                }
            }
            return nil
        }
    }

    /// Module → the modules the files that mark it "Inherit Module From Target" (item 1 of
    /// ``moduleChoices(_:given:authority:)``) name without that mark, but for itself: a file of
    /// module `Shop` naming `customModule="ChartUI"` shows that ChartUI is another module than Shop.
    ///
    /// What a file whose module is only a ``ModuleBasis/vote`` may take for another module: the
    /// vote says which module the file is probably in, not that the modules it names are not its
    /// own (a file with no marks naming its own classes' module, `customModule="DemoSwift"`, in a
    /// project where another target's files have more marks).
    public static func otherModules(_ files: [File]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            guard let module = ModuleImports.targetModule([file.modules]) else { continue }
            result[module, default: []].formUnion(file.modules.named.subtracting([module]))
        }
        return result
    }

    /// The module of one file generated alone (a plan made without its project): `given` when the
    /// authority is ``ModuleAuthority/given``, else items 1–3 of ``moduleChoices(_:given:authority:)``
    /// (item 2 with the file's own names only).
    public static func module(
        ofFile path: String, modules: ModuleImports, given: String?, authority: ModuleAuthority
    ) -> String? {
        if authority == .given, let given { return given }
        return fileModule(path, modules: modules, given: given, marked: [])?.module
    }

    /// Items 1–3 of ``moduleChoices(_:given:authority:)`` for the file at `path` naming `modules`;
    /// `marked`: the modules the project's files mark "Inherit Module From Target".
    static func fileModule(
        _ path: String, modules: ModuleImports, given: String?, marked: Set<String>
    ) -> ModuleChoice? {
        if let module = ModuleImports.targetModule([modules]) { return ModuleChoice(module: module, basis: .marks) }
        if let module = folderModule(path, named: modules.named, marked: marked) {
            return ModuleChoice(module: module, basis: .folder)
        }
        return given.map { ModuleChoice(module: $0, basis: .given) }
    }

    /// Item 2 of ``moduleChoices(_:given:authority:)``.
    static func folderModule(_ path: String, named: Set<String>, marked: Set<String>) -> String? {
        for folder in path.split(separator: "/").dropLast().reversed()
        where folder != "." && folder != ".." && !folder.hasSuffix(".lproj") {
            let module = ModuleImports.xcodeModuleName(String(folder))
            if named.contains(module) || marked.contains(module) { return module }
        }
        return nil
    }

    /// The folders above `path`, nearest first, ending with the root (`""`): `A/B/C.xib` → `A/B`, `A`, `""`.
    static func folders(of path: String) -> [String] {
        var result: [String] = []
        var rest = Substring(path)
        while let slash = rest.lastIndex(of: "/") {
            rest = rest[..<slash]
            result.append(String(rest))
        }
        if result.last != "" { result.append("") }
        return result
    }

    private static func key(_ folder: String, _ platform: Platform?) -> String {
        (platform ?? .iOS).rawValue + "\u{0}" + folder
    }
}
