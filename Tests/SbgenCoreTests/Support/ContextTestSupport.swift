import Foundation
import IBModel
import IBParser
import TestSupport
import Testing

@testable import SbgenCore

/// Helpers shared by the context tests.
enum ContextTestSupport {
    /// Parses inline IB XML; `path` decides storyboard or xib and the document name.
    static func parse(_ xml: String, path: String) throws -> IBDocument {
        try IBDocumentParser().parse(data: Data(xml.utf8), path: path)
    }

    /// A storyboard document around `scenes` (each a `<scene>` element's text).
    static func storyboard(
        _ name: String, runtime: String = "iOS.CocoaTouch", initial: String? = nil, _ scenes: String...
    ) throws -> IBDocument {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22505" targetRuntime="\(runtime)"\(initialAttribute)>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
        return try parse(xml, path: "\(name).storyboard")
    }

    /// Stable, readable JSON: sorted keys, pretty-printed, slashes unescaped.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Keys the naming pass (`AccessorNaming`) adds; the template tests check them, so the base
    /// context's expectations leave them out.
    static let namingKeys: Set<String> = [
        "line", "swiftName", "swiftType", "segueCases", "segueTypeName", "performerType", "memberName", "nibRootType",
        "folder",
    ]

    /// Re-encodes a JSON literal the way ``json(_:)`` does, so expectations can be written loosely;
    /// keys in `ignoring` are dropped at every level.
    static func normalized(_ literal: String, ignoring: Set<String> = []) throws -> String {
        func strip(_ value: Any) -> Any {
            if let dictionary = value as? [String: Any] {
                return dictionary.filter { !ignoring.contains($0.key) }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        let object = strip(try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]))
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    /// Asserts that `value` encodes to the JSON `expected` (compared after normalizing both).
    static func expectJSON(
        _ value: some Encodable, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let actual = try normalized(json(value), ignoring: namingKeys)
        let wanted = try normalized(expected)
        if actual != wanted {
            Issue.record(
                "JSON differs (- expected, + actual):\n\(GoldenFile.unifiedDiff(wanted, actual))",
                sourceLocation: sourceLocation)
        }
    }
}
