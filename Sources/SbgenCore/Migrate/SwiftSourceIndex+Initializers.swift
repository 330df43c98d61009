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
    }

    /// Class name → its superclass (the first name of its inheritance list; it may be a protocol
    /// when the class has no superclass: only names that are classes of the project are followed).
    var superclasses: [String: String] = [:]
    /// Class name → its initializers, in declaration order.
    var initializers: [String: [Initializer]] = [:]
    /// Class or extended type → its properties by name (the first declaration wins).
    var properties: [String: [String: Property]] = [:]

    mutating func add(swift text: String, file: String) {
        var open: [(name: String, depth: Int)] = []
        var depth = 0
        var pendingAttributes = ""
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.code(of: rawLine)
            // Most lines declare nothing: split into words only those that may.
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let mayDeclare = line.contains("class ") || line.contains("extension ")
            let mayBeMember =
                open.last?.depth == depth
                && (line.contains("init") || line.contains("var ") || trimmed.first == "@"
                    || !pendingAttributes.isEmpty)
            let words = mayDeclare || mayBeMember ? Self.words(line) : []
            var declared: String?
            for (position, word) in words.enumerated() where word == "class" || word == "extension" {
                guard position + 1 < words.count else { continue }
                let name = words[position + 1]
                guard let first = name.first, first.isLetter || first == "_",
                    !["func", "var", "let"].contains(name)
                else { continue }
                declared = name
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
                    addMember(
                        words, line: line, attributes: attributes, owner: owner.name, file: file, number: number + 1)
                }
            } else if !mayBeMember || declared != nil {
                pendingAttributes = ""
            }
            guard line.contains("{") || line.contains("}") else { continue }
            for character in line {
                if character == "{" {
                    depth += 1
                    if let name = declared {
                        open.append((name, depth))
                        declared = nil
                    }
                } else if character == "}" {
                    if open.last?.depth == depth { open.removeLast() }
                    depth = max(0, depth - 1)
                }
            }
        }
    }

    /// An `init` or `var` declared by `line` in `owner`'s body.
    private mutating func addMember(
        _ words: [String], line: Substring, attributes: String, owner: String, file: String, number: Int
    ) {
        let access =
            words.lazy.compactMap { SwiftSourceIndex.Access(rawValue: $0) }.first ?? SwiftSourceIndex.Access.internal
        if let initIndex = words.firstIndex(of: "init"), !words[..<initIndex].contains("func"),
            !words[..<initIndex].contains("var"), !words[..<initIndex].contains("let"),
            let range = line.firstRange(of: "init"), let signature = Self.initSignature(line[range.lowerBound...])
        {
            initializers[owner, default: []].append(
                Initializer(
                    signature: signature, isConvenience: words[..<initIndex].contains("convenience"),
                    isRequired: words[..<initIndex].contains("required"),
                    isOverride: words[..<initIndex].contains("override"), access: access, file: file, line: number))
            return
        }
        guard let varRange = line.firstRange(of: "var "), !words.contains("static"), !words.contains("func") else {
            return
        }
        let before = line[..<varRange.lowerBound]
        guard !before.contains("(") || before.contains("@") else { return }
        let rest = line[varRange.upperBound...].drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return }
        var type: String?
        let afterName = rest.dropFirst(name.count).drop { $0 == " " }
        if afterName.first == ":" {
            let annotation = afterName.dropFirst().drop { $0 == " " }.prefix { $0 != "=" && $0 != "{" }
            let trimmed = annotation.trimmingSpaces
            if !trimmed.isEmpty { type = trimmed }
        }
        let inspectable = before.contains("@IBInspectable") || attributes.contains("@IBInspectable")
        if properties[owner]?[String(name)] == nil {
            properties[owner, default: [:]][String(name)] = Property(
                name: String(name), type: type, isInspectable: inspectable, file: file, line: number)
        }
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
            if available.contains(where: { !$0.hasParameters })
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
