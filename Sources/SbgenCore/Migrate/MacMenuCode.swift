import IBModel
import SbgenTemplate

/// Builds an AppKit main menu in code from IB's `<menu>` / `<menuItem>` tree (the main storyboard's
/// Application scene `<menu key="mainMenu">`, or the top-level `<menu systemMenu="main">` of
/// `MainMenu.xib`): what AppKit decoded from the nib at launch.
struct MacMenuCode {
    /// IB's `firstResponder` placeholder: actions sent to it go up the responder chain (no target).
    var firstResponderIDs: Set<String>
    /// The app delegate's object id: actions sent to it get `target = self` (the code runs on the delegate).
    var delegateID: String?
    /// The application object (the storyboard's `<application>`, the xib's File's Owner `-2` and
    /// Application `-3`): actions sent to it get `target = NSApplication.shared`.
    var applicationIDs: Set<String> = []
    var document: IBDocument
    /// The Swift selector names (`exportNotes(_:)`) the project's sources declare, visible to other
    /// files, on the delegate's class; nil when no source declares that class. An action of the
    /// delegate not among them (an Objective-C `.m`-only method, a stale connection) is named
    /// through ``responderActions``: `#selector(AppDelegate.gone(_:))` would not compile.
    var delegateActions: Set<String>?
    /// The delegate's outlets by destination id (`<outlet property="toggleItem" destination=…>`): an
    /// outlet to a menu or item of this menu is set here, where `self` is the delegate.
    var delegateOutlets: [String: [IBConnection]] = [:]
    /// The macOS deployment target: an SF Symbol item image below macOS 11 is set under `#available`.
    var deploymentTarget = DeploymentTarget(.macOS, DeploymentTarget.lowest(.macOS))
    private(set) var lines: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The actions no SDK class declares that items send up the responder chain: declared by the
    /// launch file's protocol (``declarations``) so that `#selector` can name them.
    let responderActions = ResponderActions(typeName: "SbgenMainMenuActions")
    /// The menus, items and actions the lines build (what `migrate` counts as converted).
    private(set) var emitted = EmittedElements()
    private var menuCount = 0
    private var itemCount = 0

    init(document: IBDocument, firstResponderIDs: Set<String>, delegateID: String?) {
        self.document = document
        self.firstResponderIDs = firstResponderIDs
        self.delegateID = delegateID
        var classes: [String: String] = [:]
        document.forEachObject { object in
            if let id = object.id, let customClass = object.customClass { classes[id] = customClass }
        }
        objectClasses = classes
    }

    /// The custom class of each object of the document, by id.
    private let objectClasses: [String: String]

    /// SDK singletons IB places as custom objects (the Font Manager of the Format menu), by class.
    static let sharedObjects = ["NSFontManager": "NSFontManager.shared"]

    /// `NSApplication` menus that IB's `systemMenu` attribute registers.
    static let systemMenus = ["window": "windowsMenu", "services": "servicesMenu", "help": "helpMenu"]

    /// Swift for a selector (``ActionSelectors``): `#selector(NSApplication.terminate(_:))` when the SDK
    /// declares it, through the delegate's class when the item targets the delegate, else through
    /// ``responderActions``.
    func selector(_ name: String, toDelegate: Bool) -> String {
        if let sdk = ActionSelectors.sdkSpelling(name, appKit: true) { return "#selector(\(sdk))" }
        if toDelegate, let delegate = delegateID.flatMap({ objectClasses[$0] }),
            delegateActions?.contains(UnitBuilder.swiftSelectorName(name)) ?? true
        {
            return ActionSelectors.spelling(name, on: delegate, otherArities: false)
        }
        return responderActions.spelling(name)
    }

    /// The declarations the launch file needs besides the delegate's extension: the protocol of
    /// ``responderActions`` when a menu item sends one.
    var declarations: [String] {
        guard !responderActions.selectors.isEmpty else { return [] }
        return [
            "/// Menu actions of the main menu that no SDK class declares: the responder chain finds them in the app's",
            "/// classes, and `#selector` names them through this protocol.",
            "@objc protocol \(responderActions.typeName) {",
        ] + responderActions.selectors.map { "    " + ResponderActions.requirement($0) } + ["}"]
    }

    /// Appends the statements that create `menu` and returns its local name.
    mutating func build(_ menu: IBObject) -> String {
        menuCount += 1
        emitted.views.append(EmittedElements.key(menu.position))
        let name = "menu\(menuCount)"
        lines.append("let \(name) = NSMenu(title: \(SwiftLiteral.string(menu.attributes["title"] ?? "")))")
        setOutlets(to: menu, name: name)
        if let system = menu.attributes["systemMenu"].flatMap({ Self.systemMenus[$0] }) {
            lines.append("NSApplication.shared.\(system) = \(name)")
        }
        for item in menu.children where item.element == "menuItem" { add(item, to: name) }
        return name
    }

    private mutating func add(_ item: IBObject, to menu: String) {
        emitted.views.append(EmittedElements.key(item.position))
        if item.attributes.bool("isSeparatorItem") {
            lines.append("\(menu).addItem(.separator())")
            return
        }
        var action = "nil"
        var target: String?
        for connection in item.connections {
            let location = document.location(of: connection.position)
            guard connection.kind == .action, let selector = connection.attributes["selector"] else {
                diagnostics.append(
                    .warning("TODO: menu item connection <\(connection.element)> not converted", at: location))
                continue
            }
            guard UnitBuilder.isNameableAction(selector, appKit: true) else {
                diagnostics.append(
                    .warning(
                        "TODO: menu item action '\(selector)' \(UnitBuilder.selectorProblem(selector)); "
                            + "not connected", at: location))
                continue
            }
            let destination = connection.attributes["target"]
            action = self.selector(selector, toDelegate: destination != nil && destination == delegateID)
            if destination == delegateID {
                target = "self"
            } else if let destination, applicationIDs.contains(destination) {
                target = "NSApplication.shared"
            } else if let shared = destination.flatMap({ objectClasses[$0] }).flatMap({ Self.sharedObjects[$0] }) {
                target = shared
            } else if let destination, !firstResponderIDs.contains(destination) {
                diagnostics.append(
                    .warning(
                        "TODO: menu item action '\(selector)' targets object \(destination); set its target by hand",
                        at: location))
                continue
            }
            emitted.actions.append(EmittedElements.key(connection.position))
        }
        let title = SwiftLiteral.string(ViewMapping.menuItemText(item, "title"))
        let key = ViewMapping.menuItemText(item, "keyEquivalent")
        let call = "NSMenuItem(title: \(title), action: \(action), keyEquivalent: \(SwiftLiteral.string(key)))"
        let submenu = item.child(key: "submenu")
        // Tags (the Find and Font menus' actions read them), state, enabled…, as loadview's menus have them.
        let (properties, issues) = ViewMapping.menuItemProperties(item, selectedBySelection: false, submenus: true)
        for issue in issues {
            diagnostics.append(.warning("TODO: " + issue.message, at: document.location(of: issue.position)))
        }
        let held = item.id.map { delegateOutlets[$0] != nil } ?? false
        guard submenu != nil || target != nil || !properties.isEmpty || held else {
            lines.append("\(menu).addItem(\(call))")
            return
        }
        itemCount += 1
        let name = "item\(itemCount)"
        lines.append("let \(name) = \(call)")
        for property in properties {
            let statement = ViewMapping.appKitSpelling(property.statement(target: name))
            let symbols = ViewMapping.symbolImagesIntroduced(.macOS)
            if case .image(_, true) = property.value, !deploymentTarget.allows(symbols) {
                lines += ["if \(deploymentTarget.availabilityCondition(symbols)) {", "    " + statement, "}"]
            } else {
                lines.append(statement)
            }
        }
        if let target { lines.append("\(name).target = \(target)") }
        setOutlets(to: item, name: name)
        lines.append("\(menu).addItem(\(name))")
        if let submenu { lines.append("\(name).submenu = \(build(submenu))") }
    }

    /// `self.<outlet> = name` for each delegate outlet to `object` (the nib set them on loading).
    private mutating func setOutlets(to object: IBObject, name: String) {
        for outlet in object.id.flatMap({ delegateOutlets[$0] }) ?? [] {
            guard let property = outlet.property, UnitBuilder.isPropertyName(property) else { continue }
            lines.append("self.\(property) = \(name)")
            emitted.outlets.append(EmittedElements.key(outlet.position))
        }
    }
}
