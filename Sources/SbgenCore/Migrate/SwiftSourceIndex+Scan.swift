/// The declaration walk of ``SwiftSourceIndex/add(swift:file:)`` over ``SwiftTokenizer``'s tokens.
extension SwiftSourceIndex {
    /// What a `{` opened: a type's body (class, struct, enum, actor, protocol, extension), or
    /// anything else (a function's body, an accessor, a closure).
    private enum Scope {
        case type(name: String, extensionAccess: Access?)
        case other
    }

    /// The attributes and modifiers read since the last declaration, for the next one.
    private struct Pending {
        var access: Access?
        var setter: Access?
        var isOutlet = false
        var isAction = false
        var objcName: String?
        /// The arguments of `@objc(…)` as written (`share:`, `Recipe`).
        var objcArguments: String?
        /// The attributes and modifiers as written, each with where it starts.
        var written: [(text: String, line: Int, column: Int, marks: Bool)] = []

        /// The declaration's text from its first `@IBOutlet`, `@IBAction` or `@objc` to `keyword name`.
        func declaration(_ keyword: String, _ name: String) -> (text: String, line: Int, column: Int)? {
            guard let first = written.firstIndex(where: \.marks) else { return nil }
            let text = written[first...].map(\.text).joined(separator: " ") + " \(keyword) \(name)"
            return (text, written[first].line, written[first].column)
        }
    }

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "override", "static", "weak",
        "unowned", "lazy", "dynamic", "required", "convenience", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated", "distributed", "prefix", "postfix", "infix",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "case", "import",
        "operator", "precedencegroup", "macro",
    ]

    /// Reads the classes, extensions, outlets and actions `text` (the contents of project-relative
    /// `file`) declares.
    mutating func add(swift text: String, file: String) {
        declared.add(swift: text, file: file)
        let tokens = SwiftTokenizer.tokens(text)
        var scopes: [Scope] = []
        // Per open `#if`: the scopes where it started, and where its first branch ended.
        var conditions: [(start: [Scope], firstEnd: [Scope]?)] = []
        var pending = Pending()
        var body: Scope?  // a type header read, its `{` still to come
        var i = 0
        func token(_ offset: Int) -> SwiftTokenizer.Token? { i + offset < tokens.count ? tokens[i + offset] : nil }
        func isName(_ token: SwiftTokenizer.Token?) -> Bool {
            guard let token else { return false }
            if token.kind == .quoted { return true }
            return token.kind == .identifier && !Self.modifiers.contains(token.text)
                && !Self.typeKeywords.contains(token.text) && !Self.declarationKeywords.contains(token.text)
                && token.text.first.map { !$0.isNumber } ?? false
        }
        /// A member's name after `var`/`func`: any identifier, modifiers' words too (`func open(_:)`,
        /// `var prefix`), as Swift reads it.
        func isMemberName(_ token: SwiftTokenizer.Token?) -> Bool {
            guard let token, token.kind == .identifier || token.kind == .quoted else { return false }
            return token.text.first.map { !$0.isNumber } ?? false
        }
        /// The enclosing type's qualified name when every open scope is a type's body.
        func enclosingTypes() -> [String]? {
            var names: [String] = []
            for scope in scopes {
                guard case .type(let name, _) = scope else { return nil }
                names.append(name)
            }
            return names
        }
        while i < tokens.count {
            let current = tokens[i]
            switch current.kind {
            case .directive:
                switch current.text {
                case "if": conditions.append((scopes, nil))
                case "elseif", "else":
                    if let last = conditions.indices.last {
                        if conditions[last].firstEnd == nil { conditions[last].firstEnd = scopes }
                        scopes = conditions[last].start
                        body = nil
                    }
                case "endif":
                    if let condition = conditions.popLast(), let first = condition.firstEnd { scopes = first }
                default: break
                }
                i += 1
            case .attribute:
                let marks = current.text == "IBOutlet" || current.text == "IBAction" || current.text == "objc"
                if current.text == "IBOutlet" { pending.isOutlet = true }
                if current.text == "IBAction" || current.text == "objc" { pending.isAction = true }
                var written = "@" + current.text
                i += 1
                // Arguments: `@objc(Name)`, `@available(iOS 13, *)`.
                if let open = token(0), open.kind == .punctuation, open.text == "(", open.line == current.line {
                    var level = 0
                    var arguments = ""
                    while let next = token(0) {
                        i += 1
                        if next.text == "(" && next.kind == .punctuation { level += 1 }
                        if next.text == ")" && next.kind == .punctuation { level -= 1 }
                        if level == 0 { break }
                        guard !(level == 1 && next.text == "(") else { continue }
                        // Words apart, a space after a comma: `iOS 13, *`.
                        let word = next.kind != .punctuation
                        if arguments.last == ","
                            || word && arguments.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true
                        {
                            arguments += " "
                        }
                        arguments += next.text
                    }
                    written += "(\(arguments))"
                    if current.text == "objc" { pending.objcArguments = arguments }
                    if current.text == "objc", !arguments.isEmpty, !arguments.contains(":") {
                        pending.objcName = arguments
                    }
                }
                pending.written.append((written, current.line, current.column, marks))
            case .punctuation:
                switch current.text {
                case "{":
                    scopes.append(body ?? .other)
                    body = nil
                    pending = Pending()
                case "}":
                    if !scopes.isEmpty { scopes.removeLast() }
                    body = nil
                    pending = Pending()
                case ";":
                    pending = Pending()
                default: break
                }
                i += 1
            case .identifier, .quoted:
                let word = current.text
                if current.kind == .identifier,
                    Self.modifiers.contains(word)
                        || word == "class" && !isName(token(1))
                {
                    i += 1
                    if let level = Access(rawValue: word) {
                        // `private(set)`
                        if token(0)?.text == "(", token(1)?.text == "set", token(2)?.text == ")" {
                            pending.setter = level
                            pending.written.append((word + "(set)", current.line, current.column, false))
                            i += 3
                            continue
                        }
                        pending.access = level
                    }
                    pending.written.append((word, current.line, current.column, false))
                    continue
                }
                guard current.kind == .identifier, Self.typeKeywords.contains(word) || word == "func" || word == "var"
                else {
                    // Any other word ends what attributes and modifiers were read (code, `let`, `init`).
                    if !pending.written.isEmpty { pending = Pending() }
                    i += 1
                    continue
                }
                i += 1
                if Self.typeKeywords.contains(word) {
                    body = typeHeader(
                        word, tokens: tokens, at: &i, pending: pending, enclosing: enclosingTypes(), file: file)
                } else if case .type(let owner, let extensionAccess) = scopes.last, isMemberName(token(0)) {
                    let name = tokens[i].text
                    if word == "var", pending.isOutlet {
                        // `@IBOutlet var a: A!, b: B!` declares each name.
                        for name in [name] + Self.moreNames(tokens, after: i + 1) {
                            guard let written = pending.declaration("var", name) else { continue }
                            let access = pending.access ?? .internal
                            let outlet = Outlet(
                                name: name, setter: min(pending.setter ?? access, access), declaration: written.text,
                                file: file, line: written.line, column: written.column,
                                conditional: !conditions.isEmpty)
                            outletDeclarations[owner, default: [:]][name, default: []].append(outlet)
                        }
                    } else if word == "func", name == "awakeFromNib", Self.labels(tokens, after: i + 1) == [] {
                        // `override func awakeFromNib()`: setup that code-built views do not get.
                        awakeFromNibOverrides[owner, default: []].append(
                            Declared(file: file, line: current.line))
                    } else if word == "func", pending.isAction, let labels = Self.labels(tokens, after: i + 1) {
                        let selector = labels.isEmpty ? name : "\(name)(" + labels.map { $0 + ":" }.joined() + ")"
                        if let written = pending.declaration("func", selector) {
                            // A `private extension`'s members are fileprivate.
                            let fromExtension = extensionAccess.map { $0 == .private ? Access.fileprivate : $0 }
                            let action = Action(
                                selector: selector, access: pending.access ?? fromExtension ?? .internal,
                                declaration: written.text,
                                objcSelector: ObjCSelectorName.selector(
                                    name: name, labels: labels, explicit: pending.objcArguments),
                                extensionAccess: pending.access == nil ? extensionAccess : nil, file: file,
                                line: written.line, column: written.column, conditional: !conditions.isEmpty)
                            actionDeclarations[owner, default: [:]][selector, default: []].append(action)
                        }
                    }
                }
                pending = Pending()
            }
        }
    }

    /// Reads a type header from its name (`i` after the keyword) up to, not including, the `{` of its
    /// body; records a class. - Returns: the scope its body opens (nil when no `{` follows).
    private mutating func typeHeader(
        _ keyword: String, tokens: [SwiftTokenizer.Token], at i: inout Int, pending: Pending, enclosing: [String]?,
        file: String
    ) -> Scope? {
        // The name: `A`, or `Outer.Inner` for an extension.
        var path: [String] = []
        while i < tokens.count, tokens[i].kind == .identifier || tokens[i].kind == .quoted {
            path.append(tokens[i].text)
            i += 1
            guard i + 1 < tokens.count, tokens[i].text == ".", tokens[i].kind == .punctuation else { break }
            i += 1
        }
        guard let last = path.last, last.first.map({ !$0.isNumber }) ?? false else { return nil }
        // The inheritance list's first type, its module qualifier dropped (`Kit.BaseCell` → `BaseCell`).
        var superclass: String?
        var level = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .punctuation {
                if token.text == "{" || token.text == "}" || token.text == ";" { break }
                if token.text == "<" { level += 1 }
                if token.text == ">", tokens[i - 1].text != "-" { level -= 1 }
                if token.text == ":", level == 0, superclass == nil, i + 1 < tokens.count,
                    tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .quoted
                {
                    var j = i + 1
                    var name = tokens[j].text
                    while j + 2 < tokens.count, tokens[j + 1].text == ".", tokens[j + 2].kind == .identifier {
                        j += 2
                        name = tokens[j].text
                    }
                    superclass = name
                }
            } else if token.kind == .identifier, Self.declarationKeywords.contains(token.text) {
                return nil  // no body: not a declaration this walk understands
            }
            i += 1
        }
        guard i < tokens.count, tokens[i].text == "{" else { return nil }
        guard let enclosing else { return .other }  // a local type: IB cannot name it
        let name = keyword == "extension" ? path.joined(separator: ".") : (enclosing + [last]).joined(separator: ".")
        if keyword == "class" {
            classes.insert(name)
            if classFiles[name]?.last != file { classFiles[name, default: []].append(file) }
            if classAccess[name] == nil { classAccess[name] = pending.access ?? .internal }
            if let superclass {
                superclasses[name, default: []].append(Inheritance(superclass: superclass, file: file))
            }
            if let runtime = pending.objcName, runtime != name { runtimeNames[runtime] = name }
        }
        return .type(name: name, extensionAccess: keyword == "extension" ? pending.access : nil)
    }

    /// The names after the first of `var a: A!, b: B!` (`b`), reading from the token after `a` to
    /// the end of the declaration (an `=`, a brace, `;`, or the next declaration's first word).
    private static func moreNames(_ tokens: [SwiftTokenizer.Token], after start: Int) -> [String] {
        var names: [String] = []
        var level = 0
        var i = start
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "(", "[", "<": level += 1
                case ")", "]": level -= 1
                case ">" where tokens[i - 1].text != "-": level -= 1
                case "{", "}", ";", "=": return names
                case "," where level == 0:
                    guard i + 2 < tokens.count, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .quoted,
                        tokens[i + 2].text == ":"
                    else { return names }
                    names.append(tokens[i + 1].text)
                    i += 2
                default: break
                }
            case .identifier:
                if modifiers.contains(token.text) || typeKeywords.contains(token.text)
                    || declarationKeywords.contains(token.text)
                {
                    return names
                }
            default: return names
            }
            i += 1
        }
        return names
    }

    /// The argument labels of the parameter list starting at token `start` (`(_ sender: Any, forEvent
    /// event: UIEvent)` → `_`, `forEvent`), generic parameters before it skipped; nil when no
    /// parameter list follows or it does not close.
    private static func labels(_ tokens: [SwiftTokenizer.Token], after start: Int) -> [String]? {
        var i = start
        if i < tokens.count, tokens[i].text == "<" {
            var level = 0
            while i < tokens.count {
                if tokens[i].text == "<" { level += 1 }
                if tokens[i].text == ">", tokens[i - 1].text != "-" { level -= 1 }
                i += 1
                if level == 0 { break }
            }
        }
        guard i < tokens.count, tokens[i].text == "(", tokens[i].kind == .punctuation else { return nil }
        var labels: [String] = []
        var level = 0
        var expectsLabel = true
        while i < tokens.count {
            let token = tokens[i]
            i += 1
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[":
                    level += 1
                    continue
                case "<":
                    level += 1
                case ")", "]":
                    level -= 1
                    if level == 0 { return labels }
                case ">" where tokens[i - 2].text != "-":
                    level -= 1
                case "," where level == 1:
                    expectsLabel = true
                    continue
                default: break
                }
            } else if expectsLabel, level == 1, token.kind == .identifier || token.kind == .quoted {
                labels.append(token.text)
            }
            expectsLabel = false
        }
        return nil
    }
}
