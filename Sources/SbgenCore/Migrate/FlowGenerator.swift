import IBModel

/// Turns the flow of one storyboard into Swift: a factory per scene (relationship segues become
/// `viewControllers`), and a typed method per segue on the source controller's class.
///
/// Each segue method calls the source's `prepare(for:sender:)` with a `UIStoryboardSegue`, as UIKit did;
/// unwind segues find their destination at run time (`FlowGenerator+Unwind.swift`), custom segues create
/// their class. Unknown kinds, custom segues without a class and macOS unwind and custom segues get a
/// warning with their location.
/// macOS storyboards (`targetRuntime="MacOSX.Cocoa"`) get AppKit factories and calls (`FlowGenerator+AppKit.swift`).
public enum FlowGenerator {
    /// A segue fired by a control, bar button item or gesture: the view code must wire it.
    public struct Trigger: Sendable, Equatable, Codable {
        /// `id` of the button, bar button item, gesture recognizer or cell that fires the segue.
        public var sourceID: String
        /// Its element (`button`, `barButtonItem`, `tapGestureRecognizer`, `tableViewCell`…).
        public var sourceElement: String
        /// The controller class the action method is on.
        public var controllerType: String
        /// The `@objc` method to call, e.g. `sbgenShowDetailAction`.
        public var actionName: String
        /// The statements that wire it, one a line, with `SOURCE` standing for the source's
        /// expression; nil for cells (selection goes through the table or collection view delegate).
        public var wiring: String?
        /// Where the segue is: the line and column of its start tag.
        public var line: Int
        public var column: Int = 0

        /// ``wiring`` for a note's one line: the source as `<element id>`, the statements joined by "and".
        var wiringNote: String? {
            wiring.map {
                $0.replacingLiteral("SOURCE", with: "<\(sourceElement) \(sourceID)>").replacingLiteral(
                    "\n", with: " and ")
            }
        }
    }

    /// A converted segue with an identifier: what the app's `performSegue(withIdentifier:)` calls
    /// and `prepare(for:sender:)` cases for it become.
    public struct SegueMethod: Sendable, Equatable {
        /// The segue's `identifier`.
        public var identifier: String
        /// The class the method is on (the source scene's controller).
        public var typeName: String
        /// The method as a call names it: `sbgenShowDetail(sender:prepare:)`.
        public var method: String
    }

    /// What one storyboard gave.
    public struct Output: Sendable, Equatable {
        public var plan: FlowPlan
        /// Warnings for segues not converted, notes for manual steps.
        public var diagnostics: [Diagnostic]
        /// Segues in the storyboard (relationship segues included).
        public var segueCount: Int
        /// Segues turned into code.
        public var convertedSegues: Int
        public var triggers: [Trigger]
        /// Lines of the segues turned into code (the view code drops its own notes about them).
        public var convertedSegueLines: Set<Int> = []
        /// Every segue method named, in order: what ``MethodName/settle(_:)`` replays.
        var methodNames: [MethodName] = []
        /// Scene ids that got a factory.
        public var factoryScenes: Set<String> = []
        /// `storyboardIdentifier` → the factory call that replaces instantiating it
        /// (`MainFlow.makeRecipes()`), for each scene with a factory and an identifier.
        public var identifierFactories: [String: String] = [:]
        /// `MainFlow.makeInitialViewController()` when generated.
        public var initialFactory: String?
        /// The converted segues that have an identifier, in document order.
        public var segueMethods: [SegueMethod] = []
        /// Start tags (``EmittedElements/key(_:)``) of the objects the factories set (tab bar items).
        public var emittedViews: [UInt64] = []
        /// Start tags of the actions the factories wire (toolbar items').
        public var emittedActions: [UInt64] = []
        /// Start tags of the outlets the factories account for (a window's delegate outlet to its
        /// plain NSWindowController, which implements no NSWindowDelegate method: nothing to set).
        public var emittedOutlets: [UInt64] = []

        /// This output as a flow that is not written (it has an error): its diagnostics and segue
        /// count, no code, nothing converted, nothing for other code to call.
        public var unwritten: Output {
            var plan = self.plan
            plan.factories = []
            plan.extensions = []
            plan.subclasses = []
            plan.declarations = []
            return Output(
                plan: plan, diagnostics: diagnostics, segueCount: segueCount, convertedSegues: 0, triggers: [])
        }
    }

    /// One segue method name: the name wanted on a type, and the one taken (made unique among the
    /// names already on that type).
    struct MethodName: Sendable, Equatable {
        var type: String
        var candidate: String
        var name: String

        /// `candidate`, or `candidate2`, `candidate3`… when taken on `type`; the name and its
        /// `…Action` are then taken.
        static func take(_ candidate: String, on type: String, in used: inout [String: Set<String>]) -> String {
            let name = MigrationNaming.unique(candidate, in: &used[type, default: []])
            used[type, default: []].insert(String.concat(name, "Action"))
            return name
        }

        /// Method names are unique on each type across the project's storyboards, the earlier file
        /// keeping the plain name. `migrate` generates each flow on its own (any core, starting from
        /// no names), then replays every file's names here in file order: a file whose names come
        /// out the same is done; for the others, the result is the names the earlier files took on
        /// the file's types, to generate it again with (nil: done).
        static func settle(_ files: [[MethodName]]) -> [[String: Set<String>]?] {
            var used: [String: Set<String>] = [:]
            return files.map { names in
                var before: [String: Set<String>] = [:]
                var same = true
                for method in names {
                    if before[method.type] == nil { before[method.type] = used[method.type] ?? [] }
                    same = take(method.candidate, on: method.type, in: &used) == method.name && same
                }
                return same ? nil : before
            }
        }
    }

    /// Generates the flow of `document`.
    /// - Parameters:
    ///   - source: the project-relative path, for the header and diagnostics.
    ///   - index: every storyboard of the project (for destinations and references).
    ///   - loadViewFunctions: scene id → the migrated view function of that scene's controller
    ///     (`sbgenLoadView…`), for the generated subclasses; scenes missing here keep `super.loadView()`.
    ///   - embedsInViewCode: true when the view code already adds embedded children (then no
    ///     `sbgenEmbed…` helper is generated).
    ///   - usedMethods: type name → method names already generated (kept unique across files).
    ///   - targetModule: the module the code is built into: its classes are not imported.
    public static func generate(
        _ document: IBDocument, source: String, index: FlowIndex, loadViewFunctions: [String: String] = [:],
        embedsInViewCode: Bool = false, usedMethods: inout [String: Set<String>], targetModule: String? = nil,
        targets: DeploymentTargets = DeploymentTargets()
    ) -> Output {
        let storyboard = index.storyboards[document.path]
        let isAppKit = document.platform == .macOS
        let framework = isAppKit ? "AppKit" : "UIKit"
        var plan = FlowPlan(source: source, imports: [framework], enumName: storyboard?.enumName ?? "Flow")
        var output = Output(plan: plan, diagnostics: [], segueCount: 0, convertedSegues: 0, triggers: [])
        // Every segue of the document: only a flow that is not generated, or a macOS one, reports it.
        func countSegues() -> Int {
            var count = 0
            ObjectWalk.forEach(in: document) { object in
                guard !object.pointee.connections.isEmpty else { return }
                object.pointee.connections.withUnsafeBufferPointer { connections in
                    for index in connections.indices where connections[index].element == "segue" { count += 1 }
                }
            }
            return count
        }
        guard let storyboard, document.platform != .watchOS else {
            let count = countSegues()
            output.segueCount = count
            if count > 0 {
                output.diagnostics.append(
                    .warning(
                        "\(document.platform?.rawValue ?? "this platform")'s storyboard flow is not converted",
                        at: document.location(of: document.position)))
            }
            return output
        }
        var context = Context(
            document: document, source: source, index: index, storyboard: storyboard,
            embedsInViewCode: embedsInViewCode,
            usedMethods: usedMethods, target: targets[document.platform ?? .iOS])
        for scene in document.scenes {
            guard let controller = scene.controller, let id = controller.id, let entry = storyboard.scenes[id],
                !entry.isReference, controller.element != "application"  // the launch code builds the app
            else { continue }
            if let unsupported = entry.unsupported {
                context.diagnostics.append(
                    .warning(unsupported, at: SourceLocation(file: source, position: controller.position)))
                continue
            }
            if let module = entry.module, !plan.imports.contains(module) { plan.imports.append(module) }
            if let module = entry.customModule { context.customModules.insert(module) }
            plan.factories.append(context.factory(controller, entry: entry, sceneID: scene.sceneID))
            output.factoryScenes.insert(scene.sceneID)
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty {
                output.identifierFactories[identifier] = entry.expression
            }
            if let subclass = entry.subclassName {
                let call = loadViewFunctions[scene.sceneID].map { ["\($0)()"] }
                plan.subclasses.append(
                    FlowSubclass(
                        comments: ["The controller of scene \(scene.sceneID) of \(source) (no custom class in IB)."],
                        name: subclass,
                        baseClass: StandardTypes.resolve(
                            element: controller.element, platform: isAppKit ? .macOS : .iOS
                        ).type,
                        loadViewBody: call ?? [
                            "// sbgen: no migrated view code for this scene yet", "super.loadView()",
                        ]))
            }
            var methods: [FlowFunction] = []
            // Objects and connections read in place (``ObjectWalk``): most objects have no segue.
            ObjectWalk.forEach(in: scene.members) { object in
                guard !object.pointee.connections.isEmpty else { return }
                object.pointee.connections.withUnsafeBufferPointer { connections in
                    // The element itself: `kind` would look the name up among all kinds.
                    for index in connections.indices where connections[index].element == "segue" {
                        methods += context.segue(
                            connections[index], from: object.pointee, controller: controller, entry: entry)
                    }
                }
            }
            if !methods.isEmpty {
                if let existing = plan.extensions.firstIndex(where: { $0.typeName == entry.typeName }) {
                    plan.extensions[existing].methods += methods
                } else {
                    plan.extensions.append(FlowExtension(typeName: entry.typeName, methods: methods))
                }
            }
        }
        if let initial = document.initialViewController {
            let (scene, problem) = index.resolve(initial, in: document.path)
            if let scene {
                plan.factories.insert(
                    FlowFunction(
                        comments: [
                            "The initial controller of \(source): what \(framework) built for "
                                + (isAppKit
                                    ? "`NSMainStoryboardFile`."
                                    : index.extensionStoryboards.contains(document.name)
                                        ? "`NSExtensionMainStoryboard` (an app extension's: `NSExtensionPrincipalClass` "
                                            + "replaces that key)."
                                        : "`UIMainStoryboardFile`.")
                        ],
                        signature: "static func makeInitialViewController() -> \(scene.typeName)",
                        body: [scene.enumName == plan.enumName ? "\(scene.factoryName)()" : scene.expression]),
                    at: 0)
                output.initialFactory = String.concat(plan.enumName, ".makeInitialViewController()")
            } else if let problem {
                context.diagnostics.append(
                    .warning("initial view controller: \(problem)", at: document.location(of: document.position)))
            }
        }
        // The classes of other modules the flow names: its scenes' and its segues' destinations'.
        // With no module known, not the module of the controllers it extends (a self-import).
        let own = targetModule ?? PresumedModule.of(document)
        for module in context.customModules where module != own && !plan.imports.contains(module) {
            plan.imports.append(module)
        }
        plan.declarations = context.declarations
        plan.imports = [framework] + plan.imports.filter { $0 != framework }.sorted()
        usedMethods = context.usedMethods
        output.plan = plan
        output.diagnostics = context.diagnostics
        // Segues of scenes a macOS flow skips (menu items of the Application scene) still count.
        output.segueCount = isAppKit ? max(countSegues(), context.segueCount) : context.segueCount
        output.convertedSegues = context.convertedSegues
        output.triggers = context.triggers
        output.convertedSegueLines = context.convertedSegueLines
        output.methodNames = context.methodNames
        output.segueMethods = context.segueMethods
        output.emittedViews = context.emittedViews
        output.emittedActions = context.emittedActions
        output.emittedOutlets = context.emittedOutlets
        return output
    }
}
