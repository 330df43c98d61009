/// Binary operators of `if` expressions, with Stencil's binding powers.
enum ConditionOperator: String, Sendable {
    case isIn = "in"
    case or, and
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Stencil: `in` 5, `or` 6, `and` 7, (`not` 8), comparisons 10. Yes, `in` binds loosest.
    var bindingPower: Int {
        switch self {
        case .isIn: return 5
        case .or: return 6
        case .and: return 7
        default: return 10
        }
    }
}

/// A parsed `if`/`elif`/`ifnot`/`where` expression.
indirect enum Condition: Sendable {
    case value(FilterExpression)
    case not(Condition)
    /// A left-associative chain `first op1 c1 op2 c2 …` of operators with one binding power,
    /// i.e. `((first op1 c1) op2 c2) …`; kept flat so long chains never recurse per operand.
    case chain(Condition, [Link])

    /// One `op condition` step of a chain.
    struct Link: Sendable {
        let op: ConditionOperator
        let condition: Condition
    }

    private static let notBindingPower = 8

    /// Deepest nesting of brackets and `not` accepted in one condition.
    static let maxNesting = 256
    /// Most operands accepted in one condition (each bracket level counts separately).
    static let maxOperands = 10_000

    /// Parses the words after the tag name with a Pratt parser, as Stencil's `IfExpressionParser` does.
    static func parse(
        _ components: ArraySlice<Token.Component>, at location: TemplateLocation, filters: FilterRegistry
    ) throws -> Condition {
        // Match brackets once, so nested levels do not rescan their words (linear, not depth × length).
        var closing = [Int](repeating: -1, count: components.endIndex)
        var open: [Int] = []
        for index in components.indices {
            if components[index].text == "(" {
                open.append(index)
            } else if components[index].text == ")", let opening = open.popLast() {
                closing[opening] = index
            }
        }
        return try parse(components, at: location, filters: filters, depth: 0, closing: closing)
    }

    private static func parse(
        _ components: ArraySlice<Token.Component>, at location: TemplateLocation, filters: FilterRegistry,
        depth: Int, closing: [Int]
    ) throws -> Condition {
        guard !components.isEmpty else { throw TemplateError("missing condition", at: location) }
        var parser = Parser(
            items: try lex(components, at: location, filters: filters, depth: depth, closing: closing),
            location: location, depth: depth)
        let result = try parser.expression(bindingPower: 0)
        guard parser.position == parser.items.count else {
            throw TemplateError("unexpected '\(parser.items[parser.position].text)' in condition", at: location)
        }
        return result
    }

    private enum Item {
        case operand(Condition, String)
        case infix(ConditionOperator)
        case not

        var text: String {
            switch self {
            case .operand(_, let text): return text
            case .infix(let op): return op.rawValue
            case .not: return "not"
            }
        }
    }

    private static func lex(
        _ components: ArraySlice<Token.Component>, at location: TemplateLocation, filters: FilterRegistry,
        depth: Int, closing: [Int]
    ) throws -> [Item] {
        var items: [Item] = []
        var operands = 0
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            index += 1
            if component.text == "(" {
                guard depth < maxNesting else {
                    throw TemplateError("condition nested more than \(maxNesting) levels deep", at: component.location)
                }
                // Parentheses must be separate words, as in Stencil.
                let start = index
                index = closing[start - 1]
                guard index >= 0 else { throw TemplateError("missing closing bracket in condition", at: location) }
                let inner = try parse(
                    components[start..<index], at: component.location, filters: filters, depth: depth + 1,
                    closing: closing)
                items.append(.operand(inner, "("))
                index += 1
            } else if component.text == ")" {
                throw TemplateError("missing opening bracket in condition", at: component.location)
            } else if component.text == "not" {
                items.append(.not)
            } else if let op = ConditionOperator(rawValue: component.text) {
                items.append(.infix(op))
            } else {
                operands += 1
                guard operands <= maxOperands else {
                    throw TemplateError("condition has more than \(maxOperands) operands", at: component.location)
                }
                let expression = try FilterExpression(
                    parsing: component.text, at: component.location, filters: filters)
                items.append(.operand(.value(expression), component.text))
            }
        }
        return items
    }

    private struct Parser {
        let items: [Item]
        let location: TemplateLocation
        /// Brackets and `not`s around the current position.
        var depth: Int
        var position = 0

        mutating func expression(bindingPower: Int) throws -> Condition {
            guard position < items.count else { throw TemplateError("incomplete condition", at: location) }
            let first = items[position]
            position += 1
            var left: Condition
            switch first {
            case .operand(let condition, _): left = condition
            case .not:
                guard depth < Condition.maxNesting else {
                    throw TemplateError("condition nested more than \(Condition.maxNesting) levels deep", at: location)
                }
                depth += 1
                defer { depth -= 1 }
                left = .not(try expression(bindingPower: Condition.notBindingPower))
            case .infix(let op):
                throw TemplateError("operator '\(op.rawValue)' has no left-hand side", at: location)
            }
            // Operators met at this level never bind tighter than the previous one (those go to the
            // right-hand side); equal ones extend the chain, looser ones start a chain around it.
            var links: [Link] = []
            while position < items.count {
                guard case .infix(let op) = items[position] else {
                    throw TemplateError("unexpected '\(items[position].text)' in condition", at: location)
                }
                guard bindingPower < op.bindingPower else { break }
                position += 1
                if let previous = links.last, previous.op.bindingPower != op.bindingPower {
                    left = .chain(left, links)
                    links = []
                }
                links.append(Link(op: op, condition: try expression(bindingPower: op.bindingPower)))
            }
            return links.isEmpty ? left : .chain(left, links)
        }
    }
}
