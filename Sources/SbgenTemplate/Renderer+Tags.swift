extension Renderer {
    // Internal (not private) because they live in this extension file; only `Renderer` calls them.

    /// What a `for` iterates, without materializing ranges.
    private enum LoopItems {
        case array([TemplateValue])
        /// Sorted keys and the dictionary.
        case dictionary([String], [String: TemplateValue])
        /// `from...to`, counting down when `from > to`, like Stencil's; `count` is nil past `Int.max`.
        case range(from: Int, to: Int, count: Int?)

        init(_ value: TemplateValue) {
            switch value {
            case .array(let items): self = .array(items)
            case .dictionary(let dict): self = .dictionary(dict.keys.sorted(), dict)
            default: self = .array([])
            }
        }

        var count: Int? {
            switch self {
            case .array(let items): return items.count
            case .dictionary(let keys, _): return keys.count
            case .range(_, _, let count): return count
            }
        }

        var isDictionary: Bool {
            if case .dictionary = self { return true }
            return false
        }

        /// The item at `index` (key and value; the same for arrays and ranges).
        func item(at index: Int) -> (key: TemplateValue, value: TemplateValue) {
            switch self {
            case .array(let items): return (items[index], items[index])
            case .dictionary(let keys, let dict): return (.string(keys[index]), dict[keys[index]] ?? .null)
            case .range(let from, let to, _):
                let value = TemplateValue.int(from <= to ? from + index : from - index)
                return (value, value)
            }
        }
    }

    private func loopItems(_ sequence: LoopSequence, at location: TemplateLocation) throws -> LoopItems {
        switch sequence {
        case .value(let expression): return LoopItems(try resolve(expression))
        case .range(let lower, let upper):
            let from = try rangeBound(try resolve(lower), at: location)
            let to = try rangeBound(try resolve(upper), at: location)
            let (distance, overflow) =
                from <= to ? to.subtractingReportingOverflow(from) : from.subtractingReportingOverflow(to)
            let count = overflow || distance == .max ? nil : distance + 1
            return .range(from: from, to: to, count: count)
        }
    }

    /// A range bound: an integer, or a whole double within `Int` (never trapping on NaN, infinity or 1e30).
    private func rangeBound(_ value: TemplateValue, at location: TemplateLocation) throws -> Int {
        switch value {
        case .int(let int): return int
        case .double(let double):
            // 2^63 is exactly representable; every double below it and at or above -2^63 fits in Int.
            if double.isFinite, double.rounded(.towardZero) == double, double >= -0x1p63, double < 0x1p63 {
                return Int(double)
            }
            throw TemplateError("range bounds must be integers in Int range, got \(value.rendered)", at: location)
        default:
            throw TemplateError("range bounds must be integers", at: location)
        }
    }

    func renderLoop(_ loop: ForNode, into out: inout String) throws {
        let items = try loopItems(loop.sequence, at: loop.location)
        // Each item costs at least one step: refuse loops that cannot finish before iterating.
        guard let count = items.count, hasSteps(count) else {
            try steps(Int.max, at: loop.location)
            return
        }
        let isDictionary = items.isDictionary
        var selected: [Int]?
        if let filter = loop.filter {
            var kept: [Int] = []
            for index in 0..<count {
                try step(at: loop.location)
                let pair = items.item(at: index)
                var keep = false
                let vars = bindings(loop.names, pair.key, pair.value, isDictionary: isDictionary)
                try withValues(Dictionary(vars) { _, last in last }) {
                    keep = try evaluate(filter)
                }
                if keep { kept.append(index) }
            }
            selected = kept
        }
        let length = selected?.count ?? count
        guard length > 0 else {
            try withValues([:]) { try render(loop.emptyBody, into: &out) }
            return
        }
        // The hot path: one frame dictionary per iteration, `forloop` updated in place.
        let body = loop.body
        var forloop: [String: TemplateValue] = [
            "first": true, "last": false, "counter": 0, "counter0": 0, "length": .int(length),
        ]
        for position in 0..<length {
            try step(at: loop.location)
            let pair = items.item(at: selected?[position] ?? position)
            forloop["first"] = .bool(position == 0)
            forloop["last"] = .bool(position == length - 1)
            forloop["counter"] = .int(position + 1)
            forloop["counter0"] = .int(position)
            var frame: [String: Binding] = [:]
            frame.reserveCapacity(3)
            for (name, value) in bindings(loop.names, pair.key, pair.value, isDictionary: isDictionary) {
                frame[name] = .value(value)
            }
            frame["forloop"] = .value(.dictionary(forloop))
            try scoped(frame) { try render(body, into: &out) }
        }
    }

    /// The loop variables for one item, as (name, value) pairs; a later name wins, as with a dictionary.
    private func bindings(
        _ names: [String], _ key: TemplateValue, _ value: TemplateValue, isDictionary: Bool
    ) -> [(String, TemplateValue)] {
        if names.count == 1 { return [(names[0], key)] }
        if isDictionary { return [(names[0], key), (names[1], value)] }
        // Two names over an array: unpack two-element arrays.
        if case .array(let pair) = value {
            return [(names[0], pair.first ?? .null), (names[1], pair.count > 1 ? pair[1] : .null)]
        }
        return [(names[0], value), (names[1], .null)]
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
        guard hasSteps(items.count) else { return try steps(Int.max, at: map.location) }
        for (index, item) in items.enumerated() {
            try step(at: map.location)
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
