import IBModel

/// One Swift namespace being filled: hands out unique names in the order items are claimed (the
/// context's sorted order, so the result is deterministic) and reports every clash.
///
/// The first item keeps its name; a later item whose identifier maps to a taken name gets the
/// first free `name2`, `name3`… and a warning naming both locations.
struct NameScope {
    /// Where a name came from: the IB identifier and its location, for warnings.
    struct Origin {
        var identifier: String
        var location: SourceLocation
    }

    /// What the scope holds, for messages ("scene", "segue", "storyboard"…).
    let what: String
    /// The namespace, for messages (`StoryboardScene.Main`).
    let namespace: String
    private var taken: [String: Origin?] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameter reserved: names the generated code already uses in this namespace (helper
    ///   members, type names that must not be shadowed); an item mapping to one gets a suffix.
    init(what: String, namespace: String, reserved: some Sequence<String> = [String]()) {
        self.what = what
        self.namespace = namespace
        for name in reserved { taken[name] = .some(nil) }
    }

    /// The unique name for `origin`, derived from `proposed`.
    mutating func claim(_ proposed: String, for origin: Origin) -> String {
        guard let holder = taken[proposed] else {
            taken[proposed] = origin
            return proposed
        }
        let name = free(proposed)
        taken[name] = origin
        let reason: String
        if let first = holder {
            reason = "'\(first.identifier)' (\(first.location)) has that name too"
        } else {
            reason = "the generated code uses that name"
        }
        diagnostics.append(
            .warning(
                "\(what) '\(origin.identifier)' maps to Swift name '\(proposed)' in \(namespace), but \(reason);"
                    + " it is named '\(name)'",
                at: origin.location))
        return name
    }

    /// True when `name` is already handed out or reserved.
    func isTaken(_ name: String) -> Bool { taken[name] != nil }

    private func free(_ name: String) -> String {
        // Backticked keywords get their suffix inside the backticks' absence: `default2` needs none.
        let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        var number = 2
        while taken["\(bare)\(number)"] != nil { number += 1 }
        return "\(bare)\(number)"
    }
}
