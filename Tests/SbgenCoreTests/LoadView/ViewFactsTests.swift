import Foundation
import Testing

/// The VIEWFACTS reader and the comparison's normalization, on hand-written units.
@Suite struct ViewFactsTests {
    /// An oracle line: a controller's view with a styled cell (its own label is managed), a label,
    /// a view excluded by the base size class, and constraints through legacy guides and margins.
    static let oracleLine = """
        {"file": "A.storyboard", "units": [{"constraints": [\
        {"constant": 0, "first": "@/2", "firstAttribute": "top", "id": "c1", "multiplier": 1, "owner": "@", \
        "priority": 1000, "relation": "equal", "second": "controller:top", "secondAttribute": "bottom"}, \
        {"constant": 20, "first": "self", "firstAttribute": "trailingMargin", "id": "c2", "multiplier": 0.5, \
        "owner": "@", "priority": 750, "relation": "greaterThanOrEqual", "second": "@/2", "secondAttribute": "trailing"}, \
        {"constant": 8, "first": "@/2", "firstAttribute": "baseline", "id": "c3", "multiplier": 1, "owner": "@", \
        "priority": 1000, "relation": "equal", "second": "@/0/contentView:safeArea", "secondAttribute": "bottom"}, \
        {"constant": 0, "first": "@/1", "firstAttribute": "width", "id": "c4", "multiplier": 1, "owner": "@/1", \
        "priority": 1000, "relation": "equal", "second": null, "secondAttribute": null}, \
        {"constant": 4, "first": "@/0/contentView/0", "firstAttribute": "leading", "id": "c5", "multiplier": 1, \
        "owner": "@/0/contentView", "priority": 1000, "relation": "equal", "second": "@/0/contentView", \
        "secondAttribute": "leading"}], \
        "controller": "vc", "nodes": [\
        {"class": "UIView", "id": "r", "path": "@", "props": {"alpha": 1, "hidden": false}}, \
        {"class": "UITableViewCell", "id": "cell", "path": "@/0", "props": {"tag": 3}}, \
        {"class": null, "id": "cv", "path": "@/0/contentView", "props": {}}, \
        {"class": null, "id": "tl", "path": "@/0/contentView/0", "props": {}}, \
        {"class": "UIView", "id": "gone", "path": "@/1", "props": {}}, \
        {"class": "UILabel", "id": "l", "path": "@/2", "props": {"text": "Hi", "textAlignment": "left", \
        "userInteractionEnabled": true, "numberOfLines": 1}}, \
        {"class": "UIImageView", "id": "i", "path": "@/3", "props": {"image": {"name": "star", "system": true}}}], \
        "outlets": {"titleLabel": "@/2", "twice": ["@/3", "@/2"], "toGone": "@/1"}, "root": "r", "variations": true}]}
        """

    static func oracleUnit() throws -> ViewFacts.Unit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sbgen-viewfacts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("VIEWFACTS.jsonl").path
        try (Self.oracleLine + "\n{\"file\": \"B.xib\", \"error\": \"bad\"}\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        let facts = try ViewFacts.load(path)
        #expect(facts.keys.sorted() == ["A.storyboard"])
        return try #require(facts["A.storyboard"]?.first)
    }

    @Test func readsTheOraclesFields() throws {
        let unit = try Self.oracleUnit()
        #expect(unit.root == "r")
        #expect(unit.controller == "vc")
        #expect(unit.variations)
        #expect(unit.nodes.map(\.path) == ["@", "@/0", "@/0/contentView", "@/0/contentView/0", "@/1", "@/2", "@/3"])
        #expect(unit.nodes[2].className == nil)
        // `true` stays a boolean, `1` a number.
        #expect(unit.nodes[5].props["userInteractionEnabled"] == .bool(true))
        #expect(unit.nodes[5].props["numberOfLines"] == .number(1))
        #expect(unit.nodes[6].props["image"] == .image(name: "star", system: true))
        #expect(unit.constraints.count == 5)
        #expect(unit.constraints[3].second == nil && unit.constraints[3].secondAttribute == nil)
        #expect(unit.outlets == ["titleLabel": ["@/2"], "twice": ["@/2", "@/3"], "toGone": ["@/1"]])
    }

    @Test func normalizesTheOracleByUIKitsRules() throws {
        let normalized = ViewFactsComparison.normalizeOracle(
            try Self.oracleUnit(), symbolic: ["c3"], excluded: ["gone"])
        // The styled cell's own label and the excluded view are left out; the views after them move up.
        #expect(normalized.order == ["@", "@/0", "@/0/contentView", "@/1", "@/2"])
        #expect(normalized.nodes["@/1"]?.id == "l")
        #expect(
            normalized.constraints == [
                "@/1.lastBaseline equal @/0/contentView:safeArea.bottom *1 +system @1000",
                "@/1.top equal @:safeArea.top *1 +0 @1000",
                "@:margins.trailing greaterThanOrEqual @/1.trailing *0.5 +20 @750",
            ])
        // An outlet to a view left out is not compared; a storyboard unit is its controller's view.
        #expect(normalized.outlets == ["titleLabel": ["@/1"], "twice": ["@/1", "@/2"], "view": ["@"]])
    }

    @Test func legacyGuidesAreTheSafeAreasEdgesOrTheViews() {
        func line(_ first: String, _ attribute: String) -> [String] {
            let unit = ViewFacts.Unit(
                root: "r", controller: "vc",
                nodes: [
                    .init(path: "@", className: "UIView", props: [:]),
                    .init(path: "@/0", className: "UIView", props: [:]),
                ],
                constraints: [
                    .init(
                        owner: "@", first: "@/0", firstAttribute: "top", relation: "equal", second: first,
                        secondAttribute: attribute, multiplier: 1, constant: 0, priority: 1000)
                ], outlets: [:])
            return ViewFactsComparison.normalizeOracle(unit).constraints
        }
        #expect(line("controller:top", "bottom") == ["@/0.top equal @:safeArea.top *1 +0 @1000"])
        // The items in name order (`@.top` sorts before `@/0.top`): a constraint and its mirror image
        // are one line.
        #expect(line("controller:top", "top") == ["@.top equal @/0.top *1 +0 @1000"])
        #expect(line("controller:bottom", "top") == ["@/0.top equal @:safeArea.bottom *1 +0 @1000"])
        #expect(line("controller:bottom", "bottom") == ["@.bottom equal @/0.top *1 +0 @1000"])
        #expect(
            line("@/0:contentLayoutGuide", "centerYWithinMargins") == ["@/0.top equal @/0:content.centerY *1 +0 @1000"])
    }

    /// The generator writes a constraint from the view it positions (`label.trailing ≤ superview.trailing
    /// - 20` for IB's `superview.trailing ≥ label.trailing + 20`): both spellings compare as one line,
    /// a multiplier other than 1 or a system spacing never flips.
    @Test func aConstraintAndItsMirrorImageAreOneLine() {
        func line(
            _ first: String, _ relation: String, _ second: String, _ multiplier: Double, _ constant: Double?
        )
            -> String
        {
            ViewFactsComparison.line(
                first: (first, "trailing"), relation: relation, second: (second, "trailing"), multiplier: multiplier,
                constant: constant, priority: 1000)
        }
        #expect(
            line("@", "greaterThanOrEqual", "@/0", 1, 20) == "@.trailing greaterThanOrEqual @/0.trailing *1 +20 @1000")
        #expect(
            line("@/0", "lessThanOrEqual", "@", 1, -20) == "@.trailing greaterThanOrEqual @/0.trailing *1 +20 @1000")
        #expect(line("@/0", "equal", "@", 1, 0) == "@.trailing equal @/0.trailing *1 +0 @1000")
        #expect(line("@/0", "equal", "@", 2, 0) == "@/0.trailing equal @.trailing *2 +0 @1000")
        #expect(line("@/0", "equal", "@", 1, nil) == "@/0.trailing equal @.trailing *1 +system @1000")
    }

    @Test func differencesNameWhatTheRunTimeStateGotWrong() throws {
        let oracle = ViewFactsComparison.normalizeOracle(try Self.oracleUnit(), symbolic: ["c3"], excluded: ["gone"])
        let runtime = try #require(
            ViewFacts.runtimeUnit(
                """
                {"constraints": [\
                {"constant": 0, "first": "@/1", "firstAttribute": "top", "multiplier": 1, "priority": 1000, \
                "relation": "equal", "second": "@:safeArea", "secondAttribute": "top"}, \
                {"constant": "system", "first": "@/1", "firstAttribute": "lastBaseline", "multiplier": 1, \
                "priority": 1000, "relation": "equal", "second": "@/0/contentView:safeArea", "secondAttribute": "bottom"}, \
                {"constant": 20, "first": "@:margins", "firstAttribute": "trailing", "multiplier": 0.5, "priority": 1000, \
                "relation": "greaterThanOrEqual", "second": "@/1", "secondAttribute": "trailing"}], \
                "nodes": [\
                {"class": "UIView", "kinds": ["UIView"], "path": "@", "props": {"alpha": 1, "hidden": false}}, \
                {"class": "SbgenMainCell", "kinds": ["SbgenMainCell", "UITableViewCell"], "path": "@/0", "props": {"tag": 0}}, \
                {"class": "UIView", "kinds": ["UIView"], "path": "@/0/contentView", "props": {}}, \
                {"class": "UILabel", "kinds": ["UILabel"], "path": "@/1", "props": {"text": "Hi", "textAlignment": "natural", \
                "userInteractionEnabled": false, "numberOfLines": 1}}, \
                {"class": "UIButton", "kinds": ["UIButton"], "path": "@/2", "props": {}}, \
                {"class": "UIView", "kinds": ["UIView"], "path": "@/3", "props": {}}], \
                "outlets": {"titleLabel": "@/1", "twice": ["@/1", "@/2"], "view": "@"}}
                """))
        #expect(
            ViewFactsComparison.differences(oracle: oracle, runtime: ViewFactsComparison.normalizeRuntime(runtime)) == [
                "@/0 tag: 3, run time 0",
                "@/1 textAlignment: \"left\", run time \"natural\"",
                "@/1 userInteractionEnabled: true, run time false",
                "@/2: class UIImageView, run time UIButton",
                "@/2 image: symbol(star), run time none",
                "@/3: extra at run time (UIView)",
                "constraint missing at run time: @:margins.trailing greaterThanOrEqual @/1.trailing *0.5 +20 @750",
                "constraint extra at run time: @:margins.trailing greaterThanOrEqual @/1.trailing *0.5 +20 @1000",
            ])
    }

    /// `isOpaque` "has no effect for system provided classes" (Apple's documentation): the oracle's
    /// `opaque` is compared for the views the model names (a custom class), not for a label.
    @Test func opaqueIsComparedForCustomClassViewsOnly() {
        func unit(opaque: Bool) -> ViewFacts.Unit {
            ViewFacts.Unit(
                root: "r", controller: nil,
                nodes: [
                    .init(id: "r", path: "@", className: "UIView", props: ["opaque": .bool(opaque)]),
                    .init(id: "l", path: "@/0", className: "UILabel", props: ["opaque": .bool(opaque)]),
                    .init(id: "b", path: "@/1", className: "BadgeView", props: ["opaque": .bool(opaque)]),
                ],
                constraints: [], outlets: [:])
        }
        let oracle = ViewFactsComparison.normalizeOracle(unit(opaque: false), opaqueCompared: ["b"])
        #expect(oracle.nodes["@/0"]?.props == [:])
        #expect(oracle.nodes["@/1"]?.props == ["opaque": .bool(false)])
        let runtime = ViewFactsComparison.normalizeRuntime(unit(opaque: true))
        #expect(
            ViewFactsComparison.differences(oracle: oracle, runtime: runtime, isView: true) == [
                "@/1 opaque: false, run time true"
            ])
    }
}
