import IBModel
import SbgenTemplate

extension FlowGenerator {
    /// The state of one storyboard's generation.
    struct Context {
        var document: IBDocument
        var source: String
        var index: FlowIndex
        var storyboard: FlowIndex.Storyboard
        var embedsInViewCode: Bool
        var usedMethods: [String: Set<String>]
        var diagnostics: [Diagnostic] = []
        var segueCount = 0
        var convertedSegues = 0
        var convertedSegueLines: Set<Int> = []
        var triggers: [Trigger] = []
        var methodNames: [MethodName] = []
        /// `customModule`s of the custom classes named (scenes and segue destinations).
        var customModules: Set<String> = []
        var segueMethods: [SegueMethod] = []
        var emittedViews: [UInt64] = []
        /// Start tags of the actions the flow wires (toolbar items').
        var emittedActions: [UInt64] = []
        /// Start tags of the outlets the factories account for (``FlowGenerator/Output/emittedOutlets``).
        var emittedOutlets: [UInt64] = []
        /// Declarations after the extensions (toolbar classes), each a block of lines.
        var declarations: [[String]] = []
        /// The deployment target of the document's platform: API above it goes inside `if #available`.
        var target: DeploymentTarget

        init(
            document: IBDocument, source: String, index: FlowIndex, storyboard: FlowIndex.Storyboard,
            embedsInViewCode: Bool, usedMethods: [String: Set<String>], target: DeploymentTarget
        ) {
            self.target = target
            self.document = document
            self.source = source
            self.index = index
            self.storyboard = storyboard
            self.embedsInViewCode = embedsInViewCode
            self.usedMethods = usedMethods
        }

        func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: source, position: position) }

        /// `line` alone when the target has what it needs (`introduced`), else inside `if #available`
        /// with `otherwise`, if any, in the `else`: body lines, indented inside the block.
        func guarded(_ line: String, introduced: OSVersion?, otherwise: String? = nil) -> [String] {
            guard let introduced, !target.allows(introduced) else { return [line] }
            var lines = ["if \(target.availabilityCondition(introduced)) {", "    " + line]
            if let otherwise { lines += ["} else {", "    " + otherwise] }
            return lines + ["}"]
        }

        /// One statement and the OS version it needs (nil: every target has it), with what replaces
        /// it below that version, if anything.
        struct Guarded {
            var line: String
            var introduced: OSVersion?
            var otherwise: String?
        }

        /// `statements` in order, each run of consecutive ones that need the same version above the
        /// target inside one `if #available`, with their replacements, if any, in its `else`.
        func guardedRuns(_ statements: [Guarded]) -> [String] {
            var lines: [String] = []
            var index = 0
            while index < statements.count {
                guard let needed = statements[index].introduced, !target.allows(needed) else {
                    lines.append(statements[index].line)
                    index += 1
                    continue
                }
                var body: [String] = []
                var otherwise: [String] = []
                while index < statements.count, statements[index].introduced == needed {
                    body.append("    " + statements[index].line)
                    if let replacement = statements[index].otherwise { otherwise.append("    " + replacement) }
                    index += 1
                }
                lines.append("if \(target.availabilityCondition(needed)) {")
                lines += body
                if !otherwise.isEmpty { lines += ["} else {"] + otherwise }
                lines.append("}")
            }
            return lines
        }

        /// `.automatic` and the other `UIModalPresentationStyle` members by their version.
        func presentationStyle(_ owner: String, _ key: String, _ value: String) -> [String] {
            let type = key == "modalPresentationStyle" ? "UIModalPresentationStyle" : "UIModalTransitionStyle"
            return guarded(
                String.concat(owner, ".", key, " = .", value),
                introduced: ViewMapping.enumCaseIntroduced(type: type, name: value))
        }

        /// `makeX()` within this storyboard's enum, `OtherFlow.makeX()` across storyboards.
        func call(_ scene: FlowIndex.Scene) -> String {
            scene.enumName == storyboard.enumName ? "\(scene.factoryName)()" : scene.expression
        }

        /// The destination of a segue, storyboard references followed.
        mutating func destination(_ connection: IBConnection) -> FlowIndex.Scene? {
            guard let id = connection.destination else {
                diagnostics.append(
                    .warning("segue without a destination; not converted", at: location(connection.position)))
                return nil
            }
            let (scene, problem) = index.resolve(id, in: storyboard.path)
            if let problem {
                diagnostics.append(
                    .warning("segue destination: \(problem); not converted", at: location(connection.position)))
            }
            if let module = scene?.customModule { customModules.insert(module) }
            return scene
        }

        /// The arguments a controller class is created with: `()`, or the designated initializer of an
        /// SDK controller whose `init()` is unavailable (`UIActivityViewController`: its nib decoded no
        /// items, so none are given).
        static func initializerArguments(_ typeName: String) -> String {
            typeName == "UIActivityViewController" ? "(activityItems: [], applicationActivities: nil)" : "()"
        }

        /// The factory of one scene: create, set what IB decoded on the controller, add relationship children.
        mutating func factory(_ controller: IBObject, entry: FlowIndex.Scene, sceneID: String) -> FlowFunction {
            if isAppKit {
                return FlowFunction(
                    comments: factoryComments(controller, sceneID: sceneID),
                    signature: "static func \(entry.factoryName)() -> \(entry.typeName)",
                    body: appKitFactoryBody(controller, entry: entry))
            }
            // Lines written through `String.concat`: interpolation appended piece by piece, a few hundred
            // instructions a piece, for every scene of every storyboard (twice for a flow generated again).
            let splitStyle = Self.splitStyle(controller)
            var body =
                splitStyle.map { splitCreation(typeName: entry.typeName, style: $0) }
                ?? [String.concat("let controller = ", entry.typeName, Self.initializerArguments(entry.typeName))]
            if let title = controller.attributes["title"] {
                body.append(String.concat("controller.title = ", SwiftLiteral.string(title)))
            }
            for key in ["modalPresentationStyle", "modalTransitionStyle"] {
                if let value = controller.attributes[key] { body += presentationStyle("controller", key, value) }
            }
            body += Self.controllerFlags(controller)
            if controller.element == "splitViewController" { body += splitViewAttributes(controller) }
            // `contentSizeForViewInPopover` is the nib key of `preferredContentSize` (a popover's size).
            if let size = controller.properties.first(where: {
                $0.name == "value" && $0.key == "contentSizeForViewInPopover"
            }), let (name, value) = NonFinite.anyAttribute(in: size.attributes) {
                diagnostics.append(
                    .warning(
                        NonFinite.message(name, value, leftOut: "'preferredContentSize' is"),
                        at: document.location(of: size.position)))
            } else if let size = controller.properties.first(where: {
                $0.name == "value" && $0.key == "contentSizeForViewInPopover"
            }), let width = size.attributes["width"].flatMap(Double.init(decimal:)),
                let height = size.attributes["height"].flatMap(Double.init(decimal:))
            {
                body.append(
                    String.concat(
                        "controller.preferredContentSize = ", MappedValue.size(width: width, height: height).swift))
            }
            if let item = controller.child(key: "tabBarItem") {
                emittedViews.append(EmittedElements.key(item.position))
                let title = item.attributes["title"].map(SwiftLiteral.string) ?? "nil"
                let images = ViewMapping.itemImages(item)
                let image = images.image.map(imageExpression) ?? "nil"
                // The tab bar shows its children's items before their views load: the factory sets what
                // the bar shows and what the app reads from it (the tag, the badge), not `loadView`.
                let tag = item.attributes["tag"].flatMap(Int.init) ?? 0
                if let system = item.attributes["systemItem"] {
                    body.append("controller.tabBarItem = UITabBarItem(tabBarSystemItem: .\(system), tag: \(tag))")
                } else {
                    let selected = images.selected.map(imageExpression)
                    func tabBarItem(_ image: String, _ selected: String?) -> String {
                        selected.map {
                            "controller.tabBarItem = UITabBarItem(title: \(title), image: \(image), selectedImage: \($0))"
                        } ?? "controller.tabBarItem = UITabBarItem(title: \(title), image: \(image), tag: \(tag))"
                    }
                    // SF Symbols are iOS 13: below it, the item without its images.
                    let symbols = [image, selected ?? ""].contains { $0.hasPrefix("UIImage(systemName:") }
                    body += guarded(
                        tabBarItem(image, selected),
                        introduced: symbols ? ViewMapping.symbolImagesIntroduced(target.platform) : nil,
                        otherwise: tabBarItem("nil", nil))
                    if tag != 0, images.selected != nil { body.append("controller.tabBarItem.tag = \(tag)") }
                }
                if let badge = item.attributes["badgeValue"] {
                    body.append("controller.tabBarItem.badgeValue = \(SwiftLiteral.string(badge))")
                }
            }
            if let item = controller.child(key: "navigationItem"), let title = item.attributes["title"] {
                body.append("controller.navigationItem.title = \(SwiftLiteral.string(title))")
            }
            // A container's own bars: the container creates them; the factory sets what IB wrote on them.
            for bar in controller.children where ["navigationBar", "tabBar", "toolbar"].contains(bar.key ?? "") {
                body += containerBar(bar, of: controller)
            }
            var children: [String] = []
            var master: String?
            var detail: String?
            var columns: [(column: String, call: String)] = []
            for connection in controller.connections
            where connection.kind == .segue && connection.segueKind == "relationship" {
                segueCount += 1
                guard let scene = destination(connection) else { continue }
                switch connection.relationship {
                case "rootViewController", "viewControllers":
                    children.append(call(scene))
                case let relationship? where splitStyle != nil && ViewMapping.splitColumns[relationship] != nil:
                    columns.append((ViewMapping.splitColumns[relationship]!, call(scene)))
                case "masterViewController": master = call(scene)
                case "detailViewController": detail = call(scene)
                case "supplementaryViewController" where controller.element == "splitViewController",
                    "compactViewController" where controller.element == "splitViewController":
                    diagnostics.append(
                        .warning(
                            "relationship '\(connection.relationship ?? "")' not converted: only a column-style "
                                + "split view controller (allowDoubleColumnStyle=\"YES\") has that column",
                            at: location(connection.position)))
                    continue
                default:
                    diagnostics.append(
                        .warning(
                            "relationship '\(connection.relationship ?? "")' not converted; set it in code",
                            at: location(connection.position)))
                    continue
                }
                convertedSegues += 1
                convertedSegueLines.insert(connection.position.line)
            }
            children += [master, detail].compactMap { $0 }
            if !children.isEmpty {
                body.append(String.concat("controller.viewControllers = [", children.joined(separator: ", "), "]"))
            }
            body += splitColumnChildren(columns)
            body.append("return controller")
            return FlowFunction(
                comments: factoryComments(controller, sceneID: sceneID),
                signature: String.concat("static func ", entry.factoryName, "() -> ", entry.typeName), body: body)
        }

        /// What a nib decoded on the controller before anything read it: UIKit reads
        /// `hidesBottomBarWhenPushed` when the controller is pushed, and a navigation controller's
        /// bars are shown or hidden as it loads, so these are set where the controller is created.
        static func controllerFlags(_ controller: IBObject) -> [String] {
            var lines: [String] = []
            if controller.attributes["hidesBottomBarWhenPushed"] == "YES" {
                lines.append("controller.hidesBottomBarWhenPushed = true")
            }
            if controller.element == "navigationController" {
                if controller.attributes["navigationBarHidden"] == "YES" {
                    lines.append("controller.isNavigationBarHidden = true")
                }
                // `toolbarHidden` is IB's default `YES`; IB writes `NO` for a shown toolbar.
                if controller.attributes["toolbarHidden"] == "NO" { lines.append("controller.isToolbarHidden = false") }
            }
            return lines
        }

        /// Whether a navigation, tab or tool bar of a container controller holds nothing but what IB
        /// writes for every such bar (its frame, mask, content mode): the bar the container makes is it.
        static func isDefaultBar(_ bar: IBObject) -> Bool {
            bar.children.isEmpty && bar.connections.isEmpty && bar.constraints.isEmpty
                && bar.attributes.allSatisfy { attribute in
                    switch attribute.name {
                    case "id", "key", "insetsLayoutMarginsFromSafeArea": true
                    case "contentMode": attribute.value == "scaleToFill"
                    default: false
                    }
                }
                && bar.properties.allSatisfy { ["frame", "autoresizingMask"].contains($0.key ?? $0.name) }
        }

        /// "Scene X of Main.storyboard (line 12), storyboard identifier 'Y'."
        func factoryComments(_ controller: IBObject, sceneID: String) -> [String] {
            let line = String(controller.position.line)
            guard let identifier = controller.storyboardIdentifier else {
                return [String.concat("Scene ", sceneID, " of ", source, " (line ", line, ").")]
            }
            return [
                String.concat(
                    "Scene ", sceneID, " of ", source, " (line ", line, "), storyboard identifier '", identifier, "'.")
            ]
        }

        /// `UIImage(systemName:)` for SF Symbols (`catalog="system"` in `<resources>`), else
        /// `UIImage(named:)` (from the storyboard's bundle once the migrator rewrites it, ``AssetBundle``).
        func imageExpression(_ value: MappedValue) -> String {
            guard case .image(let name, false) = value else { return value.swift }
            return imageExpression(name)
        }

        /// ``imageExpression(_:)-(MappedValue)`` of an image named by an attribute.
        func imageExpression(_ name: String) -> String {
            let isSymbol = document.imageResources.contains {
                $0.attributes["name"] == name && $0.attributes["catalog"] == "system"
            }
            // A named image loads from the storyboard's bundle: the migrator rewrites it (``AssetBundle``).
            return "UIImage(\(isSymbol ? "systemName" : "named"): \(SwiftLiteral.string(name)))"
        }

        /// `sbgenShowDetail`, unique on `type`.
        mutating func methodName(_ connection: IBConnection, destination: FlowIndex.Scene, type: String) -> String {
            let stem =
                connection.identifier.map(MigrationNaming.typeSafe).flatMap { $0.isEmpty ? nil : $0 }
                ?? String.concat("Show", String(destination.factoryName.dropFirst(4)))
            let candidate = String.concat("sbgen", stem)
            let name = FlowGenerator.MethodName.take(candidate, on: type, in: &usedMethods)
            methodNames.append(FlowGenerator.MethodName(type: type, candidate: candidate, name: name))
            return name
        }
    }
}
