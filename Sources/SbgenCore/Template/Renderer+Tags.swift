extension Renderer {
    // Internal (not private) because they live in this extension file; only `Renderer` calls them.

    /// Items of a `for`: arrays as is, dictionaries as (key, value) pairs in sorted key order.
    private func loopItems(_ value: TemplateValue) -> [(key: TemplateValue, value: TemplateValue)] {
        switch value {
        case .array(let items): return items.map { ($0, $0) }
        case .dictionary(let dict): return dict.keys.sorted().map { (.string($0), dict[$0]!) }
        default: return []
        }
    }

    /// Ranges count down when `from > to`, like Stencil's.
    private func resolveSequence(_ sequence: LoopSequence, at location: TemplateLocation) throws -> TemplateValue {
        switch sequence {
        case .value(let expression): return try resolve(expression)
        case .range(let lower, let upper):
            let bounds = [try resolve(lower), try resolve(upper)].map { $0.numberValue.map { Int($0) } }
            guard let from = bounds[0], let to = bounds[1] else {
                throw TemplateError("range bounds must be integers", at: location)
            }
            let values = from <= to ? Array(from...to) : Array((to...from).reversed())
            return .array(values.map(TemplateValue.int))
        }
    }

    func renderLoop(_ loop: ForNode, into out: inout String) throws {
        let sequence = try resolveSequence(loop.sequence, at: loop.location)
        let isDictionary: Bool = {
            if case .dictionary = sequence { return true }
            return false
        }()
        var items: [[String: TemplateValue]] = loopItems(sequence).map { pair in
            bindings(loop.names, pair.key, pair.value, isDictionary: isDictionary)
        }
        if let filter = loop.filter {
            items = try items.filter { vars in
                var keep = false
                try withValues(vars) { keep = try evaluate(filter) }
                return keep
            }
        }
        guard !items.isEmpty else {
            try withValues([:]) { try render(loop.emptyBody, into: &out) }
            return
        }
        for (index, var vars) in items.enumerated() {
            vars["forloop"] = .dictionary([
                "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                "counter": .int(index + 1), "counter0": .int(index), "length": .int(items.count),
            ])
            try withValues(vars) { try render(loop.body, into: &out) }
        }
    }

    private func bindings(
        _ names: [String], _ key: TemplateValue, _ value: TemplateValue, isDictionary: Bool
    ) -> [String: TemplateValue] {
        if names.count == 1 { return [names[0]: key] }
        if isDictionary { return [names[0]: key, names[1]: value] }
        // Two names over an array: unpack two-element arrays.
        if case .array(let pair) = value {
            return [names[0]: pair.first ?? .null, names[1]: pair.count > 1 ? pair[1] : .null]
        }
        return [names[0]: value, names[1]: .null]
    }

    func renderInclude(
        _ nameExpression: FilterExpression, _ contextExpression: FilterExpression?, _ location: TemplateLocation,
        into out: inout String
    ) throws {
        let name = try resolve(nameExpression).rendered
        var vars: [String: TemplateValue] = [:]
        if let contextExpression {
            let value = try resolve(contextExpression)
            guard case .dictionary(let dict) = value else {
                throw TemplateError("include context must be a dictionary, got \(value.debugRendered)", at: location)
            }
            vars = dict
        }
        let template: Template
        do {
            template = try environment.loadTemplate(named: name)
        } catch let error as TemplateError {
            throw error.located(at: location)
        }
        try nested("include of '\(name)'", at: location) {
            try withValues(vars) { try render(template.nodes, into: &out) }
        }
    }

    func renderCall(
        _ name: String, _ arguments: [FilterExpression], _ location: TemplateLocation, into out: inout String
    ) throws {
        guard let macro = macro(named: name) else {
            throw TemplateError("call to undefined macro '\(name)'", at: location)
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateError(
                "macro '\(name)' takes \(macro.parameters.count) arguments, got \(arguments.count)", at: location)
        }
        var vars: [String: TemplateValue] = [:]
        for (parameter, argument) in zip(macro.parameters, arguments) { vars[parameter] = try resolve(argument) }
        try nested("call of macro '\(name)'", at: location) {
            try withValues(vars) { try render(macro.body, into: &out) }
        }
    }

    func renderMap(_ map: MapNode) throws {
        guard case .array(let items) = try resolve(map.sequence), !items.isEmpty else { return }
        var results: [TemplateValue] = []
        results.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var vars: [String: TemplateValue] = [
                "maploop": [
                    "counter": .int(index), "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                    "item": item,
                ]
            ]
            if let itemName = map.itemName { vars[itemName] = item }
            var rendered = ""
            try withValues(vars) { try render(map.body, into: &rendered) }
            results.append(.string(rendered))
        }
        setValue(.array(results), named: map.resultName)
    }
}
