#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `migrate` reads of the project's classes beyond outlets and actions: each class's
/// superclass, its declared initializers, and the properties of classes and extensions, so that
/// generated code calls `X()` only when it compiles and assigns a runtime attribute by its typed
/// property when the project declares one (``SwiftSourceIndex/declared``).
///
/// The same line scan as ``SwiftSourceIndex/add(swift:file:)`` (a `class`/`extension NAME` opens a
/// body; members are read at that body's depth), in a pass of its own.
struct DeclaredMembers: Sendable, Equatable {
    /// One `init` of a class.
    struct Initializer: Sendable, Equatable {
        /// `init(context:)`, `init?(coder:)`, `init()`.
        var signature: String
        var isConvenience: Bool
        var isRequired: Bool
        var isOverride: Bool
        var access: SwiftSourceIndex.Access
        /// Project-relative path and 1-based line of the `init`.
        var file: String
        var line: Int
        /// Every parameter has a default value (`init(name: String = "guest")`): `X()` calls it.
        var defaultsAll = false

        var hasParameters: Bool { !signature.hasSuffix("()") }
        /// The signature without the failable mark: `init(coder:)`.
        var plain: String { signature.replacing("?(", with: "(").replacing("!(", with: "(") }
    }

    /// One `var` of a class or extension.
    struct Property: Sendable, Equatable {
        var name: String
        /// The type annotation as written (`CGFloat`, `UIColor?`); nil when inferred.
        var type: String?
        var isInspectable: Bool
        var file: String
        var line: Int
        /// Its access (`private var`, or a member of a `private extension`), `internal` when unwritten.
        var access: SwiftSourceIndex.Access = .internal
        /// Its setter's access: `access`, or lower when written `private(set)`/`fileprivate(set)`.
        var setterAccess: SwiftSourceIndex.Access = .internal
        /// False for a computed property without `set` (`var radius: CGFloat { 4 }`).
        var isSettable = true
    }

    /// Class name → its superclass (the first name of its inheritance list; it may be a protocol
    /// when the class has no superclass: only names that are classes of the project are followed).
    var superclasses: [String: String] = [:]
    /// Class name → its initializers, in declaration order.
    var initializers: [String: [Initializer]] = [:]
    /// Class or extended type → its properties by name (the first declaration wins).
    var properties: [String: [String: Property]] = [:]

    mutating func add(swift text: String, file: String) {
        var open: [(name: String, depth: Int, access: SwiftSourceIndex.Access?)] = []
        var depth = 0
        var pendingAttributes = ""
        // A computed property's body being read: whether it has a `set` (or observers) decides settability.
        var body: (owner: String, name: String, depth: Int, words: Set<String>)?
        // A class or extension header whose `{` is on a later line (Allman braces).
        var header: (name: String, access: SwiftSourceIndex.Access?)?
        // An `init(` whose parameters continue on later lines: its text so far.
        var openInit: (text: String, words: [String], owner: String, number: Int)?
        var inComment = false
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
        {
            let line = Self.code(of: rawLine, inComment: &inComment)
            if let pending = openInit {
                let text = pending.text + " " + line
                if let range = text.firstRange(of: "init"), Self.initSignature(text[range.lowerBound...]) != nil {
                    openInit = nil
                    _ = addMember(
                        pending.words, line: Substring(text), attributes: "", owner: pending.owner,
                        defaultAccess: nil, file: file, number: pending.number)
                } else {
                    openInit?.text = text
                    continue
                }
            }
            if body != nil { body?.words.formUnion(Self.words(line)) }
            // Most lines declare nothing: split into words only those that may.
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let mayDeclare = line.contains("class ") || line.contains("extension ")
            let mayBeMember =
                open.last?.depth == depth
                && (line.contains("init") || line.contains("var ") || trimmed.first == "@"
                    || !pendingAttributes.isEmpty)
            let words = mayDeclare || mayBeMember ? Self.words(line) : []
            var declared: String? = header?.name
            var declaredAccess: SwiftSourceIndex.Access? = header?.access
            header = nil
            for (position, word) in words.enumerated() where word == "class" || word == "extension" {
                guard position + 1 < words.count else { continue }
                let name = words[position + 1]
                guard let first = name.first, first.isLetter || first == "_",
                    !["func", "var", "let"].contains(name)
                else { continue }
                declared = name
                declaredAccess =
                    word == "extension" ? words[..<position].lazy.compactMap(SwiftSourceIndex.Access.init).first : nil
                if word == "class", let colon = line.firstIndex(of: ":"),
                    let nameRange = line.firstRange(of: name), nameRange.upperBound <= colon
                {
                    let inherited = Self.words(line[line.index(after: colon)...])
                    if let superclass = inherited.first, superclasses[name] == nil { superclasses[name] = superclass }
                }
                break
            }
            if let owner = open.last, owner.depth == depth, declared == nil, mayBeMember {
                if trimmed.hasPrefix("@") && !trimmed.contains(" var ") && !trimmed.contains(" init")
                    && !trimmed.hasPrefix("@IBInspectable var") && !trimmed.hasPrefix("@objc var")
                {
                    pendingAttributes += " " + trimmed
                } else {
                    let attributes = pendingAttributes
                    pendingAttributes = ""
                    if words.contains("init"), !words.contains("func"), let range = line.firstRange(of: "init"),
                        Self.initSignature(line[range.lowerBound...]) == nil,
                        line[range.upperBound...].drop(while: { $0 == "?" || $0 == "!" || $0 == " " }).first == "("
                    {
                        openInit = (String(line), words, owner.name, number + 1)
                    } else if let opened = addMember(
                        words, line: line, attributes: attributes, owner: owner.name, defaultAccess: owner.access,
                        file: file, number: number + 1)
                    {
                        let after = line.firstIndex(of: "{").map { line[line.index(after: $0)...] } ?? ""
                        body = (owner.name, opened, depth + 1, Set(Self.words(after)))
                    }
                }
            } else if !mayBeMember || declared != nil {
                pendingAttributes = ""
            }
            guard line.contains("{") || line.contains("}") else {
                if let declared { header = (declared, declaredAccess) }
                continue
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
            if let open = body, depth < open.depth {
                if open.words.isDisjoint(with: ["set", "willSet", "didSet"]) {
                    properties[open.owner]?[open.name]?.isSettable = false
                }
                body = nil
            }
        }
    }

    /// An `init` or `var` declared by `line` in `owner`'s body; the property's name when its line
    /// opens a computed body (`var x: T {` with no `=`), whose `set` the caller looks for.
    private mutating func addMember(
        _ words: [String], line: Substring, attributes: String, owner: String,
        defaultAccess: SwiftSourceIndex.Access?, file: String, number: Int
    ) -> String? {
        // `struct Style { var inset = 0 }` on one line: its members are not the class's.
        if let keyword = words.firstIndex(where: { ["struct", "enum", "protocol", "actor"].contains($0) }),
            keyword < (words.firstIndex { $0 == "init" || $0 == "var" } ?? words.endIndex)
        {
            return nil
        }
        let setterWords = ["private(set)", "fileprivate(set)", "internal(set)"]
        let written = words.lazy.compactMap { SwiftSourceIndex.Access(rawValue: $0) }.first
        let setter = setterWords.first { line.contains($0) }.flatMap {
            SwiftSourceIndex.Access(rawValue: String($0.dropLast(5)))
        }
        // `private(set) var` alone: the words give `private`, which is the setter's only.
        let explicit =
            setter != nil && line.contains(setter!.rawValue + "(set)")
            ? words.lazy.filter { $0 != setter!.rawValue }.compactMap { SwiftSourceIndex.Access(rawValue: $0) }.first
            : written
        let access = explicit ?? defaultAccess.map { min($0, .internal) } ?? SwiftSourceIndex.Access.internal
        if let initIndex = words.firstIndex(of: "init"), !words[..<initIndex].contains("func"),
            !words[..<initIndex].contains("var"), !words[..<initIndex].contains("let"),
            let range = line.firstRange(of: "init"), let signature = Self.initSignature(line[range.lowerBound...])
        {
            initializers[owner, default: []].append(
                Initializer(
                    signature: signature, isConvenience: words[..<initIndex].contains("convenience"),
                    isRequired: words[..<initIndex].contains("required"),
                    isOverride: words[..<initIndex].contains("override"), access: access, file: file, line: number,
                    defaultsAll: Self.defaultsAll(line[range.lowerBound...])))
            return nil
        }
        guard let varRange = line.firstRange(of: "var "), !words.contains("static"), !words.contains("func") else {
            return nil
        }
        let before = line[..<varRange.lowerBound]
        guard !before.contains("(") || before.contains("@") || setter != nil else { return nil }
        let rest = line[varRange.upperBound...].drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        var type: String?
        var afterType = rest.dropFirst(name.count).drop { $0 == " " }
        if afterType.first == ":" {
            let annotation = afterType.dropFirst().drop { $0 == " " }.prefix { $0 != "=" && $0 != "{" }
            let trimmed = annotation.trimmingSpaces
            if !trimmed.isEmpty { type = trimmed }
            afterType = afterType.dropFirst().drop { $0 == " " }.dropFirst(annotation.count)
        }
        let inspectable = before.contains("@IBInspectable") || attributes.contains("@IBInspectable")
        guard properties[owner]?[String(name)] == nil else { return nil }
        properties[owner, default: [:]][String(name)] = Property(
            name: String(name), type: type, isInspectable: inspectable, file: file, line: number, access: access,
            setterAccess: min(access, setter ?? access))
        return afterType.first == "{" ? String(name) : nil
    }

    /// Whether each parameter of `init(…)` in `text` has a default (`= …` at the list's level).
    static func defaultsAll(_ text: Substring) -> Bool {
        guard let open = text.firstIndex(of: "(") else { return false }
        var level = 0
        var parameters: [Bool] = [false]
        for character in text[open...] {
            if character == "(" || character == "[" || character == "<" {
                level += 1
            } else if character == ")" || character == "]" || character == ">" {
                level -= 1
                if level == 0 { break }
            } else if level == 1, character == "," {
                parameters.append(false)
            } else if level == 1, character == "=" {
                parameters[parameters.count - 1] = true
            }
        }
        return !parameters.contains(false)
    }

    /// `init?(coder aDecoder: NSCoder) {` → `init?(coder:)`; nil when the parameters do not close on the line.
    static func initSignature(_ text: Substring) -> String? {
        var rest = text.dropFirst(4)
        var mark = ""
        if let first = rest.first, first == "?" || first == "!" {
            mark = String(first)
            rest = rest.dropFirst()
        }
        if rest.first == "<" { rest = rest.drop { $0 != "(" } }
        guard rest.first == "(" else { return nil }
        var level = 0
        var current = ""
        var labels: [String] = []
        for character in rest {
            if character == "(" || character == "[" || character == "<" {
                level += 1
                if level == 1 { continue }
            } else if character == ")" || character == "]" || character == ">" {
                level -= 1
                if level == 0 {
                    if !current.allSatisfy({ $0 == " " }) { labels.append(current) }
                    let names = labels.map { label -> String in
                        String(label.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    }
                    return "init" + mark + "(" + names.map { $0 + ":" }.joined() + ")"
                }
            } else if character == ",", level == 1 {
                labels.append(current)
                current = ""
                continue
            }
            if level == 1 { current.append(character) }
        }
        return nil
    }
}

extension DeclaredMembers {
    /// Why `className()` does not compile, naming the initializers the class has; nil when it
    /// compiles or nothing is known of the class.
    ///
    /// A class that declares a designated initializer inherits none of its superclass's, so `X()`
    /// needs its own `init()` (designated or convenience), or an override of `init(nibName:bundle:)`
    /// (a view controller) or `init(frame:)` (a view), which brings back the SDK's `init()`. A class
    /// without designated initializers inherits its superclass's: a project superclass is checked
    /// in turn.
    func noArgumentInitProblem(_ className: String) -> String? {
        var name = className
        var seen: Set<String> = []
        while seen.insert(name).inserted, let inits = initializers[name] ?? (superclasses[name] != nil ? [] : nil) {
            let available = inits.filter { $0.access > .fileprivate || $0.file.isEmpty }
            if available.contains(where: { !$0.hasParameters || $0.defaultsAll })
                || inits.contains(where: {
                    !$0.isConvenience && ["init(nibName:bundle:)", "init(frame:)"].contains($0.plain)
                })
            {
                return nil
            }
            let designated = inits.filter { !$0.isConvenience }
            if !designated.isEmpty {
                let listed = inits.map { "`\($0.signature)` (\($0.file):\($0.line))" }
                let whose = name == className ? className : "\(className)'s superclass \(name)"
                return "`\(className)()` does not compile: \(whose) declares "
                    + (listed.count == 1 ? "only " : "") + listed.joined(separator: ", ")
                    + (inits.contains { !$0.hasParameters } ? " and its `init()` is private" : " and no `init()`")
                    + "; create it with " + (listed.count == 1 ? "that initializer" : "one of them")
            }
            guard let superclass = superclasses[name],
                initializers[superclass] != nil || superclasses[superclass] != nil
            else { return nil }
            name = superclass
        }
        return nil
    }
}

extension DeclaredMembers {
    /// `line` without its `//` comment and without the contents of one-line string literals (this
    /// reading is by line; the class and member index reads tokens, ``SwiftTokenizer``).
    static func code(of line: Substring) -> Substring {
        var inComment = false
        return code(of: line, inComment: &inComment)
    }

    /// `line` as ``code(of:)`` reads it, and without what `/* … */` comments hold; `inComment`:
    /// whether the line starts in such a comment, and after it, whether the next one does.
    static func code(of line: Substring, inComment: inout Bool) -> Substring {
        guard inComment || line.contains("/") || line.contains("\"") else { return line }
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inComment {
                if character == "/" && previous == "*" {
                    inComment = false
                    previous = " "
                } else {
                    previous = character
                }
                continue
            }
            if character == "*" && previous == "/" && !inString {
                result.removeLast()
                inComment = true
                previous = " "
                continue
            }
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
