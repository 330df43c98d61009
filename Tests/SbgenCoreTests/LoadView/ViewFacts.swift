import Foundation

/// The independent oracle of the run-time proof: `VIEWFACTS.jsonl`, written by
/// `../shared/tools/view-facts.py` (Python's XML parser, none of sbgen's code or tables; its docstring
/// defines every field). One line per iOS/tvOS document: `{"file", "units": [unit]}`. A unit is the
/// view tree UIKit decodes for one scene's controller view or one top-level xib view: nodes in
/// pre-order (path, class, run-time properties after decoding), constraints, and the outlets of the
/// controller or File's Owner.
///
/// The recording surface prints the same shape from the objects the generated code built
/// (`Tests/LoadViewSurface/RecordingFacts.swift`); ``ViewFactsComparison`` normalizes both and compares.
struct ViewFacts {
    /// A property value: booleans, numbers, strings and images (`{"name", "system"}`).
    enum Value: Equatable, CustomStringConvertible {
        case bool(Bool)
        case number(Double)
        case string(String)
        case image(name: String, system: Bool)

        init?(json: JSON) {
            switch json {
            case .bool(let value): self = .bool(value)
            case .number(let value): self = .number(value)
            case .string(let value): self = .string(value)
            case .object(let object):
                guard case .string(let name)? = object["name"] else { return nil }
                self = .image(name: name, system: object["system"] == .bool(true))
            default: return nil
            }
        }

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.bool(let x), .bool(let y)): x == y
            // Decimals from IB (the oracle) and literals in generated Swift (the run time) are the
            // same doubles but for the last bits of a long fraction; or the same `Float`: IB keeps
            // geometry as a `Float` (`55.33333206176758`), the generated code writes the `Float`'s
            // shortest decimal (`55.333332`).
            case (.number(let x), .number(let y)): abs(x - y) <= 1e-9 * max(1, abs(x)) || Float(x) == Float(y)
            case (.string(let x), .string(let y)): x == y
            case (.image(let n, let s), .image(let m, let t)): n == m && s == t
            default: false
            }
        }

        var description: String {
            switch self {
            case .bool(let value): "\(value)"
            case .number(let value): ViewFacts.format(value)
            case .string(let value): "\"\(value)\""
            case .image(let name, let system): system ? "symbol(\(name))" : "image(\(name))"
            }
        }
    }

    struct Node: Equatable {
        var id: String?
        var path: String
        /// Nil for "managed" nodes (a cell's or effect view's content view, a styled cell's own
        /// labels) and for elements the oracle does not know.
        var className: String?
        var props: [String: Value]
        /// Run time only: the class and its superclasses, most derived first.
        var kinds: [String] = []
    }

    struct Constraint: Equatable {
        var id: String?
        var owner: String
        var first: String
        var firstAttribute: String?
        var relation: String
        var second: String?
        var secondAttribute: String?
        var multiplier: Double
        /// Nil: system spacing (`symbolic="YES"` in IB; `…SystemSpacing…` at run time).
        var constant: Double?
        var priority: Double
    }

    struct Unit {
        var root: String?
        var controller: String?
        var variations = false
        var nodes: [Node]
        var constraints: [Constraint]
        /// Property → paths (one, or several when IB wires one property twice).
        var outlets: [String: [String]]
    }

    /// The facts file: `SBGEN_VIEWFACTS`, else `VIEWFACTS.jsonl` in the corpus folder.
    static func defaultPath(corpus: String) -> String {
        ProcessInfo.processInfo.environment["SBGEN_VIEWFACTS"] ?? corpus + "/VIEWFACTS.jsonl"
    }

    /// File (relative to the corpus) → its units; files the oracle could not parse are left out.
    static func load(_ path: String) throws -> [String: [Unit]] {
        var result: [String: [Unit]] = [:]
        let decoder = JSONDecoder()
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let object = try decoder.decode(JSON.self, from: Data(line.utf8))
            guard case .string(let file)? = object["file"], case .array(let units)? = object["units"] else { continue }
            result[file] = units.map(unit)
        }
        return result
    }

    /// One unit of the oracle or of the recording surface (same keys; the surface adds `kinds`).
    static func unit(_ object: JSON) -> Unit {
        let nodes = (object["nodes"]?.array ?? []).map { node in
            Node(
                id: node["id"]?.string, path: node["path"]?.string ?? "?", className: node["class"]?.string,
                props: (node["props"]?.object ?? [:]).compactMapValues(Value.init(json:)),
                kinds: (node["kinds"]?.array ?? []).compactMap(\.string))
        }
        let constraints = (object["constraints"]?.array ?? []).map { c in
            Constraint(
                id: c["id"]?.string, owner: c["owner"]?.string ?? "@", first: c["first"]?.string ?? "?",
                firstAttribute: c["firstAttribute"]?.string, relation: c["relation"]?.string ?? "equal",
                second: c["second"]?.string, secondAttribute: c["secondAttribute"]?.string,
                multiplier: c["multiplier"]?.number ?? 1, constant: c["constant"]?.number,
                priority: c["priority"]?.number ?? 1000)
        }
        var outlets: [String: [String]] = [:]
        for (key, value) in object["outlets"]?.object ?? [:] {
            if let path = value.string { outlets[key] = [path] }
            if let paths = value.array { outlets[key] = paths.compactMap(\.string).sorted() }
        }
        return Unit(
            root: object["root"]?.string, controller: object["controller"]?.string,
            variations: object["variations"] == .bool(true), nodes: nodes, constraints: constraints, outlets: outlets)
    }

    /// A unit the recording surface printed (one JSON object).
    static func runtimeUnit(_ text: String) -> Unit? {
        (try? JSONDecoder().decode(JSON.self, from: Data(text.utf8))).map(unit)
    }

    /// `8`, `0.5`, `0.333333`: six decimals at most, of the nearest `Float`, so that two spellings of
    /// one number agree (a `Float` widened, `55.33333206176758`, and its shortest decimal, `55.333332`).
    static func format(_ value: Double) -> String {
        let value = abs(value) < 1e15 ? Double(Float(value)) : value
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// A JSON value, decoded so that `true` stays a boolean and `1` a number (JSONSerialization gives
/// both as NSNumber).
enum JSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    subscript(_ key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var array: [JSON]? { if case .array(let value) = self { value } else { nil } }
    var object: [String: JSON]? { if case .object(let value) = self { value } else { nil } }
}
