import Foundation

@testable import SbgenCore

/// Compares an oracle unit (``ViewFacts``, from the IB file alone) with the unit the recording surface
/// printed after running the generated code. Both sides are brought to one form first; each step
/// says a fact of UIKit, none uses sbgen's mapping tables:
///
/// - A styled cell's own labels and image view (class null, under a content view) are the cell's:
///   UIKit lays them out and restyles them. They, their subtrees and constraints that name them are
///   left out, and their later siblings renumbered (the recording surface does not add them as
///   subviews).
/// - Constraint items: `self` is the owning view; `PATH:contentLayoutGuide`/`frameLayoutGuide` are the
///   scroll view's `content`/`frame` guides; a margin attribute (`leadingMargin`,
///   `centerXWithinMargins`) is the attribute on `PATH:margins` (the view's `layoutMarginsGuide`, whose
///   edges are the margins); `baseline` is `lastBaseline`. The legacy top layout guide spans from the
///   top of the controller's view to the top of its safe area, the bottom guide from the safe area's
///   bottom to the view's bottom: `controller:top.bottom` is `@:safeArea.top`, `controller:top.top`
///   is `@.top`, and the same for the bottom guide.
/// - A `symbolic="YES"` constraint (IB's "standard" spacing, read from the parsed model) is system
///   spacing at run time: its constant is compared as `system`, not the number IB shows.
/// - A storyboard unit is its controller's `view`: the outlet `view` → `@` is implied.
/// - Size classes (`variations`): the oracle reports the base document; views and constraints a
///   `<variation key="default">` mask excludes (ids read from the parsed model) are not installed
///   for the base size class, and are left out like a styled cell's labels.
/// - `opaque` is compared only for views of a custom class (ids from the parsed model,
///   `ViewMapping.opaqueHasEffect`, which the generator asks too). Apple's documentation of
///   `UIView.isOpaque`: "The opaque property has no effect for system provided classes such as
///   UIButton, UILabel, UITableViewCell, and so on." The generated code does not set it on those, so
///   they keep the value UIKit gives them.
/// - A view IB marks `fixedFrame="YES"` (ids from the parsed model) is laid out by its frame and
///   autoresizing mask: Xcode 8's "Autoresizing Mask" layout, for a view no constraint places, is
///   compiled with `translatesAutoresizingMaskIntoConstraints` on, whatever the attribute IB also
///   writes (the oracle reads that attribute as written; no constraint names such a view in the corpus).
/// - Classes: the oracle's class, or, for a class sbgen generates (`Sbgen…`: static tables, prototype
///   cell subclasses), the UIKit class it derives from.
enum ViewFactsComparison {
    /// One unit brought to the common form.
    struct Normalized {
        var nodes: [String: ViewFacts.Node] = [:]
        var order: [String] = []
        /// Constraint lines (`first.attribute relation second.attribute *m +c @p`), sorted.
        var constraints: [String] = []
        var outlets: [String: [String]] = [:]
    }

    /// - Parameters:
    ///   - opaqueCompared: ids of the views whose `opaque` is compared (a custom class).
    ///   - fixedFrames: ids of the views IB marks `fixedFrame="YES"`.
    static func normalizeOracle(
        _ unit: ViewFacts.Unit, symbolic: Set<String> = [], excluded: Set<String> = [],
        opaqueCompared: Set<String> = [], fixedFrames: Set<String> = []
    ) -> Normalized {
        var result = Normalized()
        // Old path → new path; styled cells' own views (and what lies under them) map to nil.
        var renamed: [String: String?] = [:]
        var nextIndex: [String: Int] = [:]
        for node in unit.nodes {
            let (parent, last) = split(node.path)
            guard let parent else {
                renamed[node.path] = node.path
                continue
            }
            guard case .some(.some(let newParent)) = renamed[parent] else {
                renamed[node.path] = .some(nil)
                continue
            }
            if Int(last) != nil {
                if node.className == nil || node.id.map(excluded.contains) == true {
                    renamed[node.path] = .some(nil)
                    continue
                }
                let index = nextIndex[newParent, default: 0]
                nextIndex[newParent] = index + 1
                renamed[node.path] = "\(newParent)/\(index)"
            } else {
                renamed[node.path] = "\(newParent)/\(last)"
            }
        }
        for node in unit.nodes {
            guard case .some(.some(let path)) = renamed[node.path] else { continue }
            var copy = node
            copy.path = path
            if node.id.map(opaqueCompared.contains) != true { copy.props["opaque"] = nil }
            if node.id.map(fixedFrames.contains) == true, copy.props["translatesAutoresizingMaskIntoConstraints"] != nil
            {
                copy.props["translatesAutoresizingMaskIntoConstraints"] = .bool(true)
            }
            result.nodes[path] = copy
            result.order.append(path)
        }
        func item(_ raw: String?, owner: String, attribute: String?) -> (String, String?)? {
            guard var raw, var attribute else { return nil }
            if raw == "self" { raw = owner }
            switch (raw, attribute) {
            case ("controller:top", "bottom"): return ("@:safeArea", "top")
            case ("controller:top", "top"): return ("@", "top")
            case ("controller:bottom", "top"): return ("@:safeArea", "bottom")
            case ("controller:bottom", "bottom"): return ("@", "bottom")
            default: break
            }
            var path = raw
            var guide: String?
            if let colon = raw.firstIndex(of: ":"), !raw.hasPrefix("controller:"), !raw.hasPrefix("unresolved:") {
                path = String(raw[..<colon])
                guide =
                    ["safeArea": "safeArea", "contentLayoutGuide": "content", "frameLayoutGuide": "frame"][
                        String(raw[raw.index(after: colon)...])] ?? String(raw[raw.index(after: colon)...])
            }
            if !path.hasPrefix("controller:"), !path.hasPrefix("unresolved:") {
                guard case .some(.some(let renamedPath)) = renamed[path] else { return nil }
                path = renamedPath
            }
            (attribute, guide) = marginFree(attribute, guide: guide)
            return (guide.map { "\(path):\($0)" } ?? path, attribute)
        }
        for c in unit.constraints where c.id.map(excluded.contains) != true {
            guard let first = item(c.first, owner: c.owner, attribute: c.firstAttribute) else { continue }
            var second: (String, String?)?
            if c.second != nil {
                guard let resolved = item(c.second, owner: c.owner, attribute: c.secondAttribute) else { continue }
                second = resolved
            }
            let constant = c.id.map(symbolic.contains) == true ? nil : c.constant
            result.constraints.append(
                line(
                    first: first, relation: c.relation, second: second, multiplier: c.multiplier, constant: constant,
                    priority: c.priority))
        }
        result.constraints.sort()
        for (key, paths) in unit.outlets {
            // An outlet to a view left out (a styled cell's label, an excluded view) is not compared.
            let kept = paths.compactMap { renamed[$0] ?? nil }.sorted()
            if !kept.isEmpty { result.outlets[key] = kept }
        }
        if unit.controller != nil, result.outlets["view"] == nil { result.outlets["view"] = ["@"] }
        return result
    }

    static func normalizeRuntime(_ unit: ViewFacts.Unit) -> Normalized {
        var result = Normalized()
        for node in unit.nodes {
            result.nodes[node.path] = node
            result.order.append(node.path)
        }
        for c in unit.constraints {
            func item(_ raw: String, _ attribute: String?) -> (String, String?) {
                var path = raw
                var guide: String?
                if let colon = raw.firstIndex(of: ":") {
                    path = String(raw[..<colon])
                    guide = String(raw[raw.index(after: colon)...])
                }
                let (name, resolved) = marginFree(attribute ?? "?", guide: guide)
                return (resolved.map { "\(path):\($0)" } ?? path, name)
            }
            result.constraints.append(
                line(
                    first: item(c.first, c.firstAttribute), relation: c.relation,
                    second: c.second.map { item($0, c.secondAttribute) }, multiplier: c.multiplier,
                    constant: c.constant, priority: c.priority))
        }
        result.constraints.sort()
        result.outlets = unit.outlets
        return result
    }

    /// What differs, one line each (empty: equal). Only what the oracle reports is compared: a
    /// property it leaves out, or a node it gives no class, is not looked at.
    /// - Parameter isView: the unit is a view (its outlets are the view's own), not a controller.
    static func differences(oracle: Normalized, runtime: Normalized, isView: Bool = false) -> [String] {
        var out: [String] = []
        for path in oracle.order {
            guard let expected = oracle.nodes[path] else { continue }
            guard let actual = runtime.nodes[path] else {
                out.append("\(path): missing at run time (\(expected.className ?? "managed"))")
                continue
            }
            if let expectedClass = expected.className, expectedClass != actual.className,
                !(actual.className?.hasPrefix("Sbgen") == true && actual.kinds.contains(expectedClass))
            {
                out.append("\(path): class \(expectedClass), run time \(actual.className ?? "?")")
            }
            for key in expected.props.keys.sorted() {
                let value = expected.props[key]!
                let got = actual.props[key]
                if got != value { out.append("\(path) \(key): \(value), run time \(got.map(\.description) ?? "none")") }
            }
        }
        for path in runtime.order where oracle.nodes[path] == nil {
            out.append("\(path): extra at run time (\(runtime.nodes[path]?.className ?? "?"))")
        }
        var remaining = runtime.constraints
        for line in oracle.constraints {
            if let index = remaining.firstIndex(of: line) {
                remaining.remove(at: index)
            } else {
                out.append("constraint missing at run time: \(line)")
            }
        }
        for line in remaining { out.append("constraint extra at run time: \(line)") }
        // A view unit's run time outlets are the view's own, a controller's are File's Owner's: the
        // oracle reports only the owner's, so for a view only its keys are compared.
        let keys = isView ? Set(oracle.outlets.keys) : Set(oracle.outlets.keys).union(runtime.outlets.keys)
        for key in keys.sorted() {
            let expected = oracle.outlets[key] ?? []
            let actual = runtime.outlets[key] ?? []
            if expected != actual {
                out.append(
                    "outlet \(key): \(expected.joined(separator: ",")), run time \(actual.joined(separator: ","))")
            }
        }
        return out
    }

    /// Path of the parent and the last component (`@/0/contentView` → `@/0`, `contentView`).
    static func split(_ path: String) -> (String?, String) {
        guard let slash = path.lastIndex(of: "/") else { return (nil, path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// A margin attribute is the plain attribute on the margins guide; `baseline` is `lastBaseline`.
    static func marginFree(_ attribute: String, guide: String?) -> (String, String?) {
        switch attribute {
        case "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin", "bottomMargin":
            return (String(attribute.dropLast(6)), guide ?? "margins")
        case "centerXWithinMargins": return ("centerX", guide ?? "margins")
        case "centerYWithinMargins": return ("centerY", guide ?? "margins")
        case "baseline": return ("lastBaseline", guide)
        default: return (attribute, guide)
        }
    }

    static func line(
        first: (String, String?), relation: String, second: (String, String?)?, multiplier: Double, constant: Double?,
        priority: Double
    ) -> String {
        var firstText = "\(first.0).\(first.1 ?? "?")"
        var secondText = second.map { "\($0.0).\($0.1 ?? "?")" } ?? "-"
        var relation = relation
        var constant = constant
        // A constraint and its mirror image in one spelling, as the model's canonical form has it.
        CanonicalHierarchy.orderItems(
            first: &firstText, second: &secondText, relation: &relation, multiplier: multiplier, constant: &constant)
        return "\(firstText) \(relation) \(secondText) *\(ViewFacts.format(multiplier)) "
            + "+\(constant.map(ViewFacts.format) ?? "system") @\(ViewFacts.format(priority))"
    }
}
