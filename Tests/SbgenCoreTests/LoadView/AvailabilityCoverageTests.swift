import Foundation
import IBModel
import SurfaceHarness
import Testing

@testable import SbgenCore

/// The mapping layer's availability tables (`ViewMapping+Availability.swift`) against the stand-in
/// surface's, which come from the fact sheet: every attribute rule of every class, with every value
/// of its enumeration, every colour property, every system colour, an SF Symbol and every blur and
/// vibrancy style, written by the generator at the lowest deployment target, must compile there. A
/// rule whose property or value is newer than the lowest target and missing from the tables is an
/// "only available in" error.
@Suite("Availability tables cover every rule", .serialized)
struct AvailabilityCoverageTests {
    /// One sample value per value kind; every member of an enumeration.
    static func values(_ kind: ViewMapping.ValueKind) -> [MappedValue] {
        switch kind {
        case .bool: [.bool(true)]
        case .number: [.number(2)]
        case .float: [.float(0.5)]
        case .int: [.int(1)]
        case .string: [.string("x")]
        case .priority: [.priority(750)]
        case .dimension: [.number(44), .constant(swift: "UITableView.automaticDimension", canonical: "-1.0")]
        case .enumeration(let type, let cases):
            Set(cases.values).sorted().map { .enumCase(type: type, name: $0) }
        }
    }

    /// Every rule of `rules` (class → attribute → rule) as configure statements on one local per class.
    static func source(
        _ rules: [String: [String: ViewMapping.AttributeRule]], platform: Platform, extra: [(String, MappedProperty)]
    ) -> String {
        let target = DeploymentTarget(platform, DeploymentTarget.lowest(platform))
        let document = IBDocument(
            path: "Coverage.xib", kind: .xib,
            attributes: ["targetRuntime": platform == .macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch"],
            position: SourcePosition(line: 1, column: 1))
        let builder = UnitBuilder(
            document: document, ownerID: nil, ownerClass: "", ownerIsCustom: false, ownerConnections: [],
            nameHint: "Coverage", shared: UnitBuilder.SharedCounts(target: target))
        var locals: [String] = []
        var byClass: [String: [MappedProperty]] = [:]
        for (className, table) in rules {
            for attribute in table.keys.sorted() {
                let rule = table[attribute]!
                for value in values(rule.kind) {
                    byClass[className, default: []].append(
                        MappedProperty(key: rule.key, value: value, setter: rule.statementTemplate))
                }
            }
        }
        for (className, property) in extra { byClass[className, default: []].append(property) }
        for className in byClass.keys.sorted() {
            let local = "view\(locals.count)"
            locals.append("let \(local) = \(className)()")
            var properties = byClass[className]!
            builder.configureStatements(taking: &properties, target: local, className: className, line: 1)
        }
        var body = locals + builder.configure.map(\.code)
        if platform == .macOS { body = body.map(ViewMapping.appKitSpelling) }
        let kit = platform == .macOS ? "AppKit" : "UIKit"
        // Classes of other frameworks (MKMapView) are imported as generated code imports them.
        let modules = Set(byClass.keys.compactMap { ViewMapping.module(of: $0) }).sorted()
        let imports = ([kit] + modules).map { "import \($0)\n" }.joined()
        // Foundation's key-value coding, absent from swift-corelibs-foundation (as in LoadViewCompileTests):
        // what the rules of deprecated button properties call (`ViewMapping+LegacyButton.swift`).
        let keyValueCoding = "extension NSObject {\n    func setValue(_ value: Any?, forKey key: String) {}\n}\n\n"
        return imports + "\n" + keyValueCoding + "@MainActor func coverage() {\n"
            + body.flatMap { $0.split(separator: "\n").map { "    " + $0 } }.joined(separator: "\n") + "\n}\n"
    }

    /// Every colour property of `table` (class → IB key → property) set to a colour every target has.
    static func colorProperties(_ table: [String: [String: String]], color: String) -> [(String, MappedProperty)] {
        table.keys.sorted().flatMap { className in
            table[className]!.values.sorted().map {
                (className, MappedProperty(key: $0, value: .color(.system(color)), setter: "{t}.\($0) = {v}"))
            }
        }
    }

    @Test func uiKitRulesCompileAtTheLowestTarget() throws {
        // The UIKit table also holds AppKit classes whose colours its lookup shares.
        var extra = Self.colorProperties(ViewMapping.colorProperties.filter { $0.key.hasPrefix("UI") }, color: "red")
        for color in ViewMapping.publicSystemColors.sorted() where color != "groupTableViewBackground" {
            extra.append(
                (
                    "UIView",
                    MappedProperty(
                        key: "backgroundColor", value: .color(.system(color)), setter: "{t}.backgroundColor = {v}")
                ))
        }
        extra.append(
            (
                "UIImageView",
                MappedProperty(key: "image", value: .image(name: "star", system: true), setter: "{t}.image = {v}")
            ))
        for style in ViewMapping.blurStyles.sorted() {
            extra.append(
                (
                    "UIVisualEffectView",
                    MappedProperty(
                        key: "effect",
                        value: .constant(swift: "UIBlurEffect(style: .\(style))", canonical: "blur(\(style))"),
                        setter: "{t}.effect = {v}")
                ))
        }
        for style in ViewMapping.vibrancyStyles.sorted() {
            extra.append(
                (
                    "UIVisualEffectView",
                    MappedProperty(
                        key: "effect",
                        value: .constant(
                            swift: "UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .\(style))",
                            canonical: "vibrancy(blur(light),\(style))"), setter: "{t}.effect = {v}")
                ))
        }
        let source = Self.source(ViewMapping.attributeRules, platform: .iOS, extra: extra)
        let diagnostics = try AvailabilityCheck.check([source], at: AvailabilityCheck.Target(.iOS, "12.0"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))\n\(source)")
    }

    @Test func appKitRulesCompileAtTheLowestTarget() throws {
        var extra = Self.colorProperties(ViewMapping.appKitColorProperties, color: "red")
        for color in ViewMapping.appKitSemanticColors.sorted() {
            extra.append(
                (
                    "NSTextField",
                    MappedProperty(key: "textColor", value: .color(.system(color)), setter: "{t}.textColor = {v}")
                ))
        }
        for color in ViewMapping.appKitStandardColors.sorted() {
            extra.append(
                (
                    "NSTextField",
                    MappedProperty(key: "textColor", value: .color(.system(color)), setter: "{t}.textColor = {v}")
                ))
        }
        var rules = ViewMapping.appKitRules
        for (className, table) in ViewMapping.appKitCellRules {
            rules[className, default: [:]].merge(table) { a, _ in a }
        }
        let source = Self.source(rules, platform: .macOS, extra: extra)
        let diagnostics = try AvailabilityCheck.check([source], at: AvailabilityCheck.Target(.macOS, "10.13"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))\n\(source)")
    }
}
