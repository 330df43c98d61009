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
    case binary(ConditionOperator, Condition, Condition)

    private static let notBindingPower = 8

    /// Parses the words after the tag name with a Pratt parser, as Stencil's `IfExpressionParser` does.
    static func parse(
        _ components: ArraySlice<Token.Component>, at location: TemplateLocation, filters: FilterRegistry
    ) throws -> Condition {
        guard !components.isEmpty else { throw TemplateError("missing condition", at: location) }
        var parser = Parser(items: try lex(components, at: location, filters: filters), location: location)
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
        _ components: ArraySlice<Token.Component>, at location: TemplateLocation, filters: FilterRegistry
    ) throws -> [Item] {
        var items: [Item] = []
        var index = components.startIndex
        while index < components.endIndex {
            let component = components[index]
            index += 1
            if component.text == "(" {
                // Parentheses must be separate words, as in Stencil.
                var depth = 1
                let start = index
                while index < components.endIndex {
                    if components[index].text == "(" { depth += 1 }
                    if components[index].text == ")" { depth -= 1 }
                    if depth == 0 { break }
                    index += 1
                }
                guard depth == 0 else { throw TemplateError("missing closing bracket in condition", at: location) }
                let inner = try parse(components[start..<index], at: component.location, filters: filters)
                items.append(.operand(inner, "("))
                index += 1
            } else if component.text == ")" {
                throw TemplateError("missing opening bracket in condition", at: component.location)
            } else if component.text == "not" {
                items.append(.not)
            } else if let op = ConditionOperator(rawValue: component.text) {
                items.append(.infix(op))
            } else {
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
        var position = 0

        mutating func expression(bindingPower: Int) throws -> Condition {
            guard position < items.count else { throw TemplateError("incomplete condition", at: location) }
            let first = items[position]
            position += 1
            var left: Condition
            switch first {
            case .operand(let condition, _): left = condition
            case .not: left = .not(try expression(bindingPower: Condition.notBindingPower))
            case .infix(let op):
                throw TemplateError("operator '\(op.rawValue)' has no left-hand side", at: location)
            }
            while position < items.count {
                guard case .infix(let op) = items[position] else {
                    throw TemplateError("unexpected '\(items[position].text)' in condition", at: location)
                }
                guard bindingPower < op.bindingPower else { break }
                position += 1
                left = .binary(op, left, try expression(bindingPower: op.bindingPower))
            }
            return left
        }
    }
}
