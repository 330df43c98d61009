import IBModel
import SbgenTemplate

/// Builds a window's `<toolbar>` in code: a generated `NSToolbar` subclass that is its own
/// `NSToolbarDelegate` and makes IB's `<toolbarItem>`s in
/// `toolbar(_:itemForItemIdentifier:willBeInsertedIntoToolbar:)`.
///
/// The toolbar is its own delegate because `NSToolbar.delegate` is weak and `NSWindow.toolbar` is
/// strong: the window that holds the toolbar keeps its delegate alive, whether or not a window
/// controller class exists to store one, and no class of the app has to conform to
/// `NSToolbarDelegate` (an app's window controller often already does, for items of its own).
struct MacToolbarCode {
    /// The object the items' actions may target besides the First Responder: the window controller
    /// of a storyboard scene, the app delegate of `MainMenu.xib`.
    struct Owner {
        var id: String
        /// Its Swift type (`MainWindowController`, `NSWindowController`); actions go through it
        /// when it is a custom class.
        var type: String
        var isCustomClass: Bool
        /// The initializer's parameter (`windowController`), stored weakly by the toolbar.
        var parameter: String
    }

    var document: IBDocument
    /// The IB file as the class's comment names it; diagnostics name it too when `locatesBySource`
    /// (the flow's project-relative path), else `document`'s own location.
    var source: String
    var locatesBySource = true
    var target: DeploymentTarget
    var owner: Owner?
    var firstResponderIDs: Set<String>
    /// The toolbar class's name as the call site spells it (`MainFlow.WindowControllerToolbar`).
    var typeName: String
    /// The declared name (`WindowControllerToolbar`) and the type it is nested in (`MainFlow`).
    var nestedName: String
    var enclosingType: String
    /// What an error leaves unwritten, for its message: the storyboard's flow, or the launch code.
    var product = "the flow"

    private(set) var diagnostics: [Diagnostic] = []
    /// The toolbar, its items and the actions its code wires (what `migrate` counts as converted).
    private(set) var emitted = EmittedElements()
    /// `customModule`s of the items' custom classes.
    private(set) var customModules: Set<String> = []

    /// IB's implicit identifiers of AppKit's standard items (NSToolbarItem.h, all in macOS 10.12 or
    /// earlier) → their `NSToolbarItem.Identifier` names. Any other identifier keeps its string,
    /// which AppKit matches the same way.
    static let systemIdentifiers = [
        "NSToolbarSpaceItem": "space", "NSToolbarFlexibleSpaceItem": "flexibleSpace",
        "NSToolbarShowColorsItem": "showColors", "NSToolbarShowFontsItem": "showFonts", "NSToolbarPrintItem": "print",
        "NSToolbarToggleSidebarItem": "toggleSidebar", "NSToolbarCloudSharingItem": "cloudSharing",
    ]

    /// `minSize`/`maxSize` are deprecated in macOS 12 and `showsBaselineSeparator` in macOS 15
    /// (NSToolbarItem.h, NSToolbar.h), which size items from their views' constraints and draw no
    /// baseline: they are set inside `if #unavailable` (where Swift does not warn about them), and
    /// left out at a target that has no such system.
    static let sizeDeprecated = OSVersion(12)
    static let baselineSeparatorDeprecated = OSVersion(15)
    /// The SDK's `NSToolbarItem` classes, with the macOS version that introduced each after 10.13
    /// (NSToolbarItem.h, NSToolbarItemGroup.h 10.5, NSMenuToolbarItem.h and
    /// NSSharingServicePickerToolbarItem.h 10.15, NSTrackingSeparatorToolbarItem.h and
    /// NSSearchToolbarItem.h 11.0; macOS 15.5 SDK): an item's `customClass` of AppKit's own that is
    /// none of them cannot make the item; one newer than the target is made inside `if #available`.
    static let sdkItemClasses: [String: OSVersion?] = [
        "NSToolbarItem": nil, "NSToolbarItemGroup": nil, "NSMenuToolbarItem": OSVersion(10, 15),
        "NSSharingServicePickerToolbarItem": OSVersion(10, 15), "NSTrackingSeparatorToolbarItem": OSVersion(11),
        "NSSearchToolbarItem": OSVersion(11),
    ]

    /// `NSToolbarItem.isBordered` (macOS 10.15) and SF Symbols (macOS 11).
    static let borderedIntroduced = OSVersion(10, 15)
    static let symbolsIntroduced = OSVersion(11)

    /// The declaration of the toolbar class for `toolbar` (the `<toolbar key="toolbar">` of a
    /// window), and the statement that installs it on `window`.
    mutating func build(
        _ toolbar: IBObject, window: String, ownerArgument: String?
    ) -> (
        declaration: [String], install: String
    ) {
        emitted.views.append(EmittedElements.key(toolbar.position))
        let items = toolbar.children.filter { $0.element == "toolbarItem" && $0.attributes["reference"] == nil }
        var names: [String: String] = [:]  // item id → its identifier expression
        var constants: [String] = []
        var used: Set<String> = []
        var cases: [[String]] = []
        var usesOwner = false
        let responderActions = ResponderActions(typeName: "\(enclosingType)\(nestedName)Actions")
        var itemsByIdentifier: [String: IBObject] = [:]  // the first item of each identifier
        for item in items {
            let identifier =
                item.attributes["explicitItemIdentifier"] ?? item.attributes["implicitItemIdentifier"] ?? item.id ?? ""
            if Self.systemIdentifiers[identifier] == nil, !identifier.hasPrefix("NSToolbar") {
                // AppKit asks the delegate for an item by identifier: a second item of one is never made.
                if let first = itemsByIdentifier[identifier] {
                    diagnostics.append(
                        .warning(
                            "toolbar item '\(itemName(item))' has the identifier '\(identifier)' of toolbar item "
                                + "'\(itemName(first))' (line \(first.position.line)); AppKit makes one item per "
                                + "identifier: this one is left out",
                            at: location(item.position)))
                    continue
                }
                itemsByIdentifier[identifier] = item
            }
            if let system = Self.systemIdentifiers[identifier] {
                emitted.views.append(EmittedElements.key(item.position))
                if let id = item.id { names[id] = "." + system }
                continue
            }
            if identifier.hasPrefix("NSToolbar") {
                // Another AppKit item (the sidebar tracking separator…): AppKit makes it from its identifier.
                emitted.views.append(EmittedElements.key(item.position))
                if let id = item.id { names[id] = "NSToolbarItem.Identifier(\(SwiftLiteral.string(identifier)))" }
                continue
            }
            let constant = MigrationNaming.unique(constantName(item, identifier: identifier), in: &used)
            constants.append(
                "private static let \(constant) = NSToolbarItem.Identifier(\(SwiftLiteral.string(identifier)))")
            if let id = item.id { names[id] = "Self.\(constant)" }
            let (body, targetsOwner) = itemBody(item, responderActions: responderActions)
            usesOwner = usesOwner || targetsOwner
            cases.append(["case Self.\(constant):"] + body.map { "    " + $0 })
        }
        let allowed = items.compactMap { $0.id.flatMap { names[$0] } }
        let defaults =
            toolbar.property("defaultToolbarItems")?.children.compactMap { $0.attributes["reference"] }
            .compactMap { names[$0] } ?? []
        let selectable = items.filter { $0.attributes.bool("selectable") }.compactMap { $0.id.flatMap { names[$0] } }
        for connection in toolbar.connections {
            diagnostics.append(
                .warning(
                    connection.property == "delegate"
                        ? "TODO: the toolbar's delegate outlet is not connected: the generated \(nestedName) is its own "
                            + "delegate; make the items the old delegate made (identifiers IB does not list) in its "
                            + "toolbar(_:itemForItemIdentifier:willBeInsertedIntoToolbar:)"
                        : "TODO: toolbar connection <\(connection.element)> not converted; set it in code",
                    at: location(connection.position)))
        }

        let identifier = toolbar.attributes["explicitIdentifier"] ?? toolbar.attributes["implicitIdentifier"] ?? ""
        var initBody: [String] = []
        if usesOwner, let owner { initBody.append("self.\(owner.parameter) = \(owner.parameter)") }
        initBody.append("super.init(identifier: \(SwiftLiteral.string(identifier)))")
        // IB's defaults are YES for both; NSToolbar's own are NO.
        if toolbar.attributes["allowsUserCustomization"] != "NO" { initBody.append("allowsUserCustomization = true") }
        if toolbar.attributes["autosavesConfiguration"] != "NO" { initBody.append("autosavesConfiguration = true") }
        if let mode = toolbar.attributes["displayMode"], ["iconAndLabel", "iconOnly", "labelOnly"].contains(mode) {
            initBody.append("displayMode = .\(mode)")
        }
        if let size = toolbar.attributes["sizeMode"], ["regular", "small"].contains(size) {
            initBody.append("sizeMode = .\(size)")
        }
        if toolbar.attributes["showsBaselineSeparator"] == "NO" {
            initBody += belowDeprecation("showsBaselineSeparator = false", Self.baselineSeparatorDeprecated)
        }
        initBody.append("delegate = self")

        let ownerParameter = usesOwner ? owner : nil
        var lines = [
            "extension \(enclosingType) {",
            "    /// The toolbar of \(source):\(toolbar.position.line), with its items as IB described them. It is its own",
            "    /// delegate: the window holds its toolbar, so both live as long as the window.",
            "    final class \(nestedName): NSToolbar, NSToolbarDelegate {",
        ]
        lines += constants.map { "        " + $0 }
        if let ownerParameter {
            lines.append("        private weak var \(ownerParameter.parameter): \(ownerParameter.type)?")
        }
        if !constants.isEmpty || ownerParameter != nil { lines.append("") }
        let signature = ownerParameter.map { "init(\($0.parameter): \($0.type))" } ?? "init()"
        lines.append("        \(signature) {")
        lines += initBody.map { "            " + $0 }
        lines += ["        }", ""]
        lines += identifierList("toolbarAllowedItemIdentifiers", allowed)
        lines.append("")
        lines += identifierList("toolbarDefaultItemIdentifiers", defaults)
        if !selectable.isEmpty {
            lines.append("")
            lines += identifierList("toolbarSelectableItemIdentifiers", selectable)
        }
        lines += [
            "",
            "        func toolbar(",
            "            _ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,",
            "            willBeInsertedIntoToolbar flag: Bool",
            "        ) -> NSToolbarItem? {",
        ]
        if cases.isEmpty {
            lines.append("            nil")
        } else {
            lines.append("            switch itemIdentifier {")
            for body in cases { lines += body.map { "            " + $0 } }
            lines += ["            default:", "                return nil", "            }"]
        }
        lines += ["        }", "    }", "}"]
        if !responderActions.selectors.isEmpty {
            lines += [
                "",
                "/// Actions of \(enclosingType).\(nestedName)'s items that no SDK class declares: the responder",
                "/// chain finds them in the app's classes, and `#selector` names them through this protocol.",
                "@objc protocol \(responderActions.typeName) {",
            ]
            lines += responderActions.selectors.map { "    " + ResponderActions.requirement($0) } + ["}"]
        }
        let argument = ownerParameter.flatMap { owner in ownerArgument.map { "\(owner.parameter): \($0)" } } ?? ""
        return (lines, "\(window).toolbar = \(typeName)(\(argument))")
    }

    private func identifierList(_ method: String, _ identifiers: [String]) -> [String] {
        [
            "        func \(method)(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {",
            "            [\(identifiers.joined(separator: ", "))]",
            "        }",
        ]
    }

    /// `refresh` for an item labelled "Refresh", else from its identifier.
    private func constantName(_ item: IBObject, identifier: String) -> String {
        let words = (item.attributes["label"] ?? item.attributes["paletteLabel"] ?? "").split {
            !$0.isLetter && !$0.isNumber
        }
        let base =
            words.isEmpty
            ? "item"
            : words.enumerated().map { $0 == 0 ? $1.prefix(1).lowercased() + $1.dropFirst() : $1.capitalized }
                .joined()
        let identifierName = base.first?.isNumber == true ? "item" + base : base
        return UnitBuilder.keywords.contains(identifierName) ? identifierName + "Item" : identifierName
    }

    /// The statements of one `case` of `toolbar(_:itemForItemIdentifier:willBeInsertedIntoToolbar:)`,
    /// and whether an action targets the owner.
    private mutating func itemBody(_ item: IBObject, responderActions: ResponderActions) -> ([String], Bool) {
        emitted.views.append(EmittedElements.key(item.position))
        var type = "NSToolbarItem"
        if let customClass = item.customClass {
            if let problem = Self.classProblem(customClass) {
                diagnostics.append(
                    .error(
                        "customClass '\(customClass)' of toolbar item '\(itemName(item))' \(problem); "
                            + "\(product) is not written", at: location(item.position)))
            } else {
                type = MigrationNaming.unqualified(customClass)
            }
        }
        if let module = item.customModule, item.customModuleProvider != "target" {
            if ModuleImports.isModuleName(module) {
                customModules.insert(module)
            } else if !ModuleImports.isBuildSetting(module) {
                diagnostics.append(
                    .warning(
                        "customModule '\(module)' of toolbar item '\(itemName(item))' is not a Swift module name; "
                            + "not imported", at: location(item.position)))
            }
        }
        var body = ["let item = \(type)(itemIdentifier: itemIdentifier)"]
        if let introduced = Self.sdkItemClasses[type] ?? nil, !target.allows(introduced) {
            // The SDK class where the OS has it, a plain item before: what IB's nib gave there.
            body = [
                "let item: NSToolbarItem", "if \(target.availabilityCondition(introduced)) {",
                "    item = \(type)(itemIdentifier: itemIdentifier)", "} else {",
                "    item = NSToolbarItem(itemIdentifier: itemIdentifier)", "}",
            ]
        }
        let attributes = item.attributes
        if let label = attributes["label"] { body.append("item.label = \(SwiftLiteral.string(label))") }
        if let label = attributes["paletteLabel"] { body.append("item.paletteLabel = \(SwiftLiteral.string(label))") }
        if let toolTip = attributes["toolTip"] { body.append("item.toolTip = \(SwiftLiteral.string(toolTip))") }
        if let tag = attributes["tag"].flatMap(Int.init), tag != 0 { body.append("item.tag = \(tag)") }
        let imageReference = item.property("imageReference", key: "image")
        if let image = attributes["image"] ?? imageReference?.attributes["image"] {
            let system = (attributes["catalog"] ?? imageReference?.attributes["catalog"]) == "system"
            if system {
                let line =
                    "item.image = NSImage(systemSymbolName: \(SwiftLiteral.string(image)), accessibilityDescription: nil)"
                body += guarded(line, introduced: Self.symbolsIntroduced)
            } else {
                // From the IB file's bundle once the migrator rewrites the flow (``AssetBundle``).
                body.append("item.image = NSImage(named: \(SwiftLiteral.string(image)))")
            }
        }
        if attributes["bordered"] == "YES" {
            body += guarded("item.isBordered = true", introduced: Self.borderedIntroduced)
        }
        if attributes["enabled"] == "NO" { body.append("item.isEnabled = false") }
        if attributes["autovalidates"] == "NO" { body.append("item.autovalidates = false") }
        var targetsOwner = false
        for connection in item.connections {
            guard connection.kind == .action, let selector = connection.attributes["selector"] else {
                if connection.kind != .segue {  // segues: the flow reports them
                    diagnostics.append(
                        .warning(
                            "TODO: toolbar item connection <\(connection.element)> not converted; set it in code",
                            at: location(connection.position)))
                }
                continue
            }
            let destination = connection.attributes["target"]
            if let owner, destination == owner.id {
                if let sdk = ActionSelectors.sdkSpelling(selector, appKit: true) {
                    body.append("item.action = #selector(\(sdk))")
                } else if owner.isCustomClass {
                    body.append(
                        "item.action = \(ActionSelectors.spelling(selector, on: owner.type, otherArities: false))")
                } else {
                    diagnostics.append(
                        .warning(
                            "TODO: toolbar item action '\(selector)' targets a \(owner.type) without a custom class, "
                                + "which cannot have it; give the window controller its class and set the action by hand",
                            at: location(connection.position)))
                    continue
                }
                body.append("item.target = \(owner.parameter)")
                targetsOwner = true
            } else if let destination, firstResponderIDs.contains(destination) {
                let spelling = ActionSelectors.sdkSpelling(selector, appKit: true).map { "#selector(\($0))" }
                body.append("item.action = \(spelling ?? responderActions.spelling(selector))")
            } else {
                diagnostics.append(
                    .warning(
                        "TODO: toolbar item action '\(selector)' targets object \(destination ?? "?"), which this code "
                            + "does not create; set the item's target and action by hand",
                        at: location(connection.position)))
                continue
            }
            emitted.actions.append(EmittedElements.key(connection.position))
        }
        if let view = item.child(key: "view") {
            diagnostics.append(
                .warning(
                    "TODO: the <\(view.element)> view of toolbar item '\(itemName(item))' is not "
                        + "converted; create it in code and set the item's view",
                    at: location(view.position)))
            var sizes: [String] = []
            for key in ["minSize", "maxSize"] {
                guard let size = item.property("size", key: key) else { continue }
                if let (name, value) = NonFinite.anyAttribute(in: size.attributes) {
                    diagnostics.append(
                        .warning(
                            NonFinite.message(name, value, leftOut: "the toolbar item's '\(key)' is"),
                            at: location(size.position)))
                    continue
                }
                let width = WindowCode.number(size.attributes["width"] ?? "0")
                let height = WindowCode.number(size.attributes["height"] ?? "0")
                sizes.append("item.\(key) = NSSize(width: \(width), height: \(height))")
            }
            if !sizes.isEmpty {
                if target.allows(Self.sizeDeprecated) {
                    // Swift warns about them at this target, even inside `if #unavailable`: said, not written.
                    let names = sizes.map { String($0.dropFirst("item.".count).prefix { $0 != " " }) }
                    body.append(
                        "// sbgen: \(names.joined(separator: " and ")) left out: deprecated in macOS 12, which "
                            + "sizes the item from its view's constraints")
                } else {
                    body += belowDeprecation(sizes, Self.sizeDeprecated)
                }
            }
        }
        body.append("return item")
        return (body, targetsOwner)
    }

    /// `lines` inside `if #unavailable(macOS deprecated)`; nothing when the target is at or above it.
    private func belowDeprecation(_ lines: [String], _ deprecated: OSVersion) -> [String] {
        guard !target.allows(deprecated) else { return [] }
        return ["if #unavailable(\(target.platform.availabilityName) \(deprecated)) {"] + lines.map { "    " + $0 } + [
            "}"
        ]
    }

    private func belowDeprecation(_ line: String, _ deprecated: OSVersion) -> [String] {
        belowDeprecation([line], deprecated)
    }

    /// Why `customClass` cannot be a toolbar item's class: not a Swift name (`My Item`, `1Item`), or an
    /// AppKit class that is no `NSToolbarItem` (`NSButton`); nil when it can be.
    static func classProblem(_ customClass: String) -> String? {
        guard LoadViewGenerator.isSwiftName(customClass) else { return "is not a Swift name" }
        let name = MigrationNaming.unqualified(customClass)
        if name.hasPrefix("NS"), sdkItemClasses[name] == nil { return "is not an NSToolbarItem class" }
        return nil
    }

    /// Whether an error keeps the code from being written (``product``).
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The item's label, else its palette label, else its id, for messages.
    private func itemName(_ item: IBObject) -> String {
        [item.attributes["label"], item.attributes["paletteLabel"], item.id].compactMap { $0 }.first { !$0.isEmpty }
            ?? ""
    }

    private func guarded(_ line: String, introduced: OSVersion) -> [String] {
        guard !target.allows(introduced) else { return [line] }
        return ["if \(target.availabilityCondition(introduced)) {", "    " + line, "}"]
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        locatesBySource ? SourceLocation(file: source, position: position) : document.location(of: position)
    }
}
