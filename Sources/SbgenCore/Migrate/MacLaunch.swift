import IBModel
import SbgenTemplate

/// The launch code that replaces a macOS app's `NSMainStoryboardFile` or `NSMainNibFile` (`MainMenu.xib`).
///
/// `NSApplicationMain` loaded the main storyboard or nib: it created the app delegate (the custom
/// object connected to the application's `delegate` outlet), installed the main menu, and, for a
/// storyboard, instantiated the initial controller and showed its window. The generated `main.swift`
/// does the same in code; the menu, window and controllers are built by methods on the delegate.
enum MacLaunch {
    /// The plan for `NSMainStoryboardFile`: `document` is that storyboard.
    /// - Parameter emitted: gets the elements of `document` the launch code builds.
    static func storyboardPlan(
        _ document: IBDocument, plist: String, emitted: inout EmittedElements,
        target: DeploymentTarget = DeploymentTarget(.macOS, DeploymentTarget.lowest(.macOS)),
        principalClass: String? = nil, sources: LaunchSourceFacts = LaunchSourceFacts()
    ) -> (LaunchPlan?, [Diagnostic]) {
        let location = document.location(of: document.position)
        let members = document.scenes.flatMap(\.members)
        guard let application = members.first(where: { $0.element == "application" }) else {
            return (nil, [.warning("the macOS main storyboard has no Application scene; not converted", at: location)])
        }
        let firstResponders = Set(members.filter { $0.sceneMemberID == "firstResponder" }.compactMap(\.id))
        let delegateID = application.connections.first { $0.kind == .outlet && $0.property == "delegate" }?.destination
        guard let delegate = members.first(where: { $0.id != nil && $0.id == delegateID }),
            let delegateClass = delegate.customClass.map(MigrationNaming.unqualified)
        else {
            return (
                nil,
                [
                    .warning(
                        "the Application scene's delegate outlet names no custom object; not converted", at: location)
                ]
            )
        }
        let emittedBefore = emitted
        var diagnostics: [Diagnostic] = []
        var functions: [FlowFunction] = []
        var declarations: [String] = []
        var toolbarDeclarations: [String] = []
        var toolbarModules: [String] = []
        var main =
            principalStatements(principalClass) + [
                "let delegate = \(delegateClass)()", "NSApplication.shared.delegate = delegate",
            ]
        for outlet in application.connections where outlet.kind == .outlet && outlet.property == "delegate" {
            emitted.outlets.append(EmittedElements.key(outlet.position))
        }
        if let menu = application.child(key: "mainMenu") {
            var code = menuCode(
                document, firstResponders: firstResponders, delegate: delegate, delegateClass: delegateClass,
                target: target, sources: sources)
            code.applicationIDs = Set([application.id].compactMap { $0 })
            let name = code.build(menu)
            diagnostics += code.diagnostics
            declarations = code.declarations
            emitted.add(code.emitted)
            functions.append(menuFunction(code.lines + ["return \(name)"], from: "\(document.name).storyboard"))
            main.append("NSApplication.shared.mainMenu = delegate.sbgenMainMenu()")
        }
        if sources.awakeFromNibClasses.contains(delegateClass) { main += awakeStatements }
        var kept: [String] = []  // what the run keeps alive besides the delegate
        if let initialID = document.initialViewController,
            let initial = document.scenes.compactMap(\.controller).first(where: { $0.id == initialID })
        {
            var body: [String] = []
            var toolbar = ToolbarContext(
                document: document, target: target, delegateClass: delegateClass, firstResponderIDs: firstResponders)
            if let controller = windowController(
                initial, in: document, body: &body, diagnostics: &diagnostics, toolbar: &toolbar)
            {
                functions.append(
                    FlowFunction(
                        comments: [
                            "Builds the initial controller of \(document.name).storyboard, as AppKit did at launch.",
                            "Keep the returned controller: nothing else holds it.",
                        ], signature: "func sbgenMakeInitialController() -> NSWindowController",
                        body: body + ["return \(controller)"]))
                main += [
                    "let windowController = delegate.sbgenMakeInitialController()", "windowController.showWindow(nil)",
                ]
                kept = ["windowController"]
            }
            diagnostics += toolbar.diagnostics
            if toolbar.hasErrors {
                emitted = emittedBefore  // nothing of it is written
                return (nil, diagnostics)
            }
            emitted.add(toolbar.emitted)
            toolbarDeclarations = toolbar.declarations
            toolbarModules = toolbar.customModules.sorted()
        } else {
            diagnostics.append(
                .note("the main storyboard has no initial controller: no window is shown at launch", at: location))
        }
        main += runStatements(keeping: kept)
        var plan = LaunchPlan(
            kind: .macApp, source: plist, imports: ["AppKit"] + toolbarModules, typeName: delegateClass,
            functions: functions, entryPoint: entryPoint(main))
        plan.declarations = declarations + toolbarDeclarations
        return (plan, diagnostics)
    }

    /// The plan for `NSMainNibFile` = `MainMenu`: the app delegate is a custom object of the xib,
    /// the main menu and the windows are top-level objects.
    /// - Parameter emitted: gets the elements of `document` the launch code builds.
    /// - Parameter windowFunctions: window id → the view code's function on the delegate that builds
    ///   that window with its content, outlets and actions (``LoadViewGenerator/holderUnit``).
    static func mainMenuPlan(
        _ document: IBDocument, plist: String, emitted: inout EmittedElements,
        target: DeploymentTarget = DeploymentTarget(.macOS, DeploymentTarget.lowest(.macOS)),
        windowFunctions: [String: String] = [:], principalClass: String? = nil,
        sources: LaunchSourceFacts = LaunchSourceFacts()
    ) -> (LaunchPlan?, [Diagnostic]) {
        let location = document.location(of: document.position)
        // macOS xibs write File's Owner, First Responder and Application as `<customObject>` with ids
        // -2, -1, -3; the delegate outlet comes from File's Owner or, in some nibs, from Application.
        let owners =
            [document.filesOwner].compactMap { $0 } + document.objects.filter { $0.id == "-2" || $0.id == "-3" }
        let delegateID = owners.lazy.compactMap { owner in
            owner.connections.first { $0.kind == .outlet && $0.property == "delegate" }?.destination
        }.first
        let objects = document.topLevelObjects
        guard let delegate = objects.first(where: { $0.id != nil && $0.id == delegateID }),
            let delegateClass = delegate.customClass.map(MigrationNaming.unqualified)
        else {
            return (
                nil,
                [
                    .warning(
                        "MainMenu: File's Owner has no delegate outlet to a custom object; not converted", at: location)
                ]
            )
        }
        let firstResponders = Set(
            document.objects.filter { $0.placeholderIdentifier == "IBFirstResponder" || $0.id == "-1" }.compactMap(\.id)
        )
        let emittedBefore = emitted
        var diagnostics: [Diagnostic] = []
        var functions: [FlowFunction] = []
        var declarations: [String] = []
        var main =
            principalStatements(principalClass) + [
                "let delegate = \(delegateClass)()", "NSApplication.shared.delegate = delegate",
            ]
        for owner in owners {
            for outlet in owner.connections where outlet.kind == .outlet && outlet.property == "delegate" {
                emitted.outlets.append(EmittedElements.key(outlet.position))
            }
        }
        let menus = objects.filter { $0.element == "menu" }
        if let menu = menus.first(where: { $0.attributes["systemMenu"] == "main" }) ?? menus.first {
            var code = menuCode(
                document, firstResponders: firstResponders, delegate: delegate, delegateClass: delegateClass,
                target: target, sources: sources)
            code.applicationIDs = ["-2", "-3"]
            let name = code.build(menu)
            diagnostics += code.diagnostics
            declarations = code.declarations
            emitted.add(code.emitted)
            functions.append(menuFunction(code.lines + ["return \(name)"], from: "\(document.name).xib"))
            main.append("NSApplication.shared.mainMenu = delegate.sbgenMainMenu()")
        }
        var body: [String] = []
        var used: Set<String> = ["self"]
        var windows: [String: String] = [:]
        var toolbar = ToolbarContext(
            document: document, target: target, delegateClass: delegateClass, firstResponderIDs: firstResponders)
        var built: Set<String> = []  // windows the view code builds, their outlets set there
        for window in objects where window.element == "window" {
            let name = MigrationNaming.unique("window", in: &used)
            if let id = window.id { windows[id] = name }
            if let id = window.id, let function = windowFunctions[id], window.child(key: "toolbar") == nil,
                // The delegate's own function, or a builder of a window no object holds outlets into.
                function.contains(".")
                    ? LoadViewGenerator.outletHolder(document, of: window) == nil
                    : LoadViewGenerator.outletHolder(document, of: window)?.id == delegateID
            {
                body.append("let \(name) = \(function)()")
                built.insert(id)
                continue
            }
            body += WindowCode.lines(window, name: name, document: document, diagnostics: &diagnostics)
            if let item = window.child(key: "toolbar") {
                let owner = delegateID.map {
                    MacToolbarCode.Owner(id: $0, type: delegateClass, isCustomClass: true, parameter: "appDelegate")
                }
                body.append(toolbar.install(item, window: name, owner: owner, ownerArgument: "self"))
            }
            if let content = window.child(key: "contentView") {
                if content.subviews.isEmpty {
                    emitted.views.append(EmittedElements.key(content.position))  // the window's own content view
                } else {
                    diagnostics.append(
                        .warning(
                            "TODO: the content view of window '\(window.attributes["title"] ?? name)' is not converted; build it in code",
                            at: document.location(of: window.position)))
                }
            }
        }
        for outlet in delegate.connections where outlet.kind == .outlet {
            guard let property = outlet.property, let id = outlet.destination, !built.contains(id) else { continue }
            if let target = windows[id] ?? (["-2", "-3"].contains(id) ? "NSApplication.shared" : nil) {
                body.append("self.\(property) = \(target)")
                emitted.outlets.append(EmittedElements.key(outlet.position))
            } else if !emitted.outlets.contains(EmittedElements.key(outlet.position)) {
                // Not a window, menu or item the launch code builds (a status menu, a custom object…).
                let element = objects.first { $0.id == id }?.element ?? "object"
                diagnostics.append(
                    .warning(
                        "TODO: outlet \(property) of \(delegateClass) is not assigned: the launch code does not "
                            + "build its <\(element)> '\(id)'; create it and assign it in code",
                        at: document.location(of: outlet.position)))
            }
        }
        for window in objects
        where window.element == "window" && window.attributes.bool("visibleAtLaunch", default: true) {
            if let name = window.id.flatMap({ windows[$0] }) { body.append("\(name).makeKeyAndOrderFront(nil)") }
        }
        var kept: [String] = []
        if !body.isEmpty {
            let names = objects.filter { $0.element == "window" }.compactMap { $0.id.flatMap { windows[$0] } }
            functions.append(
                FlowFunction(
                    comments: [
                        "Creates the windows of \(document.name).xib, connects the delegate's outlets to them and shows",
                        "those IB marked visible at launch, as AppKit did when it loaded the nib. Keep the returned",
                        "windows: the nib kept its top-level objects for the app's lifetime, and an outlet may be weak.",
                    ], signature: "func sbgenLoadMainWindows() -> [NSWindow]",
                    body: body + ["return [\(names.joined(separator: ", "))]"]))
            main.append("let windows = delegate.sbgenLoadMainWindows()")
            kept = ["windows"]
        }
        if sources.awakeFromNibClasses.contains(delegateClass) { main += awakeStatements }
        diagnostics += toolbar.diagnostics
        if toolbar.hasErrors {
            emitted = emittedBefore  // nothing of it is written
            return (nil, diagnostics)
        }
        emitted.add(toolbar.emitted)
        main += runStatements(keeping: kept)
        var plan = LaunchPlan(
            kind: .macApp, source: plist, imports: ["AppKit"] + toolbar.customModules.sorted(),
            typeName: delegateClass, functions: functions, entryPoint: entryPoint(main))
        plan.declarations = declarations + toolbar.declarations
        return (plan, diagnostics)
    }

    /// The toolbars of the launch code's windows: each class nested in an extension of the app
    /// delegate's class (`AppDelegate.MainWindowToolbar`), so its name is the launch file's own.
    struct ToolbarContext {
        var document: IBDocument
        var target: DeploymentTarget
        var delegateClass: String
        var firstResponderIDs: Set<String>
        private(set) var declarations: [String] = []
        private(set) var diagnostics: [Diagnostic] = []
        private(set) var emitted = EmittedElements()
        /// `customModule`s of the items' custom classes, to import.
        private(set) var customModules: Set<String> = []
        private var used: Set<String> = []
        /// Whether a toolbar has an error (an item class that cannot be): the launch code is not written.
        var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        init(document: IBDocument, target: DeploymentTarget, delegateClass: String, firstResponderIDs: Set<String>) {
            self.document = document
            self.target = target
            self.delegateClass = delegateClass
            self.firstResponderIDs = firstResponderIDs
        }

        /// The statement that installs `toolbar` on `window`; its class joins ``declarations``.
        mutating func install(
            _ toolbar: IBObject, window: String, owner: MacToolbarCode.Owner?, ownerArgument: String
        ) -> String {
            let name = MigrationNaming.unique(
                MigrationNaming.typeSafe(window.prefix(1).uppercased() + window.dropFirst()) + "Toolbar", in: &used)
            var code = MacToolbarCode(
                document: document, source: "\(document.name).\(document.kind == .storyboard ? "storyboard" : "xib")",
                locatesBySource: false, target: target, owner: owner, firstResponderIDs: firstResponderIDs,
                typeName: name, nestedName: name, enclosingType: delegateClass, product: "the launch code")
            let (declaration, statement) = code.build(toolbar, window: window, ownerArgument: ownerArgument)
            if !declarations.isEmpty { declarations.append("") }
            declarations += declaration
            diagnostics += code.diagnostics
            emitted.add(code.emitted)
            customModules.formUnion(code.customModules)
            return statement
        }
    }

    /// The main menu's code for `delegate` (of class `delegateClass`): its outlets into the menu and,
    /// with `sources`, which of its actions Swift can name (``MacMenuCode/delegateActions``).
    static func menuCode(
        _ document: IBDocument, firstResponders: Set<String>, delegate: IBObject, delegateClass: String,
        target: DeploymentTarget, sources: LaunchSourceFacts
    ) -> MacMenuCode {
        var code = MacMenuCode(document: document, firstResponderIDs: firstResponders, delegateID: delegate.id)
        code.deploymentTarget = target
        code.delegateActions = sources.visibleActions[delegateClass]
        for outlet in delegate.connections where outlet.kind == .outlet {
            if let id = outlet.destination { code.delegateOutlets[id, default: []].append(outlet) }
        }
        return code
    }

    /// `NSPrincipalClass`'s subclass of NSApplication: its `shared` makes the application object of
    /// that class, as `NSApplicationMain` did; `NSApplication.shared` returns it afterwards.
    static func principalStatements(_ principalClass: String?) -> [String] {
        guard let principalClass else { return [] }
        return ["_ = \(principalClass).shared  // NSPrincipalClass: the application object is of this class"]
    }

    /// The nib (or the storyboard's Application scene) sent `awakeFromNib` to the delegate once its
    /// outlets were set, before the app finished launching: called when the delegate's class
    /// overrides it (``SwiftSourceIndex/awakeFromNibOverrides``).
    static let awakeStatements = ["delegate.awakeFromNib()  // as the nib did once the delegate's outlets were set"]

    /// `NSApplication.shared.run()`, with the delegate (the application holds it weakly) and
    /// `names` kept alive while it runs: Swift may release a local after its last use.
    static func runStatements(keeping names: [String]) -> [String] {
        let kept = names.isEmpty ? "delegate" : "(" + (["delegate"] + names).joined(separator: ", ") + ")"
        return ["withExtendedLifetime(\(kept)) {", "    NSApplication.shared.run()", "}"]
    }

    /// The name of the generated `@main` type (`Launch/SbgenMain.swift`).
    static let mainTypeName = "SbgenMain"

    /// `statements` (what `NSApplicationMain` did) as the `@MainActor static func main()` of an
    /// `@main` type: top-level code of a `main.swift` is main-actor isolated in Swift 6 but not in
    /// Swift 5 mode, where calling the delegate's `@MainActor` methods from it is an error.
    /// (`MainActor.assumeIsolated` needs macOS 10.15; the lowest target is 10.13.)
    static func entryPoint(_ statements: [String]) -> String {
        (["@main", "enum \(mainTypeName) {", "    @MainActor static func main() {"]
            + statements.map { "        " + $0 } + ["    }", "}"]).joined(separator: "\n")
    }

    static func menuFunction(_ body: [String], from file: String) -> FlowFunction {
        FlowFunction(
            comments: ["The main menu of \(file): titles, key equivalents and actions as IB described them."],
            signature: "func sbgenMainMenu() -> NSMenu", body: body)
    }

    /// Creates the initial controller: a window controller with its window and content view
    /// controller, or a plain view controller in a window. Returns the window controller's name.
    static func windowController(
        _ controller: IBObject, in document: IBDocument, body: inout [String], diagnostics: inout [Diagnostic],
        toolbar: inout ToolbarContext
    ) -> String? {
        let location = document.location(of: controller.position)
        switch controller.element {
        case "windowController":
            let type = controller.customClass.map(MigrationNaming.unqualified) ?? "NSWindowController"
            if let window = controller.child(key: "window") {
                body += WindowCode.lines(window, name: "window", document: document, diagnostics: &diagnostics)
                body.append("let controller = \(type)(window: window)")
                if let item = window.child(key: "toolbar") {
                    let owner = controller.id.map {
                        MacToolbarCode.Owner(
                            id: $0, type: type, isCustomClass: controller.customClass != nil,
                            parameter: "windowController")
                    }
                    body.append(toolbar.install(item, window: "window", owner: owner, ownerArgument: "controller"))
                }
            } else {
                body.append("let controller = \(type)(window: nil)")
            }
            let content = controller.connections.first {
                $0.kind == .segue && $0.attributes["relationship"] == "window.shadowedContentViewController"
            }
            if let contentID = content?.destination,
                let content = document.scenes.compactMap(\.controller).first(where: { $0.id == contentID })
            {
                guard let type = viewControllerType(content, document: document, diagnostics: &diagnostics) else {
                    return "controller"
                }
                body.append("controller.contentViewController = \(type)()")
            }
            return "controller"
        case "viewController":
            guard let type = viewControllerType(controller, document: document, diagnostics: &diagnostics) else {
                return nil
            }
            body += [
                "let window = NSWindow(contentViewController: \(type)())",
                "let controller = NSWindowController(window: window)",
            ]
            return "controller"
        default:
            diagnostics.append(.warning("TODO: initial controller <\(controller.element)> not converted", at: location))
            return nil
        }
    }

    /// The class to create for a content view controller; its view comes from the migrated `sbgenLoadView()`.
    static func viewControllerType(
        _ controller: IBObject, document: IBDocument, diagnostics: inout [Diagnostic]
    )
        -> String?
    {
        let location = document.location(of: controller.position)
        guard controller.element == "viewController", let type = controller.customClass.map(MigrationNaming.unqualified)
        else {
            diagnostics.append(
                .warning(
                    "TODO: content controller <\(controller.element)>\(controller.customClass == nil ? " without a custom class" : "") not converted",
                    at: location))
            return nil
        }
        diagnostics.append(
            .note(
                "\(type): add `override func loadView() { sbgenLoadView() }` so it builds its view in code",
                at: location))
        return type
    }
}
