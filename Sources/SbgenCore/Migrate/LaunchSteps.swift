import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the launch items of an `Info.plist` point: the line of its key, the class it names.
enum LaunchSteps {
    /// 1-based line of `<key>KEY</key>` in an XML plist; 1 when absent (a binary plist).
    static func keyLine(_ key: String, in data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        guard let range = text.firstRange(of: "<key>\(key)</key>") else { return 1 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The project class of `storyboard`'s initial controller (`StatusViewController`); nil for a UIKit
    /// class or a reference, whose `loadView` the project does not own.
    static func initialClass(_ storyboard: String, near path: String, index: FlowIndex) -> String? {
        guard let entry = index.storyboard(named: storyboard, near: path), let id = entry.initialControllerID,
            let scene = entry.scenes[id], !scene.isReference, scene.subclassName == nil,
            !scene.typeName.hasPrefix("UI"), !scene.typeName.hasPrefix("NS")
        else { return nil }
        return scene.typeName
    }
}

extension LaunchSteps {
    /// The method the launch code is called from, for a delegate of `kind`.
    static func hostMethod(_ kind: LaunchPlan.Kind) -> (selector: String, needle: String)? {
        switch kind {
        case .appDelegate, .mainNib: ("application(_:didFinishLaunchingWithOptions:)", "didFinishLaunchingWithOptions")
        case .scene: ("scene(_:willConnectTo:options:)", "willConnectTo")
        case .macApp: nil
        }
    }

    /// Project-relative file and 1-based line of `func …needle…` in the Swift file declaring
    /// `class typeName` among `sources` (under `root`); nil when no source shows it.
    /// Of several apps' delegates, the one sharing the most leading folders with `plist`.
    static func hostLocation(
        typeName: String, needle: String, plist: String, sources: [String], root: String
    ) -> (String, Int)? {
        let folders = plist.split(separator: "/").dropLast()
        func shared(_ file: String) -> Int {
            zip(folders, file.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let ordered = sources.filter { $0.hasSuffix(".swift") }.sorted { (-shared($0), $0) < (-shared($1), $1) }
        for file in ordered {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("class \(typeName)") else { continue }
            var inClass = false
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains("class \(typeName)") || line.contains("extension \(typeName)") { inClass = true }
                if inClass, line.contains("func "), line.contains(needle) { return (file, offset + 1) }
            }
        }
        return nil
    }

    /// The step that makes the launch code run: without the call, the edited plist starts no window.
    /// - Parameters:
    ///   - edit: what the team does to the launch keys: "apply Info/…diff", remove build settings.
    ///   - classes: what the sources declare: a class the plist names that no source declares is a
    ///     warning, since the launch file extends it.
    static func callStep(
        _ plan: LaunchPlan, function: String, plist: String, edit: String, keyLine: Int, sources: [String],
        root: String, classes: LaunchSourceFacts = LaunchSourceFacts()
    ) -> Diagnostic? {
        guard let (selector, needle) = hostMethod(plan.kind) else { return nil }
        let message =
            "call `\(function)` \(plan.kind == .scene ? "from" : "first in") `\(selector)` of \(plan.typeName), "
            + "then \(edit): the edited plist without the call "
            + "leaves `window` nil, a black screen"
        if let (file, line) = hostLocation(
            typeName: plan.typeName, needle: needle, plist: plist, sources: sources, root: root)
        {
            return .note(message, at: SourceLocation(file: file, line: line, column: 1))
        }
        let location = SourceLocation(file: plist, line: keyLine, column: 1)
        if classes.readSources, !classes.declares(plan.typeName) {
            // The launch file extends the class: with no such class it does not compile.
            return .warning(
                message + "; no .swift or .m file under the project folder declares class \(plan.typeName), "
                    + "which the plist names and the launch code extends", at: location)
        }
        return .note(message, at: location)
    }

    /// Steps for the app's own entry point, when the launch code writes one (`main`: its path): each
    /// project file that calls `NSApplicationMain`/`UIApplicationMain` (`main.m`, `main.swift`) or marks
    /// a class `@main`/`@NSApplicationMain`/`@UIApplicationMain`, at that line. Two entry points do
    /// not link (or compile), so each must go.
    /// Only files in `folder` (the app's, where `Launch/<folder>` mirrors it) are the app's.
    static func entryPointSteps(main: String, folder: String, sources: [String], root: String) -> [Diagnostic] {
        var steps: [Diagnostic] = []
        for file in sources.sorted()
        where file.hasPrefix(folder)
            && (file.hasSuffix(".swift") || file.hasSuffix(".m") || file.hasSuffix(".mm") || file.hasSuffix(".c"))
        {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("ApplicationMain") || text.contains("@main") else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let what: String
                if code.contains("NSApplicationMain(") || code.contains("UIApplicationMain(") {
                    let function = code.contains("NSApplicationMain(") ? "NSApplicationMain" : "UIApplicationMain"
                    // A main.swift is top-level code, an entry point whatever it holds.
                    what =
                        file.hasSuffix("/main.swift") || file == "main.swift"
                        ? "delete this main.swift (it calls `\(function)`; move any other code it runs elsewhere)"
                        : "delete this file's `\(function)` call (or the file, if that is all it does)"
                } else if let attribute = ["@NSApplicationMain", "@UIApplicationMain", "@main"].first(where: {
                    code.trimmingPrefix(while: \.isWhitespace).hasPrefix($0)
                }) {
                    what = "remove `\(attribute)` here"
                } else {
                    continue
                }
                steps.append(
                    .note(
                        what + ": \(main) is the app's entry point now, and two entry points do not build",
                        at: SourceLocation(file: file, line: offset + 1, column: 1)))
            }
        }
        return steps
    }
}
