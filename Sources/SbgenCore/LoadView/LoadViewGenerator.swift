import IBModel

/// Builds ``LoadViewPlan``s from IB documents: one `sbgenLoadView()` per view controller scene (and per
/// xib whose File's Owner has a `view` outlet), one content builder per top-level view of other xibs.
public enum LoadViewGenerator {
    /// What to generate and how strictly.
    public struct Options: Sendable, Equatable {
        /// `--strict`: every warning becomes an error.
        public var strict: Bool
        /// `--scene ID`: only the scene (or xib top-level object) with this id.
        public var sceneID: String?
        /// `--identifier NAME`: only the controller with this storyboard identifier / cell with this reuse id.
        public var identifier: String?
        /// The module the generated code is built into (`--module`, `PRODUCT_MODULE_NAME`): classes
        /// of it are not imported. nil: the file's own "Inherit Module From Target" marks, then a
        /// folder above it named like a module it names
        /// (``LoadViewProject/module(ofFile:modules:given:authority:)``).
        public var module: String?
        /// The name Swift names derived from the file use (`Sbgen<Name>Builder`,
        /// `Sbgen<Name><Reuse>Cell`, `sbgenLoadView<Name>…`); nil: the file name. Several files of one
        /// project get unique ones from ``LoadViewProject/swiftNames(_:)``.
        public var swiftName: String?
        /// The deployment targets (`--deployment-target` and the other sources, ``DeploymentTargets``):
        /// a document's code uses API available at its platform's target, or `if #available`.
        public var deploymentTargets: DeploymentTargets
        /// The bundle of the IB file's target, where its images and named colours are
        /// (``AssetBundle/locate(forIBFile:environment:)``).
        public var assetBundle: AssetBundle
        /// `migrate`: each scene's controller is created by the flow's factory, which sets the
        /// attributes UIKit reads before `loadView()` (`hidesBottomBarWhenPushed`); `loadview`
        /// alone warns about them instead.
        public var controllersCreatedByFlow: Bool
        /// `migrate`: the launch code builds a main nib's main menu (`NSApplication.shared.mainMenu`),
        /// so its view code leaves that menu out without a warning; `loadview` alone warns.
        public var mainMenuByLaunchCode: Bool

        public init(
            strict: Bool = false, sceneID: String? = nil, identifier: String? = nil, module: String? = nil,
            swiftName: String? = nil, deploymentTargets: DeploymentTargets = DeploymentTargets(),
            assetBundle: AssetBundle = .main, controllersCreatedByFlow: Bool = false, mainMenuByLaunchCode: Bool = false
        ) {
            self.controllersCreatedByFlow = controllersCreatedByFlow
            self.mainMenuByLaunchCode = mainMenuByLaunchCode
            self.strict = strict
            self.sceneID = sceneID
            self.identifier = identifier
            self.module = module
            self.swiftName = swiftName
            self.deploymentTargets = deploymentTargets
            self.assetBundle = assetBundle
        }
    }

    /// One converted scene or xib object, and whether it converted without any warning.
    public struct Unit: Sendable, Equatable {
        public var typeName: String
        public var functionName: String
        public var kind: GeneratedType.Kind
        public var sceneID: String?
        public var fullyConverted: Bool
    }

    /// The plan, the diagnostics (notes for loading-order differences, warnings for anything not
    /// converted) and a per-unit summary.
    public struct Output: Sendable, Equatable {
        public var plan: LoadViewPlan
        public var diagnostics: [Diagnostic]
        public var units: [Unit]
        /// The modules of the classes the file names; with ``frameworks``, what ``imports(target:)``
        /// makes the plan's imports of, for callers that learn the target module from several files.
        public var modules = ModuleImports()
        /// Frameworks the views built need (`WebKit`, `MapKit`).
        public var frameworks: Set<String> = []

        /// The plan's imports when the code is built into module `target`.
        public func imports(target: String?) -> [String] {
            modules.imports(kit: plan.imports.first ?? "UIKit", frameworks: frameworks, target: target)
        }
    }

    /// Generates the plan for `document`; `source` is the path printed in the header (keep it relative).
    public static func generate(_ document: IBDocument, source: String, options: Options = Options()) -> Output {
        var types: [GeneratedType] = []
        var diagnostics: [Diagnostic] = []
        var units: [Unit] = []
        var modules: Set<String> = []
        var built: [(unit: Int, type: Int, builder: UnitBuilder)] = []
        let platform = document.platform ?? .iOS
        let shared = UnitBuilder.SharedCounts(swiftName: options.swiftName, target: options.deploymentTargets[platform])
        shared.controllersCreatedByFlow = options.controllersCreatedByFlow
        if platform == .watchOS {
            diagnostics.append(
                .warning(
                    "watchOS interfaces have no loadView; file skipped", at: document.location(of: document.position)))
        }
        // A class name that is no Swift name would be written into the code as it is.
        let invalidNames = invalidNames(document)
        guard invalidNames.isEmpty else {
            let kit = platform == .macOS ? "AppKit" : "UIKit"
            return Output(
                plan: LoadViewPlan(source: source, imports: [kit], types: []), diagnostics: diagnostics + invalidNames,
                units: [])
        }
        func add(_ builder: UnitBuilder, _ type: GeneratedType) {
            var type = type
            // Two scenes with the same controller class: the second gets a scene-specific name.
            if types.contains(where: { $0.typeName == type.typeName && $0.functionName == type.functionName }) {
                type.functionName += UnitBuilder.typeSafe(type.identifier ?? type.sceneID ?? "")
            }
            var warnings = builder.diagnostics.filter { $0.severity >= .warning }
            var extras: [GeneratedType] = []
            for extra in builder.extraTypes {
                func same(_ type: GeneratedType) -> Bool {
                    type.typeName == extra.typeName && type.functionName == extra.functionName
                }
                // Searched in place: `types + extras` copied every type for every extra.
                if let existing = types.first(where: same) ?? extras.first(where: same) {
                    // One class, two prototypes: a class can have one generated content builder.
                    if existing.groups != extra.groups {
                        // The prototype's own position, column included, when its id is known.
                        var position = SourcePosition(line: extra.line, column: 0)
                        ObjectWalk.forEach(in: document) {
                            if $0.pointee.position.line == extra.line, let id = $0.pointee.attributes.value("id"),
                                id == extra.sceneID
                            {
                                position = $0.pointee.position
                            }
                        }
                        let warning = Diagnostic.warning(
                            "prototype class \(extra.typeName) already gets its content from line \(existing.line); "
                                + "this prototype's content is not generated", at: document.location(of: position))
                        warnings.append(warning)
                        diagnostics.append(warning)
                    }
                } else {
                    extras.append(extra)
                }
            }
            // A unit that only reports an unsupported element has no declaration to print.
            if !type.typeName.isEmpty { built.append((units.count, types.count, builder)) }
            units.append(
                Unit(
                    typeName: type.typeName, functionName: type.functionName, kind: type.kind, sceneID: type.sceneID,
                    fullyConverted: warnings.isEmpty))
            if !type.typeName.isEmpty { types.append(type) }
            types += extras
            diagnostics += builder.diagnostics
            modules.formUnion(builder.modules)
        }
        if platform != .watchOS {
            if document.kind == .storyboard {
                let controllers = controllerClasses(document)
                // Scenes read in place, and the controller and its view found by index: a `for` loop,
                // `scene.controller` and `child(key:)` copy each scene or object they pass.
                document.scenes.withUnsafeBufferPointer { scenes in
                    for index in scenes.indices {
                        let members = scenes[index].members
                        guard let controllerIndex = scenes[index].controllerIndex,
                            let rootIndex = members[controllerIndex].childIndex(key: "view"),
                            selected(
                                options, sceneID: scenes[index].sceneID,
                                identifier: members[controllerIndex].attributes.value("storyboardIdentifier"))
                        else { continue }
                        let controller = members[controllerIndex]
                        let (builder, type) = controllerUnit(
                            document, controller: controller, root: controller.children[rootIndex], members: members,
                            controllers: controllers, sceneID: scenes[index].sceneID,
                            line: scenes[index].position.line, shared: shared)
                        add(builder, type)
                    }
                }
            } else {
                for (builder, type) in xibUnits(document, options: options, shared: shared) { add(builder, type) }
            }
        }
        contentBuilderConflicts(types: &types, units: &units, built: built, diagnostics: &diagnostics, document)
        if !shared.typeAliases.isEmpty {
            types.append(
                GeneratedType(
                    kind: .typeAliases, typeName: "", baseClass: nil, functionName: "",
                    comments: ["Classes that an outlet or action of the same name hides inside its owner's methods."],
                    sceneID: nil, identifier: nil,
                    groups: [
                        StatementGroup(
                            name: "aliases",
                            statements: shared.typeAliases.map {
                                Statement("private typealias \($0.alias) = \($0.type)")
                            })
                    ], returnExpression: nil, line: 0))
        }
        if shared.usesSizeClassObserver {
            types.append(
                GeneratedType(
                    kind: .sizeClassObserver,
                    typeName: UnitBuilder.sizeClassObserverName(shared.swiftName(of: document)), baseClass: "UIView",
                    functionName: "",
                    comments: [
                        "Below iOS 17, where views have no `registerForTraitChanges(_:handler:)`: a hidden view that the "
                            + "size-class code of \(shared.name(of: document)) adds to its root view. UIKit calls "
                            + "`traitCollectionDidChange(_:)` on every view of the tree; when a size class changed, it "
                            + "applies the size classes again."
                    ],
                    sceneID: nil, identifier: nil, groups: [], returnExpression: nil, line: 0))
        }
        if let actions = shared.responderActions, !actions.selectors.isEmpty {
            types.append(
                GeneratedType(
                    kind: .actionProtocol, typeName: actions.typeName, baseClass: nil, functionName: "",
                    comments: [
                        "Actions of \(shared.name(of: document)) that no SDK class and no custom class of the file "
                            + "declares (sent to First Responder, or to an object of a framework class): the responder "
                            + "chain finds them in the app's classes, and `#selector` names them through this protocol."
                    ],
                    sceneID: nil, identifier: nil,
                    groups: [
                        StatementGroup(
                            name: "requirements",
                            statements: actions.selectors.map { Statement(ResponderActions.requirement($0)) })
                    ], returnExpression: nil, line: 0))
        }
        let bundle = bundleExpression(options.assetBundle, document: document, types: types, &diagnostics)
        if options.strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        if platform == .macOS {
            for t in types.indices {
                for g in types[t].groups.indices {
                    for s in types[t].groups[g].statements.indices {
                        types[t].groups[g].statements[s].code = ViewMapping.appKitSpelling(
                            types[t].groups[g].statements[s].code)
                    }
                }
            }
        }
        if let bundle {
            let rewriter = AssetBundle.Rewriter(bundle: bundle, appKit: platform == .macOS)
            for t in types.indices {
                for g in types[t].groups.indices {
                    for s in types[t].groups[g].statements.indices {
                        types[t].groups[g].statements[s].code = rewriter.apply(types[t].groups[g].statements[s].code)
                    }
                }
            }
        }
        let kit = platform == .macOS ? "AppKit" : "UIKit"
        let classModules = ModuleImports.scan(document)
        let imports = classModules.imports(
            kit: kit, frameworks: modules,
            target: LoadViewProject.module(
                ofFile: document.path, modules: classModules, given: options.module, authority: .given))
        let plan = LoadViewPlan(source: source, imports: imports, types: types)
        return Output(plan: plan, diagnostics: diagnostics, units: units, modules: classModules, frameworks: modules)
    }

    /// The Swift expression of the bundle assets load from; nil for the main bundle. A framework
    /// file without a class of its own module cannot name its bundle: a warning, and the main bundle.
    static func bundleExpression(
        _ bundle: AssetBundle, document: IBDocument, types: [GeneratedType], _ diagnostics: inout [Diagnostic]
    ) -> String? {
        switch bundle {
        case .main: return nil
        case .module: return "Bundle.module"
        case .framework:
            if let name = AssetBundle.frameworkClass(in: document) { return .concat("Bundle(for: ", name, ".self)") }
            let loadsAssets = types.contains { type in
                type.groups.contains { $0.statements.contains { $0.code.contains("(named: ") } }
            }
            if loadsAssets {
                diagnostics.append(
                    .warning(
                        "framework target: no custom class of this module in the file to name its bundle with "
                            + "Bundle(for:); images and colours load from the main bundle",
                        at: document.location(of: document.position)))
            }
            return nil
        }
    }

    static func selected(_ options: Options, sceneID: String?, identifier: String?) -> Bool {
        if let wanted = options.sceneID, wanted != sceneID { return false }
        if let wanted = options.identifier, wanted != identifier { return false }
        return true
    }

    static let controllerBaseClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "pageViewController": "UIPageViewController", "splitViewController": "UISplitViewController",
    ]

    /// Every scene controller's id → its class (for embed segues).
    static func controllerClasses(_ document: IBDocument) -> [String: String] {
        var result: [String: String] = [:]
        // In place, as in `generate`.
        document.scenes.withUnsafeBufferPointer { scenes in
            for index in scenes.indices {
                let members = scenes[index].members
                guard let controllerIndex = scenes[index].controllerIndex else { continue }
                members.withUnsafeBufferPointer { members in
                    let attributes = members[controllerIndex].attributes
                    guard let id = attributes.value("id") else { return }
                    result[id] =
                        attributes.value("customClass") ?? controllerBaseClasses[members[controllerIndex].element]
                        ?? "UIViewController"
                }
            }
        }
        return result
    }

    static func controllerUnit(
        _ document: IBDocument, controller: IBObject, root: IBObject, members: [IBObject],
        controllers: [String: String],
        sceneID: String?, line: Int, shared: UnitBuilder.SharedCounts
    ) -> (UnitBuilder, GeneratedType) {
        let documentName = shared.name(of: document)
        let controllerID = controller.objectID
        let base =
            document.platform == .macOS
            ? "NSViewController" : (controllerBaseClasses[controller.element] ?? "UIViewController")
        // A custom class that is the framework's own (`customClass="NSViewController"`) is extended like
        // the base: a plain `sbgenLoadView()` there would clash with every subclass's.
        let custom = controller.customClassName.flatMap { UnitBuilder.isFrameworkClassName($0) ? nil : $0 }
        let isCustom = custom != nil
        let typeName = custom ?? controller.customClassName ?? base
        let builder = UnitBuilder(
            document: document, ownerID: controllerID, ownerClass: typeName, ownerIsCustom: isCustom,
            ownerConnections: controller.connections, nameHint: documentName, shared: shared)
        builder.embeddedControllerClasses = controllers
        builder.ownerBase = base
        builder.rootExpression = "rootView"
        for member in members {
            if member.placeholderIdentifier == "IBFirstResponder" || member.sceneMemberID == "firstResponder"
                || isAppKitFirstResponder(member),
                let id = member.id
            {
                builder.firstResponderIDs.insert(id)
            }
        }
        for guide in controller.children where guide.element == "viewControllerLayoutGuide" {
            guard let id = guide.id else { continue }
            builder.legacyGuides[id] =
                guide.attributes.value("type") == "top"
                ? ["bottom": "top", "top": "top"] : ["top": "bottom", "bottom": "bottom"]
        }
        for member in members where member.objectID != controllerID {
            buildMember(member, builder: builder)
        }
        if builder.buildView(root, name: "rootView") == nil {
            // Not converted (a warning says so): an empty view stands in, so that `view` is set.
            let empty = document.platform == .macOS ? "NSView()" : "UIView()"
            builder.create.append(Statement("let rootView = \(empty)", line: root.position.line))
            // The `view` outlet is `view = rootView` below, not an outlet "outside the scene".
            if let id = root.id { builder.expressions[id] = "rootView" }
        }
        builder.buildControllerItems(controller)
        builder.buildControllerAttributes(controller, root: root)
        for connection in controller.connections { builder.connections.append((connection, controllerID ?? "")) }
        builder.outlets.insert(Statement("view = rootView", line: root.position.line), at: 0)
        let identifier = controller.storyboardIdentifier
        let functionName =
            isCustom
            ? "sbgenLoadView"
            : .concat(
                "sbgenLoadView", UnitBuilder.typeSafe(shared.swiftName(of: document)),
                UnitBuilder.typeSafe(identifier ?? sceneID ?? ""))
        var comments = [
            String.concat(
                "Builds the view of scene ", sceneID ?? "", identifier.map { .concat(" ('", $0, "')") } ?? "", " of ",
                documentName, ".")
        ]
        comments.append("Call it from `override func loadView()`; do not call `super.loadView()`.")
        let type = builder.finish(
            kind: .controllerExtension, typeName: typeName, baseClass: nil, functionName: functionName,
            comments: comments,
            sceneID: sceneID, identifier: identifier, line: line)
        return (builder, type)
    }

    /// An error for each `customClass` that is not a Swift name (`A B`, `1View`, `class`), in document
    /// order: UIKit could not find such a class either. (`customModule` is not read: the code goes in the
    /// module, and Xcode templates write `$(PRODUCT_MODULE_NAME)` there.)
    static func invalidNames(_ document: IBDocument) -> [Diagnostic] {
        var found: [(SourcePosition, String)] = []
        // Every object, read in place: `forEachObject` hands each object to its closure as a copy (a
        // retain and a release of each of its fields), which was most of this walk's cost.
        func visit(_ objects: UnsafeBufferPointer<IBObject>) {
            for index in objects.indices {
                if let name = objects[index].attributes.value("customClass"), !name.isEmpty, !isSwiftName(name) {
                    found.append(
                        (
                            objects[index].position,
                            "customClass '\(name)' of <\(objects[index].element)> is not a Swift name; file not converted"
                        ))
                }
                objects[index].children.withUnsafeBufferPointer(visit)
            }
        }
        document.scenes.withUnsafeBufferPointer { scenes in
            for index in scenes.indices { scenes[index].members.withUnsafeBufferPointer(visit) }
        }
        document.objects.withUnsafeBufferPointer(visit)
        return found.sorted { $0.0 < $1.0 }.map { .error($0.1, at: document.location(of: $0.0)) }
    }

    /// Dot-separated identifiers (`Module.Class` too), none of them a keyword.
    static func isSwiftName(_ name: String) -> Bool {
        // Nearly every class name: one ASCII identifier starting with a capital letter, which no
        // keyword but `Any` and `Self` does. Anything else takes the full test below.
        var text = name
        let plainClassName = text.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            return bytes.allSatisfy { byte in
                (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
        }
        if plainClassName, name != "Any", name != "Self" { return true }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, !swiftKeywords.contains(String(part)) else { return false }
            // ASCII (nearly every class name): letters, digits and `_` are XID_Continue, letters XID_Start.
            if part.utf8.allSatisfy({ $0 < 0x80 }) {
                func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
                return part.utf8.enumerated().allSatisfy { offset, byte in
                    isLetter(byte) || byte == UInt8(ascii: "_") || (offset > 0 && byte >= 0x30 && byte <= 0x39)
                }
            }
            let isHead = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isXIDStart }
            return isHead(first) && part.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
        }
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        // Contextual in a type's place (`extension some {`, `-> any {` do not parse).
        "some", "any",
    ]

    /// A scene member or xib object besides the unit's root: gesture recognizers and extra views.
    static func buildMember(_ member: IBObject, builder: UnitBuilder) {
        if member.isPlaceholder || member.sceneMemberID == "exit" || member.sceneMemberID == "firstResponder"
            || isAppKitFirstResponder(member) || CocoaBindings.isSharedDefaultsController(member)
        {
            return
        }
        if ViewMapping.gestureClasses[member.element] != nil {
            builder.buildGesture(member)
        } else if ViewMapping.className(for: member.element, platform: builder.document.platform ?? .iOS) != nil {
            builder.buildView(member)
        } else if member.element == "menu", builder.document.platform == .macOS {
            builder.buildTopLevelMenu(member)  // a context menu, or one an outlet holds
        } else if member.element == "navigationItem", builder.document.platform != .macOS {
            // A navigation item the scene holds beside its controller, no controller's or bar's: the
            // nib made it; its bar button items (which outlets may hold) are made and set on it.
            _ = builder.barNavigationItem(member)
            builder.emittedView(at: member.position)
        } else if member.element == "window", builder.document.platform == .macOS {
            // A view controller xib's sheet or panel: the nib created it with the view.
            builder.buildWindow(member, name: builder.localName(for: member))
        } else {
            builder.unsupported("top-level <\(member.element)> not converted", at: member.position)
        }
    }

    /// A class that gets a generated content builder (`extension X { func sbgenBuildContent() }`, from a
    /// prototype or xib) builds that content in its initializer once adopted; another unit that creates
    /// an X (a static cell, a subview) would get it too. Each such creation is a warning.
    static func contentBuilderConflicts(
        types: inout [GeneratedType], units: inout [Unit], built: [(unit: Int, type: Int, builder: UnitBuilder)],
        diagnostics: inout [Diagnostic], _ document: IBDocument
    ) {
        var builders: [String: Int] = [:]
        for type in types where type.kind == .viewExtension {
            builders[type.typeName] = builders[type.typeName] ?? type.line
        }
        guard !builders.isEmpty else { return }
        // Object id → its start tag (the last object with that id, as a search in document order
        // that keeps the last hit finds): one walk of the document, made at the first conflict,
        // not one per conflicting view.
        var positions: [String?: SourcePosition]?
        for (unit, typeIndex, _) in built
        where types[typeIndex].kind == .viewExtension && types[typeIndex].line != builders[types[typeIndex].typeName] {
            // Two top-level views of one class: its initializer can call one content builder.
            let type = types[typeIndex]
            let message =
                "\(type.typeName) already gets its content from line \(builders[type.typeName] ?? 0); this view's "
                + "content is \(type.functionName)(), which its initializer would have to choose: not converted"
            if positions == nil {
                var found: [String?: SourcePosition] = [:]
                ObjectWalk.forEach(in: document) { found[$0.pointee.attributes.value("id")] = $0.pointee.position }
                positions = found
            }
            let position = positions?[type.sceneID] ?? SourcePosition(line: type.line, column: 0)
            diagnostics.append(.warning(message, at: document.location(of: position)))
            units[unit].fullyConverted = false
            types[typeIndex].comments.append("sbgen: \(message)")
        }
        for (unit, typeIndex, builder) in built {
            for (name, position) in builder.createdCustomClasses {
                guard let builderLine = builders[name] else { continue }
                let message =
                    "\(name) gets the content of line \(builderLine) from sbgenBuildContent() in its initializer; "
                    + "this one, created here, would get it too: not converted"
                diagnostics.append(.warning(message, at: document.location(of: position)))
                units[unit].fullyConverted = false
                if let group = types[typeIndex].groups.firstIndex(where: { $0.name == "configure" }) {
                    types[typeIndex].groups[group].statements.append(
                        Statement("", comment: "\(message) (line \(position.line))", line: position.line))
                }
            }
        }
    }
}
