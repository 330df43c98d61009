import IBModel
import SbgenTemplate

/// `<splitViewController>` in the flow: the column style IB chose (`allowDoubleColumnStyle="YES"`,
/// iOS 14: `init(style:)`, children by `setViewController(_:for:)`), the attributes IB writes on it
/// (``ViewMapping/splitViewRules``), and a warning for each one that is not converted.
extension FlowGenerator.Context {
    /// The attributes of a split view controller the factory reads elsewhere, or that carry no run-time state.
    static let splitViewHandledAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier",
        "userLabel", "title", "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
        "allowDoubleColumnStyle",
    ]

    /// `UISplitViewController.init(style:)` and `setViewController(_:for:)`.
    static let splitColumnStyleIntroduced = OSVersion(14)

    /// The column style of a split view controller: nil for the classic style (no
    /// `allowDoubleColumnStyle="YES"`), else `tripleColumn` when a relationship fills the
    /// supplementary column and `doubleColumn` otherwise. IB writes no attribute for the third
    /// column: NetNewsWire's three-column iOS storyboard has the same `allowDoubleColumnStyle="YES"`
    /// as Habitica's two-column one, and a `supplementaryViewController` relationship.
    static func splitStyle(_ controller: IBObject) -> String? {
        guard controller.element == "splitViewController",
            controller.attributes["allowDoubleColumnStyle"].map(IBAttributes.isTrue) == true
        else { return nil }
        let triple = controller.connections.contains {
            $0.kind == .segue && $0.segueKind == "relationship" && $0.relationship == "supplementaryViewController"
        }
        return triple ? "tripleColumn" : "doubleColumn"
    }

    /// `let controller = T(style: .doubleColumn)`; below iOS 14 the declaration, with the classic
    /// style (`T()`) in the `else`.
    func splitCreation(typeName: String, style: String) -> [String] {
        let new = String.concat(typeName, "(style: .", style, ")")
        guard !target.allows(Self.splitColumnStyleIntroduced) else { return ["let controller = " + new] }
        return [
            String.concat("let controller: ", typeName),
            "if \(target.availabilityCondition(Self.splitColumnStyleIntroduced)) {",
            "    controller = " + new,
            "} else {",
            String.concat("    controller = ", typeName, "()"),
            "}",
        ]
    }

    /// The statements for the attributes of a split view controller, in document order; a warning at
    /// the controller for each attribute that is not converted.
    mutating func splitViewAttributes(_ controller: IBObject) -> [String] {
        var statements: [Guarded] = []
        for attribute in controller.attributes where !Self.splitViewHandledAttributes.contains(attribute.name) {
            let written = String.concat(attribute.name, "=\"", attribute.value, "\"")
            func notConverted(_ why: String) {
                diagnostics.append(
                    .warning(
                        String.concat("splitViewController attribute ", written, " is not converted", why),
                        at: location(controller.position)))
            }
            switch attribute.name {
            case "useStoryboardIdentifierAsRestorationIdentifier", "restorationIdentifier":
                let identifier =
                    attribute.name == "restorationIdentifier" ? attribute.value : controller.storyboardIdentifier ?? ""
                if attribute.name == "restorationIdentifier" || IBAttributes.isTrue(attribute.value) {
                    notConverted(
                        ": UIKit restores a controller made in code through its restorationClass or the app "
                            + "delegate's application(_:viewControllerWithRestorationIdentifierPath:coder:); set "
                            + "controller.restorationIdentifier = \(SwiftLiteral.string(identifier)) and restore it there"
                    )
                }
                continue
            default: break
            }
            guard let rule = ViewMapping.splitViewRules[attribute.name] else {
                notConverted("; set it on the controller in code")
                continue
            }
            guard let value = ViewMapping.convert(attribute.value, kind: rule.kind) else {
                notConverted(": sbgen does not know this value; set controller.\(rule.key) in code")
                continue
            }
            if rule.unavailableOnTVOS, target.platform == .tvOS {
                notConverted(": UISplitViewController.\(rule.key) is unavailable on tvOS")
                continue
            }
            let needed = [rule.introduced, ViewMapping.introduced(value, platform: target.platform)].compactMap { $0 }
                .max()
            statements.append(
                Guarded(line: String.concat("controller.", rule.key, " = ", value.swift), introduced: needed))
        }
        return guardedRuns(statements)
    }

    /// The children of a column-style split view controller, `(column, factory call)` in column
    /// order: `setViewController(_:for:)`; below iOS 14 inside `if #available`, with the classic
    /// `viewControllers` (primary and secondary) in the `else`.
    func splitColumnChildren(_ columns: [(column: String, call: String)]) -> [String] {
        guard !columns.isEmpty else { return [] }
        let order = ["primary", "supplementary", "secondary", "compact"]
        let sorted = columns.sorted { (order.firstIndex(of: $0.column) ?? 0) < (order.firstIndex(of: $1.column) ?? 0) }
        let lines = sorted.map { String.concat("controller.setViewController(", $0.call, ", for: .", $0.column, ")") }
        guard !target.allows(Self.splitColumnStyleIntroduced) else { return lines }
        var block =
            ["if \(target.availabilityCondition(Self.splitColumnStyleIntroduced)) {"] + lines.map { "    " + $0 }
        let classic = sorted.filter { $0.column == "primary" || $0.column == "secondary" }.map(\.call)
        if !classic.isEmpty {
            block += [
                "} else {", String.concat("    controller.viewControllers = [", classic.joined(separator: ", "), "]"),
            ]
        }
        return block + ["}"]
    }
}
