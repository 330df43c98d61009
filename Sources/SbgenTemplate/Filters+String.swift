#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Filters {
    /// StencilSwiftKit string filters: tests, mutations and paths.
    static let stringFilters: [String: TemplateFilter] = [
        "contains": stringTest("contains") { $0.foundationContains($1) },
        "hasPrefix": stringTest("hasPrefix") { $0.hasPrefix($1) },
        "hasSuffix": stringTest("hasSuffix") { $0.hasSuffix($1) },
        "replace": TemplateFilter(arguments: 2...3) { value, arguments in
            let source = try TemplateFilter.stringInput(value, filter: "replace")
            let target = try TemplateFilter.stringArgument(arguments, at: 0, filter: "replace")
            let replacement = try TemplateFilter.stringArgument(arguments, at: 1, filter: "replace")
            let mode = try TemplateFilter.modeArgument(
                arguments, at: 2, allowed: ["normal", "regex"], filter: "replace")
            guard mode == "regex" else {
                try checkReplaceSize(source, target, replacement)
                return .string(source.foundationReplacing(target, with: replacement))
            }
            return .string(try regexReplace(source, pattern: target, template: replacement))
        },
        "basename": .string("basename") { $0.nsLastPathComponent },
        "dirname": .string("dirname") { $0.nsDeletingLastPathComponent },
        "removeNewlines": TemplateFilter(arguments: 0...1) { value, arguments in
            let string = try TemplateFilter.stringInput(value, filter: "removeNewlines")
            let mode = try TemplateFilter.modeArgument(
                arguments, at: 0, allowed: ["all", "leading"], filter: "removeNewlines")
            if mode == "all" {
                return .string(String(string.unicodeScalars.filter { !isWhitespaceOrNewline($0) }))
            }
            // "leading": join the lines, each without its leading spaces, then trim the ends.
            let lines = string.unicodeScalars.split(
                omittingEmptySubsequences: false, whereSeparator: ScalarClass.isNewline
            )
            .map { String(String.UnicodeScalarView($0.drop(while: ScalarClass.isWhitespace))) }
            let joined = lines.joined().unicodeScalars
            guard let first = joined.firstIndex(where: { !ScalarClass.isWhitespace($0) }),
                let last = joined.lastIndex(where: { !ScalarClass.isWhitespace($0) })
            else { return .string("") }
            return .string(String(joined[first...last]))
        },
        "escapeReservedKeywords": .string("escapeReservedKeywords") {
            reservedKeywords.contains($0) ? "`\($0)`" : $0
        },
        // The text as a double-quoted Swift string literal: IB identifiers and file names may hold `"`,
        // `\` or control characters, which a literal spelled `"{{ x }}"` would not survive.
        "swiftStringLiteral": .string("swiftStringLiteral") { SwiftLiteral.string($0) },
    ]

    /// Longest a `replace:…,"regex"` may run, in seconds: ICU (NSRegularExpression's engine)
    /// backtracks without limit, so `(a+)+b` on a few dozen `a`s would otherwise run for hours.
    static let regexTimeLimit = 2

    /// `stringByReplacingMatches`, built match by match so it can stop on the time and size limits
    /// (`.reportProgress` calls back during long matches, too).
    private static func regexReplace(_ source: String, pattern: String, template: String) throws -> String {
        #if canImport(FoundationEssentials) && canImport(Glibc)
            return try icuRegexReplace(source, pattern: pattern, template: template)
        #else
            return try foundationRegexReplace(source, pattern: pattern, template: template)
        #endif
    }

    #if canImport(FoundationEssentials) && canImport(Glibc)
        /// ``regexReplace(_:pattern:template:)`` on ICU directly (what NSRegularExpression runs on);
        /// the deadline is checked from ICU's match callback and after each match.
        private static func icuRegexReplace(_ source: String, pattern: String, template: String) throws -> String {
            let units = Array(source.utf16)
            func text(_ range: Range<Int>) -> Substring { Substring(String(decoding: units[range], as: UTF16.self)) }
            let deadline = ContinuousClock.now + .seconds(regexTimeLimit)
            let timeout = TemplateError(
                "filter 'replace' regular expression '\(pattern)' ran longer than \(regexTimeLimit) seconds "
                    + "(catastrophic backtracking?)")
            let maxBytes = RenderBudget.maxOutputBytes
            var result = ""
            var resultBytes = 0
            var copied = 0
            var failure: TemplateError?
            do {
                try ICURegex.enumerateMatches(of: pattern, in: source, shouldStop: { ContinuousClock.now > deadline }) {
                    ranges in
                    guard let match = ranges[0] else { return true }
                    let piece =
                        text(copied..<match.lowerBound)
                        + RegexTemplate.expand(template, rangeCount: ranges.count) { ranges[$0].map(text) }
                    result += piece
                    resultBytes += piece.utf8.count
                    copied = match.upperBound
                    if resultBytes > maxBytes {
                        failure = TemplateError(
                            "filter 'replace' result would exceed the output size limit of \(maxBytes) bytes")
                    } else if ContinuousClock.now > deadline {
                        failure = timeout
                    }
                    return failure == nil
                }
            } catch .invalidPattern {
                throw TemplateError("filter 'replace' got an invalid regular expression '\(pattern)'")
            } catch .stopped {
                throw timeout
            } catch .matchFailed(let code) {
                throw TemplateError(
                    "filter 'replace' regular expression '\(pattern)' failed while matching (ICU error \(code); "
                        + "too much backtracking?)")
            } catch .unavailable {
                throw TemplateError(
                    "filter 'replace' needs ICU's regular expressions (lib_FoundationICU.so), not found")
            }
            if let failure { throw failure }
            result += text(copied..<units.count)
            return result
        }
    #else
        private static func foundationRegexReplace(
            _ source: String, pattern: String, template: String
        ) throws
            -> String
        {
            let regex: NSRegularExpression
            do {
                regex = try NSRegularExpression(pattern: pattern)
            } catch {
                throw TemplateError("filter 'replace' got an invalid regular expression '\(pattern)'")
            }
            let text = NSString(string: source)
            let deadline = Date().addingTimeInterval(TimeInterval(regexTimeLimit))
            let maxBytes = RenderBudget.maxOutputBytes
            var result = ""
            var copied = 0
            var failure: TemplateError?
            regex.enumerateMatches(
                in: source, options: [.reportProgress], range: NSRange(location: 0, length: text.length)
            ) { match, _, stop in
                if let match {
                    result += text.substring(with: NSRange(location: copied, length: match.range.location - copied))
                    result += regex.replacementString(for: match, in: source, offset: 0, template: template)
                    copied = match.range.location + match.range.length
                    if result.utf8.count > maxBytes {
                        failure = TemplateError(
                            "filter 'replace' result would exceed the output size limit of \(maxBytes) bytes")
                        stop.pointee = true
                    }
                }
                if failure == nil, Date() > deadline {
                    failure = TemplateError(
                        "filter 'replace' regular expression '\(pattern)' ran longer than \(Int(regexTimeLimit)) seconds "
                            + "(catastrophic backtracking?)")
                    stop.pointee = true
                }
            }
            if let failure { throw failure }
            result += text.substring(from: copied)
            return result
        }
    #endif

    /// Refuses a plain `replace` whose result would exceed the output limit, before building it.
    private static func checkReplaceSize(_ source: String, _ target: String, _ replacement: String) throws {
        let growth = replacement.utf8.count - target.utf8.count
        guard growth > 0, !target.isEmpty else { return }
        let sourceBytes = source.utf8.count
        let (bound, overflow) = (sourceBytes / target.utf8.count).multipliedReportingOverflow(by: growth)
        guard overflow || sourceBytes &+ bound > RenderBudget.maxOutputBytes else { return }
        // The cheap bound is too large: count the occurrences.
        let occurrences = source.ranges(of: target).count
        let (added, addOverflow) = occurrences.multipliedReportingOverflow(by: growth)
        try RenderBudget.checkResult(addOverflow ? .max : sourceBytes &+ added, filter: "replace")
    }

    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.isWhitespaceOrNewline(scalar)
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
    package static let reservedKeywords: Set<String> = [
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
