/// The Objective-C selector Swift gives an `@objc` method, the name a nib's `<action selector="…">`
/// uses: `share(_:)` → `share:`, `dismissActiveEditing(gestureRecognizer:)` →
/// `dismissActiveEditingWithGestureRecognizer:`, `move(to:animated:)` → `moveTo:animated:`. An explicit
/// `@objc(name:)` wins. Swift's rule (the compiler's `getObjCSelector`): the first piece is the base
/// name, then, for a first argument label, "With" unless the label's first word or the base name's
/// last word is a preposition, then the label capitalized; the other labels follow as written.
enum ObjCSelectorName {
    /// The selector of a method with base name `name` and argument labels `labels` (`"_"` for none;
    /// empty for no parameters), or `explicit` when the method has `@objc(explicit)`.
    static func selector(name: String, labels: [String], explicit: String? = nil) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        guard let first = labels.first else { return name }
        var head = name
        if first != "_" {
            if !isPreposition(firstWord(first)), !isPreposition(lastWord(name)) { head += "With" }
            head += first.prefix(1).uppercased() + first.dropFirst()
        }
        return head + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// Swift's prepositions (`PartsOfSpeech.def`), compared without case.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool { prepositions.contains(word.lowercased()) }

    /// The camel-case words of `identifier`: a run of capitals is one word, less its last capital when
    /// a lower-case letter follows (`URLForKey` → `URL`, `For`, `Key`).
    static func words(_ identifier: String) -> [Substring] {
        var words: [Substring] = []
        let chars = Array(identifier.indices)
        var start = identifier.startIndex
        var k = 0
        while k < chars.count {
            let c = identifier[chars[k]]
            var end = k + 1
            if c.isUppercase {
                while end < chars.count, identifier[chars[end]].isUppercase { end += 1 }
                if end - k > 1, end < chars.count, identifier[chars[end]].isLowercase {
                    end -= 1
                } else {
                    while end < chars.count, !identifier[chars[end]].isUppercase { end += 1 }
                }
            } else {
                while end < chars.count, !identifier[chars[end]].isUppercase { end += 1 }
            }
            let upper = end < chars.count ? chars[end] : identifier.endIndex
            words.append(identifier[start..<upper])
            start = upper
            k = end
        }
        return words
    }

    static func firstWord(_ identifier: String) -> Substring { words(identifier).first ?? "" }
    static func lastWord(_ identifier: String) -> Substring { words(identifier).last ?? "" }
}
