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
/// A text scan, not a parse: a class is a `class NAME` or `extension NAME` declaration, its body
/// the lines until the brace that opened it closes (braces in `//` comments and one-line string
/// literals are not counted); an outlet is a `var NAME` after `@IBOutlet` on the same line or the
/// line before, inside such a body; an action a `func` after `@IBAction` (or `@objc`) on the same
/// line or the line before, its parameter list possibly over several lines.
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
        /// The access of the `extension` the func is in when that gave it its access (no own modifier).
        var extensionAccess: Access?
        /// Project-relative path, 1-based line and column of the attribute.
        var file: String
        var line: Int
        var column: Int
    }

    /// Swift class names declared in the project (`class`, not `extension`).
    var classes: Set<String> = []
    /// Class name → the files that declare it (`class NAME`), in the order read.
    var classFiles: [String: [String]] = [:]
    /// Class name → the module its declaration is in, for the classes ``resolveModules(_:)`` found one for.
    var classModules: [String: String] = [:]
    /// Objective-C runtime name → the Swift class declared with it (`MKRingProgressView` →
    /// `RingProgressView`); only names that differ from the Swift name.
    var runtimeNames: [String: String] = [:]
    /// Class (or extended type) name → its outlets by name (the first declaration of a name wins).
    var outlets: [String: [String: Outlet]] = [:]
    /// Class (or extended type) name → its actions by selector name (the first declaration wins).
    var actions: [String: [String: Action]] = [:]
    /// Objective-C `@interface NAME` declarations of the project's `.h`/`.m` files.
    var objectiveCClasses: Set<String> = []
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
                index.add(objectiveC: text)
            }
        }
        return (index, skipped)
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
        guard !modules.isEmpty else { return }
        for (name, files) in classFiles {
            let found = Set(files.map { LoadViewProject.folderModule($0, named: modules, marked: []) })
            if found.count == 1, let module = found.first ?? nil { classModules[name] = module }
        }
    }

    /// Whether the project declares a class `name` (Swift or Objective-C).
    func declares(_ name: String) -> Bool { classes.contains(name) || objectiveCClasses.contains(name) }

    mutating func add(objectiveC text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@interface ") else { continue }
            let name = trimmed.dropFirst("@interface ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { objectiveCClasses.insert(String(name)) }
        }
    }

    mutating func add(swift text: String, file: String) {
        declared.add(swift: text, file: file)
        // Types open at a brace depth: (name, depth of its body).
        var open: [(name: String, depth: Int, access: Access?)] = []
        var depth = 0
        var pendingObjC: String?
        var pendingOutlet: (column: Int, line: Int, text: String)?
        // An action's attribute seen, its `func` (or the rest of its parameters) still to come.
        var pendingAction: (column: Int, line: Int, text: String)?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.code(of: rawLine)
            let words = Self.words(line)
            if let runtime = Self.objcName(in: line) { pendingObjC = runtime }
            var declared: String?
            var declaredAccess: Access?
            for (position, word) in words.enumerated() where word == "class" || word == "extension" {
                guard position + 1 < words.count else { continue }
                let name = words[position + 1]
                guard let first = name.first, first.isLetter || first == "_", name != "func", name != "var",
                    name != "let"
                else { continue }
                declared = name
                if word == "extension" {
                    declaredAccess = words[..<position].lazy.compactMap { Access(rawValue: $0) }.first
                }
                if word == "class" {
                    classes.insert(name)
                    if classFiles[name]?.last != file { classFiles[name, default: []].append(file) }
                    if let runtime = pendingObjC, runtime != name { runtimeNames[runtime] = name }
                }
                break
            }
            if declared != nil || line.contains("func ") || line.contains("var ") { pendingObjC = nil }
            // The outlet: `@IBOutlet … var name` here, or `@IBOutlet` on the line before.
            if let owner = open.last?.name, open.last?.depth == depth {
                var outletText: Substring?
                var start = (column: 1, line: number + 1)
                if let range = line.firstRange(of: "@IBOutlet") {
                    outletText = line[range.lowerBound...]
                    start.column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
                    if !outletText!.contains("var ") {
                        pendingOutlet = (start.column, start.line, String(outletText!))
                        outletText = nil
                    }
                } else if let pending = pendingOutlet {
                    outletText = Substring(pending.text + " " + line.drop { $0 == " " || $0 == "\t" })
                    start = (pending.column, pending.line)
                    pendingOutlet = nil
                }
                if let outletText,
                    let outlet = Self.outlet(outletText, file: file, line: start.line, column: start.column),
                    outlets[owner]?[outlet.name] == nil
                {
                    outlets[owner, default: [:]][outlet.name] = outlet
                }
                addAction(
                    line, number: number + 1, owner: owner, extensionAccess: open.last?.access, file: file,
                    pending: &pendingAction)
            } else {
                pendingAction = nil
            }
            for character in line {
                if character == "{" {
                    depth += 1
                    if let name = declared {
                        open.append((name, depth, declaredAccess))
                        declared = nil
                    }
                } else if character == "}" {
                    if open.last?.depth == depth { open.removeLast() }
                    depth = max(0, depth - 1)
                }
            }
        }
    }

    /// Records the action `line` (1-based `number`) declares or ends in `owner`'s body: `@IBAction`
    /// (or `@objc`) and `func` on one line, the attribute alone on the line before, or parameters
    /// continued on the following lines (`pending` carries what was seen).
    private mutating func addAction(
        _ line: Substring, number: Int, owner: String, extensionAccess: Access?, file: String,
        pending: inout (column: Int, line: Int, text: String)?
    ) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let text: String
        let start: (column: Int, line: Int)
        if let range = line.firstRange(of: "@IBAction") {
            text = String(line[range.lowerBound...])
            start = (line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1, number)
        } else if trimmed.hasPrefix("@objc") {
            text = String(trimmed)
            start = (line.utf8.distance(from: line.startIndex, to: trimmed.startIndex) + 1, number)
        } else if let previous = pending {
            text = previous.text + " " + trimmed
            start = (previous.column, previous.line)
        } else {
            return
        }
        pending = nil
        guard text.contains("func ") else {
            // The attribute alone (or with modifiers and other attributes): the func is on the next line.
            let words = Self.words(Substring(text))
            let modifiers: Set<String> = [
                "IBAction", "objc", "private", "fileprivate", "internal", "public", "open", "final", "override",
                "dynamic", "MainActor", "nonisolated", "static", "class",
            ]
            if words.allSatisfy({ modifiers.contains($0) || $0.first?.isUppercase == true }),
                !words.contains("class") || words.contains("IBAction"), !text.contains("{")
            {
                pending = (start.column, start.line, text)
            }
            return
        }
        guard let action = Self.action(Substring(text), extensionAccess: extensionAccess, file: file, start: start)
        else {
            // Parameters continued on the next line (a few lines at most).
            if text.contains("("), !text.contains("{"), text.count < 400 { pending = (start.column, start.line, text) }
            return
        }
        if actions[owner]?[action.selector] == nil { actions[owner, default: [:]][action.selector] = action }
    }

    /// `@IBAction private func signIn(_ sender: Any)` → the action `signIn(_:)`, private; nil when
    /// the parameter list does not close in `text`.
    static func action(
        _ text: Substring, extensionAccess: Access?, file: String, start: (column: Int, line: Int)
    ) -> Action? {
        guard let range = text.firstRange(of: "func ") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        var labels: [Substring] = []
        var parameters = rest.dropFirst(name.count).drop { $0 == " " }
        if parameters.first == "<" { parameters = parameters.drop { $0 != "(" } }
        guard parameters.first == "(" else { return nil }
        var level = 0
        var current = ""
        var closed = false
        for character in parameters {
            if character == "(" || character == "[" || character == "<" {
                level += 1
                if level == 1 { continue }
            } else if character == ")" || character == "]" || character == ">" {
                if level == 1 && character == ")" {
                    closed = true
                    break
                }
                level -= 1
            } else if character == ",", level == 1 {
                labels.append(Substring(current))
                current = ""
                continue
            }
            if level == 1 { current.append(character) }
        }
        guard closed else { return nil }
        if !current.allSatisfy({ $0 == " " }) { labels.append(Substring(current)) }
        let swiftLabels = labels.compactMap { parameter -> String? in
            let label = parameter.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return label.isEmpty ? nil : String(label)
        }
        let selector = swiftLabels.isEmpty ? String(name) : "\(name)(" + swiftLabels.map { $0 + ":" }.joined() + ")"
        let modifiers = text[..<range.lowerBound]
        let own = modifiers.split(whereSeparator: { $0 == " " || $0 == "\t" }).lazy.compactMap {
            Access(rawValue: String($0))
        }.first
        // A `private extension`'s members are fileprivate.
        let fromExtension = extensionAccess.map { $0 == .private ? Access.fileprivate : $0 }
        return Action(
            selector: selector, access: own ?? fromExtension ?? .internal,
            declaration: String(modifiers) + "func " + selector, extensionAccess: own == nil ? extensionAccess : nil,
            file: file, line: start.line, column: start.column)
    }

    /// `@IBOutlet private weak var titleLabel: UILabel!` → the outlet `titleLabel`, setter private.
    static func outlet(_ text: Substring, file: String, line: Int, column: Int) -> Outlet? {
        guard let range = text.firstRange(of: "var ") else { return nil }
        let name = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let modifiers = text[..<range.lowerBound]
        var access = Access.internal
        var setter: Access?
        for word in modifiers.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let plain = word.hasSuffix("(set)") ? word.dropLast(5) : word
            guard let level = Access(rawValue: String(plain)) else { continue }
            if word.hasSuffix("(set)") { setter = level } else { access = level }
        }
        let declaration = String(modifiers) + "var " + name
        return Outlet(
            name: String(name), setter: min(setter ?? access, access), declaration: declaration, file: file,
            line: line, column: column)
    }

    /// `@objc(MKRingProgressView)` in `line` → `MKRingProgressView`.
    static func objcName(in line: Substring) -> String? {
        guard let range = line.firstRange(of: "@objc(") else { return nil }
        let name = line[range.upperBound...].prefix { $0 != ")" }
        return name.isEmpty || name.contains(":") ? nil : String(name)
    }

    /// `line` without its `//` comment and without the contents of one-line string literals.
    static func code(of line: Substring) -> Substring {
        guard line.contains("/") || line.contains("\"") else { return line }
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                previous = character
                continue
            }
            if character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return Substring(result)
    }

    /// The identifier-like words of `line`, in order (`final class A: B {` → `final`, `class`, `A`, `B`).
    static func words(_ line: Substring) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}

extension SwiftSourceIndex {
    /// Writes the Swift name for each `customClass` (without `customModule`) that is the runtime
    /// name of a Swift class of the project (`@objc(MKRingProgressView) class RingProgressView`):
    /// generated code names Swift classes by their Swift names. A custom class that no source of the
    /// project declares is kept as IB wrote it, with a note at its first use in the file (once per
    /// class). SDK classes (`UI…`, `NS…`) are left alone. Nothing is said when no source was read.
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
                    objects[index].sceneMemberID != "firstResponder"
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
