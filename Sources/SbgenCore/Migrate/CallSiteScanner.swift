import IBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds, in a project's own Swift and Objective-C files, the calls that load storyboards and nibs
/// by a literal name: what the team replaces with the generated factories and builders.
///
/// A text scan, not a parse: each line (but `//` comment lines) is searched for the calls below,
/// and the string literal right after the argument label is read (`"Main"`, `@"Main"`); a nib
/// name computed from a class, `instantiate(withOwner:)` and the project's own nib helpers are
/// read too (CallSiteScanner+Computed.swift); other names (a constant, an interpolation) are not followed. A file is searched only
/// when it holds one of a few byte strings every such call contains, so most files cost one read.
enum CallSiteScanner {
    /// One call that loads a storyboard, a nib, or performs a segue, by name.
    struct CallSite: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// `UIStoryboard(name:)`, `NSStoryboard(name:)`, `storyboardWithName:`.
            case storyboard
            /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`.
            case identifier
            /// `instantiateInitialViewController()`, `instantiateInitialController()`.
            case initial
            /// `UINib(nibName:)`, `NSNib(nibNamed:)`, `nibWithNibName:`; ``registers`` when in a `register`.
            case nib
            /// `loadNibNamed("…")`, `loadNibNamed:@"…"`.
            case loadNib
            /// `init(nibName: "…", bundle:)`, `initWithNibName:@"…"`.
            case initNibName
            /// `performSegue(withIdentifier:)`, `performSegueWithIdentifier:`.
            case performSegue
            /// A segue identifier literal inside `prepare(for:sender:)` / `prepareForSegue:sender:`.
            case prepareSegue
        }

        var kind: Kind
        /// The literal: the storyboard or nib name, the storyboard identifier, the segue identifier.
        var name: String
        /// The call as the step names it: `UIStoryboard(name: "Main")`.
        var call: String
        /// Project-relative path, 1-based line, 1-based column (UTF-8 bytes) of the call.
        var file: String
        var line: Int
        var column: Int
        /// The storyboard named most recently above in the file (what `instantiate…` is likely called on).
        var storyboardHint: String?
        /// The class or extension the call is in (`class X`, `extension X`, `@implementation X`).
        var enclosingClass: String?
        /// For a nib loaded inside `register(…)` / `registerNib:`.
        var registers = false
    }

    /// One pattern: the text before the literal, and what it is.
    struct Pattern {
        var text: [UInt8]
        var kind: CallSite.Kind
        /// How the step writes the call, `NAME` standing for the literal.
        var display: String
        /// Whether a string literal must follow (`instantiateInitialViewController()` takes none).
        var takesLiteral = true
        var objectiveC = false
    }

    static func pattern(
        _ text: String, _ kind: CallSite.Kind, _ display: String, takesLiteral: Bool = true, objectiveC: Bool = false
    ) -> Pattern {
        Pattern(
            text: Array(text.utf8), kind: kind, display: display, takesLiteral: takesLiteral, objectiveC: objectiveC)
    }

    /// The Swift calls, longest first where one is the start of another.
    static let swiftPatterns: [Pattern] = [
        pattern("UIStoryboard(name:", .storyboard, "UIStoryboard(name: \"NAME\", …)"),
        pattern("UIStoryboard.init(name:", .storyboard, "UIStoryboard(name: \"NAME\", …)"),
        pattern("NSStoryboard(name:", .storyboard, "NSStoryboard(name: \"NAME\", …)"),
        pattern("NSStoryboard.init(name:", .storyboard, "NSStoryboard(name: \"NAME\", …)"),
        pattern(
            "instantiateViewController(withIdentifier:", .identifier,
            "instantiateViewController(withIdentifier: \"NAME\")"),
        pattern(
            "instantiateViewController(identifier:", .identifier, "instantiateViewController(identifier: \"NAME\")"),
        pattern(
            "instantiateController(withIdentifier:", .identifier, "instantiateController(withIdentifier: \"NAME\")"),
        pattern(
            "instantiateInitialViewController(", .initial, "instantiateInitialViewController()", takesLiteral: false),
        pattern("instantiateInitialController(", .initial, "instantiateInitialController()", takesLiteral: false),
        pattern("UINib(nibName:", .nib, "UINib(nibName: \"NAME\", …)"),
        pattern("UINib.init(nibName:", .nib, "UINib(nibName: \"NAME\", …)"),
        pattern("NSNib(nibNamed:", .nib, "NSNib(nibNamed: \"NAME\", …)"),
        pattern("loadNibNamed(NSNib.Name(", .loadNib, "loadNibNamed(\"NAME\", …)"),
        pattern("loadNibNamed(", .loadNib, "loadNibNamed(\"NAME\", …)"),
        // `init` stands for the callee, read from the line.
        pattern("(nibName:", .initNibName, "init(nibName: \"NAME\", …)"),
        pattern("performSegue(withIdentifier:", .performSegue, "performSegue(withIdentifier: \"NAME\", …)"),
    ]

    /// The Objective-C messages.
    static let objectiveCPatterns: [Pattern] = [
        pattern("storyboardWithName:", .storyboard, "[UIStoryboard storyboardWithName:@\"NAME\" …]", objectiveC: true),
        pattern(
            "instantiateViewControllerWithIdentifier:", .identifier,
            "instantiateViewControllerWithIdentifier:@\"NAME\"", objectiveC: true),
        pattern(
            "instantiateControllerWithIdentifier:", .identifier, "instantiateControllerWithIdentifier:@\"NAME\"",
            objectiveC: true),
        pattern(
            "instantiateInitialViewController", .initial, "instantiateInitialViewController", takesLiteral: false,
            objectiveC: true),
        pattern(
            "instantiateInitialController", .initial, "instantiateInitialController", takesLiteral: false,
            objectiveC: true),
        pattern("nibWithNibName:", .nib, "[UINib nibWithNibName:@\"NAME\" …]", objectiveC: true),
        pattern("loadNibNamed:", .loadNib, "loadNibNamed:@\"NAME\"", objectiveC: true),
        pattern("initWithNibName:", .initNibName, "initWithNibName:@\"NAME\"", objectiveC: true),
        pattern(
            "performSegueWithIdentifier:", .performSegue, "performSegueWithIdentifier:@\"NAME\"", objectiveC: true),
    ]

    /// Byte strings one of which every pattern holds: a file without any is not searched.
    static let anchors: [[UInt8]] = ["toryboard", "Nib", "nibName", "nstantiate", "egue"].map { Array($0.utf8) }

    /// The call sites of `files` (project-relative, under `root`), in file and line order.
    static func scan(_ files: [String], root: String) -> [CallSite] {
        var sites: [CallSite] = []
        var read: [(file: String, bytes: [UInt8])] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else { continue }
            let bytes = [UInt8](data)
            guard anchors.contains(where: { find($0, in: bytes[...]) != nil }) else { continue }
            read.append((file, bytes))
        }
        // The project's own nib helpers (CallSiteScanner+Computed.swift), then each file's calls.
        let helpers = nibHelpers(read)
        for (file, bytes) in read {
            let objectiveC = !file.hasSuffix(".swift")
            let own = scan(bytes, file: file, objectiveC: objectiveC)
            let more = ownerAndHelperSites(bytes, file: file, objectiveC: objectiveC, helpers: helpers)
            sites += more.isEmpty ? own : (own + more).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        return sites
    }

    /// The call sites of one file's bytes.
    static func scan(_ bytes: [UInt8], file: String, objectiveC: Bool) -> [CallSite] {
        var sites: [CallSite] = []
        let patterns = objectiveC ? objectiveCPatterns : swiftPatterns
        var storyboardHint: String?
        var enclosingClass: String?
        var inPrepare = false
        var lineNumber = 0
        var start = bytes.startIndex
        while start < bytes.endIndex {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[start..<end]
            defer { start = end + 1 }
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            if trimmed.starts(with: [0x2F, 0x2F]) { continue }  // `//`
            if let declared = declaredClass(trimmed, objectiveC: objectiveC) { enclosingClass = declared }
            if find(Array((objectiveC ? "prepareForSegue:" : "prepare(for segue:").utf8), in: line) != nil {
                inPrepare = true
            } else if inPrepare, startsFunction(trimmed, objectiveC: objectiveC) {
                inPrepare = false
            }
            var taken: [Range<Int>] = []  // a shorter pattern inside a longer one's match is the same call
            for pattern in patterns {
                var from = line.startIndex
                while let hit = find(pattern.text, in: line[from...]) {
                    from = hit + pattern.text.count
                    guard !taken.contains(where: { $0.contains(hit) }) else { continue }
                    taken.append(hit..<from)
                    var site = CallSite(
                        kind: pattern.kind, name: "", call: pattern.display, file: file, line: lineNumber,
                        column: hit - line.startIndex + 1, storyboardHint: storyboardHint,
                        enclosingClass: enclosingClass)
                    if pattern.takesLiteral {
                        if let literal = literal(after: from, in: line, objectiveC: objectiveC) {
                            site.name = literal
                            site.call = pattern.display.replacingLiteral("NAME", with: literal)
                        } else if !objectiveC,
                            pattern.kind == .nib || pattern.kind == .loadNib || pattern.kind == .performSegue,
                            let computed = computedName(after: from, in: line, enclosingClass: enclosingClass),
                            pattern.kind != .performSegue || !computed.argument.lowercased().contains("self")
                        {
                            // A name computed from a class (CallSiteScanner+Computed.swift); a segue
                            // identifier too (`performSegue(withIdentifier: X.className, …)`).
                            site.name = computed.name
                            site.call = pattern.display.replacingLiteral("\"NAME\"", with: computed.argument)
                        } else {
                            continue
                        }
                    }
                    if pattern.kind == .initNibName, !objectiveC {
                        // The callee as written: `DetailController(nibName:`, `super.init(nibName:`,
                        // `UIView.fromNib(nibName:` (a helper that loads the nib).
                        let callee = line[..<hit].reversed().prefix { byte in
                            byte == 0x2E || byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                                || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
                        }
                        guard !callee.isEmpty else { continue }
                        site.call = String(decoding: callee.reversed(), as: UTF8.self) + site.call.dropFirst(4)
                    }
                    if pattern.kind == .nib {
                        site.registers =
                            find(Array((objectiveC ? "registerNib:" : "register(").utf8), in: line) != nil
                    }
                    if pattern.kind == .storyboard { storyboardHint = site.name }
                    sites.append(site)
                }
            }
            if inPrepare {
                for literal in literals(in: line, objectiveC: objectiveC) {
                    sites.append(
                        CallSite(
                            kind: .prepareSegue, name: literal.text, call: "", file: file, line: lineNumber,
                            column: literal.offset - line.startIndex + 1, storyboardHint: storyboardHint,
                            enclosingClass: enclosingClass))
                }
            }
        }
        return sites
    }

    /// The first index of `pattern` in `bytes`.
    static func find(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while index <= last {
            guard let hit = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[hit..<hit + pattern.count].elementsEqual(pattern) { return hit }
            index = hit + 1
        }
        return nil
    }

    /// The string literal starting at `index` after spaces (`"…"`, or `@"…"` in Objective-C);
    /// nil when none does, or it interpolates (`\(…)`).
    static func literal(after index: Int, in line: ArraySlice<UInt8>, objectiveC: Bool) -> String? {
        var index = index
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        if objectiveC {
            guard index < line.endIndex, line[index] == 0x40 else { return nil }  // @
            index += 1
        }
        guard index < line.endIndex, line[index] == 0x22 else { return nil }  // "
        return quoted(from: index, in: line)?.text
    }

    /// The text of the literal whose opening quote is at `index`, and the index after its closing quote.
    static func quoted(from index: Int, in line: ArraySlice<UInt8>) -> (text: String, end: Int)? {
        var text: [UInt8] = []
        var index = index + 1
        while index < line.endIndex {
            let byte = line[index]
            if byte == 0x22 { return (String(decoding: text, as: UTF8.self), index + 1) }
            if byte == 0x5C {  // backslash: an escape; `\(` interpolates
                guard index + 1 < line.endIndex, line[index + 1] != 0x28 else { return nil }
                text.append(line[index + 1])
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return nil
    }

    /// Every string literal of `line` with the offset of its first byte (`@` included in Objective-C).
    static func literals(in line: ArraySlice<UInt8>, objectiveC: Bool) -> [(text: String, offset: Int)] {
        var found: [(String, Int)] = []
        var index = line.startIndex
        while let quote = line[index...].firstIndex(of: 0x22) {
            guard let (text, end) = quoted(from: quote, in: line) else { break }
            let offset = objectiveC && quote > line.startIndex && line[quote - 1] == 0x40 ? quote - 1 : quote
            found.append((text, offset))
            index = end
        }
        return found
    }

    /// `class Foo`, `final class Foo: Bar`, `extension Foo`, `@implementation Foo` → `Foo`.
    static func declaredClass(_ line: ArraySlice<UInt8>, objectiveC: Bool) -> String? {
        let text = String(decoding: line, as: UTF8.self)
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
        guard
            let first = words.firstIndex(where: {
                objectiveC ? $0 == "@implementation" : $0 == "class" || $0 == "extension"
            }),
            first + 1 < words.count
        else { return nil }
        let name = words[first + 1]
        // `class func`, `class var`: members, not declarations.
        if ["func", "var", "let", "override", "private", "fileprivate", "public"].contains(name) { return nil }
        let modifiers: Set<Substring> = [
            "final", "public", "open", "private", "fileprivate", "internal", "@objc", "@MainActor", "objc", "MainActor",
        ]
        guard words[..<first].allSatisfy({ modifiers.contains($0) }) else { return nil }
        return String(name)
    }

    /// Whether `line` starts another method (ending the `prepare(for:sender:)` region).
    static func startsFunction(_ line: ArraySlice<UInt8>, objectiveC: Bool) -> Bool {
        // `-` and `+` start Objective-C methods.
        if objectiveC { return line.first == 0x2D || line.first == 0x2B || line.starts(with: Array("@end".utf8)) }
        return find(Array("func ".utf8), in: line) != nil
    }
}
