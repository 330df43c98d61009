extension Filters {
    /// Stencil's built-in filters plus `count`, which work on any value, element-wise on arrays where Stencil does.
    static let collectionFilters: [String: TemplateFilter] = [
        "uppercase": elementWise { $0.uppercased() },
        "lowercase": elementWise { $0.lowercased() },
        "capitalize": elementWise { $0.capitalized },
        "default": TemplateFilter(arguments: 1...Int.max) { value, arguments in
            guard value.isNull else { return value }
            return arguments.first { !$0.isNull } ?? .null
        },
        "join": TemplateFilter(arguments: 0...1) { value, arguments in
            guard case .array(let items) = value else { return value }
            let strings = items.map(\.rendered)
            let separator = arguments.first?.rendered ?? ""
            let size = strings.reduce(0) { $0 &+ $1.utf8.count }
            let (separators, overflow) = separator.utf8.count.multipliedReportingOverflow(by: max(strings.count - 1, 0))
            try RenderBudget.checkResult(overflow ? .max : size &+ separators, filter: "join")
            return .string(strings.joined(separator: separator))
        },
        "split": TemplateFilter(arguments: 0...1) { value, arguments in
            guard case .string(let string) = value else { return value }
            let separator = arguments.first?.rendered ?? " "
            // Every piece costs a String (16 bytes) even when empty: bound the array like text.
            let pieceBytes = MemoryLayout<String>.stride
            if !separator.isEmpty, string.utf8.count / separator.utf8.count > RenderBudget.maxOutputBytes / pieceBytes {
                let pieces = string.ranges(of: separator).count + 1
                try RenderBudget.checkResult(
                    pieces.multipliedReportingOverflow(by: pieceBytes).partialValue, filter: "split")
            }
            return .array(string.components(separatedBy: separator).map(TemplateValue.string))
        },
        "count": .unary { value in
            switch value {
            case .array(let items): return .int(items.count)
            case .dictionary(let dict): return .int(dict.count)
            case .string(let string): return .int(string.count)
            default: throw TemplateError("filter 'count' expects an array, a dictionary or a string")
            }
        },
        "first": .unary { $0.member("first") },
        "last": .unary { $0.member("last") },
        "indent": TemplateFilter(arguments: 0...3) { value, arguments in
            var width = 4
            if let first = arguments.first {
                guard case .int(let int) = first else {
                    throw TemplateError("filter 'indent' width must be an integer")
                }
                guard int <= maxIndentWidth else {
                    throw TemplateError("filter 'indent' width must be at most \(maxIndentWidth), got \(int)")
                }
                width = int
            }
            let unit = arguments.count > 1 ? arguments[1].rendered : " "
            var indentFirst = false
            if arguments.count > 2 {
                guard case .bool(let bool) = arguments[2] else {
                    throw TemplateError("filter 'indent' indentFirst argument must be a boolean")
                }
                indentFirst = bool
            }
            let content = value.rendered
            // Check the sizes before allocating: the unit is any string and every line gets a copy.
            let (unitBytes, unitOverflow) = unit.utf8.count.multipliedReportingOverflow(by: max(width, 0))
            try RenderBudget.checkResult(unitOverflow ? .max : unitBytes, filter: "indent")
            let lines = content.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let (added, overflow) = unitBytes.multipliedReportingOverflow(by: lines)
            try RenderBudget.checkResult(overflow ? .max : content.utf8.count &+ added, filter: "indent")
            let indentation = String(repeating: unit, count: max(width, 0))
            return .string(indent(content, with: indentation, first: indentFirst))
        },
        // Implemented by the renderer, which can apply other filters; the entry declares its arity.
        FilterRegistry.applyFilterName: TemplateFilter(arguments: 1...1) { value, _ in value },
    ]

    /// Largest `indent` width accepted.
    static let maxIndentWidth = 1_000

    private static func elementWise(_ transform: @escaping @Sendable (String) -> String) -> TemplateFilter {
        .unary { value in
            if case .array(let items) = value { return .array(items.map { .string(transform($0.rendered)) }) }
            return .string(transform(value.rendered))
        }
    }

    /// Stencil's `indent`: every line but the first (unless asked) gets the indentation; empty lines stay empty.
    static func indent(_ content: String, with indentation: String, first indentFirst: Bool) -> String {
        guard !indentation.isEmpty else { return content }
        let lines = content.components(separatedBy: "\n")
        var result = (indentFirst ? indentation : "") + lines[0]
        for line in lines.dropFirst() {
            result += "\n" + (line.isEmpty ? "" : indentation + line)
        }
        return result
    }
}
