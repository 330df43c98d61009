/// A fixed pattern replaced with an `NSRegularExpression` template, on Swift's `Regex` with the
/// semantics ICU gives the pattern: Unicode scalars, and `\b` between `\w` and `\W`. For sbgen's own
/// patterns (no empty matches); templates' `replace:…,"regex"` runs on ICU itself.
package struct RegexReplacement: @unchecked Sendable {  // Regex<AnyRegexOutput> is immutable once built
    let regex: Regex<AnyRegexOutput>
    let template: String

    /// - Precondition: `pattern` is valid (sbgen's own, tested).
    package init(_ pattern: String, template: String) {
        regex = try! Regex(pattern).wordBoundaryKind(.simple).matchingSemantics(.unicodeScalar)
        self.template = template
    }

    /// `text` with every match replaced, left to right.
    package func apply(to text: String) -> String {
        text.replacing(regex) { match in
            RegexTemplate.expand(template, rangeCount: match.output.count) { match.output[$0].substring }
        }
    }
}
