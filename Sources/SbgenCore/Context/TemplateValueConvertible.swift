/// A context type that builds its template value directly: the value ``TemplateValue/init(encoding:)``
/// gives for it (same keys, `nil` optionals left out), without going through `Encodable`, which
/// cost more than the rest of building the context (AccessorDetailTests checks both agree over the
/// corpus). Each dictionary is made with room for exactly its keys: room for every optional key
/// made them larger than the encoding's, and growing them as they fill cost rehashing.
protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

/// How many of `values` are not nil.
private func presentCount<each Value>(_ values: repeat (each Value)?) -> Int {
    var count = 0
    for value in repeat each values {
        if value != nil { count += 1 }
    }
    return count
}

extension Dictionary where Key == String, Value == TemplateValue {
    /// Sets `key` unless `value` is nil, as a synthesized `encodeIfPresent` does.
    fileprivate mutating func put(_ key: String, _ value: String?) {
        if let value { self[key] = .string(value) }
    }

    fileprivate mutating func put(_ key: String, _ value: Bool?) {
        if let value { self[key] = .bool(value) }
    }

    fileprivate mutating func put(_ key: String, _ value: (some TemplateValueConvertible)?) {
        if let value { self[key] = value.templateValue }
    }

    fileprivate mutating func put(_ key: String, _ values: [some TemplateValueConvertible]) {
        self[key] = .array(values.map(\.templateValue))
    }

    fileprivate mutating func put(_ key: String, _ values: [String]) {
        self[key] = .array(values.map(TemplateValue.string))
    }
}

extension DocumentContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 8
                + presentCount(
                    platform, targetRuntime, initialScene, filesOwner, swiftName, memberName, folder, nibRootType))
        value["name"] = .string(name)
        value["path"] = .string(path)
        value["kind"] = .string(kind)
        value.put("platform", platform)
        value.put("targetRuntime", targetRuntime)
        value["framework"] = .string(framework)
        value.put("initialScene", initialScene)
        value.put("scenes", scenes)
        value.put("reusables", reusables)
        value.put("filesOwner", filesOwner)
        value.put("topLevelObjects", topLevelObjects)
        value.put("swiftName", swiftName)
        value.put("memberName", memberName)
        value.put("folder", folder)
        value.put("segueCases", segueCases)
        value.put("nibRootType", nibRootType)
        return .dictionary(value)
    }
}

extension SceneContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 11
                + presentCount(
                    identifier, customClass, customModule, module, reference, swiftName, segueTypeName, performerType))
        value["sceneID"] = .string(sceneID)
        value["controllerID"] = .string(controllerID)
        value.put("identifier", identifier)
        value["element"] = .string(element)
        value.put("customClass", customClass)
        value.put("customModule", customModule)
        value["moduleIsPlaceholder"] = .bool(moduleIsPlaceholder)
        value["baseType"] = .string(baseType)
        value["type"] = .string(type)
        value.put("module", module)
        value["isInitial"] = .bool(isInitial)
        value.put("reference", reference)
        value.put("segues", segues)
        value["line"] = .int(line)
        value.put("swiftName", swiftName)
        value["swiftType"] = .string(swiftType)
        value.put("segueTypeName", segueTypeName)
        value.put("segueCases", segueCases)
        value.put("performerType", performerType)
        if let availability { value["availability"] = .array(availability.map(TemplateValue.string)) }
        return .dictionary(value)
    }
}

extension SceneReferenceContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 3
                + presentCount(
                    identifier, sceneID, controllerID, element, customClass, customModule, moduleIsPlaceholder,
                    baseType, type, module))
        value["storyboard"] = .string(storyboard)
        value.put("identifier", identifier)
        value["isResolved"] = .bool(isResolved)
        value["viaReference"] = .bool(viaReference)
        value.put("sceneID", sceneID)
        value.put("controllerID", controllerID)
        value.put("element", element)
        value.put("customClass", customClass)
        value.put("customModule", customModule)
        value.put("moduleIsPlaceholder", moduleIsPlaceholder)
        value.put("baseType", baseType)
        value.put("type", type)
        value.put("module", module)
        return .dictionary(value)
    }
}

extension SegueContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 5
                + presentCount(
                    identifier, relationship, unwindAction, customClass, customModule, module, sourceID, sourceElement,
                    destinationID, destination))
        value["id"] = .string(id)
        value.put("identifier", identifier)
        value["kind"] = .string(kind)
        value.put("relationship", relationship)
        value.put("unwindAction", unwindAction)
        value.put("customClass", customClass)
        value.put("customModule", customModule)
        value["moduleIsPlaceholder"] = .bool(moduleIsPlaceholder)
        value["type"] = .string(type)
        value.put("module", module)
        value.put("sourceID", sourceID)
        value.put("sourceElement", sourceElement)
        value.put("destinationID", destinationID)
        value.put("destination", destination)
        value["line"] = .int(line)
        return .dictionary(value)
    }
}

extension SegueCaseContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(minimumCapacity: 5 + presentCount(destinationCast, navigationType))
        value["identifier"] = .string(identifier)
        value["swiftName"] = .string(swiftName)
        value["kind"] = .string(kind)
        value["destinationType"] = .string(destinationType)
        value.put("destinationCast", destinationCast)
        value.put("navigationType", navigationType)
        value["line"] = .int(line)
        return .dictionary(value)
    }
}

extension ReusableContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 6 + presentCount(id, key, customClass, customModule, module, owner, sceneID))
        value["reuseIdentifier"] = .string(reuseIdentifier)
        value.put("id", id)
        value["element"] = .string(element)
        value.put("key", key)
        value.put("customClass", customClass)
        value.put("customModule", customModule)
        value["moduleIsPlaceholder"] = .bool(moduleIsPlaceholder)
        value["baseType"] = .string(baseType)
        value["type"] = .string(type)
        value.put("module", module)
        value.put("owner", owner)
        value.put("sceneID", sceneID)
        value["line"] = .int(line)
        return .dictionary(value)
    }
}

extension ReusableOwnerContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(minimumCapacity: 2 + presentCount(id, customClass))
        value.put("id", id)
        value["element"] = .string(element)
        value.put("customClass", customClass)
        value["type"] = .string(type)
        return .dictionary(value)
    }
}

extension ReuseIdentifierContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(minimumCapacity: 5 + presentCount(nibName, scene))
        value["swiftName"] = .string(swiftName)
        value["identifier"] = .string(identifier)
        value["kind"] = .string(kind)
        value["swiftType"] = .string(swiftType)
        value.put("nibName", nibName)
        value.put("documents", documents)
        value.put("scene", scene)
        return .dictionary(value)
    }
}

extension NibObjectContext: TemplateValueConvertible {
    var templateValue: TemplateValue {
        var value: [String: TemplateValue] = .init(
            minimumCapacity: 4 + presentCount(id, userLabel, reuseIdentifier, customClass, customModule, module))
        value.put("id", id)
        value["element"] = .string(element)
        value.put("userLabel", userLabel)
        value.put("reuseIdentifier", reuseIdentifier)
        value.put("customClass", customClass)
        value.put("customModule", customModule)
        value["moduleIsPlaceholder"] = .bool(moduleIsPlaceholder)
        value["baseType"] = .string(baseType)
        value["type"] = .string(type)
        value.put("module", module)
        return .dictionary(value)
    }
}

extension ParameterValue: TemplateValueConvertible {
    var templateValue: TemplateValue {
        switch self {
        case .string(let value): .string(value)
        case .bool(let value): .bool(value)
        case .array(let values): .array(values.map(\.templateValue))
        case .dictionary(let values): .dictionary(values.mapValues(\.templateValue))
        }
    }
}
