/// The nib loads ``CallSiteScanner`` finds beyond a literal name: a name computed from the class
/// (`UINib(nibName: String(describing: Self.self), …)`, `type(of: self).classNameWithoutNamespaces`,
/// `loadNibNamed(String(describing: X.self), …)`), `instantiate(withOwner: self, …)` on a nib the
/// class made, and calls of the project's own helpers (`static func loadFromNib()`, whose body loads
/// a nib by such a name) on a class: `NoticeView.instantiateFromNib()`, `[SPRatingsPromptView loadFromNib]`.
/// Each is taken to load the nib named like that class, as UIKit's convention and those helpers have it.
extension CallSiteScanner {
    /// The class a computed nib name stands for, read from the argument at `index`: `X` for
    /// `X.self`, `String(describing: X.self)`, `X.className`; the enclosing class for `Self`,
    /// `self`, `type(of: self)` or a bare `classNameWithoutNamespaces`-like name inside a class.
    /// - Returns: the class and the argument as written (up to its `,` or `)`); nil when the
    ///   argument is a literal or names nothing the scan can follow (`nibName`, a constant).
    static func computedName(
        after index: Int, in line: ArraySlice<UInt8>, enclosingClass: String?
    ) -> (name: String, argument: String)? {
        var start = index
        while start < line.endIndex, line[start] == 0x20 { start += 1 }
        guard start < line.endIndex, line[start] != 0x22, line[start] != 0x40 else { return nil }
        // The argument: up to a `,` or `)` at its own level.
        var level = 0
        var end = start
        while end < line.endIndex {
            let byte = line[end]
            if byte == 0x28 { level += 1 }
            if byte == 0x29 {
                if level == 0 { break }
                level -= 1
            }
            if byte == 0x2C, level == 0 { break }
            end += 1
        }
        let argument = String(decoding: line[start..<end], as: UTF8.self).trimmingSpaces
        let words = argument.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        // An SDK class (`extension UIView`'s helper) has no nib of its own.
        let own = enclosingClass.flatMap { $0.hasPrefix("UI") || $0.hasPrefix("NS") ? nil : $0 }
        // `X.self` names X; `Self.self`, `self`, `type(of: self)` the enclosing class.
        if let position = words.firstIndex(of: "self"), position > 0, words[position - 1] != "Self",
            words[position - 1] != "of", words[position - 1].first?.isUppercase == true
        {
            return (words[position - 1], argument)
        }
        if words.contains("Self") || words.contains("self") {
            return own.map { ($0, argument) }
        }
        // `X.self`, `String(describing: X.self)`, `X.nibName`: the first capitalized word not an SDK wrapper.
        let wrappers: Set<String> = ["String", "NSStringFromClass", "describing", "Bundle", "UINib", "NSNib"]
        if argument.contains("."),
            let name = words.first(where: { $0.first?.isUppercase == true && !wrappers.contains($0) })
        {
            return (name, argument)
        }
        // A bare property of the class (`classNameWithoutNamespaces`), in a `class func` of it.
        if words.count == 1, words[0].lowercased().contains("classname") { return own.map { ($0, argument) } }
        return nil
    }

    /// The project's nib helpers in `files`: `class func`/`static func` names whose body loads a
    /// nib by a computed name or calls another such helper (`loadNib()` → `instantiateFromNib()`).
    static func nibHelpers(_ files: [(file: String, bytes: [UInt8])]) -> Set<String> {
        var helpers: Set<String> = []
        // (function, its body's lines) of every class-level function, once.
        var bodies: [(name: String, text: String)] = []
        let loads = ["UINib(nibName:", "loadNibNamed(", "NSNib(nibNamed:"].map { Array($0.utf8) }
        for (file, bytes) in files where file.hasSuffix(".swift") {
            // Helpers (and the helpers calling them) are in files that load a nib.
            guard loads.contains(where: { find($0, in: bytes[...]) != nil }) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            var current: (name: String, text: String)?
            for line in text.split(separator: "\n") {
                if let range = line.firstRange(of: "func "),
                    line[..<range.lowerBound].contains("class ") || line[..<range.lowerBound].contains("static ")
                {
                    if let current { bodies.append(current) }
                    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    current = (String(name), "")
                } else if line.contains("func ") {
                    if let done = current { bodies.append(done) }
                    current = nil
                } else if current != nil {
                    current!.text += line + "\n"
                }
            }
            if let current { bodies.append(current) }
        }
        for (name, body) in bodies
        where ["UINib(nibName:", "loadNibNamed(", "NSNib(nibNamed:"].contains(where: { body.contains($0) })
            && !body.contains("nibName: \"") && !body.contains("loadNibNamed(\"")
        {
            helpers.insert(name)
        }
        // Helpers of helpers, a few levels deep.
        for _ in 0..<3 {
            for (name, body) in bodies where !helpers.contains(name) {
                if helpers.contains(where: { body.contains($0 + "(") }) { helpers.insert(name) }
            }
        }
        return helpers
    }

    /// `instantiate(withOwner:` on a nib the enclosing class made, and `X.helper(` / `[X helper]`
    /// calls of `helpers`, in one file: each a ``CallSite/Kind/loadNib`` (or ``CallSite/Kind/nib``
    /// for a helper that returns the nib) of the class's nib.
    static func ownerAndHelperSites(
        _ bytes: [UInt8], file: String, objectiveC: Bool, helpers: Set<String>
    ) -> [CallSite] {
        let needles = [Array(".instantiate(withOwner:".utf8)] + helpers.map { Array($0.utf8) }
        guard needles.contains(where: { find($0, in: bytes[...]) != nil }) else { return [] }
        var sites: [CallSite] = []
        var enclosingClass: String?
        var inHelper = false
        let text = String(decoding: bytes, as: UTF8.self)
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(rawLine)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") { continue }
            if let declared = declaredClass(ArraySlice(Array(trimmed.utf8)), objectiveC: objectiveC) {
                enclosingClass = declared
            }
            if let range = line.firstRange(of: "func ") {
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                inHelper = helpers.contains(String(name))
            }
            func column(_ index: Substring.Index) -> Int { line.utf8.distance(from: line.startIndex, to: index) + 1 }
            // `nib.instantiate(withOwner: self`: the class loads its own nib as owner (not in a helper,
            // and not where the same line made the nib, which the literal scan already found).
            if !objectiveC, !inHelper, let range = line.firstRange(of: ".instantiate(withOwner:"),
                !line.contains("UINib("), let owner = enclosingClass
            {
                let receiver = line[..<range.lowerBound].reversed().prefix {
                    $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(" || $0 == ")"
                }
                // `(X.nib().instantiate(…)`: the receiver, without an opening parenthesis it doesn't close.
                var text = String(receiver.reversed())
                while text.hasPrefix("("),
                    text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count
                {
                    text.removeFirst()
                }
                let call = text + ".instantiate(withOwner: …)"
                sites.append(
                    CallSite(
                        kind: .loadNib, name: owner, call: call, file: file, line: offset + 1,
                        column: column(range.lowerBound) - text.count, enclosingClass: owner))
            }
            for helper in helpers.sorted() {
                var searchFrom = line.startIndex
                while let range = line[searchFrom...].firstRange(
                    of: objectiveC ? " " + helper + "]" : "." + helper + "(")
                {
                    searchFrom = range.upperBound
                    // The receiver: `NoticeView.instantiateFromNib(`, `[SPRatingsPromptView loadFromNib]`.
                    let receiver = String(
                        line[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                            .reversed())
                    guard let first = receiver.first, first.isUppercase, !receiver.hasPrefix("UI"),
                        !receiver.hasPrefix("NS")
                    else { continue }
                    if objectiveC, !line[..<range.lowerBound].hasSuffix("[" + receiver) { continue }
                    let start = line.index(range.lowerBound, offsetBy: -receiver.count)
                    let call = objectiveC ? "[\(receiver) \(helper)]" : "\(receiver).\(helper)()"
                    var site = CallSite(
                        kind: .nib, name: receiver, call: call, file: file, line: offset + 1,
                        column: column(objectiveC ? line.index(before: start) : start), enclosingClass: enclosingClass)
                    site.registers = !objectiveC && line.contains("register(")
                    sites.append(site)
                }
            }
        }
        return sites
    }
}
