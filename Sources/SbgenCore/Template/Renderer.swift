/// Per-render state: the scope stack and include/call depth. One per `render` call, so
/// templates stay reentrant; node rendering recursion follows the template's block nesting.
final class Renderer {
    enum Binding {
        case value(TemplateValue)
        case macro(MacroNode)

        var isValue: Bool {
            if case .value = self { return true }
            return false
        }
    }

    private var frames: [[String: Binding]]
    let environment: TemplateEnvironment
    private var depth = 0
    /// Conditions being evaluated around the current position: in strict mode they may test absent values.
    private var conditionDepth = 0
    private var stepCount = 0
    private var producedBytes = 0

    init(context: TemplateValue, environment: TemplateEnvironment) {
        var root: [String: Binding] = [:]
        if case .dictionary(let dict) = context {
            root.reserveCapacity(dict.count)
            for (key, value) in dict { root[key] = .value(value) }
        }
        frames = [root]
        self.environment = environment
    }

    /// Deepest nesting of scopes (blocks, includes, macro calls) a render accepts.
    static let maxScopes = 1_024

    func render(_ nodes: [Node], into out: inout String) throws {
        for node in nodes { try render(node, into: &out) }
    }

    func render(_ node: Node, into out: inout String) throws {
        switch node {
        case .text(let text):
            try emit(environment.trimMode == .smart ? text.smart : text.none, into: &out, at: text.location)
        case .output(let expression):
            try step(at: expression.location)
            try emit(try resolve(expression).rendered, into: &out, at: expression.location)
        case .conditionalOutput(let expression, let condition, let otherwise):
            try step(at: expression.location)
            if try evaluate(condition) {
                try emit(try resolve(expression).rendered, into: &out, at: expression.location)
            } else if let otherwise {
                try emit(try resolve(otherwise).rendered, into: &out, at: otherwise.location)
            }
        case .conditional(let branches, let location):
            try step(at: location)
            for branch in branches where try branch.condition.map(evaluate) ?? true {
                try scoped([:]) { try render(branch.body, into: &out) }
                return
            }
        case .loop(let loop): try renderLoop(loop, into: &out)
        case .include(let name, let context, let location):
            try step(at: location)
            try renderInclude(name, context, location, into: &out)
        case .filterBlock(let expression, let body):
            try step(at: expression.location)
            var inner = ""
            try render(body, into: &inner)
            try emit(
                try applyFilters(expression.filters, to: .string(inner)).rendered, into: &out,
                at: expression.location)
        case .setValue(let name, let value):
            try step(at: value.location)
            frames[frames.count - 1][name] = .value(try resolve(value))
        case .setBlock(let name, let body, let location):
            try step(at: location)
            var inner = ""
            try render(body, into: &inner)
            frames[frames.count - 1][name] = .value(.string(inner))
        case .macro(let macro): frames[frames.count - 1][macro.name] = .macro(macro)
        case .call(let name, let arguments, let location):
            try step(at: location)
            try renderCall(name, arguments, location, into: &out)
        case .map(let map): try renderMap(map)
        }
    }

    // MARK: - Budget

    /// Appends `text` to `out`, counting it against the output size limit first.
    func emit(_ text: String, into out: inout String, at location: TemplateLocation) throws {
        try produce(text.utf8.count, at: location)
        out += text
    }

    /// Counts `bytes` of produced text against `maxOutputBytes`.
    func produce(_ bytes: Int, at location: TemplateLocation) throws {
        producedBytes += bytes
        guard producedBytes <= environment.maxOutputBytes else {
            throw TemplateError(
                "output size limit of \(environment.maxOutputBytes) bytes exceeded "
                    + "(TemplateEnvironment.maxOutputBytes)", at: location)
        }
    }

    /// Counts one loop iteration or tag evaluation against `maxSteps`.
    func step(at location: TemplateLocation) throws {
        try steps(1, at: location)
    }

    /// Counts `count` steps at once; used up front for loops whose length is known.
    func steps(_ count: Int, at location: TemplateLocation) throws {
        guard count <= environment.maxSteps - stepCount else {
            throw TemplateError(
                "render step limit of \(environment.maxSteps) exceeded "
                    + "(loop iterations and tag evaluations, TemplateEnvironment.maxSteps)", at: location)
        }
        stepCount += count
    }

    /// Whether `count` more steps fit in the step limit.
    func hasSteps(_ count: Int) -> Bool {
        count <= environment.maxSteps - stepCount
    }

    // MARK: - Scopes

    func scoped(_ frame: [String: Binding], _ body: () throws -> Void) rethrows {
        frames.append(frame)
        defer { frames.removeLast() }
        try body()
    }

    /// Runs `body` in a new scope holding `values`; `set` inside it does not leak out (as in Stencil).
    func withValues(_ values: [String: TemplateValue], _ body: () throws -> Void) rethrows {
        try scoped(values.mapValues(Binding.value), body)
    }

    /// Binds `value` in the innermost scope, as StencilSwiftKit's `set` and `map` do.
    func setValue(_ value: TemplateValue, named name: String) {
        frames[frames.count - 1][name] = .value(value)
    }

    func macro(named name: String) -> MacroNode? {
        guard case .macro(let macro)? = lookup(name) else { return nil }
        return macro
    }

    func lookup(_ name: String) -> Binding? {
        for frame in frames.reversed() {
            if let binding = frame[name] { return binding }
        }
        return nil
    }

    /// Every name bound in any scope, sorted: what a misspelled variable is compared with.
    var boundNames: [String] {
        Set(frames.flatMap { frame in frame.compactMap { $0.value.isValue ? $0.key : nil } }).sorted()
    }

    /// Guards includes and macro calls against unbounded (self-)recursion.
    func nested(_ what: String, at location: TemplateLocation, _ body: () throws -> Void) throws {
        guard depth < environment.maxDepth else {
            throw TemplateError(
                "\(what) nested more than \(environment.maxDepth) levels deep (infinite recursion?)", at: location)
        }
        // Blocks of included templates and macros add up; rendering recurses once per scope.
        guard frames.count < Self.maxScopes else {
            throw TemplateError(
                "\(what) nested in more than \(Self.maxScopes) blocks, includes and macro calls", at: location)
        }
        depth += 1
        defer { depth -= 1 }
        try body()
    }

    // MARK: - Values

    func resolve(_ operand: Operand) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .variable(let path):
            guard case .value(var value)? = lookup(path[0]) else { return .null }
            for name in path.dropFirst() { value = value.member(name) }
            return value
        }
    }

    /// `operand`'s value where it is used in strict mode: outside conditions, an undefined variable is
    /// an error at `location`. Only a null value is looked at twice, so defined values cost nothing.
    private func use(_ operand: Operand, at location: TemplateLocation) throws -> TemplateValue {
        let value = resolve(operand)
        guard value.isNull, conditionDepth == 0, case .variable(let path) = operand else {
            return value
        }
        try checkDefined(path, at: location)
        return value
    }

    func resolve(_ expression: FilterExpression) throws -> TemplateValue {
        // The default mode takes the plain path; `x|default:…` says x may be absent.
        let base =
            environment.strict && !expression.defaultsBase
            ? try use(expression.base, at: expression.location) : resolve(expression.base)
        return try applyFilters(expression.filters, to: base)
    }

    private func applyFilters(_ calls: [FilterCall], to input: TemplateValue) throws -> TemplateValue {
        var value = input
        for call in calls {
            do {
                let arguments =
                    environment.strict
                    ? try call.arguments.map { try use($0, at: call.location) } : call.arguments.map(resolve)
                if call.name == FilterRegistry.applyFilterName {
                    value = try applyNamedFilters(arguments[0].rendered, to: value)
                } else if let filter = environment.registry[call.name] {
                    value = try filter.apply(value, arguments)
                } else {
                    throw TemplateError(environment.registry.unknownFilterMessage(call.name))
                }
                // Filter results count as produced text: `set` plus filters can grow strings without output.
                if case .string(let string) = value { try produce(string.utf8.count, at: call.location) }
            } catch let error as TemplateError {
                throw error.located(at: call.location)
            } catch {
                throw TemplateError("filter '\(call.name)' failed: \(error)", at: call.location)
            }
        }
        return value
    }

    /// Stencil's `filter` filter: `value|filter:"lowercase|capitalize"` applies argument-less filters by name.
    private func applyNamedFilters(_ names: String, to input: TemplateValue) throws -> TemplateValue {
        var value = input
        for name in names.split(separator: "|").map({ String($0).trimmingSpaces() }) {
            guard let filter = environment.registry[name], name != FilterRegistry.applyFilterName else {
                throw TemplateError(environment.registry.unknownFilterMessage(name))
            }
            value = try filter.apply(value, [])
        }
        return value
    }

    // MARK: - Conditions

    /// Whether `condition` holds. In strict mode a condition may test values that are absent: that
    /// is how a template asks whether an optional key is there.
    func evaluate(_ condition: Condition) throws -> Bool {
        conditionDepth += 1
        defer { conditionDepth -= 1 }
        return try holds(condition)
    }

    private func holds(_ condition: Condition) throws -> Bool {
        switch condition {
        case .value(let expression): return try resolve(expression).isTruthy
        case .not(let inner): return try !holds(inner)
        case .chain(let first, let links):
            // Folds left, as nested binary nodes would: `and`/`or` short-circuit, comparisons
            // compare the previous result (a Bool) with the next operand.
            var result: Bool
            var lhs: TemplateValue?
            switch links[0].op {
            case .and, .or:
                result = try holds(first)
            default:
                lhs = try operandValue(first)
                result = false
            }
            for link in links {
                switch link.op {
                case .and: result = try result && holds(link.condition)
                case .or: result = try result || holds(link.condition)
                default:
                    result = compare(link.op, lhs ?? .bool(result), try operandValue(link.condition))
                    lhs = nil
                }
            }
            return result
        }
    }

    private func operandValue(_ condition: Condition) throws -> TemplateValue {
        if case .value(let expression) = condition { return try resolve(expression) }
        return .bool(try holds(condition))
    }

    private func compare(_ op: ConditionOperator, _ lhs: TemplateValue, _ rhs: TemplateValue) -> Bool {
        switch op {
        case .equal: return lhs.isEqual(to: rhs)
        case .notEqual: return !lhs.isEqual(to: rhs)
        case .isIn:
            switch rhs {
            case .array(let items): return items.contains { $0.isEqual(to: lhs) }
            case .string(let string): return lhs.stringValue.map(string.contains) ?? false
            case .dictionary(let dict): return lhs.stringValue.map { dict[$0] != nil } ?? false
            default: return false
            }
        default:
            // Stencil orders numbers only; anything else compares false.
            guard let left = lhs.numberValue, let right = rhs.numberValue else { return false }
            return Self.ordered(op, left, right)
        }
    }

    private static func ordered(_ op: ConditionOperator, _ lhs: Double, _ rhs: Double) -> Bool {
        switch op {
        case .less: return lhs < rhs
        case .lessOrEqual: return lhs <= rhs
        case .greater: return lhs > rhs
        case .greaterOrEqual: return lhs >= rhs
        default: return false
        }
    }
}
