import IBModel

/// Turns the project's calls that load storyboards and nibs (``CallSiteScanner``) into manual steps:
/// each names, at the call's `file:line:column`, what replaces it, with the names the generators
/// gave (the flow's factories and segue methods, the view code's builders and extensions).
enum CallSiteSteps {
    /// What one migrated IB file offers in place of loading it: taken from the generators' output
    /// on the core that finished the file.
    struct Targets: Sendable {
        /// Project-relative path of the IB file.
        var path: String
        /// The name code loads it by: the file name without extension (and without `~ipad`/`~iphone`).
        var name: String
        var isStoryboard: Bool
        /// The flow enum (`MainFlow`) and its file, when the flow was written.
        var flowEnum: String?
        var flowFile: String?
        /// `MainFlow.makeInitialViewController()`, when generated.
        var initialFactory: String?
        /// `storyboardIdentifier` → factory call.
        var identifierFactories: [String: String] = [:]
        var segueMethods: [FlowGenerator.SegueMethod] = []
        /// Every `<segue identifier="…">` of the storyboard → its line (``segueLines(_:)``).
        var segueLines: [String: Int] = [:]
        /// The view code's declarations and their file, when written.
        var declarations: [Declaration] = []
        var viewFile: String?
    }

    /// One generated declaration, as a step names it.
    struct Declaration: Sendable, Equatable {
        var kind: GeneratedType.Kind
        var typeName: String
        var functionName: String
        var baseClass: String?

        init(_ type: GeneratedType) {
            kind = type.kind
            typeName = type.typeName
            functionName = type.functionName
            baseClass = type.baseClass
        }
    }

    /// The steps for `sites`, each with the path of the IB file whose report entry lists it.
    /// - Parameter initProblem: why `X()` does not compile for a class (``DeclaredMembers/noArgumentInitProblem(_:)``).
    static func steps(
        _ sites: [CallSiteScanner.CallSite], targets: [Targets], initProblem: (String) -> String? = { _ in nil }
    ) -> [(ibFile: String, step: Diagnostic)] {
        guard !sites.isEmpty, !targets.isEmpty else { return [] }
        var byName: [String: [Targets]] = [:]
        for target in targets { byName[target.name, default: []].append(target) }
        let storyboards = targets.filter(\.isStoryboard)
        var steps: [(String, Diagnostic)] = []
        // One nib load can be found twice on a line (`X.nib()` inside `X.nib().instantiate(withOwner:)`).
        var nibLines: Set<String> = []
        for site in sites {
            let location = SourceLocation(file: site.file, line: site.line, column: site.column)
            func step(_ target: Targets, _ message: String) {
                steps.append((target.path, .note(message, at: location)))
            }
            switch site.kind {
            case .storyboard:
                guard let target = nearest(byName[site.name]?.filter(\.isStoryboard), to: site.file),
                    let flowEnum = target.flowEnum
                else { continue }
                let initial = target.initialFactory.map { " (the initial controller: `\($0)`)" } ?? ""
                step(
                    target,
                    "replace `\(site.call)` with the factories of `\(flowEnum)` in \(target.flowFile ?? "")\(initial)")
            case .identifier:
                let named = site.storyboardHint.flatMap { hint in
                    nearest(
                        storyboards.filter { $0.name == hint && $0.identifierFactories[site.name] != nil },
                        to: site.file)
                }
                let candidates = named.map { [$0] } ?? storyboards.filter { $0.identifierFactories[site.name] != nil }
                guard let first = candidates.first else { continue }
                let calls = candidates.compactMap { $0.identifierFactories[site.name] }.map { "`\($0)`" }
                step(first, "replace `\(site.call)` with \(alternatives(calls))")
            case .initial:
                let named = site.storyboardHint.flatMap { hint in
                    nearest(storyboards.filter { $0.name == hint && $0.initialFactory != nil }, to: site.file)
                }
                let candidates = named.map { [$0] } ?? storyboards.filter { $0.initialFactory != nil }
                // Without the storyboard's name in the file, only a project with few storyboards says which.
                guard let first = candidates.first, candidates.count <= 3 else { continue }
                let calls = candidates.compactMap(\.initialFactory).map { "`\($0)`" }
                step(first, "replace `\(site.call)` with \(alternatives(calls))")
            case .nib, .loadNib, .initNibName:
                guard let target = nearest(byName[site.name]?.filter { !$0.isStoryboard }, to: site.file),
                    !target.declarations.isEmpty
                else { continue }
                guard nibLines.insert("\(target.path)|\(site.file):\(site.line)").inserted else { continue }
                step(target, nibStep(site, target, initProblem: initProblem))
            case .performSegue, .prepareSegue:
                let all = storyboards.flatMap { target in
                    target.segueMethods.filter { $0.identifier == site.name }.map { (target, $0) }
                }
                let own = all.filter { $0.1.typeName == site.enclosingClass }
                let candidates = own.isEmpty ? all : own
                guard let (target, _) = candidates.first else {
                    if site.kind == .performSegue,
                        let (target, line) = storyboards.lazy.compactMap({ target in
                            target.segueLines[site.name].map { (target, $0) }
                        }).first
                    {
                        step(target, unconvertedSegueStep(site, target, line: line))
                    }
                    continue
                }
                let methods = candidates.map { "`\($0.1.method)` of \($0.1.typeName) (\($0.0.flowFile ?? ""))" }
                if site.kind == .performSegue {
                    step(target, "replace `\(site.call)` with \(alternatives(methods))")
                } else {
                    step(
                        target,
                        "`prepare(for:sender:)` keeps working for segue \"\(site.name)\" (the method calls it with the "
                            + "segue UIKit made); to drop the string match, move its code into the `prepare` closure of "
                            + alternatives(methods))
                }
            }
        }
        return steps
    }

    /// The step for a nib loaded by name: the builder, content extension or controller that replaces it.
    static func nibStep(
        _ site: CallSiteScanner.CallSite, _ target: Targets, initProblem: (String) -> String? = { _ in nil }
    ) -> String {
        let file = target.viewFile.map { " (\($0))" } ?? ""
        var parts: [String] = []
        for declaration in target.declarations {
            let type = declaration.typeName
            switch declaration.kind {
            case .controllerExtension:
                // `X()` only when it compiles; else the class's own initializers.
                let create =
                    initProblem(type).map { "a \(type) created with its own initializer (\($0))" } ?? "`\(type)()`"
                parts.append(
                    "\(create), whose `loadView()` calls `\(declaration.functionName)()`: add "
                        + "`override func loadView() { \(declaration.functionName)() }` to \(type)")
            case .viewBuilder:
                parts.append("`\(type).\(declaration.functionName)()`")
            case .viewExtension where site.registers:
                parts.append(
                    "`register(\(type).self, …)` (the same reuse identifier); \(type) builds its content in "
                        + "`\(declaration.functionName)()`: call it from its \(initializer(declaration.baseClass))")
            case .viewExtension:
                parts.append(
                    "`\(type)(frame: .zero)`; it builds its content in `\(declaration.functionName)()`: call it from "
                        + "its \(initializer(declaration.baseClass))")
            case .ownerExtension:
                parts.append(
                    "`\(declaration.functionName)()` of \(type), called on the owner it loaded the nib with: it builds "
                        + "the view with the owner's outlets and actions connected and returns it")
            case .windowControllerExtension:
                parts.append(
                    "`\(type)(window: nil)`, whose `loadWindow()` calls `\(declaration.functionName)()`: add "
                        + "`override func loadWindow() { \(declaration.functionName)() }` to \(type)")
            case .cellSubclass, .staticTable:
                parts.append("`\(type)`")
            case .actionProtocol, .typeAliases, .sizeClassObserver:
                continue  // declarations the file needs, not replacements of the nib
            }
        }
        return "replace `\(site.call)` with " + alternatives(parts) + file
    }

    /// The initializer a class's generated content builder is called from.
    static func initializer(_ baseClass: String?) -> String {
        switch baseClass {
        case "UITableViewCell": "`init(style:reuseIdentifier:)`"
        case "UITableViewHeaderFooterView": "`init(reuseIdentifier:)`"
        default: "`init(frame:)`"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// The target sharing the most leading folders with `file` (then the first in path order).
    static func nearest(_ targets: [Targets]?, to file: String) -> Targets? {
        guard let targets, !targets.isEmpty else { return nil }
        let folders = file.split(separator: "/").dropLast()
        func shared(_ target: Targets) -> Int {
            zip(folders, target.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        return targets.min { (-shared($0), $0.path) < (-shared($1), $1.path) }
    }
}
