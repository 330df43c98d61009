import IBModel

/// The note on each custom class the view code creates ("custom class X is created with
/// init(frame:), not init(coder:), and gets no awakeFromNib"), checked against the project's
/// sources. A nib calls `init(coder:)` and then `awakeFromNib()`; code calls `init(frame:)` (or the
/// class's designated initializer) and neither of those. Whether that matters is in the class:
///
/// - it, or a project superclass, overrides `awakeFromNib()`: the note stays, naming the override,
///   whose setup the code-built view does not get;
/// - it, or a project superclass, declares `init(coder:)` and no `init(frame:)` beside it: the note
///   stays, naming that initializer (setup there is not run);
/// - otherwise, when the sources declare the class and every superclass up to one of the SDK's, the
///   note and its `// sbgen:` comment are dropped: there is nothing for the team to do.
///
/// Without sources, or for a class they do not declare (Objective-C, another package), the note
/// stays as the generator wrote it.
enum NibLifecycleCheck {
    /// The SDK frameworks whose classes end a class's superclass chain (`UIView`, `NSView`,
    /// `MKMapView`, `SKView`, `WKWebView`…): their nib and code paths set the class up alike.
    static let sdkPrefixes = ["UI", "NS", "MK", "SK", "WK", "AV", "SCN", "PDF", "MTK", "GLK", "AR", "PK", "CL"]

    static let marker = ", not init(coder:), and gets no awakeFromNib"

    /// Each note's new message (nil: dropped), by its message as the generator wrote it.
    static func settle(_ diagnostics: [Diagnostic], sources: SwiftSourceIndex?, module: String?) -> [String: String?] {
        guard let sources, sources.hasSources else { return [:] }
        var settled: [String: String?] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .note && diagnostic.message.hasSuffix(marker) {
            guard settled[diagnostic.message] == nil, let name = className(diagnostic.message) else { continue }
            if let verdict = verdict(name, message: diagnostic.message, sources: sources, module: module) {
                settled[diagnostic.message] = verdict
            }
        }
        return settled
    }

    /// The class a note names: `custom class X is created with …` → `X`.
    static func className(_ message: String) -> String? {
        guard message.hasPrefix("custom class "), let end = message.firstRange(of: " is created with ") else {
            return nil
        }
        let name = message[message.index(message.startIndex, offsetBy: 13)..<end.lowerBound]
        // A module-qualified spelling (`Kit.Card`) is looked up by its class name.
        return name.split(separator: ".").last.map(String.init)
    }

    /// `.some(nil)`: drop the note; `.some(text)`: its new message; nil: keep it as it is.
    private static func verdict(
        _ name: String, message: String, sources: SwiftSourceIndex, module: String?
    ) -> String?? {
        guard sources.classes.contains(name) else { return nil }
        let chain = sources.chain(of: name, module: module).map(\.name)
        let created = message.contains("created with init(frame:)") ? "init(frame:)" : "its designated initializer"
        for owner in chain {
            if let override = sources.awakeFromNibOverrides[owner]?.first {
                let whose = owner == name ? "its" : "its superclass \(owner)'s"
                return .some(
                    "custom class \(name) is created with \(created), not init(coder:): \(whose) awakeFromNib() "
                        + "(\(override.file):\(override.line)) is not called; move that setup into "
                        + (created == "init(frame:)" ? "init(frame:)" : "the initializer"))
            }
            let inits = sources.declared.initializers[owner] ?? []
            if let coder = inits.first(where: { $0.plain == "init(coder:)" }),
                !inits.contains(where: { $0.plain == "init(frame:)" || $0.plain == "init(style:reuseIdentifier:)" })
            {
                let whose = owner == name ? "its" : "its superclass \(owner)'s"
                return .some(
                    "custom class \(name) is created with \(created), not init(coder:): \(whose) init(coder:) "
                        + "(\(coder.file):\(coder.line)) is not called; do its setup in the initializer code uses too")
            }
        }
        // The chain must end at an SDK class: a superclass the sources do not show may need the nib.
        guard let last = chain.last, let top = sources.declared.superclasses[last],
            sdkPrefixes.contains(where: { top.hasPrefix($0) && top.dropFirst($0.count).first?.isUppercase == true })
        else { return nil }
        return .some(nil)
    }

    /// `plan` with the `// sbgen:` comment of each settled note respelled or dropped.
    static func apply(_ settled: [String: String?], to plan: LoadViewPlan) -> LoadViewPlan {
        guard !settled.isEmpty else { return plan }
        var plan = plan
        for t in plan.types.indices {
            for g in plan.types[t].groups.indices {
                plan.types[t].groups[g].statements = plan.types[t].groups[g].statements.compactMap { statement in
                    guard statement.code.isEmpty, let comment = statement.comment, let verdict = settled[comment]
                    else { return statement }
                    guard let message = verdict else { return nil }
                    return Statement("", comment: message, line: statement.line)
                }
            }
        }
        return plan
    }

    /// `items` (a report entry's) with each settled note respelled or dropped.
    static func apply(_ settled: [String: String?], to items: [MigrationReport.Item]) -> [MigrationReport.Item] {
        guard !settled.isEmpty else { return items }
        return items.compactMap { item in
            guard item.severity == "note", let verdict = settled[item.message] else { return item }
            guard let message = verdict else { return nil }
            var respelled = item
            respelled.message = message
            return respelled
        }
    }

    /// `diagnostics` with each settled note respelled or dropped.
    static func apply(_ settled: [String: String?], to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !settled.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.severity == .note, let verdict = settled[diagnostic.message] else { return diagnostic }
            guard let message = verdict else { return nil }
            return .note(message, at: diagnostic.location)
        }
    }
}
