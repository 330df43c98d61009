import IBModel

/// Keeps migrated view code compilable where it extends a class whose outlets it cannot assign:
///
/// - a class of another module (`customModule` other than the file's, as a prototype cell of a
///   framework's cell class): the extension is written in the IB file's module, where only the
///   class's `public` and `open` members are visible. Each outlet assignment the project's sources
///   do not show to be public is written as a comment, and a step says what to do; a step also says
///   that the class's own initializer (in the other module) cannot call the generated builder.
///   A class the project's Swift sources declare is of the module those sources are in, when known
///   (``SwiftSourceIndex/classModules``), else of its `customModule`. When the file's module is
///   only a guess (``LoadViewProject/ModuleBasis/vote``, or none is known), a class is another
///   module's only where the files of the voted module name that module as another one
///   (``LoadViewProject/otherModules(_:)``): the vote does not say that the file is not in the
///   module it names;
/// - an outlet the project's sources declare `private` or `fileprivate` (or `private(set)`): the
///   generated extension is another file, which cannot assign it. The assignment is written as a
///   comment and a step names the outlet's declaration.
/// - an action whose `#selector` names a method the project's sources declare `private` or
///   `fileprivate`, or in a `private`/`fileprivate extension`, or (a class of another module)
///   without `public` or `open`: the statement is written as a comment and a step names the
///   method's declaration; the action is not counted as converted.
///
/// A commented assignment leaves the outlet nil until the step is done; the step, a warning with the
/// IB file's line of the connection, says which line to restore. Code that does not compile would
/// say it too, but only once the whole output is in the project, one error at a time.
enum OutletAccessCheck {
    /// What ``apply(_:document:module:sources:)`` makes of a plan.
    struct Checked {
        var plan: LoadViewPlan
        /// The steps, located in the IB file.
        var diagnostics: [Diagnostic] = []
        /// The `<outlet>` start tags (``EmittedElements/key(_:)``) of the assignments written as
        /// comments: the report does not count them as converted.
        var withheldOutlets: [UInt64] = []
        /// The `<action>` start tags of the action statements written as comments (not converted).
        var withheldActions: [UInt64] = []
        /// The extended classes that are another module's.
        var foreignTypes: Set<String> = []
    }

    /// `plan` with the assignments above commented out, and the steps, located in `document.path`.
    /// - Parameters:
    ///   - module: the module the file's code is built into, and what says so (nil: unknown; no
    ///     class counts as another module's).
    ///   - otherModules: what the project's files show to be other modules than `module`
    ///     (``LoadViewProject/Decision/otherModules``): on a vote, the only ones that count.
    ///   - sources: the project's Swift sources; nil or empty: nothing is known of access levels.
    static func apply(
        _ plan: LoadViewPlan, document: IBDocument, module: LoadViewProject.ModuleChoice?,
        otherModules: Set<String> = [], sources: SwiftSourceIndex?
    ) -> Checked {
        let foreign = foreignClasses(document, module: module, otherModules: otherModules, sources: sources)
        let kinds: [GeneratedType.Kind] = [
            .viewExtension, .controllerExtension, .ownerExtension, .windowControllerExtension,
        ]
        let hasOutlets = !(sources?.outletDeclarations.isEmpty ?? true)
        let hasActions = !(sources?.actionDeclarations.isEmpty ?? true)
        guard !foreign.isEmpty || hasOutlets || hasActions else { return Checked(plan: plan) }
        var checked = Checked(plan: plan)
        var plan = plan
        let here = module.map { "module \($0.module)" } ?? "this module"
        /// The module a declaration of `file` is another module's of, when the sources tell.
        func otherModule(ofFile file: String) -> String? {
            guard let module, let declared = sources?.module(ofFile: file), declared != module.module,
                module.basis != .vote || otherModules.contains(declared)
            else { return nil }
            return declared
        }
        // A class of another module the sources declare without `public` or `open`: this module
        // cannot name it at all (its extension, its initializer), whatever is done to its members.
        if let sources {
            for (name, other) in foreign.sorted(by: { $0.key < $1.key }) {
                guard let access = sources.classAccess[name], access < .public,
                    sources.classModules[name] == other.module, let file = sources.classFiles[name]?.first
                else { continue }
                checked.diagnostics.append(
                    .warning(
                        "TODO: \(name) is \(access.rawValue) in module \(other.module) (\(file)): \(here) cannot name "
                            + "it, and this file's code does not compile until it can; make `class \(name)` public "
                            + "(or open) in \(other.module)",
                        at: SourceLocation(file: document.path, position: other.position)))
            }
        }
        // The connections of objects other than the owner, by line: looked up once, when a
        // statement assigns another object's outlet.
        var ownersByLine: [Int: [(property: String, className: String, position: SourcePosition)]]?
        for t in plan.types.indices where kinds.contains(plan.types[t].kind) {
            let type = plan.types[t]
            let other = foreign[type.typeName]
            if let other {
                checked.foreignTypes.insert(type.typeName)
                checked.diagnostics.append(
                    .warning(
                        "TODO: \(type.typeName) is a class of module \(other.module): its own initializer cannot call "
                            + "\(type.functionName)(), an extension in \(here); call it from \(here)'s code once for "
                            + "each new instance (a dequeued cell: when `contentView.subviews.isEmpty`), or move "
                            + "this extension into \(other.module)",
                        at: SourceLocation(file: document.path, position: other.position)))
            }
            if let sources, hasActions {
                withholdActions(
                    in: &plan.types[t], document: document, here: here, foreign: foreign, sources: sources,
                    module: module?.module, otherModule: otherModule(ofFile:), checked: &checked)
            }
            guard other != nil || hasOutlets else { continue }
            for g in plan.types[t].groups.indices where plan.types[t].groups[g].name == "outlets" {
                for s in plan.types[t].groups[g].statements.indices {
                    let statement = plan.types[t].groups[g].statements[s]
                    guard let (receiver, name) = assignedProperty(statement.code) else { continue }
                    let line = statement.line ?? type.line
                    var owner = type.typeName
                    var ownerOther = other
                    var connection: SourcePosition?
                    if receiver != "self" {
                        // Another object's outlet (a custom view's, wired inside the scene): its class's.
                        guard hasOutlets else { continue }
                        if ownersByLine == nil { ownersByLine = customOwnedConnections(document) }
                        guard let found = ownersByLine?[line]?.last(where: { $0.property == name }) else { continue }
                        owner = found.className
                        ownerOther = foreign[owner]
                        connection = found.position
                    }
                    let located = sources?.outlet(name, of: owner, module: ownerOther?.module ?? module?.module)
                    let declared = located?.outlet
                    let message: String
                    let comment: String
                    if let other = ownerOther {
                        guard (declared?.setter ?? .internal) < .public else { continue }
                        // Another object's property the sources do not declare may be UIKit's (`delegate`).
                        if receiver != "self" && declared == nil { continue }
                        let where_ = declared.map { " (\($0.file):\($0.line))" } ?? ""
                        message =
                            "TODO: outlet \(name) of \(owner) is not assigned: \(owner) is \(other.module)'s, "
                            + "and an extension in \(here) can assign only a public or open property; make "
                            + "`\(name)` public in \(other.module)\(where_), then restore `\(statement.code)`"
                        comment = "\(statement.code)  (make \(other.module)'s \(owner).\(name) public, then restore)"
                    } else if let declared, declared.setter <= .fileprivate,
                        Self.isObjectiveC(declared.file) || declared.file.hasSuffix(".h"),
                        !declared.declaration.hasPrefix("@property")
                    {
                        // An instance variable: Swift imports none, from a header or not.
                        let property = Self.propertyDeclaration(ofInstanceVariable: declared.declaration)
                        message =
                            "TODO: outlet \(name) of \(owner) is not assigned: `\(declared.declaration)` "
                            + "(\(declared.file):\(declared.line)) is an instance variable, which Swift does not see; "
                            + "declare `\(property)` in \(owner)'s header instead, then restore `\(statement.code)`"
                        comment = "\(statement.code)  (\(name) is an instance variable; declare it as a property)"
                    } else if let declared, declared.setter <= .fileprivate, Self.isObjectiveC(declared.file) {
                        message =
                            "TODO: outlet \(name) of \(owner) is not assigned: Swift sees an Objective-C class through "
                            + "its headers, and `\(declared.declaration)` is declared in \(declared.file):\(declared.line); "
                            + "move it to \(owner)'s header, then restore `\(statement.code)`"
                        comment = "\(statement.code)  (\(declared.file) declares \(name); move it to the header)"
                    } else if let declared, declared.setter <= .fileprivate {
                        // Moving the extension helps only where Swift lets it see the member: a fileprivate
                        // one anywhere in that file, a private one only in an extension of its own type.
                        let movable =
                            declared.setter == .fileprivate || (receiver == "self" && located?.owner == type.typeName)
                        message =
                            "TODO: outlet \(name) of \(owner) is not assigned: make `\(declared.declaration)` "
                            + "internal (\(declared.file):\(declared.line))"
                            + (movable ? " or move the generated extension into that file" : "")
                            + ", then restore `\(statement.code)`"
                        // `private(set)`: the getter is visible, the setter is not.
                        let what = declared.declaration.contains("(set)") ? "\(name)'s setter" : name
                        comment = "\(statement.code)  (\(declared.file) declares \(what) \(declared.setter.rawValue))"
                    } else if let declared, let located, located.owner != owner, declared.setter < .public,
                        let declaredModule = otherModule(ofFile: declared.file)
                    {
                        // Inherited from a superclass of another module.
                        message =
                            "TODO: outlet \(name) of \(owner) is not assigned: \(owner) inherits it from "
                            + "\(declaredModule)'s \(located.owner), and an extension in \(here) can assign only a "
                            + "public or open property; make `\(name)` public in \(declaredModule) "
                            + "(\(declared.file):\(declared.line)), then restore `\(statement.code)`"
                        comment =
                            "\(statement.code)  (make \(declaredModule)'s \(located.owner).\(name) public, then restore)"
                    } else {
                        continue
                    }
                    // Looked up only for a withheld assignment: it walks the whole document.
                    if connection == nil {
                        connection = connectionPosition(document, line: line) { $0.property == name }
                    }
                    withhold(
                        in: &plan.types[t], group: g, statement: s, comment: comment, message: message,
                        connection: connection, line: line, counted: \.outlets, withheld: &checked.withheldOutlets,
                        diagnostics: &checked.diagnostics, document: document)
                }
            }
        }
        checked.plan = plan
        return checked
    }

    /// Writes as comments the action statements of `type` whose `#selector` names a method the
    /// generated file cannot see: declared `private` or `fileprivate` (or in a `private` or
    /// `fileprivate extension`), or not public in a class of another module, in the class or a
    /// superclass the project declares; adds the steps. A bar button item's action (in its
    /// initializer) becomes `nil`, the item kept.
    static func withholdActions(
        in type: inout GeneratedType, document: IBDocument, here: String,
        foreign: [String: (module: String, position: SourcePosition)], sources: SwiftSourceIndex, module: String?,
        otherModule: (String) -> String?, checked: inout Checked
    ) {
        for g in type.groups.indices where ["actions", "create", "configure"].contains(type.groups[g].name) {
            let isActions = type.groups[g].name == "actions"
            for s in type.groups[g].statements.indices {
                // Outside the actions group: a bar button item's `action: #selector(…)` or `.action = #selector(…)`.
                let inInitializer = !isActions && type.groups[g].statements[s].code.contains("action: #selector(")
                guard isActions || inInitializer || type.groups[g].statements[s].code.contains(".action = #selector("),
                    let (owner, spelled) = selectorMethod(type.groups[g].statements[s].code),
                    let (declared, declaringClass) = declaredAction(
                        spelled, of: owner, module: foreign[owner]?.module ?? module, sources: sources,
                        code: &type.groups[g].statements[s].code)
                else { continue }
                let statement = type.groups[g].statements[s]
                let selector = declared.selector
                let message: String
                var comment: String
                let what = "action \(selector) of \(owner) is not connected: "
                let restore = ", then restore `\(statement.code)`"
                if declared.access <= .fileprivate, isObjectiveC(declared.file) {
                    message =
                        "TODO: " + what + "Swift sees an Objective-C class through its headers, and no header "
                        + "declares `\(declared.declaration)` (\(declared.file):\(declared.line)); declare it in "
                        + "\(declaringClass)'s header" + restore
                    comment = "\(statement.code)  (declare \(declared.objcSelector) in \(declaringClass)'s header)"
                } else if declared.access <= .fileprivate {
                    // A private method is visible only to extensions of its own class in its file; a
                    // fileprivate one (or one in a private extension) to everything in that file.
                    let movable =
                        declared.access == .fileprivate || declared.extensionAccess != nil
                        || declaringClass == type.typeName
                    let elsewhere = (movable ? " or move the generated extension into that file" : "") + restore
                    if let scope = declared.extensionAccess {
                        message =
                            "TODO: " + what
                            + "`\(declared.declaration)` is in a `\(scope.rawValue) extension \(declaringClass)`, "
                            + "whose members are fileprivate; move it out of that extension (\(declared.file):"
                            + "\(declared.line))" + elsewhere
                        comment =
                            "\(statement.code)  (\(declared.file) declares \(selector) in a \(scope.rawValue) extension)"
                    } else {
                        message =
                            "TODO: " + what
                            + "make `\(declared.declaration)` internal (\(declared.file):\(declared.line))"
                            + elsewhere
                        comment =
                            "\(statement.code)  (\(declared.file) declares \(selector) \(declared.access.rawValue))"
                    }
                } else if declared.access < .public,
                    let otherName = foreign[owner]?.module
                        ?? (declaringClass != owner ? otherModule(declared.file) : nil)
                {
                    let whose = foreign[owner] != nil ? "\(owner) is" : "\(owner) inherits it from"
                    let from = foreign[owner] != nil ? "" : " \(otherName)'s \(declaringClass)"
                    message =
                        "TODO: " + what + "\(whose)\(foreign[owner] != nil ? " \(otherName)'s" : from), and an "
                        + "extension in \(here) can name only a public or open method; make `\(selector)` public in "
                        + "\(otherName) (\(declared.file):\(declared.line))" + restore
                    comment =
                        "\(statement.code)  (make \(otherName)'s \(declaringClass).\(selector) public, then restore)"
                } else {
                    continue
                }
                let connection = statement.line.flatMap { line in
                    connectionPosition(document, line: line) { $0.kind == .action }
                        ?? (isActions ? nil : actionOfObject(document, line: line))
                }
                var code = ""
                if inInitializer, let expression = selectorExpression(statement.code) {
                    // The item is kept, without its action.
                    code = statement.code.replacing(expression, with: "nil")
                    // `statement.code  (why)` → `action: #selector(…)  (why)`.
                    comment = "action: \(expression)" + comment.dropFirst(statement.code.count)
                }
                withhold(
                    in: &type, group: g, statement: s, code: code, comment: comment, message: message,
                    connection: connection, line: statement.line ?? type.line, counted: \.actions,
                    withheld: &checked.withheldActions, diagnostics: &checked.diagnostics, document: document)
            }
        }
    }

    /// The method `#selector(owner.selector)` in `code` names, as the sources declare it. IB names
    /// a method by its Objective-C selector, which is not always Swift's name spelled back
    /// (`dismissActiveEditingWithGestureRecognizer:` is `dismissActiveEditing(gestureRecognizer:)`,
    /// `@objc(share:)` may be on any func): when no method has the spelled Swift name but one has the
    /// selector, `code` is respelled with that method's Swift name, which compiles.
    static func declaredAction(
        _ selector: String, of owner: String, module: String?, sources: SwiftSourceIndex, code: inout String
    ) -> (action: SwiftSourceIndex.Action, owner: String)? {
        if let found = sources.action(selector, of: owner, module: module) { return found }
        guard let found = sources.action(objcSelector: objcSelector(selector), of: owner, module: module),
            let expression = selectorExpression(code)
        else { return nil }
        let renamed = found.action.selector
        let spelling =
            renamed.contains("(")
            ? "#selector(\(owner).\(renamed))" : ActionSelectors.spelling(renamed, on: owner, otherArities: false)
        code = code.replacing(expression, with: spelling)
        return found
    }

    /// The property that replaces an outlet instance variable: `__weak IBOutlet NSButton *ok` →
    /// `@property (weak) IBOutlet NSButton *ok;` (strong without `__weak`, as ARC's instance variables).
    static func propertyDeclaration(ofInstanceVariable declaration: String) -> String {
        let words = declaration.split(separator: " ")
        let weak = words.contains { $0 == "__weak" || $0 == "__unsafe_unretained" }
        let rest = words.filter { !$0.hasPrefix("__") }.joined(separator: " ")
        return "@property (\(weak ? "weak" : "strong")) \(rest);"
    }

    /// Whether `file` is an Objective-C implementation file (`.m`, `.mm`): what it alone declares is
    /// not seen by Swift.
    static func isObjectiveC(_ file: String) -> Bool { file.hasSuffix(".m") || file.hasSuffix(".mm") }

    /// The Objective-C selector a Swift selector name spells back to: `foo(_:bar:)` → `foo:bar:`.
    static func objcSelector(_ swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "("), swiftName.last == ")" else { return swiftName }
        let labels = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        return String(swiftName[..<open]) + labels.split(separator: ":").map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The `#selector(…)` expression in `code`, to its closing parenthesis.
    static func selectorExpression(_ code: String) -> Substring? {
        guard let range = code.firstRange(of: "#selector(") else { return nil }
        var level = 1
        var index = range.upperBound
        while index < code.endIndex {
            if code[index] == "(" { level += 1 }
            if code[index] == ")" {
                level -= 1
                if level == 0 { return code[range.lowerBound...index] }
            }
            index = code.index(after: index)
        }
        return nil
    }

    /// The first `<action>` of the object that starts on `line` (a bar button item's).
    static func actionOfObject(_ document: IBDocument, line: Int) -> SourcePosition? {
        var position: SourcePosition?
        ObjectWalk.forEach(in: document) { object in
            guard position == nil, object.pointee.position.line == line else { return }
            position = object.pointee.connections.first { $0.kind == .action }?.position
        }
        return position
    }

    /// The outlet connections of objects with a custom class, by line: (property, the object's
    /// class, the connection's position).
    static func customOwnedConnections(
        _ document: IBDocument
    ) -> [Int: [(property: String, className: String, position: SourcePosition)]] {
        var result: [Int: [(property: String, className: String, position: SourcePosition)]] = [:]
        ObjectWalk.forEach(in: document) { object in
            guard let name = object.pointee.customClass, !name.isEmpty, !AssetBundle.isSDKClassName(name) else {
                return
            }
            for connection in object.pointee.connections where connection.kind == .outlet {
                guard let property = connection.property else { continue }
                result[connection.position.line, default: []].append((property, name, connection.position))
            }
        }
        return result
    }

    /// `button.addTarget(self, action: #selector(Owner.signIn(_:)), for: .touchUpInside)` →
    /// (`Owner`, `signIn(_:)`); `#selector(Owner.reload as (Owner) -> () -> Void)` → (`Owner`,
    /// `reload`); nil without a `#selector` of a type's method.
    static func selectorMethod(_ code: String) -> (type: String, selector: String)? {
        guard let range = code.firstRange(of: "#selector(") else { return nil }
        var inside = code[range.upperBound...]
        if let cast = inside.firstRange(of: " as ") {
            inside = inside[..<cast.lowerBound]
        } else {
            // Up to the `)` that closes `#selector(`.
            var level = 1
            var end = inside.endIndex
            for index in inside.indices {
                if inside[index] == "(" {
                    level += 1
                } else if inside[index] == ")" {
                    level -= 1
                    if level == 0 {
                        end = index
                        break
                    }
                }
            }
            inside = inside[..<end]
        }
        let path = inside.prefix { $0 != "(" }
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let type = String(path[..<dot])
        let selector = String(inside[path.index(after: dot)...])
        guard !type.isEmpty, !selector.isEmpty else { return nil }
        return (type, selector)
    }

    /// Writes statement `s` of group `g` as `comment`, warns `message` at `connection` (else at
    /// `line`), and takes the connection out of what `type` counts in `counted` (outlets or actions),
    /// adding it to `withheld`: the report does not count it as converted.
    static func withhold(
        in type: inout GeneratedType, group g: Int, statement s: Int, code: String = "", comment: String,
        message: String,
        connection: SourcePosition?, line: Int, counted: WritableKeyPath<EmittedElements, [UInt64]>,
        withheld: inout [UInt64], diagnostics: inout [Diagnostic], document: IBDocument
    ) {
        type.groups[g].statements[s] = Statement(code, comment: comment, line: type.groups[g].statements[s].line)
        let location = SourceLocation(
            file: document.path, position: connection ?? SourcePosition(line: line, column: 1))
        diagnostics.append(.warning(message, at: location))
        guard let connection else { return }
        let key = EmittedElements.key(connection)
        withheld.append(key)
        type.emitted[keyPath: counted].removeAll { $0 == key }
    }

    /// Where the last connection on `line` that `matches` starts (an `<outlet property="name">`, an
    /// `<action>`); nil when there is none.
    static func connectionPosition(
        _ document: IBDocument, line: Int, matching matches: (IBConnection) -> Bool
    ) -> SourcePosition? {
        var position: SourcePosition?
        ObjectWalk.forEach(in: document) { object in
            for connection in object.pointee.connections where connection.position.line == line && matches(connection) {
                position = connection.position
            }
        }
        return position
    }

    /// `self.titleLabel = titleLabel` → (`self`, `titleLabel`), `card1.nameLabel = label2` →
    /// (`card1`, `nameLabel`); nil for any other statement.
    static func assignedProperty(_ code: String) -> (receiver: Substring, property: String)? {
        guard let dot = code.firstIndex(of: "."), let equals = code.firstRange(of: " = "), dot < equals.lowerBound
        else { return nil }
        let receiver = code[..<dot]
        let name = code[code.index(after: dot)..<equals.lowerBound]
        func isWord(_ text: Substring) -> Bool {
            !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard isWord(receiver), isWord(name) else { return nil }
        return (receiver, String(name))
    }

    /// The custom classes `document` names with a module (a valid `customModule` without "Inherit
    /// Module From Target") that are of a module other than `module`, each with that module and its
    /// first position. A class's module is the one `sources` declare it in when they tell, else its
    /// `customModule`; on a ``LoadViewProject/ModuleBasis/vote`` (or no module) it counts only when
    /// it is one of `otherModules`.
    static func foreignClasses(
        _ document: IBDocument, module: LoadViewProject.ModuleChoice?, otherModules: Set<String> = [],
        sources: SwiftSourceIndex? = nil
    ) -> [String: (module: String, position: SourcePosition)] {
        var result: [String: (module: String, position: SourcePosition)] = [:]
        ObjectWalk.forEach(in: document) { object in
            let attributes = object.pointee.attributes
            guard let name = attributes.value("customClass"), result[name] == nil,
                let named = attributes.value("customModule"), ModuleImports.isModuleName(named),
                attributes.value("customModuleProvider") != "target"
            else { return }
            let other = sources?.classModules[name] ?? named
            guard let module, other != module.module, module.basis != .vote || otherModules.contains(other) else {
                return
            }
            result[name] = (other, object.pointee.position)
        }
        return result
    }
}
