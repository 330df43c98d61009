import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `migrate` reads of the project's own Swift files about the classes IB names: the classes
/// declared, the Objective-C runtime names some of them take (`@objc(MKRingProgressView) class
/// RingProgressView`), and how each `@IBOutlet` and `@IBAction func` is declared (its access level
/// and where).
///
/// A declaration scan over ``SwiftTokenizer``'s tokens, not a parse (``add(swift:file:)``): what
/// comments and string literals hold is not code; a type is a `class`, `struct`, `enum`, `actor`,
/// `protocol` or `extension` header up to the `{` that opens its body (over any number of lines,
/// Allman braces, one-line bodies), nested types named `Outer.Inner`; an outlet is a `var` with
/// `@IBOutlet` among the attributes before it (blank lines, comments, other attributes and
/// modifiers between), directly in a type's body; an action a `func` with `@IBAction` or `@objc`.
/// Both branches of an `#if` are read (a member in either counts as declared, marked
/// ``Outlet/conditional``); the brace depth after `#endif` is the first branch's.
struct SwiftSourceIndex: Sendable, Equatable {
    /// The access level a declaration is written with, for assignments from another file or module.
    enum Access: String, Sendable, Equatable, Comparable {
        case `private`, `fileprivate`, `internal`, `public`, `open`

        static func < (left: Access, right: Access) -> Bool { left.rank < right.rank }
        private var rank: Int {
            switch self {
            case .private: 0
            case .fileprivate: 1
            case .internal: 2
            case .public: 3
            case .open: 4
            }
        }
    }

    /// One `@IBOutlet var`, with the access of its setter (`private(set)` counts as private).
    struct Outlet: Sendable, Equatable {
        var name: String
        var setter: Access
        /// The declaration as written, from `@IBOutlet` to the name (`@IBOutlet private weak var titleLabel`).
        var declaration: String
        /// Project-relative path, 1-based line and column of `@IBOutlet`.
        var file: String
        var line: Int
        var column: Int
        /// Declared inside an `#if` branch: it may not be compiled in every configuration.
        var conditional = false
    }

    /// One `@IBAction func` (or `@objc func`), with the access the generated extension sees.
    struct Action: Sendable, Equatable {
        /// The Swift selector name: `signIn(_:)`, `tapped(_:forEvent:)`, `reload`.
        var selector: String
        /// The effective access: the func's own modifier, else its extension's (a `private` or
        /// `fileprivate extension` makes its members fileprivate), else internal.
        var access: Access
        /// The declaration as written, from the attribute to the name, with the selector name
        /// (`@IBAction private func signIn(_:)`).
        var declaration: String
        /// The Objective-C selector Swift gives it, the name IB's `<action selector>` uses
        /// (``ObjCSelectorName``): `signIn:`, `tappedWithEvent:`, `reload`.
        var objcSelector: String
        /// The access of the `extension` the func is in when that gave it its access (no own modifier).
        var extensionAccess: Access?
        /// Project-relative path, 1-based line and column of the attribute.
        var file: String
        var line: Int
        var column: Int
        /// Declared inside an `#if` branch.
        var conditional = false
    }

    /// A class's declared superclass (the first name of its inheritance list, `UIView`,
    /// `Kit.BaseCell` → `BaseCell`) in one of the files declaring the class.
    struct Inheritance: Sendable, Equatable {
        var superclass: String
        var file: String
    }

    /// Swift class names declared in the project (`class`, not `extension`); a nested class by its
    /// qualified name (`Outer.Inner`).
    var classes: Set<String> = []
    /// Class name → its access level (the first declaration's; no modifier: internal).
    var classAccess: [String: Access] = [:]
    /// Class name → its superclass in each declaration that names one, in the order read.
    var superclasses: [String: [Inheritance]] = [:]
    /// Project-relative path → the module ``resolveModules(_:)`` found it in (its nearest folder
    /// named like a module).
    var fileModules: [String: String] = [:]
    /// Class name → the files that declare it (`class NAME`), in the order read.
    var classFiles: [String: [String]] = [:]
    /// Class name → the module its declaration is in, for the classes ``resolveModules(_:)`` found one for.
    var classModules: [String: String] = [:]
    /// Objective-C runtime name → the Swift class declared with it (`MKRingProgressView` →
    /// `RingProgressView`); only names that differ from the Swift name.
    var runtimeNames: [String: String] = [:]
    /// Class (or extended type) name → its outlets by name, every declaration in the order read
    /// (two modules may each declare a class of that name).
    var outletDeclarations: [String: [String: [Outlet]]] = [:]
    /// Class (or extended type) name → its actions by selector name, every declaration in order.
    var actionDeclarations: [String: [String: [Action]]] = [:]
    /// Class (or extended type) name → its outlets by name (the first declaration of a name wins).
    var outlets: [String: [String: Outlet]] { outletDeclarations.mapValues { $0.compactMapValues(\.first) } }
    /// Class (or extended type) name → its actions by selector name (the first declaration wins).
    var actions: [String: [String: Action]] { actionDeclarations.mapValues { $0.compactMapValues(\.first) } }
    /// Where a declaration is: project-relative path and 1-based line.
    struct Declared: Sendable, Equatable {
        var file: String
        var line: Int
    }
    /// Class (or extended type) name → its `func awakeFromNib()` declarations.
    var awakeFromNibOverrides: [String: [Declared]] = [:]
    /// Objective-C `@interface NAME` declarations of the project's `.h`/`.m` files.
    var objectiveCClasses: Set<String> = []
    /// Objective-C class → the superclass its `@interface NAME : SUPERCLASS` names.
    var objectiveCSuperclasses: [String: String] = [:]
    /// Whether any source was read: without sources nothing can be said about a class.
    var hasSources = false
    /// Superclasses, initializers and properties (SwiftSourceIndex+Initializers.swift).
    var declared = DeclaredMembers()

    /// Reads `files` (project-relative paths below `root`): `.swift` files for classes and outlets,
    /// `.h`/`.m`/`.mm` files for `@interface` names.
    /// - Returns: the index, and a warning for each file that cannot be read (skipped: what it
    ///   declares is unknown, so its private outlets could be assigned).
    static func scan(_ files: [String], root: String) -> (SwiftSourceIndex, [Diagnostic]) {
        var index = SwiftSourceIndex()
        var skipped: [Diagnostic] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
                skipped.append(
                    .warning(
                        "cannot read the file; skipped (the outlets and classes it declares are not checked)",
                        at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            index.hasSources = true
            let text = String(decoding: data, as: UTF8.self)
            if file.hasSuffix(".swift") {
                index.add(swift: text, file: file)
            } else {
                index.add(objectiveC: text, file: file)
            }
        }
        index.mergeModuleQualifiedExtensions()
        index.resolveObjectiveCVisibility()
        return (index, skipped)
    }

    /// `extension App.AccountViewController { … }`: its members are `AccountViewController`'s when
    /// the project declares that class and no `App.AccountViewController` (a nested class).
    mutating func mergeModuleQualifiedExtensions() {
        func unqualified(_ owner: String) -> String? {
            guard let dot = owner.firstIndex(of: "."), !classes.contains(owner) else { return nil }
            let name = String(owner[owner.index(after: dot)...])
            return classes.contains(name) ? name : nil
        }
        for owner in outletDeclarations.keys {
            guard let name = unqualified(owner), let members = outletDeclarations.removeValue(forKey: owner) else {
                continue
            }
            outletDeclarations[name, default: [:]].merge(members) { $0 + $1 }
        }
        for owner in actionDeclarations.keys {
            guard let name = unqualified(owner), let members = actionDeclarations.removeValue(forKey: owner) else {
                continue
            }
            actionDeclarations[name, default: [:]].merge(members) { $0 + $1 }
        }
        for owner in awakeFromNibOverrides.keys {
            guard let name = unqualified(owner), let members = awakeFromNibOverrides.removeValue(forKey: owner) else {
                continue
            }
            awakeFromNibOverrides[name, default: []] += members
        }
        for owner in declared.properties.keys {
            guard let name = unqualified(owner), let members = declared.properties.removeValue(forKey: owner) else {
                continue
            }
            declared.properties[name, default: [:]].merge(members) { first, _ in first }
        }
    }

    /// The Swift class IB's `customClass` `name` (written without `customModule`) is, when the
    /// project declares one whose runtime name it is; nil otherwise.
    func swiftName(ofRuntimeName name: String) -> String? { runtimeNames[name] }

    /// Sets ``classModules``: a Swift class is of the module its declaring files are in, when each
    /// of them is below a folder named like one of `modules` (the nearest such folder made a module
    /// name, ``ModuleImports/xcodeModuleName(_:)``, `ChartUI/ChartCell.swift` → `ChartUI`) and they
    /// agree. `modules`: the modules the project's IB files name or mark.
    mutating func resolveModules(_ modules: Set<String>) {
        classModules = [:]
        fileModules = [:]
        guard !modules.isEmpty else { return }
        var files: Set<String> = []
        for declared in classFiles.values { files.formUnion(declared) }
        for declarations in outletDeclarations.values {
            for list in declarations.values { files.formUnion(list.map(\.file)) }
        }
        for declarations in actionDeclarations.values {
            for list in declarations.values { files.formUnion(list.map(\.file)) }
        }
        for file in files {
            if let module = LoadViewProject.folderModule(file, named: modules, marked: []) {
                fileModules[file] = module
            }
        }
        for (name, files) in classFiles {
            let found = Set(files.map { LoadViewProject.folderModule($0, named: modules, marked: []) })
            if found.count == 1, let module = found.first ?? nil { classModules[name] = module }
        }
    }

    /// Whether the project declares a class `name` (Swift or Objective-C).
    func declares(_ name: String) -> Bool { classes.contains(name) || objectiveCClasses.contains(name) }

    /// What the launch code needs of the project's classes (``LaunchSourceFacts``).
    var launchFacts: LaunchSourceFacts {
        guard hasSources else { return LaunchSourceFacts() }
        var actions: [String: Set<String>] = [:]
        for name in classes.union(objectiveCClasses) { actions[name] = [] }
        for (owner, declared) in actionDeclarations where actions[owner] != nil {
            for (selector, list) in declared where list.contains(where: { $0.access >= .internal }) {
                actions[owner, default: []].insert(selector)
            }
        }
        return LaunchSourceFacts(
            awakeFromNibClasses: Set(awakeFromNibOverrides.keys), visibleActions: actions, readSources: true)
    }

}

extension SwiftSourceIndex {
    /// Writes the Swift name for each `customClass` (without `customModule`) that is the runtime
    /// name of a Swift class of the project (`@objc(MKRingProgressView) class RingProgressView`):
    /// generated code names Swift classes by their Swift names. A custom class that no source of the
    /// project declares is kept as IB wrote it, with a note at its first use in the file (once per
    /// class); one whose name starts with a lowercase letter is taken for what UIKit makes of it, the
    /// element's own class (a warning). SDK classes (`UI…`, `NS…`) are left alone. Nothing is said
    /// when no source was read.
    /// - Returns: the notes, located in `document.path`.
    func resolveRuntimeNames(in document: inout IBDocument) -> [Diagnostic] {
        guard hasSources else { return [] }
        var notes: [Diagnostic] = []
        var seen: Set<String> = []
        func visit(_ objects: inout [IBObject]) {
            for index in objects.indices {
                if let name = objects[index].customClass, !name.isEmpty, !name.contains("."),
                    (objects[index].customModule ?? "").isEmpty, !AssetBundle.isSDKClassName(name),
                    objects[index].placeholderIdentifier != "IBFirstResponder",
                    objects[index].sceneMemberID != "firstResponder",
                    // A xib's First Responder: `<customObject id="-1" customClass="FirstResponder">`.
                    !(objects[index].id == "-1" && name == "FirstResponder")
                {
                    let location = SourceLocation(file: document.path, position: objects[index].position)
                    if let swift = swiftName(ofRuntimeName: name) {
                        objects[index].attributes["customClass"] = swift
                        if seen.insert(name).inserted {
                            notes.append(
                                .note(
                                    "customClass \(name) is the Objective-C runtime name of Swift class \(swift) "
                                        + "(@objc(\(name))): the code names \(swift)", at: location))
                        }
                    } else if !declares(name), let first = name.first, first.isLowercase {
                        // `customClass="encryption_warning"`: an image name typed into the class field.
                        // UIKit logs "Unknown class" and makes the element's own class; so does the code.
                        objects[index].attributes["customClass"] = nil
                        objects[index].attributes["customModule"] = nil
                        objects[index].attributes["customModuleProvider"] = nil
                        if seen.insert(name).inserted {
                            notes.append(
                                .warning(
                                    "customClass \(name): no class of that name in the project's sources (a class "
                                        + "name starting with a lowercase letter is likely not one): UIKit logs "
                                        + "\"Unknown class\" and makes the element's own class, and so does the code; "
                                        + "correct or clear the class in IB", at: location))
                        }
                    } else if !declares(name), seen.insert(name).inserted {
                        notes.append(
                            .note(
                                "customClass \(name): no class of that name in the project's sources; the code "
                                    + "names \(name) as IB does (if it is the @objc runtime name of a Swift class "
                                    + "of another module, write that class's Swift name and import its module)",
                                at: location))
                    }
                }
                if !objects[index].children.isEmpty { visit(&objects[index].children) }
            }
        }
        for scene in document.scenes.indices { visit(&document.scenes[scene].members) }
        visit(&document.objects)
        return notes
    }
}

extension SwiftSourceIndex {
    /// Outlet `name` as `type` (of `module` when known) declares it, or else the nearest of its
    /// superclasses the project declares (an outlet IB wires to a subclass may be the base class's),
    /// with the class that declares it; nil when none does.
    func outlet(_ name: String, of type: String, module: String?) -> (outlet: Outlet, owner: String)? {
        for (owner, ownerModule) in chain(of: type, module: module) {
            if let list = outletDeclarations[owner]?[name], let found = pick(list, file: \.file, module: ownerModule) {
                return (found, owner)
            }
        }
        return nil
    }

    /// Action `selector` (`signIn(_:)`) as `type` or the nearest project superclass declares it.
    func action(_ selector: String, of type: String, module: String?) -> (action: Action, owner: String)? {
        for (owner, ownerModule) in chain(of: type, module: module) {
            if let list = actionDeclarations[owner]?[selector],
                let found = pick(list, file: \.file, module: ownerModule)
            {
                return (found, owner)
            }
        }
        return nil
    }

    /// The action whose Objective-C selector is `objcSelector` (IB's `signInWithSender:`), as `type`
    /// or the nearest project superclass declares it; nil when none does.
    func action(objcSelector: String, of type: String, module: String?) -> (action: Action, owner: String)? {
        for (owner, ownerModule) in chain(of: type, module: module) {
            guard let declarations = actionDeclarations[owner] else { continue }
            let list = declarations.values.joined().filter { $0.objcSelector == objcSelector }
                .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
            if let found = pick(list, file: \.file, module: ownerModule) { return (found, owner) }
        }
        return nil
    }

    /// The module of the file that declares `declaration` (by ``resolveModules(_:)``), nil when unknown.
    func module(ofFile file: String) -> String? { fileModules[file] }

    /// `type`, then its superclasses as far as the project declares them, each with the module its
    /// declarations are looked up in (the class's own when known, else `module`).
    func chain(of type: String, module: String?) -> [(name: String, module: String?)] {
        var result: [(name: String, module: String?)] = [(type, module)]
        var seen: Set<String> = [type]
        var current = (name: type, module: module)
        while let inheritance = superclasses[current.name],
            let next = pick(inheritance, file: \.file, module: current.module)
        {
            // A nested class's superclass may be a sibling (`Outer.Base`).
            let prefix = current.name.split(separator: ".").dropLast().joined(separator: ".")
            let name =
                !prefix.isEmpty && classes.contains(prefix + "." + next.superclass)
                ? prefix + "." + next.superclass : next.superclass
            guard classes.contains(name), seen.insert(name).inserted else { break }
            current = (name, classModules[name] ?? current.module)
            result.append(current)
        }
        return result
    }

    /// The first of `declarations` of `module`: one in a file of that module, else one in a file of
    /// no known module; nil when all are other modules'. Without a module, the first.
    func pick<Declaration>(
        _ declarations: [Declaration], file: KeyPath<Declaration, String>, module: String?
    ) -> Declaration? {
        guard let module, !fileModules.isEmpty else { return declarations.first }
        return declarations.first { fileModules[$0[keyPath: file]] == module }
            ?? declarations.first { fileModules[$0[keyPath: file]] == nil }
    }
}

extension SwiftSourceIndex {
    /// The modules of the classes `document` names without a `customModule` (a class IB finds by
    /// its `@objc` runtime name, ``resolveRuntimeNames(in:)`` gave its Swift name) that the sources
    /// place in a module (``classModules``): the code names them, so it imports those modules.
    func modulesOfUnqualifiedClasses(in document: IBDocument) -> Set<String> {
        guard !classModules.isEmpty else { return [] }
        var modules: Set<String> = []
        ObjectWalk.forEach(in: document) { object in
            let attributes = object.pointee.attributes
            guard let name = attributes.value("customClass"), !name.isEmpty,
                (attributes.value("customModule") ?? "").isEmpty, let module = classModules[name]
            else { return }
            modules.insert(module)
        }
        return modules
    }
}

/// What the launch code needs of the project's sources (``SwiftSourceIndex/launchFacts``); empty
/// when no source was read, which says nothing about a class.
public struct LaunchSourceFacts: Sendable {
    /// Classes that override `awakeFromNib()` (Swift, or `- (void)awakeFromNib` in a `.m`): a macOS
    /// app delegate among them gets the call the nib made.
    public var awakeFromNibClasses: Set<String>
    /// Every class the sources declare (Swift or Objective-C), with the Swift names of its actions
    /// other files can name (`internal` or wider; an Objective-C action a header declares).
    public var visibleActions: [String: Set<String>]
    /// Whether any source was read: without one, a class the sources lack is not worth a word.
    public var readSources: Bool

    public init(
        awakeFromNibClasses: Set<String> = [], visibleActions: [String: Set<String>] = [:], readSources: Bool = false
    ) {
        self.awakeFromNibClasses = awakeFromNibClasses
        self.visibleActions = visibleActions
        self.readSources = readSources
    }

    /// Whether the sources declare class `name`.
    func declares(_ name: String) -> Bool { visibleActions[name] != nil }
}
