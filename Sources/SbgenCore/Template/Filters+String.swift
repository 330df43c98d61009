import Foundation

extension Filters {
    /// StencilSwiftKit string filters: tests, mutations and paths.
    static let stringFilters: [String: TemplateFilter] = [
        "contains": stringTest("contains") { $0.contains($1) },
        "hasPrefix": stringTest("hasPrefix") { $0.hasPrefix($1) },
        "hasSuffix": stringTest("hasSuffix") { $0.hasSuffix($1) },
        "replace": TemplateFilter(arguments: 2...3) { value, arguments in
            let source = try TemplateFilter.stringInput(value, filter: "replace")
            let target = try TemplateFilter.stringArgument(arguments, at: 0, filter: "replace")
            let replacement = try TemplateFilter.stringArgument(arguments, at: 1, filter: "replace")
            let mode = try TemplateFilter.modeArgument(
                arguments, at: 2, allowed: ["normal", "regex"], filter: "replace")
            guard mode == "regex" else { return .string(source.replacingOccurrences(of: target, with: replacement)) }
            do {
                let regex = try NSRegularExpression(pattern: target)
                let range = NSRange(source.startIndex..., in: source)
                return .string(regex.stringByReplacingMatches(in: source, range: range, withTemplate: replacement))
            } catch {
                throw TemplateError("filter 'replace' got an invalid regular expression '\(target)'")
            }
        },
        "basename": .string("basename") { ($0 as NSString).lastPathComponent },
        "dirname": .string("dirname") { ($0 as NSString).deletingLastPathComponent },
        "removeNewlines": TemplateFilter(arguments: 0...1) { value, arguments in
            let string = try TemplateFilter.stringInput(value, filter: "removeNewlines")
            let mode = try TemplateFilter.modeArgument(
                arguments, at: 0, allowed: ["all", "leading"], filter: "removeNewlines")
            if mode == "all" {
                return .string(String(string.unicodeScalars.filter { !isWhitespaceOrNewline($0) }))
            }
            // "leading": join the lines, each without its leading spaces, then trim the ends.
            let lines = string.components(separatedBy: .newlines).map {
                String($0.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) })
            }
            return .string(lines.joined().trimmingCharacters(in: .whitespaces))
        },
        "escapeReservedKeywords": .string("escapeReservedKeywords") {
            reservedKeywords.contains($0) ? "`\($0)`" : $0
        },
    ]

    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.whitespacesAndNewlines.contains(scalar)
    }

    private static func stringTest(
        _ name: String, _ test: @escaping @Sendable (String, String) -> Bool
    ) -> TemplateFilter {
        TemplateFilter(arguments: 1...1) { value, arguments in
            let string = try TemplateFilter.stringInput(value, filter: name)
            return .bool(test(string, try TemplateFilter.stringArgument(arguments, at: 0, filter: name)))
        }
    }

    /// Words StencilSwiftKit's `escapeReservedKeywords` wraps in backticks.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "#available",
        "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file", "#fileLiteral", "#function", "#if",
        "#imageLiteral", "#line", "#selector", "#sourceLocation", "associativity", "convenience", "dynamic",
        "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type", "unowned",
        "weak", "willSet",
    ]
}
